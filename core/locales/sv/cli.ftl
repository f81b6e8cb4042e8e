# Terminalen: frågor, överlämningar, resultat (nycklar börjar med 'cli-').

cli-tally-heading = Ställning vid bordet:
cli-tally-row = partier { $games }  vunna { $wins }  förlorade { $losses }
cli-place = plats { $place }: { $seat }
cli-place-loses = plats { $place }: { $seat }  ← förlorar
cli-ask-rematch = r = spela igen vid samma bord, Enter = tillbaka:{" "}
cli-handoff = Lämna över till { $who }. Ni andra, titta bort: nu visas { $name }s kort.
cli-ask-handoff = { $who }: tryck Enter när du håller i enheten (q = sluta):{" "}
cli-saved = Sparat. Fortsätt senare med: spelbord resume
cli-so-far = { $who }, hittills: { $steps }
cli-ask-roll = { $who }: Enter = slå, q = sluta:{" "}
cli-ask-roll-undo = { $who }: Enter = slå, u = ångra, q = sluta:{" "}
cli-to-move = { $who } står på tur:
cli-number-off-list = Välj ett nummer från 1 till { $count }.
cli-confirm = bekräfta draget (c)
cli-ask-move = nr eller drag, m = alla drag, h = tips, r = ge upp, ? = regler, q = sluta
cli-ask-move-undo = nr/drag, u = ångra, m = drag, h = tips, r = ge upp, ? = regler, q = sluta
cli-ask-standard-rules = husregler: standard? [J/n]:{" "}
cli-standard = {" "}(standard)
cli-forced = { $who } har bara ett drag, spelat åt dig (--no-auto: välj själv)
cli-legal-moves = tillåtna drag:
cli-hint = tips: { $move }
cli-no-hint = inget tips: { $reason }
cli-undone-step = ångrat: { $step }
cli-undone-move = ångrat: { $move }
cli-undone-nothing = inget att ångra

## Sparade spel (spelbord resume).
cli-saves-none = Inga sparade spel i { $dir }.
cli-save-line = { $n }) { $title } — { $state }
cli-save-titled = { $game }: { $title }
cli-save-when = senast spelat { $time }, id { $id }
cli-save-finished = avslutat
cli-save-to-move = { $who } på tur
cli-save-unreadable = { $id }: { $reason }
cli-ask-resume = nummer = fortsätt, d nummer (eller d id) = radera, q = avsluta [1]:{" "}
cli-ask-delete = Radera ”{ $title }” ({ $id })? Det går inte att ångra. [j/N]:{" "}
cli-deleted = { $id } är raderat.
cli-kept = { $id } finns kvar.
cli-resume-unclear = Skriv ett nummer från listan, d och ett nummer eller id, eller q.
cli-resuming = Fortsätter { $title }.
cli-resume-needs-store = resume behöver en mapp för sparade spel
cli-not-saved = Inte sparat (--no-save): spelet slutar här.
cli-since-last-turn = Sedan din förra tur:
cli-starts = { $who } börjar

## Att ställa upp ett spel.
cli-seat-no-name = plats { $seat } saknar namn
cli-choose-game = Spelbord — välj ett spel:
cli-players-range = { $min }-{ $max } spelare
cli-ask-game = spel [1]:{" "}
cli-pick-from-list = Skriv ett nummer från listan.
cli-ask-players = spelare ({ $min }-{ $max }) [{ $max }]:{" "}
cli-players-range-for = { $game } är för { $min } till { $max } spelare.
cli-seats-help = Skriv ett namn för varje plats (en person) eller en datornivå: { $levels }.
cli-default-player = Spelare 1
cli-ask-seat = plats { $seat } ({ $colour }) [{ $default }]:{" "}
cli-one-seat = En plats i taget, tack.
cli-cannot-open-store = kan inte öppna mappen för sparade spel { $dir }: { $reason }
cli-could-not-save = (kunde inte spara: { $reason })
cli-roll-off = slag om vem som börjar: { $rolls }
cli-bot-error = fel i boten: { $reason }
cli-new-in-hand = { $who }, nytt på handen: { $cards }
cli-ask-seen = { $who }: tryck Enter när du har sett det:{" "}
cli-players-exact = { $count } spelare

## The command line and the notation tools.
cli-arg-not-number = --{ $option } ”{ $value }” är inget tal
cli-arg-not-key-value = --variant ”{ $value }” är inte NYCKEL=VÄRDE
cli-arg-unknown-option = okänt val --{ $option }
cli-arg-missing = { $what } saknas
cli-arg-unexpected = oväntat ”{ $word }” (så skrivs det: { $usage })
cli-arg-unknown-command = okänt kommando ”{ $command }” (spelbord --help)

# The command line's help (spelbord --help).
cli-usage =
    spelbord — familjens bordsspel i terminalen

      spelbord [play [GAME]]           nytt spel (frågar om platser och husregler)
          --players N  --seats Anna,Bo,stark,nybörjare  --variant KEY=VALUE
          --seed S  --data-dir DIR (annars: $XDG_DATA_HOME/spelbord)  --no-save
          --to N (poäng som vinner: en tavliserie, en Fevgamatch)
          --bot-delay MS  --no-auto (spela även tvingade drag själv; annars spelas
          en människas enda tillåtna drag, utom ett slag, åt henne)
          --lang sv|da|en (annars från $LC_ALL / $LANG) för spelets alla ord
      spelbord resume [ID]             sparade spel (id; d N raderar); fortsätt ett
      spelbord games                   spelen, deras platser och husregler
      spelbord host SPEL [--seat invite:NAMN|bot:NIVÅ]... [--server VÄRD:PORT]
                                        online: skriver en inbjudningskod per plats
      spelbord host --from FIL [--as PLATS]  fortsätt ett sparat spel online
      spelbord join KOD [--name NAMN]  gå med i ett onlinespel
      spelbord rejoin SPEL-ID          återvänd till ett onlinespel
      spelbord rules GAME [--lang sv]  så spelar man (en, sv, da; annars $LANG)
      spelbord legal GAME POSITION     tillåtna drag (POSITION: notation, 'start')
      spelbord apply GAME POSITION MOVE...   ställningen efter dragen
      spelbord perft GAME POSITION DEPTH     antal dragföljder till varje djup
      spelbord arena GAME --bots strong,club --games N --seed S [--players N]
          {"["}--threads N]: partier parallellt (annars: varje kärna); ms per beslut
          är trådens CPU-tid: median, 95:e percentil, max, medel per nivå
      spelbord render (SAVE | GAME POSITION) --svg FILE [--viewer SEAT]
          {"["}--theme light|dark] [--colour-blind] [--size WxH] [--lang L]
      spelbord train fevga --games N --out FILE [--init FILE] [--seed S]
                                       TD(λ)-träning av Fevga-datorns nätverk

      'start' tar --players N, --variant KEY=VALUE och --seed S.
      --json ger maskinläsbar utdata för legal, apply, perft och arena.
      GAME är ett av: fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli.

# A bot level and what it plays like, one a line under the seats help (issue 23).
cli-level-about = { $level }: { $about }
# Att ge upp i terminalen (issue 22).
cli-resign-ask = { $who }: ge upp partiet? Det räknas som en förlust. [j/N]:{" "}
cli-resign-kept = gav inte upp: spela vidare
cli-resign-which = { $who }: ge upp hur?
cli-resign-pick = Vilket (1–{ $count }, annat spelar vidare):{" "}
## Online play: spelbord host / join / rejoin (cli/src/online.rs)
cli-online-need-game = Ange spelet: spelbord host SPEL (fia, pairanoid, fjols, fevga, durak, portes, plakoto, tavli).
cli-online-need-code = Ange inbjudningskoden: spelbord join KOD
cli-online-bad-seat = ”{ $seat }” är ingen plats: använd invite:NAMN eller bot:beginner|casual|club|strong|master
cli-online-no-server = Ingen Spelbord-server på { $server } ({ $reason }).
cli-online-closed = Servern stängde anslutningen.
cli-online-joined = Du är med i spel { $game }. För att komma tillbaka senare: spelbord rejoin { $game }
cli-online-invite = Plats { $seat }: inbjudningskod { $code } (länk { $link })
cli-online-seats = Vid bordet: { $names }
cli-online-waiting = Väntar på att alla ska ansluta. Tärningslöfte { $hash }…
cli-online-your-turn = Din tur: skriv ett nummer, ett drag, u för ångra, eller resign / leave / end / q.
cli-online-confirm = spela draget som det är byggt
cli-online-resign-pick = För att ge upp, skriv resign och numret på ett sätt ({ $ways }); allt annat spelar vidare.
cli-online-no-resign = Det finns inget att ge upp nu.
cli-online-forced = Ditt enda drag, spelat åt dig: { $move }
cli-online-ended-by-host = Värden avslutade spelet.
cli-online-fair = Tärningarna var ärliga: kontrollerat. Varje slag och giv spelas upp från fröet.
cli-online-unfair = Tärningskontrollen MISSLYCKADES: { $reason }
cli-online-guest = Gäst
cli-online-cannot-read = Kan inte läsa { $path }: { $reason }
cli-online-from-and-game = Ange ett spel eller --from FIL, inte båda (och --seat bara med ett spel).
cli-online-import-hands = Korten som redan delats ut följer med från enheten: den som höll i den kan ha sett dem. Korten som ännu inte delats ut blandas om.
