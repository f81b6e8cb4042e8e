//! Deflated server frames. A device that asks for `deflate` in its hello is sent
//! larger server frames as raw DEFLATE (RFC 1951) of the same JSON, in a binary
//! frame: a state frame is mostly its scene (20–50 KB of JSON, much of it repeated
//! keys), which shrinks about 15×. The server compresses (with its own, faster
//! compressor); devices inflate here, in pure Rust.

/// Largest server frame a client inflates: a bound against a broken or hostile peer
/// (a game's largest state frame is under 100 KB of JSON).
pub const MAX_INFLATED_BYTES: usize = 4 * 1024 * 1024;

/// Frames shorter than this go as text even to a device that asked for deflated
/// ones (an ack is 26 bytes): compressing them saves a few bytes and costs a
/// compressor's reset.
pub const DEFLATE_FROM_BYTES: usize = 1024;

/// The JSON text of a deflated server frame; `None` when it is not valid DEFLATE of
/// UTF-8 text, or inflates to more than [`MAX_INFLATED_BYTES`].
pub fn inflate_frame(bytes: &[u8]) -> Option<String> {
    let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(bytes, MAX_INFLATED_BYTES).ok()?;
    String::from_utf8(raw).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use miniz_oxide::deflate::compress_to_vec;

    #[test]
    fn deflated_frames_read_back_and_broken_or_huge_ones_are_refused() {
        let text = r#"{"type":"ack","version":7}"#.repeat(200);
        let packed = compress_to_vec(text.as_bytes(), 1);
        assert!(packed.len() * 10 < text.len(), "repeated JSON shrinks ({} of {})", packed.len(), text.len());
        assert_eq!(inflate_frame(&packed).as_deref(), Some(text.as_str()));
        assert_eq!(inflate_frame(&packed[..packed.len() / 2]), None, "a cut frame");
        assert_eq!(inflate_frame(b"not deflate at all"), None);
        let bomb = compress_to_vec(" ".repeat(MAX_INFLATED_BYTES + 1).as_bytes(), 1);
        assert_eq!(inflate_frame(&bomb), None, "more than the bound");
        assert_eq!(inflate_frame(&compress_to_vec(&[0xff, 0xfe, 0x80], 1)), None, "not UTF-8");
    }
}
