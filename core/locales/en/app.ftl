# The apps' buttons, headings, settings and hand-off texts (Android, desktop, iOS).
# Owned by the Compose helper; keys start with 'app-'.

app-name = Spelbord
app-back = Back
app-home = Home
app-cancel = Cancel
app-settings = Settings
app-rules = Rules

## Home
app-continue = Continue: { $title }
app-new-game = New game
app-player-range = { $min }–{ $max } players
app-player-count = { $n } players
app-saved-games = Saved games
app-no-saved-games = No saved games yet. Start one above.
app-save-to-move = { $name } to move
app-save-finished = Finished
app-save-played = Last played { $time }
app-delete = Delete
app-delete-title = Delete this game?
app-delete-question = “{ $title }” will be gone for good.

## New game
app-new-game-of = New game of { $game }
app-players = Players
app-seats = Seats
app-seat-name = Seat { $n }
app-seat-human = Person
app-bot-easy = Easy bot
app-bot-medium = Medium bot
app-bot-hard = Hard bot
app-house-rules = House rules
app-start = Start

## Game
app-turn-yours = { $name }, your turn
app-turn-bot = { $name } is thinking
app-thinking = Thinking…
app-undo = Undo
app-confirm = Confirm
app-hint = Hint
app-hint-is = Hint: { $move }
app-log = Moves
app-game-over = Game over
app-place = { $place }. { $name } — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-place-no-points = { $place }. { $name }
app-tally = At this table
app-tally-row = { $name }: { $wins } won, { $losses } lost of { $games }
app-rematch = Rematch

## Hand-off
app-hand-off = Pass the device to { $name }
app-hand-off-explain = The board and the cards stay hidden until the right player holds the device.
app-hand-off-ready = I am { $name }: show my view

## What a screen reader calls a board node when the scene has no label for it

## Settings
app-settings-language = Language
app-language-system = As the system
app-language-en = English
app-language-sv = Svenska
app-language-da = Dansk
app-settings-theme = Theme
app-theme-system = As the system
app-theme-light = Light
app-theme-dark = Dark
app-settings-animation = Animation speed
app-settings-bot-speed = Bot speed
app-speed-instant = Instant
app-speed-fast = Fast
app-speed-normal = Normal
app-speed-slow = Slow
app-settings-colour-marks = Colour-blind marks on pieces
app-settings-auto-play = Play a forced move for me
app-settings-sound = Sound

# A move played for the player after a hand-off (a forced pick-up, a card drawn).
app-reveal-played = Played for { $name }:
app-reveal-cards = New in your hand:
app-reveal-done = Seen: pass it to the next player
