## src/console.rs

console-illegal = ilegales
console-result = resultado
console-armageddon-drawn-name-black-wins = Armagedón: tablas, gana { $name } (negras)
console-show-n-n-boards-number = ✗ `show N`: N es el número del tablero, desde 1; no «{ $trim }»
console-console-plays-up-board-last = la consola juega el tablero { $last } como mucho, no el { $board }
console-board-1 = tablero 1
console-board-2 = tablero 2
console-board-b-piece-dropped-with = tablero { $b }: la pieza puesta con jaque se puede retirar (remove-drop)

## src/main.rs

main-unknown-command-or-option = orden u opción desconocida
main-something-required-missing = falta un dato obligatorio
main-two-options-that-do-not = dos opciones que no van juntas
main-invalid-value = valor no válido
main-did-you-mean = ¿quería decir { $like }?
main-more-in-help = más en: megxadrez --help

## src/live.rs

live-general-prize = Premio general
live-under-under = Sub-{ $under }
live-prize-open =
    { $count ->
        [one] pendiente: { $names }
       *[other] pendiente, empatados: { $names }; lo decide su desempate (`event playoff { $a } { $b }`, una partida por pareja)
    }

## src/commands/mod.rs

commands-cannot-write-problem = no se puede escribir { $problem }
commands-board-board-does-not-exist = --board { $board } no existe: la configuración tiene los tableros 1 a { $count }
commands-earlier-phase2-write-config-journal = --earlier «{ $phase }»: escribe CONFIGURACIÓN=DIARIO
commands-give-trf-file-or-config = indica --trf FICHERO, o --config FICHERO con --journal CARPETA
commands-cannot-read-script-name-why = no se puede leer el guion { $name }: { $why }
commands-cannot-write-out-why = no se puede escribir { $out }: { $why }
output-owned = { $path } es un fichero del propio evento (su configuración): no se escribe encima; elige otro nombre
output-in-journal = { $path } está en la carpeta del diario, que es del producto (el diario, su bloqueo, sus copias, el PGN en vivo): elige otra carpeta
output-exists = { $path } ya existe: no se reemplaza sin `--force`; elige otro nombre o añade `--force`
commands-no-journal-at-display-give = no hay diario en { $display }: indica la carpeta que escribió `stage --journal` o `replay --journal`

## src/commands/cli.rs

cli-text2-not-size-write-widthxheight = «{ $text }» no es un tamaño: escribe ANCHOxALTO (WIDTHxHEIGHT), como 1920x1080 (de 16 a 8192 cada uno)

## src/commands/live.rs

live-console-stopped = la consola se detuvo
live-peak = pico
live-url2-not-stages-address-starts = «{ $url }» no es la dirección de un escenario: empieza por http://, como la dice el escenario al arrancar (servidor en http://…)
live-there-no-screen-name2-at = no hay una pantalla «{ $name }» en { $url }: las pantallas son { $join }
live-following = siguiendo a
live-commands = órdenes
live-server-at = servidor en
live-phones-at = teléfonos de la sala:
live-announcer-token = clave del locutor:
live-operator-token = clave del operador (no la dé a nadie más):
live-announcer-page-at = página del locutor en
live-osc-at = OSC en
live-stage-did-not-answer-10 = ✗ el escenario no respondió en 10 s
live-show-n-n-boards-number = ✗ `show N`: N es el número del tablero, desde 1; no «{ $n }»
live-warning = aviso

## src/console.rs (the help)

console-help =
    órdenes: start | move JUGADA | illegal | press | pause | resume | adjust white|black +S|-S|=S | resign white|black | draw | claim | flag white|black | undo | arbiter 1-0|0-1|1/2-1/2 MOTIVO | absent|present white|black NOMBRE | order white|black NOMBRE, NOMBRE | lot | position FEN | remove-drop | handover e7e8 [clear d8] | board N ... | show [N] | help | quit
    event next | event trf FICHERO | event export FICHERO | event stage R | event result R W B RESULTADO | event pair R W B | event bye R P zero|pairing (half|full MOTIVO) | event withdraw P R | event return P | event playoff A B [RESULTADO] | event playoff A B K RESULTADO | event swap R W B MOTIVO | event unpair R MOTIVO | event colours R W B | event lineup R T P1 P2 P3 [P4] | event checkin P | event checkout P | event noshows
    message banner|full [for SEGUNDOS] [on PANTALLA,PANTALLA] TEXTO | message NOMBRE | message clear | call N | answer N

## src/commands/event_tools.rs

tournament-entrants-n-round-robin-takes = --entrants { $n }: un todos contra todos admite de 2 a 100 participantes

## src/commands/event_tools.rs

tournament-round = Ronda
tournament-sits-out = descansa
tournament-nobody = (nadie)
tournament-raffle = sorteo: { $gifts } { $gifts ->
        [one] regalo
       *[other] regalos
    } entre { $candidates ->
        [one] 1 jugador presente
       *[other] { $candidates } jugadores presentes
    } sin premio (semilla { $seed })
tournament-raffle-waits = sorteo: espera a que no quede ningún premio pendiente (antes, el desempate)
tournament-gift = Regalo { $k }: { $name }

## src/commands/live.rs

live-journal = diario

## src/describe.rs

describe-teams-with-different-child-executing = equipos con un niño distinto en cada jugada
describe-school-team-matches = encuentros de equipos escolares
describe-bughouse-pairs = parejas de bughouse
describe-individual-tournament = torneo individual
describe-boards-each-rounds-from-its = Tableros: los de cada ronda, de sus emparejamientos (`event next`, `event stage R`)
describe-boards-len = Tableros: { $len }
describe-teams-len = Equipos: { $len }
describe-bench-join = ; banquillo: { $join }
describe-players-individuals = Jugadores: { $individuals }
describe-crossed-semi-finals-1st-2nd = semifinales cruzadas (1.º A - 2.º B, 1.º B - 2.º A), final y puestos
describe-two-group-winners-home-away = los dos campeones de grupo, ida y vuelta, por el título
describe-structure-two-groups-league-rounds = Estructura: dos grupos, liga de { $rounds } rondas; después { $after }
describe-structure-swiss-by-teams-more = Estructura: suizo por equipos (más de 12), { $rounds } rondas, por puntos de encuentro y después de partida
describe-points-accumulated-from-earlier-phases = Puntos acumulados de fases anteriores: { $join } ({ $teams } equipos)
describe-clocks-clocks = Relojes: { $clocks }
describe-first-u-min-unclocked = {"  "}primeros { $u } min sin reloj
describe-round-time-limit-w-min = {"  "}tiempo máximo de ronda: { $w } min
describe-armageddon-draw-wins-black = Armagedón: las tablas dan la victoria a las negras
describe-flag-always-loses = Bandera: pierde siempre
describe-flag-loses-but-draw-when = Bandera: pierde, salvo tablas si el rival no puede dar mate (FIDE 6.9)
describe-stages-clock-decides = {"  "}la decide el reloj del escenario
describe-arbiter-confirms-table-clock-official = {"  "}la confirma el árbitro (el reloj de la mesa es el oficial)
describe-illegal-moves-number-n-loses = Jugadas ilegales: la { $n }.ª pierde; { $bonus } s al rival por cada una
describe-illegal-moves-never-lose-bonus = Jugadas ilegales: nunca pierden; { $bonus } s al rival por cada una
describe-draw-when-opponent-cannot-mate = {"  "}tablas si el rival no puede dar mate (FIDE 7.5.5)
describe-points-win-win-draw-draw = Puntos: victoria { $win }, tablas { $draw }, derrota { $loss }
describe-operator-monitor-monitor-fullscreen = Operador: monitor { $monitor }, { $fullscreen }
describe-those-round-stage = los de la ronda en el escenario
describe-table = mesa
describe-boards = tableros
describe-screen-name-layout-boards-monitor = Pantalla «{ $name }»: { $layout }{ $boards }, monitor { $monitor }, { $fullscreen }
describe-piece-dropped-with-check-may = una pieza puesta con jaque se puede retirar
describe-piece-dropped-with-check-stands = una pieza puesta con jaque queda
describe-promotion-hands-pawn-over-may = al coronar se entrega el peón y se puede retirar una pieza del rival
describe-pawns-promote-as-chess = se corona como en ajedrez
describe-this-computer-only = solo este ordenador
describe-halls-network = la red del pabellón
describe-operator-writes-with-its-token = el operador escribe con su clave
describe-no-operators-token-or-megxadrez = sin clave del operador (o MEGXADREZ_OPERATOR_TOKEN)
describe-writes-announcer-with-its-own = { $writes }; el locutor, con el suyo
describe-server-scheme-listen-reach-writes = Servidor: { $scheme }://{ $listen } ({ $reach }); { $writes }
describe-no-https-tokens-commands-travel = {"  "}Sin HTTPS: las claves y las órdenes viajan sin cifrar por la red del pabellón (quien escuche el wifi las lee); `tls_certificate` y `tls_key` lo cifran
describe-remote-table-boards-join = Mesa remota: tableros { $join }
describe-round-id = ronda { $id }
describe-one-round-per-round-event = una ronda por ronda del evento: { $join }
describe-lichess-rounds-at-url = Lichess: { $rounds } en { $url }
describe-board-board-follows-game-game = Tablero { $board }: sigue la partida { $game } de { $source } (cada { $every } s)
describe-logos = {"  "}logotipos: { $files }
describe-prepared-messages = Mensajes preparados: { $len } — { $join }
describe-public-address-len-cues-join = Megafonía: { $len } señales — { $join }

## src/commands/cli_words.rs

cli-words-usage = Uso
cli-words-commands = Órdenes
cli-words-options = Opciones
cli-words-arguments = Argumentos
cli-words-print-version = Imprime la versión
cli-words-command = ORDEN
cli-words-print-help = Imprime la ayuda
cli-words-default = por defecto

## src/describe.rs

describe-white = blancas
describe-black = negras
describe-full-screen = pantalla completa
describe-window = ventana

## src/commands/event_tools.rs

tournament-no-name = (sin nombre)
tournament-name-players-players-rounds-rounds =
    { $name }: { $players } jugadores, { $rounds } rondas, desde { $date }
    {""}
tournament-name-players-players-rounds-rounds-2 =
    { $name }: { $players } jugadores, { $rounds } rondas
    {""}
tournament-file-says-written = {"  "}(el fichero dice { $written })

## src/commands/live.rs

live-journal-display = diario { $display }
describe-layout-final = final
describe-layout-mirrors = espejos de los tableros
describe-layout-standings = clasificación
describe-layout-pairings = emparejamientos
describe-layout-match = encuentro
describe-layout-carousel = carrusel
describe-layout-bracket = cuadro
describe-layout-crosstable = tabla cruzada
describe-layout-categories = categorías
describe-layout-welcome = bienvenida
describe-layout-sponsors = patrocinadores
describe-speech-boards = Voz: se dicen { $kinds }; jugadas y resultados de los tableros { $boards }
describe-speech-no-boards = Voz: ningún tablero nombrado (speech.boards): no se dice ninguna jugada; se dicen { $kinds }
describe-speech-match-scores = Voz: al acabar el último tablero de una ronda se leen los resultados de sus encuentros, mesa a mesa (nunca mientras aún se juega en la sala)
describe-speech-engine = Voz: motor { $engine } (voz { $voice }); grabaciones del organizador: { $recorded } de { $all } frases
describe-speech-no-engine = Voz: sin motor ({ $why }): instale espeak-ng; solo se dicen las { $recorded } de { $all } frases grabadas y suenan las señales
describe-speech-example = Voz: así suena una jugada: «{ $text }»
