## crates/core/src/config/audio.rs


## crates/core/src/config/source.rs

source-field = campo
source-cannot-read-file-reason = no se puede leer el fichero: { $reason }

## crates/core/src/config/mod.rs

config-round-round = Ronda { $round }
config-quarter-finals = Cuartos de final
config-semi-finals = Semifinales
config-final = Final
config-quarter-final-n = Cuartos { $n }
config-semi-final-n = Semifinal { $n }
config-final-first-leg = Final, ida
config-final-second-leg = Final, vuelta
config-third-place = Tercer y cuarto puesto
config-places-b = { $a }.º y { $b }.º puesto

## crates/core/src/config/audio.rs

audio-must-be-one-word-letters = debe ser una palabra (letras, cifras, '-'), como "quedan-10"
audio-give-either-synth-or-file = pon `synth` o `file`, no los dos
audio-must-be-wav-wav-or = debe ser un fichero WAV (.wav) u OGG Vorbis (.ogg)
audio-must-be-1-10-beeps = deben ser de 1 a 10 pitidos; pone { $get_ref }
audio-give-synth-chime-tone-or = pon `synth` ("chime", "tone" o "beeps") o `file` (un .wav o .ogg)
audio-must-not-be-empty = no puede estar vacío
audio-cue-called-name2-already-defined = ya hay una señal llamada «{ $name }» más arriba
audio-key-key-built-cue-name2 = { $key } es la tecla de la señal propia «{ $name }»; elige otra (Ctrl+4 a Ctrl+0, o Alt+…)
audio-key-already-fires-another-cue = { $key } ya dispara otra señal
audio-cue-name2-has-no-key = la señal «{ $name }» no tiene `key` y Ctrl+0 a Ctrl+9 están ocupadas: ponle una
audio-get-ref2-not-cue-cues = «{ $get_ref }» no es una señal; las señales son: { $names }
audio-must-be-less-than-game = debe ser menos que el tiempo de ronda ({ $window } minutos)
audio-minutes-minutes-already-mark = { $minutes } minutos ya es un aviso
audio-give-remaining-times-seconds-like = pon los tiempos restantes en segundos, como [30, 10]
audio-must-name-output-device-or = debe nombrar un dispositivo de salida (o quítalo para el predeterminado)
audio-frames = {" "}muestras

## crates/core/src/config/roster.rs

roster-cannot-read-display-io-reason = no se puede leer { $display }: { $io_reason }
roster-give-teams-either-inline-teams = pon los equipos aquí ([[teams]]) o en un fichero de equipos, no en los dos
roster-name2-listed-twice = «{ $name }» está dos veces
roster-give-players-either-as-players = pon los jugadores como `players` (nombres) o como [[entrants]], no de las dos formas
roster-team-has-3-6-children = un equipo tiene de 3 a 6 niños (bases 000)
roster-school-team-has-3-8 = un equipo escolar tiene de 3 a 8 jugadores (bases 001)
roster-bughouse-pair-has-exactly-2 = una pareja de bughouse tiene exactamente 2 jugadores, primero el del tablero 1 (bases 002)
roster-individual-event-has-no-teams = un torneo individual no tiene equipos
roster-two-teams-are-called-name2 = hay dos equipos que se llaman «{ $name }»
roster-name2-has-len-players-what = «{ $name }» tiene { $len } jugadores; { $what }
roster-player-i-name2-has-no = el jugador { $i } de «{ $name }» no tiene nombre
roster-p2-listed-twice-name2 = «{ $p }» está dos veces en «{ $name }»
roster-p2-already-player-name2-player = «{ $p }» ya juega en «{ $name }»; cada jugador es de un solo equipo
roster-only-team-rotation-events-have = solo los eventos team_rotation tienen jugadores activos; el orden de tableros es el de los jugadores
roster-name-1-max-active-players = nombra de 1 a { $MAX_ACTIVE } jugadores de «{ $name }», no { $len }
roster-p2-not-players-name2 = «{ $p }» no está entre los jugadores de «{ $name }»

## crates/core/src/config/regulations.rs

regulations-must-be-more-than-0 = debe ser más de 0 y como mucho { $max } minutos; pone { $v }
regulations-seconds = {" "}segundos
regulations-write-minutes-increment-seconds-like = escribe minutos+segundos de incremento, como "10+3" (de 1 segundo a 600 minutos, incremento de 0 a 600)
regulations-give-either-both-same-control = pon `both` (el mismo control para cada bando) o bien `white` y `black`
regulations-count-illegal-moves-that-loses = el número de jugadas ilegales que pierde debe ser de 1 a 20 (quítalo para nunca); pone { $n }
regulations-points-must-be-multiple-0 = los puntos deben ser múltiplo de 0.5 de 0 a 1000; pone { $v }
regulations-points-must-satisfy-win-draw = los puntos deben cumplir win >= draw >= loss

## crates/core/src/config/network.rs

network-token-has-at-least-min = una clave tiene al menos { $MIN_TOKEN } caracteres, sin espacios, para que no se adivine
network-that-token-already-someone-elses = esa clave ya la tiene otro: cada mesa, el locutor y el operador llevan la suya
network-board-n-does-not-exist = no existe el tablero { $n }: los tableros van del 1 al { $boards }
network-remote-table-needs-at-least = una mesa remota necesita al menos un tablero
network-one-line2-not-ip-address = «{ $one_line }» no es una dirección IP (como 192.168.1.20)
network-osc-beyond-this-computer-needs = OSC fuera de este ordenador necesita `announcer_token` (el mando lo manda como último argumento) u `osc_allow = ["IP del mando"]`: si no, cualquiera en la red dispara, para y silencia la megafonía
network-8-20000-connections-at-once = de 8 a 20000 conexiones a la vez; pone { $get_ref }
network-per-address = de 1 a 20000 conexiones desde una misma dirección; pone { $got }
network-files-name-pem-missing = falta el nombre del fichero (PEM)
network-https-needs-both-tls-certificate = HTTPS necesita las dos cosas: `tls_certificate` (el certificado) y `tls_key` (su clave privada), ficheros PEM
network-got2-not-address-write-ip = «{ $got }» no es una dirección: escribe IP:PUERTO, como 127.0.0.1:8080 (solo este ordenador) o 0.0.0.0:8080 (la red del pabellón)
network-round2-not-lichess-round-id = «{ $round }» no es el id de una ronda de Lichess: son 8 letras y números, los del final de su dirección (lichess.org/broadcast/…/…/ID)
network-network-lichess-takes-round-id = {"["}network.lichess] lleva `round = "ID"` (todo a una ronda) o `rounds = ["ID1", "ID2", …]` (una por ronda del evento), no las dos
network-servers-address-starts-with-https = la dirección del servidor empieza por https:// (o http://)

## crates/core/src/config/rounds.rs

rounds-individual-event-lists-players-not = un torneo individual pone `players`, no equipos
rounds-individual-event-needs-at-least = un torneo individual necesita al menos 2 jugadores; hay { $len }
rounds-team-event-lists-players-inside = un evento por equipos pone sus jugadores dentro de cada equipo
rounds-team-event-needs-at-least = un evento por equipos necesita al menos 2 equipos; hay { $len }
rounds-give-either-one-game-or = pon una [game] o una lista de [[boards]], no las dos
rounds-team-has-players-players-at = un equipo tiene { $players } jugadores; hacen falta al menos 3
rounds-board-board-not-played-only = el tablero { $board } no se juega: solo hay { $len } tableros
rounds-game-needs-two-different-contenders = una partida necesita dos rivales distintos
rounds-board-clocks-both = los relojes propios de un tablero necesitan `white_clock` y `black_clock` («M+S», como «11+3»), o ninguno: el ritmo del evento
rounds-must-be-1-boards-this = debe ser de 1 a { $boards } en este formato; pone { $n }
rounds-who2-already-plays-boards-earlier = «{ $who }» ya juega en boards[{ $earlier }]; nadie juega dos partidas a la vez
rounds-boards-earlier-already-labelled-label2 = boards[{ $earlier }] ya se llama «{ $label }»; las pantallas distinguen los tableros por su nombre

## crates/core/src/config/source.rs

source-must-be-from-u-got = debe ser de { $from } a { $to }{ $u }; pone { $got }
source-cannot-be-read-toml = no se puede leer (TOML)
source-text-holds-line-break-or = el texto lleva un salto de línea o un carácter de control ({ $code }): cada nombre, etiqueta o clave va en una sola línea
source-does-not-exist = no existe
source-permission-denied = sin permiso
source-folder = es una carpeta
source-not-utf-8-text = no es texto UTF-8
source-disk-full = el disco está lleno
source-not-a-regular-file = no es un fichero normal (es una tubería, un dispositivo o un socket)
source-too-large = es demasiado grande (más de 256 MB)
source-disk-read-only = el disco es de solo lectura
source-connection-refused-running = conexión rechazada (¿está en marcha?)
source-connection-was-cut = la conexión se cortó
source-did-not-answer-time = no respondió a tiempo
source-another-program-already-uses-that = esa dirección ya la usa otro programa
source-address-not-of-this-machine = esa dirección no es de este equipo (¿cambió su dirección de red?)
source-not-a-folder-on-the-way = una parte de la ruta no es una carpeta
source-other-end-closed = el otro extremo cerró la conexión
source-network-unreachable = no se llega a esa red
source-system-says = el sistema dice: { $detail }

## crates/core/src/config/tournament.rs

tournament-categories-are-ages-from-5 = las categorías son edades de 5 a 25, de menor a mayor, como [8, 10, 12]
tournament-other2-initial-colour-white-black = «{ $other }»: el color inicial es "white", "black" o "lot" (sorteo al emparejar la ronda 1)
tournament-each-group-kept-apart-has = cada grupo que no se enfrenta tiene dos o más números de salida, de 1 a { $n }, como [[3, 7], [1, 12, 15]]
tournament-earlier-phases-their-accumulated-points = las fases anteriores (sus puntos acumulados) son del campeonato escolar: format = "school_teams"
tournament-other2-phase-zonal-or-final = «{ $other }»: una fase es "zonal" o "final" (campeonato escolar; la final, de 4 equipos en adelante)
tournament-other2-write-2024-or-2026 = «{ $other }»: escribe "2024" o "2026" (el texto del reglamento de desempates FIDE)

## crates/core/src/config/screens.rs

screens-two-screens-are-called-name2 = hay dos pantallas que se llaman «{ $name }»
screens-board-n-listed-twice-screen = el tablero { $n } está dos veces en la pantalla «{ $name }»
screens-layout-screen-shows-from-boards = una pantalla { $layout } muestra de { $from } a { $to } tableros, no { $n }
screens-featured-board-must-be-one = el tablero destacado debe ser uno de los de la pantalla
screens-too-many-logos = como mucho { $most } logotipos en una pantalla (más serían demasiado pequeños para leerlos)
screens-logo-png-or-jpeg = «{ $file }» debe ser una imagen PNG o JPEG (.png, .jpg, .jpeg); guarda antes un SVG como PNG
screens-sponsors-need-logos = la pantalla «{ $name }» muestra la página de patrocinadores: dale sus logotipos (logos = ["logos/club.png", …])
screens-carousel-cycles-standings-pairings-match = un carrusel alterna entre standings, pairings, match, bracket, crosstable, categories, welcome, sponsors y mirrors (al menos una)
screens-monitors-are-numbered-0-15 = los monitores van del 0 al 15; pone { $get_ref }
screens-board-n-no-screen-add = el tablero { $n } no sale en ninguna pantalla: añádelo a los `boards` de una (una pantalla mirrors muestra hasta { $MAX_MIRRORS })

## crates/core/src/config/feeds.rs

feeds-bughouse-event-does-not-follow = un evento de bughouse no sigue partidas PGN: sus tableros van enlazados
feeds-board-n-already-follows-another = el tablero { $n } ya sigue otra fuente
feeds-source-pgn-file-or-http = la fuente es un fichero PGN o una dirección http:// o https://
feeds-sources-games-are-numbered-from = las partidas de la fuente se cuentan desde 1
feeds-source-read-every-0-5 = la fuente se lee cada 0,5 a 3600 segundos

## crates/core/src/config/knockout.rs

knockout-2-4-or-8-teams = pasan 2, 4 u 8 equipos, y no más de los { $entrants } inscritos; pone { $n }

## crates/core/src/config/rounds.rs

rounds-who2-not-one-events-players = «{ $who }» no es uno de los jugadores del evento: { $list }
rounds-who2-not-one-events-teams = «{ $who }» no es uno de los equipos del evento: { $list }
network-public-url = «{ $url }» no es una dirección web: escriba http://… o https://…, sin espacios
tournament-schedule-time = «{ $time }» no es una hora (HH:MM, como "10:00")
messages-language-code = «{ $code }» no es un idioma: escribe el texto en es, gl o en ({"{"} es = "…", gl = "…" {"}"})
messages-name-one-word = debe ser una palabra (letras, cifras, - o _), y no banner, full ni clear
messages-name-twice = ya hay un mensaje llamado «{ $name }» más arriba
messages-seconds-or-until = da seconds o until, no los dos
messages-key-taken = { $key } ya dispara «{ $name }»
store-born-after-the-event = «{ $name }» nació en { $born }, después del año del evento ({ $year }): corrija el año de nacimiento (o `tournament.year` si el evento es de otro año)
network-public-names = «{ $got }» no es una forma de nombre: escriba "full" (entero), "short" («Ana G.») o "initials" (iniciales)

speech-voice-one-word = debe ser un nombre de voz de espeak-ng, una palabra (como "es" o "en-gb")
