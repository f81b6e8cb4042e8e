# Fia med knuff: stegen, nekanden, pass och noteringar (nycklar börjar med 'fia-').

fia-piece = { $color } pjäs { $piece }
fia-step-roll = slå tärningen
fia-step-out-start = { $count ->
    [one] en { $color } pjäs ut på startrutan
   *[other] två pjäser ut på startrutan
}
fia-step-out-six = en { $color } pjäs ut direkt till ruta 6
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → i mål

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
