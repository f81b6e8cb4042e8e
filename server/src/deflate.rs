//! The server's DEFLATE of the frames it sends to a device that asked for `deflate`
//! (the protocol: [`spelbord_protocol::deflate`]; devices inflate with
//! [`spelbord_protocol::inflate_frame`]).

/// A server frame for a device that asked for `deflate` in its hello: the same JSON,
/// raw DEFLATE (RFC 1951) in a binary frame. A state frame is mostly its scene (20–50
/// KB of JSON, much of it repeated keys), which shrinks about 15×: less mobile data,
/// and the server's per-connection write buffer, which keeps the capacity of the
/// largest frame it sent, stays a few KB for an idle device. Level 1 (fastest): the
/// server compresses one frame per seat for every action. Only the server compresses
/// (libdeflate); devices inflate with miniz_oxide.
pub fn deflate_frame(text: &str) -> Vec<u8> {
    use libdeflater::{CompressionLvl, Compressor};
    // Level 1: libdeflate's level 0 (its "fastest") stores without compressing.
    const LEVEL_1: CompressionLvl = match CompressionLvl::new(1) {
        Ok(level) => level,
        Err(_) => panic!("level 1 exists"),
    };
    thread_local! {
        // One compressor per thread, kept: libdeflate compresses a whole buffer at
        // once, about three times faster than miniz_oxide on a state frame of a few
        // KB (15 against 52 µs for a 6.6 KB Fia frame, measured 2026-12-03).
        static COMPRESSOR: std::cell::RefCell<Compressor> = std::cell::RefCell::new(Compressor::new(LEVEL_1));
    }
    COMPRESSOR.with(|cell| {
        let mut compressor = cell.borrow_mut();
        let mut out = vec![0; compressor.deflate_compress_bound(text.len())];
        let written = compressor
            .deflate_compress(text.as_bytes(), &mut out)
            .expect("the bound always holds the compressed frame");
        out.truncate(written);
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_protocol::{inflate_frame, ServerMsg, MAX_INFLATED_BYTES};

    #[test]
    fn deflated_frames_read_back_on_a_device_and_huge_ones_are_refused_there() {
        let text = ServerMsg::Ack { version: 7 }.to_text().repeat(200);
        // The compressor is reused: a second, different frame packs as well.
        let other = deflate_frame(&"other text ".repeat(50));
        assert_eq!(inflate_frame(&other).as_deref(), Some("other text ".repeat(50).as_str()));
        let packed = deflate_frame(&text);
        assert!(packed.len() * 10 < text.len(), "repeated JSON shrinks ({} of {})", packed.len(), text.len());
        assert_eq!(inflate_frame(&packed).as_deref(), Some(text.as_str()));
        assert_eq!(inflate_frame(&packed[..packed.len() / 2]), None, "a cut frame");
        let bomb = deflate_frame(&" ".repeat(MAX_INFLATED_BYTES + 1));
        assert_eq!(inflate_frame(&bomb), None, "more than the bound");
    }
}
