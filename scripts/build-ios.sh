#!/usr/bin/env bash
# Builds the Rust library for iOS as an XCFramework and the Swift bindings the app
# compiles. Runs on macOS with Xcode (xcodebuild, lipo).
#
#   scripts/build-ios.sh
#
# Writes (all git-ignored):
#   ios/SpelbordKit/SpelbordFFI.xcframework     device + simulator static libraries,
#                                               with spelbord_ffiFFI.h and module.modulemap
#   ios/SpelbordKit/Sources/SpelbordFFI/SpelbordFFI.swift
set -euo pipefail
cd "$(dirname "$0")/.."

DEVICE=aarch64-apple-ios
SIMULATORS=(aarch64-apple-ios-sim x86_64-apple-ios)
rustup target add "$DEVICE" "${SIMULATORS[@]}"
export IPHONEOS_DEPLOYMENT_TARGET=16.0 # = deploymentTarget in ios/project.yml

for target in "$DEVICE" "${SIMULATORS[@]}"; do
  cargo build --release -p spelbord-ffi --lib --target "$target"
done

# Swift source, C header and module map, generated from the device library.
cargo build --profile bindings -p spelbord-ffi --features bindgen --bin uniffi-bindgen
GEN=target/uniffi-swift
rm -rf "$GEN"
target/bindings/uniffi-bindgen generate \
  --library "target/$DEVICE/release/libspelbord_ffi.a" \
  --language swift --out-dir "$GEN" --no-format
mkdir -p "$GEN/include"
cp "$GEN/spelbord_ffiFFI.h" "$GEN/include/"
cp "$GEN/spelbord_ffiFFI.modulemap" "$GEN/include/module.modulemap"

# One fat simulator library (Apple silicon and Intel Macs).
mkdir -p target/ios-simulator
lipo -create \
  "target/${SIMULATORS[0]}/release/libspelbord_ffi.a" \
  "target/${SIMULATORS[1]}/release/libspelbord_ffi.a" \
  -output target/ios-simulator/libspelbord_ffi.a

KIT=ios/SpelbordKit
rm -rf "$KIT/SpelbordFFI.xcframework"
xcodebuild -create-xcframework \
  -library "target/$DEVICE/release/libspelbord_ffi.a" -headers "$GEN/include" \
  -library target/ios-simulator/libspelbord_ffi.a -headers "$GEN/include" \
  -output "$KIT/SpelbordFFI.xcframework"

mkdir -p "$KIT/Sources/SpelbordFFI"
cp "$GEN/SpelbordFFI.swift" "$KIT/Sources/SpelbordFFI/"

echo "iOS XCFramework and bindings ready: $KIT/SpelbordFFI.xcframework, $KIT/Sources/SpelbordFFI/SpelbordFFI.swift"
