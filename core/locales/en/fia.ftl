# Fia med knuff: step labels, refusals, pass reasons and notes (keys start 'fia-').

# A piece by colour and number ("red piece 2").
fia-piece = { $color } piece { $piece }
fia-step-roll = roll the die
fia-step-out-start = { $count ->
    [one] a { $color } piece out to the start square
   *[other] two { $color } pieces out to the start square
}
fia-step-out-six = a { $color } piece out straight to square 6
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → goal

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

fia-pass-three-sixes = a third 6 in a row is not played
fia-pass-no-move-six = no piece can move the 6 (roll again)
fia-pass-no-move = no piece can move
fia-note-try-again = no piece out: roll again
