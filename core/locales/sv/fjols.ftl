# Fjols: steg, nekanden och pass (nycklar börjar med 'fjols-').

fjols-step-beat = stick { $target } med { $card }
fjols-step-lead = spela ut { $card }
fjols-step-pick-up = ta upp { $card }
fjols-step-pick-up-table = ta upp de { $count } korten på bordet
fjols-step-pick-up-nothing = ta upp
fjols-short-pick-up = Ta upp
fjols-step-shuffle = blanda och ge

fjols-refuse-not-dealt = korten är inte utdelade än
fjols-refuse-one-card = ett drag i Fjols är ett kort från handen, eller att ta upp
fjols-refuse-nothing-to-take = det finns inget att ta upp: du spelar ut fritt
fjols-refuse-must-beat = du måste sticka om du kan, och du kan sticka { $card } med { $cards }
fjols-refuse-not-a-card = ”{ $text }” är varken ett kort (t.ex. Ah, Tc, 6s) eller ”take”
fjols-refuse-not-held = du har inte { $card }
fjols-refuse-cannot-lead = { $card } kan inte spelas ut här
fjols-refuse-lower = { $card } är lägre än { $target }: stick med en högre { $suit } eller ta upp
fjols-refuse-follow-suit = du har { $suits }, så du måste bekänna färg: stick { $target } med en högre { $suit } eller ta upp
fjols-beaten-by-plain = en högre { $suit } eller en trumf ({ $high } eller { $low })
fjols-beaten-by-low = en högre { $suit } eller en högtrumf ({ $high })
fjols-beaten-by-high = bara en högre { $suit } (högtrumf)
fjols-refuse-does-not-beat = { $card } sticker inte { $target }: den sticks av { $what }

fjols-no-card = inget kort
fjols-note-trumps = vände { $card }: { $high } är högtrumf, { $low } lågtrumf
fjols-note-pile-empty = högen är slut
fjols-note-fjols = { $player } är fjolset

## Husregler.
fjols-variant-deck = Kortlek
fjols-variant-deck-36 = 36 kort (6 till ess)
fjols-variant-deck-52 = 52 kort
fjols-variant-deck-help = Spela med 36 kort (6 till ess) eller hela leken.
fjols-variant-hand = Hand
fjols-variant-hand-5 = 5 kort
fjols-variant-hand-6 = 6 kort
fjols-variant-hand-help = Antal kort som delas ut till varje spelare.
fjols-variant-pickup = Ta upp
fjols-variant-pickup-last = det sista kortet
fjols-variant-pickup-chain = alla kort sedan den senaste fria utspelningen
fjols-variant-pickup-help = Den som inte kan sticka tar upp det sista kortet, eller alla kort sedan den senaste fria utspelningen.
fjols-variant-beating = Sticka
fjols-variant-beating-forced = tvång
fjols-variant-beating-optional = frivilligt
fjols-variant-beating-help = Den som kan sticka måste sticka, eller får alltid ta upp i stället.
fjols-note-dealer = { $dealer } gav; { $forehand } (till vänster om givaren) börjar

## Why a move cannot be undone.
fjols-undo-drawn = ett kort har dragits från högen sedan dess

## Why a move cannot be read (the terminal's notation).
fjols-parse-shuffle = en blandning listar vart och ett av de { $count } korten en gång, åtskilda med komma
fjols-parse-card = ”{ $text }” är inget kort (t.ex. Ah, Tc, 6s)

## Terminalens textbräde.
fjols-board-rules = Fjols: { $deck } kort, { $hand } på handen, { $pickup }, { $beating }
fjols-board-pickup-chain = ta upp hela kedjan
fjols-board-pickup-last = ta upp sista kortet
fjols-board-beating-optional = alltid tillåtet att ta upp
fjols-board-beating-forced = tvång att sticka
fjols-board-not-dealt = Korten ska just blandas och delas ut.
fjols-board-trumps = Trumfkort { $card }: högtrumf { $high }, lågtrumf { $low }
fjols-board-pile = Högen: { $pile } kort    Ur spel: { $dead }
fjols-board-table-free = Bordet: tomt, fritt utspel
fjols-board-table-empty = Bordet: tomt
fjols-board-table = Bordet: { $cards } <- att sticka
fjols-board-out = ute, plats { $place }
fjols-board-fjols = FJOLS med { $count } kort
fjols-board-hand = hand: { $cards }
fjols-board-known = kända: { $cards }
fjols-board-no-suit = ingen { $suit }
fjols-board-none-above = ingen { $suit } över { $rank }
fjols-board-your-move = Ditt drag: { $moves }

## Why a position cannot be read (the notation tools).
fjols-position-limits = limits ”{ $text }”: varje färg högst en gång, i ordningen c d h s, under A
fjols-position-cards-before-deal = kort ligger ute före given (turn=deal)
fjols-position-over-too-soon = turn=over, men fler än en plats har kort kvar
fjols-position-write-over = spelet är slut: skriv turn=over
fjols-position-hands = händer, kända kort och gränser behöver en post per plats
fjols-position-no-trump = inget trumfkort efter given
fjols-position-not-in-deck = finns inte i den här kortleken: { $cards }
fjols-position-two-places = kortet { $card } ligger på två ställen
fjols-position-missing = kortleken saknar { $cards }
fjols-position-known-not-held = { $seat } sägs ha kort som inte finns på handen
fjols-position-known-limit = { $seat } har som bekant inget så högt som { $card } i den färgen
fjols-position-bad-limits = { $seat } har gränser över esset
fjols-position-out-holding = { $seat } är ute men har kort
fjols-position-empty-not-out = { $seat } har inga kort men är inte ute
fjols-position-bad-out = listan över platser som är ute nämner en plats två gånger eller en som inte finns
fjols-position-out-with-pile = en plats är ute fast det finns kort kvar i högen
fjols-position-all-out = alla är ute
fjols-position-out-to-move = { $seat } står på tur men är ute
