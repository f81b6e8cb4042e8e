//! Semantic faces: what is printed on a node, said as what it is (a card's rank and
//! suit, a die's value, a stack's count), never as text the shell would have to
//! parse. The shell draws each face its own way (suit symbols, pips) and the SVG
//! renderer shows the reference look.

use serde::{Deserialize, Serialize};

use crate::message::Msg;

/// A card's rank, as printed in its corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    /// The ace.
    Ace,
    /// A number card, 2..=10.
    Number(u8),
    /// The jack.
    Jack,
    /// The queen.
    Queen,
    /// The king.
    King,
    /// The joker.
    Joker,
}

impl Rank {
    /// The rank's word in the catalogue (`rank-ace`, `rank-7`), for labels.
    pub fn msg(self) -> Msg {
        Msg::new(format!("rank-{}", self.word()))
    }

    /// The corner index in the player's language (`scene-index` with `rank`: A, Kn,
    /// D, K in Swedish; A, B, D, K in Danish; the number for number cards).
    pub fn index_msg(self) -> Msg {
        Msg::new("scene-index").arg("rank", self.word())
    }

    fn word(self) -> String {
        match self {
            Rank::Ace => "ace".to_string(),
            Rank::Number(n) => n.to_string(),
            Rank::Jack => "jack".to_string(),
            Rank::Queen => "queen".to_string(),
            Rank::King => "king".to_string(),
            Rank::Joker => "joker".to_string(),
        }
    }
}

/// A card's suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    /// ♣, black.
    Clubs,
    /// ♦, red.
    Diamonds,
    /// ♥, red.
    Hearts,
    /// ♠, black.
    Spades,
}

impl Suit {
    /// The suit symbol.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// Theme key of the ink the suit is printed in: the usual red and black, never
    /// anything else (a trump is a badge, not a colour).
    pub fn ink(self) -> &'static str {
        match self {
            Suit::Diamonds | Suit::Hearts => "suit-red",
            Suit::Clubs | Suit::Spades => "suit-black",
        }
    }

    /// The suit's name in the catalogue (`suit-hearts`).
    pub fn msg(self) -> Msg {
        let suit = match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        };
        Msg::new(format!("suit-{suit}"))
    }
}

/// The trump badge drawn in a card's corner (Fjols): separate from the card's
/// colours, so a trump reads as a trump at a glance and the suit keeps its ink.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trump {
    /// No badge.
    #[default]
    None,
    /// The high trump suit (theme key `trump-high`).
    High,
    /// The low trump suit (theme key `trump-low`).
    Low,
    /// The one trump suit of a game that has one (Durak): a star, not Fjols' high or
    /// low arrow (theme key `trump`).
    Only,
}

impl Trump {
    /// The badge's symbol and the theme key of its disc: ▲ on `trump-high`, ▼ on
    /// `trump-low`, ★ on `trump`; `None` for no badge. Every shell draws this one look.
    pub fn badge(self) -> Option<(&'static str, &'static str)> {
        match self {
            Trump::None => None,
            Trump::High => Some(("\u{25B2}", "trump-high")),
            Trump::Low => Some(("\u{25BC}", "trump-low")),
            Trump::Only => Some(("\u{2605}", "trump")),
        }
    }
}

/// What a mark node marks. Each kind has its theme key `mark-<kind>` and one look in
/// every game, so a player learns it once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkKind {
    /// A piece or card that may be chosen now (solid ring or outline).
    Legal,
    /// A space a chosen or choosable piece may go to (dashed outline); tapping it
    /// picks that step.
    Target,
    /// The piece or card chosen so far in a move being built.
    Selected,
    /// Where the last move of a seat started and ended, or the card it laid.
    Last,
    /// A step of the hinted move (dotted outline).
    Hint,
    /// Whose turn it is: a ring the size of a piece, or a frame round a seat's name.
    Turn,
    /// The card to beat (Fjols).
    ToBeat,
}

impl MarkKind {
    /// The theme key of this mark's colour.
    pub fn color(self) -> &'static str {
        match self {
            MarkKind::Legal => "mark-legal",
            MarkKind::Target => "mark-target",
            MarkKind::Selected => "mark-selected",
            MarkKind::Last => "mark-last",
            MarkKind::Hint => "mark-hint",
            MarkKind::Turn => "mark-turn",
            MarkKind::ToBeat => "mark-to-beat",
        }
    }

    /// Drawing order of the mark (over spaces, under or over pieces).
    pub fn z(self) -> i32 {
        match self {
            MarkKind::Turn => 8,
            MarkKind::Last => 40,
            MarkKind::Hint => 45,
            MarkKind::Target | MarkKind::Legal => 50,
            MarkKind::Selected | MarkKind::ToBeat => 55,
        }
    }
}

/// What is printed on a node.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(tag = "face", rename_all = "snake_case")]
pub enum Face {
    /// Nothing: the shape in its colours (spaces, areas), or the node's text.
    #[default]
    Plain,
    /// A pawn, marble or checker, with the mark that tells it apart without colour
    /// (its number; 0 = no number, e.g. checkers).
    Piece {
        /// The number printed on it, 1-based; 0 for none.
        number: u8,
    },
    /// The top checker of a stack taller than is drawn: print `count` on it.
    /// Stacks draw at most five checkers (see [`crate::scene::STACK_DRAWN`]).
    Stack {
        /// Checkers on the point.
        count: u8,
    },
    /// A face-up card.
    Card {
        /// Corner index.
        rank: Rank,
        /// Suit (None for games without suits, like Pairanoid: print the rank large).
        suit: Option<Suit>,
        /// Trump badge for the corner.
        trump: Trump,
    },
    /// A card seen from the back (theme key `card-back`); it never names the card.
    CardBack,
    /// A die: draw `value` pips (1..=6); 0 is a blank die waiting for a roll.
    Die {
        /// The value shown.
        value: u8,
    },
    /// The doubling cube showing `value` (64 when nobody owns it yet).
    Cube {
        /// The number printed.
        value: u32,
    },
    /// A mark (see [`MarkKind`]), drawn as the node's shape in outline.
    Mark {
        /// What it marks.
        mark: MarkKind,
    },
}

impl Face {
    /// True for a face-up card.
    pub fn is_face_up_card(&self) -> bool {
        matches!(self, Face::Card { .. })
    }
}
