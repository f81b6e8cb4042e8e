# Ord som alle områder deler: farver, kulører, kort, pladser, computerniveauer,
# spil, sprog og ting der tælles.

## Farver.
color-red = rød
color-blue = blå
color-yellow = gul
color-green = grøn
color-white = hvid
color-black = sort

## Kulører og kort.
suit-clubs = klør
suit-diamonds = ruder
suit-hearts = hjerter
suit-spades = spar
rank-ace = es
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-jack = knægt
rank-queen = dame
rank-king = konge
rank-joker = joker
card-name = { $suit } { $rank }

## Pladser.
seat-human = person
seat-bot = computer
bot-easy = let
bot-medium = mellem
bot-hard = svær
seat-numbered = spiller { $number }
seat-bot-named = { $name } (computer, { $level })

## Spil.
game-fia = Fia med knuff
game-pairanoid = Pairanoid
game-fjols = Fjols
game-fevga = Fevga

## Sprog.
lang-en = English
lang-sv = Svenska
lang-da = Dansk

## Ting der tælles.
count-cards = { $count } kort
count-pieces = { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}
count-marbles = { $count ->
    [one] { $count } kugle
   *[other] { $count } kugler
}
count-checkers = { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}
count-steps = { $count ->
    [one] { $count } skridt
   *[other] { $count } skridt
}
count-points = { $count ->
    [one] { $count } point
   *[other] { $count } point
}
count-games = { $count ->
    [one] { $count } spil
   *[other] { $count } spil
}
count-players = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}

## Korte ord.
word-yes = ja
word-no = nej
word-on = til
word-off = fra
list-and = { $first } og { $last }
