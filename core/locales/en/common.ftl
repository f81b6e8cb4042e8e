# Words every area shares: colours, suits, ranks, cards, seats, bot levels, games,
# languages and counted things. Owned by the i18n helper; other areas reference
# these (`{ color-red }`) or the core passes them as nested messages.

## Colours of seats, pieces and checkers (lower case: they stand inside sentences).
color-red = red
color-blue = blue
color-yellow = yellow
color-green = green
color-white = white
color-black = black

# The same colours before a plural or a definite noun ("the red marble", "red marbles").
color-red-def = red
color-blue-def = blue
color-yellow-def = yellow
color-green-def = green
color-white-def = white
color-black-def = black

## Suits and ranks.
suit-clubs = clubs
suit-diamonds = diamonds
suit-hearts = hearts
suit-spades = spades
## One card of a suit ("a higher heart").
suit-card-clubs = club
suit-card-diamonds = diamond
suit-card-hearts = heart
suit-card-spades = spade
rank-ace = ace
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-jack = jack
rank-queen = queen
rank-king = king
rank-joker = joker
# A rank as a card's corner shows it (the terminal's compact card: K♥).
# The key to the terminal boards' letters (the colours' English initials).
board-letters = R = red, B = blue, Y = yellow, G = green
# A card with a suit ("king of hearts").
card-name = { $rank } of { $suit }
card-parse = “{ $text }” is not a card (e.g. Ah, Tc, 6s)

## Seats.
seat-human = human
seat-bot = bot
# A seat with no name of its own, counted from 1.
seat-numbered = player { $number }
# A seat and whether a person or a bot plays it ("Anna (bot, hard)").
seat-bot-named = { $name } (bot, { $level })
# A game's title when the players gave none: the game and its players.
title-default = { $game } – { $players }
title-list = { $first }, { $rest }

## Games.
game-fia = Fia med knuff
game-pairanoid = Pairanoid
game-fjols = Fjols
game-fevga = Fevga
game-durak = Durak
game-durak-subtitle = Дурак, the Russian “fool”
game-portes = Portes
game-plakoto = Plakoto
game-tavli = Tavli

## Languages, each in its own words.
lang-en = English
lang-sv = Svenska
lang-da = Dansk

## Counted things.
count-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
count-pieces = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}
count-marbles = { $count ->
    [one] { $count } marble
   *[other] { $count } marbles
}
count-checkers = { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
}
count-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
count-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
count-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
count-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## Short words.
word-yes = yes
word-no = no
word-on = on
word-off = off
# A list's last join ("red and blue").
list-and = { $first } and { $last }

## Steps and refusals every game shares.
step-chance = dice or cards (chance)
# A step in a word or two, where the board offers it as a chip or the app as a button at the thumb.
step-short-move = { $from } → { $to }
step-short-off = { $from } → off
step-short-enter = bar → { $to }
step-short-with-die = { $step } ({ $die })
step-short-swap = { $from } ⇄ { $to }
step-short-as = as { $card }
refuse-not-legal = “{ $move }” is not a legal move here
refuse-chance-acts = the dice or the cards act next, not a player
refuse-not-chance-outcome = the dice or the cards cannot give that here
refuse-nothing-built = no move has been built yet
refuse-nobody-moves = nobody can move now
refuse-game-over = the game is over
refuse-bad-notation = that cannot be read: { $reason }

## The move log.
log-move = { $piece }: { $from } → { $to }
log-comes-out = { $piece } comes out onto its start square
log-comes-out-to = { $piece } comes out to { $to }
log-knocks = { $move }, knocks { $knocked } home
log-sent-home = { $piece } is knocked home
log-square = { $square }
log-home-path = home path { $square }
log-goal = goal
log-nest = nest
log-point = { $point }
log-off-board = off the board
log-bar = the bar
log-place = { $id }
log-checker = { $color } checker
log-rolled = { $seat } rolls { $dice }
log-roll-off = roll-off: { $dice }
log-swapped = { $a } and { $b } swap places
log-shuffled = { $count } cards shuffled
log-dealt = { $count ->
    [one] { $count } card dealt to each
   *[other] { $count } cards dealt to each
}
log-card-played = { $seat } plays the { $card }
log-card-as = { $card } as { $value }
log-picked-up = { $seat } picks up { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
log-passes = { $seat } passes: { $reason }
log-finished = { $seat } is done, in place { $place }
# A move kept only in notation (from before a save's checkpoint).
log-notation = { $move }
log-game-over = game over

## Errors: what a player reads when something cannot be done (whole sentences).
error-unknown-game = There is no game “{ $game }”.
error-bad-config = That setup is not possible: { $reason }.
error-bad-position = That position cannot be read: { $reason }.
error-bad-move = “{ $move }” cannot be read: { $reason }.
error-refused = Not allowed: { $reason }.
error-stale = The game has moved on; try again.
error-wrong-seat = Not now: { $reason }.
error-game-over = The game is over.
error-cannot-undo = Cannot undo: { $reason }.
error-hand-off = Pass the device to { $name } first.
error-save-damaged = This saved game is damaged and cannot be opened.
error-save-newer = This game was saved by a newer version of Spelbord; update the app to open it.
error-in-use = This game is in use: { $reason }.
error-no-save = That saved game no longer exists.
error-io = Storage problem: { $reason }.
error-internal = Something went wrong inside Spelbord; reopen the game.

## Why a setup is not possible.
reason-players-exactly = { $game } is played by { $count } players, not { $given }
reason-players-between = { $game } is played by { $min } to { $max } players, not { $given }
reason-no-rule = { $game } has no house rule “{ $rule }”
reason-rule-value = “{ $value }” is not a choice for the house rule “{ $rule }”
reason-seat-name = every seat needs a name
reason-bot-level = there is no bot level “{ $level }” (beginner, casual, club, strong, master)
reason-lineup-empty = the lineup needs at least one bot level
reason-arena-no-bot = no bot is to move in the arena game

## Why a seat cannot act now.
reason-seat-count = { $count ->
    [one] there is only { $count } seat
   *[other] there are only { $count } seats
}
reason-seat-turn = it is { $name }'s turn
reason-seat-bot-turn = it is { $name }'s turn, and the computer plays it
reason-seat-device-goes = the device goes to { $name } first
reason-seat-no-hand-off = no hand-off is waiting
reason-seat-not-this-bot = that computer player is not to move
reason-seat-no-bot = no computer player is to move
reason-seat-nothing-to-see = nothing is waiting to be seen
reason-seat-no-player = no player is to act on this screen

## Why a move cannot be undone.
reason-undo-others-steps = the steps being built are another player's
reason-undo-nothing = nothing has been played yet
reason-undo-chance = a die was rolled or cards were dealt since
reason-undo-over = the game is over
reason-undo-own-only = only a person's own move can be undone
reason-undo-not-asked = no undo was asked for at this hand-off
reason-undo-played-since = another player has played since
reason-undo-played-for-you = a move played for you (your only one) is not taken back
reason-undo-imported = the game was continued online after that move

## Why a saved game is in use.
reason-in-use-here = it is already open in this app
reason-in-use-other = it is open in another Spelbord program; close it there first
reason-in-use-process = it is open in another Spelbord program (process { $process }); close it there first
reason-in-use-removed = its save was removed by another program while it was open; it is left as it is
reason-in-use-replaced = its save was replaced by another program while it was open; it is left as it is
reason-in-use-exists = a saved game with this id exists already; open it instead
# Why a saved game could not be read or written (the system's words stay in the log).
reason-io-not-found = the folder or file is not there
reason-io-denied = this program may not read or write there
reason-io-full = the storage is full
reason-io-read-only = the storage can only be read
reason-io-no-folder = no folder for saved games is set
reason-io-other = the device refused to read or write the file

## Why a move cannot be read.
reason-move-empty = the move is empty

## Why a position in notation cannot be read.
notation-position-empty = the line is empty
notation-position-wrong-game = a { $game } position starts with “{ $game }”, not “{ $head }”
notation-position-not-key-value = the field “{ $field }” is not written as key=value
notation-position-field-twice = the field “{ $field }” is given twice
notation-position-missing-field = the field “{ $field }” is missing
notation-position-not-number = the field { $field }=“{ $value }” is not a number
notation-position-unknown-field = there is no field called “{ $field }”
notation-position-bad-value = { $field }=“{ $value }” is not one of { $allowed }
notation-position-bad-entry = “{ $value }” is not one of { $allowed }
notation-position-count = { $field } lists { $count } entries, not { $expected }
notation-position-twice = { $field } names “{ $value }” twice

# Bot levels (issue 23): the word in a line ("Anna (bot, club)"), the name of a bot
# without one of its own, with its seat number, and one line on how each level plays.
bot-beginner = beginner
bot-casual = casual
bot-club = club
bot-strong = strong
bot-master = master
seat-bot-auto-beginner = Beginner bot { $n }
seat-bot-auto-casual = Casual bot { $n }
seat-bot-auto-club = Club bot { $n }
seat-bot-auto-strong = Strong bot { $n }
seat-bot-auto-master = Master bot { $n }
bot-beginner-about = plays for fun and makes a beginner’s mistakes, never a silly move
bot-casual-about = knows the main ideas, and often forgets them
bot-club-about = plays like a careful club player, one move at a time
bot-strong-about = looks ahead over the dice and the cards it cannot see
bot-master-about = looks further ahead than strong: a match for the best at the table
## Resigning and statistics (issue 22: resign, statistics)
resign-note = { $player } resigned
resign-note-fjols = { $player } resigned and is the fjols
resign-note-team = { $first } and { $second } conceded
reason-seat-resign-bot = a bot does not resign: only a person can
stats-summary = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won; { $streak } in a row now, best { $best }
stats-game = { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won, { $losses } lost{ $resigned ->
    [0] {""}
   *[other] {" "}({ $resigned } resigned)
}, best run { $best }
stats-places = Places: { $list }
stats-places-fools = Places: { $list }; the fool { $fools ->
    [one] once
   *[other] { $fools } times
}
stats-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} ×{ $count }
stats-place-none = none yet
stats-bar = { $wins } of { $games } won
stats-versus-person = Against { $name }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, ahead in { $ahead }
stats-versus-bots = Against { $level } bots: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins } won
stats-problem-damaged = The statistics file cannot be read ({ $reason }). It is kept as it is; reset the statistics to start again.
stats-problem-newer = The statistics were written by a newer Spelbord ({ $reason }). They are kept as they are.
stats-problem-io = The statistics cannot be read: { $reason }
resign-question = It counts as a loss for { $name }. The game cannot be taken back.
resign-team = It counts as a loss for { $name } and their partner.
guide-progress = { $step } of { $count }
guide-fia-nest = Your four pieces wait here in the nest.
guide-fia-die = Tap the die to roll. A 1 or a 6 brings a piece out of the nest.
guide-fia-start = Pieces come out here and run once round the board, clockwise.
guide-fia-goal = Then up your home path into the goal. Land on a piece to knock it home; first with all four home wins.
guide-pairanoid-hand = Your cards: each turn you play one to move a marble. An ace or a king brings a marble out.
guide-pairanoid-nest = Your four marbles start here in the nest.
guide-pairanoid-start = They come out on your start field and race round the track.
guide-pairanoid-goal = From the start field a marble can step into this goal lane. Fill it with all four.
guide-pairanoid-partner = Your partner sits opposite: the first pair with all eight marbles home wins.
guide-fjols-hand = Your hand. Tap a card to beat the card on the table, or to lead when nothing is there.
guide-fjols-trumps = The trumps: the high trump beats every other suit, the low trump every suit but the high one.
guide-fjols-beat = The card to beat: beat it with a higher card of its suit, or with a trump if you have none of its suit. Cannot? Pick it up.
guide-fjols-pile = After each card you lay, draw from the pile. The first out wins; the last with cards is the fjols.
guide-fevga-start = Your 15 checkers start on this point. Both players run the same way round the board.
guide-fevga-dice = Tap the dice to roll, then move a checker for each number.
guide-fevga-block = No hitting in Fevga: one checker alone holds a point, and the other player cannot land there.
guide-fevga-off = Bring all 15 into your last quarter, then bear them off here. First to bear off all wins.
guide-durak-hand = Your hand. Tap a card to attack or throw in, or to beat a card on the table; the line above says whose decision it is.
guide-durak-trump = The trump card lies under the stock: its suit beats every other suit. The number is the cards left in the stock.
guide-durak-table = The table: each attack card with the card that beat it laid over it. Beat every card, or take them all.
guide-durak-seat = The others: who attacks, who defends, and how many cards each holds. The last with cards is the durak.
guide-portes-start = Your checkers run round the board to your home quarter; these have the furthest to go.
guide-portes-bar = Land on a single opposing checker to hit it: it goes to the bar and must enter again before its side moves anything else.
guide-plakoto-start = All 15 of your checkers start here. The last one to leave is your mother: if it is pinned here, you lose 2 points.
guide-plakoto-pin = No hitting in Plakoto: land on a single opposing checker to pin it. It cannot move while you stay on it.
guide-tavli-score = The series' score: Portes, Plakoto and Fevga are played in turn until someone reaches the target.
guide-tavli-series = The game being played and the one that comes next. The winner of a game starts the next one.
## The Spelbord server's refusals (server crate)
server-replaced = Another device has taken over this seat.
server-unknown-code = No open seat has this invite code. Check the code with the host.
server-expired-code = This invite code has expired. Ask the host for a new one.
server-bad-token = This device's seat is not in that game any more. Ask the host to invite you again.
## The table's words for what happened to a player without their choosing it (issue 20)
table-reveal-played = Played for { $name }:
table-reveal-roll = { $name } rolled:
table-reveal-done = OK, go on
table-reveal-done-pass = Seen: pass it to the next player
table-undo-move = Undo { $name }’s move
table-undo-hand-off = { $name }’s move is taken back once { $name } holds the device: only { $name } sees their cards again.
table-undo-ready = I am { $name }: take back my move
table-undo-keep = Keep the move: back to { $name }
catch-up-taken-back = { $line } (taken back)
log-roll-off-each = roll-off: { $rolls }
log-roll-off-one = { $seat } rolled { $value }
log-starts = { $seat } starts
## Colours the colour-blind set draws in place of red and green (vermilion, bluish
## green): texts name what the player sees.
color-orange = orange
color-teal = teal
color-orange-def = orange
color-teal-def = teal
# A person's seat before they type a name ("Player 1"): read in the reader's language.
seat-player-auto = Player { $n }

## Resigning and playing on (issue 22)
resign-choice-all = Resign
reason-seat-not-playing = { $name } has left the game
reason-resign-not-offered = that way of resigning is not offered now
reason-undo-resigned = a resignation cannot be taken back

## The server's own refusals (issue 24)
server-refuse-conflict = Another change came first; here is the game as it is now.
server-refuse-storage = The game could not be stored; nothing was changed. Try again.
server-refuse-contribution = The contribution must be { $digits } hex digits.
server-refuse-gone = The game is no longer stored.
server-refuse-damaged = The stored game could not be read.
server-refuse-one-host = Exactly one seat is the host's own.
server-refuse-export-not-ended = A game is exported once it has ended.
server-refuse-never-started = The game never started.
server-refuse-not-started = Not every seat is taken yet.
server-refuse-own-seat = A device acts only for its own seat.
server-refuse-in-game = This connection is in a game already.
server-refuse-host-ends = Only the host ends the game.
server-refuse-host-reissues = Only the host re-issues a seat.
server-refuse-reissue-other = Only another person's seat can be re-issued.
server-refuse-not-in-game = Create, join or resume a game first.
server-refuse-protocol = This server speaks protocol { $version }.
server-refuse-binary = Frames are JSON text.
server-refuse-frame-size = Frames are at most { $bytes } bytes.
server-refuse-rate = Too many frames per second.
server-refuse-guesses = Too many wrong codes were tried. Wait a minute and try again.
server-refuse-busy = This server has too many open invitations right now. Try again later.
import-bad-save = This save cannot be read: it is damaged, or not a Spelbord save.
import-newer-save = This game was saved by a newer version of Spelbord; update the server to continue it.
import-game-over = This game is over: a finished game cannot be continued.
import-bad-request = The game cannot be continued so: { $reason }
import-no-such-seat = the save has no seat { $seat } (it has { $seats })
import-bot-seat = seat { $seat } is a bot's
import-seat-count = the save has { $saved } seats, not { $given }
fair-dice-from-import = { $moves ->
    [one] Checked from where the game came online: { $moves } move was played on a device before it.
   *[other] Checked from where the game came online: { $moves } moves were played on a device before it.
}
server-refuse-import-size = A game to import is at most { $bytes } bytes.
server-refuse-status-many = A status request asks about at most { $max } games.

## A typed name (core/src/names.rs): the same rule on a device, the server and the terminal
name-length = A name is 1 to { $max } characters long.
name-hidden = A name can't contain invisible or control characters.
reason-name-length = a name is 1 to { $max } characters long
reason-name-hidden = a name can't contain invisible or control characters
