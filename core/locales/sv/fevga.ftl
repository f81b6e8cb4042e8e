# Fevga: steg, nekanden och pass (nycklar börjar med 'fevga-').

fevga-step-move = { $color } bricka: { $from } → { $to }
fevga-step-off = { $color } bricka: { $from } → av brädet
fevga-step-with-die = { $step } (med { $die }:an)
fevga-step-pass = inget tal kan spelas
fevga-step-roll = slå tärningarna
fevga-step-double = erbjud dubbling till { $stake }
fevga-step-take = ta dubblingen till { $stake }
fevga-step-drop = ge upp och förlora { $stake } poäng

fevga-refuse-dice-next = nu slås tärningarna
fevga-refuse-match-over = matchen är slut
fevga-refuse-answer-double = svara på dubblingen först: ta eller ge upp
fevga-refuse-no-cube = dubblingskuben är inte med i spelet
fevga-refuse-cube-highest = kuben står redan på sitt högsta värde
fevga-refuse-not-cube-owner = bara den som äger kuben får dubbla
fevga-refuse-roll-first = slå tärningarna först
fevga-refuse-cannot-pass = du kan inte passa: ett tal går att spela
fevga-refuse-bad-step = ”{ $step }” är inget steg (skriv från/till, t.ex. 13/18)
fevga-refuse-step = { $step }: { $reason }
fevga-refuse-no-checker = du har ingen bricka på den spetsen
fevga-refuse-closed = den spetsen hålls av motståndaren: en enda bricka stänger en spets, även som mellanlandning
fevga-refuse-first-checker = första brickan: ingen annan bricka får lämna huvudet förrän den första har passerat motståndarens huvud (spets { $head })
fevga-refuse-start-quarter = spärr i startfjärdedelen: du får inte hålla alla sex spetsar i din startfjärdedel ({ $points })
fevga-refuse-not-all-home = du får bära av först när alla 15 brickor är hemma
fevga-refuse-higher-checker = ett för högt tal bär bara av från den högsta besatta spetsen; flytta inom hemmet från en högre spets
fevga-refuse-no-die = ingen tärning som är kvar flyttar en bricka så långt (tärningar: { $dice })
fevga-refuse-one-step-per-number = ingen tärning flyttar en bricka { $distance } spetsar på en gång: skriv ett steg per tal (tärningar: { $dice })
fevga-refuse-max-numbers = flest tal: du måste spela så många tal som möjligt, och { $count } går att spela
fevga-refuse-larger-number = högre talet: bara ett tal går att spela, så det måste vara det högre ({ $die })
fevga-refuse-six-block = sexspärren: ett drag får inte sluta med sex spetsar i rad precis framför spetsen med motståndarens alla 15 brickor
fevga-refuse-must-open = öppna spärren: din sexspärr framför motståndarens 15 brickor måste öppnas, och ett tillåtet drag öppnar den
fevga-refuse-incomplete = draget är inte färdigt: spela { $count } tal (tärningar: { $dice })

fevga-pass-no-play = inget tal kan spelas

fevga-note-opening-tie = lika: slå om
fevga-note-double-offered = { $color } erbjuder dubbling till { $stake }
fevga-note-double-taken = { $color } tar; insatsen är { $stake }
fevga-note-double-dropped = { $color } ger upp
fevga-note-progression = Galen Fevga: { $color } spelar { $die }-{ $die } härnäst
fevga-note-leftover = { $color } spelar de { $count } ospelade { $die }:orna
fevga-note-single-won = { $color } vinner partiet och får { $points } poäng
fevga-note-game-won = { $color } vinner parti { $game } och får { $points } poäng (ställning { $white }–{ $black })

## Husregler.
fevga-variant-match = Match
fevga-variant-match-1 = ett enda parti
fevga-variant-match-3 = till 3 poäng
fevga-variant-match-5 = till 5 poäng
fevga-variant-match-7 = till 7 poäng
fevga-variant-match-help = Poäng för att vinna matchen: ett enda parti, eller en match till 3, 5 eller 7 poäng.
fevga-variant-mars = Mars
fevga-variant-mars-on = räknas dubbelt
fevga-variant-mars-off = räknas enkelt
fevga-variant-mars-help = En vinst innan förloraren har burit av någon bricka (mars) räknas dubbelt.
fevga-variant-cube = Dubblingskub
fevga-variant-cube-off = av
fevga-variant-cube-on = på
fevga-variant-cube-help = Erbjud dubbling före slaget; den som tar dubblar insatsen, den som ger upp förlorar den nuvarande insatsen.
fevga-variant-crazy = Galen Fevga
fevga-variant-crazy-off = av
fevga-variant-crazy-on = på
fevga-variant-crazy-help = Efter fem vanliga slag var följs en dubbel av alla högre dubblar.

## Why a move cannot be read (the terminal's notation).
fevga-parse-step = ett steg skrivs från/till, som 1/7 eller 22/off
fevga-parse-point = ”{ $text }” är ingen spets 1 till 24
fevga-parse-dice = tärningar skrivs som 6-5
fevga-parse-die = ”{ $text }” är ingen tärning 1 till 6

## Terminalens textbräde.
fevga-board-header = Fevga  parti { $game }  ställning vit { $white } - svart { $black }  (match till { $match })  insats { $stake }
fevga-board-header-single = Fevga  ett parti  insats { $stake }
fevga-board-cube = { $header } (kuben: { $color })
fevga-board-side = { $color }: { $pips } prickar, { $off } ute (start { $head }, hem { $home })
fevga-board-legend = ({ $white }14 = 14 vita brickor på spetsen; { $black } = svart)
# A colour's letter on the terminal board (its initial in the language).
fevga-board-letter-white = v
fevga-board-letter-black = s
fevga-board-last = senast: { $color } { $play }
fevga-board-step = { $from } → { $to }
fevga-board-step-off = { $from } → av brädet
fevga-board-opening = slag om vem som börjar: var sida slår en tärning
fevga-board-to-roll = { $color } slår
fevga-board-offered = { $color } tar eller lämnar kuben vid { $stake }
fevga-board-rolls = { $color } slår
fevga-board-to-play = { $color } spelar { $dice }
fevga-board-to-play-leftover = { $color } spelar { $dice } (motståndarens överblivna tal)
fevga-board-to-play-progression = { $color } spelar { $dice } (Crazy Fevga-serie)
fevga-board-over = matchen är slut: { $color } vinner

## Slutet av en match, på slutskärmen.
fevga-end-borne-off = { $player } bar av först: { $points } poäng
fevga-end-mars = Mars! { $player } bar av innan { $loser } hade burit av en enda bricka: { $points } poäng
fevga-end-dropped = { $loser } gav upp vid dubblingen: { $points } poäng till { $player }
fevga-end-cube = Dubblingskuben stod på { $stake }.
fevga-end-match = { $player } vinner matchen med { $won }–{ $lost } (spelad till { $to })

## Varför en ställning i notation inte går att läsa.
fevga-position-checkers = { $color } har { $count } brickor, inte 15

## Why a position cannot be read (the notation tools).
fevga-position-both-colours = spets { $point } har brickor i båda färgerna
fevga-position-dice = tärningarna passar inte fasen (två olika tärningar, den högsta först; en dubbel fyra gånger)
fevga-position-dice-not-moving = tärningar och kedja anges bara medan ett drag görs
fevga-position-match-won = { $color } har { $points } poäng i en match till { $match }, så matchen är slut
fevga-position-all-off = { $color } har spelat av alla 15 brickor, så partiet är slut
fevga-position-off-not-home = { $color } har spelat av brickor fast andra står utanför hemmet
fevga-position-over-no-winner = phase=over, men ingen har nått matchens längd
fevga-position-game-zero = partier räknas från 1
fevga-position-game-score = parti { $game } med ställningen { $white }–{ $black }: varje spelat parti gav en poäng
fevga-position-chain-not-crazy = en kedja från Crazy Fevga med crazy=off
fevga-position-cube-off = en insats, en kubägare eller ett erbjudande med cube=off
fevga-position-stake-owner = insatsen är över 1 precis när någon äger kuben
fevga-position-ids = ids stämmer inte med brickorna på brädet

## Resigning one game of a match, or the match (issue 22)
fevga-note-single-resigned = { $color } ger upp partiet ({ $points } poäng)
fevga-note-resigned = { $color } ger upp parti { $game } ({ $points } poäng)
fevga-end-resigned = { $loser } gav upp partiet: { $points } poäng till { $player }
fevga-resign-game = Ge upp partiet
fevga-resign-game-detail = { $player } får { $points } poäng för partiet (kuben på { $stake }); matchen till { $match } fortsätter med nästa parti.
fevga-resign-game-detail-mars = { $player } får { $points } poäng för partiet (kuben på { $stake }, dubbelt för mars); matchen till { $match } fortsätter med nästa parti.
fevga-resign-game-ends-match = { $player } får { $points } poäng för partiet och vinner matchen.
fevga-resign-match = Ge upp matchen
fevga-resign-match-detail = { $player } vinner matchen.
