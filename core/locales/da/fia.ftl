# Fia med knuff: træk, afvisninger, pas og noter (nøgler begynder med 'fia-').

fia-piece = { $color } brik { $piece }
fia-step-roll = slå med terningen
fia-step-out-start = { $count ->
    [one] en { $color } brik ud på startfeltet
   *[other] to brikker ud på startfeltet
}
fia-step-out-six = en { $color } brik ud direkte til felt { $square }
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → i mål
# A square of the walk as the board labels it: a track square by its number, a home-path square.
fia-spot-square = { $square }

fia-exit-1or6 = en ener eller en sekser
fia-exit-6 = en sekser
fia-refuse-roll-first = slå med terningen først
fia-refuse-out-number = ingen brik ud på { $die }: for at komme ud skal du slå { $numbers }
fia-refuse-out-nest-empty = ingen brik ud: der er ingen tilbage i reden
fia-refuse-out-own-start = ingen brik ud: din egen brik står på startfeltet
fia-refuse-out-two = to brikker ud kræver to brikker i reden
fia-refuse-out = ingen brik kan komme ud nu
fia-refuse-piece-in-nest = den brik står i reden: den skal ud først
fia-refuse-piece-in-goal = den brik er allerede i mål
fia-refuse-piece-blocked = den brik kan ikke flytte: den ville springe over eller lande på din egen brik, lande på en fredet brik eller gå forbi målet
fia-refuse-piece-overshoot = den brik ville gå forbi målet: den skal have præcis { $count } for at komme ind
fia-refuse-piece-own = den brik ville gå forbi eller lande på din egen brik { $piece }
fia-refuse-piece-protected = den brik ville lande på en { $color } brik, som er fredet på sit eget startfelt

fia-pass-three-sixes = den tredje sekser i træk spilles ikke
fia-pass-no-move-six = ingen brik kan flytte seks (slå igen)
fia-pass-no-move = ingen brik kan flytte
fia-note-try-again = ingen brik ude: slå igen

## Husregler: navn, hver værdi, hvad reglen gør.
fia-variant-pieces = Brikker pr. spiller
fia-variant-pieces-4 = 4
fia-variant-pieces-2 = 2 (kort spil)
fia-variant-pieces-help = Hvor mange brikker hver spiller skal have i mål.
fia-variant-exit = Ud af reden
fia-variant-exit-1or6 = på ener eller sekser
fia-variant-exit-6 = kun på sekser
fia-variant-exit-help = Hvilke tal der flytter en brik ud af reden.
fia-variant-three-sixes = Tre seksere i træk
fia-variant-three-sixes-play = intet særligt
fia-variant-three-sixes-pass = den tredje sekser går tabt
fia-variant-three-sixes-help = Med »går tabt« spilles den tredje sekser i træk ikke, og turen går videre.
fia-variant-knock = Slå hjem
fia-variant-knock-land = kun feltet du lander på
fia-variant-knock-passed = også alle brikker du passerer
fia-variant-knock-help = Om en modstanders brik, som du passerer på banen, også slås hjem.
fia-variant-goal = Ind i mål
fia-variant-goal-bounce = gå tilbage
fia-variant-goal-exact = præcist antal
fia-variant-goal-reach = det er nok at nå målet
fia-variant-goal-help = Et for højt slag ved målet: gå ind og tilbage, kræv præcist antal, eller er det nok at nå frem.
fia-variant-start-squares = Startfelter
fia-variant-start-squares-open = ikke fredede
fia-variant-start-squares-safe = fredede
fia-variant-start-squares-help = Med »fredede« kan en brik på sit eget startfelt ikke slås hjem.
fia-variant-end = Slut
fia-variant-end-first = når den første er i mål
fia-variant-end-all = spil videre om alle pladser
fia-variant-end-help = Stop, når den første spiller er i mål, eller spil videre om de andre pladser.
fia-variant-two-player = To spillere
fia-variant-two-player-opposite = modsatte farver
fia-variant-two-player-adjacent = farver ved siden af hinanden
fia-variant-two-player-help = Hvilke farver to spillere tager.

## Why a move cannot be read (the terminal's notation).
fia-parse-rolloff = slaget om, hvem der begynder, angiver én terning (1 til 6) eller »-« pr. plads
fia-parse-die = en terning viser 1 til 6
fia-parse-piece = brikkerne hedder p0 til p{ $last }
fia-parse-move = skriv roll, out, out2, out5, en brik (p0, p1 …) eller en terning (d1 til d6)

## Terminalens tekstbræt.
fia-board-status = i tur: { $color }   terning: { $die }
fia-board-letters = { $letters }; små bogstaver: brikker i reden

## Why a position cannot be read (the notation tools).
fia-position-move-needs-die = stage=move kræver en terning
fia-position-rolloff-seats = et slag om, hvem der starter, gælder to eller flere forskellige pladser i pladsorden
fia-position-finished-not-home = { $color } er færdig uden at alle brikker er i mål
fia-position-home-not-finished = { $color } har alle brikker i mål, men står ikke blandt de færdige
fia-position-over-count = et afsluttet spil har { $expected } { $expected ->
    [one] færdig plads
   *[other] færdige pladser
}, ikke { $count }
fia-position-not-over = { $count ->
    [one] { $count } plads er
   *[other] { $count } pladser er
} færdige, så spillet er slut
fia-position-rolloff-pieces-out = slaget om, hvem der starter, kommer før nogen brik forlader reden
fia-position-finished-to-move = { $color } er i tur, men er allerede færdig
fia-position-sixes = { $sixes ->
    [one] { $sixes } sekser
   *[other] { $sixes } seksere
} på { $rolls } slag
fia-position-move-no-piece = stage=move, men terningen flytter ingen brik (slaget går videre)
fia-position-two-pieces = { $color }: to brikker på trin { $progress }
fia-position-share-square = { $a } og { $b } står på samme felt { $square }

## Resigning and playing on (issue 22)
fia-resign-detail-play-on = Du forlader spillet på { $place }.-pladsen; de andre spiller videre.
fia-resign-detail-wins = { $player } vinder spillet.
fia-resign-detail-ends = Spillet slutter her: ingen andre ved enheden spiller længere.
