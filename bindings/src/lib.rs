//! UniFFI bindings (see the FFI issue).
