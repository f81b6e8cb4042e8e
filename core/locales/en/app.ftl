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
app-seat-player = Player { $n }
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

## Resign, statistics and the first-game guide (issue 22)
app-resign = Resign
app-resign-title = Resign this game?
app-resign-question = It counts as a loss for { $name }. The game cannot be taken back.
app-resign-team = It counts as a loss for { $name } and their partner.
app-resign-confirm = Resign
app-stats = Statistics
app-stats-empty = No finished games yet. Play one and it is counted here.
app-stats-chart = Wins per game
app-stats-opponents = Opponents
app-stats-reset = Reset statistics
app-stats-reset-title = Reset the statistics?
app-stats-reset-question = Every count of every player on this device will be gone for good.
app-guide = Guide
app-guide-offer = New to { $game }? Follow a short guide round the board.
app-guide-start = Show me
app-guide-next = Next
app-guide-done = Done
app-guide-skip = Skip guide
app-guide-progress = { $step } of { $count }
app-guide-fia-nest = Your four pieces wait here in the nest.
app-guide-fia-die = Tap the die to roll. A 1 or a 6 brings a piece out of the nest.
app-guide-fia-start = Pieces come out here and run once round the board, clockwise.
app-guide-fia-goal = Then up your home path into the goal. Land on a piece to knock it home; first with all four home wins.
app-guide-pairanoid-hand = Your cards: each turn you play one to move a marble. An ace or a king brings a marble out.
app-guide-pairanoid-nest = Your four marbles start here in the nest.
app-guide-pairanoid-start = They come out on your start field and race round the track.
app-guide-pairanoid-goal = From the start field a marble can step into this goal lane. Fill it with all four.
app-guide-pairanoid-partner = Your partner sits opposite: the first pair with all eight marbles home wins.
app-guide-fjols-hand = Your hand. Tap a card to beat the card on the table, or to lead when nothing is there.
app-guide-fjols-trumps = The trumps: the high trump beats every other suit, the low trump every suit but the high one.
app-guide-fjols-beat = The card to beat: beat it with a higher card of its suit, or with a trump if you have none of its suit. Cannot? Pick it up.
app-guide-fjols-pile = After each card you lay, draw from the pile. The first out wins; the last with cards is the fjols.
app-guide-fevga-start = Your 15 checkers start on this point. Both players run the same way round the board.
app-guide-fevga-dice = Tap the dice to roll, then move a checker for each number.
app-guide-fevga-block = No hitting in Fevga: one checker alone holds a point, and the other player cannot land there.
app-guide-fevga-off = Bring all 15 into your last quarter, then bear them off here. First to bear off all wins.
