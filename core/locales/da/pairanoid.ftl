# Pairanoid: træk, afvisninger og pas (nøgler begynder med 'pairanoid-').

pairanoid-field = felt { $field }
pairanoid-goal-field = { $color } målbane, felt { $field }
pairanoid-no-colour = tom
pairanoid-step-part = { $marble }: { $from } → { $to }
pairanoid-step-give = giv din makker dette kort: { $card }
pairanoid-step-discard = smid hånden: intet kort kan spilles
pairanoid-step-play = spil { $card }
pairanoid-step-joker-as = jokeren som { $card }
pairanoid-step-out = sæt en { $color } kugle ud
pairanoid-step-forward = frem { $count }
pairanoid-step-back = tilbage { $count }
pairanoid-step-swap = byt din kugle på { $from } med den { $other } kugle på { $to }

pairanoid-whose-own = dine
pairanoid-whose-partner = din makkers
pairanoid-refuse-seven-cannot = en 7'er skal bruges helt (alle 7 skridt på { $whose } kugler) og kan ikke her
pairanoid-refuse-jack-cannot = en knægt bytter en af { $whose } kugler på banen med en kugle i en anden farve på banen; kugler i reden, i målbanen eller fredet på deres eget startfelt kan ikke byttes
pairanoid-refuse-cannot-come-out-or-move = ingen { $color } kugle kan komme ud (reden er tom, eller en egen kugle står på startfeltet), og ingen kan gå det, { $card } tillader
pairanoid-refuse-cannot-move = ingen { $color } kugle kan gå { $count }: en fredet kugle på sit startfelt står i vejen, eller målbanen er for kort eller spærret
pairanoid-refuse-cannot-move-four = ingen { $color } kugle kan gå { $count } frem eller tilbage: en fredet kugle på sit startfelt står i vejen, eller målbanen er for kort eller spærret
pairanoid-refuse-dealing = kortene gives; ingen spiller lige nu
pairanoid-refuse-exchanging = makkerne bytter kort
pairanoid-refuse-not-held = du har ingen { $card }
pairanoid-refuse-give-first = først vælger begge makkere et kort at give den anden
pairanoid-refuse-choose-card = vælg et kort
pairanoid-refuse-discard-alone = at smide hånden kræver ikke mere
pairanoid-refuse-must-play = du kan spille et kort, så du må ikke smide hånden (et spilbart kort skal spilles, også en 7'er der kan bruges helt)
pairanoid-refuse-must-discard = ingen af dine kort kan spilles: smid hånden
pairanoid-refuse-not-a-card = »{ $text }« er ikke et kort (A, 2–10, J, Q, K, Jk)
pairanoid-refuse-joker-value = en joker står for en værdi: =A, =2 … =10, =J, =Q, =K
pairanoid-refuse-no-out = ingen kugle kan komme ud: reden er tom, eller din egen kugle står på startfeltet
pairanoid-refuse-jack-own-first = knægten bytter først en { $color } kugle
pairanoid-refuse-jack-same-colour = en knægt kan ikke bytte to kugler i samme farve
pairanoid-refuse-jack-empty = begge felter skal have en kugle
pairanoid-refuse-jack-protected = en kugle, der er fredet på sit eget startfelt, står i reden eller i målbanen, kan ikke byttes
pairanoid-refuse-no-marble = der står ingen kugle på { $field }
pairanoid-refuse-other-colour = det er en { $color } kugle; nu flytter du { $own } kugler
pairanoid-refuse-own-lane-only = en kugle kan kun gå ind i sin egen målbane
pairanoid-refuse-lane-forward = en kugle i målbanen går kun frem inde i den
pairanoid-refuse-not-ready = en kugle, der lige er kommet ud (eller er gået tilbage eller byttet til sit startfelt), kan ikke gå direkte ind i målbanen: den skal først frem forbi startfeltet
pairanoid-refuse-part-blocked = kortet fører ikke kuglen derhen: en fredet kugle på sit startfelt står i vejen, målbanen er spærret (ingen spring) eller for kort, eller antallet passer ikke
pairanoid-refuse-seven-one-part = hver kugle tager én del af 7'eren (giv den alle dens skridt på én gang)
pairanoid-refuse-seven-used = alle 7 skridt er brugt
pairanoid-refuse-seven-part = { $reason } ({ $count } af 7'erens skridt tilbage)
pairanoid-refuse-seven-short = disse dele bruger { $used } af 7'erens skridt: { $count } skridt mere skal gå til en anden kugle (en 7'er bruges altid helt)

pairanoid-pass-no-playable-card = intet kort kan spilles

pairanoid-marble = { $color } kugle { $piece }
pairanoid-note-first-dealer = { $color } giver først
pairanoid-note-swapped = { $a } og { $b } byttede et kort

## Why a move cannot be read (the terminal's notation).
pairanoid-parse-part = »{ $text }« er ikke skrevet fra>til
pairanoid-parse-field = »{ $text }« er ikke et felt
pairanoid-parse-colour = »{ $text }« er ikke en farve
pairanoid-parse-card = »{ $text }« er ikke et kort (A, 2–10, J, Q, K, Jk)
pairanoid-parse-reshuffle = en ny blanding indeholder præcis de kort, der ikke er på nogen hånd
pairanoid-parse-step-count = { $count ->
    [one] kortet tager { $count } skridt mere
   *[other] kortet tager { $count } skridt mere
}, ikke { $given }
pairanoid-parse-mode = sig, hvad kortet gør (1/11/out, 13/out, +4/-4)
pairanoid-parse-mode-ace = et es skal have »out«, »1« eller »11« efter sig (f.eks. »A out«, »A 1 5>6«)
pairanoid-parse-mode-king = en konge skal have »out« eller »13« efter sig (f.eks. »K out«, »K 13 5>18«)
pairanoid-parse-mode-four = en 4'er skal have »+4« eller »-4« efter sig (f.eks. »4 +4 5>9«, »4 -4 5>1«)
pairanoid-parse-no-mode = kortet { $card } har ingen måde at vælge
pairanoid-parse-seven = en 7'er skal have sine dele: fra>til …
pairanoid-parse-swap = et knægtbyt skrives egen<>anden

pairanoid-seven-left = syveren indtil nu: { $used } skridt brugt, { $left } tilbage

## Terminalens tekstbræt.
pairanoid-board-seat = (start { $start }) kugler: { $marbles } hånd: { $hand }
# A marble in its nest, in the board's marble list ("2:rede").
pairanoid-board-nest = rede
pairanoid-board-deal = giv { $deal } ({ $size } kort hver), giver { $dealer }, bunken { $pile } kort, kasserede { $discard } kort
pairanoid-board-last = sidste kort: { $color } spillede { $card }
pairanoid-board-last-as = { $last } som { $value }
pairanoid-board-swap = makkerbytte: { $color } vælger et kort at give
pairanoid-board-you-give = du giver: { $card }
pairanoid-board-to-play = i tur: { $color }
pairanoid-board-exchange = makkerne bytter kort
pairanoid-board-over = spillet er slut: { $a } og { $b } vinder
pairanoid-board-dealing = kortene gives
pairanoid-board-received = makkerbytte: du gav { $gave } og fik { $got }

## Slutningen af spillet, på slutskærmen.
pairanoid-end-team = { $first } og { $second } vinder sammen

## Hvorfor en stilling i notation ikke kan læses.
pairanoid-position-marbles = { $color } skal have 4 kugler, ikke »{ $value }«

## Why a position cannot be read (the notation tools).
pairanoid-position-ready = '*' markerer kun en kugle i { $color } på sit eget startfelt
pairanoid-position-two-marbles = to kugler på { $field }
pairanoid-position-hand-size = hånden for { $color } har mere end 6 kort
pairanoid-position-rest-twice = kun én af pile og discard må være 'rest'
pairanoid-position-copies = flere eksemplarer af et kort, end spillet har
pairanoid-position-deck = kortene skal være hele spillet på 108 kort, ikke { $count } kort
pairanoid-position-no-dealer = der skal være en giver, når første giv er begyndt
pairanoid-position-dealt = dealt={ $count }: højst { $most } kort i giv { $deal }
pairanoid-position-before-deal = før første giv ligger alle kort i bunken med kasserede kort
pairanoid-position-during-deal = mens der gives, har hænderne præcis de kort, der er givet
pairanoid-position-hand-over-deal = giv { $deal } giver { $size } kort hver; en hånd har flere
pairanoid-position-no-cards-to-play = pladsen i tur har ingen kort
pairanoid-position-exchange = stage=exchange kræver et par, hvor begge har valgt
pairanoid-position-swap-done = stage=swap kræver en plads, der endnu ikke har valgt
pairanoid-position-swap-card = et kort, der er valgt til byttet, skal være på ejerens hånd
pairanoid-position-swap-empty = stage=swap: pladsen, der skal vælge et kort at give, har ingen kort
pairanoid-position-over-no-winner = stage=over kræver en vinder
pairanoid-position-won-not-home = { $a } og { $b } vandt, men ikke alle deres kugler er i mål
pairanoid-position-winner-playing = { $a } og { $b } er angivet som vindere, mens spillet er i gang
pairanoid-position-home-not-over = { $a } og { $b } har alle kugler i mål, så spillet er slut
pairanoid-position-deal-zero = deal=0, selvom første giv er begyndt
