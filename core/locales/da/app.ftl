# Appernes knapper, overskrifter, indstillinger og overleveringstekster (Android, computer, iOS).
# Ejes af Compose-hjælperen; nøglerne begynder med 'app-'.

app-name = Spelbord
app-back = Tilbage
app-home = Hjem
app-cancel = Annuller
app-settings = Indstillinger
app-rules = Regler

## Hjem
app-continue = Fortsæt: { $title }
app-new-game = Nyt spil
app-player-range = { $min }–{ $max } spillere
app-player-count = { $n } spillere
app-saved-games = Gemte spil
app-no-saved-games = Ingen gemte spil endnu. Start et ovenfor.
app-save-to-move = { $name } er i tur
app-save-finished = Færdigspillet
app-save-played = Sidst spillet { $time }
app-delete = Slet
app-delete-title = Slet spillet?
app-delete-question = »{ $title }« forsvinder for altid.

## Nyt spil
app-new-game-of = Nyt spil { $game }
app-players = Spillere
app-seats = Pladser
app-seat-name = Plads { $n }
app-seat-human = Person
app-house-rules = Husregler
app-start = Start
app-house-rules-standard = Standardregler
app-house-rules-changed = { $n ->
    [one] 1 husregel
   *[other] { $n } husregler
}
app-seat-human-about = spiller på denne enhed, på skift med de andre her
app-play-again = Spil igen
app-play-again-line = { $players } · { $rules }

## Spil
app-turn-yours = { $name }, din tur
app-turn-other = { $name } spiller
app-turn-bot = { $name } tænker
app-thinking = Tænker…
app-undo = Fortryd
app-confirm = Bekræft
app-hint = Tip
app-hint-is = Tip: { $move }
app-log = Træk
app-log-show = vis trækket på brættet
# Under the actions when more of them lie below the view.
app-more-below = Mere nedenfor: rul ↓
app-more-above = Mere ovenfor: rul ↑
app-game-over = Spillet er slut
app-place = { $place }. { $name } — { $points } point
app-place-no-points = { $place }. { $name }
app-tally = Ved dette bord
app-tally-row = { $name }: { $wins } vundet, { $losses } tabt af { $games }
app-rematch = Omkamp

## Overlevering
app-hand-off = Giv enheden til { $name }
app-hand-off-explain = Brættet og kortene er skjult, indtil den rette spiller holder enheden.
app-hand-off-ready = Jeg er { $name }: vis mit syn

## Hvad en skærmlæser kalder en del af brættet, når scenen ikke har en etiket

## Indstillinger
app-settings-language = Sprog
app-language-system = Som systemet
app-language-en = English
app-language-sv = Svenska
app-language-da = Dansk
app-settings-theme = Tema
app-theme-system = Som systemet
app-theme-light = Lyst
app-theme-dark = Mørkt
app-settings-animation = Animationshastighed
app-settings-bot-speed = Computerens tempo
app-speed-instant = Straks
app-speed-fast = Hurtigt
app-speed-normal = Normalt
app-speed-slow = Langsomt
app-settings-colour-marks = Farveblindmærker på brikker
app-settings-auto-play = Spil tvungne træk for mig
app-settings-sound = Lyd

# Et træk spillet for spilleren efter overleveringen.
app-reveal-cards = Nyt på hånden:

# Bot levels (issue 23) on the new-game form: the same words as a bot without a name
# of its own at the table, without the seat number.
app-bot-beginner = Begynder-computer
app-bot-casual = Hyggecomputer
app-bot-club = Klubcomputer
app-bot-strong = Stærk computer
app-bot-master = Mestercomputer
## Giv op, statistik og guiden til første spil (issue 22)
app-resign = Giv op
app-resign-title = Giv op?
app-stats = Statistik
app-stats-empty = Ingen færdige spil endnu. Spil et, så tælles det her.
app-stats-chart = Sejre pr. spil
app-stats-opponents = Modstandere
app-stats-reset = Nulstil statistikken
app-stats-reset-title = Nulstil statistikken?
app-stats-reset-question = Alle tal for alle spillere på denne enhed forsvinder for altid.
app-guide = Rundvisning
app-guide-offer = Ny i { $game }? Følg en kort guide rundt på brættet.
app-guide-start = Vis mig
app-guide-next = Næste
app-guide-done = Færdig
app-guide-skip = Spring guiden over
# Since the player's last turn (issue 20)
app-catch-up = Siden din sidste tur:
app-settings-shown = Et træk spillet for mig vises
app-shown-tap = Indtil jeg trykker
app-shown-seconds = I { $seconds } sekunder
app-team = Hold { $team }: { $players }
app-seat-swap = Byt plads med { $name } (plads { $n })
# Online games (issue 25): the connection line and what an online table refuses
app-online-connecting = Forbinder…
app-online-reconnecting = Forbinder igen…
app-online-waiting-for = Venter på { $name }
app-online-waiting-away = Venter på { $name } (ikke forbundet)
app-online-waiting-join = Venter på at { $name } slutter sig til
app-online-not-sent = Ikke forbundet: intet blev sendt. Prøver igen…
app-online-no-hint = Tips findes til spil på denne enhed.
app-online-left = Du har forladt spillet.
app-online-invite-for = Invitationskode til { $name }:
app-online-copy = Kopiér
app-online-share = Del
app-online-share-text = Vær med i mit Spelbord-spil med koden { $code }: { $link }
app-online-games = Onlinespil
app-online-join = Deltag i et spil
app-online-join-help = Skriv koden, du fik. Store bogstaver, mellemrum og bindestreger er ligegyldige.
app-online-code = Invitationskode
app-online-your-name = Dit navn (valgfrit)
app-online-server = Server: { $server }
app-online-join-button = Deltag
app-online-your-turn = Din tur
app-online-card-your-turn = { $game } med { $names } · din tur
app-online-card-turn = { $game } med { $names } · { $name } har turen
app-online-card-waiting-join = { $game } · venter på at { $name } slutter sig til
app-online-card-over = { $game } med { $names } · spillet er slut
app-online-card-with = { $game } med { $names }
app-online-wait-count = { $count ->
    [one] Et spil venter på dig
   *[other] { $count } spil venter på dig
}
app-online-seat-invite = Invitér
app-online-invite-help = De får en kode til at deltage med på deres egen enhed, når spillet er oprettet.
app-online-dice = Ærlige terninger og kort: forseglet { $hash }…
app-online-dice-checked = Ærlige terninger og kort: { $hash }… kontrolleret
app-online-dice-failed = Ærlige terninger og kort: kontrollen MISLYKKEDES ({ $hash }…)
app-settings-server = Server til onlinespil
