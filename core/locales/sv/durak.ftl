# Durak: vems beslut, stegtexter, anteckningar, avslag (nycklar börjar med 'durak-').

## Vems beslut det är, sagt i ord vid bordet.
durak-decide-open = { $player } anfaller { $defender }: lägg ett kort
durak-decide-throw-in = { $player } får lägga till eller passa
durak-decide-add-taking = { $defender } tar upp: { $player } får lägga till kort eller passa
durak-decide-defend = { $player } försvarar: slå eller ta upp
durak-decide-defend-transfer = { $player } försvarar: slå, skicka vidare eller ta upp

## Stegtexter.
durak-step-attack = anfall med { $card }
durak-step-throw-in = lägg till { $card }
durak-step-pass = passa: inget (mer) att lägga till
durak-step-take = ta upp { $count ->
    [one] kortet
   *[other] { $count } kort
}
durak-step-card = { $card }
durak-step-beat = slå { $target } med { $card }
durak-step-transfer = skicka vidare till { $to } med { $card }
durak-step-show = visa { $card } och skicka vidare till { $to }
durak-step-deal = blanda och ge
durak-short-pass = Passa
durak-short-take = Ta upp
durak-short-transfer = Skicka → { $to }
durak-short-show = Visa → { $to }
durak-card-trump = { $card }, trumf

## Vad som hände (loggen).
durak-pass = inget att lägga till
durak-note-trump = vände upp { $card }: { $suit } är trumf
durak-note-lowest-trump = { $player } har lägsta trumfen, { $card }, och anfaller först
durak-note-bout = { $attacker } anfaller { $defender }
durak-note-takes = { $player } tar upp
durak-note-beaten = { $player } slog allt: korten läggs åt sidan
durak-note-transfer = { $player } skickar vidare till { $to } med { $card }
durak-note-show = { $player } visar { $card } och skickar vidare till { $to }
durak-note-fool = { $player } är durak (dumbommen)
durak-note-team-fools = { $player }s lag sitter kvar med kort: { $players } dumbommar
durak-note-draw = oavgjort: sista striden tömde de sista händerna, ingen är durak
durak-note-next-game = dumbommen, { $dealer }, ger i nästa parti
durak-end-series = dumbommar: { $score } (serien slutar vid { $to })
# Slutskärmens rad för varje plats, med Duraks egna ord.
durak-end-out = { $player } — ute som { $place ->
    [1] etta
    [2] tvåa
    [3] trea
    [4] fyra
    [5] femma
   *[other] sexa
}
durak-end-fool = { $player } — dumbommen
durak-end-fools = { $player } — { $count ->
    [0] aldrig dumbom
    [one] dumbom en gång
   *[other] dumbom { $count } gånger
}
durak-resigned = { $player } gav upp och är durak
durak-undo-drawn = kort har dragits ur högen sedan dess

## Avslag.
durak-refuse-deck-small = { $deck } kort räcker inte till sex var åt { $players } spelare
durak-refuse-teams-players = lag kräver fyra spelare (2 mot 2) eller sex (3 mot 3), inte { $players }
durak-refuse-teams-perevodnoy = lag spelas bara i Podkidnoj
durak-refuse-not-dealt = korten är inte givna än
durak-refuse-defender-pass = försvararen kan inte passa: slå alla kort eller ta upp
durak-refuse-pass-on = anfallet kan inte skickas vidare nu: bara innan något kort är slaget, i Perevodnoj, och bara om nästa spelare har minst så många kort som då ligger på bordet
durak-refuse-does-not-beat = { $card } slår inte { $target }: slå med ett högre kort i samma färg eller med trumf
durak-refuse-attacker-take = bara försvararen tar upp
durak-refuse-not-held = du har inte { $card }
durak-refuse-limit = striden har redan { $count } anfallskort, sin gräns
durak-refuse-rank = { $card } kan inte läggas till: bara valörer som redan ligger på bordet

## Varför en ställning eller ett drag inte kan läsas.
durak-position-two-places = { $card } ligger på två ställen
durak-position-cards = korten bildar inte leken (saknas: { $missing }; inte i leken: { $extra })
durak-position-known = { $seat } sägs ha ett kort den inte har
durak-position-roles = anfallare, försvarare och den som är på tur passar inte bordet
durak-position-not-over = turn=over, men ingen har nått seriens antal dumbommar
durak-position-over = serien är slut: skriv turn=over
durak-position-cards-before-deal = kort ligger ute före given (turn=deal)
durak-parse-deal = en giv räknar upp vart och ett av de { $count } korten en gång, åtskilda med komma
durak-parse-move = ett drag i Durak är ett kort, ”pass”, ”take”, ett kort och kortet det slår, eller ett kort och ”transfer” eller ”show”

## Terminalens textbord.
durak-board-series = Serie till { $to } dumbommar: { $score }
durak-board-not-dealt = Korten ska just blandas och ges.
durak-board-trump = Trumfkort { $card }    Högen: { $stock }
durak-board-table = Bordet ({ $count } av { $cap }): { $cards }
durak-board-discard = Åt sidan: { $count }
durak-board-attacker = anfaller
durak-board-defender = försvarar
durak-board-out = ute, plats { $place }
durak-board-hand = hand: { $cards }
durak-board-known = kända: { $cards }

## Husregler.
durak-variant-kind = Spel
durak-variant-kind-podkidnoy = Podkidnoj (lägga till)
durak-variant-kind-perevodnoy = Perevodnoj (skicka vidare)
durak-variant-kind-help = I Perevodnoj får försvararen skicka anfallet vidare till nästa spelare med ett kort av samma valör, innan något är slaget.
durak-variant-deck = Kortlek
durak-variant-deck-36 = 36 kort (6 till ess)
durak-variant-deck-52 = 52 kort
durak-variant-deck-24 = 24 kort (9 till ess)
durak-variant-deck-help = 36 kort, hela leken, eller 24 kort för två till fyra spelare.
durak-variant-first = Första striden
durak-variant-first-5 = högst 5 kort
durak-variant-first-6 = högst 6 kort
durak-variant-first-help = Hur många anfallskort ett partis första strid får ha.
durak-variant-show = Visa trumfen
durak-variant-show-off = av
durak-variant-show-on = på
durak-variant-show-help = Perevodnoj: skicka vidare genom att visa trumfen av anfallets valör (du behåller den), en gång per strid.
durak-variant-teams = Lag
durak-variant-teams-off = av
durak-variant-teams-on = på
durak-variant-teams-help = Fyra spelare 2 mot 2 eller sex 3 mot 3, partner varannan plats; bara motståndare lägger till; ett lag förlorar när det sist sitter kvar med kort.
durak-variant-next = Efter ett parti
durak-variant-next-left = dumbommens vänstra granne anfaller
durak-variant-next-right = dumbommens högra granne anfaller
durak-variant-next-help = Vem som anfaller först i nästa parti: spelaren till vänster om dumbommen, eller till höger så att dumbommen försvarar först.
durak-variant-fools = Serie
durak-variant-fools-1 = ett parti
durak-variant-fools-2 = till 2 dumbommar
durak-variant-fools-3 = till 3 dumbommar
durak-variant-fools-5 = till 5 dumbommar
durak-variant-fools-help = Ett parti, eller en serie som slutar när någon har varit durak så många gånger; dumbommen ger i nästa parti.
