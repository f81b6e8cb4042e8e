# Fia med knuff: stegen, nekanden, pass och noteringar (nycklar börjar med 'fia-').

fia-piece = { $color } pjäs { $piece }
fia-step-roll = slå tärningen
fia-step-out-start = { $count ->
    [one] en { $color } pjäs ut på startrutan
   *[other] två pjäser ut på startrutan
}
fia-step-out-six = en { $color } pjäs ut direkt till ruta 6
fia-step-move = { $piece }: { $from } → { $to }
fia-step-goal = { $piece }: { $from } → i mål

fia-exit-1or6 = en etta eller en sexa
fia-exit-6 = en sexa
fia-refuse-roll-first = slå tärningen först
fia-refuse-out-number = ingen pjäs ut på { $die }: för att komma ut behöver du { $numbers }
fia-refuse-out-nest-empty = ingen pjäs ut: det finns ingen kvar i boet
fia-refuse-out-own-start = ingen pjäs ut: din egen pjäs står på startrutan
fia-refuse-out-two = för att flytta ut två pjäser måste två stå i boet
fia-refuse-out = ingen pjäs kan flytta ut nu
fia-refuse-piece-in-nest = den pjäsen står i boet: den måste ut först
fia-refuse-piece-in-goal = den pjäsen är redan i mål
fia-refuse-piece-blocked = den pjäsen kan inte flytta: den skulle gå förbi eller landa på din egen pjäs, landa på en skyddad pjäs eller gå förbi målet

fia-pass-three-sixes = den tredje sexan i rad spelas inte
fia-pass-no-move-six = ingen pjäs kan gå sexan (slå igen)
fia-pass-no-move = ingen pjäs kan flytta
fia-note-try-again = ingen pjäs ute: slå igen
