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
# A rank as a card's corner shows it (the terminal's compact card: K♥).
# The key to the terminal boards' letters (the colours' English initials).
board-letters = R = rød, B = blå, Y = gul, G = grøn
card-name = { $suit } { $rank }
card-parse = »{ $text }« er ikke et kort (f.eks. Ah, Tc, 6s)

## Pladser.
seat-human = person
seat-bot = computer
seat-numbered = spiller { $number }
seat-bot-named = { $name } (computer, { $level })
# A game's title when the players gave none: the game and its players.
title-default = { $game } – { $players }
title-list = { $first }, { $rest }

## Spil.
game-fia = Fia med knuff
game-pairanoid = Pairanoid
game-fjols = Fjols
game-fevga = Fevga
game-durak = Durak
game-durak-subtitle = Дурак, russisk for »fjols«
game-portes = Portes
game-plakoto = Plakoto
game-tavli = Tavli

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
# A step in a word or two, where the board offers it as a chip or the app as a button at the thumb.
step-short-move = { $from } → { $to }
step-short-off = { $from } → af
step-short-enter = bar → { $to }
step-short-with-die = { $step } ({ $die })
step-short-swap = { $from } ⇄ { $to }
step-short-as = som { $card }
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
log-bar = baren
log-place = { $id }
log-checker = { $color } brik
log-rolled = { $seat } slår { $dice }
log-roll-off = slag om, hvem der begynder: { $dice }
log-swapped = { $a } og { $b } bytter plads
log-shuffled = { $count } kort blandes
log-dealt = { $count } kort gives til hver
log-card-played = { $seat } spiller { $card }
log-card-as = { $card } som { $value }
log-picked-up = { $seat } tager { $count } kort op
log-passes = { $seat } melder pas: { $reason }
log-finished = { $seat } er færdig, på plads { $place }
# A move kept only in notation (from before a save's checkpoint).
log-notation = { $move }
log-game-over = spillet er slut

## Errors: what a player reads when something cannot be done (whole sentences).
error-unknown-game = Der findes intet spil, der hedder »{ $game }«.
error-bad-config = Sådan kan spillet ikke sættes op: { $reason }.
error-bad-position = Stillingen kan ikke læses: { $reason }.
error-bad-move = »{ $move }« kan ikke læses: { $reason }.
error-refused = Ikke tilladt: { $reason }.
error-stale = Spillet er gået videre; prøv igen.
error-wrong-seat = Ikke nu: { $reason }.
error-game-over = Spillet er slut.
error-cannot-undo = Kan ikke fortrydes: { $reason }.
error-hand-off = Giv først enheden til { $name }.
error-save-damaged = Det gemte spil er beskadiget og kan ikke åbnes.
error-save-newer = Spillet er gemt af en nyere version af Spelbord; opdater appen for at åbne det.
error-in-use = Spillet er allerede i brug: { $reason }.
error-no-save = Det gemte spil findes ikke længere.
error-io = Problem med lageret: { $reason }.
error-internal = Noget gik galt i Spelbord; åbn spillet igen.

## Why a setup is not possible.
reason-players-exactly = { $game } spilles af { $count } spillere, ikke { $given }
reason-players-between = { $game } spilles af { $min } til { $max } spillere, ikke { $given }
reason-no-rule = { $game } har ingen husregel »{ $rule }«
reason-rule-value = »{ $value }« er ikke et valg for husreglen »{ $rule }«
reason-seat-name = hver plads skal have et navn
reason-bot-level = der findes intet computerniveau »{ $level }« (beginner, casual, club, strong, master)
reason-lineup-empty = opstillingen skal have mindst ét computerniveau
reason-arena-no-bot = ingen computer har turen i arenaspillet

## Why a seat cannot act now.
reason-seat-count = { $count ->
    [one] der er kun { $count } plads
   *[other] der er kun { $count } pladser
}
reason-seat-turn = det er { $name }, der har turen
reason-seat-bot-turn = det er { $name }, der har turen, og computeren spiller
reason-seat-device-goes = enheden skal først gives til { $name }
reason-seat-no-hand-off = ingen overlevering venter
reason-seat-not-this-bot = den computerspiller har ikke turen
reason-seat-no-bot = ingen computerspiller har turen
reason-seat-nothing-to-see = intet venter på at blive vist
reason-seat-no-player = ingen spiller skal handle på denne skærm

## Why a move cannot be undone.
reason-undo-others-steps = trinene, der bygges, er en anden spillers
reason-undo-nothing = der er ikke spillet noget endnu
reason-undo-chance = der er slået med terningen eller givet kort siden
reason-undo-over = spillet er slut
reason-undo-own-only = kun et menneskes eget træk kan fortrydes
reason-undo-not-asked = der blev ikke bedt om at fortryde ved denne overlevering
reason-undo-played-since = en anden spiller har spillet siden
reason-undo-played-for-you = et træk spillet for dig (dit eneste) tages ikke tilbage
reason-undo-imported = spillet blev fortsat online efter det træk

## Why a saved game is in use.
reason-in-use-here = det er allerede åbent i appen
reason-in-use-other = det er åbent i et andet Spelbord-program; luk det der først
reason-in-use-process = det er åbent i et andet Spelbord-program (proces { $process }); luk det der først
reason-in-use-removed = et andet program slettede det gemte spil, mens det var åbent; det lades, som det er
reason-in-use-replaced = et andet program erstattede det gemte spil, mens det var åbent; det lades, som det er
reason-in-use-exists = et gemt spil med samme id findes allerede; åbn det i stedet
# Why a saved game could not be read or written (the system's words stay in the log).
reason-io-not-found = mappen eller filen findes ikke
reason-io-denied = programmet må ikke læse eller skrive der
reason-io-full = lageret er fuldt
reason-io-read-only = lageret kan kun læses
reason-io-no-folder = der er ikke valgt en mappe til gemte spil
reason-io-other = enheden nægtede at læse eller skrive filen

## Why a move cannot be read.
reason-move-empty = trækket er tomt

## Hvorfor en stilling i notation ikke kan læses.
notation-position-empty = linjen er tom
notation-position-wrong-game = en stilling i { $game } begynder med »{ $game }«, ikke »{ $head }«
notation-position-not-key-value = feltet »{ $field }« er ikke skrevet som nøgle=værdi
notation-position-field-twice = feltet »{ $field }« står der to gange
notation-position-missing-field = feltet »{ $field }« mangler
notation-position-not-number = feltet { $field }=»{ $value }« er ikke et tal
notation-position-unknown-field = der findes intet felt, der hedder »{ $field }«
notation-position-bad-value = { $field }=»{ $value }« er ikke en af { $allowed }
notation-position-bad-entry = »{ $value }« er ikke en af { $allowed }
notation-position-count = { $field } har { $count } poster, ikke { $expected }
notation-position-twice = { $field } nævner »{ $value }« to gange

# Bot levels (issue 23): the word in a line ("Anna (bot, club)"), the name of a bot
# without one of its own, with its seat number, and one line on how each level plays.
bot-beginner = begynder
bot-casual = hygge
bot-club = klub
bot-strong = stærk
bot-master = mester
seat-bot-auto-beginner = Begynder-computer { $n }
seat-bot-auto-casual = Hyggecomputer { $n }
seat-bot-auto-club = Klubcomputer { $n }
seat-bot-auto-strong = Stærk computer { $n }
seat-bot-auto-master = Mestercomputer { $n }
bot-beginner-about = spiller for sjov og laver begynderens fejl, aldrig tåbelige træk
bot-casual-about = kender hovedideerne, men glemmer dem tit
bot-club-about = spiller som en omhyggelig klubspiller, ét træk ad gangen
bot-strong-about = tænker frem over terningerne og de kort, den ikke kan se
bot-master-about = tænker længere frem end stærk: en udfordring for den bedste ved bordet
## At give op og statistik (issue 22)
resign-note = { $player } gav op
resign-note-fjols = { $player } gav op og er fjolset
resign-note-team = { $first } og { $second } gav op
reason-seat-resign-bot = en computer giver ikke op: kun et menneske kan
stats-summary = { $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, { $wins } vundet; { $streak } i træk nu, bedst { $best }
stats-game = { $game }: { $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, { $wins } vundet, { $losses } tabt{ $resigned ->
    [0] {""}
   *[other] {" "}({ $resigned } opgivet)
}, længste sejrsrække { $best }
stats-places = Placeringer: { $list }
stats-places-fools = Placeringer: { $list }; fjols { $fools ->
    [one] én gang
   *[other] { $fools } gange
}
stats-place = { $place }. ×{ $count }
stats-place-none = ingen endnu
stats-bar = { $wins } af { $games } vundet
stats-versus-person = Mod { $name }: { $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, foran i { $ahead }
stats-versus-bots = Mod computere ({ $level }): { $games ->
    [one] { $games } spil
   *[other] { $games } spil
}, { $wins } vundet
stats-problem-damaged = Statistikfilen kan ikke læses ({ $reason }). Den bliver ladt som den er; nulstil statistikken for at begynde forfra.
stats-problem-newer = Statistikken er skrevet af en nyere Spelbord ({ $reason }). Den bliver ladt som den er.
stats-problem-io = Statistikken kan ikke læses: { $reason }
resign-question = Det tæller som et nederlag for { $name }. Spillet kan ikke tages tilbage.
resign-team = Det tæller som et nederlag for { $name } og makkeren.
guide-progress = { $step } af { $count }
guide-fia-nest = Dine fire brikker venter her i reden.
guide-fia-die = Tryk på terningen for at slå. En etter eller en sekser får en brik ud af reden.
guide-fia-start = Brikkerne kommer ud her og går én omgang rundt på brættet, med uret.
guide-fia-goal = Derefter op ad din hjemvej og ind i mål. Land på en brik for at slå den hjem; først med alle fire i mål vinder.
guide-pairanoid-hand = Dine kort: hver tur spiller du ét for at flytte en kugle. Et es eller en konge får en kugle ud.
guide-pairanoid-nest = Dine fire kugler starter her i reden.
guide-pairanoid-start = De kommer ud på dit startfelt og løber rundt på banen.
guide-pairanoid-goal = Fra startfeltet kan en kugle gå ind i denne målbane. Fyld den med alle fire.
guide-pairanoid-partner = Din makker sidder over for dig: det første par med alle otte kugler i mål vinder.
guide-fjols-hand = Din hånd. Tryk på et kort for at stikke kortet på bordet, eller for at spille ud, når bordet er tomt.
guide-fjols-trumps = Trumfene: den høje trumf stikker alle andre kulører, den lave alle undtagen den høje.
guide-fjols-beat = Kortet der skal stikkes: stik det med et højere kort i samme kulør, eller med trumf hvis du ikke har kuløren. Kan du ikke? Tag det op.
guide-fjols-pile = Træk fra bunken efter hvert kort du lægger. Først ude vinder; den sidste med kort er fjolset.
guide-fevga-start = Dine 15 brikker starter på denne tunge. Begge spillere går samme vej rundt på brættet.
guide-fevga-dice = Tryk på terningerne for at slå, og flyt så en brik for hvert tal.
guide-fevga-block = Ingen slag i Fevga: en enkelt brik holder en tunge, og modspilleren kan ikke lande der.
guide-fevga-off = Saml alle 15 i din sidste fjerdedel, og bær dem så af her. Først til at bære alle af vinder.
guide-durak-hand = Din hånd. Tryk på et kort for at angribe eller lægge til, eller for at stikke et kort på bordet; linjen ovenover siger, hvis beslutning det er.
guide-durak-trump = Trumfkortet ligger under bunken: dets kulør stikker alle andre kulører. Tallet er kortene tilbage i bunken.
guide-durak-table = Bordet: hvert angrebskort med kortet, der stak det, lagt ovenpå. Stik hvert kort, eller tag dem alle op.
guide-durak-seat = De andre: hvem der angriber, hvem der forsvarer, og hvor mange kort hver har. Den sidste med kort er durakken.
guide-portes-start = Dine brikker går rundt om brættet til dit hjemmebræt; disse har længst igen.
guide-portes-bar = Land på en enlig modstanderbrik for at slå den: den går til baren og skal ind igen, før den side flytter noget andet.
guide-plakoto-start = Alle dine 15 brikker begynder her. Den sidste der går, er din moderbrik: bliver den fanget her, taber du 2 point.
guide-plakoto-pin = Ingen slår i Plakoto: land på en enlig modstanderbrik for at fange den. Den kan ikke flyttes, så længe du står der.
guide-tavli-score = Seriens stilling: Portes, Plakoto og Fevga spilles på skift, til nogen når målet.
guide-tavli-series = Det parti, der spilles, og det der kommer bagefter. Vinderen af et parti starter det næste.
## The Spelbord server's refusals (server crate)
server-replaced = En anden enhed har overtaget denne plads.
server-unknown-code = Ingen ledig plads har denne invitationskode. Tjek koden med værten.
server-expired-code = Invitationskoden er udløbet. Bed værten om en ny.
server-bad-token = Enhedens plads findes ikke længere i det spil. Bed værten invitere dig igen.
## The table's words for what happened to a player without their choosing it (issue 20)
table-reveal-played = Spillet for { $name }:
table-reveal-roll = { $name } slog:
table-reveal-done = Okay, fortsæt
table-reveal-done-pass = Set: giv den videre til næste spiller
table-undo-move = Fortryd { $name }s træk
table-undo-hand-off = { $name }s træk fortrydes, når { $name } holder enheden: kun { $name } ser sine kort igen.
table-undo-ready = Jeg er { $name }: fortryd mit træk
table-undo-keep = Behold trækket: tilbage til { $name }
catch-up-taken-back = { $line } (fortrudt)
log-roll-off-each = slag om, hvem der begynder: { $rolls }
log-roll-off-one = { $seat } slog { $value }
log-starts = { $seat } begynder
## Farverne som den farveblinde palet tegner i stedet for rød og grøn.
color-orange = orange
color-teal = blågrøn
color-orange-def = orange
color-teal-def = blågrønne
# En persons plads før et navn er skrevet ("Spiller 1").
seat-player-auto = Spiller { $n }

## Resigning and playing on (issue 22)
resign-choice-all = Giv op
reason-seat-not-playing = { $name } har forladt spillet
reason-resign-not-offered = den måde at give op på er ikke mulig nu
reason-undo-resigned = at give op kan ikke tages tilbage

## The server's own refusals (issue 24)
server-refuse-conflict = En anden ændring kom først; her er spillet, som det er nu.
server-refuse-storage = Spillet kunne ikke gemmes; intet blev ændret. Prøv igen.
server-refuse-contribution = Bidraget skal være { $digits } hexadecimale cifre.
server-refuse-gone = Spillet er ikke længere gemt.
server-refuse-damaged = Det gemte spil kunne ikke læses.
server-refuse-one-host = Præcis én plads skal være værtens egen.
server-refuse-export-not-ended = Et spil eksporteres, når det er slut.
server-refuse-never-started = Spillet begyndte aldrig.
server-refuse-not-started = Ikke alle pladser er taget endnu.
server-refuse-own-seat = En enhed spiller kun for sin egen plads.
server-refuse-in-game = Denne forbindelse er allerede med i et spil.
server-refuse-host-ends = Kun værten kan afslutte spillet.
server-refuse-host-reissues = Kun værten kan give en plads ud igen.
server-refuse-reissue-other = Kun en anden persons plads kan gives ud igen.
server-refuse-not-in-game = Opret, deltag i eller genoptag et spil først.
server-refuse-protocol = Denne server taler protokol { $version }.
server-refuse-binary = Beskeder skal være JSON-tekst.
server-refuse-frame-size = Beskeder må højst være { $bytes } byte.
server-refuse-rate = For mange beskeder i sekundet.
server-refuse-guesses = Der er prøvet for mange forkerte koder. Vent et minut, og prøv igen.
server-refuse-busy = Serveren har for mange åbne invitationer lige nu. Prøv igen senere.
import-bad-save = Filen kan ikke læses: den er beskadiget, eller ikke et gemt Spelbord-spil.
import-newer-save = Spillet er gemt af en nyere version af Spelbord; opdater serveren for at fortsætte det.
import-game-over = Spillet er slut: et afsluttet spil kan ikke fortsættes.
import-bad-request = Spillet kan ikke fortsættes sådan: { $reason }
import-no-such-seat = filen har ingen plads { $seat } (den har { $seats })
import-bot-seat = plads { $seat } er en computers
import-seat-count = filen har { $saved } pladser, ikke { $given }
fair-dice-from-import = { $moves ->
    [one] Kontrolleret fra hvor spillet kom online: { $moves } træk blev spillet på en enhed før det.
   *[other] Kontrolleret fra hvor spillet kom online: { $moves } træk blev spillet på en enhed før det.
}
server-refuse-import-size = Et spil, der importeres, må højst være { $bytes } byte.
server-refuse-status-many = En statusforespørgsel gælder højst { $max } spil.

## A typed name (core/src/names.rs): the same rule on a device, the server and the terminal
name-length = Et navn har 1 til { $max } tegn.
name-hidden = Et navn må ikke indeholde usynlige tegn eller kontroltegn.
reason-name-length = et navn har 1 til { $max } tegn
reason-name-hidden = et navn må ikke indeholde usynlige tegn eller kontroltegn
