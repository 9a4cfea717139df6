// swift-tools-version: 6.0
// RESTChain: a fluent-builder REST toolkit with async/await. No package dependencies.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RESTChain",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "RESTChain", targets: ["RESTChain"]),
    ],
    targets: [
        .target(name: "RESTChain", swiftSettings: strictSettings),
        .target(name: "TestSupport", path: "Tests/Support", swiftSettings: strictSettings),
        .testTarget(
            name: "RESTChainTests",
            dependencies: ["RESTChain", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
