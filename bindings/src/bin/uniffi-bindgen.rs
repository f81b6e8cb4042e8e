//! The `uniffi-bindgen` command, built from the same uniffi version as the library so
//! the generated Kotlin and Swift always match the scaffolding inside the cdylib.

fn main() {
    uniffi::uniffi_bindgen_main()
}
