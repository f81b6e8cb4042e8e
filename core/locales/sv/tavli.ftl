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
tavli-note-resigned = { $color } ger upp partiet: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
} till den andra sidan
## Resigning a single game (Portes, Plakoto, Fevga): what the other wins.
tavli-resign-single-detail = { $player } vinner partiet: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}.

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
tavli-end-resigned = { $loser } gav upp: { $player } vinner { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}

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
tavli-scene-resigned = { $game }: { $loser } gav upp, { $color } vinner { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
tavli-scene-bar = { $color } brickor på baren: { $count }
tavli-scene-checker-bar = { $color } bricka på baren
tavli-scene-pinned = { $color } bricka fångad på punkt { $point } under { $by }
tavli-scene-mother = { $color } moderbricka på punkt { $point }

## Tavliserien (RULES.md §7): Portes, Plakoto och Fevga i tur och ordning till 3, 5 eller 7 poäng.
tavli-series-variant-to = Serien till
tavli-series-variant-to-5 = 5 poäng
tavli-series-variant-to-3 = 3 poäng
tavli-series-variant-to-7 = 7 poäng
tavli-series-variant-to-help = Portes, Plakoto och Fevga spelas i tur och ordning tills någon har så många poäng sammanlagt.
tavli-series-variant-opening = Första slaget
tavli-series-variant-opening-greek = den som börjar slår båda tärningarna
tavli-series-variant-opening-western = den som börjar spelar startslagets tärningar
tavli-series-variant-opening-help = Var och en slår en tärning och den högsta börjar: enligt grekisk sed slår hen sedan båda tärningarna till sitt första drag; med västerländsk öppning spelar hen de två tärningarna som redan slagits.
tavli-series-note-won = { $game } vanns av { $player }, { $points } poäng · { $white }–{ $black }
tavli-series-note-draw = { $game } oavgjort: båda moderbrickorna fångade · { $white }–{ $black }
tavli-series-note-next = { $line } · nästa: { $next }
tavli-series-note-roll-again = efter oavgjort slår man om vem som börjar
tavli-series-won = { $player } vinner serien med { $won }–{ $lost } (spelad till { $to })
tavli-series-scene-score = vit { $white } – { $black } svart · serien till { $to }
tavli-series-scene-score-short = { $white }–{ $black } · till { $to }
tavli-series-scene-game = parti { $game }: { $name } · nästa: { $next }
tavli-series-scene-game-short = { $name } → { $next }
tavli-series-scene-won = { $player } vinner serien med { $won }–{ $lost }
tavli-series-scene-won-short = { $player } vinner { $won }–{ $lost }
tavli-series-board = Tavli: { $score } · { $game }
tavli-series-position-no-game = en serieställning slutar med partiet som spelas, från dess namn (portes, plakoto eller fevga)
tavli-series-position-order = parti { $game } i en serie är { $expected }, inte { $found }
tavli-series-position-rules = partiets husregler måste vara seriens (Fevga: ett enda parti, mars på, ingen dubblingskub, ingen galen Fevga)
tavli-series-position-played = played måste räkna upp varje avslutat parti i seriens ordning, det sista som brädet slutade
tavli-series-position-score = score måste vara summan av de spelade partiernas poäng
tavli-series-position-over = en serie är slut just när någon har nått målet, och bara med sitt sista parti slut
tavli-series-position-resigned = resigned= anger vem som gav upp sista partiet i en serie som slutade så, och det partiet står kvar ofärdigt
## Att ge upp i en serie: partiet som spelas, eller hela serien.
tavli-series-note-resigned = { $player } ger upp { $game }
tavli-series-end-resigned = { $loser } gav upp { $game }: { $player } får { $points } poäng
tavli-series-resign-game = Ge upp partiet
tavli-series-resign-game-detail = { $player } får { $points } poäng för { $game }; serien till { $to } fortsätter med { $next }.
tavli-series-resign-game-ends = { $player } får { $points } poäng för { $game } och vinner serien.
tavli-series-resign-series = Ge upp serien
tavli-series-resign-series-detail = { $player } vinner serien.
