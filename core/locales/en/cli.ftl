# The terminal: prompts, hand-offs, results (keys start 'cli-').

cli-tally-heading = Table tally:
cli-tally-row = games { $games }  won { $wins }  lost { $losses }
cli-place = place { $place }: { $seat }
cli-place-loses = place { $place }: { $seat }  ← loses
cli-ask-rematch = r = play again at this table, Enter = back:{" "}
cli-handoff = Pass the device to { $who }. Others, look away: { $name }'s cards are shown next.
cli-ask-handoff = { $who }: press Enter when you hold the device (q = quit):{" "}
cli-saved = Saved. Continue later with: spelbord resume
cli-so-far = { $who }, so far: { $steps }
cli-ask-roll = { $who }: Enter = roll, q = quit:{" "}
cli-ask-roll-undo = { $who }: Enter = roll, u = undo, q = quit:{" "}
cli-to-move = { $who } to move:
cli-number-off-list = Choose a number from 1 to { $count }.
cli-confirm = confirm the move (c)
cli-ask-move = number or move, m = all moves, h = hint, r = resign, ? = rules, q = quit
cli-ask-move-undo = nr or move, u = undo, m = moves, h = hint, r = resign, ? = rules, q = quit
cli-ask-standard-rules = house rules: standard? [Y/n]:{" "}
cli-standard = {" "}(standard)
cli-forced = { $who } has only one move, played for you (--no-auto: choose it)
cli-legal-moves = legal moves:
cli-hint = hint: { $move }
cli-no-hint = no hint: { $reason }
cli-undone-step = undone: { $step }
cli-undone-move = undone: { $move }
cli-undone-nothing = nothing to undo

## Saved games (spelbord resume).
cli-saves-none = No saved games in { $dir }.
cli-save-line = { $n }) { $title } — { $state }
cli-save-titled = { $game }: { $title }
cli-save-when = last played { $time }, id { $id }
cli-save-finished = finished
cli-save-to-move = { $who } to move
cli-save-unreadable = { $id }: { $reason }
cli-ask-resume = number = continue, d number (or d id) = delete, q = quit [1]:{" "}
cli-ask-delete = Delete “{ $title }” ({ $id })? It cannot be undone. [y/N]:{" "}
cli-deleted = Deleted { $id }.
cli-kept = Kept { $id }.
cli-resume-unclear = Type a number from the list, d and a number or an id, or q.
cli-resuming = Resuming { $title }.
cli-resume-needs-store = resume needs a save folder
cli-not-saved = Not saved (--no-save): this game ends here.
cli-since-last-turn = Since your last turn:
cli-starts = { $who } starts

## Setting up a game.
cli-seat-no-name = seat { $seat } has no name
cli-choose-game = Spelbord — choose a game:
cli-players-range = { $min }-{ $max } players
cli-ask-game = game [1]:{" "}
cli-pick-from-list = Type a number from the list.
cli-ask-players = players ({ $min }-{ $max }) [{ $max }]:{" "}
cli-players-range-for = { $game } is for { $min } to { $max } players.
cli-seats-help = For each seat type a name (a person) or a computer level: { $levels }.
cli-default-player = Player 1
cli-ask-seat = seat { $seat } ({ $colour }) [{ $default }]:{" "}
cli-one-seat = One seat at a time, please.
cli-cannot-open-store = cannot open save folder { $dir }: { $reason }
cli-could-not-save = (could not save: { $reason })
cli-roll-off = roll-off to start: { $rolls }
cli-bot-error = bot error: { $reason }
cli-new-in-hand = { $who }, new in your hand: { $cards }
cli-ask-seen = { $who }: press Enter when you have seen it:{" "}
cli-players-exact = { $count } players

## The command line and the notation tools.
cli-arg-not-number = --{ $option } “{ $value }” is not a number
cli-arg-not-key-value = --variant “{ $value }” is not KEY=VALUE
cli-arg-unknown-option = unknown option --{ $option }
cli-arg-missing = missing { $what }
cli-arg-unexpected = unexpected '{ $word }' (usage: { $usage })
cli-arg-unknown-command = unknown command “{ $command }” (spelbord --help)

# The command line's help (spelbord --help).
cli-usage =
    spelbord — family table games in the terminal

      spelbord [play [GAME]]           play a new game (asks seats, house rules)
          --players N  --seats Anna,Bo,strong,beginner  --variant KEY=VALUE
          --seed S  --data-dir DIR (default: $XDG_DATA_HOME/spelbord)  --no-save
          --to N (points to win: a tavli series, a Fevga match)
          --bot-delay MS  --no-auto (play even forced moves yourself; by default
          a human's only legal move, other than a roll, is played for them)
          --lang sv|da|en (default from $LC_ALL / $LANG) for every word of the game
      spelbord resume [ID]             saved games (ids; d N deletes); continue one
      spelbord games                   the games, their seats and house rules
      spelbord host GAME [--seat invite:NAME|bot:LEVEL]... [--server HOST:PORT]
                                        play online: prints an invite code per seat
      spelbord host --from SAVE [--as SEAT]  continue a saved game online
      spelbord join CODE [--name NAME] join an online game
      spelbord rejoin GAME_ID          come back to an online game
      spelbord rules GAME [--lang sv]  how to play (en, sv, da; default from $LANG)
      spelbord legal GAME POSITION     legal moves (POSITION: notation or 'start')
      spelbord apply GAME POSITION MOVE...   the position after the moves
      spelbord perft GAME POSITION DEPTH     move-path counts to each depth
      spelbord arena GAME --bots strong,club --games N --seed S [--players N]
          {"["}--threads N]: games in parallel (default: every core); ms per decision
          are the thread's CPU time: median, 95th percentile, max, mean per level
      spelbord render (SAVE | GAME POSITION) --svg FILE [--viewer SEAT]
          {"["}--theme light|dark] [--colour-blind] [--size WxH] [--lang L]
      spelbord train fevga --games N --out FILE [--init FILE] [--seed S]
                                       TD(λ) self-play for the Fevga bot's network

      'start' takes --players N, --variant KEY=VALUE and --seed S.
      --json gives machine-readable output for legal, apply, perft and arena.
      GAME is one of: fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli.

# A bot level and what it plays like, one a line under the seats help (issue 23).
cli-level-about = { $level }: { $about }
# Resigning in the terminal (issue 22).
cli-resign-ask = { $who }: resign this game? It counts as a loss. [y/N]:{" "}
cli-resign-kept = not resigned: play on
cli-resign-which = { $who }: resign how?
cli-resign-pick = Which (1–{ $count }, anything else plays on):{" "}
## Online play: spelbord host / join / rejoin (cli/src/online.rs)
cli-online-need-game = Name the game: spelbord host GAME (fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli).
cli-online-need-code = Give the invite code: spelbord join CODE
cli-online-bad-seat = “{ $seat }” is not a seat: use invite:NAME or bot:beginner|casual|club|strong|master
cli-online-no-server = No Spelbord server at { $server } ({ $reason }).
cli-online-closed = The server closed the connection.
cli-online-joined = You are in game { $game }. To come back later: spelbord rejoin { $game }
cli-online-invite = Seat { $seat }: invite code { $code } (link { $link })
cli-online-seats = At the table: { $names }
cli-online-waiting = Waiting for everyone to join. Dice commitment { $hash }…
cli-online-your-turn = Your turn: type a number, a move, u to undo, or resign / leave / end / q.
cli-online-confirm = play the move as built
cli-online-resign-pick = To resign, type resign and the number of a way ({ $ways }); anything else plays on.
cli-online-no-resign = There is nothing to resign now.
cli-online-forced = Your only move, played for you: { $move }
cli-online-ended-by-host = The host ended the game.
cli-online-fair = These dice were fair: checked. Every roll and deal replays from the seed.
cli-online-unfair = The dice check FAILED: { $reason }
cli-online-guest = Guest
cli-online-cannot-read = Cannot read { $path }: { $reason }
cli-online-from-and-game = Give a game or --from SAVE, not both (and --seat only with a game).
cli-online-import-hands = The hands already dealt carry over from the device: whoever held it may have seen them. The cards still to be dealt are shuffled again.
