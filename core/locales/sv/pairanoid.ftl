# Pairanoid: steg, nekanden och pass (nycklar börjar med 'pairanoid-').

pairanoid-field = fält { $field }
pairanoid-goal-field = { $color } målgång, fält { $field }
pairanoid-no-colour = tom
pairanoid-step-part = { $marble }: { $from } → { $to }
pairanoid-step-give = ge din partner det här kortet: { $card }
pairanoid-step-discard = släng handen: inget kort går att spela
pairanoid-step-play = spela { $card }
pairanoid-step-joker-as = jokern som { $card }
pairanoid-step-out = släpp ut en { $color } kula
pairanoid-step-forward = framåt { $count }
pairanoid-step-back = bakåt { $count }
pairanoid-step-swap = byt plats på din kula på { $from } och den { $other } kulan på { $to }

pairanoid-whose-own = dina
pairanoid-whose-partner = din partners
pairanoid-refuse-seven-cannot = en 7:a måste användas helt (alla 7 steg på { $whose } kulor) och går inte här
pairanoid-refuse-jack-cannot = en knekt byter plats på en av { $whose } kulor på banan och en kula i annan färg på banan; kulor i boet, i målgången eller skyddade på sitt eget startfält kan inte bytas
pairanoid-refuse-cannot-come-out-or-move = ingen { $color } kula kan komma ut (boet är tomt eller en egen kula står på startfältet) och ingen kan gå det som { $card } tillåter
pairanoid-refuse-cannot-move = ingen { $color } kula kan gå { $count }: en skyddad kula på sitt startfält står i vägen, eller målgången är för kort eller blockerad
pairanoid-refuse-cannot-move-four = ingen { $color } kula kan gå { $count } framåt eller bakåt: en skyddad kula på sitt startfält står i vägen, eller målgången är för kort eller blockerad
pairanoid-refuse-dealing = korten delas ut; ingen spelar just nu
pairanoid-refuse-exchanging = partnerna byter kort med varandra
pairanoid-refuse-not-held = du har ingen { $card }
pairanoid-refuse-give-first = först väljer båda partnerna ett kort att ge den andra
pairanoid-refuse-choose-card = välj ett kort
pairanoid-refuse-discard-alone = att slänga handen kräver inget mer
pairanoid-refuse-must-play = du kan spela ett kort, så du får inte slänga handen (ett spelbart kort måste spelas, även en 7:a som kan användas helt)
pairanoid-refuse-must-discard = inget av dina kort går att spela: släng handen
pairanoid-refuse-not-a-card = ”{ $text }” är inget kort (A, 2–10, J, Q, K, Jk)
pairanoid-refuse-joker-value = en joker står för en valör: =A, =2 … =10, =J, =Q, =K
pairanoid-refuse-no-out = ingen kula kan komma ut: boet är tomt eller din egen kula står på startfältet
pairanoid-refuse-jack-own-first = knekten byter först en { $color } kula
pairanoid-refuse-jack-same-colour = en knekt kan inte byta två kulor i samma färg
pairanoid-refuse-jack-empty = båda fälten måste ha en kula
pairanoid-refuse-jack-protected = en kula som är skyddad på sitt startfält, står i boet eller i målgången kan inte bytas
pairanoid-refuse-no-marble = det står ingen kula på { $field }
pairanoid-refuse-other-colour = det är en { $color } kula; nu flyttar du { $own } kulor
pairanoid-refuse-own-lane-only = en kula kan bara gå in i sin egen målgång
pairanoid-refuse-lane-forward = en kula i målgången går bara framåt inne i den
pairanoid-refuse-not-ready = en kula som just kommit ut (eller backat eller bytts till sitt startfält) kan inte gå direkt in i målgången: den måste först gå ett varv förbi startfältet
pairanoid-refuse-part-blocked = kortet tar inte kulan dit: en skyddad kula på sitt startfält står i vägen, målgången är blockerad (inga hopp) eller för kort, eller så stämmer inte antalet
pairanoid-refuse-seven-one-part = varje kula tar en del av 7:an (ge den alla sina steg på en gång)
pairanoid-refuse-seven-used = alla 7 steg är använda
pairanoid-refuse-seven-part = { $reason } ({ $count } av 7:ans steg kvar)
pairanoid-refuse-seven-short = de här delarna använder { $used } av 7:ans steg: { $count } steg till måste gå till en annan kula (en 7:a används alltid helt)

pairanoid-pass-no-playable-card = inget kort går att spela

pairanoid-marble = { $color } kula { $piece }
pairanoid-note-first-dealer = { $color } ger först
pairanoid-note-swapped = { $a } och { $b } bytte ett kort

## Why a move cannot be read (the terminal's notation).
pairanoid-parse-part = ”{ $text }” är inte skrivet från>till
pairanoid-parse-field = ”{ $text }” är inget fält
pairanoid-parse-colour = ”{ $text }” är ingen färg
pairanoid-parse-card = ”{ $text }” är inget kort (A, 2–10, J, Q, K, Jk)
pairanoid-parse-reshuffle = en omblandning innehåller precis de kort som inte finns på någon hand
pairanoid-parse-step-count = { $count ->
    [one] kortet tar { $count } steg till
   *[other] kortet tar { $count } steg till
}, inte { $given }
pairanoid-parse-mode = säg vad kortet gör (1/11/out, 13/out, +4/-4)
pairanoid-parse-mode-ace = ett ess behöver ”out”, ”1” eller ”11” efter sig (t.ex. ”A out”, ”A 1 5>6”)
pairanoid-parse-mode-king = en kung behöver ”out” eller ”13” efter sig (t.ex. ”K out”, ”K 13 5>18”)
pairanoid-parse-mode-four = en 4:a behöver ”+4” eller ”-4” efter sig (t.ex. ”4 +4 5>9”, ”4 -4 5>1”)
pairanoid-parse-no-mode = kortet { $card } har inget läge att välja
pairanoid-parse-seven = en 7:a behöver sina delar: från>till …
pairanoid-parse-swap = ett knektbyte skrivs egen<>annan

pairanoid-seven-left = sjuan hittills: { $used } steg spelade, { $left } kvar

## Terminalens textbräde.
pairanoid-board-seat = (start { $start }) kulor: { $marbles } hand: { $hand }
# A marble in its nest, in the board's marble list ("2:boet").
pairanoid-board-nest = boet
pairanoid-board-deal = giv { $deal } ({ $size } kort var), giver { $dealer }, högen { $pile } kort, slängda { $discard } kort
pairanoid-board-last = senaste kort: { $color } spelade { $card }
pairanoid-board-last-as = { $last } som { $value }
pairanoid-board-swap = partnerbyte: { $color } väljer ett kort att ge
pairanoid-board-you-give = du ger: { $card }
pairanoid-board-to-play = på tur: { $color }
pairanoid-board-exchange = partnerna byter kort
pairanoid-board-over = spelet är slut: { $a } och { $b } vinner
pairanoid-board-dealing = korten delas ut
pairanoid-board-received = partnerbyte: du gav { $gave } och fick { $got }

## Slutet av spelet, på slutskärmen.
pairanoid-end-team = { $first } och { $second } vinner tillsammans

## Varför en ställning i notation inte går att läsa.
pairanoid-position-marbles = { $color } behöver 4 kulor, inte ”{ $value }”

## Why a position cannot be read (the notation tools).
pairanoid-position-ready = '*' markerar bara en kula i { $color } på sin egen startruta
pairanoid-position-two-marbles = två kulor på { $field }
pairanoid-position-hand-size = handen för { $color } har fler än 6 kort
pairanoid-position-rest-twice = bara en av pile och discard får vara 'rest'
pairanoid-position-copies = fler exemplar av ett kort än leken har
pairanoid-position-deck = korten måste vara hela leken på 108 kort, inte { $count } kort
pairanoid-position-no-dealer = det behövs en givare när första given har börjat
pairanoid-position-dealt = dealt={ $count }: högst { $most } kort i giv { $deal }
pairanoid-position-before-deal = före första given ligger alla kort bland de slängda
pairanoid-position-during-deal = under en giv har händerna precis de kort som delats ut
pairanoid-position-hand-over-deal = giv { $deal } ger { $size } kort var; en hand har fler
pairanoid-position-no-cards-to-play = platsen som står på tur har inga kort
pairanoid-position-exchange = stage=exchange behöver ett par där båda har valt
pairanoid-position-swap-done = stage=swap behöver en plats som ännu inte har valt
pairanoid-position-swap-card = ett kort som valts för bytet måste finnas på ägarens hand
pairanoid-position-swap-empty = stage=swap: platsen som ska välja ett kort att ge har inga kort
pairanoid-position-over-no-winner = stage=over behöver en vinnare
pairanoid-position-won-not-home = { $a } och { $b } vann, men alla deras kulor är inte i mål
pairanoid-position-winner-playing = { $a } och { $b } anges som vinnare medan spelet pågår
pairanoid-position-home-not-over = { $a } och { $b } har alla kulor i mål, så spelet är slut
pairanoid-position-deal-zero = deal=0 fast första given har börjat
