// One value per World vs. World team: red, green and blue.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One value for each of the three World vs. World teams.
    ///
    /// The API writes scores, kills, deaths, victory points and worlds as `{"red": …, "green": …, "blue": …}`;
    /// this type reads that shape for any value, such as `TeamValues<Int>` for scores or `TeamValues<[Int]>` for
    /// `all_worlds`.
    public struct TeamValues<Value> {
        /// The red team's value.
        public let red: Value
        /// The green team's value.
        public let green: Value
        /// The blue team's value.
        public let blue: Value

        /// Creates a value per team.
        public init(red: Value, green: Value, blue: Value) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The value of a team; `nil` for `Team.neutral` or a team colour the API adds later.
        public subscript(team: Team) -> Value? {
            switch team {
            case .red: red
            case .green: green
            case .blue: blue
            default: nil
            }
        }
    }
}

extension GuildWars2.TeamValues: Sendable where Value: Sendable {}
extension GuildWars2.TeamValues: Equatable where Value: Equatable {}
extension GuildWars2.TeamValues: Hashable where Value: Hashable {}
extension GuildWars2.TeamValues: Decodable where Value: Decodable {}
extension GuildWars2.TeamValues: Encodable where Value: Encodable {}
