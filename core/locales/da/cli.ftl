# Terminalen: spørgsmål, overdragelser, resultater (nøgler begynder med 'cli-').

cli-tally-heading = Stillingen ved bordet:
cli-tally-row = spil { $games }  vundet { $wins }  tabt { $losses }
cli-place = plads { $place }: { $seat }
cli-place-loses = plads { $place }: { $seat }  ← taber
cli-ask-rematch = r = spil igen ved samme bord, Enter = tilbage:{" "}
cli-handoff = Giv enheden videre til { $who }. I andre, kig væk: nu vises { $name }s kort.
cli-ask-handoff = { $who }: tryk Enter, når du har enheden (q = stop):{" "}
cli-saved = Gemt. Fortsæt senere med: spelbord resume
cli-so-far = { $who }, indtil nu: { $steps }
cli-ask-roll = { $who }: Enter = slå, q = stop:{" "}
cli-ask-roll-undo = { $who }: Enter = slå, u = fortryd, q = stop:{" "}
cli-to-move = { $who } er i tur:
cli-number-off-list = Vælg et nummer fra 1 til { $count }.
cli-confirm = bekræft trækket (c)
cli-ask-move = nr. eller træk, m = alle træk, h = tip, r = giv op, ? = regler, q = stop
cli-ask-move-undo = nr./træk, u = fortryd, m = træk, h = tip, r = giv op, ? = regler, q = stop
cli-ask-standard-rules = husregler: standard? [J/n]:{" "}
cli-standard = {" "}(standard)
cli-forced = { $who } har kun ét træk, spillet for dig (--no-auto: vælg selv)
cli-legal-moves = lovlige træk:
cli-hint = tip: { $move }
cli-no-hint = intet tip: { $reason }
cli-undone-step = fortrudt: { $step }
cli-undone-move = fortrudt: { $move }
cli-undone-nothing = intet at fortryde

## Gemte spil (spelbord resume).
cli-saves-none = Ingen gemte spil i { $dir }.
cli-save-line = { $n }) { $title } — { $state }
cli-save-titled = { $game }: { $title }
cli-save-when = sidst spillet { $time }, id { $id }
cli-save-finished = afsluttet
cli-save-to-move = { $who } er i tur
cli-save-unreadable = { $id }: { $reason }
cli-ask-resume = nummer = fortsæt, d nummer (eller d id) = slet, q = afslut [1]:{" "}
cli-ask-delete = Slet “{ $title }” ({ $id })? Det kan ikke fortrydes. [j/N]:{" "}
cli-deleted = { $id } er slettet.
cli-kept = { $id } er beholdt.
cli-resume-unclear = Skriv et nummer fra listen, d og et nummer eller id, eller q.
cli-resuming = Fortsætter { $title }.
cli-resume-needs-store = resume kræver en mappe til gemte spil
cli-not-saved = Ikke gemt (--no-save): spillet slutter her.
cli-since-last-turn = Siden din sidste tur:
cli-starts = { $who } starter

## At sætte et spil op.
cli-seat-no-name = plads { $seat } har intet navn
cli-choose-game = Spelbord — vælg et spil:
cli-players-range = { $min }-{ $max } spillere
cli-ask-game = spil [1]:{" "}
cli-pick-from-list = Skriv et nummer fra listen.
cli-ask-players = spillere ({ $min }-{ $max }) [{ $max }]:{" "}
cli-players-range-for = { $game } er for { $min } til { $max } spillere.
cli-seats-help = Skriv et navn for hver plads (en person) eller et computerniveau: { $levels }.
cli-default-player = Spiller 1
cli-ask-seat = plads { $seat } ({ $colour }) [{ $default }]:{" "}
cli-one-seat = Én plads ad gangen, tak.
cli-cannot-open-store = kan ikke åbne mappen til gemte spil { $dir }: { $reason }
cli-could-not-save = (kunne ikke gemme: { $reason })
cli-roll-off = slag om hvem der starter: { $rolls }
cli-bot-error = fejl i botten: { $reason }
cli-new-in-hand = { $who }, nyt på hånden: { $cards }
cli-ask-seen = { $who }: tryk Enter, når du har set det:{" "}
cli-players-exact = { $count } spillere

## The command line and the notation tools.
cli-arg-not-number = --{ $option } »{ $value }« er ikke et tal
cli-arg-not-key-value = --variant »{ $value }« er ikke NØGLE=VÆRDI
cli-arg-unknown-option = ukendt tilvalg --{ $option }
cli-arg-missing = { $what } mangler
cli-arg-unexpected = uventet »{ $word }« (sådan skrives det: { $usage })
cli-arg-unknown-command = ukendt kommando »{ $command }« (spelbord --help)

# The command line's help (spelbord --help).
cli-usage =
    spelbord — familiens brætspil i terminalen

      spelbord [play [GAME]]           nyt spil (spørger om pladser og husregler)
          --players N  --seats Anna,Bo,stærk,begynder  --variant KEY=VALUE
          --seed S  --data-dir DIR (ellers: $XDG_DATA_HOME/spelbord)  --no-save
          --to N (point der vinder: en tavliserie, en Fevgamatch)
          --bot-delay MS  --no-auto (spil også tvungne træk selv; ellers spilles
          et menneskes eneste lovlige træk, bortset fra et slag, for det)
          --lang sv|da|en (ellers fra $LC_ALL / $LANG) for alle spillets ord
      spelbord resume [ID]             gemte spil (id; d N sletter); fortsæt et
      spelbord games                   spillene, deres pladser og husregler
      spelbord host SPIL [--seat invite:NAVN|bot:NIVEAU]... [--server VÆRT:PORT]
                                        online: skriver en invitationskode pr. plads
      spelbord host --from FIL [--as PLADS]  fortsæt et gemt spil online
      spelbord join KODE [--name NAVN] deltag i et onlinespil
      spelbord rejoin SPIL-ID          vend tilbage til et onlinespil
      spelbord rules GAME [--lang da]  sådan spiller man (en, sv, da; ellers $LANG)
      spelbord legal GAME POSITION     lovlige træk (POSITION: notation, 'start')
      spelbord apply GAME POSITION MOVE...   stillingen efter trækkene
      spelbord perft GAME POSITION DEPTH     antal trækfølger til hver dybde
      spelbord arena GAME --bots strong,club --games N --seed S [--players N]
          {"["}--threads N]: spil parallelt (ellers: hver kerne); ms pr. beslutning
          er trådens CPU-tid: median, 95. percentil, maks, gennemsnit pr. niveau
      spelbord render (SAVE | GAME POSITION) --svg FILE [--viewer SEAT]
          {"["}--theme light|dark] [--colour-blind] [--size WxH] [--lang L]
      spelbord train fevga --games N --out FILE [--init FILE] [--seed S]
                                       TD(λ)-træning af Fevga-computerens netværk

      'start' tager --players N, --variant KEY=VALUE og --seed S.
      --json giver maskinlæsbart output for legal, apply, perft og arena.
      GAME er et af: fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli.

# A bot level and what it plays like, one a line under the seats help (issue 23).
cli-level-about = { $level }: { $about }
# At give op i terminalen (issue 22).
cli-resign-ask = { $who }: giv op i dette spil? Det tæller som et nederlag. [j/N]:{" "}
cli-resign-kept = ikke givet op: spil videre
cli-resign-which = { $who }: giv op hvordan?
cli-resign-pick = Hvilket (1–{ $count }, andet spiller videre):{" "}
## Online play: spelbord host / join / rejoin (cli/src/online.rs)
cli-online-need-game = Angiv spillet: spelbord host SPIL (fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli).
cli-online-need-code = Angiv invitationskoden: spelbord join KODE
cli-online-bad-seat = “{ $seat }” er ikke en plads: brug invite:NAVN eller bot:beginner|casual|club|strong|master
cli-online-no-server = Ingen Spelbord-server på { $server } ({ $reason }).
cli-online-closed = Serveren lukkede forbindelsen.
cli-online-joined = Du er med i spil { $game }. For at komme tilbage senere: spelbord rejoin { $game }
cli-online-invite = Plads { $seat }: invitationskode { $code } (link { $link })
cli-online-seats = Ved bordet: { $names }
cli-online-waiting = Venter på at alle slutter sig til. Terningeløfte { $hash }…
cli-online-your-turn = Din tur: skriv et nummer, et træk, u for fortryd, eller resign / leave / end / q.
cli-online-confirm = spil trækket som det er bygget
cli-online-resign-pick = For at give op, skriv resign og nummeret på en måde ({ $ways }); alt andet spiller videre.
cli-online-no-resign = Der er intet at give op nu.
cli-online-forced = Dit eneste træk, spillet for dig: { $move }
cli-online-ended-by-host = Værten afsluttede spillet.
cli-online-fair = Terningerne var ærlige: kontrolleret. Hvert slag og hver giv afspilles fra frøet.
cli-online-unfair = Terningekontrollen MISLYKKEDES: { $reason }
cli-online-guest = Gæst
cli-online-cannot-read = Kan ikke læse { $path }: { $reason }
cli-online-from-and-game = Angiv et spil eller --from FIL, ikke begge (og --seat kun med et spil).
cli-online-import-hands = Kortene, der allerede er givet, følger med fra enheden: den, der havde den, kan have set dem. Kortene, der endnu ikke er givet, blandes igen.
