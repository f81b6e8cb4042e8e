# Terminalen: spørgsmål, overdragelser, resultater (nøgler begynder med 'cli-').

cli-tally-heading = Stillingen ved bordet:
cli-tally-row = spil { $games }  vundet { $wins }  tabt { $losses }
cli-place = plads { $place }: { $seat }
cli-place-loses = plads { $place }: { $seat }  ← taber
cli-ask-rematch = r = spil igen ved samme bord, Enter = stop:{" "}
cli-handoff = Giv enheden videre til { $who }. I andre, kig væk: nu vises { $name }s kort.
cli-ask-handoff = { $who }: tryk Enter, når du har enheden (q = stop):{" "}
cli-saved = Gemt. Fortsæt senere med: spelbord resume
cli-so-far = { $who }, indtil nu: { $steps }
cli-ask-roll = { $who }: Enter = slå, q = stop:{" "}
cli-ask-roll-undo = { $who }: Enter = slå, u = fortryd, q = stop:{" "}
cli-to-move = { $who } er i tur:
cli-confirm = bekræft trækket (c)
cli-ask-move = nr. eller træk, m = alle træk, h = tip, ? = regler, q = stop
cli-ask-move-undo = nr. eller træk, u = fortryd, m = alle træk, h = tip, ? = regler, q = stop
cli-ask-standard-rules = husregler: standard? [J/n]:{" "}
cli-standard = {" "}(standard)
cli-forced = { $who } har kun ét træk, spillet for dig (--no-auto: vælg selv)
cli-legal-moves = lovlige træk:
cli-hint = tip: { $move }
cli-no-hint = intet tip: { $reason }
cli-undone-step = fortrudt: { $step }
cli-undone-move = fortrudt: { $move }
cli-undone-nothing = intet at fortryde

## Gemte spil (spelbord resume).
cli-saves-none = Ingen gemte spil i { $dir }.
cli-save-line = { $n }) { $title } [{ $game }] — { $state }
cli-save-when = sidst spillet { $time }, id { $id }
cli-save-finished = afsluttet
cli-save-to-move = { $who } er i tur
cli-save-unreadable = { $id }: { $reason }
cli-ask-resume = nummer = fortsæt, d nummer (eller d id) = slet, q = afslut [1]:{" "}
cli-ask-delete = Slet “{ $title }” ({ $id })? Det kan ikke fortrydes. [j/N]:{" "}
cli-deleted = { $id } er slettet.
cli-kept = { $id } er beholdt.
cli-resume-unclear = Skriv et nummer fra listen, d og et nummer eller id, eller q.
cli-resuming = Fortsætter { $title }.
cli-resume-needs-store = resume kræver en mappe til gemte spil
cli-not-saved = Ikke gemt (--no-save): spillet slutter her.
cli-since-last-turn = Siden din sidste tur:
cli-starts = { $who } starter

## At sætte et spil op.
cli-seat-no-name = plads { $seat } har intet navn
cli-choose-game = Spelbord — vælg et spil:
cli-players-range = { $min }-{ $max } spillere
cli-ask-game = spil [1]:{" "}
cli-pick-from-list = Skriv et nummer fra listen.
cli-ask-players = spillere ({ $min }-{ $max }) [{ $max }]:{" "}
cli-players-range-for = { $game } er for { $min } til { $max } spillere.
cli-seats-help = Skriv for hver plads et navn (et menneske) eller et botniveau: easy, medium, hard.
cli-default-player = Spiller 1
cli-ask-seat = plads { $seat } ({ $colour }) [{ $default }]:{" "}
cli-one-seat = Én plads ad gangen, tak.
cli-cannot-open-store = kan ikke åbne mappen til gemte spil { $dir }: { $reason }
cli-could-not-save = (kunne ikke gemme: { $reason })
cli-roll-off = slag om hvem der starter: { $rolls }
cli-bot-error = fejl i botten: { $reason }
cli-new-in-hand = { $who }, nyt på hånden: { $cards }
cli-ask-seen = { $who }: tryk Enter, når du har set det:{" "}
cli-players-exact = { $count } spillere
