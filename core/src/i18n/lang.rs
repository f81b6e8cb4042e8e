//! The languages Spelbord is written in, and how a device or terminal language tag
//! picks one.

/// A language with a complete catalogue (and rules texts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, also for every language not written yet.
    #[default]
    En,
    /// Swedish.
    Sv,
    /// Danish, also for Norwegian (the closer written language).
    Da,
}

impl Lang {
    /// Every language, the fallback first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Sv, Lang::Da];

    /// The language for a tag such as `sv-SE`, `sv_FI.UTF-8`, `da`, `nb-NO` or `C`:
    /// only the language part counts; Norwegian (`nb`, `nn`, `no`) reads Danish;
    /// anything else reads English.
    pub fn from_tag(tag: &str) -> Lang {
        let language = tag.split(['-', '_', '.', '@']).next().unwrap_or("").to_ascii_lowercase();
        match language.as_str() {
            "sv" => Lang::Sv,
            "da" | "nb" | "nn" | "no" => Lang::Da,
            _ => Lang::En,
        }
    }

    /// The BCP 47 code of the catalogue (`en`, `sv`, `da`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sv => "sv",
            Lang::Da => "da",
        }
    }
}
