# Fevga: step labels, refusals and pass reasons (keys start 'fevga-').

fevga-step-move = { $color } checker: { $from } → { $to }
fevga-step-off = { $color } checker: { $from } → off the board
fevga-step-with-die = { $step } (with the { $die })
fevga-step-pass = no number can be played
fevga-step-roll = roll the dice
fevga-step-double = offer the cube at { $stake }
fevga-step-take = take the cube at { $stake }
fevga-step-drop = drop and lose { $stake ->
    [one] { $stake } point
   *[other] { $stake } points
}

fevga-refuse-dice-next = the dice are rolled next
fevga-refuse-match-over = the match is over
fevga-refuse-answer-double = answer the double first: take or drop
fevga-refuse-no-cube = the doubling cube is not in play
fevga-refuse-cube-highest = the cube is at its highest value
fevga-refuse-not-cube-owner = only the owner of the cube may double
fevga-refuse-roll-first = roll the dice first
fevga-refuse-cannot-pass = you cannot pass: a number can be played
fevga-refuse-bad-step = “{ $step }” is not a step (write from/to, e.g. 13/18)
fevga-refuse-step = { $step }: { $reason }
fevga-refuse-no-checker = you have no checker on that point
fevga-refuse-closed = that point is held by the opponent: one checker closes a point, also as a stop on the way
fevga-refuse-first-checker = first-checker rule: no other checker may leave the head until the first one has passed the opponent's head (point { $head })
fevga-refuse-start-quarter = starting-quarter block: you may not hold all six points of your starting quarter ({ $points })
fevga-refuse-not-all-home = you may bear off only when all 15 checkers are in your home
fevga-refuse-higher-checker = a number larger than needed bears off only from the highest occupied point; move inside home from a higher point
fevga-refuse-no-die = no die left moves a checker that far (dice: { $dice })
fevga-refuse-one-step-per-number = no die moves a checker { $distance } points at once: write one step per number (dice: { $dice })
fevga-refuse-max-numbers = max numbers: you must play as many numbers as possible, and { $count } can be played
fevga-refuse-larger-number = larger number: only one number can be played, so it must be the larger ({ $die })
fevga-refuse-six-block = six-block rule: a play may not end with six points in a row right in front of the point holding all 15 opponent checkers
fevga-refuse-must-open = must-open rule: your six-point block in front of the opponent's 15 checkers must be opened, and a legal play opens it
fevga-refuse-incomplete = the play is not complete: play { $count } numbers (dice: { $dice })

fevga-pass-no-play = no number can be played

fevga-note-opening-tie = a tie: roll again
fevga-note-double-offered = { $color } offers the cube at { $stake }
fevga-note-double-taken = { $color } takes; the stake is { $stake }
fevga-note-double-dropped = { $color } drops
fevga-note-progression = Crazy Fevga: { $color } plays { $die }-{ $die } next
fevga-note-leftover = { $color } plays the { $count } unplayed { $die }s
fevga-note-single-won = { $color } wins the game for { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fevga-note-game-won = { $color } wins game { $game } for { $points ->
    [one] { $points } point
   *[other] { $points } points
} (score { $white }–{ $black })

## House rules.
fevga-variant-match = Match
fevga-variant-match-1 = a single game
fevga-variant-match-3 = to 3 points
fevga-variant-match-5 = to 5 points
fevga-variant-match-7 = to 7 points
fevga-variant-match-help = Points to win the match: a single game, or a match to 3, 5 or 7 points.
fevga-variant-mars = Mars
fevga-variant-mars-on = counts double
fevga-variant-mars-off = counts single
fevga-variant-mars-help = A win before the loser bore off any checker (mars) counts double.
fevga-variant-cube = Doubling cube
fevga-variant-cube-off = off
fevga-variant-cube-on = on
fevga-variant-cube-help = Offer to double before rolling; taking doubles the stake, dropping loses the current stake.
fevga-variant-crazy = Crazy Fevga
fevga-variant-crazy-off = off
fevga-variant-crazy-on = on
fevga-variant-crazy-help = After five ordinary rolls each, a double is followed by every higher double.

## Why a move cannot be read (the terminal's notation).
fevga-parse-step = a step is written from/to, like 1/7 or 22/off
fevga-parse-point = “{ $text }” is not a point 1 to 24
fevga-parse-dice = dice are written like 6-5
fevga-parse-die = “{ $text }” is not a die 1 to 6

## The terminal's text board.
fevga-board-header = Fevga  game { $game }  score white { $white } - black { $black }  (match to { $match })  stake { $stake }
fevga-board-header-single = Fevga  single game  stake { $stake }
fevga-board-cube = { $header } (cube: { $color })
fevga-board-side = { $color }: { $pips } pips, { $off } off (head { $head }, home { $home })
fevga-board-legend = ({ $white }14 = 14 white checkers on the point; { $black } = black)
# A colour's letter on the terminal board (its initial in the language).
fevga-board-letter-white = w
fevga-board-letter-black = b
fevga-board-last = last: { $color } { $play }
fevga-board-step = { $from } → { $to }
fevga-board-step-off = { $from } → off the board
fevga-board-opening = roll-off: each side rolls one die
fevga-board-to-roll = { $color } to roll
fevga-board-offered = { $color } to take or drop the cube at { $stake }
fevga-board-rolls = { $color } rolls
fevga-board-to-play = { $color } to play { $dice }
fevga-board-to-play-leftover = { $color } to play { $dice } (the opponent's leftover numbers)
fevga-board-to-play-progression = { $color } to play { $dice } (Crazy Fevga progression)
fevga-board-over = match over: { $color } wins

## The end of a match, on the end screen.
fevga-end-borne-off = { $player } bore off first: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fevga-end-mars = Mars! { $player } bore off before { $loser } had borne off a single checker: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
fevga-end-dropped = { $loser } dropped the double: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $player }
fevga-end-cube = The doubling cube stood at { $stake }.
fevga-end-match = { $player } wins the match { $won }–{ $lost } (played to { $to })

## Why a position in notation cannot be read.
fevga-position-checkers = { $color } has { $count } checkers, not 15

## Why a position cannot be read (the notation tools).
fevga-position-both-colours = point { $point } holds checkers of both colours
fevga-position-dice = the dice do not fit the phase (two different dice, the larger first; a double four times)
fevga-position-dice-not-moving = dice and chain are given only while a play is being made
fevga-position-match-won = { $color } has { $points } points of a match to { $match }, so the match is over
fevga-position-all-off = { $color } has borne off all 15 checkers, so the game is over
fevga-position-off-not-home = { $color } has borne off checkers while others are outside home
fevga-position-over-no-winner = phase=over, but nobody has reached the match length
fevga-position-game-zero = games are counted from 1
fevga-position-game-score = game { $game } with a score of { $white }–{ $black }: each game played gave a point
fevga-position-chain-not-crazy = a Crazy Fevga chain with crazy=off
fevga-position-cube-off = a stake, a cube owner or an offer with cube=off
fevga-position-stake-owner = the stake is above 1 exactly when someone owns the cube
fevga-position-ids = ids do not match the checkers on the board

## Resigning one game of a match, or the match (issue 22)
fevga-note-single-resigned = { $color } resigns the game ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
fevga-note-resigned = { $color } resigns game { $game } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
fevga-end-resigned = { $loser } resigned the game: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $player }
fevga-resign-game = Resign this game
fevga-resign-game-detail = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} for this game (the cube at { $stake }); the match to { $match } goes on with the next game.
fevga-resign-game-detail-mars = { $player } scores { $points } points for this game (the cube at { $stake }, doubled for a mars); the match to { $match } goes on with the next game.
fevga-resign-game-ends-match = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} for this game and wins the match.
fevga-resign-match = Resign the match
fevga-resign-match-detail = { $player } wins the match.
