# Durak: whose decision, step labels, notes, refusals (keys start 'durak-').

## Whose decision it is, said in words on the table.
durak-decide-open = { $player } attacks { $defender }: lay a card
durak-decide-throw-in = { $player } may throw in or pass
durak-decide-add-taking = { $defender } takes: { $player } may add cards or pass
durak-decide-defend = { $player } defends: beat or take
durak-decide-defend-transfer = { $player } defends: beat, transfer or take

## Step labels.
durak-step-attack = attack with the { $card }
durak-step-throw-in = throw in the { $card }
durak-step-pass = pass: nothing (more) to add
durak-step-take = take the { $count ->
    [one] card
   *[other] { $count } cards
}
durak-step-card = the { $card }
durak-step-beat = beat the { $target } with the { $card }
durak-step-transfer = transfer to { $to } with the { $card }
durak-step-show = show the { $card } and transfer to { $to }
durak-step-deal = shuffle and deal
durak-short-pass = Pass
durak-short-take = Take
durak-short-transfer = Transfer → { $to }
durak-short-show = Show → { $to }
durak-card-trump = { $card }, trump

## What happened (the log).
durak-pass = nothing to add
durak-note-trump = turned the { $card }: { $suit } are trumps
durak-note-lowest-trump = { $player } holds the lowest trump, the { $card }, and attacks first
durak-note-bout = { $attacker } attacks { $defender }
durak-note-takes = { $player } takes
durak-note-beaten = { $player } beat everything: the cards go out of play
durak-note-transfer = { $player } transfers to { $to } with the { $card }
durak-note-show = { $player } shows the { $card } and transfers to { $to }
durak-note-fool = { $player } is the durak (the fool)
durak-note-team-fools = { $player }'s team is left holding cards: { $players } fools
durak-note-draw = a draw: the last bout emptied the last hands, nobody is the fool
durak-note-next-game = the fool, { $dealer }, deals the next game
durak-end-series = fools: { $score } (the series ends at { $to })
# The end screen's line for each seat, in Durak's own words: where it went out, the
# fool, or (a series) how often it was the fool.
durak-end-out = { $player } — out { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] sixth
}
durak-end-fool = { $player } — the fool
durak-end-fools = { $player } — { $count ->
    [0] never the fool
    [one] the fool once
   *[other] the fool { $count } times
}
durak-resigned = { $player } resigned and is the fool
durak-undo-drawn = cards were drawn from the stock since

## Refusals.
durak-refuse-deck-small = { $deck } cards cannot deal six to each of { $players } players
durak-refuse-teams-players = teams need four players (2 v 2) or six (3 v 3), not { $players }
durak-refuse-teams-perevodnoy = teams are played in Podkidnoy only
durak-refuse-not-dealt = the cards have not been dealt yet
durak-refuse-defender-pass = the defender cannot pass: beat every card or take
durak-refuse-pass-on = the attack cannot be passed on now: only before any card is beaten, in Perevodnoy, and only if the next player holds as many cards as would lie on the table
durak-refuse-does-not-beat = the { $card } does not beat the { $target }: beat it with a higher card of its suit or a trump
durak-refuse-attacker-take = only the defender takes
durak-refuse-not-held = you do not hold the { $card }
durak-refuse-limit = the bout already has { $count } attack cards, its limit
durak-refuse-rank = the { $card } cannot be thrown in: only ranks already on the table

## Why a position or move cannot be read.
durak-position-two-places = the { $card } lies in two places
durak-position-cards = the cards do not make up the deck (missing: { $missing }; not in the deck: { $extra })
durak-position-known = { $seat } is known to hold a card it does not hold
durak-position-roles = the attacker, defender and seat to move do not fit the table
durak-position-not-over = turn=over, but nobody has reached the series' fools
durak-position-over = the series is over: write turn=over
durak-position-cards-before-deal = cards lie out before the deal (turn=deal)
durak-parse-deal = a deal lists each of the { $count } cards once, separated by commas
durak-parse-move = a Durak move is a card, “pass”, “take”, a card and the card it beats, or a card and “transfer” or “show”

## The terminal's text board.
durak-board-series = Series to { $to } fools: { $score }
durak-board-not-dealt = The cards are about to be shuffled and dealt.
durak-board-trump = Trump card { $card }    Stock: { $stock }
durak-board-table = Table ({ $count } of { $cap }): { $cards }
durak-board-discard = Out of play: { $count }
durak-board-attacker = attacks
durak-board-defender = defends
durak-board-out = out, place { $place }
durak-board-hand = hand: { $cards }
durak-board-known = known: { $cards }

## House rules.
durak-variant-kind = Game
durak-variant-kind-podkidnoy = Podkidnoy (throw-in)
durak-variant-kind-perevodnoy = Perevodnoy (transfer)
durak-variant-kind-help = In Perevodnoy the defender may pass the attack on to the next player with a card of the same rank, before beating anything.
durak-variant-deck = Deck
durak-variant-deck-36 = 36 cards (6 to ace)
durak-variant-deck-52 = 52 cards
durak-variant-deck-24 = 24 cards (9 to ace)
durak-variant-deck-help = 36 cards, the full deck, or 24 cards for two to four players.
durak-variant-first = First bout
durak-variant-first-5 = at most 5 cards
durak-variant-first-6 = at most 6 cards
durak-variant-first-help = How many attack cards the first bout of a game may hold.
durak-variant-show = Show the trump
durak-variant-show-off = off
durak-variant-show-on = on
durak-variant-show-help = Perevodnoy: transfer by showing the trump of the attacking rank (you keep it), once a bout.
durak-variant-teams = Teams
durak-variant-teams-off = off
durak-variant-teams-on = on
durak-variant-teams-help = Four players 2 v 2 or six 3 v 3, partners in alternate seats; only opponents throw in; a team loses when it is the last holding cards.
durak-variant-next = After a game
durak-variant-next-left = the fool's left attacks
durak-variant-next-right = the fool's right attacks
durak-variant-next-help = Who attacks first in the next game: the player on the fool's left, or on the fool's right so that the fool defends first.
durak-variant-fools = Series
durak-variant-fools-1 = one game
durak-variant-fools-2 = to 2 fools
durak-variant-fools-3 = to 3 fools
durak-variant-fools-5 = to 5 fools
durak-variant-fools-help = One game, or a series that ends when someone has been the fool this many times; the fool deals the next game.
