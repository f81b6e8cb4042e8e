//! The board scene, its theme and (in `motion`) its transitions over the FFI: records
//! mirroring `spelbord_core::scene`, so a shell paints a board from these alone. How
//! to paint them is documented on `spelbord_core::scene` and on each record here.

use spelbord_core::scene as sc;

use crate::i18n::Message;

/// A rectangle in board units (x right, y down; both axes the same unit).
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct UnitRect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl From<sc::Rect> for UnitRect {
    fn from(r: sc::Rect) -> Self {
        UnitRect { x: r.x, y: r.y, w: r.w, h: r.h }
    }
}

/// What a scene node holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum NodeKind {
    /// Board background or an area (nest area, felt, frame).
    Area,
    /// A space a piece can stand on (field, point, slot, pile).
    Space,
    /// A pawn, marble or checker.
    Piece,
    /// A playing card.
    Card,
    /// A die or the doubling cube.
    Die,
    /// A highlight (see its face's mark kind).
    Mark,
    /// A text label.
    Label,
}

/// What a node is to a screen reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Role {
    /// Not an accessibility element.
    Hidden,
    /// A thing on the board (a button when the node has an action).
    Item,
    /// Text to read.
    Text,
    /// Announce when it changes (whose turn, the roll).
    Status,
}

/// A direction on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Dir {
    /// Towards the top.
    Up,
    /// Towards the bottom.
    Down,
    /// Towards the left.
    Left,
    /// Towards the right.
    Right,
}

/// The outline a node is drawn with, fitted to its rectangle.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Enum)]
pub enum Shape {
    /// The rectangle.
    Rect,
    /// Rounded corners; `radius` is a fraction of the shorter side.
    RoundRect {
        /// Corner radius as a fraction of the shorter side.
        radius: f32,
    },
    /// The inscribed ellipse (a circle in a square).
    Circle,
    /// The inscribed circle's ring in the node's fill colour, `width` a fraction of
    /// the shorter side.
    Ring {
        /// Thickness as a fraction of the shorter side.
        width: f32,
    },
    /// Base on the side opposite `apex`, tip in the middle of the `apex` side.
    Triangle {
        /// Which side the tip touches.
        apex: Dir,
    },
    /// An arrow across the rectangle pointing to `dir`.
    Arrow {
        /// Where it points.
        dir: Dir,
    },
}

/// A card's rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Rank {
    /// Ace.
    Ace,
    /// 2..=10.
    Number {
        /// The number.
        value: u8,
    },
    /// Jack.
    Jack,
    /// Queen.
    Queen,
    /// King.
    King,
    /// Joker.
    Joker,
}

/// A card's suit (print ♣♦♥♠; diamonds and hearts in `suit-red`, the others in `suit-black`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Suit {
    /// ♣
    Clubs,
    /// ♦
    Diamonds,
    /// ♥
    Hearts,
    /// ♠
    Spades,
}

/// A trump badge in a card's corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Trump {
    /// None.
    None,
    /// High trump (`trump-high`).
    High,
    /// Low trump (`trump-low`).
    Low,
    /// The one trump suit of a game that has one (Durak; `trump`).
    Only,
}

/// What a mark marks; its colour is the theme key `mark-<kind>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum MarkKind {
    /// May be chosen now.
    Legal,
    /// Where a choosable piece may go (dashed; tappable).
    Target,
    /// Chosen so far.
    Selected,
    /// The last move.
    Last,
    /// A step of the hint (dashed).
    Hint,
    /// Whose turn.
    Turn,
    /// The card to beat.
    ToBeat,
}

/// What is printed on a node.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Face {
    /// Nothing but the shape (and the node's text).
    Plain,
    /// A piece with its number (0: none).
    Piece {
        /// Number printed on it.
        number: u8,
    },
    /// The top of a stack taller than drawn: print the count.
    Stack {
        /// Checkers on the point.
        count: u8,
    },
    /// A face-up card. Print `index` (rendered) in the top-left corner with `symbol`
    /// under it, and `symbol` large in the middle (the index there when the game has
    /// no suits), all in the theme key `ink`; a trump badge is a small disc of
    /// `badge_color` with `badge` on it in that key's ink, top right. Trump is never
    /// shown by recolouring the card.
    Card {
        /// The rank (what the card is).
        rank: Rank,
        /// Suit, if the game has suits.
        suit: Option<Suit>,
        /// Trump badge.
        trump: Trump,
        /// The corner index in the player's language (A, Kn, D, K…).
        index: Message,
        /// The suit symbol (♣♦♥♠), empty for a game without suits.
        symbol: String,
        /// Theme key of the index and symbol (`suit-red`, `suit-black`).
        ink: String,
        /// The badge symbol (▲ high, ▼ low), empty without a badge.
        badge: String,
        /// Theme key of the badge disc (`trump-high`, `trump-low`), empty without one.
        badge_color: String,
    },
    /// A card's back.
    CardBack,
    /// A die's pips (0: blank).
    Die {
        /// Value shown.
        value: u8,
    },
    /// The doubling cube.
    Cube {
        /// Number shown.
        value: u32,
    },
    /// A mark: only the outline.
    Mark {
        /// What it marks.
        mark: MarkKind,
    },
}

/// One drawable thing of the board.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct SceneNode {
    /// Stable id: the same piece keeps it as it moves.
    pub id: String,
    /// What it holds.
    pub kind: NodeKind,
    /// Where it is, in board units.
    pub rect: UnitRect,
    /// Its outline.
    pub shape: Shape,
    /// Theme key of the fill, or empty.
    pub color: String,
    /// Theme key of the outline, or empty.
    pub outline: String,
    /// Outline width in board units.
    pub line: f32,
    /// Dashed outline.
    pub dashed: bool,
    /// What is printed on it.
    pub face: Face,
    /// Visible text, rendered with `render_message`.
    pub text: Option<Message>,
    /// The text's short form: drawn instead of `text` where the board is too small
    /// for `text` at the smallest readable size (a phone).
    pub short: Option<Message>,
    /// What a screen reader says.
    pub label: Message,
    /// Its accessibility role.
    pub role: Role,
    /// Step notation a tap triggers, when tappable now.
    pub action: Option<String>,
    /// Drawing order, higher on top.
    pub z: i32,
}

/// The arrangement of a scene.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Layout {
    /// Square.
    Square,
    /// Taller than wide.
    Portrait,
    /// Wider than tall.
    Landscape,
}

/// The board as one viewer sees it.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct BoardScene {
    /// Width in board units; scale uniformly by `min(W / width, H / height)`.
    pub width: f32,
    /// Height in board units.
    pub height: f32,
    /// `width / height`, for letterboxing the board in a drawing area.
    pub aspect: f32,
    /// The arrangement it was laid out for.
    pub layout: Layout,
    /// Nodes, drawn in `z` order then list order.
    pub nodes: Vec<SceneNode>,
}

impl From<sc::Dir> for Dir {
    fn from(d: sc::Dir) -> Self {
        match d {
            sc::Dir::Up => Dir::Up,
            sc::Dir::Down => Dir::Down,
            sc::Dir::Left => Dir::Left,
            sc::Dir::Right => Dir::Right,
        }
    }
}

impl From<sc::Shape> for Shape {
    fn from(s: sc::Shape) -> Self {
        match s {
            sc::Shape::Rect => Shape::Rect,
            sc::Shape::RoundRect { radius } => Shape::RoundRect { radius },
            sc::Shape::Circle => Shape::Circle,
            sc::Shape::Ring { width } => Shape::Ring { width },
            sc::Shape::Triangle { apex } => Shape::Triangle { apex: apex.into() },
            sc::Shape::Arrow { dir } => Shape::Arrow { dir: dir.into() },
        }
    }
}

impl From<sc::Rank> for Rank {
    fn from(r: sc::Rank) -> Self {
        match r {
            sc::Rank::Ace => Rank::Ace,
            sc::Rank::Number(value) => Rank::Number { value },
            sc::Rank::Jack => Rank::Jack,
            sc::Rank::Queen => Rank::Queen,
            sc::Rank::King => Rank::King,
            sc::Rank::Joker => Rank::Joker,
        }
    }
}

impl From<sc::Suit> for Suit {
    fn from(s: sc::Suit) -> Self {
        match s {
            sc::Suit::Clubs => Suit::Clubs,
            sc::Suit::Diamonds => Suit::Diamonds,
            sc::Suit::Hearts => Suit::Hearts,
            sc::Suit::Spades => Suit::Spades,
        }
    }
}

impl From<sc::MarkKind> for MarkKind {
    fn from(m: sc::MarkKind) -> Self {
        match m {
            sc::MarkKind::Legal => MarkKind::Legal,
            sc::MarkKind::Target => MarkKind::Target,
            sc::MarkKind::Selected => MarkKind::Selected,
            sc::MarkKind::Last => MarkKind::Last,
            sc::MarkKind::Hint => MarkKind::Hint,
            sc::MarkKind::Turn => MarkKind::Turn,
            sc::MarkKind::ToBeat => MarkKind::ToBeat,
        }
    }
}

impl From<sc::Face> for Face {
    fn from(f: sc::Face) -> Self {
        match f {
            sc::Face::Plain => Face::Plain,
            sc::Face::Piece { number } => Face::Piece { number },
            sc::Face::Stack { count } => Face::Stack { count },
            sc::Face::Card { rank, suit, trump } => {
                let (badge, badge_color) = trump.badge().unwrap_or_default();
                Face::Card {
                    rank: rank.into(),
                    suit: suit.map(Into::into),
                    trump: match trump {
                        sc::Trump::None => Trump::None,
                        sc::Trump::High => Trump::High,
                        sc::Trump::Low => Trump::Low,
                        sc::Trump::Only => Trump::Only,
                    },
                    index: rank.index_msg().into(),
                    symbol: suit.map(|s| s.symbol().to_string()).unwrap_or_default(),
                    ink: suit.map_or("suit-black", |s| s.ink()).to_string(),
                    badge: badge.to_string(),
                    badge_color: badge_color.to_string(),
                }
            }
            sc::Face::CardBack => Face::CardBack,
            sc::Face::Die { value } => Face::Die { value },
            sc::Face::Cube { value } => Face::Cube { value },
            sc::Face::Mark { mark } => Face::Mark { mark: mark.into() },
        }
    }
}

impl From<sc::Layout> for Layout {
    fn from(l: sc::Layout) -> Self {
        match l {
            sc::Layout::Square => Layout::Square,
            sc::Layout::Portrait => Layout::Portrait,
            sc::Layout::Landscape => Layout::Landscape,
        }
    }
}

impl From<Layout> for sc::Layout {
    fn from(l: Layout) -> Self {
        match l {
            Layout::Square => sc::Layout::Square,
            Layout::Portrait => sc::Layout::Portrait,
            Layout::Landscape => sc::Layout::Landscape,
        }
    }
}

impl From<sc::Node> for SceneNode {
    fn from(n: sc::Node) -> Self {
        SceneNode {
            id: n.id,
            kind: match n.kind {
                sc::NodeKind::Area => NodeKind::Area,
                sc::NodeKind::Space => NodeKind::Space,
                sc::NodeKind::Piece => NodeKind::Piece,
                sc::NodeKind::Card => NodeKind::Card,
                sc::NodeKind::Die => NodeKind::Die,
                sc::NodeKind::Mark => NodeKind::Mark,
                sc::NodeKind::Label => NodeKind::Label,
            },
            rect: n.rect.into(),
            shape: n.shape.into(),
            color: n.color,
            outline: n.outline,
            line: n.line,
            dashed: n.dashed,
            face: n.face.into(),
            text: n.text.map(Into::into),
            short: n.short.map(Into::into),
            label: n.label.into(),
            role: match n.role {
                sc::Role::Hidden => Role::Hidden,
                sc::Role::Item => Role::Item,
                sc::Role::Text => Role::Text,
                sc::Role::Status => Role::Status,
            },
            action: n.action,
            z: n.z,
        }
    }
}

impl From<sc::Scene> for BoardScene {
    fn from(s: sc::Scene) -> Self {
        BoardScene {
            width: s.width,
            height: s.height,
            aspect: s.aspect(),
            layout: s.layout.into(),
            nodes: s.nodes.into_iter().map(Into::into).collect(),
        }
    }
}

/// Light or dark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ThemeName {
    /// Light surfaces, dark ink.
    Light,
    /// Dark surfaces, light ink.
    Dark,
}

/// A fill pattern laid over a colour in the colour-blind set, in the colour's ink.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Pattern {
    /// Plain.
    None,
    /// Diagonal stripes.
    Stripes,
    /// Dots.
    Dots,
    /// A grid of lines.
    Grid,
    /// Concentric rings.
    Rings,
}

/// One colour of the theme.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct ThemeColor {
    /// The key nodes use.
    pub key: String,
    /// 0xRRGGBB.
    pub rgb: u32,
    /// Opacity 0..1.
    pub alpha: f32,
    /// Text and pattern ink that reads on it, 0xRRGGBB.
    pub ink: u32,
    /// Pattern over fills of this colour (colour-blind set only).
    pub pattern: Pattern,
}

/// The palette of one look: every key a scene uses.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct Theme {
    /// Light or dark.
    pub name: ThemeName,
    /// The colour-blind-safe set.
    pub colour_blind: bool,
    /// The colours.
    pub colors: Vec<ThemeColor>,
}

impl From<sc::Theme> for Theme {
    fn from(t: sc::Theme) -> Self {
        Theme {
            name: match t.name {
                sc::ThemeName::Light => ThemeName::Light,
                sc::ThemeName::Dark => ThemeName::Dark,
            },
            colour_blind: t.colour_blind,
            colors: t
                .colors
                .into_iter()
                .map(|c| ThemeColor {
                    key: c.key,
                    rgb: c.rgb,
                    alpha: c.alpha,
                    ink: c.ink,
                    pattern: match c.pattern {
                        sc::Pattern::None => Pattern::None,
                        sc::Pattern::Stripes => Pattern::Stripes,
                        sc::Pattern::Dots => Pattern::Dots,
                        sc::Pattern::Grid => Pattern::Grid,
                        sc::Pattern::Rings => Pattern::Rings,
                    },
                })
                .collect(),
        }
    }
}

/// The arrangement that fits a board area of `width` × `height` (any unit): wide,
/// tall or about square. The one rule every shell uses to call `Table::set_layout`.
#[uniffi::export]
pub fn layout_for_area(width: f32, height: f32) -> Layout {
    sc::Layout::for_area(width, height).into()
}

/// The palette for `name` (colour-blind-safe when asked): the only palette a shell uses.
#[uniffi::export]
pub fn theme(name: ThemeName, colour_blind: bool) -> Theme {
    let name = match name {
        ThemeName::Light => sc::ThemeName::Light,
        ThemeName::Dark => sc::ThemeName::Dark,
    };
    sc::theme(name, colour_blind).into()
}
