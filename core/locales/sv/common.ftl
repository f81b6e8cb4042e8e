# Ord som alla områden delar: färger, kortfärger, valörer, platser, datornivåer,
# spel, språk och räknade saker.

## Färger.
color-red = röd
color-blue = blå
color-yellow = gul
color-green = grön
color-white = vit
color-black = svart

## Kortfärger och valörer.
suit-clubs = klöver
suit-diamonds = ruter
suit-hearts = hjärter
suit-spades = spader
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
