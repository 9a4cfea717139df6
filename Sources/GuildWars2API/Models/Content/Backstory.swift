// Biography questions and answers from /v2/backstory/questions and /v2/backstory/answers.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A biography question from `/v2/backstory/questions`, asked when a character is created.
    ///
    /// Shape from the wiki's API:2/backstory/questions page and recorded responses.
    public struct BackstoryQuestion: Codable, Sendable, Hashable, Identifiable {
        /// The question id.
        public let id: Int
        /// The title, in the requested language.
        public let title: String
        /// The question, in the requested language.
        public let description: String
        /// The answer ids (`/v2/backstory/answers`), such as `7-54`.
        public let answers: [String]
        /// Where the question comes in character creation.
        public let order: Int
        /// The races it is asked of; absent when all are.
        public let races: [String]?
        /// The professions it is asked of; absent when all are.
        public let professions: [String]?
    }

    /// A biography answer from `/v2/backstory/answers`.
    ///
    /// Ids join the question id and an answer number: `7-54`. Shape from the wiki's API:2/backstory/answers page
    /// and recorded responses.
    public struct BackstoryAnswer: Codable, Sendable, Hashable, Identifiable {
        /// The answer id, such as `7-54`.
        public let id: String
        /// The title, in the requested language.
        public let title: String
        /// The description shown in character creation.
        public let description: String
        /// The line the story journal shows.
        public let journal: String
        /// The question id (`/v2/backstory/questions`).
        public let question: Int
        /// The races that may choose it; absent when all may.
        public let races: [String]?
        /// The professions that may choose it; absent when all may.
        public let professions: [String]?
    }
}
