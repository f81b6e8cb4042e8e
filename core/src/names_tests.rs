use super::*;
use crate::i18n::{render, Lang};
use crate::session::{SeatConfig, SessionConfig};
use crate::GameError;

/// One name per refused class: the character and what it is.
pub(crate) const HIDDEN: &[(&str, char)] = &[
    ("bidi override (Cf)", '\u{202E}'),
    ("bidi isolate (Cf)", '\u{2066}'),
    ("pop directional isolate (Cf)", '\u{2069}'),
    ("zero-width space (Cf)", '\u{200B}'),
    ("zero-width non-joiner (Cf)", '\u{200C}'),
    ("zero-width joiner between letters (Cf)", '\u{200D}'),
    ("byte order mark (Cf)", '\u{FEFF}'),
    ("soft hyphen (Cf)", '\u{00AD}'),
    ("tag character (Cf)", '\u{E0041}'),
    ("escape (Cc)", '\u{1B}'),
    ("newline (Cc)", '\n'),
    ("delete (Cc)", '\u{7F}'),
    ("C1 control (Cc)", '\u{85}'),
    ("line separator (Zl)", '\u{2028}'),
    ("paragraph separator (Zp)", '\u{2029}'),
    ("private use (Co)", '\u{E000}'),
    ("supplementary private use (Co)", '\u{F0000}'),
    ("unassigned (Cn)", '\u{0378}'),
    ("noncharacter (Cn)", '\u{FFFF}'),
];

#[test]
fn names_refuse_each_hidden_class_in_the_middle_and_at_either_end() {
    for (what, c) in HIDDEN {
        for typed in [format!("An{c}na"), format!("{c}Anna"), format!("Anna{c}")] {
            assert_eq!(check_name(&typed), Err(NameError::Hidden(*c)), "{what}: {typed:?}");
        }
    }
    // The audit's own examples.
    assert!(check_name("Anna\u{202E}gnp.exe").is_err());
    assert!(check_name("Bo\u{2028}b\u{202E}").is_err());
}

#[test]
fn names_keep_letters_marks_numbers_punctuation_symbols_and_emoji() {
    for name in [
        "Anna",
        "Åsa Öberg",
        "Ærø-Jens",
        "O'Brien, Jr.",
        "José",                // é as e + combining acute (a mark)
        "Zoë №7 ½",            // numbers of other kinds
        "Ἀλέξανδρος",          // Greek with marks
        "李小龍",              // CJK
        "محمد",                // right-to-left letters are letters
        "♠ Ess ♥",             // symbols
        "👩\u{200D}🚀 Anna",   // a joiner inside an emoji sequence
        "👍🏽 Bo",               // a skin-tone modifier
        "🇸🇪 Sven",             // a flag (regional indicators)
        "❤\u{FE0F}\u{200D}🔥", // selector then joiner
    ] {
        assert_eq!(check_name(name).as_deref(), Ok(name), "{name:?}");
    }
}

#[test]
fn names_read_other_spaces_as_a_plain_space_and_are_trimmed() {
    assert_eq!(check_name("  Anna  ").as_deref(), Ok("Anna"));
    assert_eq!(check_name("Anna\u{00A0}Berg").as_deref(), Ok("Anna Berg"));
    assert_eq!(check_name("Anna\u{202F}Berg").as_deref(), Ok("Anna Berg"));
    assert_eq!(check_name("\u{3000}李\u{3000}").as_deref(), Ok("李"));
    assert_eq!(check_name("\u{2003}Bo\u{2009}").as_deref(), Ok("Bo"));
    // A tab is a control character, not a space.
    assert_eq!(check_name("Anna\tBerg"), Err(NameError::Hidden('\t')));
}

#[test]
fn names_are_one_to_forty_graphemes() {
    assert_eq!(check_name(""), Err(NameError::Length));
    assert_eq!(check_name("   \u{00A0} "), Err(NameError::Length));
    let forty = "a".repeat(MAX_NAME_GRAPHEMES);
    assert_eq!(check_name(&forty).as_deref(), Ok(forty.as_str()));
    assert_eq!(check_name(&format!("{forty}b")), Err(NameError::Length));
    // Counted as a reader counts: e + accent is one, an emoji sequence is one.
    let accented = "e\u{301}".repeat(MAX_NAME_GRAPHEMES);
    assert_eq!(accented.chars().count(), 2 * MAX_NAME_GRAPHEMES);
    assert!(check_name(&accented).is_ok());
    let astronauts = "👩\u{200D}🚀".repeat(MAX_NAME_GRAPHEMES);
    assert!(check_name(&astronauts).is_ok());
    assert_eq!(check_name(&format!("{astronauts}x")), Err(NameError::Length));
}

#[test]
fn names_refusals_read_in_every_language() {
    let cases = [
        (
            NameError::Length,
            ["A name is 1 to 40 characters long.", "Ett namn har 1 till 40 tecken.", "Et navn har 1 til 40 tegn."],
        ),
        (
            NameError::Hidden('\u{202E}'),
            [
                "A name can't contain invisible or control characters.",
                "Ett namn får inte innehålla osynliga tecken eller styrtecken.",
                "Et navn må ikke indeholde usynlige tegn eller kontroltegn.",
            ],
        ),
    ];
    for (error, words) in cases {
        for (lang, want) in [Lang::En, Lang::Sv, Lang::Da].into_iter().zip(words) {
            assert_eq!(render(&error.message(), lang), want);
            // The clause is the sentence without its capital and full stop.
            let clause = render(&error.reason(), lang);
            assert_eq!(format!("{}{}.", clause[..1].to_uppercase(), &clause[1..]), want);
        }
    }
}

#[test]
fn names_stored_before_the_rule_are_shown_without_what_hides() {
    assert_eq!(shown_name("Anna\u{202E}gnp.exe"), "Annagnp.exe");
    assert_eq!(shown_name("Bo\u{2028}b\u{202E}"), "Bob");
    assert_eq!(shown_name("\u{200B}Eve\u{00A0}Lind\u{7}"), "Eve Lind");
    assert_eq!(shown_name("👩\u{200D}🚀 Anna"), "👩\u{200D}🚀 Anna");
    for (what, c) in HIDDEN {
        assert_eq!(shown_name(&format!("An{c}na")), "Anna", "{what}");
    }
}

fn config(names: &[&str]) -> SessionConfig {
    SessionConfig {
        game: "fia".into(),
        seats: names.iter().map(|n| SeatConfig::human(*n)).collect(),
        variants: Default::default(),
        seed: Some(1),
        title: None,
    }
}

#[test]
fn names_a_new_local_game_refuses_each_hidden_class_in_words() {
    for (what, c) in HIDDEN {
        let typed = format!("Bo{c}b");
        let refused = crate::new_session(&config(&["Anna", &typed])).err();
        let Some(GameError::BadConfig(reason)) = refused else { panic!("{what}: {typed:?} was not refused") };
        assert_eq!(render(&reason, Lang::En), "a name can't contain invisible or control characters", "{what}");
    }
    // A bot's own name is typed too.
    let mut bot = config(&["Anna", "Bo"]);
    bot.seats[1] = SeatConfig::bot("R\u{202E}obot", crate::BotLevel::Club);
    assert!(matches!(crate::new_session(&bot), Err(GameError::BadConfig(_))));
    let long = "x".repeat(MAX_NAME_GRAPHEMES + 1);
    let Err(GameError::BadConfig(reason)) = crate::new_session(&config(&["Anna", &long])) else { panic!("too long") };
    assert_eq!(render(&reason, Lang::Sv), "ett namn har 1 till 40 tecken");
}

#[test]
fn names_a_new_local_game_keeps_names_as_the_rule_reads_them() {
    let session = crate::new_session(&config(&[" Anna\u{00A0}Berg ", "👩\u{200D}🚀"])).unwrap();
    assert_eq!(session.seats()[0].name, "Anna Berg");
    assert_eq!(session.seats()[1].name, "👩\u{200D}🚀");
}

#[test]
fn names_a_save_with_hidden_characters_still_loads_and_shows_them_removed() {
    let session = crate::new_session(&config(&["Anna", "Bo"])).unwrap();
    let mut save = session.to_save();
    save.seats[1].name = "Bo\u{2028}b\u{202E}".into();
    let text = save.to_json();
    let read = crate::SaveFile::from_json(&text, "old").unwrap();
    let loaded = crate::game("fia").unwrap().load_session(&read, "old").unwrap();
    assert_eq!(loaded.seats()[1].name, "Bo\u{2028}b\u{202E}", "the save is kept as it was");
    assert_eq!(render(&loaded.seats()[1].name_msg(1), Lang::En), "Bob");
    // Nothing left but hidden characters: the seat is named as a new table names it.
    let empty = SeatConfig::human("\u{200B}\u{202E}");
    assert_eq!(render(&empty.name_msg(1), Lang::Sv), render(&crate::session::default_person_name(1), Lang::Sv));
}
