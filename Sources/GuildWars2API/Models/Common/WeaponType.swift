// The kind of weapon an item or skin is, such as a greatsword.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The kind of weapon an item or skin is.
    ///
    /// Also used as an upgrade target in upgrade component flags.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct WeaponType: OpenEnum {
        /// The string the API sends, such as `"Axe"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A one-handed axe.
        public static let axe = WeaponType(rawValue: "Axe")
        /// A dagger.
        public static let dagger = WeaponType(rawValue: "Dagger")
        /// A mace.
        public static let mace = WeaponType(rawValue: "Mace")
        /// A pistol.
        public static let pistol = WeaponType(rawValue: "Pistol")
        /// A scepter.
        public static let scepter = WeaponType(rawValue: "Scepter")
        /// A sword.
        public static let sword = WeaponType(rawValue: "Sword")
        /// An off-hand focus.
        public static let focus = WeaponType(rawValue: "Focus")
        /// An off-hand shield.
        public static let shield = WeaponType(rawValue: "Shield")
        /// An off-hand torch.
        public static let torch = WeaponType(rawValue: "Torch")
        /// An off-hand warhorn.
        public static let warhorn = WeaponType(rawValue: "Warhorn")
        /// A two-handed greatsword.
        public static let greatsword = WeaponType(rawValue: "Greatsword")
        /// A two-handed hammer.
        public static let hammer = WeaponType(rawValue: "Hammer")
        /// A longbow.
        public static let longBow = WeaponType(rawValue: "LongBow")
        /// A short bow.
        public static let shortBow = WeaponType(rawValue: "ShortBow")
        /// A rifle.
        public static let rifle = WeaponType(rawValue: "Rifle")
        /// A staff.
        public static let staff = WeaponType(rawValue: "Staff")
        /// A land spear.
        public static let spear = WeaponType(rawValue: "Spear")
        /// An underwater spear.
        public static let harpoon = WeaponType(rawValue: "Harpoon")
        /// An underwater speargun.
        public static let speargun = WeaponType(rawValue: "Speargun")
        /// An underwater trident.
        public static let trident = WeaponType(rawValue: "Trident")
        /// A large bundle carried with both hands.
        public static let largeBundle = WeaponType(rawValue: "LargeBundle")
        /// A small bundle.
        public static let smallBundle = WeaponType(rawValue: "SmallBundle")
        /// A one-handed toy.
        public static let toy = WeaponType(rawValue: "Toy")
        /// A two-handed toy.
        public static let toyTwoHanded = WeaponType(rawValue: "ToyTwoHanded")
    }
}
