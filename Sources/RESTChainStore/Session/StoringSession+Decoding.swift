// StoringSession+Decoding: send, decode one model or a list, save them in one transaction, return them.
import Foundation
import RESTChain

extension StoringSession {
    /// Sends the request, decodes a list of models, saves them in one transaction and returns them.
    ///
    /// - Parameters:
    ///   - type: The list type, such as `[WordPress.Post].self`.
    ///   - keyPath: Where the list sits in a wrapped response, such as `"albums.items"`; the root by default.
    ///   - policy: How each model meets its stored row; `.replace` by default.
    ///   - decoder: A decoder for this call; the session's or the client's by default.
    /// - Returns: The models as decoded from the response (the store holds them merged according to `policy`).
    /// - Throws: `RESTError` from the request or the decoding, ``StoreError`` from saving. Nothing is saved
    ///   when decoding fails.
    public func decode<Model: Codable & Identifiable & Sendable>(
        type: [Model].Type, at keyPath: String? = nil, policy: StorePolicy<Model> = .replace,
        decoder: JSONDecoder? = nil
    ) async throws -> [Model] {
        let response = try await base.response()
        let fetched = try decodeList(Model.self, from: response, at: keyPath, decoder: resolved(decoder))
        try await store.saveFetched(fetched, policy: policy.refreshing(response), list: listName)
        return fetched.models
    }

    /// Sends the request, decodes one model, saves it and returns it.
    ///
    /// - Parameters:
    ///   - type: The model type, such as `WordPress.Post.self`.
    ///   - keyPath: Where the model sits in a wrapped response, such as `"data"`; the root by default.
    ///   - policy: How the model meets its stored row; `.replace` by default.
    ///   - decoder: A decoder for this call; the session's or the client's by default.
    /// - Returns: The model as decoded from the response.
    /// - Throws: `RESTError` from the request or the decoding, ``StoreError`` from saving.
    public func decode<Model: Codable & Identifiable & Sendable>(
        type: Model.Type, at keyPath: String? = nil, policy: StorePolicy<Model> = .replace,
        decoder: JSONDecoder? = nil
    ) async throws -> Model {
        let response = try await base.response()
        let fetched = try decodeOne(Model.self, from: response, at: keyPath, decoder: resolved(decoder))
        try await store.saveFetched(fetched, policy: policy.refreshing(response), list: listName)
        return fetched.models[0]
    }

    /// The decoder a call uses: its own, else the session's, else the client's.
    func resolved(_ decoder: JSONDecoder?) -> JSONDecoder {
        base.resolvedDecoder(decoder)
    }

    /// Whether decoding needs the body as a JSON value first.
    var readsJSON: Bool { !transforms.isEmpty || !nested.isEmpty || dropHandler != nil }

    func decodeOne<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, from response: RESTResponse, at keyPath: String?, decoder: JSONDecoder
    ) throws(RESTError) -> FetchedModels<Model> {
        guard readsJSON || keyPath != nil else {
            return FetchedModels(models: [try response.decode(type: Model.self, decoder: decoder)])
        }
        var value = try ElementDecoding.root(of: response, at: keyPath, typeName: "\(Model.self)")
        transform(&value)
        let model = try ElementDecoding.decode(Model.self, from: value, index: nil, using: decoder)
        return FetchedModels(models: [model], relations: try relations(of: [value], decoder: decoder))
    }

    func decodeList<Model: Codable & Identifiable & Sendable>(
        _ type: Model.Type, from response: RESTResponse, at keyPath: String?, decoder: JSONDecoder
    ) throws(RESTError) -> FetchedModels<Model> {
        guard readsJSON || keyPath != nil else {
            return FetchedModels(models: try response.decode(type: [Model].self, decoder: decoder))
        }
        let root = try ElementDecoding.root(of: response, at: keyPath, typeName: "[\(Model.self)]")
        guard case .array(var elements) = root else {
            throw .decoding(
                DecodingFailure(
                    reason: "expected a list at \"\(keyPath ?? "")\"", body: response.body,
                    typeName: "[\(Model.self)]"))
        }
        for index in elements.indices { transform(&elements[index]) }
        var models: [Model] = []
        var kept: [JSONValue] = []
        var dropped: [DroppedElement] = []
        for (index, element) in elements.enumerated() {
            do throws(RESTError) {
                models.append(try ElementDecoding.decode(Model.self, from: element, index: index, using: decoder))
                kept.append(element)
            } catch {
                guard dropHandler != nil, case .decoding(let failure) = error else { throw error }
                dropped.append(DroppedElement(index: index, id: element["id"].map(Self.idText), failure: failure))
            }
        }
        if !dropped.isEmpty { dropHandler?(dropped) }
        return FetchedModels(models: models, relations: try relations(of: kept, decoder: decoder))
    }

    private func transform(_ value: inout JSONValue) {
        for (field, transformer) in transforms {
            JSONPath(field).rewrite(&value) { found in Self.transformEach(found, with: transformer) }
        }
    }

    /// A transformer rewrites loose values: a list of them at a field is rewritten element by element.
    private static func transformEach(_ value: JSONValue, with transformer: FieldTransformer) -> JSONValue? {
        guard case .array(let elements) = value else { return transformer.transform(value) }
        return .array(elements.map { transformEach($0, with: transformer) ?? $0 })
    }

    private func relations(of elements: [JSONValue], decoder: JSONDecoder) throws(RESTError) -> [PendingRelation] {
        var relations: [PendingRelation] = []
        for (index, element) in elements.enumerated() {
            for rule in nested {
                if let relation = try rule.relation(in: element, parentIndex: index, decoder: decoder) {
                    relations.append(relation)
                }
            }
        }
        return relations
    }

    private static func idText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): Int64(exactly: number).map { "\($0)" } ?? "\(number)"
        default: "\(value)"
        }
    }
}
