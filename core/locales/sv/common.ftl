# Ord som alla områden delar: färger, kortfärger, valörer, platser, datornivåer,
# spel, språk och räknade saker.

## Färger.
color-red = röd
color-blue = blå
color-yellow = gul
color-green = grön
color-white = vit
color-black = svart

# Samma färger före plural eller bestämd form ("den röda kulan", "röda kulor").
color-red-def = röda
color-blue-def = blå
color-yellow-def = gula
color-green-def = gröna
color-white-def = vita
color-black-def = svarta

## Kortfärger och valörer.
suit-clubs = klöver
suit-diamonds = ruter
suit-hearts = hjärter
suit-spades = spader
## Ett kort i en färg ("en högre hjärter").
suit-card-clubs = klöver
suit-card-diamonds = ruter
suit-card-hearts = hjärter
suit-card-spades = spader
rank-ace = ess
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-jack = knekt
rank-queen = dam
rank-king = kung
rank-joker = joker
# A rank as a card's corner shows it (the terminal's compact card: K♥).
# The key to the terminal boards' letters (the colours' English initials).
board-letters = R = röd, B = blå, Y = gul, G = grön
card-name = { $suit } { $rank }

## Platser.
seat-human = person
seat-bot = dator
bot-easy = lätt
bot-medium = medel
bot-hard = svår
seat-numbered = spelare { $number }
seat-bot-named = { $name } (dator, { $level })
# A bot seat without a name of its own, named by its level and seat ("Lätt dator 2").
seat-bot-auto-easy = Lätt dator { $n }
seat-bot-auto-medium = Medelsvår dator { $n }
seat-bot-auto-hard = Svår dator { $n }
# A game's title when the players gave none: the game and its players.
title-default = { $game } – { $players }
title-list = { $first }, { $rest }

## Spel.
game-fia = Fia med knuff
game-pairanoid = Pairanoid
game-fjols = Fjols
game-fevga = Fevga

## Språk.
lang-en = English
lang-sv = Svenska
lang-da = Dansk

## Räknade saker.
count-cards = { $count } kort
count-pieces = { $count ->
    [one] { $count } pjäs
   *[other] { $count } pjäser
}
count-marbles = { $count ->
    [one] { $count } kula
   *[other] { $count } kulor
}
count-checkers = { $count ->
    [one] { $count } bricka
   *[other] { $count } brickor
}
count-steps = { $count ->
    [one] { $count } steg
   *[other] { $count } steg
}
count-points = { $count } poäng
count-games = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
}
count-players = { $count ->
    [one] { $count } spelare
   *[other] { $count } spelare
}

## Korta ord.
word-yes = ja
word-no = nej
word-on = på
word-off = av
list-and = { $first } och { $last }

## Steg och nekanden som alla spel delar.
step-chance = tärningen eller korten (slumpen)
refuse-not-legal = ”{ $move }” är inget tillåtet drag här
refuse-chance-acts = nu är det tärningen eller korten som gäller, inte en spelare
refuse-not-chance-outcome = det kan tärningen eller korten inte ge här
refuse-nothing-built = du har inte valt något drag än
refuse-nobody-moves = ingen kan flytta just nu
refuse-game-over = spelet är slut
refuse-bad-notation = det går inte att läsa: { $reason }

## Draglistan.
log-move = { $piece }: { $from } → { $to }
log-comes-out = { $piece } kommer ut på startrutan
log-comes-out-to = { $piece } kommer ut på { $to }
log-knocks = { $move }, knuffar hem { $knocked }
log-sent-home = { $piece } blir knuffad hem
log-square = { $square }
log-home-path = hemvägen { $square }
log-goal = mål
log-nest = boet
log-point = { $point }
log-off-board = av brädet
log-place = { $id }
log-checker = { $color } bricka
log-rolled = { $seat } slår { $dice }
log-roll-off = slag om vem som börjar: { $dice }
log-swapped = { $a } och { $b } byter plats
log-shuffled = { $count } kort blandas
log-dealt = { $count } kort delas ut till var och en
log-card-played = { $seat } spelar { $card }
log-card-as = { $card } som { $value }
log-picked-up = { $seat } tar upp { $count } kort
log-passes = { $seat } står över: { $reason }
log-finished = { $seat } är klar, på plats { $place }
# A move kept only in notation (from before a save's checkpoint).
log-notation = { $move }
log-game-over = spelet är slut

## Errors: what a player reads when something cannot be done (whole sentences).
error-unknown-game = Det finns inget spel som heter ”{ $game }”.
error-bad-config = Så kan spelet inte ställas in: { $reason }.
error-bad-position = Ställningen går inte att läsa: { $reason }.
error-bad-move = ”{ $move }” går inte att läsa: { $reason }.
error-refused = Inte tillåtet: { $reason }.
error-stale = Spelet har gått vidare; försök igen.
error-wrong-seat = Inte nu: { $reason }.
error-game-over = Spelet är slut.
error-cannot-undo = Går inte att ångra: { $reason }.
error-hand-off = Lämna först över enheten till { $name }.
error-save-damaged = Det sparade spelet är skadat och går inte att öppna.
error-save-newer = Spelet sparades av en nyare version av Spelbord; uppdatera appen för att öppna det.
error-in-use = Spelet används redan: { $reason }.
error-no-save = Det sparade spelet finns inte längre.
error-io = Problem med lagringen: { $reason }.
error-internal = Något gick fel i Spelbord; öppna spelet igen.

## Why a setup is not possible.
reason-players-exactly = { $game } spelas av { $count } spelare, inte { $given }
reason-players-between = { $game } spelas av { $min } till { $max } spelare, inte { $given }
reason-no-rule = { $game } har ingen husregel ”{ $rule }”
reason-rule-value = ”{ $value }” är inget val för husregeln ”{ $rule }”
reason-seat-name = varje plats behöver ett namn
reason-bot-level = det finns ingen datornivå ”{ $level }” (lätt, medel, svår)
reason-lineup-empty = uppställningen behöver minst en datornivå
reason-arena-no-bot = ingen dator står på tur i arenaspelet

## Why a seat cannot act now.
reason-seat-count = { $count ->
    [one] det finns bara { $count } plats
   *[other] det finns bara { $count } platser
}
reason-seat-turn = det är { $name } som står på tur
reason-seat-bot-turn = det är { $name } som står på tur, och datorn spelar
reason-seat-device-goes = enheten ska först lämnas till { $name }
reason-seat-no-hand-off = ingen överlämning väntar
reason-seat-not-this-bot = den datorspelaren står inte på tur
reason-seat-no-bot = ingen datorspelare står på tur
reason-seat-nothing-to-see = inget väntar på att visas
reason-seat-no-player = ingen spelare ska göra något på den här skärmen

## Why a move cannot be undone.
reason-undo-others-steps = stegen som byggs är en annan spelares
reason-undo-nothing = inget har spelats än
reason-undo-chance = tärningen har kastats eller kort har delats ut sedan dess
reason-undo-over = spelet är slut
reason-undo-own-only = bara en människas eget drag kan ångras
reason-undo-played-since = en annan spelare har spelat sedan dess

## Why a saved game is in use.
reason-in-use-here = det är redan öppet i appen
reason-in-use-other = det är öppet i ett annat Spelbord-program; stäng det där först
reason-in-use-process = det är öppet i ett annat Spelbord-program (process { $process }); stäng det där först
reason-in-use-removed = ett annat program tog bort det sparade spelet medan det var öppet; det lämnas som det är
reason-in-use-replaced = ett annat program bytte ut det sparade spelet medan det var öppet; det lämnas som det är
reason-in-use-exists = ett sparat spel med samma id finns redan; öppna det i stället
# Why a saved game could not be read or written (the system's words stay in the log).
reason-io-not-found = mappen eller filen finns inte
reason-io-denied = programmet får inte läsa eller skriva där
reason-io-full = lagringen är full
reason-io-read-only = lagringen går bara att läsa
reason-io-no-folder = ingen mapp för sparade spel är vald
reason-io-other = enheten vägrade läsa eller skriva filen

## Why a move cannot be read.
reason-move-empty = draget är tomt

## Varför en ställning i notation inte går att läsa.
notation-position-empty = raden är tom
notation-position-wrong-game = en ställning i { $game } börjar med ”{ $game }”, inte ”{ $head }”
notation-position-not-key-value = fältet ”{ $field }” är inte skrivet som nyckel=värde
notation-position-field-twice = fältet ”{ $field }” finns med två gånger
notation-position-missing-field = fältet ”{ $field }” saknas
notation-position-not-number = fältet { $field }=”{ $value }” är inget tal
notation-position-unknown-field = det finns inget fält som heter ”{ $field }”
notation-position-bad-value = { $field }=”{ $value }” är inte något av { $allowed }
notation-position-bad-entry = ”{ $value }” är inte något av { $allowed }
notation-position-count = { $field } har { $count } poster, inte { $expected }
notation-position-twice = { $field } nämner ”{ $value }” två gånger

## Färgerna som den färgblinda paletten ritar i stället för röd och grön.
color-orange = orange
color-teal = blågrön
color-orange-def = orange
color-teal-def = blågröna
# En persons plats innan ett namn skrivits ("Spelare 1").
seat-player-auto = Spelare { $n }
