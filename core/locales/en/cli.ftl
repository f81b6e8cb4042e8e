# The terminal: prompts, hand-offs, results (keys start 'cli-').

cli-bot-name = bot ({ $level })
cli-tally-heading = Table tally:
cli-tally-row = games { $games }  won { $wins }  lost { $losses }
cli-place = place { $place }: { $seat }
cli-place-loses = place { $place }: { $seat }  ← loses
cli-ask-rematch = r = rematch at this table, Enter = quit:{" "}
cli-handoff = Pass the device to { $who }. Others, look away: { $name }'s cards are shown next.
cli-ask-handoff = { $who }: press Enter when you hold the device (q = quit):{" "}
cli-saved = Saved. Continue later with: spelbord resume
cli-so-far = { $who }, so far: { $steps }
cli-ask-roll = { $who }: Enter = roll, q = quit:{" "}
cli-ask-roll-undo = { $who }: Enter = roll, u = undo, q = quit:{" "}
cli-to-move = { $who } to move:
cli-confirm = confirm the move (c)
cli-ask-move = number or move, m = all moves, h = hint, ? = rules, q = quit
cli-ask-move-undo = number or move, u = undo, m = all moves, h = hint, ? = rules, q = quit
cli-ask-standard-rules = house rules: standard? [Y/n]:{" "}
cli-standard = {" "}(standard)
cli-forced = { $who } has only one move; it is played for you (--no-auto: choose it yourself)
cli-legal-moves = legal moves:
cli-hint = hint: { $move }
cli-no-hint = no hint: { $reason }
cli-undone-step = undone: { $step }
cli-undone-move = undone: { $move }
cli-undone-nothing = nothing to undo
