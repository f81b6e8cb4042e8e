# Fia med knuff: step labels, refusals, pass reasons and notes (keys start 'fia-').

# A piece by colour and number ("red piece 2").
fia-piece = { $color } piece { $piece }
fia-step-roll = roll the die
fia-step-out-start = { $count ->
    [one] a { $color } piece out to the start square
   *[other] two { $color } pieces out to the start square
}
fia-step-out-six = a { $color } piece out straight to square { $square }
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → goal
# A square of the walk as the board labels it: a track square by its number, a home-path square.
fia-spot-square = { $square }

fia-exit-1or6 = a 1 or a 6
fia-exit-6 = a 6
fia-refuse-roll-first = roll the die first
fia-refuse-out-number = no piece out on a { $die }: going out needs { $numbers }
fia-refuse-out-nest-empty = no piece out: none is left in the nest
fia-refuse-out-own-start = no piece out: your own piece stands on the start square
fia-refuse-out-two = two pieces out needs two pieces in the nest
fia-refuse-out = no piece can go out now
fia-refuse-piece-in-nest = that piece is in the nest: it needs to come out first
fia-refuse-piece-in-goal = that piece is already in the goal
fia-refuse-piece-blocked = that piece cannot move: it would pass or land on your own piece, land on a protected piece, or overshoot the goal
fia-refuse-piece-overshoot = that piece would go past the goal: it needs exactly { $count } to get in
fia-refuse-piece-own = that piece would pass or land on your own piece { $piece }
fia-refuse-piece-protected = that piece would land on a { $color } piece, which is safe on its own start square

fia-pass-three-sixes = a third 6 in a row is not played
fia-pass-no-move-six = no piece can move the 6 (roll again)
fia-pass-no-move = no piece can move
fia-note-try-again = no piece out: roll again

## House rules: name, each value, what it does.
fia-variant-pieces = Pieces per player
fia-variant-pieces-4 = 4
fia-variant-pieces-2 = 2 (short game)
fia-variant-pieces-help = How many pieces each player brings home.
fia-variant-exit = Out of the nest
fia-variant-exit-1or6 = on a 1 or a 6
fia-variant-exit-6 = only on a 6
fia-variant-exit-help = Which numbers bring a piece out of the nest.
fia-variant-three-sixes = Three sixes in a row
fia-variant-three-sixes-play = nothing special
fia-variant-three-sixes-pass = the third 6 is lost
fia-variant-three-sixes-help = With “lost”, the third 6 in a row is not played and the turn passes.
fia-variant-knock = Knocking home
fia-variant-knock-land = only where you land
fia-variant-knock-passed = also every piece you pass
fia-variant-knock-help = Whether passing an opponent's piece on the track knocks it home too.
fia-variant-goal = Into the goal
fia-variant-goal-bounce = bounce back
fia-variant-goal-exact = exact count
fia-variant-goal-reach = reaching is enough
fia-variant-goal-help = A throw too high for the goal: walk in and back, need the exact number, or just reach it.
fia-variant-start-squares = Start squares
fia-variant-start-squares-open = not protected
fia-variant-start-squares-safe = protected
fia-variant-start-squares-help = With “protected”, a piece on its own start square cannot be knocked home.
fia-variant-end = End
fia-variant-end-first = when the first is home
fia-variant-end-all = play on for every place
fia-variant-end-help = Stop when the first player is home, or play on for the other places.
fia-variant-two-player = Two players
fia-variant-two-player-opposite = opposite colours
fia-variant-two-player-adjacent = colours side by side
fia-variant-two-player-help = Which colours two players take.

## Why a move cannot be read (the terminal's notation).
fia-parse-rolloff = a roll-off lists one die (1 to 6) or “-” per seat
fia-parse-die = a die shows 1 to 6
fia-parse-piece = the pieces are p0 to p{ $last }
fia-parse-move = write roll, out, out2, out5, a piece (p0, p1 …) or a die (d1 to d6)

## The terminal's text board.
fia-board-status = to move: { $color }   die: { $die }
fia-board-letters = { $letters }; small letters: pieces in the nest

## Why a position cannot be read (the notation tools).
fia-position-move-needs-die = stage=move needs a die
fia-position-rolloff-seats = a roll-off is between two or more different seats, in seat order
fia-position-finished-not-home = { $color } is finished without all pieces in the goal
fia-position-home-not-finished = { $color } has every piece in the goal but is not listed as finished
fia-position-over-count = a finished game lists { $expected } finished { $expected ->
    [one] seat
   *[other] seats
}, not { $count }
fia-position-not-over = { $count ->
    [one] { $count } seat has
   *[other] { $count } seats have
} finished, so the game is over
fia-position-rolloff-pieces-out = the roll-off for who starts comes before any piece leaves its nest
fia-position-finished-to-move = { $color } is to move but has already finished
fia-position-sixes = { $sixes ->
    [one] { $sixes } six
   *[other] { $sixes } sixes
} in { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
fia-position-move-no-piece = stage=move, but the die moves no piece (the roll passes)
fia-position-two-pieces = { $color }: two pieces on progress { $progress }
fia-position-share-square = { $a } and { $b } share track square { $square }

## Resigning and playing on (issue 22)
fia-resign-detail-play-on = You leave the game in place { $place }; the others play on.
fia-resign-detail-wins = { $player } wins the game.
fia-resign-detail-ends = The game ends here: no one else at this device is still playing.
