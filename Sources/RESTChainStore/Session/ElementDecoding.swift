// ElementDecoding: the response's models out of its JSON — at a root key path, transformed, element by element.
import Foundation
import RESTChain

/// Models decoded from a response, with the nested rows to save beside them.
struct FetchedModels<Model: Sendable>: Sendable {
    var models: [Model]
    var relations: [PendingRelation] = []
}

/// Decodes models from JSON values, reporting failures as ``RESTError/decoding(_:)``.
enum ElementDecoding {
    /// Decodes one JSON value as `Model`; `index` names the element's position in the message.
    static func decode<Model: Decodable>(
        _ type: Model.Type, from value: JSONValue, index: Int?, using decoder: JSONDecoder
    ) throws(RESTError) -> Model {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: Data(), typeName: "\(Model.self)"))
        }
        do {
            return try decoder.decode(Model.self, from: data)
        } catch let error as DecodingError {
            let failure = DecodingFailure(error, body: data, typeName: "\(Model.self)")
            guard let index else { throw .decoding(failure) }
            let path = failure.codingPath.isEmpty ? "" : "." + failure.codingPath
            throw .decoding(
                DecodingFailure(
                    reason: "element [\(index)]\(path): \(failure.reason)", body: data, typeName: "\(Model.self)"))
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: data, typeName: "\(Model.self)"))
        }
    }

    /// Decodes `body` straight as `Model` (no key path, no transformers).
    static func decode<Model: Decodable>(
        _ type: Model.Type, from body: Data, using decoder: JSONDecoder
    ) throws(RESTError) -> Model {
        do {
            return try decoder.decode(Model.self, from: body)
        } catch let error as DecodingError {
            throw .decoding(DecodingFailure(error, body: body, typeName: "\(Model.self)"))
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: body, typeName: "\(Model.self)"))
        }
    }

    /// `body` as a JSON value, at `keyPath` when given.
    static func root(of body: Data, at keyPath: String?, typeName: String) throws(RESTError) -> JSONValue {
        let document = try decode(JSONValue.self, from: body, using: JSONDecoder())
        guard let keyPath else { return document }
        guard let value = JSONPath.value(at: keyPath, in: document) else {
            throw .decoding(DecodingFailure(reason: "no value at \"\(keyPath)\"", body: body, typeName: typeName))
        }
        return value
    }
}
