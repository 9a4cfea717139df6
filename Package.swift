// swift-tools-version: 6.2
// RESTChain: a fluent-builder REST toolkit with async/await. No package dependencies.
// Tools 6.2 (Xcode 26 or later): the code uses Swift 6.2 (raw-identifier test names, `Task.immediate`).
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "RESTChain",
    // The Swift 5.9 runtime's systems (custom executors' `ExecutorJob`); README "Apple platforms" says why.
    // Scripts/check-availability.py reads these floors.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "RESTChain", targets: ["RESTChain"]),
        .library(name: "WordPressAPI", targets: ["WordPressAPI"]),
        .library(name: "GuildWars2API", targets: ["GuildWars2API"]),
        .library(name: "RESTChainStore", targets: ["RESTChainStore"]),
        .executable(name: "restchain", targets: ["restchain"]),
        // The command's library, for the Fuzz/ package: its request-item grammar is reachable only as SPI.
        .library(name: "RESTChainCommands", targets: ["RESTChainCommands"]),
    ],
    targets: [
        .target(
            name: "RESTChain",
            dependencies: [.target(name: "CCurl", condition: .when(platforms: [.linux])), "CZlib"],
            swiftSettings: strictSettings),
        // The system zlib, for gzip request bodies: libz in every Apple SDK, zlib1g-dev on Linux (libcurl's
        // development package needs it already), both found on the compiler's default paths.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        // libcurl, the Linux default transport's engine; Apple platforms never build it (URLSession there).
        .systemLibrary(
            name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .yum(["libcurl-devel"])]),
        .target(name: "WordPressAPI", dependencies: ["RESTChain"], swiftSettings: strictSettings),
        .target(name: "GuildWars2API", dependencies: ["RESTChain"], swiftSettings: strictSettings),
        // The system SQLite: the SDK's on Apple platforms (no pkg-config, so never Homebrew's), libsqlite3-dev's on
        // Linux, both found on the compiler's default paths.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "RESTChainStore", dependencies: ["RESTChain", "CSQLite"], swiftSettings: strictSettings),
        .target(
            name: "RESTChainCommands",
            dependencies: ["RESTChain", "WordPressAPI", "GuildWars2API", "RESTChainStore"],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "restchain", dependencies: ["RESTChainCommands"], swiftSettings: strictSettings),
        .executableTarget(
            name: "StoreWriter", dependencies: ["RESTChainStore"], path: "Tests/StoreWriter",
            swiftSettings: strictSettings),
        .executableTarget(
            name: "TransportProbe", dependencies: ["RESTChain"], path: "Tests/TransportProbe",
            swiftSettings: strictSettings),
        // Set before the first test runs: SIGPIPE ignored (Tests/TestProcess/BrokenPipes.c says why).
        .target(name: "TestProcess", path: "Tests/TestProcess"),
        .target(
            name: "TestSupport", dependencies: ["RESTChain", "TestProcess"], path: "Tests/Support",
            swiftSettings: strictSettings),
        .testTarget(
            name: "RESTChainTests",
            dependencies: ["RESTChain", "TestSupport", "TransportProbe"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GuildWars2APITests",
            dependencies: ["GuildWars2API", "RESTChain", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WordPressAPITests",
            dependencies: ["WordPressAPI", "RESTChain", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RESTChainStoreTests",
            dependencies: [
                "RESTChainStore", "RESTChain", "WordPressAPI", "GuildWars2API", "TestSupport", "StoreWriter",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RESTChainCommandsTests",
            dependencies: ["RESTChainCommands", "restchain", "RESTChainStore", "WordPressAPI", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["RESTChain", "WordPressAPI", "GuildWars2API", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
