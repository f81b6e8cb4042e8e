# Fjols: step labels, refusals and pass reasons (keys start 'fjols-').

fjols-step-beat = beat the { $target } with the { $card }
fjols-step-lead = lead the { $card }
fjols-step-pick-up = pick up the { $card }
fjols-step-pick-up-table = pick up the { $count } cards on the table
fjols-step-pick-up-nothing = pick up
fjols-short-pick-up = Pick up
fjols-step-shuffle = shuffle and deal

fjols-refuse-not-dealt = the cards have not been dealt yet
fjols-refuse-one-card = a Fjols move is one card from your hand, or pick up
fjols-refuse-nothing-to-take = there is nothing to pick up: you lead freely
fjols-refuse-must-beat = beating is compulsory, and you can beat the { $card } with { $cards }
fjols-refuse-not-a-card = “{ $text }” is neither a card (e.g. Ah, Tc, 6s) nor “take”
fjols-refuse-not-held = you do not hold the { $card }
fjols-refuse-cannot-lead = the { $card } cannot be led here
fjols-refuse-lower = the { $card } is lower than the { $target }: beat it with a higher { $suit } or pick up
fjols-refuse-follow-suit = you hold { $suits }, so you must follow suit: beat the { $target } with a higher { $suit } or pick up
fjols-beaten-by-plain = a higher { $suit } or a trump ({ $high } or { $low })
fjols-beaten-by-low = a higher { $suit } or a high trump ({ $high })
fjols-beaten-by-high = only a higher { $suit } (high trump)
fjols-refuse-does-not-beat = the { $card } does not beat the { $target }: it is beaten by { $what }

fjols-no-card = no card
fjols-note-trumps = turned the { $card }: { $high } are high trump, { $low } low trump
fjols-note-pile-empty = the pile is used up
fjols-note-fjols = { $player } is the fjols

## House rules.
fjols-variant-deck = Deck
fjols-variant-deck-36 = 36 cards (6 to ace)
fjols-variant-deck-52 = 52 cards
fjols-variant-deck-help = Play with 36 cards (6 to ace) or the full deck.
fjols-variant-hand = Hand
fjols-variant-hand-5 = 5 cards
fjols-variant-hand-6 = 6 cards
fjols-variant-hand-help = Cards dealt to each player.
fjols-variant-pickup = Picking up
fjols-variant-pickup-last = the last card
fjols-variant-pickup-chain = every card since the last free lead
fjols-variant-pickup-help = Who cannot beat picks up the last card laid, or every card laid since the last free lead.
fjols-variant-beating = Beating
fjols-variant-beating-forced = compulsory
fjols-variant-beating-optional = optional
fjols-variant-beating-help = A player who can beat must beat, or may always pick up instead.
fjols-note-dealer = { $dealer } dealt; { $forehand } (on the dealer's left) plays first

## Why a move cannot be undone.
fjols-undo-drawn = a card was drawn from the pile since

## Why a move cannot be read (the terminal's notation).
fjols-parse-shuffle = a shuffle lists each of the { $count } cards once, separated by commas
fjols-parse-card = “{ $text }” is not a card (e.g. Ah, Tc, 6s)

## The terminal's text board.
fjols-board-rules = Fjols: { $deck } cards, hands of { $hand }, { $pickup }, { $beating }
fjols-board-pickup-chain = pick up the chain
fjols-board-pickup-last = pick up the last card
fjols-board-beating-optional = picking up always allowed
fjols-board-beating-forced = beating compulsory
fjols-board-not-dealt = The cards are about to be shuffled and dealt.
fjols-board-trumps = Trump card { $card }: high trump { $high }, low trump { $low }
fjols-board-pile = Pile: { $pile } cards    Out of play: { $dead }
fjols-board-table-free = Table: empty, free lead
fjols-board-table-empty = Table: empty
fjols-board-table = Table: { $cards } <- to beat
fjols-board-out = out, place { $place }
fjols-board-fjols = FJOLS with { $count } cards
fjols-board-hand = hand: { $cards }
fjols-board-known = known: { $cards }
fjols-board-no-suit = no { $suit }
fjols-board-none-above = no { $suit } above { $rank }
fjols-board-your-move = Your move: { $moves }

## Why a position cannot be read (the notation tools).
fjols-position-limits = limits “{ $text }”: each suit at most once, in the order c d h s, below A
fjols-position-cards-before-deal = cards lie out before the deal (turn=deal)
fjols-position-over-too-soon = turn=over, but more than one seat still holds cards
fjols-position-write-over = the game is over: write turn=over
fjols-position-hands = the hands, known cards and limits each need one entry per seat
fjols-position-no-trump = no trump card after the deal
fjols-position-not-in-deck = not in this deck: { $cards }
fjols-position-two-places = the card { $card } is in two places
fjols-position-missing = the deck is missing { $cards }
fjols-position-known-not-held = { $seat } is said to hold cards that are not in the hand
fjols-position-known-limit = { $seat } is known to hold nothing as high as { $card } in that suit
fjols-position-bad-limits = { $seat } has limits above the ace
fjols-position-out-holding = { $seat } is out but holds cards
fjols-position-empty-not-out = { $seat } holds no cards but is not out
fjols-position-bad-out = the list of seats out names a seat twice or one not at the table
fjols-position-out-with-pile = a seat is out while cards are left in the pile
fjols-position-all-out = everybody is out
fjols-position-out-to-move = { $seat } is to move but is out
