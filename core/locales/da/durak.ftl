# Durak: hvis beslutning, trintekster, noter, afvisninger (nøgler begynder med 'durak-').

## Hvis beslutning det er, sagt med ord ved bordet.
durak-decide-open = { $player } angriber { $defender }: læg et kort
durak-decide-throw-in = { $player } må lægge til eller melde pas
durak-decide-add-taking = { $defender } tager op: { $player } må lægge kort til eller melde pas
durak-decide-defend = { $player } forsvarer: stik eller tag op
durak-decide-defend-transfer = { $player } forsvarer: stik, send videre eller tag op

## Trintekster.
durak-step-attack = angrib med { $card }
durak-step-throw-in = læg { $card } til
durak-step-pass = pas: intet (mere) at lægge til
durak-step-take = tag { $count ->
    [one] kortet
   *[other] de { $count } kort
} op
durak-step-card = { $card }
durak-step-beat = stik { $target } med { $card }
durak-step-transfer = send videre til { $to } med { $card }
durak-step-show = vis { $card } og send videre til { $to }
durak-step-deal = bland og giv
durak-short-pass = Pas
durak-short-take = Tag op
durak-short-transfer = Send → { $to }
durak-short-show = Vis → { $to }
durak-card-trump = { $card }, trumf

## Hvad der skete (loggen).
durak-pass = intet at lægge til
durak-note-trump = vendte { $card }: { $suit } er trumf
durak-note-lowest-trump = { $player } har den laveste trumf, { $card }, og angriber først
durak-note-bout = { $attacker } angriber { $defender }
durak-note-takes = { $player } tager op
durak-note-beaten = { $player } stak det hele: kortene lægges til side
durak-note-transfer = { $player } sender videre til { $to } med { $card }
durak-note-show = { $player } viser { $card } og sender videre til { $to }
durak-note-fool = { $player } er durak (fjolset)
durak-note-team-fools = { $player }s hold sidder tilbage med kort: { $players } fjolser
durak-note-draw = uafgjort: sidste runde tømte de sidste hænder, ingen er durak
durak-note-next-game = fjolset, { $dealer }, giver i næste spil
durak-end-series = fjolser: { $score } (serien slutter ved { $to })
# Slutskærmens linje for hver plads, med Duraks egne ord.
durak-end-out = { $player } — { $place ->
    [1] ude først
   *[other] ude som nummer { $place }
}
durak-end-fool = { $player } — fjolset
durak-end-fools = { $player } — { $count ->
    [0] aldrig fjolset
    [one] fjolset én gang
   *[other] fjolset { $count } gange
}
durak-resigned = { $player } opgav og er durak
durak-undo-drawn = der er trukket kort fra bunken siden

## Afvisninger.
durak-refuse-deck-small = { $deck } kort rækker ikke til seks hver til { $players } spillere
durak-refuse-teams-players = hold kræver fire spillere (2 mod 2) eller seks (3 mod 3), ikke { $players }
durak-refuse-teams-perevodnoy = hold spilles kun i Podkidnoj
durak-refuse-not-dealt = kortene er ikke givet endnu
durak-refuse-defender-pass = forsvareren kan ikke melde pas: stik alle kort eller tag op
durak-refuse-pass-on = angrebet kan ikke sendes videre nu: kun før noget kort er stukket, i Perevodnoj, og kun hvis næste spiller har mindst lige så mange kort som der så ligger på bordet
durak-refuse-does-not-beat = { $card } stikker ikke { $target }: stik med et højere kort i samme kulør eller med trumf
durak-refuse-attacker-take = kun forsvareren tager op
durak-refuse-not-held = du har ikke { $card }
durak-refuse-limit = runden har allerede { $count } angrebskort, sin grænse
durak-refuse-rank = { $card } kan ikke lægges til: kun værdier der allerede ligger på bordet

## Hvorfor en stilling eller et træk ikke kan læses.
durak-position-two-places = { $card } ligger to steder
durak-position-cards = kortene udgør ikke spillet (mangler: { $missing }; ikke i spillet: { $extra })
durak-position-known = { $seat } siges at have et kort, den ikke har
durak-position-roles = angriber, forsvarer og den i tur passer ikke til bordet
durak-position-not-over = turn=over, men ingen har nået seriens antal fjolser
durak-position-over = serien er slut: skriv turn=over
durak-position-cards-before-deal = der ligger kort ude før given (turn=deal)
durak-parse-deal = en giv nævner hvert af de { $count } kort én gang, adskilt med komma
durak-parse-move = et træk i Durak er et kort, »pass«, »take«, et kort og kortet det stikker, eller et kort og »transfer« eller »show«

## Terminalens tekstbord.
durak-board-series = Serie til { $to } fjolser: { $score }
durak-board-not-dealt = Kortene skal til at blandes og gives.
durak-board-trump = Trumfkort { $card }    Bunken: { $stock }
durak-board-table = Bordet ({ $count } af { $cap }): { $cards }
durak-board-discard = Lagt til side: { $count }
durak-board-attacker = angriber
durak-board-defender = forsvarer
durak-board-out = ude, plads { $place }
durak-board-hand = hånd: { $cards }
durak-board-known = kendte: { $cards }

## Husregler.
durak-variant-kind = Spil
durak-variant-kind-podkidnoy = Podkidnoj (lægge til)
durak-variant-kind-perevodnoy = Perevodnoj (sende videre)
durak-variant-kind-help = I Perevodnoj må forsvareren sende angrebet videre til næste spiller med et kort af samme værdi, før noget er stukket.
durak-variant-deck = Kortspil
durak-variant-deck-36 = 36 kort (6 til es)
durak-variant-deck-52 = 52 kort
durak-variant-deck-24 = 24 kort (9 til es)
durak-variant-deck-help = 36 kort, hele spillet, eller 24 kort til to til fire spillere.
durak-variant-first = Første runde
durak-variant-first-5 = højst 5 kort
durak-variant-first-6 = højst 6 kort
durak-variant-first-help = Hvor mange angrebskort et spils første runde må have.
durak-variant-show = Vis trumfen
durak-variant-show-off = fra
durak-variant-show-on = til
durak-variant-show-help = Perevodnoj: send videre ved at vise trumfen af angrebets værdi (du beholder den), én gang per runde.
durak-variant-teams = Hold
durak-variant-teams-off = fra
durak-variant-teams-on = til
durak-variant-teams-help = Fire spillere 2 mod 2 eller seks 3 mod 3, makker på hver anden plads; kun modstandere lægger til; et hold taber, når det sidst sidder med kort.
durak-variant-next = Efter et spil
durak-variant-next-left = fjolsets venstre nabo angriber
durak-variant-next-right = fjolsets højre nabo angriber
durak-variant-next-help = Hvem der angriber først i næste spil: spilleren til venstre for fjolset, eller til højre, så fjolset forsvarer først.
durak-variant-fools = Serie
durak-variant-fools-1 = ét spil
durak-variant-fools-2 = til 2 fjolser
durak-variant-fools-3 = til 3 fjolser
durak-variant-fools-5 = til 5 fjolser
durak-variant-fools-help = Ét spil, eller en serie der slutter, når nogen har været durak så mange gange; fjolset giver i næste spil.
