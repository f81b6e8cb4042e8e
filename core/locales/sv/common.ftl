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
card-name = { $suit } { $rank }

## Platser.
seat-human = person
seat-bot = dator
bot-easy = lätt
bot-medium = medel
bot-hard = svår
seat-numbered = spelare { $number }
seat-bot-named = { $name } (dator, { $level })

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
log-dealt = { $count } kort var delas ut
log-card-played = { $seat } spelar { $card }
log-picked-up = { $seat } tar upp { $count } kort
log-passes = { $seat } står över: { $reason }
log-finished = { $seat } är klar, på plats { $place }
log-game-over = spelet är slut
