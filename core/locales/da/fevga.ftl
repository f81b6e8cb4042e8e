# Fevga: træk, afvisninger og pas (nøgler begynder med 'fevga-').

fevga-step-move = { $color } brik: { $from } → { $to }
fevga-step-off = { $color } brik: { $from } → af brættet
fevga-step-with-die = { $step } (med { $die }'eren)
fevga-step-pass = intet tal kan spilles
fevga-step-roll = slå med terningerne
fevga-step-double = tilbyd dobling til { $stake }
fevga-step-take = tag doblingen til { $stake }
fevga-step-drop = giv op og tab { $stake } point

fevga-refuse-dice-next = nu slås der med terningerne
fevga-refuse-match-over = matchen er slut
fevga-refuse-answer-double = svar på doblingen først: tag den eller giv op
fevga-refuse-no-cube = doblingsterningen er ikke med i spillet
fevga-refuse-cube-highest = doblingsterningen står allerede på sin højeste værdi
fevga-refuse-not-cube-owner = kun den, der ejer doblingsterningen, må doble
fevga-refuse-roll-first = slå med terningerne først
fevga-refuse-cannot-pass = du kan ikke melde pas: et tal kan spilles
fevga-refuse-bad-step = »{ $step }« er ikke et træk (skriv fra/til, f.eks. 13/18)
fevga-refuse-step = { $step }: { $reason }
fevga-refuse-no-checker = du har ingen brik på den tunge
fevga-refuse-closed = den tunge holdes af modstanderen: én brik lukker en tunge, også som mellemstop
fevga-refuse-first-checker = første brik: ingen anden brik må forlade hovedet, før den første er kommet forbi modstanderens hoved (tunge { $head })
fevga-refuse-start-quarter = spærring i startfjerdedelen: du må ikke holde alle seks tunger i din startfjerdedel ({ $points })
fevga-refuse-not-all-home = du må først tage brikker af, når alle 15 er hjemme
fevga-refuse-higher-checker = et for højt tal tager kun af fra den højeste besatte tunge; flyt inden for hjemmet fra en højere tunge
fevga-refuse-no-die = ingen tilbageværende terning flytter en brik så langt (terninger: { $dice })
fevga-refuse-one-step-per-number = ingen terning flytter en brik { $distance } tunger på én gang: skriv ét træk pr. tal (terninger: { $dice })
fevga-refuse-max-numbers = flest tal: du skal spille så mange tal som muligt, og { $count } kan spilles
fevga-refuse-larger-number = højeste tal: kun ét tal kan spilles, så det skal være det højeste ({ $die })
fevga-refuse-six-block = seksspærringen: et træk må ikke ende med seks tunger i træk lige foran tungen med alle modstanderens 15 brikker
fevga-refuse-must-open = åbn spærringen: din seksspærring foran modstanderens 15 brikker skal åbnes, og et lovligt træk åbner den
fevga-refuse-incomplete = trækket er ikke færdigt: spil { $count } tal (terninger: { $dice })

fevga-pass-no-play = intet tal kan spilles

fevga-note-opening-tie = lige: slå om
fevga-note-double-offered = { $color } tilbyder dobling til { $stake }
fevga-note-double-taken = { $color } tager imod; indsatsen er { $stake }
fevga-note-double-dropped = { $color } giver op
fevga-note-progression = Skør Fevga: { $color } spiller { $die }-{ $die } som det næste
fevga-note-leftover = { $color } spiller de { $count } uspillede { $die }'ere
fevga-note-single-won = { $color } vinder spillet og får { $points } point
fevga-note-game-won = { $color } vinder spil { $game } og får { $points } point (stilling { $white }–{ $black })

## Husregler.
fevga-variant-match = Match
fevga-variant-match-1 = et enkelt spil
fevga-variant-match-3 = til 3 point
fevga-variant-match-5 = til 5 point
fevga-variant-match-7 = til 7 point
fevga-variant-match-help = Point for at vinde matchen: et enkelt spil, eller en match til 3, 5 eller 7 point.
fevga-variant-mars = Mars
fevga-variant-mars-on = tæller dobbelt
fevga-variant-mars-off = tæller enkelt
fevga-variant-mars-help = En sejr, før taberen har taget nogen brik af (mars), tæller dobbelt.
fevga-variant-cube = Doblingsterning
fevga-variant-cube-off = fra
fevga-variant-cube-on = til
fevga-variant-cube-help = Tilbyd dobling før slaget; tager modstanderen imod, fordobles indsatsen, giver han op, taber han den nuværende indsats.
fevga-variant-crazy = Skør Fevga
fevga-variant-crazy-off = fra
fevga-variant-crazy-on = til
fevga-variant-crazy-help = Efter fem almindelige slag hver følges en dobbelt af alle højere dobbelte.

## Why a move cannot be read (the terminal's notation).
fevga-parse-step = et træk skrives fra/til, som 1/7 eller 22/off
fevga-parse-point = »{ $text }« er ikke en tunge 1 til 24
fevga-parse-dice = terninger skrives som 6-5
fevga-parse-die = »{ $text }« er ikke en terning 1 til 6

## Terminalens tekstbræt.
fevga-board-header = Fevga  parti { $game }  stilling hvid { $white } - sort { $black }  (match til { $match })  indsats { $stake }
fevga-board-header-single = Fevga  ét spil  indsats { $stake }
fevga-board-cube = { $header } (terningen: { $color })
fevga-board-side = { $color }: { $pips } øjne, { $off } ude (start { $head }, hjem { $home })
fevga-board-legend = ({ $white }14 = 14 hvide brikker på tungen; { $black } = sort)
# A colour's letter on the terminal board (its initial in the language).
fevga-board-letter-white = h
fevga-board-letter-black = s
fevga-board-last = sidst: { $color } { $play }
fevga-board-step = { $from } → { $to }
fevga-board-step-off = { $from } → af brættet
fevga-board-opening = slag om hvem der starter: hver side slår én terning
fevga-board-to-roll = { $color } slår
fevga-board-offered = { $color } tager eller afviser doblingsterningen ved { $stake }
fevga-board-rolls = { $color } slår
fevga-board-to-play = { $color } spiller { $dice }
fevga-board-to-play-leftover = { $color } spiller { $dice } (modstanderens overskydende tal)
fevga-board-to-play-progression = { $color } spiller { $dice } (Crazy Fevga-række)
fevga-board-over = matchen er slut: { $color } vinder

## Slutningen af en match, på slutskærmen.
fevga-end-borne-off = { $player } tog alle brikker af først: { $points } point
fevga-end-mars = Mars! { $player } tog alle brikker af, før { $loser } havde taget en eneste af: { $points } point
fevga-end-dropped = { $loser } gav op ved doblingen: { $points } point til { $player }
fevga-end-cube = Doblingsterningen stod på { $stake }.
fevga-end-match = { $player } vinder matchen { $won }–{ $lost } (spillet til { $to })

## Hvorfor en stilling i notation ikke kan læses.
fevga-position-checkers = { $color } har { $count } brikker, ikke 15

## Why a position cannot be read (the notation tools).
fevga-position-both-colours = punkt { $point } har brikker i begge farver
fevga-position-dice = terningerne passer ikke til fasen (to forskellige terninger, den højeste først; en dobbelt fire gange)
fevga-position-dice-not-moving = terninger og kæde angives kun, mens et træk bliver lavet
fevga-position-match-won = { $color } har { $points } point i en match til { $match }, så matchen er slut
fevga-position-all-off = { $color } har spillet alle 15 brikker af, så spillet er slut
fevga-position-off-not-home = { $color } har spillet brikker af, mens andre står uden for hjemmet
fevga-position-over-no-winner = phase=over, men ingen har nået matchens længde
fevga-position-game-zero = spil tælles fra 1
fevga-position-game-score = spil { $game } med stillingen { $white }–{ $black }: hvert spillet spil gav et point
fevga-position-chain-not-crazy = en kæde fra Crazy Fevga med crazy=off
fevga-position-cube-off = en indsats, en terningejer eller et tilbud med cube=off
fevga-position-stake-owner = indsatsen er over 1, netop når nogen ejer fordoblingsterningen
fevga-position-ids = ids passer ikke med brikkerne på brættet

## Resigning one game of a match, or the match (issue 22)
fevga-note-single-resigned = { $color } giver op i spillet ({ $points } point)
fevga-note-resigned = { $color } giver op i spil { $game } ({ $points } point)
fevga-end-resigned = { $loser } gav op i spillet: { $points } point til { $player }
fevga-resign-game = Giv op i dette spil
fevga-resign-game-detail = { $player } får { $points } point for spillet (doblingsterningen på { $stake }); matchen til { $match } fortsætter med næste spil.
fevga-resign-game-detail-mars = { $player } får { $points } point for spillet (doblingsterningen på { $stake }, dobbelt for mars); matchen til { $match } fortsætter med næste spil.
fevga-resign-game-ends-match = { $player } får { $points } point for spillet og vinder matchen.
fevga-resign-match = Giv op i matchen
fevga-resign-match-detail = { $player } vinder matchen.
