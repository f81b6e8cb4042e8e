# Fia med knuff: stegen, nekanden, pass och noteringar (nycklar börjar med 'fia-').

fia-piece = { $color } pjäs { $piece }
fia-step-roll = slå tärningen
fia-step-out-start = { $count ->
    [one] en { $color } pjäs ut på startrutan
   *[other] två pjäser ut på startrutan
}
fia-step-out-six = en { $color } pjäs ut direkt till ruta { $square }
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → i mål
# A square of the walk as the board labels it: a track square by its number, a home-path square.
fia-spot-square = { $square }

fia-exit-1or6 = en etta eller en sexa
fia-exit-6 = en sexa
fia-refuse-roll-first = slå tärningen först
fia-refuse-out-number = ingen pjäs ut på { $die }: för att komma ut behöver du { $numbers }
fia-refuse-out-nest-empty = ingen pjäs ut: det finns ingen kvar i boet
fia-refuse-out-own-start = ingen pjäs ut: din egen pjäs står på startrutan
fia-refuse-out-two = för att flytta ut två pjäser måste två stå i boet
fia-refuse-out = ingen pjäs kan flytta ut nu
fia-refuse-piece-in-nest = den pjäsen står i boet: den måste ut först
fia-refuse-piece-in-goal = den pjäsen är redan i mål
fia-refuse-piece-blocked = den pjäsen kan inte flytta: den skulle gå förbi eller landa på din egen pjäs, landa på en skyddad pjäs eller gå förbi målet
fia-refuse-piece-overshoot = den pjäsen skulle gå förbi målet: den behöver jämnt { $count } för att komma in
fia-refuse-piece-own = den pjäsen skulle gå förbi eller landa på din egen pjäs { $piece }
fia-refuse-piece-protected = den pjäsen skulle landa på en { $color } pjäs, som är skyddad på sin egen startruta

fia-pass-three-sixes = den tredje sexan i rad spelas inte
fia-pass-no-move-six = ingen pjäs kan gå sexan (slå igen)
fia-pass-no-move = ingen pjäs kan flytta
fia-note-try-again = ingen pjäs ute: slå igen

## Husregler: namn, varje värde, vad regeln gör.
fia-variant-pieces = Pjäser per spelare
fia-variant-pieces-4 = 4
fia-variant-pieces-2 = 2 (kort parti)
fia-variant-pieces-help = Hur många pjäser varje spelare ska få i mål.
fia-variant-exit = Ut ur boet
fia-variant-exit-1or6 = på etta eller sexa
fia-variant-exit-6 = bara på sexa
fia-variant-exit-help = Vilka tal som flyttar ut en pjäs ur boet.
fia-variant-three-sixes = Tre sexor i rad
fia-variant-three-sixes-play = inget särskilt
fia-variant-three-sixes-pass = den tredje sexan går förlorad
fia-variant-three-sixes-help = Med ”går förlorad” spelas inte den tredje sexan i rad, och turen går vidare.
fia-variant-knock = Knuff
fia-variant-knock-land = bara där du landar
fia-variant-knock-passed = även alla pjäser du passerar
fia-variant-knock-help = Om en motståndares pjäs som du går förbi på banan också knuffas hem.
fia-variant-goal = In i mål
fia-variant-goal-bounce = studsa tillbaka
fia-variant-goal-exact = jämnt slag
fia-variant-goal-reach = det räcker att nå målet
fia-variant-goal-help = Ett för högt slag vid målet: gå in och tillbaka, kräv jämnt slag, eller räcker det att nå fram.
fia-variant-start-squares = Startrutor
fia-variant-start-squares-open = inte skyddade
fia-variant-start-squares-safe = skyddade
fia-variant-start-squares-help = Med ”skyddade” kan en pjäs på sin egen startruta inte knuffas hem.
fia-variant-end = Slut
fia-variant-end-first = när den första är i mål
fia-variant-end-all = spela vidare om alla platser
fia-variant-end-help = Sluta när den första spelaren är i mål, eller spela vidare om de andra platserna.
fia-variant-two-player = Två spelare
fia-variant-two-player-opposite = motsatta färger
fia-variant-two-player-adjacent = färger bredvid varandra
fia-variant-two-player-help = Vilka färger två spelare tar.

## Why a move cannot be read (the terminal's notation).
fia-parse-rolloff = slaget om vem som börjar anger en tärning (1 till 6) eller ”-” per plats
fia-parse-die = en tärning visar 1 till 6
fia-parse-piece = pjäserna heter p0 till p{ $last }
fia-parse-move = skriv roll, out, out2, out5, en pjäs (p0, p1 …) eller en tärning (d1 till d6)

## Terminalens textbräde.
fia-board-status = på tur: { $color }   tärning: { $die }
fia-board-letters = { $letters }; små bokstäver: pjäser i boet

## Why a position cannot be read (the notation tools).
fia-position-move-needs-die = stage=move behöver en tärning
fia-position-rolloff-seats = ett slag om vem som börjar gäller två eller fler olika platser, i platsordning
fia-position-finished-not-home = { $color } är klar utan att alla pjäser är i mål
fia-position-home-not-finished = { $color } har alla pjäser i mål men står inte bland de färdiga
fia-position-over-count = ett avslutat spel har { $expected } { $expected ->
    [one] färdig plats
   *[other] färdiga platser
}, inte { $count }
fia-position-not-over = { $count ->
    [one] { $count } plats är
   *[other] { $count } platser är
} klara, så spelet är slut
fia-position-rolloff-pieces-out = slaget om vem som börjar kommer innan någon pjäs lämnar boet
fia-position-finished-to-move = { $color } står på tur men är redan klar
fia-position-sixes = { $sixes ->
    [one] { $sixes } sexa
   *[other] { $sixes } sexor
} på { $rolls } slag
fia-position-move-no-piece = stage=move, men tärningen flyttar ingen pjäs (slaget går över)
fia-position-two-pieces = { $color }: två pjäser på steg { $progress }
fia-position-share-square = { $a } och { $b } står på samma ruta { $square }

## Resigning and playing on (issue 22)
fia-resign-detail-play-on = Du lämnar partiet på plats { $place }; de andra spelar vidare.
fia-resign-detail-wins = { $player } vinner partiet.
fia-resign-detail-ends = Partiet slutar här: ingen annan vid enheten spelar längre.
