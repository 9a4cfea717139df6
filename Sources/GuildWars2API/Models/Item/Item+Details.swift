// The type-specific details of an item: one case per item type, and the raw JSON for types not known yet.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The type-specific part of an item.
    ///
    /// The case follows the item's `type`: a `Weapon` has `.weapon`, an `Armor` `.armor`, and so on. When the
    /// API sends details for a type this library does not model (a new item type, or a known type that has no
    /// case here such as `Key` or `Relic`), they are kept as `.unknown` with the raw JSON, so nothing is lost and
    /// decoding does not fail. Details are written back exactly as they were read.
    public enum Details: Encodable, Sendable, Hashable {
        /// Details of an `Armor` item.
        case armor(Equipment<ArmorDetails>)
        /// Details of a `Back` item: only the upgrades every piece of equipment has.
        case back(Upgrades)
        /// Details of a `Bag` item.
        case bag(BagDetails)
        /// Details of a `Consumable` item.
        case consumable(ConsumableDetails)
        /// Details of a `Container` item.
        case container(ContainerDetails)
        /// Details of a `Gathering` tool.
        case gathering(GatheringDetails)
        /// Details of a `Gizmo` item.
        case gizmo(GizmoDetails)
        /// Details of a `MiniPet` item.
        case miniPet(MiniPetDetails)
        /// Details of a `Tool` item.
        case tool(ToolDetails)
        /// Details of a `Trinket` item.
        case trinket(Equipment<TrinketDetails>)
        /// Details of an `UpgradeComponent` item.
        case upgradeComponent(UpgradeComponentDetails)
        /// Details of a `Weapon` item.
        case weapon(Equipment<WeaponDetails>)
        /// Details of an item type this library does not model, as the raw JSON.
        case unknown(JSONValue)

        /// Decodes the details of an item of the given type.
        init(type: Kind, from decoder: any Decoder) throws {
            switch type {
            case .armor: self = .armor(try Equipment(readingDetails: decoder))
            case .back: self = .back(try Upgrades(from: decoder))
            case .bag: self = .bag(try BagDetails(from: decoder))
            case .consumable: self = .consumable(try ConsumableDetails(from: decoder))
            case .container: self = .container(try ContainerDetails(from: decoder))
            case .gathering: self = .gathering(try GatheringDetails(from: decoder))
            case .gizmo: self = .gizmo(try GizmoDetails(from: decoder))
            case .miniPet: self = .miniPet(try MiniPetDetails(from: decoder))
            case .tool: self = .tool(try ToolDetails(from: decoder))
            case .trinket: self = .trinket(try Equipment(readingDetails: decoder))
            case .upgradeComponent: self = .upgradeComponent(try UpgradeComponentDetails(from: decoder))
            case .weapon: self = .weapon(try Equipment(readingDetails: decoder))
            default: self = .unknown(try JSONValue(from: decoder))
            }
        }

        /// Encodes the details as the object the API sends.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .armor(let details): try details.encode(to: encoder)
            case .back(let details): try details.encode(to: encoder)
            case .bag(let details): try details.encode(to: encoder)
            case .consumable(let details): try details.encode(to: encoder)
            case .container(let details): try details.encode(to: encoder)
            case .gathering(let details): try details.encode(to: encoder)
            case .gizmo(let details): try details.encode(to: encoder)
            case .miniPet(let details): try details.encode(to: encoder)
            case .tool(let details): try details.encode(to: encoder)
            case .trinket(let details): try details.encode(to: encoder)
            case .upgradeComponent(let details): try details.encode(to: encoder)
            case .weapon(let details): try details.encode(to: encoder)
            case .unknown(let json): try json.encode(to: encoder)
            }
        }
    }
}
