// ElementDecoding: the response's models out of its JSON — at a root key path, transformed, element by element.
import Foundation
import RESTChain

/// Models decoded from a response, with the nested rows to save beside them.
struct FetchedModels<Model: Sendable>: Sendable {
    var models: [Model]
    var relations: [PendingRelation] = []
}

/// Decodes models from JSON values, reporting failures as `RESTError.decoding`.
enum ElementDecoding {
    /// Decodes one JSON value as `Model`; `index` names the element's position in the message.
    static func decode<Model: Decodable>(
        _ type: Model.Type, from value: JSONValue, index: Int?, using decoder: JSONDecoder
    ) throws(RESTError) -> Model {
        let element: RESTResponse
        do {
            element = RESTResponse(statusCode: 200, body: try JSONEncoder().encode(value))
        } catch {
            throw .decoding(DecodingFailure(reason: "\(error)", body: Data(), typeName: "\(Model.self)"))
        }
        do {
            return try element.decode(type: Model.self, decoder: decoder)
        } catch {
            guard let index, case .decoding(let failure) = error else { throw error }
            let path = failure.codingPath.isEmpty ? "" : "." + failure.codingPath
            throw .decoding(
                DecodingFailure(
                    reason: "element [\(index)]\(path): \(failure.reason)", body: element.body,
                    typeName: "\(Model.self)"))
        }
    }

    /// The response's body as a JSON value, at `keyPath` when given.
    static func root(of response: RESTResponse, at keyPath: String?, typeName: String) throws(RESTError) -> JSONValue {
        let document = try response.decode(type: JSONValue.self)
        guard let keyPath else { return document }
        do {
            return try JSONPath(keyPath).value(in: document)
        } catch {
            let reason = "no value at \"\(keyPath)\": \(error)"
            throw .decoding(DecodingFailure(reason: reason, body: response.body, typeName: typeName))
        }
    }
}
