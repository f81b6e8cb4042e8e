//! Rust-side tests of the surface.
