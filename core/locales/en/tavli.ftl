## Portes and Plakoto, the tavli games played in opposite directions (RULES.md §5–6).
## Words they share with Fevga (steps, refusals, the board lines) are Fevga's.

tavli-variant-triple = Triple game
tavli-variant-triple-off = off
tavli-variant-triple-on = on
tavli-variant-triple-help = A loser who bore off none and still has a checker on the bar or in the winner's home loses 3 points.
tavli-variant-mother = Mother checker
tavli-variant-mother-on = ends the game
tavli-variant-mother-off = only a pin
tavli-variant-mother-help = A last checker pinned on its starting point loses the game (2 points), unless the pinner still has checkers on its own start; both mothers pinned is a draw.

## A step of a play, as the player taps it.
tavli-step-enter = { $color } checker: bar → { $to }

## Why a step or a play is refused.
tavli-refuse-must-enter = a checker on the bar must enter before any other checker moves
tavli-refuse-closed-portes = that point is held by the opponent: two or more checkers close a point
tavli-refuse-closed-plakoto = that point is closed: two or more opposing checkers, or an opposing checker pinning one of yours
tavli-refuse-pinned-bear-off = no bearing off while one of your checkers is pinned
tavli-refuse-game-over = the game is over
tavli-refuse-bad-step = “{ $step }” is not a step (write from/to, e.g. 13/7, bar/22 or 5/off)
tavli-parse-step = a step is written from/to, like 13/7, bar/22 or 5/off

## The log.
tavli-note-hit = { $color } checker hit on { $point }: to the bar
tavli-note-pinned = { $color } checker pinned on { $point }
tavli-note-resigned = { $color } resigns the game: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to the other side
## Resigning a single game (Portes, Plakoto, Fevga): what the other wins.
tavli-resign-single-detail = { $player } wins the game: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## How a game ended, on the end screen.
tavli-end-borne-off = { $player } bore off all 15: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tavli-end-mother = { $loser }'s mother checker is pinned: { $player } wins { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tavli-end-both-mothers = Both mother checkers are pinned: a draw, 0 points each
tavli-end-resigned = { $loser } resigned: { $player } wins { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Why a position cannot be read (the notation tools).
tavli-position-over-not-ended = phase=over, but nobody has borne off all 15 and no mother decides the game
tavli-position-ended = the game is over on this board, so the phase must be over
tavli-position-pin = a pinned checker on point { $point } must lie alone under opposing checkers

## The terminal board.
tavli-board-side = { $color }: { $pips } pips, { $off } off, { $bar } on the bar (home { $home })
tavli-board-side-plakoto = { $color }: { $pips } pips, { $off } off (home { $home })
tavli-board-legend = ({ $white }3 = 3 white checkers on the point; { $black } = black; /{ $black } = a black checker pinned under them)

## The board scene.
tavli-scene-game = { $game }
tavli-scene-won = { $game }: { $color } wins { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tavli-scene-won-mother = { $game }: { $loser }'s mother is pinned, { $color } wins { $points } points
tavli-scene-draw = { $game }: both mothers pinned, a draw
tavli-scene-resigned = { $game }: { $loser } resigned, { $color } wins { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tavli-scene-bar = { $color } checkers on the bar: { $count }
tavli-scene-checker-bar = { $color } checker on the bar
tavli-scene-pinned = { $color } checker pinned on point { $point } under { $by }
tavli-scene-mother = { $color }'s mother checker on point { $point }

## The tavli series (RULES.md §7): Portes, Plakoto, Fevga in turn to 3, 5 or 7 points.
tavli-series-variant-to = Series to
tavli-series-variant-to-5 = 5 points
tavli-series-variant-to-3 = 3 points
tavli-series-variant-to-7 = 7 points
tavli-series-variant-to-help = Portes, Plakoto and Fevga are played in turn until a player's total reaches this many points.
tavli-series-variant-opening = Opening roll
tavli-series-variant-opening-greek = the starter rolls both dice
tavli-series-variant-opening-western = the starter plays the roll-off's dice
tavli-series-variant-opening-help = Each player rolls one die and the higher starts: by Greek custom he then rolls both dice for his first turn; in the Western opening he plays the two dice already rolled.
tavli-series-note-won = { $game } won by { $player }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $white }–{ $black }
tavli-series-note-draw = { $game } drawn: both mothers pinned · { $white }–{ $black }
tavli-series-note-next = { $line } · next: { $next }
tavli-series-note-roll-again = after the draw the start is rolled for again
tavli-series-won = { $player } wins the series { $won }–{ $lost } (played to { $to })
tavli-series-scene-score = white { $white } – { $black } black · series to { $to }
tavli-series-scene-score-short = { $white }–{ $black } · to { $to }
tavli-series-scene-game = game { $game }: { $name } · next: { $next }
tavli-series-scene-game-short = { $name } → { $next }
tavli-series-scene-won = { $player } wins the series { $won }–{ $lost }
tavli-series-scene-won-short = { $player } wins { $won }–{ $lost }
tavli-series-board = Tavli: { $score } · { $game }
tavli-series-position-no-game = a series position ends with the game in play, from its id on (portes, plakoto or fevga)
tavli-series-position-order = game { $game } of a series is { $expected }, not { $found }
tavli-series-position-rules = the game's house rules must be the series' (Fevga: a single game, mars on, no cube, no Crazy Fevga)
tavli-series-position-played = played must list every finished game in the series' order, the last one as the board ended it
tavli-series-position-score = score must be the sum of the points of the games played
tavli-series-position-over = a series is over exactly when a player has reached the target, and only with its last game over
tavli-series-position-resigned = resigned= names who gave up the last game of a series that a resignation ended, so that game is left unfinished
## Resigning inside a series: the game in play, or the whole series.
tavli-series-note-resigned = { $player } resigns { $game }
tavli-series-end-resigned = { $loser } resigned { $game }: { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tavli-series-resign-game = Resign this game
tavli-series-resign-game-detail = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $game }; the series to { $to } goes on with { $next }.
tavli-series-resign-game-ends = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $game } and wins the series.
tavli-series-resign-series = Resign the series
tavli-series-resign-series-detail = { $player } wins the series.
