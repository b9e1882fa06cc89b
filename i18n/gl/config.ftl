## crates/core/src/config/audio.rs


## crates/core/src/config/source.rs

source-field = campo
source-cannot-read-file-reason = non se pode ler o ficheiro: { $reason }

## crates/core/src/config/mod.rs

config-round-round = Rolda { $round }
config-quarter-finals = Cuartos de final
config-semi-finals = Semifinais
config-final = Final
config-quarter-final-n = Cuartos { $n }
config-semi-final-n = Semifinal { $n }
config-final-first-leg = Final, ida
config-final-second-leg = Final, volta
config-third-place = { $a }.º e { $b }.º posto
config-places-b = { $a }.º e { $b }.º posto

## crates/core/src/config/audio.rs

audio-must-be-one-word-letters = debe ser unha palabra (letras, cifras, '-'), como "quedan-10"
audio-give-either-synth-or-file = pon `synth` ou `file`, non os dous
audio-must-be-wav-wav-or = debe ser un ficheiro WAV (.wav) ou OGG Vorbis (.ogg)
audio-must-be-1-10-beeps = deben ser de 1 a 10 pitidos; pon { $get_ref }
audio-give-synth-chime-tone-or = pon `synth` ("chime", "tone" ou "beeps") ou `file` (un .wav ou .ogg)
audio-must-not-be-empty = non pode estar baleiro
audio-cue-called-name2-already-defined = xa hai un sinal chamado «{ $name }» máis arriba
audio-key-key-built-cue-name2 = { $key } é a tecla do sinal propio «{ $name }»; escolle outra (Ctrl+4 a Ctrl+0, ou Alt+…)
audio-key-already-fires-another-cue = { $key } xa dispara outro sinal
audio-cue-name2-has-no-key = o sinal «{ $name }» non ten `key` e Ctrl+0 a Ctrl+9 están ocupadas: ponlle unha
audio-get-ref2-not-cue-cues = «{ $get_ref }» non é un sinal; os sinais son: { $names }
audio-must-be-less-than-game = debe ser menos que o tempo de rolda ({ $window } minutos)
audio-minutes-minutes-already-mark = { $minutes } minutos xa é un aviso
audio-give-remaining-times-seconds-like = pon os tempos restantes en segundos, como [30, 10]
audio-must-name-output-device-or = debe nomear un dispositivo de saída (ou quítao para o predeterminado)
audio-frames = {" "}mostras

## crates/core/src/config/roster.rs

roster-cannot-read-display-io-reason = non se pode ler { $display }: { $io_reason }
roster-give-teams-either-inline-teams = pon os equipos aquí ([[teams]]) ou nun ficheiro de equipos, non nos dous
roster-name2-listed-twice = «{ $name }» está dúas veces
roster-give-players-either-as-players = pon os xogadores como `players` (nomes) ou como [[entrants]], non das dúas formas
roster-team-has-3-6-children = un equipo ten de 3 a 6 nenos (bases 000)
roster-school-team-has-3-8 = un equipo escolar ten de 3 a 8 xogadores (bases 001)
roster-bughouse-pair-has-exactly-2 = unha parella de bughouse ten exactamente 2 xogadores, primeiro o do taboleiro 1 (bases 002)
roster-individual-event-has-no-teams = un torneo individual non ten equipos
roster-two-teams-are-called-name2 = hai dous equipos que se chaman «{ $name }»
roster-name2-has-len-players-what = «{ $name }» ten { $len } xogadores; { $what }
roster-player-i-name2-has-no = o xogador { $i } de «{ $name }» non ten nome
roster-p2-listed-twice-name2 = «{ $p }» está dúas veces en «{ $name }»
roster-p2-already-player-name2-player = «{ $p }» xa xoga en «{ $name }»; cada xogador é dun só equipo
roster-only-team-rotation-events-have = só os eventos team_rotation teñen xogadores activos; a orde de taboleiros é a dos xogadores
roster-name-1-max-active-players = nomea de 1 a { $MAX_ACTIVE } xogadores de «{ $name }», non { $len }
roster-p2-not-players-name2 = «{ $p }» non está entre os xogadores de «{ $name }»

## crates/core/src/config/regulations.rs

regulations-must-be-more-than-0 = debe ser máis de 0 e como moito { $max } minutos; pon { $v }
regulations-seconds = {" "}segundos
regulations-write-minutes-increment-seconds-like = escribe minutos+segundos de incremento, como "10+3" (de 1 segundo a 600 minutos, incremento de 0 a 600)
regulations-give-either-both-same-control = pon `both` (o mesmo control para cada bando) ou ben `white` e `black`
regulations-count-illegal-moves-that-loses = o número de xogadas ilegais que perde debe ser de 1 a 20 (quítao para nunca); pon { $n }
regulations-points-must-be-multiple-0 = os puntos deben ser múltiplo de 0.5 de 0 a 1000; pon { $v }
regulations-points-must-satisfy-win-draw = os puntos deben cumprir win >= draw >= loss

## crates/core/src/config/network.rs

network-token-has-at-least-min = unha clave ten polo menos { $MIN_TOKEN } caracteres, sen espazos, para que non se adiviñe
network-that-token-already-someone-elses = esa clave xa a ten outro: cada mesa, o locutor e o operador levan a súa
network-board-n-does-not-exist = non existe o taboleiro { $n }: os taboleiros van do 1 ao { $boards }
network-remote-table-needs-at-least = unha mesa remota necesita polo menos un taboleiro
network-one-line2-not-ip-address = «{ $one_line }» non é un enderezo IP (como 192.168.1.20)
network-osc-beyond-this-computer-needs = OSC fóra deste ordenador necesita `announcer_token` (o mando mándao como último argumento) ou `osc_allow = ["IP do mando"]`: se non, calquera na rede dispara, para e cala a megafonía
network-8-20000-connections-at-once = de 8 a 20000 conexións á vez; pon { $get_ref }
network-per-address = de 1 a 20000 conexións desde un mesmo enderezo; pon { $got }
network-files-name-pem-missing = falta o nome do ficheiro (PEM)
network-https-needs-both-tls-certificate = HTTPS necesita as dúas cousas: `tls_certificate` (o certificado) e `tls_key` (a súa clave privada), ficheiros PEM
network-got2-not-address-write-ip = «{ $got }» non é un enderezo: escribe IP:PORTO, como 127.0.0.1:8080 (só este ordenador) ou 0.0.0.0:8080 (a rede do pavillón)
network-round2-not-lichess-round-id = «{ $round }» non é o id dunha rolda de Lichess: son 8 letras e números, os do final do seu enderezo (lichess.org/broadcast/…/…/ID)
network-network-lichess-takes-round-id = {"["}network.lichess] leva `round = "ID"` (todo a unha rolda) ou `rounds = ["ID1", "ID2", …]` (unha por rolda do evento), non as dúas
network-servers-address-starts-with-https = o enderezo do servidor comeza por https:// (ou http://)

## crates/core/src/config/rounds.rs

rounds-individual-event-lists-players-not = un torneo individual pon `players`, non equipos
rounds-individual-event-needs-at-least = un torneo individual necesita polo menos 2 xogadores; hai { $len }
rounds-team-event-lists-players-inside = un evento por equipos pon os seus xogadores dentro de cada equipo
rounds-team-event-needs-at-least = un evento por equipos necesita polo menos 2 equipos; hai { $len }
rounds-give-either-one-game-or = pon unha [game] ou unha lista de [[boards]], non as dúas
rounds-team-has-players-players-at = un equipo ten { $players } xogadores; fan falta polo menos 3
rounds-board-board-not-played-only = o taboleiro { $board } non se xoga: só hai { $len } taboleiros
rounds-game-needs-two-different-contenders = unha partida necesita dous rivais distintos
rounds-board-clocks-both = os reloxos propios dun taboleiro precisan `white_clock` e `black_clock` («M+S», como «11+3»), ou ningún: o ritmo do evento
rounds-must-be-1-boards-this = debe ser de 1 a { $boards } neste formato; pon { $n }
rounds-who2-already-plays-boards-earlier = «{ $who }» xa xoga en boards[{ $earlier }]; ninguén xoga dúas partidas á vez
rounds-boards-earlier-already-labelled-label2 = boards[{ $earlier }] xa se chama «{ $label }»; as pantallas distinguen os taboleiros polo seu nome

## crates/core/src/config/source.rs

source-must-be-from-u-got = debe ser de { $from } a { $to }{ $u }; pon { $got }
source-cannot-be-read-toml = non se pode ler (TOML)
source-text-holds-line-break-or = o texto leva un salto de liña ou un carácter de control ({ $code }): cada nome, etiqueta ou clave vai nunha soa liña
source-does-not-exist = non existe
source-permission-denied = sen permiso
source-folder = é un cartafol
source-not-utf-8-text = non é texto UTF-8
source-disk-full = o disco está cheo
source-not-a-regular-file = non é un ficheiro normal (é unha tubaxe, un dispositivo ou un socket)
source-too-large = é grande de máis (máis de 256 MB)
source-disk-read-only = o disco é só de lectura
source-connection-refused-running = conexión rexeitada (está en marcha?)
source-connection-was-cut = a conexión cortouse
source-did-not-answer-time = non respondeu a tempo
source-another-program-already-uses-that = ese enderezo xa o usa outro programa
source-address-not-of-this-machine = ese enderezo non é deste equipo (cambiou o seu enderezo de rede?)
source-not-a-folder-on-the-way = unha parte da ruta non é un cartafol
source-other-end-closed = o outro extremo pechou a conexión
source-network-unreachable = non se chega a esa rede
source-system-says = o sistema di: { $detail }

## crates/core/src/config/tournament.rs

tournament-categories-are-ages-from-5 = as categorías son idades de 5 a 25, de menor a maior, como [8, 10, 12]
tournament-other2-initial-colour-white-black = «{ $other }»: a cor inicial é "white", "black" ou "lot" (sorteo ao emparellar a rolda 1)
tournament-each-group-kept-apart-has = cada grupo que non se enfronta ten dous ou máis números de saída, de 1 a { $n }, como [[3, 7], [1, 12, 15]]
tournament-earlier-phases-their-accumulated-points = as fases anteriores (os seus puntos acumulados) son do campionato escolar: format = "school_teams"
tournament-other2-phase-zonal-or-final = «{ $other }»: unha fase é "zonal" ou "final" (campionato escolar; a final, de 4 equipos en diante)
tournament-other2-write-2024-or-2026 = «{ $other }»: escribe "2024" ou "2026" (o texto do regulamento de desempates FIDE)

## crates/core/src/config/screens.rs

screens-two-screens-are-called-name2 = hai dúas pantallas que se chaman «{ $name }»
screens-board-n-listed-twice-screen = o taboleiro { $n } está dúas veces na pantalla «{ $name }»
screens-layout-screen-shows-from-boards = unha pantalla { $layout } mostra de { $from } a { $to } taboleiros, non { $n }
screens-featured-board-must-be-one = o taboleiro destacado debe ser un dos da pantalla
screens-too-many-logos = como moito { $most } logotipos nunha pantalla (máis serían pequenos de máis para lelos)
screens-logo-png-or-jpeg = «{ $file }» debe ser unha imaxe PNG ou JPEG (.png, .jpg, .jpeg); garda antes un SVG como PNG
screens-sponsors-need-logos = a pantalla «{ $name }» mostra a páxina de patrocinadores: dálle os seus logotipos (logos = ["logos/club.png", …])
screens-carousel-cycles-standings-pairings-match = un carrusel alterna entre standings, pairings, match, bracket, crosstable, categories, welcome, sponsors e mirrors (polo menos unha)
screens-monitors-are-numbered-0-15 = os monitores van do 0 ao 15; pon { $get_ref }
screens-board-n-no-screen-add = o taboleiro { $n } non sae en ningunha pantalla: engádeo aos `boards` dunha (unha pantalla mirrors mostra ata { $MAX_MIRRORS })

## crates/core/src/config/feeds.rs

feeds-bughouse-event-does-not-follow = un evento de bughouse non segue partidas PGN: os seus taboleiros van enlazados
feeds-board-n-already-follows-another = o taboleiro { $n } xa segue outra fonte
feeds-source-pgn-file-or-http = a fonte é un ficheiro PGN ou un enderezo http:// ou https://
feeds-sources-games-are-numbered-from = as partidas da fonte cóntanse desde 1
feeds-source-read-every-0-5 = a fonte lese cada 0,5 a 3600 segundos

## crates/core/src/config/knockout.rs

knockout-2-4-or-8-teams = pasan 2, 4 ou 8 equipos, e non máis dos { $entrants } inscritos; pon { $n }

## crates/core/src/config/rounds.rs

rounds-who2-not-one-events-players = «{ $who }» non é un dos xogadores do evento: { $list }
rounds-who2-not-one-events-teams = «{ $who }» non é un dos equipos do evento: { $list }
network-public-url = «{ $url }» non é un enderezo web: escriba http://… ou https://…, sen espazos
tournament-schedule-time = «{ $time }» non é unha hora (HH:MM, como "10:00")
messages-language-code = «{ $code }» non é un idioma: escribe o texto en es, gl ou en ({"{"} es = "…", gl = "…" {"}"})
messages-name-one-word = debe ser unha palabra (letras, cifras, - ou _), e non banner, full nin clear
messages-name-twice = xa hai unha mensaxe chamada «{ $name }» máis arriba
messages-seconds-or-until = dá seconds ou until, non os dous
messages-key-taken = { $key } xa dispara «{ $name }»
store-born-after-the-event = «{ $name }» naceu en { $born }, despois do ano do evento ({ $year }): corrixa o ano de nacemento (ou `tournament.year` se o evento é doutro ano)
network-public-names = «{ $got }» non é unha forma de nome: escriba "full" (enteiro), "short" («Ana G.») ou "initials" (iniciais)

speech-voice-one-word = debe ser un nome de voz de espeak-ng, unha palabra (como "es" ou "en-gb")
