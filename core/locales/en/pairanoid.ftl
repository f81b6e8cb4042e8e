# Pairanoid: step labels, refusals and pass reasons (keys start 'pairanoid-').

pairanoid-field = field { $field }
pairanoid-goal-field = { $color } goal field { $field }
pairanoid-no-colour = empty
pairanoid-step-part = { $marble }: { $from } → { $to }
pairanoid-step-give = give your partner this card: { $card }
pairanoid-step-discard = discard your hand: no card can be played
pairanoid-step-play = play the { $card }
pairanoid-step-joker-as = the joker as { $card }
pairanoid-step-out = bring a { $color } marble out
pairanoid-step-forward = forward { $count }
pairanoid-step-back = back { $count }
pairanoid-step-swap = swap your marble on { $from } with the { $other } marble on { $to }

pairanoid-whose-own = your
pairanoid-whose-partner = your partner's
pairanoid-refuse-seven-cannot = a 7 must be used in full (all 7 steps over { $whose } marbles) and cannot be here
pairanoid-refuse-jack-cannot = a jack swaps one of { $whose } marbles on the track with another colour's marble on the track; marbles in a nest, in a goal lane or protected on their own start field cannot be swapped
pairanoid-refuse-cannot-come-out-or-move = no { $color } marble can come out (nest empty or an own marble on the start field) and none can move what the { $card } allows
pairanoid-refuse-cannot-move = no { $color } marble can move { $count }: a protected marble on its start field blocks the way, or the goal lane is too short or blocked
pairanoid-refuse-cannot-move-four = no { $color } marble can move { $count } forward or back: a protected marble on its start field blocks the way, or the goal lane is too short or blocked
pairanoid-refuse-dealing = the cards are being dealt; nobody plays now
pairanoid-refuse-exchanging = partners are exchanging their cards
pairanoid-refuse-not-held = you hold no { $card }
pairanoid-refuse-give-first = first each partner chooses one card to give the other
pairanoid-refuse-choose-card = choose a card
pairanoid-refuse-discard-alone = discard takes nothing more
pairanoid-refuse-must-play = you can play a card, so you may not discard your hand (a playable card must be played, a 7 that can be played in full too)
pairanoid-refuse-must-discard = none of your cards can be played: discard your hand
pairanoid-refuse-not-a-card = “{ $text }” is not a card (A, 2–10, J, Q, K, Jk)
pairanoid-refuse-joker-value = a joker stands for a rank: =A, =2 … =10, =J, =Q, =K
pairanoid-refuse-no-out = no marble can come out: the nest is empty or your own marble stands on the start field
pairanoid-refuse-jack-own-first = the jack swaps a { $color } marble first
pairanoid-refuse-jack-same-colour = a jack cannot swap two marbles of the same colour
pairanoid-refuse-jack-empty = both fields need a marble
pairanoid-refuse-jack-protected = a marble protected on its own start field, in a nest or in a goal lane cannot be swapped
pairanoid-refuse-no-marble = no marble stands on { $field }
pairanoid-refuse-other-colour = that is a { $color } marble; you move { $own } marbles now
pairanoid-refuse-own-lane-only = only a marble's own goal lane can be entered
pairanoid-refuse-lane-forward = a marble in the goal lane only moves forward inside it
pairanoid-refuse-not-ready = a marble that has just come out (or came back or was swapped onto its start field) cannot go straight into the goal lane: it must come forward past its start field
pairanoid-refuse-part-blocked = the card does not take that marble there: a protected marble on its start field blocks the way, the goal lane is blocked (no jumping) or too short, or the count is wrong
pairanoid-refuse-seven-one-part = each marble takes one part of a 7 (give it all its steps at once)
pairanoid-refuse-seven-used = all 7 steps are used
pairanoid-refuse-seven-part = { $reason } ({ $count } of the 7 steps left)
pairanoid-refuse-seven-short = these parts use { $used } of the 7 steps: { $count ->
    [one] { $count } more step goes
   *[other] { $count } more steps go
} to another marble (a 7 is always used in full)

pairanoid-pass-no-playable-card = no card can be played

pairanoid-marble = { $color } marble { $piece }
pairanoid-note-first-dealer = { $color } deals first
pairanoid-note-swapped = { $a } and { $b } swapped a card

## Why a move cannot be read (the terminal's notation).
pairanoid-parse-part = “{ $text }” is not written from>to
pairanoid-parse-field = “{ $text }” is not a field
pairanoid-parse-colour = “{ $text }” is not a colour
pairanoid-parse-card = “{ $text }” is not a card (A, 2–10, J, Q, K, Jk)
pairanoid-parse-reshuffle = a reshuffle holds exactly the cards not in any hand
pairanoid-parse-step-count = { $count ->
    [one] the card takes { $count } more step
   *[other] the card takes { $count } more steps
}, not { $given }
pairanoid-parse-mode = say what the card does (1/11/out, 13/out, +4/-4)
pairanoid-parse-mode-ace = an ace needs “out”, “1” or “11” next (e.g. “A out”, “A 1 5>6”)
pairanoid-parse-mode-king = a king needs “out” or “13” next (e.g. “K out”, “K 13 5>18”)
pairanoid-parse-mode-four = a 4 needs “+4” or “-4” next (e.g. “4 +4 5>9”, “4 -4 5>1”)
pairanoid-parse-no-mode = a { $card } takes no mode
pairanoid-parse-seven = a 7 needs its parts: from>to …
pairanoid-parse-swap = a jack swap is written own<>other

pairanoid-seven-left = the 7 so far: { $used } { $used ->
    [one] step
   *[other] steps
} played, { $left } left

## The terminal's text board.
pairanoid-board-seat = (start { $start }) marbles: { $marbles } hand: { $hand }
# A marble in its nest, in the board's marble list ("2:nest").
pairanoid-board-nest = nest
pairanoid-board-deal = deal { $deal } ({ $size } cards each), dealer { $dealer }, pile { $pile } cards, discard { $discard } cards
pairanoid-board-last = last card: { $color } played { $card }
pairanoid-board-last-as = { $last } as { $value }
pairanoid-board-swap = partner swap: { $color } chooses a card to give
pairanoid-board-you-give = you give: { $card }
pairanoid-board-to-play = to play: { $color }
pairanoid-board-exchange = partners exchange their cards
pairanoid-board-over = game over: { $a } and { $b } win
pairanoid-board-dealing = dealing
pairanoid-board-received = partner swap: you gave { $gave } and received { $got }

## The end of the game, on the end screen.
pairanoid-end-team = { $first } and { $second } win together

## Why a position in notation cannot be read.
pairanoid-position-marbles = { $color } needs 4 marbles, not “{ $value }”

## Why a position cannot be read (the notation tools).
pairanoid-position-ready = '*' marks a { $color } marble on its own start field only
pairanoid-position-two-marbles = two marbles on { $field }
pairanoid-position-hand-size = the { $color } hand holds more than 6 cards
pairanoid-position-rest-twice = only one of pile and discard may be 'rest'
pairanoid-position-copies = more copies of a card than the deck has
pairanoid-position-deck = the cards must be the 108-card deck, not { $count } cards
pairanoid-position-no-dealer = a dealer is needed once the first deal has started
pairanoid-position-dealt = dealt={ $count }: at most { $most } cards in deal { $deal }
pairanoid-position-before-deal = before the first deal all cards lie in the discard pile
pairanoid-position-during-deal = during a deal the hands hold exactly the cards dealt
pairanoid-position-hand-over-deal = deal { $deal } gives { $size } cards each; a hand holds more
pairanoid-position-no-cards-to-play = the seat to play holds no cards
pairanoid-position-exchange = stage=exchange needs a pair where both have chosen
pairanoid-position-swap-done = stage=swap needs a seat that has still to choose
pairanoid-position-swap-card = a card chosen for the swap must be in its owner's hand
pairanoid-position-swap-empty = stage=swap: the seat to choose a card to give holds no cards
pairanoid-position-over-no-winner = stage=over needs a winner
pairanoid-position-won-not-home = { $a } and { $b } won, but not all their marbles are home
pairanoid-position-winner-playing = { $a } and { $b } are named winners while the game goes on
pairanoid-position-home-not-over = { $a } and { $b } have every marble home, so the game is over
pairanoid-position-deal-zero = deal=0 after the first deal has started
