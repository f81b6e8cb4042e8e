# Spelplanens ord: det brädet visar i text och det en skärmläsare säger
# (scenhjälparens fil; nycklarna börjar med 'scene-').

## Gemensamt
scene-text = { $text }
scene-index = { $rank ->
    [ace] E
    [jack] Kn
    [queen] D
    [king] K
    [joker] ★
   *[other] { $rank }
}
scene-card-trump = { $card }, { $trump ->
    [high] hög trumf
   *[low] låg trumf
}
scene-card-back = ett kort, med baksidan upp
scene-seat-colored = { $seat } ({ $color })
scene-seat-cards = { $seat } · { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-seat-out = { $seat } · ute som { $place ->
    [1] etta
    [2] tvåa
    [3] trea
   *[other] nummer { $place }
}
scene-seat-fjols = { $seat } · fjolset
scene-pile = högen: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-turn = { $seat } spelar
scene-nobody = ingen
scene-die = tärningen visar { $value }

## Markeringar
scene-mark-last-from = senaste draget av { $who } började här: { $what }
scene-mark-last-to = senaste draget av { $who } slutade här: { $what }
scene-mark-last-played = senast lagt av { $who }: { $what }
scene-mark-last-picked-up = { $who } tog just upp { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-mark-revealed = nytt på din hand: { $what }
scene-mark-legal = kan flyttas: { $what }
scene-mark-chosen = vald: { $what }
scene-mark-logged = draget som valts i loggen: { $what }
scene-mark-target = { $what }; tryck för { $step }
scene-mark-hint = tips, steg { $number }: { $step } ({ $what })

## Fia
scene-fia-piece = { $color } pjäs { $number }, { $place }
scene-fia-in-nest = i boet
scene-fia-in-goal = i mål
scene-fia-on-home = på hemvägens ruta { $step }
scene-fia-on-square = på ruta { $square }
scene-fia-nest = { $color }s bo
scene-fia-home = { $color }s hemväg, ruta { $step }
scene-fia-goal = { $color }s mål
scene-fia-start = { $color }s start, ruta { $square }
scene-fia-turn-off = ruta { $square }, där { $color } svänger hem
scene-fia-square = ruta { $square }
scene-fia-rolloff = { $color } slog { $value } om starten
scene-fia-turn = { $color } spelar
scene-fia-die = { $color }s tärning: { $value ->
    [0] inte slagen än
   *[other] { $value }
}

## Pairanoid
scene-pairanoid-in-nest = i boet
scene-pairanoid-on-field = på fält { $field }
scene-pairanoid-in-goal = i målfält { $field }
scene-pairanoid-marble = { $color } kula, { $place }
scene-pairanoid-start = { $color }s startfält { $field }
scene-pairanoid-field = fält { $field }
scene-pairanoid-goal = { $color }s målfält { $field }
scene-pairanoid-nest = { $color }s bo
scene-pairanoid-deal = giv { $deal } · { $cards } kort · given av { $dealer }
scene-pairanoid-last = senaste kortet: { $card }, spelat av { $seat }
scene-pairanoid-last-joker = senaste kortet: en joker spelad som { $value } av { $seat }
scene-pairanoid-as = som { $rank }
scene-pairanoid-no-card = inget kort spelat än
scene-pairanoid-giving = { $card }, valt att ge till din partner

## Fjols
scene-fjols-deck = leken, inte given än
scene-fjols-trumps-short = { $high } hög · { $low } låg
scene-fjols-trumps = hög trumf { $high }, låg trumf { $low }
scene-fjols-free-lead = bordet är tomt: lägg vilket kort du vill
scene-fjols-chain = korten som lagts att sticka
scene-fjols-to-beat = att sticka: { $card }
scene-fjols-out-of-play = ur spel: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}

## Fevga
scene-fevga-tray = { $color } bricka: { $count } utspelade
scene-fevga-point = spets { $point }
scene-fevga-last = { $color } spelade { $play }
scene-fevga-checker-off = { $color } bricka, utspelad
scene-fevga-checker = { $color } bricka på spets { $point }, { $count ->
    [one] ensam
   *[other] { $count } där
}
scene-fevga-to-roll = { $color } slår
scene-fevga-dice = tärningarna
scene-fevga-cube = dubblingstärningen på { $stake }, ägs av { $owner }
scene-fevga-pips = { $color }: { $pips } poäng kvar
scene-fevga-score = vit { $white } – { $black } svart · matchen till { $to }
scene-fevga-stake = parti { $game } · insats { $stake }

## Pairanoid partners (issue 20)
scene-pairanoid-partner = { $seat } · din partner
scene-pairanoid-team = { $a } + { $b }: { $home }/8 i mål
scene-pairanoid-team-yours = Ditt lag { $a } + { $b }: { $home }/8 i mål
# En tärning vars tal redan är spelat (grå).
scene-die-used = tärningen visar { $value }, spelad
# Poängen kvar på brickan i sidans färg.
scene-fevga-pips-short = { $pips } kvar

# The last turn of each seat (issue 20)
scene-mark-last-swapped = senast bytt av { $who }: { $what }

## Resigning and playing on (issue 22)
scene-fia-resigned-text = Gav upp
scene-fia-resigned = { $color } gav upp och lämnade partiet
# Short forms: drawn where the board is too small for the whole label (a phone).
scene-cards-short = { $count } kort
scene-seat-cards-short = { $seat } · { $count }
scene-seat-out-short = { $seat } · ute
scene-pairanoid-partner-short = partner { $seat } · { $count }
scene-pairanoid-team-short = { $home }/8 i mål
scene-fevga-score-short = { $white }–{ $black } · till { $to }
scene-fevga-stake-short = parti { $game } · ×{ $stake }
scene-pairanoid-deal-short = giv { $deal } · { $cards } kort

scene-durak-deck = leken, inte given än
scene-durak-stock = högen: { $count ->
    [one] 1 kort
   *[other] { $count } kort
}
scene-durak-trump = trumf: { $suit }
scene-durak-trump-short = trumf { $suit }
scene-durak-table = bordet: { $count } av { $cap } anfallskort
scene-durak-discard = åt sidan: { $count }
scene-durak-discard-short = slängt: { $count }
scene-durak-attacker = { $seat } · anfaller · { $count }
scene-durak-defender = { $seat } · försvarar · { $count }
scene-durak-seat-short = { $seat } · { $count }
scene-durak-seat-fool = { $seat } · dumbommen
