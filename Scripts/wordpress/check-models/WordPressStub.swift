// WordPressStub: stands in for the lead's `public struct WordPress` so the models compile on their own.
/// The namespace the models nest in, empty here: the checker needs no client.
public struct WordPress: Sendable {}
