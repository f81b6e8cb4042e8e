//! The first-game guide of each game: a few steps, each marking one node of the
//! board the player is looking at (with the board's own hint mark) and saying one
//! line about it. Which node and which words are decided here, per game, as data; the
//! shells paint the mark and the caption and offer Next, Back and Skip.
//!
//! A step names its node by a pattern resolved against the scene on screen, so the
//! guide marks the player's own pieces whatever colour they play:
//! - `{colour}` is the viewer's seat colour ("red"), `{c}` its initial ("w", "b"),
//!   `{seat}` the viewer's seat number from 0, `{partner}` their partner's in a
//!   team game (the game's own teams);
//! - `@action` is the first node a tap on which plays something (a card that may be
//!   laid, the die to roll);
//! - anything else is a node id; `a|b` tries `a`, then `b`; `a+b` marks both
//!   together (a home path and its goal) with one rounded mark round them.
//!
//! A mark stays on the board: grown round a node at the board's edge, it is cut to
//! the scene rather than drawn over the screen's title or edge.
//!
//! A node that is not on the board (a variant without it) leaves the caption
//! unmarked rather than failing: the guide always reaches its end.

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::scene::{mark_node, MarkKind, Node, NodeKind, Rect, Scene, Shape};

/// One step of a guide as data: the node it marks and its caption's catalogue key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuideStep {
    /// The node pattern (see the module's documentation).
    pub node: &'static str,
    /// Catalogue key of the one-line caption.
    pub caption: &'static str,
}

/// How far a guide's mark stands out round its node, as a share of the node's smaller side.
const GUIDE_MARK_PAD: f32 = 0.22;

const fn step(node: &'static str, caption: &'static str) -> GuideStep {
    GuideStep { node, caption }
}

/// Fia med knuff: the nest, the die, the way out and round, the goal.
const FIA: &[GuideStep] = &[
    step("fia:nestarea:{colour}", "guide-fia-nest"),
    step("fia:die", "guide-fia-die"),
    step("fia:arrow:{colour}", "guide-fia-start"),
    step(
        "fia:home:{colour}:1+fia:home:{colour}:2+fia:home:{colour}:3+fia:home:{colour}:4+fia:home:{colour}:5+fia:goal:{colour}",
        "guide-fia-goal",
    ),
];

/// Pairanoid: the hand of cards, the nest, the start field, the goal lane and the partner.
const PAIRANOID: &[GuideStep] = &[
    step("card:{colour}:0", "guide-pairanoid-hand"),
    step("nestarea:{colour}", "guide-pairanoid-nest"),
    step("start-ring:{colour}", "guide-pairanoid-start"),
    step("goal:{colour}:1", "guide-pairanoid-goal"),
    step("seat:{partner}", "guide-pairanoid-partner"),
];

/// Fjols: the hand, the trumps, the card to beat, the pile and the fjols.
const FJOLS: &[GuideStep] = &[
    step("@action|seat:{seat}", "guide-fjols-hand"),
    step("trumps", "guide-fjols-trumps"),
    step("to_beat|laid", "guide-fjols-beat"),
    step("pile", "guide-fjols-pile"),
];

/// Fevga: the checkers, the dice, no hitting, bearing off.
const FEVGA: &[GuideStep] = &[
    step("{c}0", "guide-fevga-start"),
    step("dice", "guide-fevga-dice"),
    step("{c}14", "guide-fevga-block"),
    step("tray:{colour}", "guide-fevga-off"),
];

/// Durak: the hand, the trump under the stock, the pairs on the table, the others.
const DURAK: &[GuideStep] = &[
    step("@action|seat:{seat}", "guide-durak-hand"),
    step("trump", "guide-durak-trump"),
    step("laid", "guide-durak-table"),
    step("turn|stock", "guide-durak-seat"),
];

/// Portes: the furthest checkers, the dice, hitting and the bar, bearing off.
const PORTES: &[GuideStep] = &[
    step("{c}0", "guide-portes-start"),
    step("dice", "guide-fevga-dice"),
    step("bar:{colour}", "guide-portes-bar"),
    step("tray:{colour}", "guide-fevga-off"),
];

/// Plakoto: the start and the mother, the dice, pinning, bearing off.
const PLAKOTO: &[GuideStep] = &[
    step("{c}0", "guide-plakoto-start"),
    step("dice", "guide-fevga-dice"),
    step("board", "guide-plakoto-pin"),
    step("tray:{colour}", "guide-fevga-off"),
];

/// The tavli series: the score strip, the game in play and the next, the dice, bearing off.
const TAVLI: &[GuideStep] = &[
    step("score", "guide-tavli-score"),
    step("series", "guide-tavli-series"),
    step("dice", "guide-fevga-dice"),
    step("tray:{colour}", "guide-fevga-off"),
];

/// The steps of `game`'s guide.
pub fn steps(game: &str) -> Result<&'static [GuideStep], GameError> {
    match game {
        "fia" => Ok(FIA),
        "pairanoid" => Ok(PAIRANOID),
        "fjols" => Ok(FJOLS),
        "fevga" => Ok(FEVGA),
        "durak" => Ok(DURAK),
        "portes" => Ok(PORTES),
        "plakoto" => Ok(PLAKOTO),
        "tavli" => Ok(TAVLI),
        other => Err(GameError::UnknownGame(other.to_string())),
    }
}

/// A step as shown: its caption, where it is in the guide, and the mark to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownStep {
    /// The caption.
    pub caption: Msg,
    /// "2 of 4".
    pub progress: Msg,
    /// The step's number from 0.
    pub index: usize,
    /// How many steps there are.
    pub count: usize,
    /// True on the last step (Next finishes the guide).
    pub last: bool,
    /// The mark round the node, drawn over the board; `None` when the node is not on
    /// this board.
    pub mark: Option<Node>,
}

/// A guide being followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guide {
    steps: &'static [GuideStep],
    teams: &'static [&'static [Seat]],
    at: usize,
    /// Set once finished (the last Next) or skipped.
    ended: Option<GuideEnd>,
}

/// How a guide ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideEnd {
    /// Every step was shown and the last one closed with Next.
    Completed,
    /// The player skipped the rest.
    Skipped,
}

impl Guide {
    /// The guide of `game`, at its first step.
    pub fn new(game: &str) -> Result<Guide, GameError> {
        let teams = crate::catalog::game(game)?.info().teams;
        Ok(Guide { steps: steps(game)?, teams, at: 0, ended: None })
    }

    /// The step on screen over `scene` as `viewer` sees it (whose seat colour is
    /// `colour`); `None` once the guide has ended.
    pub fn shown(&self, scene: &Scene, viewer: Option<Seat>, colour: Option<&str>) -> Option<ShownStep> {
        if self.ended.is_some() {
            return None;
        }
        let step = self.steps[self.at];
        let found = step.node.split('|').find_map(|alt| {
            alt.split('+').map(|p| find(scene, p, self.teams, viewer, colour)).collect::<Option<Vec<&Node>>>()
        });
        let mark = found.filter(|nodes| !nodes.is_empty()).map(|nodes| {
            let label = Msg::new("scene-text").arg("text", Msg::new(step.caption));
            // One node keeps its own shape; several (a path) share a rounded box round them.
            let (shape, z) = match nodes.as_slice() {
                [n] => (n.shape, n.z),
                _ => (Shape::ROUNDED, nodes.iter().map(|n| n.z).max().unwrap_or(0)),
            };
            let left = nodes.iter().map(|n| n.rect.x).fold(f32::INFINITY, f32::min);
            let top = nodes.iter().map(|n| n.rect.y).fold(f32::INFINITY, f32::min);
            let right = nodes.iter().map(|n| n.rect.x + n.rect.w).fold(f32::NEG_INFINITY, f32::max);
            let bottom = nodes.iter().map(|n| n.rect.y + n.rect.h).fold(f32::NEG_INFINITY, f32::max);
            // A little larger than the node, so it rings the node's own marks (the die's
            // legal ring) instead of hiding under them; never past the board's edge.
            let pad = nodes.iter().map(|n| n.rect.w.min(n.rect.h)).fold(f32::INFINITY, f32::min) * GUIDE_MARK_PAD;
            let (x0, y0) = ((left - pad).max(0.0), (top - pad).max(0.0));
            let (x1, y1) = ((right + pad).min(scene.width), (bottom + pad).min(scene.height));
            let rect = Rect { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
            mark_node(MarkKind::Hint, format!("mark:guide:{}", self.at), rect, shape, label).z(z + 2)
        });
        Some(ShownStep {
            caption: Msg::new(step.caption),
            progress: Msg::new("guide-progress").arg("step", self.at + 1).arg("count", self.steps.len()),
            index: self.at,
            count: self.steps.len(),
            last: self.at + 1 == self.steps.len(),
            mark,
        })
    }

    /// To the next step; after the last, the guide is completed.
    pub fn next(&mut self) {
        if self.ended.is_none() {
            if self.at + 1 < self.steps.len() {
                self.at += 1;
            } else {
                self.ended = Some(GuideEnd::Completed);
            }
        }
    }

    /// Back one step (nothing before the first).
    pub fn back(&mut self) {
        if self.ended.is_none() {
            self.at = self.at.saturating_sub(1);
        }
    }

    /// Skips the rest.
    pub fn skip(&mut self) {
        if self.ended.is_none() {
            self.ended = Some(GuideEnd::Skipped);
        }
    }

    /// How it ended, once it has.
    pub fn ended(&self) -> Option<GuideEnd> {
        self.ended
    }
}

/// The node `pattern` (one alternative) names on `scene` for `viewer`, of seat colour `colour`.
fn find<'a>(
    scene: &'a Scene,
    pattern: &str,
    teams: &[&[Seat]],
    viewer: Option<Seat>,
    colour: Option<&str>,
) -> Option<&'a Node> {
    if pattern == "@action" {
        return scene.nodes.iter().find(|n| n.action.is_some() && n.kind != NodeKind::Mark);
    }
    let colour = colour.unwrap_or_default();
    let initial = colour.get(..1).unwrap_or_default();
    let seat = viewer.map(|s| s.to_string()).unwrap_or_default();
    let partner = viewer
        .and_then(|v| teams.iter().find(|t| t.contains(&v)).and_then(|t| t.iter().find(|&&s| s != v)))
        .map(|s| s.to_string())
        .unwrap_or_default();
    let id = pattern
        .replace("{colour}", colour)
        .replace("{c}", initial)
        .replace("{seat}", &seat)
        .replace("{partner}", &partner);
    scene.node(&id)
}

#[cfg(test)]
mod tests;
