//! The catalog of games, with every game behind one object-safe trait so the CLI and
//! the FFI can create, load and inspect any game by id.

use std::marker::PhantomData;

use crate::error::GameError;
use crate::event::Event;
use crate::game::{find_legal, legal_notations, Game, GameInfo, Seat, Setup, ToMove};
use crate::message::Msg;
use crate::rng::GameRng;
use crate::save::{SaveFile, SaveStore};
use crate::scene::Scene;
use crate::session::{PlaySession, Session, SessionConfig};

/// One game, type-erased: sessions and the notation tools.
pub trait GameDef: Send + Sync {
    /// Static facts and variants.
    fn info(&self) -> &'static GameInfo;
    /// Starts a session.
    fn new_session(&self, config: &SessionConfig) -> Result<Box<dyn PlaySession>, GameError>;
    /// Rebuilds a session from a save (replaying and checking it).
    fn load_session(&self, save: &SaveFile, name: &str) -> Result<Box<dyn PlaySession>, GameError> {
        self.load_session_with(save, name, true)
    }
    /// [`GameDef::load_session`]; with `derived_known` false the save's position,
    /// random stream and seat to move are not compared with the replay (a journal of
    /// actions does not hold them) and a chance entry without notation is drawn.
    fn load_session_with(
        &self,
        save: &SaveFile,
        name: &str,
        derived_known: bool,
    ) -> Result<Box<dyn PlaySession>, GameError>;
    /// The position after setup and the chance steps drawn from `seed` before the
    /// first decision (the roll-off, the first shuffle and deal).
    fn start_position(&self, setup: &Setup, seed: u64) -> Result<String, GameError>;
    /// Each seat's colour for a game set up so ([`Game::seat_colour`]): the new-game
    /// screen shows it beside the seat, so players pick a colour by picking a seat.
    fn seat_colours(&self, setup: &Setup) -> Result<Vec<Option<&'static str>>, GameError>;
    /// Each seat's team for `players` players (see [`Game::seat_team`]).
    fn seat_teams(&self, players: usize) -> Vec<Option<usize>>;
    /// Parses and re-formats a position (normalises it; errors on bad notation).
    fn normalise(&self, position: &str) -> Result<String, GameError>;
    /// Who is to move in a position.
    fn to_move(&self, position: &str) -> Result<ToMove, GameError>;
    /// Legal moves of the seat to move; at a chance node with listable outcomes,
    /// those outcomes.
    fn legal(&self, position: &str) -> Result<Vec<String>, GameError>;
    /// Applies a legal move (or a chance outcome) and returns the new position.
    fn apply(&self, position: &str, mv: &str) -> Result<(String, Vec<Event>), GameError>;
    /// Counts move sequences of `depth` decisions and chance outcomes (a chance node
    /// whose outcomes cannot be listed is a leaf).
    fn perft(&self, position: &str, depth: u32) -> Result<u64, GameError>;
    /// The seats at the table of a position.
    fn seat_count(&self, position: &str) -> Result<usize, GameError>;
    /// The scene of a position as `viewer` sees it; a viewer beyond the position's
    /// seats is refused ([`GameError::WrongSeat`]), never drawn as the table's view.
    fn scene(&self, position: &str, viewer: Option<Seat>) -> Result<Scene, GameError>;
}

/// The [`GameDef`] of a [`Game`].
pub struct Def<G: Game>(PhantomData<G>);

impl<G: Game> Def<G> {
    /// The definition (a zero-sized value).
    pub const fn new() -> Def<G> {
        Def(PhantomData)
    }
}

impl<G: Game> Default for Def<G> {
    fn default() -> Self {
        Def::new()
    }
}

fn perft_of<G: Game>(state: &G::State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match G::to_move(state) {
        ToMove::Over => 1,
        ToMove::Chance => match G::chance_outcomes(state) {
            Some(outcomes) => outcomes
                .iter()
                .map(|(mv, _)| {
                    let mut next = state.clone();
                    G::advance(&mut next, mv);
                    perft_of::<G>(&next, depth - 1)
                })
                .sum(),
            None => 1,
        },
        ToMove::Seat(_) => G::legal_moves(state)
            .iter()
            .map(|mv| {
                if depth == 1 {
                    return 1;
                }
                let mut next = state.clone();
                G::advance(&mut next, mv);
                perft_of::<G>(&next, depth - 1)
            })
            .sum(),
    }
}

impl<G: Game> GameDef for Def<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }

    fn new_session(&self, config: &SessionConfig) -> Result<Box<dyn PlaySession>, GameError> {
        Ok(Box::new(Session::<G>::new(config)?))
    }

    fn load_session_with(
        &self,
        save: &SaveFile,
        name: &str,
        derived_known: bool,
    ) -> Result<Box<dyn PlaySession>, GameError> {
        Ok(Box::new(Session::<G>::from_save_with(save, name, derived_known)?))
    }

    fn start_position(&self, setup: &Setup, seed: u64) -> Result<String, GameError> {
        let setup = setup.validated(G::info())?;
        let mut state = G::new_game(&setup)?;
        let mut rng = GameRng::new(seed);
        while G::to_move(&state) == ToMove::Chance {
            let mv = G::sample_chance(&state, &mut rng);
            G::advance(&mut state, &mv);
        }
        Ok(G::format_state(&state))
    }

    fn seat_colours(&self, setup: &Setup) -> Result<Vec<Option<&'static str>>, GameError> {
        let setup = setup.validated(G::info())?;
        let state = G::new_game(&setup)?;
        Ok((0..setup.players).map(|s| G::seat_colour(&state, s)).collect())
    }

    fn seat_teams(&self, players: usize) -> Vec<Option<usize>> {
        (0..players).map(|s| G::seat_team(players, s)).collect()
    }

    fn normalise(&self, position: &str) -> Result<String, GameError> {
        Ok(G::format_state(&G::parse_state(position)?))
    }

    fn to_move(&self, position: &str) -> Result<ToMove, GameError> {
        Ok(G::to_move(&G::parse_state(position)?))
    }

    fn legal(&self, position: &str) -> Result<Vec<String>, GameError> {
        let state = G::parse_state(position)?;
        match G::to_move(&state) {
            ToMove::Chance => Ok(G::chance_outcomes(&state)
                .unwrap_or_default()
                .iter()
                .map(|(mv, _)| G::format_move(&state, mv))
                .collect()),
            _ => Ok(legal_notations::<G>(&state)),
        }
    }

    fn apply(&self, position: &str, mv: &str) -> Result<(String, Vec<Event>), GameError> {
        let mut state = G::parse_state(position)?;
        let parsed = match G::to_move(&state) {
            ToMove::Chance => {
                let parsed = G::parse_move(&state, mv)?;
                if !G::chance_possible(&state, &parsed) {
                    return Err(GameError::IllegalMove {
                        mv: mv.to_string(),
                        reason: Msg::new("refuse-not-chance-outcome"),
                    });
                }
                parsed
            }
            _ => find_legal::<G>(&state, mv)?,
        };
        let events = G::apply(&mut state, &parsed);
        Ok((G::format_state(&state), events))
    }

    fn perft(&self, position: &str, depth: u32) -> Result<u64, GameError> {
        Ok(perft_of::<G>(&G::parse_state(position)?, depth))
    }

    fn seat_count(&self, position: &str) -> Result<usize, GameError> {
        Ok(G::seat_count(&G::parse_state(position)?))
    }

    fn scene(&self, position: &str, viewer: Option<Seat>) -> Result<Scene, GameError> {
        let state = G::parse_state(position)?;
        let seats = G::seat_count(&state);
        if let Some(seat) = viewer.filter(|&v| v >= seats) {
            return Err(GameError::WrongSeat { seat, reason: Msg::new("reason-seat-count").arg("count", seats) });
        }
        Ok(G::scene(&state, viewer))
    }
}

/// Every game in the catalog, in menu order.
pub fn games() -> Vec<&'static dyn GameDef> {
    crate::games::ALL.to_vec()
}

/// The game with this id.
pub fn game(id: &str) -> Result<&'static dyn GameDef, GameError> {
    games().into_iter().find(|g| g.info().id == id).ok_or_else(|| GameError::UnknownGame(id.to_string()))
}

/// Starts a session of the game named in the config.
pub fn new_session(config: &SessionConfig) -> Result<Box<dyn PlaySession>, GameError> {
    game(&config.game)?.new_session(config)
}

/// Loads a saved game from a store and rebuilds its session.
pub fn load_session(store: &SaveStore, id: &str) -> Result<Box<dyn PlaySession>, GameError> {
    store.load_game(id)
}
