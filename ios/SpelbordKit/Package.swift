// swift-tools-version:5.9
// The Rust core as a Swift package: the XCFramework built by ../../scripts/build-ios.sh,
// the UniFFI-generated Swift (SpelbordFFI) and the screen logic (SpelbordKit), which
// mirrors the Kotlin controller module of the Android app.
import PackageDescription

let package = Package(
    name: "SpelbordKit",
    platforms: [.iOS(.v16)],
    products: [
        // Both modules, so the app may `import SpelbordFFI` for the generated types.
        .library(name: "SpelbordKit", targets: ["SpelbordKit", "SpelbordFFI"]),
    ],
    targets: [
        // Static libspelbord_ffi.a per platform, with spelbord_ffiFFI.h and its module map.
        .binaryTarget(name: "spelbord_ffiFFI", path: "SpelbordFFI.xcframework"),
        // SpelbordFFI.swift, generated from the library by uniffi-bindgen.
        .target(name: "SpelbordFFI", dependencies: ["spelbord_ffiFFI"], path: "Sources/SpelbordFFI"),
        .target(name: "SpelbordKit", dependencies: ["SpelbordFFI"], path: "Sources/SpelbordKit"),
    ]
)
