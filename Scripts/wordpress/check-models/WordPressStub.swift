// WordPressStub: stands in for the lead's `public struct WordPress` so the models compile on their own.
public struct WordPress: Sendable {}
