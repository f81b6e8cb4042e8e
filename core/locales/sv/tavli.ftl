## Portes och Plakoto, tavlispelen som spelas åt motsatta håll (RULES.md §5–6).
## Ord de delar med Fevga (drag, vägran, brädets rader) är Fevgas.

tavli-variant-triple = Trippelt
tavli-variant-triple-off = av
tavli-variant-triple-on = på
tavli-variant-triple-help = Den som förlorar utan att ha burit av någon och har en bricka på baren eller i vinnarens hemmabräde förlorar 3 poäng.
tavli-variant-mother = Moderbrickan
tavli-variant-mother-on = avgör partiet
tavli-variant-mother-off = bara fångad
tavli-variant-mother-help = En sista bricka som fångas på startpunkten förlorar partiet (2 poäng), om inte den som fångar har brickor kvar på sin egen start; båda moderbrickorna fångade är oavgjort.

## Ett steg i ett drag, som spelaren trycker det.
tavli-step-enter = { $color } bricka: bar → { $to }

## Varför ett steg eller ett drag vägras.
tavli-refuse-must-enter = en bricka på baren måste komma in innan någon annan bricka flyttas
tavli-refuse-closed-portes = motståndaren håller den punkten: två eller fler brickor stänger en punkt
tavli-refuse-closed-plakoto = den punkten är stängd: två eller fler av motståndarens brickor, eller en bricka som håller en av dina fångad
tavli-refuse-pinned-bear-off = du får inte bära av medan en av dina brickor är fångad
tavli-refuse-game-over = partiet är slut
tavli-refuse-bad-step = ”{ $step }” är inget steg (skriv från/till, t.ex. 13/7, bar/22 eller 5/off)
tavli-parse-step = ett steg skrivs från/till, som 13/7, bar/22 eller 5/off

## Loggen.
tavli-note-hit = { $color } bricka slagen på { $point }: till baren
tavli-note-pinned = { $color } bricka fångad på { $point }

## Hur ett parti slutade, på slutskärmen.
tavli-end-borne-off = { $player } bar av alla 15: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
tavli-end-mother = { $loser }s moderbricka är fångad: { $player } vinner { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
tavli-end-both-mothers = Båda moderbrickorna är fångade: oavgjort, 0 poäng var

## Varför en ställning inte kan läsas (notationsverktygen).
tavli-position-over-not-ended = phase=over, men ingen har burit av alla 15 och ingen moderbricka avgör partiet
tavli-position-ended = partiet är slut på det här brädet, så fasen måste vara over
tavli-position-pin = en fångad bricka på punkt { $point } måste ligga ensam under motståndarens brickor

## Terminalens bräde.
tavli-board-side = { $color }: { $pips } ögon, { $off } avburna, { $bar } på baren (hemma { $home })
tavli-board-side-plakoto = { $color }: { $pips } ögon, { $off } avburna (hemma { $home })
tavli-board-legend = ({ $white }3 = 3 vita brickor på punkten; { $black } = svarta; /{ $black } = en svart bricka fångad under dem)

## Brädets scen.
tavli-scene-game = { $game }
tavli-scene-won = { $game }: { $color } vinner { $points } poäng
tavli-scene-won-mother = { $game }: { $loser }s moderbricka är fångad, { $color } vinner { $points } poäng
tavli-scene-draw = { $game }: båda moderbrickorna fångade, oavgjort
tavli-scene-bar = { $color } brickor på baren: { $count }
tavli-scene-checker-bar = { $color } bricka på baren
tavli-scene-pinned = { $color } bricka fångad på punkt { $point } under { $by }
tavli-scene-mother = { $color } moderbricka på punkt { $point }
