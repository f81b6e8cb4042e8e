//! Interactive play in the terminal: choosing seats and house rules, the turn loop
//! with numbered steps, undo, pass-and-play hand-off, bots, autosave and resume.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use spelbord_core::session::TallyRow;
use spelbord_core::{catalog, BotLevel, Event, GameDef, Phase, PlaySession, SaveStore, SeatConfig, SessionConfig};

use crate::args::Args;
use crate::data_dir;

/// Lines in, text out; EOF ends the game (it is saved).
pub struct Console<'a> {
    input: Box<dyn BufRead + 'a>,
    out: Box<dyn Write + 'a>,
    clear: bool,
    bot_delay: Duration,
    /// Play a human's only legal move for them (never a roll; not right after an
    /// undo, which the session decides).
    auto_play: bool,
}

impl<'a> Console<'a> {
    /// A console on the process's stdin and stdout.
    pub fn stdio(args: &Args) -> Result<Console<'static>, String> {
        let tty = std::io::stdout().is_terminal();
        let delay = args.num::<u64>("bot-delay")?.unwrap_or(if tty { 400 } else { 0 });
        Ok(Console {
            input: Box::new(std::io::BufReader::new(std::io::stdin())),
            out: Box::new(std::io::stdout()),
            clear: tty && !args.flag("no-clear"),
            bot_delay: Duration::from_millis(delay),
            auto_play: !args.flag("no-auto"),
        })
    }

    /// A console on given streams (tests).
    #[cfg(test)]
    pub fn new(input: impl BufRead + 'a, out: impl Write + 'a) -> Console<'a> {
        Console { input: Box::new(input), out: Box::new(out), clear: false, bot_delay: Duration::ZERO, auto_play: true }
    }

    fn say(&mut self, text: impl AsRef<str>) {
        let _ = writeln!(self.out, "{}", text.as_ref());
    }

    /// Asks a question; `None` at end of input.
    fn ask(&mut self, prompt: &str) -> Option<String> {
        let _ = write!(self.out, "{prompt}");
        let _ = self.out.flush();
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim().to_string()),
        }
    }

    fn clear_screen(&mut self) {
        if self.clear {
            let _ = write!(self.out, "\x1b[2J\x1b[H");
        }
    }
}

/// Parses a seats list: `Anna,Bob,hard,Eve:easy` — a name is a human, a level (or
/// `NAME:LEVEL`) is a bot.
pub fn parse_seats(text: &str) -> Result<Vec<SeatConfig>, String> {
    text.split(',')
        .enumerate()
        .map(|(i, token)| {
            let token = token.trim();
            if let Ok(level) = BotLevel::parse(token) {
                let name = format!("{}{} bot", level.name()[..1].to_uppercase(), &level.name()[1..]);
                return Ok(SeatConfig::bot(name, level));
            }
            match token.split_once(':') {
                Some((name, level)) => {
                    let level = BotLevel::parse(level).map_err(|e| e.to_string())?;
                    Ok(SeatConfig::bot(name.trim(), level))
                }
                None if token.is_empty() => Err(format!("seat {} has no name", i + 1)),
                None => Ok(SeatConfig::human(token)),
            }
        })
        .collect()
}

fn choose_game(console: &mut Console, args: &Args) -> Result<Option<&'static dyn GameDef>, String> {
    if let Some(id) = args.words.get(1) {
        return catalog::game(id).map(Some).map_err(|e| e.to_string());
    }
    let games = catalog::games();
    console.say("Spelbord — choose a game:");
    for (i, g) in games.iter().enumerate() {
        let info = g.info();
        console.say(format!("  {}) {} ({}-{} players)", i + 1, info.name, info.min_players, info.max_players));
    }
    loop {
        let Some(answer) = console.ask("game [1]: ") else { return Ok(None) };
        let pick = if answer.is_empty() { Some(0) } else { answer.parse::<usize>().ok().map(|n| n.wrapping_sub(1)) };
        if let Some(g) = pick.and_then(|i| games.get(i)) {
            return Ok(Some(*g));
        }
        if let Ok(g) = catalog::game(&answer) {
            return Ok(Some(g));
        }
        console.say("Type a number from the list.");
    }
}

/// Colour names of the seats for `players`, from the game's start position.
fn colour_names(def: &dyn GameDef, players: usize) -> Vec<String> {
    let config = SessionConfig {
        game: def.info().id.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("p{i}"))).collect(),
        variants: Default::default(),
        seed: Some(0),
        title: None,
    };
    match def.new_session(&config) {
        Ok(s) => (0..players).map(|i| s.seat_color(i)).collect(),
        Err(_) => (0..players).map(|i| format!("seat {}", i + 1)).collect(),
    }
}

fn choose_seats(console: &mut Console, def: &dyn GameDef, args: &Args) -> Result<Option<Vec<SeatConfig>>, String> {
    let info = def.info();
    if let Some(text) = args.opt("seats") {
        return parse_seats(text).map(Some);
    }
    let players = match args.num::<usize>("players")? {
        Some(n) => n,
        None if info.min_players == info.max_players => info.min_players,
        None => loop {
            let Some(a) =
                console.ask(&format!("players ({}-{}) [{}]: ", info.min_players, info.max_players, info.max_players))
            else {
                return Ok(None);
            };
            if a.is_empty() {
                break info.max_players;
            }
            match a.parse::<usize>() {
                Ok(n) if (info.min_players..=info.max_players).contains(&n) => break n,
                _ => console.say(format!("{} takes {} to {} players.", info.name, info.min_players, info.max_players)),
            }
        },
    };
    let colours = colour_names(def, players);
    console.say("For each seat type a name (a human) or a bot level: easy, medium, hard.");
    let mut seats = Vec::new();
    for (i, colour) in colours.iter().enumerate() {
        let default = if i == 0 { "Player 1".to_string() } else { "medium".to_string() };
        loop {
            let Some(a) = console.ask(&format!("seat {} ({colour}) [{default}]: ", i + 1)) else { return Ok(None) };
            let a = if a.is_empty() { default.clone() } else { a };
            match parse_seats(&a) {
                Ok(mut s) if s.len() == 1 => {
                    seats.push(s.remove(0));
                    break;
                }
                Ok(_) => console.say("One seat at a time, please."),
                Err(e) => console.say(e),
            }
        }
    }
    Ok(Some(seats))
}

fn choose_variants(
    console: &mut Console,
    def: &dyn GameDef,
    args: &Args,
) -> Result<Option<std::collections::BTreeMap<String, String>>, String> {
    let mut variants = args.variants()?;
    let info = def.info();
    if !args.variants()?.is_empty() || info.variants.is_empty() || args.opt("seats").is_some() {
        return Ok(Some(variants));
    }
    let Some(a) = console.ask("house rules: standard? [Y/n]: ") else { return Ok(None) };
    if !a.to_lowercase().starts_with('n') {
        return Ok(Some(variants));
    }
    for spec in info.variants {
        console.say(format!("{} — {}", spec.key, spec.help));
        for (i, v) in spec.values.iter().enumerate() {
            console.say(format!("  {}) {v}{}", i + 1, if i == 0 { " (standard)" } else { "" }));
        }
        let Some(a) = console.ask(&format!("{} [1]: ", spec.key)) else { return Ok(None) };
        let i = a.parse::<usize>().unwrap_or(1).clamp(1, spec.values.len()) - 1;
        variants.insert(spec.key.to_string(), spec.values[i].to_string());
    }
    Ok(Some(variants))
}

/// `spelbord play [GAME]`: sets up a game and plays it.
pub fn play(args: &Args, console: &mut Console) -> Result<(), String> {
    args.only(&[
        "players",
        "seats",
        "variant",
        "seed",
        "data-dir",
        "no-save",
        "bot-delay",
        "no-clear",
        "no-auto",
        "title",
    ])?;
    let store = open_store(args)?;
    let Some(def) = choose_game(console, args)? else { return Ok(()) };
    let Some(seats) = choose_seats(console, def, args)? else { return Ok(()) };
    let Some(variants) = choose_variants(console, def, args)? else { return Ok(()) };
    let config = SessionConfig {
        game: def.info().id.to_string(),
        seats,
        variants,
        seed: args.num("seed")?,
        title: args.opt("title").map(str::to_string),
    };
    let session = def.new_session(&config).map_err(|e| e.to_string())?;
    run(session, store.as_ref(), console)
}

fn open_store(args: &Args) -> Result<Option<SaveStore>, String> {
    if args.flag("no-save") {
        return Ok(None);
    }
    let dir = data_dir::resolve(args)?;
    SaveStore::open(&dir).map(Some).map_err(|e| format!("cannot open save folder {}: {e}", dir.display()))
}

fn format_time(ms: u64) -> String {
    let secs = ms / 1000;
    let days = secs / 86_400;
    let (y, m, d) = civil_from_days(days as i64);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02} UTC", secs % 86_400 / 3600, secs % 3600 / 60)
}

/// Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// `spelbord resume [ID]`: lists saved games and continues one.
pub fn resume(args: &Args, console: &mut Console) -> Result<(), String> {
    args.only(&["data-dir", "bot-delay", "no-clear", "no-auto"])?;
    let store = open_store(args)?.ok_or("resume needs a save folder")?;
    let listing = store.list().map_err(|e| e.to_string())?;
    let id = match args.words.get(1) {
        Some(id) => id.clone(),
        None => {
            if listing.games.is_empty() {
                console.say(format!("No saved games in {}.", store.dir().display()));
            }
            for (i, g) in listing.games.iter().enumerate() {
                let state = if g.finished { "finished".to_string() } else { format!("{} to move", g.to_move) };
                console.say(format!(
                    "  {}) {} [{}] — {} — last played {}",
                    i + 1,
                    g.title,
                    g.game,
                    state,
                    format_time(g.updated_ms)
                ));
            }
            for u in &listing.unreadable {
                console.say(format!("  !  {}: cannot be opened: {}", u.id, u.reason));
            }
            if listing.games.is_empty() {
                return Ok(());
            }
            let Some(a) = console.ask("resume which game? [1]: ") else { return Ok(()) };
            let i = if a.is_empty() {
                0
            } else {
                a.parse::<usize>().map_err(|_| "not a number".to_string())?.wrapping_sub(1)
            };
            listing.games.get(i).ok_or("no such game in the list")?.id.clone()
        }
    };
    let session = catalog::load_session(&store, &id).map_err(|e| e.to_string())?;
    console.say(format!("Resuming {}.", session.title()));
    run(session, Some(&store), console)
}

fn seat_label(session: &dyn PlaySession, seat: usize) -> String {
    let s = &session.seats()[seat];
    format!("{} ({})", s.name, session.seat_color(seat))
}

/// A scene id in words: `fia:piece:red:0` → `piece red 0`; an id without a game
/// prefix (a Fevga checker `w3`) as it is.
fn pretty(id: &str) -> String {
    match id.split_once(':') {
        Some((_, rest)) => rest.replace(':', " "),
        None => id.to_string(),
    }
}

/// One line about an event, for the log under the board.
pub fn describe(session: &dyn PlaySession, event: &Event) -> Option<String> {
    let name = |s: usize| seat_label(session, s);
    Some(match event {
        Event::DiceRolled { seat: Some(s), values } => format!("{} rolled {values:?}", name(*s)),
        Event::DiceRolled { seat: None, values } => format!("roll-off: {values:?}"),
        Event::PieceMoved { piece, path } => {
            format!("{} moved {} → {}", pretty(piece), pretty(path.first()?), pretty(path.last()?))
        }
        Event::PieceSentHome { piece, from, .. } => format!("{} knocked home from {}!", pretty(piece), pretty(from)),
        Event::PiecesSwapped { a, b } => format!("{} and {} swapped places", pretty(a), pretty(b)),
        Event::Shuffled { cards } => format!("{cards} cards shuffled"),
        Event::Dealt { per_seat } => format!("{per_seat} cards dealt to each"),
        Event::CardPlayed { seat, card } => format!("{} played {card}", name(*seat)),
        Event::CardsTaken { seat, count, from_table: true } => format!("{} picked up {count}", name(*seat)),
        Event::CardsTaken { .. } => return None,
        Event::Passed { seat, reason } => {
            format!("{} passes ({})", name(*seat), reason.rsplit('.').next().unwrap_or(reason))
        }
        Event::TurnChanged { .. } => return None,
        Event::Finished { seat, place } => format!("{} finished in place {place}", name(*seat)),
        Event::Note { text, .. } => text.clone(),
        Event::GameOver => "game over".into(),
    })
}

fn save(session: &dyn PlaySession, store: Option<&SaveStore>, console: &mut Console) {
    if let Some(store) = store {
        if let Err(e) = store.write(&session.to_save()) {
            console.say(format!("(could not save: {e})"));
        }
    }
}

fn show_events(session: &dyn PlaySession, events: &[Event], console: &mut Console) {
    for e in events {
        if let Some(line) = describe(session, e) {
            console.say(format!("  · {line}"));
        }
    }
}

fn print_tally(rows: &[TallyRow], console: &mut Console) {
    if rows.iter().all(|r| r.games <= 1) {
        return;
    }
    console.say("Table tally:");
    for r in rows {
        console.say(format!("  {:<20} games {:>3}  won {:>3}  lost {:>3}", r.name, r.games, r.wins, r.losses));
    }
}

/// The turn loop. Returns when the game is over and nobody wants a rematch, or at
/// `q` / end of input (the game is saved and can be resumed).
pub fn run(mut session: Box<dyn PlaySession>, store: Option<&SaveStore>, console: &mut Console) -> Result<(), String> {
    save(session.as_ref(), store, console);
    let mut log: Vec<String> = Vec::new();
    loop {
        match session.phase() {
            Phase::Over => {
                console.say(session.text_board(None));
                if let Some(outcome) = session.outcome() {
                    let mut order: Vec<usize> = (0..outcome.places.len()).collect();
                    order.sort_by_key(|&s| outcome.places[s]);
                    for s in order {
                        let lost = if outcome.losers.contains(&s) { "  ← loses" } else { "" };
                        console.say(format!(
                            "  place {}: {}{lost}",
                            outcome.places[s],
                            seat_label(session.as_ref(), s)
                        ));
                    }
                }
                print_tally(session.tally(), console);
                let Some(a) = console.ask("r = rematch at this table, Enter = quit: ") else { return Ok(()) };
                if a == "r" {
                    session = session.rematch().map_err(|e| e.to_string())?;
                    save(session.as_ref(), store, console);
                    continue;
                }
                return Ok(());
            }
            Phase::BotTurn { seat } => {
                let events = session.bot_step().map_err(|e| format!("bot error: {e}"))?;
                console.say(format!("{}:", seat_label(session.as_ref(), seat)));
                show_events(session.as_ref(), &events, console);
                save(session.as_ref(), store, console);
                if !console.bot_delay.is_zero() {
                    std::thread::sleep(console.bot_delay);
                }
            }
            Phase::HandOff { seat } => {
                console.clear_screen();
                let who = seat_label(session.as_ref(), seat);
                console.say(format!(
                    "Pass the device to {who}. Others, look away: {}'s cards are shown next.",
                    session.seats()[seat].name
                ));
                let Some(a) = console.ask(&format!("{who}: press Enter when you hold the device (q = quit): ")) else {
                    return Ok(());
                };
                if a == "q" {
                    return Ok(());
                }
                session.confirm_handoff(seat).map_err(|e| e.to_string())?;
            }
            Phase::HumanTurn { seat } => {
                if !human_turn(&mut session, seat, store, console, &mut log)? {
                    save(session.as_ref(), store, console);
                    console.say("Saved. Continue later with: spelbord resume");
                    return Ok(());
                }
            }
        }
    }
}

/// One prompt of a human turn. Returns false when the player quits.
fn human_turn(
    session: &mut Box<dyn PlaySession>,
    seat: usize,
    store: Option<&SaveStore>,
    console: &mut Console,
    log: &mut Vec<String>,
) -> Result<bool, String> {
    let view = session.view(Some(seat));
    console.say("");
    console.say(session.text_board(Some(seat)));
    for line in log.drain(..) {
        console.say(line);
    }
    let who = seat_label(session.as_ref(), seat);
    if let Some(only) = view.forced_move.as_deref().filter(|_| console.auto_play) {
        console.say(format!("{who} has only one move: {only} (played for you; --no-auto to play it yourself)"));
        if !console.bot_delay.is_zero() {
            std::thread::sleep(console.bot_delay);
        }
        // As a whole move: offered as a step it would wait for a confirmation.
        let hand_before = session.hand(seat);
        let result = session.act(Some(view.version), seat, only);
        let events = result.clone().unwrap_or_default();
        report(session.as_ref(), result, store, console, log);
        // Say what was played now, before the next player's moves are shown.
        for line in log.drain(..) {
            console.say(line);
        }
        return show_reveal(session.as_ref(), seat, &hand_before, only, &events, console);
    }
    if !view.pending.is_empty() {
        console.say(format!("{who}, so far: {}", view.pending.join(" ")));
    }
    let steps = &view.next_steps;
    if steps.len() == 1 && steps[0].notation == "roll" && view.pending.is_empty() {
        let prompt = format!("{who}: Enter = roll{} q = quit: ", if view.can_undo { ", u = undo," } else { "," });
        let Some(a) = console.ask(&prompt) else { return Ok(false) };
        let input = if a.is_empty() || a == "1" { "roll" } else { &a };
        return handle(session, seat, input, store, console, log);
    }
    console.say(format!("{who} to move:"));
    for (i, s) in steps.iter().enumerate() {
        console.say(format!("  {:>2}) {:<10} {}", i + 1, s.notation, s.label));
    }
    if view.can_confirm {
        // Numbered after the steps too, so a number always works.
        console.say(format!("  {:>2}) c          confirm the move", steps.len() + 1));
    }
    let mut help = String::from("number or move");
    if view.can_undo {
        help.push_str(", u = undo");
    }
    help.push_str(", m = all moves, h = hint, ? = rules, q = quit");
    let Some(a) = console.ask(&format!("[{help}]: ")) else { return Ok(false) };
    let a = match (a.is_empty(), steps.len(), view.can_confirm) {
        (true, 1, _) => "1".to_string(),
        (true, 0, true) => "c".to_string(),
        _ => a,
    };
    let choice = match a.parse::<usize>() {
        Ok(n) if n >= 1 && n <= steps.len() => steps[n - 1].notation.clone(),
        Ok(n) if n == steps.len() + 1 && view.can_confirm => "c".to_string(),
        _ => a,
    };
    handle(session, seat, &choice, store, console, log)
}

/// In pass-and-play, shows a player the move just played for them and what it
/// brought into their hand, until they press Enter (the core's rule: the device goes
/// on only after that). Returns false at end of input.
fn show_reveal(
    session: &dyn PlaySession,
    seat: usize,
    hand_before: &[String],
    played: &str,
    events: &[Event],
    console: &mut Console,
) -> Result<bool, String> {
    let Some(reveal) = spelbord_core::table::reveal::after_move_played_for(session, seat, hand_before, played, events)
    else {
        return Ok(true);
    };
    console.say(session.text_board(Some(seat)));
    if !reveal.cards.is_empty() {
        console.say(format!("{}, new in your hand: {}", reveal.name, reveal.cards.join(" ")));
    }
    Ok(console.ask(&format!("{}: press Enter when you have seen it: ", reveal.name)).is_some())
}

fn handle(
    session: &mut Box<dyn PlaySession>,
    seat: usize,
    input: &str,
    store: Option<&SaveStore>,
    console: &mut Console,
    log: &mut Vec<String>,
) -> Result<bool, String> {
    let version = Some(session.version());
    let result = match input {
        "q" | "quit" => return Ok(false),
        "" => return Ok(true),
        "m" => {
            log.push(format!("legal moves: {}", session.legal_moves().join(" | ")));
            return Ok(true);
        }
        "h" | "hint" => {
            let hint = session.hint_task(seat).map(|task| task.run().notation);
            let line = match hint.and_then(|mv| Ok((session.move_steps(&mv)?, mv))) {
                Ok((steps, mv)) => {
                    let labels: Vec<String> = steps.into_iter().map(|s| s.label).collect();
                    format!("hint: {mv} ({})", labels.join(", "))
                }
                Err(e) => format!("  ✗ no hint: {e}"),
            };
            log.push(line);
            return Ok(true);
        }
        "?" | "rules" => {
            let lang = crate::tools::env_language();
            if let Ok(text) = spelbord_core::rules_text::rules_text(session.info().id, &lang) {
                log.push(text.markdown.trim_end().to_string());
            }
            return Ok(true);
        }
        "u" | "undo" => session.undo(seat).map(|_| Vec::new()),
        "c" | "confirm" => session.confirm(version, seat),
        step if session.next_steps().iter().any(|s| s.notation == step) => session.choose_step(version, seat, step),
        mv => session.act(version, seat, mv),
    };
    report(session.as_ref(), result, store, console, log);
    Ok(true)
}

/// Logs what an action did (or why it was refused) and saves after a change.
fn report(
    session: &dyn PlaySession,
    result: Result<Vec<Event>, spelbord_core::GameError>,
    store: Option<&SaveStore>,
    console: &mut Console,
    log: &mut Vec<String>,
) {
    match result {
        Ok(events) => {
            for e in &events {
                if let Some(line) = describe(session, e) {
                    log.push(format!("  · {line}"));
                }
            }
            save(session, store, console);
        }
        Err(e) => log.push(format!("  ✗ {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_parse_humans_and_bots() {
        let seats = parse_seats("Anna,hard,Bo:easy").unwrap();
        assert_eq!(seats[0], SeatConfig::human("Anna"));
        assert_eq!(seats[1].bot, Some(BotLevel::Hard));
        assert_eq!(seats[1].name, "Hard bot");
        assert_eq!(seats[2], SeatConfig::bot("Bo", BotLevel::Easy));
        assert!(parse_seats("Anna,,Bo").is_err());
        assert!(parse_seats("Anna:expert").is_err());
    }

    fn temp_store(name: &str) -> SaveStore {
        let dir = std::env::temp_dir().join(format!("spelbord-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        SaveStore::open(dir).unwrap()
    }

    fn session(seats: &str, seed: u64) -> Box<dyn PlaySession> {
        catalog::new_session(&SessionConfig {
            game: "fia".into(),
            seats: parse_seats(seats).unwrap(),
            variants: [("pieces".to_string(), "2".to_string())].into(),
            seed: Some(seed),
            title: None,
        })
        .unwrap()
    }

    #[test]
    fn bots_play_to_the_end_and_a_rematch_keeps_the_tally() {
        let store = temp_store("bots");
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("r\n\n"), &mut out);
            run(session("easy,hard", 3), Some(&store), &mut console).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.matches("place 1:").count(), 2, "two games were played: {text}");
        assert!(text.contains("Table tally:"));
        let listing = store.list().unwrap();
        assert!(listing.games.iter().all(|g| g.finished));
    }

    #[test]
    fn a_human_can_quit_and_resume_exactly_where_they_stopped() {
        let store = temp_store("resume");
        let first = session("Anna,hard", 11);
        let id = first.id().to_string();
        let mut out = Vec::new();
        {
            // Roll (Enter) until a choice comes up or a few turns pass, then quit.
            let mut console = Console::new(std::io::Cursor::new("\n\n\n\n1\nq\n"), &mut out);
            run(first, Some(&store), &mut console).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Saved. Continue later"), "{text}");
        let saved = store.read(&id).unwrap();
        let resumed = catalog::load_session(&store, &id).unwrap();
        assert_eq!(resumed.position(), saved.position);
        assert!(resumed.history().len() > 2, "the game had progressed");
    }

    /// A Fia session of two humans at the moment a forced move comes up for a seat
    /// that moves again afterwards (it rolled a 6), so the move can be undone.
    fn forced_then_same_seat() -> (Box<dyn PlaySession>, usize) {
        for seed in 0..200 {
            let mut s = session("Anna,Bo", seed);
            for _ in 0..400 {
                let Phase::HumanTurn { seat } = s.phase() else { break };
                let version = Some(s.version());
                if let Some(only) = s.forced_move() {
                    let mut probe = session("Anna,Bo", seed);
                    for h in s.history().iter().filter(|h| h.by.is_some()) {
                        probe.act(Some(probe.version()), h.by.unwrap(), &h.mv).unwrap();
                    }
                    probe.act(version, seat, &only).unwrap();
                    if probe.phase() == (Phase::HumanTurn { seat }) && probe.can_undo(seat) {
                        return (s, seat);
                    }
                }
                let mv = s.legal_moves()[0].clone();
                s.act(version, seat, &mv).unwrap();
            }
        }
        panic!("no forced move followed by the same seat's roll");
    }

    #[test]
    fn a_forced_move_is_played_for_the_player_but_not_again_after_undo() {
        let (mut s, seat) = forced_then_same_seat();
        let forced = s.forced_move().unwrap();
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("u\n"), &mut out);
            let mut log = Vec::new();
            human_turn(&mut s, seat, None, &mut console, &mut log).unwrap();
            assert_eq!(s.history().last().unwrap().mv, forced, "played without asking");
            // The seat rolls again; it undoes the forced move instead.
            human_turn(&mut s, seat, None, &mut console, &mut log).unwrap();
            assert_eq!(s.legal_moves(), std::slice::from_ref(&forced), "undone: it is the only move again");
            assert_eq!(s.forced_move(), None, "not offered again right after the undo");
            // Now it is asked, not played again: the input ends, so nothing is played.
            let before = s.history().len();
            assert!(!human_turn(&mut s, seat, None, &mut console, &mut log).unwrap());
            assert_eq!(s.history().len(), before);
        }
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.matches("has only one move").count(), 1, "{text}");
    }

    /// Fevga plays wait for a confirmation when built step by step; a forced play is
    /// committed whole. Typing "1" at every prompt (a number always works, confirm
    /// included) finishes a game of two humans without one refused input.
    #[test]
    fn a_forced_fevga_play_is_committed_and_numbers_always_work() {
        let s = catalog::new_session(&SessionConfig {
            game: "fevga".into(),
            seats: parse_seats("Anna,Bo").unwrap(),
            variants: Default::default(),
            seed: Some(5),
            title: None,
        })
        .unwrap();
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("1\n".repeat(3000)), &mut out);
            run(s, None, &mut console).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("has only one move"), "a forced play came up");
        assert!(!text.contains('✗'), "no input was refused");
        assert!(text.contains("place 1:"), "the game ended");
    }

    #[test]
    fn h_shows_a_legal_hint_and_plays_nothing() {
        let mut s = catalog::new_session(&SessionConfig {
            game: "fjols".into(),
            seats: parse_seats("Anna,hard").unwrap(),
            variants: Default::default(),
            seed: Some(3),
            title: None,
        })
        .unwrap();
        // Until Anna has a choice (a forced move would be played without asking).
        let seat = loop {
            match s.phase() {
                Phase::HumanTurn { seat } if s.forced_move().is_none() => break seat,
                Phase::HumanTurn { seat } => drop(s.act(None, seat, &s.legal_moves()[0].clone()).unwrap()),
                Phase::BotTurn { .. } => drop(s.bot_step().unwrap()),
                other => panic!("{other:?}"),
            }
        };
        let legal = s.legal_moves();
        let before = s.history();
        let mut out = Vec::new();
        let mut log = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("h\n"), &mut out);
            assert!(human_turn(&mut s, seat, None, &mut console, &mut log).unwrap());
        }
        assert_eq!(s.history(), before, "nothing was played");
        let line = log.iter().find(|l| l.starts_with("hint: ")).expect("a hint line");
        let mv = line["hint: ".len()..].split(" (").next().unwrap();
        assert!(legal.iter().any(|l| l == mv), "{line} is legal");
    }

    /// A Fjols pass-and-play: a forced pick-up is shown to the player who took, with
    /// the card, and the next hand-off only comes after they pressed Enter.
    #[test]
    fn a_forced_pick_up_is_shown_before_the_device_goes_on() {
        let s = catalog::new_session(&SessionConfig {
            game: "fjols".into(),
            seats: parse_seats("Anna,Bo,Cy").unwrap(),
            variants: Default::default(),
            seed: Some(2),
            title: None,
        })
        .unwrap();
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("1\n".repeat(600)), &mut out);
            run(s, None, &mut console).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        let shown = text.find("new in your hand: ").expect("a pick-up was shown");
        let took = &text[..shown];
        let forced = took.rfind("has only one move: take").expect("after a forced take");
        assert!(!took[forced..].contains("Pass the device"), "no hand-off between the take and the reveal");
        let rest = &text[shown..];
        let asked = rest.find("press Enter when you have seen it").unwrap();
        assert!(rest.find("Pass the device").is_none_or(|p| p > asked), "the hand-off waits for the player");
    }

    #[test]
    fn dates_are_gregorian() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_423), (2025, 12, 1));
        assert_eq!(format_time(86_400_000 + 3_660_000), "1970-01-02 01:01 UTC");
    }
}
