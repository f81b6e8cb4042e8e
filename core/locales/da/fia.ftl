# Fia med knuff: træk, afvisninger, pas og noter (nøgler begynder med 'fia-').

fia-piece = { $color } brik { $piece }
fia-step-roll = slå med terningen
fia-step-out-start = { $count ->
    [one] en { $color } brik ud på startfeltet
   *[other] to brikker ud på startfeltet
}
fia-step-out-six = en { $color } brik ud direkte til felt 6
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → i mål

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

fia-pass-three-sixes = den tredje sekser i træk spilles ikke
fia-pass-no-move-six = ingen brik kan flytte seks (slå igen)
fia-pass-no-move = ingen brik kan flytte
fia-note-try-again = ingen brik ude: slå igen
