//! Typed errors of the core. Every fallible entry point returns one of these: an
//! illegal or stale action leaves the state untouched and says why.
//!
//! What a player reads of an error is [`GameError::message`], a catalogue message
//! rendered in the player's language at the edge; the reasons inside are messages
//! too. Only details no player can act on stay English text for logs (a save file's
//! damage, the operating system's words for an i/o failure).

use std::fmt;

use crate::message::Msg;

/// Everything that can go wrong when creating, playing, saving or loading a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// No game with this id.
    UnknownGame(String),
    /// Seat count, variant or seat configuration not allowed: why, in words.
    BadConfig(Msg),
    /// Position notation that cannot be read (the notation tools only): why, in words.
    BadPosition(Msg),
    /// Move or step notation that cannot be read.
    BadMove {
        /// The text as given.
        mv: String,
        /// What is wrong with it, in words.
        reason: Msg,
    },
    /// A readable move that the rules do not allow now.
    IllegalMove {
        /// The move as given.
        mv: String,
        /// The rule that refuses it, in a player's words.
        reason: Msg,
    },
    /// The action was made for an older state (another action came first).
    StaleAction {
        /// The session's current version.
        expected: u64,
        /// The version the caller acted on.
        got: u64,
    },
    /// The seat that acted is not the seat to move (or not a human seat).
    WrongSeat {
        /// The seat that tried to act.
        seat: usize,
        /// Whose turn it is, or why the seat cannot act (a whole sentence).
        reason: Msg,
    },
    /// The game has ended.
    GameOver,
    /// Nothing to undo, or undo would re-roll a die or redraw a card: why.
    CannotUndo(Msg),
    /// A hand-off must be confirmed before the next private view is shown.
    HandOffPending(String),
    /// A save file that cannot be read (damaged, not a save, replay mismatch).
    UnreadableSave {
        /// File name in the store.
        name: String,
        /// What is wrong, for logs (a player is told the save is damaged).
        reason: String,
    },
    /// A save written by a newer version of Spelbord; it is left untouched.
    NewerSave {
        /// File name in the store.
        name: String,
        /// Version in the file.
        found: u32,
        /// Newest version this build reads.
        supported: u32,
    },
    /// The game is open in another writer (this app or another program): one
    /// writer per game, so no two can overwrite each other's moves.
    GameInUse {
        /// Save id.
        id: String,
        /// Who has it, or what changed it, in words.
        reason: Msg,
    },
    /// No save with this id.
    NoSuchSave(String),
    /// File-system failure (the system's own words).
    Io(String),
}

impl GameError {
    /// What a player reads: one catalogue message (`error-*`) with its arguments.
    /// Internal codes (versions, file names) stay out; `Display` adds them for logs.
    pub fn message(&self) -> Msg {
        use GameError as E;
        let with_reason = |key: &str, reason: &Msg| Msg::new(key).arg("reason", reason.clone());
        match self {
            E::UnknownGame(id) => Msg::new("error-unknown-game").arg("game", id.as_str()),
            E::BadConfig(reason) => with_reason("error-bad-config", reason),
            E::BadPosition(reason) => with_reason("error-bad-position", reason),
            E::BadMove { mv, reason } => with_reason("error-bad-move", reason).arg("move", mv.as_str()),
            E::IllegalMove { reason, .. } => with_reason("error-refused", reason),
            E::StaleAction { .. } => Msg::new("error-stale"),
            E::WrongSeat { reason, .. } => with_reason("error-wrong-seat", reason),
            E::GameOver => Msg::new("error-game-over"),
            E::CannotUndo(reason) => with_reason("error-cannot-undo", reason),
            E::HandOffPending(name) => Msg::new("error-hand-off").arg("name", name.as_str()),
            E::UnreadableSave { .. } => Msg::new("error-save-damaged"),
            E::NewerSave { .. } => Msg::new("error-save-newer"),
            E::GameInUse { reason, .. } => with_reason("error-in-use", reason),
            E::NoSuchSave(_) => Msg::new("error-no-save"),
            E::Io(detail) => Msg::new("error-io").arg("reason", Msg::new(io_reason(detail))),
        }
    }

    /// The details [`GameError::message`] leaves out, for logs and tools.
    fn details(&self) -> Option<String> {
        use GameError as E;
        match self {
            E::IllegalMove { mv, .. } => Some(format!("move '{mv}'")),
            E::StaleAction { expected, got } => Some(format!("expected version {expected}, got {got}")),
            E::WrongSeat { seat, .. } if *seat != usize::MAX => Some(format!("seat {seat}")),
            E::UnreadableSave { name, reason } => Some(format!("{name}: {reason}")),
            E::NewerSave { name, found, supported } => {
                Some(format!("{name} is format version {found}, this build reads up to {supported}"))
            }
            E::GameInUse { id, .. } | E::NoSuchSave(id) => Some(id.clone()),
            E::Io(detail) => Some(detail.clone()),
            _ => None,
        }
    }
}

/// The operating system's words for an i/o failure (English, whatever the player's
/// language) and the reason each stands for, in a player's words: matched on the
/// error number the system puts in brackets (the same on Linux, Android, macOS and
/// iOS), and on the core's own details.
const IO_REASONS: [(&str, &str); 7] = [
    ("(os error 2)", "reason-io-not-found"),
    ("(os error 20)", "reason-io-not-found"),
    ("(os error 1)", "reason-io-denied"),
    ("(os error 13)", "reason-io-denied"),
    ("(os error 28)", "reason-io-full"),
    ("(os error 30)", "reason-io-read-only"),
    ("no save folder given", "reason-io-no-folder"),
];

/// The catalogue key of the reason behind an i/o failure's detail text.
fn io_reason(detail: &str) -> &'static str {
    IO_REASONS.iter().find(|(words, _)| detail.contains(words)).map_or("reason-io-other", |(_, key)| key)
}

/// The player's message in English, with the details a log needs in brackets.
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())?;
        match self.details() {
            Some(details) => write!(f, " [{details}]"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for GameError {}

impl From<std::io::Error> for GameError {
    fn from(e: std::io::Error) -> Self {
        GameError::Io(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{is_missing, render, Lang};
    use crate::session::{Phase, PlaySession, SeatConfig, SessionConfig};

    /// The error's message in every language: complete, a sentence, no internal code.
    fn words(e: &GameError) -> [String; 3] {
        Lang::ALL.map(|lang| {
            let text = render(&e.message(), lang);
            assert!(!is_missing(&text), "{e:?} in {}: {text}", lang.code());
            let starts = text.chars().next().is_some_and(|c| c.is_uppercase() || "“”»".contains(c));
            assert!(starts && text.ends_with('.'), "not a sentence: {text}");
            assert!(!text.contains('_') && !text.contains("reason-"), "{e:?}: internal code in {text}");
            text
        })
    }

    fn config(game: &str, names: &[&str]) -> SessionConfig {
        SessionConfig {
            game: game.into(),
            seats: names.iter().map(|n| SeatConfig::human(*n)).collect(),
            variants: Default::default(),
            seed: Some(3),
            title: None,
        }
    }

    /// The refusal of a session that cannot start.
    fn refused(config: &SessionConfig) -> GameError {
        crate::catalog::new_session(config).err().expect("the setup is refused")
    }

    fn start(game: &str, names: &[&str]) -> Box<dyn PlaySession> {
        crate::catalog::new_session(&config(game, names)).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_setup_refusal_names_the_game_the_rule_and_the_counts_in_words() {
        let e = refused(&config("fia", &["Anna"]));
        let [en, sv, da] = words(&e);
        assert_eq!(en, "That setup is not possible: Fia med knuff is played by 2 to 4 players, not 1.");
        assert_eq!(sv, "Så kan spelet inte ställas in: Fia med knuff spelas av 2 till 4 spelare, inte 1.");
        assert_eq!(da, "Sådan kan spillet ikke sættes op: Fia med knuff spilles af 2 til 4 spillere, ikke 1.");
        let e = refused(&config("fevga", &["A", "B", "C"]));
        assert_eq!(words(&e)[0], "That setup is not possible: Fevga is played by 2 players, not 3.");
        let mut odd = config("fia", &["Anna", "Bo"]);
        odd.variants.insert("exit".into(), "7".into());
        let e = refused(&odd);
        let [en, sv, _] = words(&e);
        assert!(en.contains("“7” is not a choice for the house rule") && !en.contains("exit”"), "{en}");
        assert!(!sv.contains("variant"), "{sv}");
        let e = refused(&config("fia", &["Anna", " "]));
        assert_eq!(words(&e)[1], "Så kan spelet inte ställas in: varje plats behöver ett namn.");
        let e = refused(&config("chess", &["A", "B"]));
        assert_eq!(words(&e)[2], "Der findes intet spil, der hedder »chess«.");
        let e = crate::game::BotLevel::parse("expert").unwrap_err();
        assert!(words(&e)[1].contains("”expert”"));
    }

    #[test]
    fn a_wrong_seat_a_stale_tap_an_empty_undo_and_unreadable_notation_say_why_in_words() {
        let mut s = start("fia", &["Anna", "Bo", "Cia"]);
        let Phase::HumanTurn { seat } = s.phase() else { panic!("a person starts: {:?}", s.phase()) };
        let other = (seat + 1) % 3;
        let name = s.seats()[seat].name.clone();
        let e = s.act(None, other, "roll").unwrap_err();
        assert!(matches!(e, GameError::WrongSeat { .. }), "{e:?}");
        let [en, sv, da] = words(&e);
        assert_eq!(en, format!("Not now: it is {name}'s turn."));
        assert_eq!(sv, format!("Inte nu: det är {name} som står på tur."));
        assert_eq!(da, format!("Ikke nu: det er {name}, der har turen."));
        assert_eq!(words(&s.act(None, 7, "roll").unwrap_err())[0], "Not now: there are only 3 seats.");
        let stale = s.act(Some(s.version() + 1), seat, "roll").unwrap_err();
        assert_eq!(words(&stale)[1], "Spelet har gått vidare; försök igen.");
        assert!(stale.to_string().contains("version"), "the log keeps the versions: {stale}");
        // The roll-off for who starts came first.
        let undo = words(&s.undo(seat).unwrap_err());
        assert_eq!(undo[1], "Går inte att ångra: tärningen har kastats eller kort har delats ut sedan dess.");
        let unread = s.act(None, seat, "p9").unwrap_err();
        assert!(matches!(unread, GameError::BadMove { .. }), "{unread:?}");
        assert_eq!(words(&unread)[0], "“p9” cannot be read: the pieces are p0 to p3.");
    }

    #[test]
    fn every_other_error_reads_as_a_sentence_and_keeps_its_details_for_the_log() {
        let all = [
            GameError::BadPosition(Msg::new("notation-position-missing-field").arg("field", "turn")),
            GameError::IllegalMove { mv: "out".into(), reason: Msg::new("fia-refuse-out-own-start") },
            GameError::GameOver,
            GameError::CannotUndo(Msg::new("fjols-undo-drawn")),
            GameError::HandOffPending("Bo".into()),
            GameError::UnreadableSave { name: "x1".into(), reason: "not JSON".into() },
            GameError::NewerSave { name: "x2".into(), found: 9, supported: 3 },
            GameError::GameInUse { id: "x3".into(), reason: Msg::new("reason-in-use-process").arg("process", "42") },
            GameError::NoSuchSave("x4".into()),
            GameError::Io("disk full".into()),
        ];
        for e in &all {
            words(e);
        }
        assert_eq!(words(&all[1])[0], "Not allowed: no piece out: your own piece stands on the start square.");
        assert_eq!(words(&all[3])[2], "Kan ikke fortrydes: der er trukket et kort fra bunken siden.");
        assert_eq!(words(&all[4])[1], "Lämna först över enheten till Bo.");
        let damaged = &all[5];
        assert!(!words(damaged)[0].contains("JSON") && damaged.to_string().contains("x1: not JSON"), "{damaged}");
        assert!(words(&all[7])[1].contains("process 42"));
        assert!(all[6].to_string().contains("version 9"), "{}", all[6]);
    }

    /// A file-system failure reads in the player's language, naming the cause where
    /// the system gives it; the system's English words stay in the log.
    #[test]
    fn an_io_failure_says_its_cause_in_words_and_keeps_the_systems_words_for_the_log() {
        let missing = std::io::Error::from_raw_os_error(2);
        let e = GameError::from(missing);
        let [en, sv, da] = words(&e);
        assert_eq!(en, "Storage problem: the folder or file is not there.");
        assert_eq!(sv, "Problem med lagringen: mappen eller filen finns inte.");
        assert_eq!(da, "Problem med lageret: mappen eller filen findes ikke.");
        assert!(e.to_string().contains("(os error 2)"), "the log keeps the system's words: {e}");
        for (errno, key) in
            [(13, "reason-io-denied"), (28, "reason-io-full"), (30, "reason-io-read-only"), (5, "reason-io-other")]
        {
            let e = GameError::from(std::io::Error::from_raw_os_error(errno));
            assert_eq!(e.message().get("reason"), Some(&crate::message::Arg::Msg(Msg::new(key))), "{e}");
            for text in words(&e).iter().skip(1) {
                assert!(!text.contains("os error") && !text.contains("denied"), "{text}");
            }
        }
        assert_eq!(
            words(&GameError::Io("disk full".into()))[1],
            "Problem med lagringen: enheten vägrade läsa eller skriva filen."
        );
    }

    /// The position error of `text` in the game `game`, in English, Swedish and Danish,
    /// and the text arguments of its reason (notation, put in as written).
    fn position_words(game: &str, text: &str) -> ([String; 3], Vec<String>) {
        fn texts(m: &Msg, out: &mut Vec<String>) {
            for (_, arg) in &m.args {
                match arg {
                    crate::message::Arg::Text(t) => out.push(t.clone()),
                    crate::message::Arg::Msg(inner) => texts(inner, out),
                    crate::message::Arg::Num(_) => {}
                }
            }
        }
        let e = crate::catalog::game(game).unwrap().normalise(text).unwrap_err();
        let GameError::BadPosition(reason) = &e else { panic!("{text}: {e:?}") };
        let mut notation = Vec::new();
        texts(reason, &mut notation);
        (words(&e), notation)
    }

    /// The words of `text`, leaving out notation written into it (`stage=move`).
    fn words_outside_notation(text: &str) -> impl Iterator<Item = &str> {
        text.split_whitespace().filter(|t| !t.contains('=')).flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
    }

    /// The reasons each game's notation gives, each in the three languages with no
    /// English word left in Swedish or Danish (the catalogue has no English stand-in).
    #[test]
    fn every_games_own_position_reasons_are_in_words() {
        assert!(!crate::i18n::keys(Lang::En).contains(&"notation-position-detail"), "the English stand-in is gone");
        let fia = "fia players=4 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce start_squares=open \
            end=first two_player=opposite stage=roll turn=3 die=- rolls=0 sixes=0 finished=- rolloff=3,2,2,6 \
            red=n,n,n,n blue=n,n,n,n yellow=n,n,n,n green=n,n,n,n";
        let fevga = "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:15 black=13:15 off=0,0 \
            turn=white phase=start dice=- chain=none rolls=0,0 stake=1 owner=- last=-";
        let fjols = "fjols players=3 deck=36 hand=5 pickup=last beating=forced turn=0 trump=6s \
            hands=6d,Jd,Kh,Ts,Ks/Jc,9d,Th,7s,8s/Qd,Kd,8h,9s,Qs \
            pile=Td,6c,Ah,Ac,Qh,Jh,7d,Tc,8c,As,Ad,9h,Kc,6h,7c,Qc,8d,9c,7h,Js table=6s dead=- known=-/-/- \
            limits=-/-/- out=-";
        let pairanoid = "pairanoid stage=swap deal=1 dealer=red dealt=24 turn=red red=n,n,n,n blue=n,n,n,n \
            green=n,n,n,n yellow=n,n,n,n hands=4,5,7,Q,Q,K/2,3,4,5,5,10/A,2,2,6,8,K/5,8,10,Q,Q,K \
            pile=9,3,J,4,2,10,4,6,3,7,10,8,6,6,J,7,10,9,10,7,Jk,7,K,Q,K,3,2,7,K,9,J,9,K,2,4,4,3,J,4,9,2,9,8,6,4,A,Q,3,\
            Q,9,7,5,J,A,5,2,Jk,3,3,9,A,7,6,A,J,Jk,6,6,5,Q,8,Jk,10,8,A,J,J,10,A,8,8,K,5,A discard=- given=-,-,-,- \
            last=- winner=-";
        let cases = [
            ("fia", fia, "stage=roll", "stage=fly", "notation-position-bad-value"),
            ("fia", fia, "red=n,n,n,n", "red=n,n,n", "notation-position-count"),
            ("fia", fia, "red=n,n,n,n", "red=x,n,n,n", "notation-position-bad-entry"),
            ("fia", fia, "sixes=0", "sixes=3", "fia-position-sixes"),
            ("fia", fia, "finished=-", "finished=1,1", "notation-position-twice"),
            ("fia", fia, "stage=roll", "stage=move", "fia-position-move-needs-die"),
            ("fia", fia, "goal=bounce", "goal=far", "notation-position-bad-value"),
            ("fevga", fevga, "phase=start", "phase=go", "notation-position-bad-value"),
            ("fevga", fevga, "game=1", "game=0", "fevga-position-game-zero"),
            ("fevga", fevga, "chain=none", "chain=rolled", "fevga-position-dice-not-moving"),
            ("fevga", fevga, "owner=-", "owner=white", "fevga-position-cube-off"),
            ("fevga", fevga, "white=1:15", "white=1:15,1:2", "notation-position-twice"),
            ("fjols", fjols, "dead=-", "dead=Ts", "fjols-position-two-places"),
            ("fjols", fjols, "table=6s", "table=-", "fjols-position-missing"),
            ("fjols", fjols, "out=-", "out=0", "fjols-position-out-holding"),
            ("fjols", fjols, "trump=6s", "trump=Zz", "fjols-parse-card"),
            ("fjols", fjols, "pickup=last", "pickup=all", "notation-position-bad-value"),
            ("pairanoid", pairanoid, "stage=swap", "stage=nap", "notation-position-bad-value"),
            ("pairanoid", pairanoid, "given=-,-,-,-", "given=-,-,-", "notation-position-count"),
            ("pairanoid", pairanoid, "winner=-", "winner=red", "pairanoid-position-winner-playing"),
            ("pairanoid", pairanoid, "hands=4,5,7,Q,Q,K/", "hands=4,5,7,Q,Q,K,K/", "pairanoid-position-hand-size"),
            ("pairanoid", pairanoid, "red=n,n,n,n", "red=n,n,n,5*", "pairanoid-position-ready"),
        ];
        let names: String =
            ["fia", "pairanoid", "fjols", "fevga"].map(|g| render(&Msg::new(format!("game-{g}")), Lang::En)).join(" ");
        for (game, base, from, to, key) in cases {
            assert!(base.contains(from), "{from}");
            let text = base.replacen(from, to, 1);
            let e = crate::catalog::game(game).unwrap().normalise(&text).unwrap_err();
            let GameError::BadPosition(reason) = &e else { panic!("{to}: {e:?}") };
            assert_eq!(reason.key, key, "{to}: {}", e);
            let ([en, sv, da], notation) = position_words(game, &text);
            // Notation written into the sentence (`stage=move`) stays as written too.
            let english: Vec<&str> = words_outside_notation(&en)
                .filter(|w| w.len() > 3 && !notation.iter().any(|t| t.contains(*w)) && !names.contains(*w))
                .collect();
            for other in [&sv, &da] {
                assert_ne!(other, &en, "{to}");
                let left: Vec<_> = words_outside_notation(other).filter(|w| english.contains(w)).collect();
                assert!(left.is_empty(), "{to}: {other} keeps English {left:?}");
            }
        }
    }

    #[test]
    fn an_unreadable_position_says_why_in_each_language_without_english_words() {
        let cases = [
            ("fia", "fia players=1"),
            ("fia", "fia players=2 turn=0 colour=red"),
            ("fjols", "fjols players=7"),
            ("fevga", "fevga match=1 mars=on cube=off crazy=off white=1:14 black=13:15 off=0,0"),
            ("pairanoid", "pairanoid stage=play deal=1 dealer=red dealt=24 turn=blue red=n,n"),
            ("pairanoid", "pairanoid stage=play stage=over"),
            ("fevga", "fevga match=x"),
            ("fjols", "fjols players"),
            ("fia", "fjols players=2"),
            ("fia", ""),
        ];
        // Game names are the same in every language.
        let names: String =
            ["fia", "pairanoid", "fjols", "fevga"].map(|g| render(&Msg::new(format!("game-{g}")), Lang::En)).join(" ");
        for (game, text) in cases {
            let ([en, sv, da], notation) = position_words(game, text);
            // Words of the English reason that are not notation (field names and values
            // stay as written) must not be left untranslated.
            let english: Vec<&str> = en
                .split(|c: char| !c.is_alphabetic())
                .filter(|w| w.len() > 3 && !notation.iter().any(|t| t.contains(*w)) && !names.contains(*w))
                .collect();
            for other in [&sv, &da] {
                assert_ne!(other, &en);
                let left: Vec<_> = other.split(|c: char| !c.is_alphabetic()).filter(|w| english.contains(w)).collect();
                assert!(left.is_empty(), "{text}: {other} keeps English {left:?}");
            }
        }
        let ([en, sv, da], _) = position_words("fevga", cases[3].1);
        assert_eq!(en, "That position cannot be read: white has 14 checkers, not 15.");
        assert!(sv.contains("vit har 14 brickor") && da.contains("hvid har 14 brikker"), "{sv} / {da}");
        let ([en, _, da], _) = position_words("pairanoid", cases[4].1);
        assert!(en.contains("red needs 4 marbles, not “n,n”") && da.contains("»n,n«"), "{en} / {da}");
    }
}
