# Ord som alle områder deler: farver, kulører, kort, pladser, computerniveauer,
# spil, sprog og ting der tælles.

## Farver.
color-red = rød
color-blue = blå
color-yellow = gul
color-green = grøn
color-white = hvid
color-black = sort

# Samme farver før flertal eller bestemt form ("den røde kugle", "røde kugler").
color-red-def = røde
color-blue-def = blå
color-yellow-def = gule
color-green-def = grønne
color-white-def = hvide
color-black-def = sorte

## Kulører og kort.
suit-clubs = klør
suit-diamonds = ruder
suit-hearts = hjerter
suit-spades = spar
## Ét kort i en kulør ("en højere hjerter").
suit-card-clubs = klør
suit-card-diamonds = ruder
suit-card-hearts = hjerter
suit-card-spades = spar
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

## Træk og afvisninger som alle spil deler.
step-chance = terningerne eller kortene (tilfældet)
refuse-not-legal = »{ $move }« er ikke et lovligt træk her
refuse-chance-acts = nu er det terningerne eller kortene, ikke en spiller
refuse-not-chance-outcome = det kan terningerne eller kortene ikke give her
refuse-nothing-built = du har ikke valgt noget træk endnu
refuse-nobody-moves = ingen kan flytte lige nu
refuse-game-over = spillet er slut
refuse-bad-notation = det kan ikke læses: { $reason }

## Trækloggen.
log-move = { $piece }: { $from } → { $to }
log-comes-out = { $piece } kommer ud på startfeltet
log-comes-out-to = { $piece } kommer ud på { $to }
log-knocks = { $move }, slår { $knocked } hjem
log-sent-home = { $piece } bliver slået hjem
log-square = { $square }
log-home-path = hjemvejen { $square }
log-goal = mål
log-nest = reden
log-point = { $point }
log-off-board = af brættet
log-place = { $id }
log-checker = { $color } brik
log-rolled = { $seat } slår { $dice }
log-roll-off = slag om, hvem der begynder: { $dice }
log-swapped = { $a } og { $b } bytter plads
log-shuffled = { $count } kort blandes
log-dealt = { $count } kort gives til hver
log-card-played = { $seat } spiller { $card }
log-picked-up = { $seat } tager { $count } kort op
log-passes = { $seat } melder pas: { $reason }
log-finished = { $seat } er færdig, på plads { $place }
log-game-over = spillet er slut
