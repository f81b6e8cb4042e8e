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
app-bot-easy = Lätt dator
app-bot-medium = Medelsvår dator
app-bot-hard = Svår dator
app-house-rules = Husregler
app-start = Starta

## Spel
app-turn-yours = { $name }, din tur
app-turn-bot = { $name } tänker
app-thinking = Tänker…
app-undo = Ångra
app-confirm = Bekräfta
app-hint = Tips
app-hint-is = Tips: { $move }
app-log = Drag
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
app-reveal-played = Spelat åt { $name }:
app-reveal-cards = Nytt på handen:
app-reveal-done = Klart: lämna över till nästa
