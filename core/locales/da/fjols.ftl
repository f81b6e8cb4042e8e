# Fjols: træk, afvisninger og pas (nøgler begynder med 'fjols-').

fjols-step-beat = stik { $target } med { $card }
fjols-step-lead = spil { $card } ud
fjols-step-pick-up = tag { $card } op
fjols-step-pick-up-table = tag de { $count } kort på bordet op
fjols-step-pick-up-nothing = tag op
fjols-short-pick-up = Tag op
fjols-step-shuffle = bland og giv

fjols-refuse-not-dealt = kortene er ikke givet endnu
fjols-refuse-one-card = et træk i Fjols er ét kort fra hånden, eller at tage op
fjols-refuse-nothing-to-take = der er intet at tage op: du spiller frit ud
fjols-refuse-must-beat = du skal stikke, hvis du kan, og du kan stikke { $card } med { $cards }
fjols-refuse-not-a-card = »{ $text }« er hverken et kort (f.eks. Ah, Tc, 6s) eller »take«
fjols-refuse-not-held = du har ikke { $card }
fjols-refuse-cannot-lead = { $card } kan ikke spilles ud her
fjols-refuse-lower = { $card } er lavere end { $target }: stik med en højere { $suit }, eller tag op
fjols-refuse-follow-suit = du har { $suits }, så du skal bekende kulør: stik { $target } med en højere { $suit }, eller tag op
fjols-beaten-by-plain = en højere { $suit } eller en trumf ({ $high } eller { $low })
fjols-beaten-by-low = en højere { $suit } eller en højtrumf ({ $high })
fjols-beaten-by-high = kun en højere { $suit } (højtrumf)
fjols-refuse-does-not-beat = { $card } stikker ikke { $target }: den stikkes af { $what }

fjols-no-card = intet kort
fjols-note-trumps = vendte { $card }: { $high } er højtrumf, { $low } lavtrumf
fjols-note-pile-empty = bunken er brugt op
fjols-note-fjols = { $player } er fjolset

## Husregler.
fjols-variant-deck = Kortspil
fjols-variant-deck-36 = 36 kort (6 til es)
fjols-variant-deck-52 = 52 kort
fjols-variant-deck-help = Spil med 36 kort (6 til es) eller hele spillet.
fjols-variant-hand = Hånd
fjols-variant-hand-5 = 5 kort
fjols-variant-hand-6 = 6 kort
fjols-variant-hand-help = Antal kort, der gives til hver spiller.
fjols-variant-pickup = Tage op
fjols-variant-pickup-last = det sidste kort
fjols-variant-pickup-chain = alle kort siden sidste frie udspil
fjols-variant-pickup-help = Den, der ikke kan stikke, tager det sidste kort op, eller alle kort siden sidste frie udspil.
fjols-variant-beating = Stikke
fjols-variant-beating-forced = tvang
fjols-variant-beating-optional = frivilligt
fjols-variant-beating-help = Den, der kan stikke, skal stikke, eller må altid tage op i stedet.
fjols-note-dealer = { $dealer } gav; { $forehand } (til venstre for giveren) spiller først

## Why a move cannot be undone.
fjols-undo-drawn = der er trukket et kort fra bunken siden

## Why a move cannot be read (the terminal's notation).
fjols-parse-shuffle = en blanding nævner hvert af de { $count } kort én gang, adskilt af kommaer
fjols-parse-card = »{ $text }« er ikke et kort (f.eks. Ah, Tc, 6s)

## Terminalens tekstbræt.
fjols-board-rules = Fjols: { $deck } kort, { $hand } på hånden, { $pickup }, { $beating }
fjols-board-pickup-chain = tag hele kæden op
fjols-board-pickup-last = tag det sidste kort op
fjols-board-beating-optional = altid lov at tage op
fjols-board-beating-forced = pligt til at stikke
fjols-board-not-dealt = Kortene skal lige blandes og gives.
fjols-board-trumps = Trumfkort { $card }: højtrumf { $high }, lavtrumf { $low }
fjols-board-pile = Bunken: { $pile } kort    Ude af spil: { $dead }
fjols-board-table-free = Bordet: tomt, frit udspil
fjols-board-table-empty = Bordet: tomt
fjols-board-table = Bordet: { $cards } <- skal stikkes
fjols-board-out = ude, plads { $place }
fjols-board-fjols = FJOLS med { $count } kort
fjols-board-hand = hånd: { $cards }
fjols-board-known = kendte: { $cards }
fjols-board-no-suit = ingen { $suit }
fjols-board-none-above = ingen { $suit } over { $rank }
fjols-board-your-move = Dit træk: { $moves }

## Why a position cannot be read (the notation tools).
fjols-position-limits = limits »{ $text }«: hver kulør højst én gang, i rækkefølgen c d h s, under A
fjols-position-cards-before-deal = der ligger kort ude før kortene er givet (turn=deal)
fjols-position-over-too-soon = turn=over, men mere end én plads har stadig kort
fjols-position-write-over = spillet er slut: skriv turn=over
fjols-position-hands = hænder, kendte kort og grænser skal have én post pr. plads
fjols-position-no-trump = intet trumfkort efter kortene er givet
fjols-position-not-in-deck = findes ikke i dette kortspil: { $cards }
fjols-position-two-places = kortet { $card } ligger to steder
fjols-position-missing = kortspillet mangler { $cards }
fjols-position-known-not-held = { $seat } siges at have kort, der ikke er på hånden
fjols-position-known-limit = { $seat } har som bekendt intet så højt som { $card } i den kulør
fjols-position-bad-limits = { $seat } har grænser over esset
fjols-position-out-holding = { $seat } er ude, men har kort
fjols-position-empty-not-out = { $seat } har ingen kort, men er ikke ude
fjols-position-bad-out = listen over pladser, der er ude, nævner en plads to gange eller en, der ikke findes
fjols-position-out-with-pile = en plads er ude, selvom der er kort tilbage i bunken
fjols-position-all-out = alle er ude
fjols-position-out-to-move = { $seat } er i tur, men er ude
