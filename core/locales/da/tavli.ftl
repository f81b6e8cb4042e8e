## Portes og Plakoto, tavlispillene der spilles hver sin vej (RULES.md §5–6).
## Ord de deler med Fevga (træk, afvisninger, brættets linjer) er Fevgas.

tavli-variant-triple = Tredobbelt
tavli-variant-triple-off = fra
tavli-variant-triple-on = til
tavli-variant-triple-help = Den der taber uden at have båret nogen af og stadig har en brik på baren eller i vinderens hjemmebræt, taber 3 point.
tavli-variant-mother = Moderbrikken
tavli-variant-mother-on = afgør spillet
tavli-variant-mother-off = kun fanget
tavli-variant-mother-help = En sidste brik der fanges på startpunktet, taber spillet (2 point), medmindre den der fanger stadig har brikker på sin egen start; begge moderbrikker fanget er uafgjort.

## Et skridt i et træk, som spilleren trykker det.
tavli-step-enter = { $color } brik: bar → { $to }

## Hvorfor et skridt eller et træk afvises.
tavli-refuse-must-enter = en brik på baren skal ind, før nogen anden brik flyttes
tavli-refuse-closed-portes = modstanderen holder det punkt: to eller flere brikker lukker et punkt
tavli-refuse-closed-plakoto = det punkt er lukket: to eller flere af modstanderens brikker, eller en brik der holder en af dine fanget
tavli-refuse-pinned-bear-off = du må ikke bære af, mens en af dine brikker er fanget
tavli-refuse-game-over = spillet er slut
tavli-refuse-bad-step = “{ $step }” er ikke et skridt (skriv fra/til, f.eks. 13/7, bar/22 eller 5/off)
tavli-parse-step = et skridt skrives fra/til, som 13/7, bar/22 eller 5/off

## Loggen.
tavli-note-hit = { $color } brik slået på { $point }: til baren
tavli-note-pinned = { $color } brik fanget på { $point }
tavli-note-resigned = { $color } giver op i spillet: { $points ->
    [one] { $points } point
   *[other] { $points } point
} til den anden side
## Resigning a single game (Portes, Plakoto, Fevga): what the other wins.
tavli-resign-single-detail = { $player } vinder spillet: { $points ->
    [one] { $points } point
   *[other] { $points } point
}.

## Hvordan et spil endte, på slutskærmen.
tavli-end-borne-off = { $player } bar alle 15 af: { $points ->
    [one] { $points } point
   *[other] { $points } point
}
tavli-end-mother = { $loser }s moderbrik er fanget: { $player } vinder { $points ->
    [one] { $points } point
   *[other] { $points } point
}
tavli-end-both-mothers = Begge moderbrikker er fanget: uafgjort, 0 point til hver
tavli-end-resigned = { $loser } gav op: { $player } vinder { $points ->
    [one] { $points } point
   *[other] { $points } point
}

## Hvorfor en stilling ikke kan læses (notationsværktøjerne).
tavli-position-over-not-ended = phase=over, men ingen har båret alle 15 af, og ingen moderbrik afgør spillet
tavli-position-ended = spillet er slut på dette bræt, så fasen skal være over
tavli-position-pin = en fanget brik på punkt { $point } skal ligge alene under modstanderens brikker

## Terminalens bræt.
tavli-board-side = { $color }: { $pips } øjne, { $off } båret af, { $bar } på baren (hjemme { $home })
tavli-board-side-plakoto = { $color }: { $pips } øjne, { $off } båret af (hjemme { $home })
tavli-board-legend = ({ $white }3 = 3 hvide brikker på punktet; { $black } = sorte; /{ $black } = en sort brik fanget under dem)

## Brættets scene.
tavli-scene-game = { $game }
tavli-scene-won = { $game }: { $color } vinder { $points } point
tavli-scene-won-mother = { $game }: { $loser }s moderbrik er fanget, { $color } vinder { $points } point
tavli-scene-draw = { $game }: begge moderbrikker fanget, uafgjort
tavli-scene-resigned = { $game }: { $loser } gav op, { $color } vinder { $points ->
    [one] { $points } point
   *[other] { $points } point
}
tavli-scene-bar = { $color } brikker på baren: { $count }
tavli-scene-checker-bar = { $color } brik på baren
tavli-scene-pinned = { $color } brik fanget på punkt { $point } under { $by }
tavli-scene-mother = { $color } moderbrik på punkt { $point }

## Tavliserien (RULES.md §7): Portes, Plakoto og Fevga på skift til 3, 5 eller 7 point.
tavli-series-variant-to = Serien til
tavli-series-variant-to-5 = 5 point
tavli-series-variant-to-3 = 3 point
tavli-series-variant-to-7 = 7 point
tavli-series-variant-to-help = Portes, Plakoto og Fevga spilles på skift, indtil en spiller har så mange point i alt.
tavli-series-variant-opening = Første slag
tavli-series-variant-opening-greek = den der starter, slår begge terninger
tavli-series-variant-opening-western = den der starter, spiller startslagets terninger
tavli-series-variant-opening-help = Hver slår én terning, og den højeste starter: efter græsk skik slår han så begge terninger til sit første træk; med vestlig åbning spiller han de to terninger, der allerede er slået.
tavli-series-note-won = { $game } vundet af { $player }, { $points } point · { $white }–{ $black }
tavli-series-note-draw = { $game } uafgjort: begge moderbrikker fanget · { $white }–{ $black }
tavli-series-note-next = { $line } · næste: { $next }
tavli-series-note-roll-again = efter uafgjort slås der igen om, hvem der starter
tavli-series-won = { $player } vinder serien { $won }–{ $lost } (spillet til { $to })
tavli-series-scene-score = hvid { $white } – { $black } sort · serien til { $to }
tavli-series-scene-score-short = { $white }–{ $black } · til { $to }
tavli-series-scene-game = parti { $game }: { $name } · næste: { $next }
tavli-series-scene-game-short = { $name } → { $next }
tavli-series-scene-won = { $player } vinder serien { $won }–{ $lost }
tavli-series-scene-won-short = { $player } vinder { $won }–{ $lost }
tavli-series-board = Tavli: { $score } · { $game }
tavli-series-position-no-game = en seriestilling slutter med det parti, der spilles, fra dets navn (portes, plakoto eller fevga)
tavli-series-position-order = parti { $game } i en serie er { $expected }, ikke { $found }
tavli-series-position-rules = partiets husregler skal være seriens (Fevga: et enkelt parti, mars til, ingen doblingsterning, ingen skør Fevga)
tavli-series-position-played = played skal nævne hvert afsluttet parti i seriens rækkefølge, det sidste som brættet sluttede det
tavli-series-position-score = score skal være summen af de spillede partiers point
tavli-series-position-over = en serie er slut netop når en spiller har nået målet, og kun med sit sidste parti slut
tavli-series-position-resigned = resigned= angiver, hvem der gav op i sidste parti af en serie, der endte sådan, og det parti står tilbage ufærdigt
## At give op i en serie: partiet, der spilles, eller hele serien.
tavli-series-note-resigned = { $player } giver op i { $game }
tavli-series-end-resigned = { $loser } gav op i { $game }: { $player } får { $points } point
tavli-series-resign-game = Giv op i dette parti
tavli-series-resign-game-detail = { $player } får { $points } point for { $game }; serien til { $to } fortsætter med { $next }.
tavli-series-resign-game-ends = { $player } får { $points } point for { $game } og vinder serien.
tavli-series-resign-series = Giv op i serien
tavli-series-resign-series-detail = { $player } vinder serien.
