# Brættets ord: det brættet viser som tekst, og det en skærmlæser siger
# (scenehjælperens fil; nøglerne begynder med 'scene-').

## Fælles
scene-text = { $text }
scene-index = { $rank ->
    [ace] E
    [jack] B
    [queen] D
    [king] K
    [joker] ★
   *[other] { $rank }
}
scene-card-trump = { $card }, { $trump ->
    [high] høj trumf
   *[low] lav trumf
}
scene-card-back = et kort med bagsiden op
scene-seat-colored = { $seat } ({ $color })
scene-seat-cards = { $seat } · { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-seat-out = { $seat } · ude som nummer { $place }
scene-seat-fjols = { $seat } · fjolset
scene-pile = bunken: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-turn = { $seat } spiller
scene-nobody = ingen
scene-die = terningen viser { $value }

## Markeringer
scene-mark-last-from = sidste træk af { $who } begyndte her: { $what }
scene-mark-last-to = sidste træk af { $who } sluttede her: { $what }
scene-mark-last-played = senest lagt af { $who }: { $what }
scene-mark-last-picked-up = { $who } tog lige { $count ->
    [one] 1 kort
   *[other] { $count } kort
} op
scene-mark-revealed = nyt på din hånd: { $what }
scene-mark-legal = kan flyttes: { $what }
scene-mark-chosen = valgt: { $what }
scene-mark-logged = trækket valgt i loggen: { $what }
scene-mark-target = { $what }; tryk for { $step }
scene-mark-hint = tip, trin { $number }: { $step } ({ $what })

## Fia
scene-fia-piece = { $color } brik { $number }, { $place }
scene-fia-in-nest = i reden
scene-fia-in-goal = i mål
scene-fia-on-home = på hjemvejens felt { $step }
scene-fia-on-square = på felt { $square }
scene-fia-nest = { $color } rede
scene-fia-home = { $color } hjemvej, felt { $step }
scene-fia-goal = { $color } mål
scene-fia-start = { $color } start, felt { $square }
scene-fia-turn-off = felt { $square }, hvor { $color } drejer hjem
scene-fia-square = felt { $square }
scene-fia-rolloff = { $color } slog { $value } om starten
scene-fia-turn = { $color } spiller
scene-fia-die = { $color } terning: { $value ->
    [0] ikke slået endnu
   *[other] { $value }
}

## Pairanoid
scene-pairanoid-in-nest = i reden
scene-pairanoid-on-field = på felt { $field }
scene-pairanoid-in-goal = i målfelt { $field }
scene-pairanoid-marble = { $color } kugle, { $place }
scene-pairanoid-start = { $color } startfelt { $field }
scene-pairanoid-field = felt { $field }
scene-pairanoid-goal = { $color } målfelt { $field }
scene-pairanoid-nest = { $color } rede
scene-pairanoid-deal = giv { $deal } · { $cards } kort · givet af { $dealer }
scene-pairanoid-last = sidste kort: { $card }, spillet af { $seat }
scene-pairanoid-last-joker = sidste kort: en joker spillet som { $value } af { $seat }
scene-pairanoid-as = som { $rank }
scene-pairanoid-no-card = intet kort spillet endnu
scene-pairanoid-giving = { $card }, valgt til din makker

## Fjols
scene-fjols-deck = kortene, ikke givet endnu
scene-fjols-trumps-short = { $high } høj · { $low } lav
scene-fjols-trumps = høj trumf { $high }, lav trumf { $low }
scene-fjols-free-lead = bordet er tomt: læg et hvilket som helst kort
scene-fjols-chain = kortene, der er lagt for at stikke
scene-fjols-to-beat = skal stikkes: { $card }
scene-fjols-out-of-play = ude af spillet: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}

## Fevga
scene-fevga-tray = { $color } bakke: { $count } spillet af
scene-fevga-point = tunge { $point }
scene-fevga-last = { $color } spillede { $play }
scene-fevga-checker-off = { $color } brik, spillet af
scene-fevga-checker = { $color } brik på tunge { $point }, { $count ->
    [one] alene
   *[other] { $count } der
}
scene-fevga-to-roll = { $color } slår
scene-fevga-dice = terningerne
scene-fevga-cube = fordoblingsterningen på { $stake }, ejet af { $owner }
scene-fevga-pips = { $color }: { $pips } øjne tilbage
scene-fevga-score = hvid { $white } – { $black } sort · match til { $to }
scene-fevga-stake = spil { $game } · indsats { $stake }

## Pairanoid partners (issue 20)
scene-pairanoid-partner = { $seat } · din makker
scene-pairanoid-team = { $a } + { $b }: { $home }/8 i mål
scene-pairanoid-team-yours = Dit hold { $a } + { $b }: { $home }/8 i mål
# En terning hvis tal allerede er spillet (grå).
scene-die-used = terningen viser { $value }, spillet
# Øjnene tilbage på mærket i sidens farve.
scene-fevga-pips-short = { $pips } øjne

# The last turn of each seat (issue 20)
scene-mark-last-swapped = senest byttet af { $who }: { $what }

## Resigning and playing on (issue 22)
scene-fia-resigned-text = Gav op
scene-fia-resigned = { $color } gav op og forlod spillet
# Short forms: drawn where the board is too small for the whole label (a phone).
scene-cards-short = { $count } kort
scene-seat-cards-short = { $seat } · { $count }
scene-seat-out-short = { $seat } · ude
scene-pairanoid-partner-short = makker { $seat } · { $count }
scene-pairanoid-team-short = { $home }/8 i mål
scene-fevga-score-short = { $white }–{ $black } · til { $to }
scene-fevga-stake-short = spil { $game } · ×{ $stake }
scene-pairanoid-deal-short = giv { $deal } · { $cards } kort

scene-durak-deck = kortene, ikke givet endnu
scene-durak-stock = bunken: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-durak-trump = trumf: { $suit }
scene-durak-trump-short = trumf { $suit }
scene-durak-table = bordet: { $count } af { $cap } angrebskort
scene-durak-discard = lagt til side: { $count }
scene-durak-discard-short = kasseret: { $count }
scene-durak-attacker = { $seat } · angriber · { $count }
scene-durak-defender = { $seat } · forsvarer · { $count }
scene-durak-seat-short = { $seat } · { $count }
scene-durak-seat-fool = { $seat } · fjolset
