//! The library the Kotlin and Swift tests load is the one `cargo test` builds beside
//! this test (scripts/test.sh takes `target/debug/deps/libspelbord_ffi.so` from there rather
//! than compiling the whole core a second time in another profile). This test is what
//! makes cargo build the cdylib and the bindings generator with the tests, and checks
//! that what it built is a UniFFI library of this crate.

use std::path::PathBuf;

/// `target/<profile>/deps/`: where this test binary and the libraries it was built
/// with lie (cargo does not copy a test's dependencies up into `target/<profile>/`).
fn deps_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.parent().expect("target/<profile>/deps/<test>").to_path_buf()
}

#[test]
fn the_cdylib_beside_the_tests_exports_the_uniffi_scaffolding() {
    let name = format!("{}spelbord_ffi{}", std::env::consts::DLL_PREFIX, std::env::consts::DLL_SUFFIX);
    let path = deps_dir().join(&name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // The contract version symbol is what the generated Kotlin and Swift check first on
    // loading; a library without it (a plain rlib, another crate) fails them all.
    let symbol = b"ffi_spelbord_ffi_uniffi_contract_version";
    assert!(
        bytes.windows(symbol.len()).any(|w| w == symbol),
        "{} lacks {}",
        path.display(),
        String::from_utf8_lossy(symbol)
    );
}
