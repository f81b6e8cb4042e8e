//! Prints `docs/words.md`: the catalogue's message families with one sample line each
//! in English, Swedish and Danish (`cargo run -p spelbord-core --example words >
//! docs/words.md`).

fn main() {
    print!("{}", spelbord_core::i18n::summary::words_markdown());
}
