# Board scenes: what the board shows in words and what a screen reader says
# (owned by the scene helper; keys start 'scene-').

## Shared
scene-text = { $text }
scene-index = { $rank ->
    [ace] A
    [jack] J
    [queen] Q
    [king] K
    [joker] ★
   *[other] { $rank }
}
scene-card-trump = { $card }, { $trump ->
    [high] high trump
   *[low] low trump
}
scene-card-back = a card, face down
scene-seat-colored = { $seat } ({ $color })
scene-seat-cards = { $seat } · { $count ->
    [one] 1 card
   *[other] { $count } cards
}
scene-seat-out = { $seat } · out { $place ->
    [1] first
    [2] second
    [3] third
   *[other] { $place }th
}
scene-seat-fjols = { $seat } · the fjols
scene-pile = pile: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
scene-turn = { $seat } to play
scene-nobody = nobody
scene-die = die showing { $value }

## Marks
scene-mark-last-from = { $who }'s last move started here: { $what }
scene-mark-last-to = { $who }'s last move ended here: { $what }
scene-mark-last-played = laid by { $who } last: { $what }
scene-mark-last-picked-up = { $who } just picked up { $count ->
    [one] 1 card
   *[other] { $count } cards
}
scene-mark-revealed = new in your hand: { $what }
scene-mark-legal = can move: { $what }
scene-mark-chosen = chosen: { $what }
scene-mark-logged = the move picked in the log: { $what }
scene-mark-target = { $what }; tap for { $step }
scene-mark-hint = hint, step { $number }: { $step } ({ $what })

## Fia
scene-fia-piece = { $color } piece { $number }, { $place }
scene-fia-in-nest = in the nest
scene-fia-in-goal = in the goal
scene-fia-on-home = on home square { $step }
scene-fia-on-square = on square { $square }
scene-fia-nest = { $color } nest
scene-fia-home = { $color } home square { $step }
scene-fia-goal = { $color } goal
scene-fia-start = { $color } start, square { $square }
scene-fia-turn-off = square { $square }, where { $color } turns home
scene-fia-square = square { $square }
scene-fia-rolloff = { $color } rolled { $value } to start
scene-fia-turn = { $color } to play
scene-fia-die = { $color } die: { $value ->
    [0] not rolled yet
   *[other] { $value }
}

## Pairanoid
scene-pairanoid-in-nest = in the nest
scene-pairanoid-on-field = on field { $field }
scene-pairanoid-in-goal = in goal field { $field }
scene-pairanoid-marble = { $color } marble, { $place }
scene-pairanoid-start = { $color } start field { $field }
scene-pairanoid-field = field { $field }
scene-pairanoid-goal = { $color } goal field { $field }
scene-pairanoid-nest = { $color } nest
scene-pairanoid-deal = deal { $deal } · { $cards } cards · dealer { $dealer }
scene-pairanoid-last = last card: { $card }, played by { $seat }
scene-pairanoid-last-joker = last card: a joker played as { $value } by { $seat }
scene-pairanoid-as = as { $rank }
scene-pairanoid-no-card = no card played yet
scene-pairanoid-giving = { $card }, chosen to give to your partner

## Fjols
scene-fjols-deck = the deck, not dealt yet
scene-fjols-trumps-short = { $high } high · { $low } low
scene-fjols-trumps = high trump { $high }, low trump { $low }
scene-fjols-free-lead = the table is empty: lead any card
scene-fjols-chain = the cards laid to beat
scene-fjols-to-beat = to beat: { $card }
scene-fjols-out-of-play = out of play: { $count ->
    [one] 1 card
   *[other] { $count } cards
}

## Fevga
scene-fevga-tray = { $color } tray: { $count } borne off
scene-fevga-point = point { $point }
scene-fevga-last = { $color } played { $play }
scene-fevga-checker-off = { $color } checker, borne off
scene-fevga-checker = { $color } checker on point { $point }, { $count ->
    [one] alone
   *[other] { $count } there
}
scene-fevga-to-roll = { $color } to roll
scene-fevga-dice = the dice
scene-fevga-cube = doubling cube at { $stake }, owned by { $owner }
scene-fevga-pips = { $color }: { $pips } pips
scene-fevga-score = white { $white } – { $black } black · match to { $to }
scene-fevga-stake = game { $game } · stake { $stake }

## Pairanoid partners (issue 20)
scene-pairanoid-partner = { $seat } · your partner
scene-pairanoid-team = { $a } + { $b }: { $home }/8 home
scene-pairanoid-team-yours = Your team { $a } + { $b }: { $home }/8 home
# A die of the roll whose number is already played (drawn grey, as Backgammon apps do).
scene-die-used = die showing { $value }, played
# The pip count on its pill in the side's colour (the pill says whose).
scene-fevga-pips-short = { $pips } pips

# The last turn of each seat (issue 20)
scene-mark-last-swapped = swapped by { $who } last: { $what }

## Resigning and playing on (issue 22)
scene-fia-resigned-text = Resigned
scene-fia-resigned = { $color } resigned and left the game
# Short forms: drawn where the board is too small for the whole label (a phone).
scene-cards-short = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
scene-seat-cards-short = { $seat } · { $count }
scene-seat-out-short = { $seat } · out
scene-pairanoid-partner-short = partner { $seat } · { $count }
scene-pairanoid-team-short = { $home }/8 home
scene-fevga-score-short = { $white }–{ $black } · to { $to }
scene-fevga-stake-short = game { $game } · ×{ $stake }
scene-pairanoid-deal-short = deal { $deal } · { $cards } cards

scene-durak-deck = the deck, not dealt yet
scene-durak-stock = the stock: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
scene-durak-trump = trumps: { $suit }
scene-durak-trump-short = trumps { $suit }
scene-durak-table = the table: { $count } of { $cap } attack cards
scene-durak-discard = out of play: { $count }
scene-durak-discard-short = discard: { $count }
scene-durak-attacker = { $seat } · attacks · { $count }
scene-durak-defender = { $seat } · defends · { $count }
scene-durak-seat-short = { $seat } · { $count }
scene-durak-seat-fool = { $seat } · the fool
