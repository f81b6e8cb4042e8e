//! Interactive play in the terminal: choosing seats and house rules, the turn loop
//! with numbered steps, undo, pass-and-play hand-off, bots, autosave and resume.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use spelbord_core::session::TallyRow;
use spelbord_core::{
    catalog, BotLevel, Event, GameDef, GameWriter, Phase, PlaySession, SaveStore, SeatConfig, SessionConfig, ToMove,
};

use crate::args::Args;
use crate::data_dir;
use crate::lang::{t, tr};
use crate::log::Log;

/// Clears the screen and the scrollback (`3J`), so the previous player's hand is not
/// one scroll away, and puts the cursor top left. A terminal that keeps its own history
/// (tmux, screen) still keeps it: README says so.
const CLEAR: &str = "\x1b[2J\x1b[3J\x1b[H";

/// Lines in, text out; EOF ends the game (it is saved).
pub struct Console<'a> {
    input: Box<dyn BufRead + 'a>,
    out: Box<dyn Write + 'a>,
    clear: bool,
    bot_delay: Duration,
    /// Play a human's only legal move for them (never a roll; not right after an
    /// undo, which the session decides).
    auto_play: bool,
    /// Writes each answer after its prompt, as a terminal shows what was typed (tests:
    /// the transcript then has the lines a player sees).
    echo: bool,
    /// The steps chosen so far in the move being built, with their labels, so the
    /// "so far" line reads in words (the session keeps only their notation).
    chosen: Vec<(String, spelbord_core::Msg)>,
}

/// The terminal width every printed line fits.
pub const WIDTH: usize = 80;

/// Breaks a line longer than [`WIDTH`] at spaces; the rest is indented four more
/// than the line was. A word longer than the width stays whole.
pub fn wrap(line: &str) -> Vec<String> {
    let indent = line.len() - line.trim_start().len();
    let mut lines = Vec::new();
    let mut current = line[..indent].to_string();
    let mut width = indent;
    for word in line[indent..].split(' ') {
        let w = word.chars().count();
        if width + w > WIDTH && width > indent + 4 {
            lines.push(std::mem::take(&mut current).trim_end().to_string());
            current = " ".repeat(indent + 4);
            width = indent + 4;
        }
        current.push_str(word);
        current.push(' ');
        width += w + 1;
    }
    lines.push(current[..current.len() - 1].to_string());
    lines
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
            // Typed answers show on a terminal by themselves; from a pipe they are
            // written after their prompt, so a transcript reads line by line.
            echo: !std::io::stdin().is_terminal(),
            chosen: Vec::new(),
        })
    }

    /// A console on given streams (tests).
    #[cfg(test)]
    pub fn new(input: impl BufRead + 'a, out: impl Write + 'a) -> Console<'a> {
        Console {
            input: Box::new(input),
            out: Box::new(out),
            clear: false,
            bot_delay: Duration::ZERO,
            auto_play: true,
            echo: true,
            chosen: Vec::new(),
        }
    }

    /// The same console clearing the screen at hand-offs, as on a terminal (tests).
    #[cfg(test)]
    pub fn clearing(mut self) -> Console<'a> {
        self.clear = true;
        self
    }

    /// Prints lines, each wrapped to the terminal's [`WIDTH`].
    pub(crate) fn say(&mut self, text: impl AsRef<str>) {
        for line in text.as_ref().split('\n') {
            for part in wrap(line) {
                let _ = writeln!(self.out, "{part}");
            }
        }
    }

    /// Asks a question; `None` at end of input.
    pub(crate) fn ask(&mut self, prompt: &str) -> Option<String> {
        // Wrapped as any line; the last part stays open for the answer.
        let mut parts = wrap(prompt);
        let last = parts.pop().unwrap_or_default();
        for part in parts {
            let _ = writeln!(self.out, "{part}");
        }
        // The trailing space `wrap` trimmed off a prompt.
        let gap = if prompt.ends_with(' ') && !last.ends_with(' ') { " " } else { "" };
        let _ = write!(self.out, "{last}{gap}");
        let _ = self.out.flush();
        let mut line = String::new();
        let answer = match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim().to_string()),
        };
        if self.echo {
            let _ = writeln!(self.out, "{}", answer.as_deref().unwrap_or(""));
        }
        answer
    }

    fn clear_screen(&mut self) {
        if self.clear {
            let _ = write!(self.out, "{CLEAR}");
        }
    }
}

/// Parses a seats list: `Anna,Bob,strong,Eve:beginner` — a name is a human, a level
/// (or `NAME:LEVEL`) is a bot. The old level names (`easy`, `medium`, `hard`) still
/// mean the levels they became.
pub fn parse_seats(text: &str) -> Result<Vec<SeatConfig>, String> {
    text.split(',')
        .enumerate()
        .map(|(i, token)| {
            let token = token.trim();
            if let Some(level) = level_word(token) {
                // No name of its own: named by its level in the reader's language.
                return Ok(SeatConfig::bot("", level));
            }
            match token.split_once(':') {
                Some((name, level)) => {
                    let level = match level_word(level.trim()) {
                        Some(level) => level,
                        None => BotLevel::parse(level).map_err(crate::lang::err)?,
                    };
                    match name.trim() {
                        "" => Ok(SeatConfig::bot("", level)),
                        name => Ok(SeatConfig::bot(typed_name(name)?, level)),
                    }
                }
                None if token.is_empty() => Err(tr("cli-seat-no-name", &[("seat", (i + 1).into())])),
                None => Ok(SeatConfig::human(typed_name(token)?)),
            }
        })
        .collect()
}

/// A typed name by the core's one rule (no invisible or control characters, 1 to 40
/// characters), refused in the reader's language.
fn typed_name(typed: &str) -> Result<String, String> {
    spelbord_core::names::check_name(typed).map_err(|e| crate::lang::t(&e.message()))
}

/// A bot level typed in the reader's language (`klubb`, `stærk`), as the command
/// line writes it (`club`), or by its old name (`medium`).
fn level_word(token: &str) -> Option<BotLevel> {
    let token = token.to_lowercase();
    BotLevel::ALL
        .into_iter()
        .find(|l| token == l.name() || token == level_name(*l).to_lowercase())
        .or_else(|| BotLevel::from_legacy(&token))
}

/// The levels one a line, each with what it plays like ("club: plays like a careful
/// club player"), weakest first.
fn level_lines() -> Vec<String> {
    BotLevel::ALL
        .into_iter()
        .map(|l| {
            tr("cli-level-about", &[("level", level_name(l).into()), ("about", spelbord_core::Arg::Msg(l.about()))])
        })
        .collect()
}

/// A bot level's word in the reader's language ("medel").
fn level_name(level: BotLevel) -> String {
    tr(&format!("bot-{}", level.name()), &[])
}

fn choose_game(console: &mut Console, args: &Args) -> Result<Option<&'static dyn GameDef>, String> {
    if let Some(id) = args.words.get(1) {
        return catalog::game(id).map(Some).map_err(crate::lang::err);
    }
    let games = catalog::games();
    console.say(tr("cli-choose-game", &[]));
    for (i, g) in games.iter().enumerate() {
        let info = g.info();
        let players = match info.min_players == info.max_players {
            true => tr("cli-players-exact", &[("count", info.max_players.into())]),
            false => tr("cli-players-range", &[("min", info.min_players.into()), ("max", info.max_players.into())]),
        };
        console.say(format!("  {}) {} ({players})", i + 1, info.name));
    }
    loop {
        let Some(answer) = console.ask(&tr("cli-ask-game", &[])) else { return Ok(None) };
        let pick = if answer.is_empty() { Some(0) } else { answer.parse::<usize>().ok().map(|n| n.wrapping_sub(1)) };
        if let Some(g) = pick.and_then(|i| games.get(i)) {
            return Ok(Some(*g));
        }
        if let Ok(g) = catalog::game(&answer) {
            return Ok(Some(g));
        }
        console.say(tr("cli-pick-from-list", &[]));
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
        Err(_) => (0..players).map(|i| format!("player {}", i + 1)).collect(),
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
            let range = [("min", info.min_players.into()), ("max", info.max_players.into())];
            let Some(a) = console.ask(&tr("cli-ask-players", &range)) else {
                return Ok(None);
            };
            if a.is_empty() {
                break info.max_players;
            }
            match a.parse::<usize>() {
                Ok(n) if (info.min_players..=info.max_players).contains(&n) => break n,
                _ => console.say(tr(
                    "cli-players-range-for",
                    &[("game", info.name.into()), range[0].clone(), range[1].clone()],
                )),
            }
        },
    };
    let colours = colour_names(def, players);
    let levels: Vec<String> = BotLevel::ALL.into_iter().map(level_name).collect();
    console.say(tr("cli-seats-help", &[("levels", levels.join(", ").into())]));
    for line in level_lines() {
        console.say(format!("  {line}"));
    }
    let mut seats = Vec::new();
    for (i, colour) in colours.iter().enumerate() {
        let default = if i == 0 { tr("cli-default-player", &[]) } else { level_name(BotLevel::Club) };
        loop {
            let colour = crate::lang::colour_words(colour);
            let ask = [("seat", (i + 1).into()), ("colour", colour.into()), ("default", default.clone().into())];
            let Some(a) = console.ask(&tr("cli-ask-seat", &ask)) else { return Ok(None) };
            let a = if a.is_empty() { default.clone() } else { a };
            match parse_seats(&a) {
                Ok(mut s) if s.len() == 1 => {
                    seats.push(s.remove(0));
                    break;
                }
                Ok(_) => console.say(tr("cli-one-seat", &[])),
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
    // `--to N`: the points that win, whichever variant holds them (a tavli series'
    // `to`, a Fevga match's `match`).
    if let Some(to) = args.opt("to") {
        let spec = info
            .variants
            .iter()
            .find(|v| v.key == "to" || v.key == "match")
            .ok_or_else(|| tr("cli-arg-unknown-option", &[("option", "to".into())]))?;
        variants.insert(spec.key.to_string(), to.to_string());
    }
    if !variants.is_empty() || info.variants.is_empty() || args.opt("seats").is_some() {
        return Ok(Some(variants));
    }
    let Some(a) = console.ask(&tr("cli-ask-standard-rules", &[])) else { return Ok(None) };
    if !a.to_lowercase().starts_with('n') {
        return Ok(Some(variants));
    }
    for spec in info.variants {
        let name = tr(spec.label_key, &[]);
        console.say(format!("{name} — {}", crate::lang::t(&spelbord_core::i18n::variant_help(spec))));
        for (i, v) in spec.values.iter().enumerate() {
            let words = crate::lang::t(&spelbord_core::i18n::variant_value(spec, v));
            let standard = if i == 0 { tr("cli-standard", &[]) } else { String::new() };
            console.say(format!("  {}) {words}{standard}", i + 1));
        }
        let Some(a) = console.ask(&format!("{name} [1]: ")) else { return Ok(None) };
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
        "to",
        "seed",
        "data-dir",
        "no-save",
        "bot-delay",
        "no-clear",
        "no-auto",
        "title",
        "lang",
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
    let session = def.new_session(&config).map_err(crate::lang::err)?;
    run(session, store.as_ref(), console)
}

fn open_store(args: &Args) -> Result<Option<SaveStore>, String> {
    if args.flag("no-save") {
        return Ok(None);
    }
    let dir = data_dir::resolve(args)?;
    SaveStore::open(&dir).map(Some).map_err(|e| {
        tr(
            "cli-cannot-open-store",
            &[("dir", dir.display().to_string().into()), ("reason", crate::lang::error_text(&e).into())],
        )
    })
}

/// `spelbord resume [ID]`: lists saved games and continues one.
pub fn resume(args: &Args, console: &mut Console) -> Result<(), String> {
    args.only(&["data-dir", "bot-delay", "no-clear", "no-auto", "lang"])?;
    let store = open_store(args)?.ok_or_else(|| tr("cli-resume-needs-store", &[]))?;
    let id = match args.words.get(1) {
        Some(id) => id.clone(),
        None => match crate::saves::choose(&store, console)? {
            Some(id) => id,
            None => return Ok(()),
        },
    };
    // The game's writer first: another program playing it is told, not overwritten.
    let (mut session, writer) = store.open_game(&id).map_err(crate::lang::err)?;
    // Whoever held the terminal when the game was saved may not be the one at it now:
    // a pass-and-play game resumes at a hand-off naming who is to play.
    session.leave_device();
    console.say(tr("cli-resuming", &[("title", session.title_msg().into())]));
    run_writing(session, Some(&store), Some(writer), console)
}

/// A seat as the terminal names it: "Anna (red)", "Hard bot 2 (green)".
fn seat_label(session: &dyn PlaySession, seat: usize) -> String {
    let colour = crate::lang::colour_words(&session.seat_color(seat));
    let name = crate::lang::t(&session.seats()[seat].name_msg(seat));
    format!("{name} ({colour})")
}

/// The log lines of a batch of events, in the player's language (a knock folded
/// into the move that caused it; a roll-off says who starts).
pub fn describe_all(session: &dyn PlaySession, events: &[Event]) -> Vec<String> {
    let seat = |s: usize| spelbord_core::Arg::Text(seat_label(session, s));
    let (roll_offs, rest): (Vec<&Event>, Vec<&Event>) =
        events.iter().partition(|e| matches!(e, Event::DiceRolled { seat: None, .. }));
    let rest: Vec<Event> = rest.into_iter().cloned().collect();
    let mut lines: Vec<String> = roll_offs
        .into_iter()
        .filter_map(|e| match e {
            Event::DiceRolled { values, .. } => Some(roll_off_line(session, values)),
            _ => None,
        })
        .collect();
    lines.extend(spelbord_core::i18n::log_lines(&rest, &seat).iter().map(crate::lang::t));
    lines
}

/// Who rolled what in a roll-off (a 0 is a seat not rolling, out of an earlier tie).
fn roll_off_line(session: &dyn PlaySession, values: &[u8]) -> String {
    let rolls: Vec<String> = values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v > 0)
        .map(|(s, v)| match s < session.seats().len() {
            // "Anna (red) rolled 3": a name never runs into the number.
            true => tr("log-roll-off-one", &[("seat", seat_label(session, s).into()), ("value", i64::from(*v).into())]),
            false => v.to_string(),
        })
        .collect();
    tr("cli-roll-off", &[("rolls", rolls.join(", ").into())])
}

/// Before anybody has moved: what decided who starts (the roll-off, the first dealer)
/// and who that is, logged for the first turn's screen (after any hand-off).
fn log_opening(session: &dyn PlaySession, log: &mut Log) {
    if session.history().iter().all(|h| h.by.is_none()) {
        for line in describe_all(session, session.last_events()) {
            log.event(format!("  · {line}"));
        }
        if let ToMove::Seat(s) = session.to_move() {
            log.event(format!("  · {}", tr("cli-starts", &[("who", seat_label(session, s).into())])));
        }
    }
}

fn save(session: &dyn PlaySession, writer: Option<&GameWriter>, console: &mut Console) {
    if let Some(writer) = writer {
        if let Err(e) = writer.record(session) {
            console.say(tr("cli-could-not-save", &[("reason", crate::lang::error_text(&e).into())]));
        }
    }
}

/// Prints a bot's move and keeps it for the players who catch up after a hand-off.
fn show_events(session: &dyn PlaySession, events: &[Event], console: &mut Console, log: &mut Log) {
    for line in describe_all(session, events) {
        let line = format!("  · {line}");
        console.say(&line);
        log.printed(line);
    }
}

fn print_tally(session: &dyn PlaySession, console: &mut Console) {
    let rows: &[TallyRow] = session.tally();
    if rows.iter().all(|r| r.games <= 1) {
        return;
    }
    console.say(tr("cli-tally-heading", &[]));
    for (i, r) in rows.iter().enumerate() {
        let counts = [("games", r.games.into()), ("wins", r.wins.into()), ("losses", r.losses.into())];
        // A bot without a name of its own is named by its level, as everywhere.
        let name = match session.seats().get(i) {
            Some(seat) if r.name.trim().is_empty() => crate::lang::t(&seat.name_msg(i)),
            _ => r.name.clone(),
        };
        console.say(format!("  {:<20} {}", name, tr("cli-tally-row", &counts)));
    }
}

/// The turn loop. Returns when the game is over and nobody wants a rematch, or at
/// `q` / end of input (the game is saved and can be resumed).
pub fn run(session: Box<dyn PlaySession>, store: Option<&SaveStore>, console: &mut Console) -> Result<(), String> {
    let writer = store.map(|s| s.create_game(session.as_ref())).transpose().map_err(crate::lang::err)?;
    run_writing(session, store, writer, console)
}

/// The turn loop with the game's writer (if saving), which writes a full save when
/// the loop ends.
fn run_writing(
    mut session: Box<dyn PlaySession>,
    store: Option<&SaveStore>,
    mut writer: Option<GameWriter>,
    console: &mut Console,
) -> Result<(), String> {
    let result = turn_loop(&mut session, store, &mut writer, console);
    if let Some(writer) = writer {
        if let Err(e) = writer.close(session.as_ref()) {
            console.say(tr("cli-could-not-save", &[("reason", crate::lang::error_text(&e).into())]));
        }
    }
    result
}

fn turn_loop(
    session: &mut Box<dyn PlaySession>,
    store: Option<&SaveStore>,
    writer: &mut Option<GameWriter>,
    console: &mut Console,
) -> Result<(), String> {
    let mut log = Log::default();
    log_opening(session.as_ref(), &mut log);
    loop {
        match session.phase() {
            Phase::Over => {
                // The last moves, then the final position.
                for line in log.take() {
                    console.say(line);
                }
                console.say(session.text_board_in(None, crate::lang::lang()));
                if let Some(outcome) = session.outcome() {
                    let mut order: Vec<usize> = (0..outcome.places.len()).collect();
                    order.sort_by_key(|&s| outcome.places[s]);
                    for s in order {
                        let key = if outcome.losers.contains(&s) { "cli-place-loses" } else { "cli-place" };
                        let seat = seat_label(session.as_ref(), s);
                        // A game that names places in its own words (Durak) says them.
                        let line = match outcome.standings.get(s) {
                            Some(words) => crate::lang::t(words),
                            None => tr(key, &[("place", outcome.places[s].into()), ("seat", seat.into())]),
                        };
                        console.say(format!("  {line}"));
                    }
                    // How it was won (a mars, a dropped double), the match score, the fjols.
                    for line in &outcome.summary {
                        console.say(format!("  {}", crate::lang::t(line)));
                    }
                }
                print_tally(session.as_ref(), console);
                let Some(a) = console.ask(&tr("cli-ask-rematch", &[])) else { return Ok(()) };
                if a == "r" {
                    let next = session.rematch().map_err(crate::lang::err)?;
                    if let Some(old) = writer.take() {
                        if let Err(e) = old.close(session.as_ref()) {
                            console.say(tr("cli-could-not-save", &[("reason", crate::lang::error_text(&e).into())]));
                        }
                    }
                    *session = next;
                    *writer = store.map(|s| s.create_game(session.as_ref())).transpose().map_err(crate::lang::err)?;
                    log.new_game();
                    log_opening(session.as_ref(), &mut log);
                    continue;
                }
                return Ok(());
            }
            Phase::BotTurn { seat } => {
                // The human's own move first, then the reply it caused.
                for line in log.take() {
                    console.say(line);
                }
                let events = session
                    .bot_step()
                    .map_err(|e| tr("cli-bot-error", &[("reason", crate::lang::error_text(&e).into())]))?;
                console.say(format!("{}:", seat_label(session.as_ref(), seat)));
                show_events(session.as_ref(), &events, console, &mut log);
                save(session.as_ref(), writer.as_ref(), console);
                if !console.bot_delay.is_zero() {
                    std::thread::sleep(console.bot_delay);
                }
            }
            Phase::HandOff { seat } => {
                console.clear_screen();
                let who = seat_label(session.as_ref(), seat);
                let name = session.seats()[seat].name.clone();
                console.say(tr("cli-handoff", &[("who", who.clone().into()), ("name", name.into())]));
                let answer = console.ask(&tr("cli-ask-handoff", &[("who", who.into())]));
                if answer.is_none_or(|a| a == "q") {
                    save(session.as_ref(), writer.as_ref(), console);
                    say_saved(console, writer.as_ref());
                    return Ok(());
                }
                session.confirm_handoff(seat).map_err(crate::lang::err)?;
                log.handed_to(seat);
            }
            Phase::HumanTurn { seat } => {
                if !human_turn(session, seat, writer.as_ref(), console, &mut log)? {
                    save(session.as_ref(), writer.as_ref(), console);
                    say_saved(console, writer.as_ref());
                    return Ok(());
                }
            }
        }
    }
}

/// The goodbye after `q` or the end of input: the game waits in the saved games, or
/// (with `--no-save`) is gone, which the player is told too.
fn say_saved(console: &mut Console, writer: Option<&GameWriter>) {
    console.say(tr(if writer.is_some() { "cli-saved" } else { "cli-not-saved" }, &[]));
}

/// One prompt of a human turn. Returns false when the player quits.
fn human_turn(
    session: &mut Box<dyn PlaySession>,
    seat: usize,
    store: Option<&GameWriter>,
    console: &mut Console,
    log: &mut Log,
) -> Result<bool, String> {
    let view = session.view(Some(seat));
    console.say("");
    console.say(session.text_board_in(Some(seat), crate::lang::lang()));
    for line in log.for_seat(seat) {
        console.say(line);
    }
    let who = seat_label(session.as_ref(), seat);
    if let Some(only) = view.forced_move.as_deref().filter(|_| console.auto_play) {
        // The log lines that follow say what it was, in the board's numbering.
        console.say(tr("cli-forced", &[("who", who.clone().into())]));
        if !console.bot_delay.is_zero() {
            std::thread::sleep(console.bot_delay);
        }
        // As a whole move: offered as a step it would wait for a confirmation.
        let hand_before = session.hand(seat);
        let result = session.act(Some(view.version), seat, only);
        let events = result.clone().unwrap_or_default();
        report(session.as_ref(), result, store, console, log);
        // Say what was played now, before the next player's moves are shown.
        for line in log.take() {
            console.say(line);
        }
        return show_reveal(session.as_ref(), seat, &hand_before, &events, console);
    }
    if view.pending.is_empty() {
        console.chosen.clear();
    } else {
        console.say(tr("cli-so-far", &[("who", who.clone().into()), ("steps", so_far(&view.pending, console).into())]));
        // A move built in parts (a Pairanoid 7): what it still needs.
        if let Some(note) = session.pending_note(Some(seat)) {
            console.say(format!("  {}", crate::lang::t(&note)));
        }
    }
    let steps = &view.next_steps;
    if steps.len() == 1 && steps[0].notation == "roll" && view.pending.is_empty() {
        let key = if view.can_undo { "cli-ask-roll-undo" } else { "cli-ask-roll" };
        let prompt = tr(key, &[("who", who.clone().into())]);
        let Some(a) = console.ask(&prompt) else { return Ok(false) };
        let input = if a.is_empty() || a == "1" { "roll" } else { &a };
        return handle(session, seat, input, store, console, log);
    }
    console.say(tr("cli-to-move", &[("who", who.clone().into())]));
    for (i, s) in steps.iter().enumerate() {
        // The label only: it numbers pieces and places as the board does (the
        // notation, `p0`, is 0-based; it can still be typed).
        console.say(format!("  {:>2}) {}", i + 1, crate::lang::t(&s.label)));
    }
    if view.can_confirm {
        // Numbered after the steps too, so a number always works.
        console.say(format!("  {:>2}) {}", steps.len() + 1, tr("cli-confirm", &[])));
    }
    let help = tr(if view.can_undo { "cli-ask-move-undo" } else { "cli-ask-move" }, &[]);
    let Some(a) = console.ask(&format!("[{help}]: ")) else { return Ok(false) };
    let a = match (a.is_empty(), steps.len(), view.can_confirm) {
        (true, 1, _) => "1".to_string(),
        (true, 0, true) => "c".to_string(),
        _ => a,
    };
    let numbered = steps.len() + usize::from(view.can_confirm);
    let choice = match a.parse::<usize>() {
        Ok(n) if n >= 1 && n <= steps.len() => steps[n - 1].notation.clone(),
        Ok(n) if n == steps.len() + 1 && view.can_confirm => "c".to_string(),
        // A number off the list is a slip of the finger, not notation to explain.
        Ok(_) if numbered > 0 && !session.legal_moves().iter().any(|m| m.split(' ').next() == Some(a.as_str())) => {
            log.note(format!("  ✗ {}", tr("cli-number-off-list", &[("count", numbered.into())])));
            return Ok(true);
        }
        _ => a,
    };
    if let Some(step) = steps.iter().find(|s| s.notation == choice) {
        console.chosen.push((step.notation.clone(), step.label.clone()));
    }
    handle(session, seat, &choice, store, console, log)
}

/// The steps of the move being built, in words: each by the label it was offered
/// with (its notation only if it was not chosen from this terminal's list).
fn so_far(pending: &[String], console: &Console) -> String {
    let mut labels = console.chosen.iter();
    let words: Vec<String> = pending
        .iter()
        .map(|step| match labels.find(|(n, _)| n == step) {
            Some((_, label)) => crate::lang::t(label),
            None => step.clone(),
        })
        .collect();
    words.join(", ")
}

/// In pass-and-play, shows a player the move just played for them and what it
/// brought into their hand, until they press Enter (the core's rule: the device goes
/// on only after that). Returns false at end of input.
fn show_reveal(
    session: &dyn PlaySession,
    seat: usize,
    hand_before: &[String],
    events: &[Event],
    console: &mut Console,
) -> Result<bool, String> {
    // The terminal prints every move as it is played: only pass-and-play has
    // something to show before the device goes on.
    if !session.pass_and_play() {
        return Ok(true);
    }
    let Some(reveal) = spelbord_core::table::reveal::after_move_played_for(session, seat, hand_before, events, &[])
        .filter(|r| r.holds)
    else {
        return Ok(true);
    };
    console.say(session.text_board_in(Some(seat), crate::lang::lang()));
    if !reveal.cards.nodes.is_empty() {
        // The cards by name, as the board's labels read them ("ruter ni").
        let names: Vec<String> = reveal.cards.nodes.iter().map(|n| crate::lang::t(&n.label)).collect();
        console.say(tr("cli-new-in-hand", &[("who", reveal.name.clone().into()), ("cards", names.join(", ").into())]));
    }
    Ok(console.ask(&tr("cli-ask-seen", &[("who", reveal.name.into())])).is_some())
}

fn handle(
    session: &mut Box<dyn PlaySession>,
    seat: usize,
    input: &str,
    store: Option<&GameWriter>,
    console: &mut Console,
    log: &mut Log,
) -> Result<bool, String> {
    let version = Some(session.version());
    let result = match input {
        "q" | "quit" => return Ok(false),
        "" => return Ok(true),
        "m" => {
            log.note(tr("cli-legal-moves", &[]));
            for mv in session.legal_moves() {
                log.note(format!("  - {}", move_words(session.as_ref(), &mv)));
            }
            return Ok(true);
        }
        "h" | "hint" => {
            let hint = session.hint_task(seat).map(|task| task.run().notation);
            let line = match hint {
                Ok(mv) => tr("cli-hint", &[("move", move_words(session.as_ref(), &mv).into())]),
                Err(e) => format!("  ✗ {}", tr("cli-no-hint", &[("reason", crate::lang::error_text(&e).into())])),
            };
            log.note(line);
            return Ok(true);
        }
        "?" | "rules" => {
            let lang = crate::lang::lang().code().to_string();
            if let Ok(text) = spelbord_core::rules_text::rules_text(session.info().id, &lang) {
                log.note(crate::markdown::render(text.markdown));
            }
            return Ok(true);
        }
        "u" | "undo" => {
            let what = undo_subject(session.as_ref(), seat);
            let result = session.undo(seat);
            if result.is_ok() {
                log.note(format!("  ↶ {}", undone_words(session.as_ref(), what)));
            }
            result.map(|_| Vec::new())
        }
        "r" | "resign" => {
            let who = seat_label(session.as_ref(), seat);
            let choices = session.resign_choices(seat);
            // Where the core offers more than one way (a Fevga match: this game or the
            // match), the player picks one by number, each with what it means.
            if choices.len() > 1 {
                console.say(tr("cli-resign-which", &[("who", who.into())]));
                for (i, choice) in choices.iter().enumerate() {
                    let detail = choice.detail.as_ref().map(|d| format!(": {}", t(d))).unwrap_or_default();
                    console.say(format!("  {}  {}{detail}", i + 1, t(&choice.label)));
                }
                let answer =
                    console.ask(&tr("cli-resign-pick", &[("count", choices.len().into())])).unwrap_or_default();
                let Some(choice) = answer.trim().parse::<usize>().ok().and_then(|k| choices.get(k.wrapping_sub(1)))
                else {
                    log.note(format!("  {}", tr("cli-resign-kept", &[])));
                    return Ok(true);
                };
                session.resign_as(seat, choice.scope).map(|()| Vec::new())
            } else {
                // What it costs, where the game says (a single tavli game: what the other wins).
                if let Some(detail) = choices.first().and_then(|c| c.detail.as_ref()) {
                    console.say(format!("  {}", t(detail)));
                }
                let answer = console.ask(&tr("cli-resign-ask", &[("who", who.into())])).unwrap_or_default();
                if !matches!(answer.to_lowercase().as_str(), "y" | "yes" | "j" | "ja") {
                    log.note(format!("  {}", tr("cli-resign-kept", &[])));
                    return Ok(true);
                }
                session.resign(seat).map(|()| Vec::new())
            }
        }
        "c" | "confirm" => session.confirm(version, seat),
        step if session.next_steps().iter().any(|s| s.notation == step) => session.choose_step(version, seat, step),
        mv => session.act(version, seat, mv),
    };
    report(session.as_ref(), result, store, console, log);
    Ok(true)
}

/// What an undo by `seat` would take back now: its last pending step, or its last move.
enum Undone {
    Step(String),
    Move(String),
    Nothing,
}

fn undo_subject(session: &dyn PlaySession, seat: usize) -> Undone {
    match session.pending(Some(seat)).last() {
        Some(step) => Undone::Step(step.clone()),
        None => match session.history_for(Some(seat)).last() {
            Some(h) => Undone::Move(h.mv.clone()),
            None => Undone::Nothing,
        },
    }
}

/// What was undone, in the words of the menu: after the undo the step is offered
/// again and the move is legal again, so their labels can be read off the session.
fn undone_words(session: &dyn PlaySession, what: Undone) -> String {
    match what {
        Undone::Step(step) => {
            let label = session.next_steps().into_iter().find(|s| s.notation == step).map(|s| crate::lang::t(&s.label));
            tr("cli-undone-step", &[("step", label.unwrap_or(step).into())])
        }
        Undone::Move(mv) => tr("cli-undone-move", &[("move", move_words(session, &mv).into())]),
        Undone::Nothing => tr("cli-undone-nothing", &[]),
    }
}

/// A legal move in the words the board uses (its step labels), or as written when
/// the session does not know it.
fn move_words(session: &dyn PlaySession, mv: &str) -> String {
    match session.move_steps(mv) {
        Ok(steps) => steps.iter().map(|s| crate::lang::t(&s.label)).collect::<Vec<_>>().join(", "),
        Err(_) => mv.to_string(),
    }
}

/// Logs what an action did (or why it was refused) and saves after a change.
fn report(
    session: &dyn PlaySession,
    result: Result<Vec<Event>, spelbord_core::GameError>,
    store: Option<&GameWriter>,
    console: &mut Console,
    log: &mut Log,
) {
    match result {
        Ok(events) => {
            for line in describe_all(session, &events) {
                log.event(format!("  · {line}"));
            }
            save(session, store, console);
        }
        Err(e) => log.note(format!("  ✗ {}", crate::lang::error_text(&e))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_parse_humans_and_bots() {
        let seats = parse_seats("Anna,hard,Bo:easy").unwrap();
        assert_eq!(seats[0], SeatConfig::human("Anna"));
        assert_eq!(seats[1].bot, Some(BotLevel::Strong));
        assert!(!seats[1].has_own_name(), "a bare level is named by its level when read");
        assert_eq!(seats[2], SeatConfig::bot("Bo", BotLevel::Beginner));
        assert!(parse_seats("Anna,,Bo").is_err());
        assert!(parse_seats("Anna:expert").is_err());
    }

    #[test]
    fn seats_refuse_names_with_hidden_characters_by_the_cores_rule() {
        let hidden = [
            ("bidi override (Cf)", '\u{202E}'),
            ("bidi isolate (Cf)", '\u{2066}'),
            ("zero-width space (Cf)", '\u{200B}'),
            ("zero-width joiner between letters (Cf)", '\u{200D}'),
            ("control (Cc)", '\u{1B}'),
            ("line separator (Zl)", '\u{2028}'),
            ("paragraph separator (Zp)", '\u{2029}'),
            ("private use (Co)", '\u{E000}'),
            ("unassigned (Cn)", '\u{0378}'),
        ];
        let words = "A name can't contain invisible or control characters.";
        for (what, c) in hidden {
            assert_eq!(parse_seats(&format!("Anna,Bo{c}b")), Err(words.to_string()), "{what}");
            assert_eq!(parse_seats(&format!("R{c}obot:club,Anna")), Err(words.to_string()), "{what}: a bot's own name");
        }
        let long = "x".repeat(41);
        assert_eq!(parse_seats(&format!("Anna,{long}")), Err("A name is 1 to 40 characters long.".to_string()));
        // Other spaces read as a plain one; trimmed.
        assert_eq!(parse_seats("Anna\u{00A0}Berg, Bo").unwrap()[0], SeatConfig::human("Anna Berg"));
    }

    fn temp_store(name: &str) -> SaveStore {
        let dir = std::env::temp_dir().join(format!("spelbord-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        SaveStore::open(dir).unwrap()
    }

    fn session(seats: &str, seed: u64) -> Box<dyn PlaySession> {
        game_with("fia", seats, seed, &[("pieces", "2")])
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
        // Finished, they are not offered to continue: `resume` says there is nothing.
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new(""), &mut out);
            assert_eq!(crate::saves::choose(&store, &mut console).unwrap(), None);
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("No saved games"), "{text}");
        assert!(!text.contains("finished"), "{text}");
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
            let mut log = Log::default();
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
        let text = shown(game("fevga", "Anna,Bo", 5), &"1\n".repeat(3000), false);
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
        let mut log = Log::default();
        {
            let mut console = Console::new(std::io::Cursor::new("h\n"), &mut out);
            assert!(human_turn(&mut s, seat, None, &mut console, &mut log).unwrap());
        }
        assert_eq!(s.history(), before, "nothing was played");
        let log = log.take();
        let line = log.iter().find(|l| l.starts_with("hint: ")).expect("a hint line");
        let words = &line["hint: ".len()..];
        assert!(legal.iter().any(|mv| move_words(s.as_ref(), mv) == words), "{line} is a legal move");
    }

    /// A Fjols pass-and-play: a forced pick-up is shown to the player who took, with
    /// the card, and the next hand-off only comes after they pressed Enter.
    #[test]
    fn a_forced_pick_up_is_shown_before_the_device_goes_on() {
        let text = shown(game("fjols", "Anna,Bo,Cy", 2), &"1\n".repeat(600), false);
        let shown = text.find("new in your hand: ").expect("a pick-up was shown");
        let took = &text[..shown];
        let forced = took.rfind("has only one move").expect("after a forced move");
        assert!(took[forced..].contains("picks up"), "the forced move was a pick-up");
        assert!(!took[forced..].contains("Pass the device"), "no hand-off between the take and the reveal");
        let rest = &text[shown..];
        let asked = rest.find("press Enter when you have seen it").unwrap();
        assert!(rest.find("Pass the device").is_none_or(|p| p > asked), "the hand-off waits for the player");
    }

    fn game(game: &str, seats: &str, seed: u64) -> Box<dyn PlaySession> {
        game_with(game, seats, seed, &[])
    }

    /// [`game`] with house rules.
    fn game_with(game: &str, seats: &str, seed: u64, variants: &[(&str, &str)]) -> Box<dyn PlaySession> {
        catalog::new_session(&SessionConfig {
            game: game.into(),
            seats: parse_seats(seats).unwrap(),
            variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            seed: Some(seed),
            title: None,
        })
        .unwrap()
    }

    /// What a console shows for `input` typed into a game.
    fn shown(session: Box<dyn PlaySession>, input: &str, clear: bool) -> String {
        let mut out = Vec::new();
        {
            let console = Console::new(std::io::Cursor::new(input.to_string()), &mut out);
            let mut console = if clear { console.clearing() } else { console };
            run(session, None, &mut console).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    /// `r` asks first: "n" plays on, "y" resigns, and the end says who resigned (in
    /// Fjols, as the fjols) with the resigner last.
    #[test]
    fn r_resigns_after_asking_and_the_end_says_so() {
        let text = shown(game("fjols", "Ann,easy,easy", 4), "r\nn\nr\ny\n\n", false);
        assert!(text.contains("resign this game? It counts as a loss."), "{text}");
        assert!(text.contains("not resigned: play on"), "{text}");
        assert!(text.contains("Ann resigned and is the fjols"), "{text}");
        let last_place = text.lines().any(|l| l.contains("place 3: Ann") && l.contains("loses"));
        assert!(last_place, "Ann is placed last:\n{text}");
    }

    /// In a Fevga match `r` lists the core's two ways with what each means; "1" gives
    /// up this game only (the match goes on), "2" the match; anything else plays on.
    #[test]
    fn r_in_a_fevga_match_asks_which_and_resigns_that() {
        let session = || game_with("fevga", "Ann,Bo", 5, &[("match", "3")]);
        let text = shown(session(), "r\nx\nr\n1\nq\n", false);
        assert!(text.contains("resign how?"), "{text}");
        assert!(text.contains("1  Resign this game") && text.contains("2  Resign the match"), "{text}");
        assert!(text.contains("not resigned: play on"), "{text}");
        // Game 1 given up: Bo scores it and game 2 starts; the match has no places yet.
        assert!(!text.contains("place 1:"), "the match goes on after game 1:\n{text}");
        assert!(text.contains("game 2  score white 0 - black 2"), "Bo scored game 1 (a mars):\n{text}");
        let text = shown(session(), "r\n2\n", false);
        assert!(text.contains("Ann resigned") && text.contains("place 1: Bo"), "{text}");
    }

    /// A single Fevga game: `r` says what the other wins, and the end says who
    /// resigned and the points, with no match score above the board.
    #[test]
    fn r_in_a_single_fevga_game_gives_it_up_at_its_value() {
        let text = shown(game("fevga", "Ann,Bo", 5), "r\ny\n\n", false);
        assert!(text.contains("wins the game: 2 points."), "what it costs:\n{text}");
        let end = text.lines().any(|l| l.contains(" resigned: ") && l.ends_with(" wins 2 points"));
        assert!(end, "the end in words:\n{text}");
        assert!(text.contains("Fevga  single game  stake 1") && !text.contains("match to 1"), "{text}");
    }

    #[test]
    fn a_hand_off_clears_the_scrollback_and_quitting_there_says_saved() {
        let store = temp_store("handoff-q");
        let mut out = Vec::new();
        {
            let mut console = Console::new(std::io::Cursor::new("q\n"), &mut out).clearing();
            run(game("fjols", "Ann,Bo", 4), Some(&store), &mut console).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains(CLEAR) && CLEAR.contains("\x1b[3J"), "screen and scrollback are cleared: {text:?}");
        let asked = text.find("press Enter when you hold the device").expect("a hand-off");
        assert!(text[asked..].contains("Saved. Continue later"), "{text}");
        assert_eq!(store.list().unwrap().games.len(), 1, "and it was saved");
        // Without a save folder the player is told the game is not kept.
        let unsaved = shown(game("fjols", "Ann,Bo", 4), "q\n", false);
        assert!(unsaved.contains("Not saved") && !unsaved.contains("Saved."), "{unsaved}");
    }

    /// Every line a player sees fits 80 columns: whole games of all four games, humans
    /// typing "1" at every prompt (menus, hand-offs, reveals) against bots.
    #[test]
    fn every_line_fits_eighty_columns() {
        for (name, seats) in [
            ("fia", "Ann,easy,Bo,hard"),
            ("fevga", "Ann,Bo"),
            ("fjols", "Ann,Bo,easy"),
            ("pairanoid", "Ann,Bo,easy,Cy"),
        ] {
            for seed in 1..3 {
                let text = shown(game(name, seats, seed), &"1\n".repeat(2500), false);
                assert!(text.lines().count() > 100, "{name} was played");
                for line in text.lines() {
                    assert!(
                        line.chars().count() <= WIDTH,
                        "{name} seed {seed}: {} columns: {line}",
                        line.chars().count()
                    );
                }
            }
        }
    }

    /// A number beyond the menu is told as such, not explained as unreadable notation.
    #[test]
    fn a_number_off_the_menu_says_which_numbers_there_are() {
        let text = shown(game("pairanoid", "Ann,easy,easy,easy", 1), "99\nq\n", false);
        assert!(text.contains("Choose a number from 1 to "), "{text}");
        assert!(!text.contains("cannot be read"), "{text}");
    }

    #[test]
    fn long_lines_break_at_spaces_and_indent_the_rest() {
        let long = format!("  · {}", "word ".repeat(30).trim_end());
        let parts = wrap(&long);
        assert!(parts.len() > 1 && parts.iter().all(|p| p.chars().count() <= WIDTH), "{parts:?}");
        assert!(parts[1..].iter().all(|p| p.starts_with("      word")), "{parts:?}");
        assert_eq!(parts.join(" ").split_whitespace().count(), 31, "no word lost");
        assert_eq!(wrap("short"), ["short"]);
        assert_eq!(wrap(""), [""]);
    }

    #[test]
    fn who_starts_and_why_is_shown_before_the_first_move() {
        let fia = shown(game("fia", "Ann,Bo", 2), "q\n", false);
        assert!(fia.contains("roll-off to start: Ann (red) ") && fia.contains(" starts"), "{fia}");
        // Lines wrap at 80 columns: read the words as one line.
        let fjols = shown(game("fjols", "Ann,easy", 2), "q\n", false).split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(fjols.contains("dealt;") && fjols.contains("plays first"), "{fjols}");
        let pairanoid = shown(game("pairanoid", "Ann,easy,easy,easy", 2), "q\n", false);
        assert!(pairanoid.contains("deals first"), "{pairanoid}");
    }

    #[test]
    fn a_players_own_move_is_shown_before_the_bots_reply() {
        let text = shown(game("fia", "Ann,easy", 5), &"\n".repeat(40), false);
        let lines: Vec<&str> = text.lines().collect();
        // After each of Ann's rolls, her roll is logged before the bot's next header.
        let mut checked = 0;
        for (i, line) in lines.iter().enumerate() {
            if line.starts_with("Ann (red): Enter = roll") {
                let next = lines[i + 1..].iter().find(|l| l.contains(" rolls ") || l.ends_with("):"));
                if let Some(next) = next {
                    assert!(next.contains("Ann (red) rolls"), "{next} came first:\n{text}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 0, "{text}");
    }

    #[test]
    fn undo_says_what_it_took_back() {
        let mut s = game("fevga", "Ann,Bo", 1);
        let seat = loop {
            match s.phase() {
                Phase::HumanTurn { seat } if s.legal_moves() != ["roll"] => break seat,
                Phase::HumanTurn { seat } => {
                    s.act(None, seat, "roll").unwrap();
                }
                other => panic!("{other:?}"),
            }
        };
        let step = s.next_steps()[0].notation.clone();
        s.choose_step(None, seat, &step).unwrap();
        let mut out = Vec::new();
        let mut log = Log::default();
        {
            let mut console = Console::new(std::io::Cursor::new("u\n"), &mut out);
            human_turn(&mut s, seat, None, &mut console, &mut log).unwrap();
        }
        let label = crate::lang::t(&s.next_steps()[0].label);
        assert_eq!(s.next_steps()[0].notation, step, "the step is offered again");
        assert_eq!(log.take(), [format!("  ↶ undone: {label}")]);
    }

    /// One numbering: the menu and the log name Fia pieces as the board does (`R1` is
    /// "red piece 1"), never by the 0-based notation (`p0`); Pairanoid's menu names the
    /// marble by its number as the board and the log do.
    #[test]
    fn menu_log_and_board_number_pieces_alike() {
        let fia = shown(game("fia", "Ann,Bo", 3), &"1\n".repeat(300), false);
        assert!(fia.contains("red piece 1: "), "a piece move came up: {fia}");
        for word in fia.split(|c: char| !c.is_alphanumeric()) {
            assert!(!matches!(word, "p0" | "p1" | "p2" | "p3"), "notation {word} shown:\n{fia}");
        }
        assert!(!fia.contains("piece 0"), "pieces count from 1");
        let pairanoid = shown(game("pairanoid", "Ann,Bo,Cy,Di", 3), &"1\n".repeat(300), false);
        let menu: Vec<&str> = pairanoid.lines().filter(|l| l.starts_with("   1) ") && l.contains(" → ")).collect();
        assert!(!menu.is_empty(), "{pairanoid}");
        for line in menu {
            let marble = line.split(" marble ").nth(1).unwrap_or_default();
            assert!(marble.starts_with(|c: char| ('1'..='4').contains(&c)), "{line}");
        }
    }

    /// A Pairanoid 7 split part by part: the board shown with the part typed so far
    /// already played, and how many steps are left.
    #[test]
    fn a_seven_being_split_shows_its_parts_and_the_steps_left() {
        let text = shown(game("pairanoid", "Ann,Bo,Cy,Di", 1), &"1\n".repeat(2500), false);
        let lines: Vec<&str> = text.lines().collect();
        let mut checked = 0;
        for (i, line) in lines.iter().enumerate() {
            // In words, as the steps were offered: "so far: play the 7, yellow marble 1: field 39 → field 40".
            let Some(part) = line.split(", so far: play the 7, ").nth(1) else { continue };
            assert!(!part.contains('>') && part.contains(" marble "), "the part in words: {line}");
            let Some(to) = part.split(" → field ").nth(1).filter(|_| !part.contains(", ")) else { continue };
            let note = lines[i + 1].strip_prefix("  the 7 so far: ").expect("the steps left are told");
            let numbers: Vec<u8> = note.split(' ').filter_map(|w| w.parse().ok()).collect();
            assert!(matches!(numbers[..], [used, left] if used >= 1 && used + left == 7), "{note}");
            let board = &lines[..i];
            // The four marble lists of the board shown last (a player whose marbles
            // are all home moves the partner's).
            let lists: Vec<&str> = board.iter().rev().filter(|l| l.contains(" marbles: ")).take(4).copied().collect();
            let on =
                |field: &str| lists.iter().any(|l| l.split_whitespace().any(|w| w.ends_with(&format!(":{field}"))));
            assert!(on(to), "{part} not on the board: {lists:?}");
            checked += 1;
        }
        assert!(checked > 0, "a 7 was split: {text}");
    }

    /// Pass-and-play Pairanoid: after the partner swap, each player's first turn shows,
    /// on their own board after the hand-off, the card they received (in their hand).
    #[test]
    fn after_the_partner_swap_each_player_is_told_the_card_received() {
        let text = shown(game("pairanoid", "Ann,Bo,Cy,Di", 2), &"1\n".repeat(400), false);
        let boards: Vec<&str> = text.split("press Enter when you hold the device").skip(1).collect();
        let mut told = std::collections::BTreeSet::new();
        for board in boards.iter().filter(|b| b.contains("to play: ")).take(4) {
            let line = board.lines().find(|l| l.contains("and received ")).expect("the received card is told");
            let got = line.rsplit(' ').next().unwrap();
            let mover = board.lines().find_map(|l| l.strip_prefix("to play: ")).unwrap();
            // The hand by card names ("2, 3, king"), its wrapped rest on indented lines.
            let lines: Vec<&str> = board.lines().collect();
            let at = lines.iter().position(|l| l.starts_with(mover) && l.contains("hand: ")).unwrap();
            let rest = lines[at + 1..].iter().take_while(|l| l.starts_with("    "));
            let own = std::iter::once(lines[at]).chain(rest.copied()).collect::<Vec<_>>().join(" ");
            let hand = own.split("hand: ").nth(1).unwrap();
            assert!(hand.split([',', ' ']).any(|c| c == got), "{got} in {own}");
            told.insert(mover.to_string());
        }
        assert_eq!(told.len(), 4, "all four were told: {told:?}");
    }

    /// Fjols pass-and-play: after the hand-off each player is shown what the others
    /// played since their own last turn (both of them, not only the previous player),
    /// public lines only: no picked-up card, no one else's hint.
    #[test]
    fn after_a_hand_off_each_player_catches_up_on_the_moves_since_their_turn() {
        let text = shown(game("fjols", "Ann,Bo,Cy", 2), &"h\n1\n".repeat(300), true);
        let names = ["Ann", "Bo", "Cy"];
        let mut checked = 0;
        for screen in text.split(CLEAR).skip(4).take(12) {
            let who = names.iter().position(|n| screen.starts_with(&format!("Pass the device to {n} "))).unwrap();
            let Some(block) = screen.split("Since your last turn:\n").nth(1) else { continue };
            let block: Vec<&str> = block.lines().take_while(|l| l.starts_with("  · ")).collect();
            assert!(block.iter().all(|l| !l.contains("new in your hand") && !l.contains("hint")), "{block:?}");
            // The two players who moved since: both of them are in the block.
            let others = [(who + 1) % 3, (who + 2) % 3];
            if others.iter().all(|&o| block.iter().any(|l| l.contains(&format!("{} (player", names[o])))) {
                checked += 1;
            }
        }
        assert!(checked >= 6, "most screens catch up on both other players ({checked}):\n{text}");
    }
}
