# Apparnas knappar, rubriker, inställningar och överlämningstexter (Android, dator, iOS).
# Ägs av Compose-hjälparen; nycklarna börjar med 'app-'.

app-name = Spelbord
app-back = Tillbaka
app-home = Hem
app-cancel = Avbryt
app-settings = Inställningar
app-rules = Regler

## Hem
app-continue = Fortsätt: { $title }
app-new-game = Nytt spel
app-player-range = { $min }–{ $max } spelare
app-player-count = { $n } spelare
app-saved-games = Sparade spel
app-no-saved-games = Inga sparade spel än. Starta ett ovan.
app-save-to-move = { $name } står på tur
app-save-finished = Färdigspelat
app-save-played = Senast spelat { $time }
app-delete = Ta bort
app-delete-title = Ta bort spelet?
app-delete-question = ”{ $title }” försvinner för gott.

## Nytt spel
app-new-game-of = Nytt parti { $game }
app-players = Spelare
app-seats = Platser
app-seat-name = Plats { $n }
app-seat-human = Person
app-house-rules = Husregler
app-start = Starta
app-house-rules-standard = Standardregler
app-house-rules-changed = { $n ->
    [one] 1 husregel
   *[other] { $n } husregler
}
app-seat-human-about = spelar på den här enheten, i tur med de andra här
app-play-again = Spela igen
app-play-again-line = { $players } · { $rules }

## Spel
app-turn-yours = { $name }, din tur
app-turn-other = { $name } spelar
app-turn-bot = { $name } tänker
app-thinking = Tänker…
app-undo = Ångra
app-confirm = Bekräfta
app-hint = Tips
app-hint-is = Tips: { $move }
app-log = Drag
app-log-show = visa draget på brädet
# Under the actions when more of them lie below the view.
app-more-below = Mer nedanför: skrolla ↓
app-more-above = Mer ovanför: skrolla ↑
app-game-over = Spelet är slut
app-place = { $place }. { $name } — { $points } poäng
app-place-no-points = { $place }. { $name }
app-tally = Vid det här bordet
app-tally-row = { $name }: { $wins } vunna, { $losses } förlorade av { $games }
app-rematch = Returmatch

## Överlämning
app-hand-off = Lämna enheten till { $name }
app-hand-off-explain = Brädet och korten är dolda tills rätt spelare håller enheten.
app-hand-off-ready = Jag är { $name }: visa min vy

## Vad en skärmläsare kallar en del av brädet när scenen saknar etikett

## Inställningar
app-settings-language = Språk
app-language-system = Som systemet
app-language-en = English
app-language-sv = Svenska
app-language-da = Dansk
app-settings-theme = Tema
app-theme-system = Som systemet
app-theme-light = Ljust
app-theme-dark = Mörkt
app-settings-animation = Animationshastighet
app-settings-bot-speed = Datorns tempo
app-speed-instant = Direkt
app-speed-fast = Snabbt
app-speed-normal = Normalt
app-speed-slow = Långsamt
app-settings-colour-marks = Färgblindmarkeringar på pjäser
app-settings-auto-play = Spela tvingade drag åt mig
app-settings-sound = Ljud

# Ett drag som spelades åt spelaren efter överlämningen.
app-reveal-cards = Nytt på handen:

# Bot levels (issue 23) on the new-game form: the same words as a bot without a name
# of its own at the table, without the seat number.
app-bot-beginner = Nybörjardator
app-bot-casual = Hobbydator
app-bot-club = Klubbdator
app-bot-strong = Stark dator
app-bot-master = Mästardator
## Ge upp, statistik och guiden för första partiet (issue 22)
app-resign = Ge upp
app-resign-title = Ge upp?
app-stats = Statistik
app-stats-empty = Inga avslutade partier än. Spela ett så räknas det här.
app-stats-chart = Vinster per spel
app-stats-opponents = Motståndare
app-stats-reset = Nollställ statistiken
app-stats-reset-title = Nollställa statistiken?
app-stats-reset-question = Alla siffror för alla spelare på den här enheten försvinner för gott.
app-guide = Guidning
app-guide-offer = Ny på { $game }? Följ en kort guide runt brädet.
app-guide-start = Visa mig
app-guide-next = Nästa
app-guide-done = Klar
app-guide-skip = Hoppa över guiden
# Since the player's last turn (issue 20)
app-catch-up = Sedan din senaste tur:
app-settings-shown = Ett drag som spelas åt mig visas
app-shown-tap = Tills jag trycker
app-shown-seconds = I { $seconds } sekunder
app-team = Lag { $team }: { $players }
app-seat-swap = Byt plats med { $name } (plats { $n })
# Online games (issue 25): the connection line and what an online table refuses
app-online-connecting = Ansluter…
app-online-reconnecting = Återansluter…
app-online-waiting-for = Väntar på { $name }
app-online-waiting-away = Väntar på { $name } (inte ansluten)
app-online-waiting-join = Väntar på att { $name } ska ansluta
app-online-not-sent = Inte ansluten: inget skickades. Försöker igen…
app-online-no-hint = Tips finns för spel på den här enheten.
app-online-left = Du har lämnat spelet.
app-online-invite-for = Inbjudningskod för { $name }:
app-online-copy = Kopiera
app-online-share = Dela
app-online-share-text = Var med i mitt Spelbord-parti med koden { $code }: { $link }
app-online-games = Onlinespel
app-online-join = Gå med i ett spel
app-online-join-help = Skriv koden du fick. Versaler, mellanslag och bindestreck spelar ingen roll.
app-online-code = Inbjudningskod
app-online-your-name = Ditt namn (valfritt)
app-online-server = Server: { $server }
app-online-join-button = Gå med
app-online-your-turn = Din tur
app-online-card-your-turn = { $game } med { $names } · din tur
app-online-card-turn = { $game } med { $names } · { $name } på tur
app-online-card-waiting-join = { $game } · väntar på att { $name } ska ansluta
app-online-card-over = { $game } med { $names } · spelet är slut
app-online-card-with = { $game } med { $names }
app-online-wait-count = { $count ->
    [one] Ett parti väntar på dig
   *[other] { $count } partier väntar på dig
}
app-online-seat-invite = Bjud in
app-online-invite-help = De får en kod att gå med med på sin egen enhet när spelet har skapats.
app-online-dice = Ärliga tärningar och kort: förseglat { $hash }…
app-online-dice-checked = Ärliga tärningar och kort: { $hash }… kontrollerat
app-online-dice-failed = Ärliga tärningar och kort: kontrollen MISSLYCKADES ({ $hash }…)
app-settings-server = Server för onlinespel
