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
app-house-rules = House rules
app-start = Start
app-house-rules-standard = Standard rules
app-house-rules-changed = { $n ->
    [one] 1 house rule
   *[other] { $n } house rules
}
# Under a person's seat on the new-game form (a bot's seat says how it plays).
app-seat-human-about = plays on this device, in turn with the others here
# Home: start a game again with the players and house rules it was last started with.
app-play-again = Play again
app-play-again-line = { $players } · { $rules }

## Game
app-turn-yours = { $name }, your turn
app-turn-other = { $name } to play
app-turn-bot = { $name } is thinking
app-thinking = Thinking…
app-undo = Undo
app-confirm = Confirm
app-hint = Hint
app-hint-is = Hint: { $move }
app-log = Moves
app-log-show = show this move on the board
# Under the actions when more of them lie below the view.
app-more-below = More below: scroll ↓
app-more-above = More above: scroll ↑
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
app-reveal-cards = New in your hand:

# Bot levels (issue 23) on the new-game form: the same words as a bot without a name
# of its own at the table, without the seat number.
app-bot-beginner = Beginner bot
app-bot-casual = Casual bot
app-bot-club = Club bot
app-bot-strong = Strong bot
app-bot-master = Master bot
## Resign, statistics and the first-game guide (issue 22)
app-resign = Resign
app-resign-title = Resign?
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
# Since the player's last turn (issue 20)
app-catch-up = Since your last turn:
app-settings-shown = A move played for me stays
app-shown-tap = Until I tap
app-shown-seconds = For { $seconds } seconds
app-team = Team { $team }: { $players }
app-seat-swap = Swap with { $name } (seat { $n })
# Online games (issue 25): the connection line and what an online table refuses
app-online-connecting = Connecting…
app-online-reconnecting = Reconnecting…
app-online-waiting-for = Waiting for { $name }
app-online-waiting-away = Waiting for { $name } (not connected)
app-online-waiting-join = Waiting for { $name } to join
app-online-not-sent = Not connected: nothing was sent. Trying again…
app-online-no-hint = Hints are for games on this device.
app-online-left = You left this game.
app-online-invite-for = Invite code for { $name }:
app-online-copy = Copy
app-online-share = Share
app-online-share-text = Join my Spelbord game with the code { $code }: { $link }
app-online-games = Online games
app-online-join = Join a game
app-online-join-help = Type the code you were given. Capitals, spaces and dashes do not matter.
app-online-code = Invite code
app-online-your-name = Your name (optional)
app-online-server = Server: { $server }
app-online-join-button = Join
app-online-your-turn = Your turn
app-online-card-your-turn = { $game } with { $names } · your turn
app-online-card-turn = { $game } with { $names } · { $name }'s turn
app-online-card-waiting-join = { $game } · waiting for { $name } to join
app-online-card-over = { $game } with { $names } · game over
app-online-card-with = { $game } with { $names }
app-online-wait-count = { $count ->
    [one] One game waits for you
   *[other] { $count } games wait for you
}
app-online-seat-invite = Invite
app-online-invite-help = They get a code to join with on their own device once the game is created.
app-online-dice = Fair dice and cards: sealed { $hash }…
app-online-dice-checked = Fair dice and cards: { $hash }… checked
app-online-dice-failed = Fair dice and cards: the check FAILED ({ $hash }…)
app-settings-server = Server for online games
