// CacheFileFormat: the bytes of one disk cache file — a URL's stored variants, checked on the way back in.
import Foundation

/// Encodes a URL's stored variants into one file and back; anything truncated or corrupt decodes to `nil`.
///
/// Layout: the magic `RCHC1`, a 4-byte big-endian length and the JSON metadata (URL and, per variant, status,
/// headers, times and variant identity), then each variant's body, back to back, its length in the metadata.
enum CacheFileFormat {
    private static let magic = Data("RCHC1".utf8)

    private struct Metadata: Codable {
        var url: String
        var variants: [Variant]
    }

    private struct Variant: Codable {
        var status: Int
        var headers: [[String]]
        var url: String?
        var requested: Double
        var received: Double
        var vary: [String]
        var variant: String
        var bodyLength: Int
    }

    /// The fields a file keeps: all but the cookies a response set, which are secrets and never written.
    private static func onDisk(_ headers: HTTPHeaders) -> HTTPHeaders {
        headers.filtered { field in
            !HTTPHeaders.sameName(field.name, "Set-Cookie") && !HTTPHeaders.sameName(field.name, "Set-Cookie2")
        }
    }

    /// The file bytes for `variants` of `url`.
    static func encode(_ variants: [StoredResponse], url: String) -> Data? {
        let metadata = Metadata(
            url: url,
            variants: variants.map { stored in
                Variant(
                    status: stored.statusCode, headers: onDisk(stored.headers).map { [$0.name, $0.value] },
                    url: stored.url,
                    requested: stored.requestTime.timeIntervalSince1970,
                    received: stored.responseTime.timeIntervalSince1970, vary: stored.varyNames,
                    variant: stored.variant, bodyLength: stored.body.count)
            })
        guard let json = try? JSONEncoder().encode(metadata) else { return nil }
        var data = magic
        withUnsafeBytes(of: UInt32(json.count).bigEndian) { data.append(contentsOf: $0) }
        data.append(json)
        for stored in variants { data.append(stored.body) }
        return data
    }

    /// The variants in `data` when it is a whole, well-formed file for `url`; `nil` otherwise.
    static func decode(_ data: Data, url: String) -> [StoredResponse]? {
        let bytes = [UInt8](data)
        let start = magic.count + 4
        guard bytes.count >= start, bytes.starts(with: magic) else { return nil }
        let length = bytes[magic.count..<start].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - start,
            let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(bytes[start..<start + length])),
            metadata.url == url
        else { return nil }
        var offset = start + length
        var variants: [StoredResponse] = []
        for variant in metadata.variants {
            guard variant.bodyLength >= 0, variant.bodyLength <= bytes.count - offset,
                variant.headers.allSatisfy({ $0.count == 2 })
            else { return nil }
            var headers = HTTPHeaders()
            for pair in variant.headers { headers[pair[0]] = pair[1] }
            variants.append(
                StoredResponse(
                    statusCode: variant.status, headers: headers,
                    body: Data(bytes[offset..<offset + variant.bodyLength]),
                    url: variant.url, requestTime: Date(timeIntervalSince1970: variant.requested),
                    responseTime: Date(timeIntervalSince1970: variant.received), varyNames: variant.vary,
                    variant: variant.variant))
            offset += variant.bodyLength
        }
        return offset == bytes.count ? variants : nil
    }
}
