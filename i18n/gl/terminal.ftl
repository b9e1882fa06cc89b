## src/console.rs

console-illegal = ilegais
console-result = resultado
console-armageddon-drawn-name-black-wins = Armagedón: táboas, gaña { $name } (negras)
console-show-n-n-boards-number = ✗ `show N`: N é o número do taboleiro, desde 1; non «{ $trim }»
console-console-plays-up-board-last = a consola xoga o taboleiro { $last } como moito, non o { $board }
console-board-1 = taboleiro 1
console-board-2 = taboleiro 2
console-board-b-piece-dropped-with = taboleiro { $b }: a peza posta con xaque pódese retirar (remove-drop)

## src/main.rs

main-unknown-command-or-option = orde ou opción descoñecida
main-something-required-missing = falta un dato obrigatorio
main-two-options-that-do-not = dúas opcións que non van xuntas
main-invalid-value = valor non válido
main-did-you-mean = quería dicir { $like }?
main-more-in-help = máis en: megxadrez --help

## src/live.rs

live-general-prize = Premio xeral
live-under-under = Sub-{ $under }
live-prize-open =
    { $count ->
        [one] pendente: { $names }
       *[other] pendente, empatados: { $names }; decídeo o seu desempate (`event playoff { $a } { $b }`, unha partida por parella)
    }

## src/commands/mod.rs

commands-cannot-write-problem = non se pode escribir { $problem }
commands-board-board-does-not-exist = --board { $board } non existe: a configuración ten os taboleiros 1 a { $count }
commands-earlier-phase2-write-config-journal = --earlier «{ $phase }»: escribe CONFIGURACIÓN=DIARIO
commands-give-trf-file-or-config = indica --trf FICHEIRO, ou --config FICHEIRO con --journal CARTAFOL
commands-cannot-read-script-name-why = non se pode ler o guión { $name }: { $why }
commands-cannot-write-out-why = non se pode escribir { $out }: { $why }
output-owned = { $path } é un ficheiro do propio evento (a súa configuración): non se escribe enriba; escolle outro nome
output-in-journal = { $path } está no cartafol do diario, que é do produto (o diario, o seu bloqueo, as súas copias, o PGN en vivo): escolle outro cartafol
output-exists = { $path } xa existe: non se substitúe sen `--force`; escolle outro nome ou engade `--force`
commands-no-journal-at-display-give = non hai diario en { $display }: indica o cartafol que escribiu `stage --journal` ou `replay --journal`

## src/commands/cli.rs

cli-text2-not-size-write-widthxheight = «{ $text }» non é un tamaño: escribe LARGOxALTO (WIDTHxHEIGHT), como 1920x1080 (de 16 a 8192 cada un)

## src/commands/live.rs

live-console-stopped = a consola detívose
live-peak = pico
live-url2-not-stages-address-starts = «{ $url }» non é o enderezo dun escenario: comeza por http://, como o di o escenario ao arrancar (servidor en http://…)
live-there-no-screen-name2-at = non hai unha pantalla «{ $name }» en { $url }: as pantallas son { $join }
live-following = seguindo a
live-commands = ordes
live-server-at = servidor en
live-phones-at = teléfonos da sala:
live-announcer-token = clave do locutor:
live-operator-token = clave do operador (non lla dea a ninguén máis):
live-announcer-page-at = páxina do locutor en
live-osc-at = OSC en
live-stage-did-not-answer-10 = ✗ o escenario non respondeu en 10 s
live-show-n-n-boards-number = ✗ `show N`: N é o número do taboleiro, desde 1; non «{ $n }»
live-warning = aviso

## src/console.rs (the help)

console-help =
    ordes: start | move XOGADA | illegal | press | pause | resume | adjust white|black +S|-S|=S | resign white|black | draw | claim | flag white|black | undo | arbiter 1-0|0-1|1/2-1/2 MOTIVO | absent|present white|black NOME | order white|black NOME, NOME | lot | position FEN | remove-drop | handover e7e8 [clear d8] | board N ... | show [N] | help | quit
    event next | event trf FICHEIRO | event export FICHEIRO | event stage R | event result R W B RESULTADO | event pair R W B | event bye R P zero|pairing (half|full MOTIVO) | event withdraw P R | event return P | event playoff A B [RESULTADO] | event playoff A B K RESULTADO | event swap R W B MOTIVO | event unpair R MOTIVO | event colours R W B | event lineup R T P1 P2 P3 [P4] | event checkin P | event checkout P | event noshows
    message banner|full [for SEGUNDOS] [on PANTALLA,PANTALLA] TEXTO | message NOME | message clear | call N | answer N

## src/commands/event_tools.rs

tournament-entrants-n-round-robin-takes = --entrants { $n }: un todos contra todos admite de 2 a 100 participantes

## src/commands/event_tools.rs

tournament-round = Rolda
tournament-sits-out = descansa
tournament-nobody = (ninguén)
tournament-raffle = sorteo: { $gifts } { $gifts ->
        [one] agasallo
       *[other] agasallos
    } entre { $candidates ->
        [one] 1 xogador presente
       *[other] { $candidates } xogadores presentes
    } sen premio (semente { $seed })
tournament-raffle-waits = sorteo: agarda a que non quede ningún premio pendente (antes, o desempate)
tournament-gift = Agasallo { $k }: { $name }

## src/commands/live.rs

live-journal = diario

## src/describe.rs

describe-teams-with-different-child-executing = equipos cun neno distinto en cada xogada
describe-school-team-matches = encontros de equipos escolares
describe-bughouse-pairs = parellas de bughouse
describe-individual-tournament = torneo individual
describe-boards-each-rounds-from-its = Taboleiros: os de cada rolda, dos seus emparellamentos (`event next`, `event stage R`)
describe-boards-len = Taboleiros: { $len }
describe-teams-len = Equipos: { $len }
describe-bench-join = ; banco: { $join }
describe-players-individuals = Xogadores: { $individuals }
describe-crossed-semi-finals-1st-2nd = semifinais cruzadas (1.º A - 2.º B, 1.º B - 2.º A), final e postos
describe-two-group-winners-home-away = os dous campións de grupo, ida e volta, polo título
describe-structure-two-groups-league-rounds = Estrutura: dous grupos, liga de { $rounds } roldas; despois { $after }
describe-structure-swiss-by-teams-more = Estrutura: suízo por equipos (máis de 12), { $rounds } roldas, por puntos de encontro e despois de partida
describe-points-accumulated-from-earlier-phases = Puntos acumulados de fases anteriores: { $join } ({ $teams } equipos)
describe-clocks-clocks = Reloxos: { $clocks }
describe-first-u-min-unclocked = {"  "}primeiros { $u } min sen reloxo
describe-round-time-limit-w-min = {"  "}tempo máximo de rolda: { $w } min
describe-armageddon-draw-wins-black = Armagedón: as táboas dan a vitoria ás negras
describe-flag-always-loses = Bandeira: perde sempre
describe-flag-loses-but-draw-when = Bandeira: perde, agás táboas se o rival non pode dar mate (FIDE 6.9)
describe-stages-clock-decides = {"  "}decídea o reloxo do escenario
describe-arbiter-confirms-table-clock-official = {"  "}confírmaa o árbitro (o reloxo da mesa é o oficial)
describe-illegal-moves-number-n-loses = Xogadas ilegais: a { $n }.ª perde; { $bonus } s ao rival por cada unha
describe-illegal-moves-never-lose-bonus = Xogadas ilegais: nunca perden; { $bonus } s ao rival por cada unha
describe-draw-when-opponent-cannot-mate = {"  "}táboas se o rival non pode dar mate (FIDE 7.5.5)
describe-points-win-win-draw-draw = Puntos: vitoria { $win }, táboas { $draw }, derrota { $loss }
describe-operator-monitor-monitor-fullscreen = Operador: monitor { $monitor }, { $fullscreen }
describe-those-round-stage = os da rolda no escenario
describe-table = mesa
describe-boards = taboleiros
describe-screen-name-layout-boards-monitor = Pantalla «{ $name }»: { $layout }{ $boards }, monitor { $monitor }, { $fullscreen }
describe-piece-dropped-with-check-may = unha peza posta con xaque pódese retirar
describe-piece-dropped-with-check-stands = unha peza posta con xaque queda
describe-promotion-hands-pawn-over-may = ao coroar entrégase o peón e pódese retirar unha peza do rival
describe-pawns-promote-as-chess = corôase como en xadrez
describe-this-computer-only = só este ordenador
describe-halls-network = a rede do pavillón
describe-operator-writes-with-its-token = o operador escribe coa súa clave
describe-no-operators-token-or-megxadrez = sen clave do operador (ou MEGXADREZ_OPERATOR_TOKEN)
describe-writes-announcer-with-its-own = { $writes }; o locutor, co seu
describe-server-scheme-listen-reach-writes = Servidor: { $scheme }://{ $listen } ({ $reach }); { $writes }
describe-no-https-tokens-commands-travel = {"  "}Sen HTTPS: as claves e as ordes viaxan sen cifrar pola rede do pavillón (quen escoite a wifi léas); `tls_certificate` e `tls_key` cífrano
describe-remote-table-boards-join = Mesa remota: taboleiros { $join }
describe-round-id = rolda { $id }
describe-one-round-per-round-event = unha rolda por rolda do evento: { $join }
describe-lichess-rounds-at-url = Lichess: { $rounds } en { $url }
describe-board-board-follows-game-game = Taboleiro { $board }: segue a partida { $game } de { $source } (cada { $every } s)
describe-logos = {"  "}logotipos: { $files }
describe-prepared-messages = Mensaxes preparadas: { $len } — { $join }
describe-public-address-len-cues-join = Megafonía: { $len } sinais — { $join }

## src/commands/cli_words.rs

cli-words-usage = Uso
cli-words-commands = Ordes
cli-words-options = Opcións
cli-words-arguments = Argumentos
cli-words-print-version = Imprime a versión
cli-words-command = ORDE
cli-words-print-help = Imprime a axuda
cli-words-default = por defecto

## src/describe.rs

describe-white = brancas
describe-black = negras
describe-full-screen = pantalla completa
describe-window = xanela

## src/commands/event_tools.rs

tournament-no-name = (sen nome)
tournament-name-players-players-rounds-rounds =
    { $name }: { $players } xogadores, { $rounds } roldas, desde { $date }
    {""}
tournament-name-players-players-rounds-rounds-2 =
    { $name }: { $players } xogadores, { $rounds } roldas
    {""}
tournament-file-says-written = {"  "}(o ficheiro di { $written })

## src/commands/live.rs

live-journal-display = diario { $display }
describe-layout-final = final
describe-layout-mirrors = espellos dos taboleiros
describe-layout-standings = clasificación
describe-layout-pairings = emparellamentos
describe-layout-match = encontro
describe-layout-carousel = carrusel
describe-layout-bracket = cadro
describe-layout-crosstable = táboa cruzada
describe-layout-categories = categorías
describe-layout-welcome = benvida
describe-layout-sponsors = patrocinadores
describe-speech-boards = Voz: dinse { $kinds }; xogadas e resultados dos taboleiros { $boards }
describe-speech-no-boards = Voz: ningún taboleiro nomeado (speech.boards): non se di ningunha xogada; dinse { $kinds }
describe-speech-match-scores = Voz: ao acabar o último taboleiro dunha rolda lense os resultados dos seus encontros, mesa a mesa (nunca mentres aínda se xoga na sala)
describe-speech-engine = Voz: motor { $engine } (voz { $voice }); gravacións do organizador: { $recorded } de { $all } frases
describe-speech-no-engine = Voz: sen motor ({ $why }): instale espeak-ng; só se din as { $recorded } de { $all } frases gravadas e soan os sinais
describe-speech-example = Voz: así soa unha xogada: «{ $text }»
