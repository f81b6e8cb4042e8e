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
card-parse = ”{ $text }” är inget kort (t.ex. Ah, Tc, 6s)

## Platser.
seat-human = person
seat-bot = dator
seat-numbered = spelare { $number }
seat-bot-named = { $name } (dator, { $level })
# A game's title when the players gave none: the game and its players.
title-default = { $game } – { $players }
title-list = { $first }, { $rest }

## Spel.
game-fia = Fia med knuff
game-pairanoid = Pairanoid
game-fjols = Fjols
game-fevga = Fevga
game-durak = Durak
game-durak-subtitle = Дурак, ryskans ”dumbom”
game-portes = Portes
game-plakoto = Plakoto
game-tavli = Tavli

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
# A step in a word or two, where the board offers it as a chip or the app as a button at the thumb.
step-short-move = { $from } → { $to }
step-short-off = { $from } → av
step-short-enter = bar → { $to }
step-short-with-die = { $step } ({ $die })
step-short-swap = { $from } ⇄ { $to }
step-short-as = som { $card }
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
log-bar = baren
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
reason-bot-level = det finns ingen datornivå ”{ $level }” (beginner, casual, club, strong, master)
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
reason-undo-not-asked = ingen ångring begärdes vid den här överlämningen
reason-undo-played-since = en annan spelare har spelat sedan dess
reason-undo-played-for-you = ett drag som spelades åt dig (ditt enda) tas inte tillbaka
reason-undo-imported = partiet fortsattes online efter det draget

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

# Bot levels (issue 23): the word in a line ("Anna (bot, club)"), the name of a bot
# without one of its own, with its seat number, and one line on how each level plays.
bot-beginner = nybörjare
bot-casual = hobby
bot-club = klubb
bot-strong = stark
bot-master = mästare
seat-bot-auto-beginner = Nybörjardator { $n }
seat-bot-auto-casual = Hobbydator { $n }
seat-bot-auto-club = Klubbdator { $n }
seat-bot-auto-strong = Stark dator { $n }
seat-bot-auto-master = Mästardator { $n }
bot-beginner-about = spelar för skojs skull och gör nybörjarens misstag, aldrig dumma drag
bot-casual-about = kan huvudidéerna, men glömmer dem ofta
bot-club-about = spelar som en noggrann klubbspelare, ett drag i taget
bot-strong-about = tänker framåt över tärningarna och korten den inte ser
bot-master-about = tänker längre fram än stark: en match för den bästa vid bordet
## Att ge upp och statistik (issue 22)
resign-note = { $player } gav upp
resign-note-fjols = { $player } gav upp och är fjolset
resign-note-team = { $first } och { $second } gav upp
reason-seat-resign-bot = en dator ger inte upp: bara en människa kan
stats-summary = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunna; { $streak } i rad nu, bäst { $best }
stats-game = { $game }: { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunna, { $losses } förlorade{ $resigned ->
    [0] {""}
   *[other] {" "}({ $resigned } uppgivna)
}, längsta vinstsvit { $best }
stats-places = Placeringar: { $list }
stats-places-fools = Placeringar: { $list }; dumbom { $fools ->
    [one] en gång
   *[other] { $fools } gånger
}
stats-place = { $place ->
    [1] 1:a
    [2] 2:a
   *[other] { $place }:e
} ×{ $count }
stats-place-none = inga än
stats-bar = { $wins } av { $games } vunna
stats-versus-person = Mot { $name }: { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, före i { $ahead }
stats-versus-bots = Mot datorer ({ $level }): { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunna
stats-problem-damaged = Statistikfilen går inte att läsa ({ $reason }). Den lämnas som den är; nollställ statistiken för att börja om.
stats-problem-newer = Statistiken skrevs av en nyare Spelbord ({ $reason }). Den lämnas som den är.
stats-problem-io = Statistiken går inte att läsa: { $reason }
resign-question = Det räknas som en förlust för { $name }. Partiet går inte att ta tillbaka.
resign-team = Det räknas som en förlust för { $name } och hens partner.
guide-progress = { $step } av { $count }
guide-fia-nest = Dina fyra pjäser väntar här i boet.
guide-fia-die = Tryck på tärningen för att slå. En etta eller en sexa tar ut en pjäs ur boet.
guide-fia-start = Pjäserna kommer ut här och går ett varv runt brädet, medurs.
guide-fia-goal = Sedan uppför din hemväg in i mål. Landa på en pjäs för att knuffa hem den; först med alla fyra i mål vinner.
guide-pairanoid-hand = Dina kort: varje tur spelar du ett för att flytta en kula. Ett ess eller en kung tar ut en kula.
guide-pairanoid-nest = Dina fyra kulor börjar här i boet.
guide-pairanoid-start = De kommer ut på ditt startfält och springer runt banan.
guide-pairanoid-goal = Från startfältet kan en kula gå in i den här målfåran. Fyll den med alla fyra.
guide-pairanoid-partner = Din partner sitter mittemot: det första paret med alla åtta kulor i mål vinner.
guide-fjols-hand = Din hand. Tryck på ett kort för att stöta kortet på bordet, eller för att spela ut när bordet är tomt.
guide-fjols-trumps = Trumferna: den höga trumfen tar alla andra färger, den låga alla utom den höga.
guide-fjols-beat = Kortet att stöta: ta det med ett högre kort i samma färg, eller med trumf om du saknar färgen. Går det inte? Ta upp det.
guide-fjols-pile = Dra från högen efter varje kort du lägger. Först ut vinner; den sista med kort kvar är fjolset.
guide-fevga-start = Dina 15 brickor börjar på den här spetsen. Båda spelarna går samma väg runt brädet.
guide-fevga-dice = Tryck på tärningarna för att slå, och flytta sedan en bricka för varje tal.
guide-fevga-block = Ingen slagning i Fevga: en ensam bricka håller en spets, och motståndaren kan inte landa där.
guide-fevga-off = Samla alla 15 i din sista fjärdedel och bär sedan av dem här. Först att bära av alla vinner.
guide-durak-hand = Din hand. Tryck på ett kort för att anfalla eller lägga till, eller för att slå ett kort på bordet; raden ovanför säger vems beslut det är.
guide-durak-trump = Trumfkortet ligger under högen: dess färg slår alla andra färger. Siffran är korten kvar i högen.
guide-durak-table = Bordet: varje anfallskort med kortet som slog det lagt ovanpå. Slå varje kort, eller ta upp alla.
guide-durak-seat = De andra: vem som anfaller, vem som försvarar och hur många kort var och en har. Den sista med kort är duraken.
guide-portes-start = Dina brickor går runt brädet till ditt hemmabräde; de här har längst kvar.
guide-portes-bar = Landa på en ensam motståndarbricka för att slå den: den går till baren och måste komma in igen innan den sidan flyttar något annat.
guide-plakoto-start = Alla dina 15 brickor börjar här. Den sista som går är din moderbricka: fångas den här förlorar du 2 poäng.
guide-plakoto-pin = Ingen slår i Plakoto: landa på en ensam motståndarbricka för att fånga den. Den kan inte flyttas så länge du står kvar.
guide-tavli-score = Seriens ställning: Portes, Plakoto och Fevga spelas i tur och ordning tills någon når målet.
guide-tavli-series = Partiet som spelas och det som kommer härnäst. Vinnaren av ett parti börjar nästa.
## The Spelbord server's refusals (server crate)
server-replaced = En annan enhet har tagit över den här platsen.
server-unknown-code = Ingen ledig plats har den här inbjudningskoden. Kontrollera koden med värden.
server-expired-code = Inbjudningskoden har gått ut. Be värden om en ny.
server-bad-token = Enhetens plats finns inte längre i det spelet. Be värden bjuda in dig igen.
## The table's words for what happened to a player without their choosing it (issue 20)
table-reveal-played = Spelat åt { $name }:
table-reveal-roll = { $name } slog:
table-reveal-done = Okej, fortsätt
table-reveal-done-pass = Sett: lämna över till nästa spelare
table-undo-move = Ångra { $name }s drag
table-undo-hand-off = { $name }s drag ångras när { $name } håller enheten: bara { $name } ser sina kort igen.
table-undo-ready = Jag är { $name }: ångra mitt drag
table-undo-keep = Behåll draget: tillbaka till { $name }
catch-up-taken-back = { $line } (ångrat)
log-roll-off-each = slag om vem som börjar: { $rolls }
log-roll-off-one = { $seat } slog { $value }
log-starts = { $seat } börjar
## Färgerna som den färgblinda paletten ritar i stället för röd och grön.
color-orange = orange
color-teal = blågrön
color-orange-def = orange
color-teal-def = blågröna
# En persons plats innan ett namn skrivits ("Spelare 1").
seat-player-auto = Spelare { $n }

## Resigning and playing on (issue 22)
resign-choice-all = Ge upp
reason-seat-not-playing = { $name } har lämnat partiet
reason-resign-not-offered = det sättet att ge upp finns inte nu
reason-undo-resigned = att ge upp går inte att ta tillbaka

## The server's own refusals (issue 24)
server-refuse-conflict = En annan ändring kom först; här är spelet som det är nu.
server-refuse-storage = Spelet kunde inte sparas; inget ändrades. Försök igen.
server-refuse-contribution = Bidraget ska vara { $digits } hexadecimala siffror.
server-refuse-gone = Spelet finns inte längre sparat.
server-refuse-damaged = Det sparade spelet gick inte att läsa.
server-refuse-one-host = Exakt en plats ska vara värdens egen.
server-refuse-export-not-ended = Ett spel exporteras när det är slut.
server-refuse-never-started = Spelet började aldrig.
server-refuse-not-started = Alla platser är inte tagna än.
server-refuse-own-seat = En enhet spelar bara för sin egen plats.
server-refuse-in-game = Den här anslutningen är redan med i ett spel.
server-refuse-host-ends = Bara värden kan avsluta spelet.
server-refuse-host-reissues = Bara värden kan dela ut en plats igen.
server-refuse-reissue-other = Bara en annan persons plats kan delas ut igen.
server-refuse-not-in-game = Skapa, gå med i eller återuppta ett spel först.
server-refuse-protocol = Den här servern talar protokoll { $version }.
server-refuse-binary = Meddelanden ska vara JSON-text.
server-refuse-frame-size = Meddelanden får vara högst { $bytes } byte.
server-refuse-rate = För många meddelanden per sekund.
server-refuse-guesses = För många felaktiga koder har provats. Vänta en minut och försök igen.
server-refuse-busy = Servern har för många öppna inbjudningar just nu. Försök igen senare.
import-bad-save = Sparfilen går inte att läsa: den är skadad, eller inte en Spelbord-fil.
import-newer-save = Spelet sparades av en nyare version av Spelbord; uppdatera servern för att fortsätta det.
import-game-over = Spelet är slut: ett avslutat spel kan inte fortsättas.
import-bad-request = Spelet kan inte fortsättas så: { $reason }
import-no-such-seat = sparfilen har ingen plats { $seat } (den har { $seats })
import-bot-seat = plats { $seat } är en dators
import-seat-count = sparfilen har { $saved } platser, inte { $given }
fair-dice-from-import = { $moves ->
    [one] Kontrollerat från där spelet kom online: { $moves } drag spelades på en enhet innan dess.
   *[other] Kontrollerat från där spelet kom online: { $moves } drag spelades på en enhet innan dess.
}
server-refuse-import-size = Ett spel att importera får vara högst { $bytes } byte.
server-refuse-status-many = En statusfråga gäller högst { $max } spel.

## A typed name (core/src/names.rs): the same rule on a device, the server and the terminal
name-length = Ett namn har 1 till { $max } tecken.
name-hidden = Ett namn får inte innehålla osynliga tecken eller styrtecken.
reason-name-length = ett namn har 1 till { $max } tecken
reason-name-hidden = ett namn får inte innehålla osynliga tecken eller styrtecken
