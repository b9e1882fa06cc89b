## src/network/follow.rs

follow-cannot-follow-stage-at-url = no se puede seguir al escenario en { $url }: { $why }
follow-stage-answered-code = el escenario respondió { $code }
follow-did-not-answer-time = no respondió a tiempo
follow-that-name-not-found-network = no se encuentra ese nombre en la red
follow-could-not-connect-stage-running = no se pudo conectar (¿el escenario está en marcha y en esa dirección?)
follow-not-a-stage = su respuesta no es la configuración de un escenario de MegXadrez (¿es la dirección de otro servidor?)
follow-no-stage-time = su respuesta no dice bien la hora de su sesión ({ $header })
web-server-answered-code = el servidor respondió { $code }
web-could-not-connect = no se pudo conectar (¿es correcta la dirección?)
web-unexpected = respuesta inesperada ({ $detail })
web-task-stopped = el envío se detuvo
follow-its-certificate-made-as-authority = su certificado está hecho como autoridad (CA:TRUE) y no vale para un servidor: hazlo con `-addext basicConstraints=critical,CA:FALSE` (la guía lo explica)
follow-its-https-not-be-trusted = su HTTPS no es de fiar ({ $e }): si el escenario tiene su propio certificado, dalo con --trust FICHERO
follow-connection-url-back = conexión recuperada con { $url }

## src/network/lichess.rs

lichess-lichess-pgn-pushed = Lichess: PGN enviado
lichess-lichess-refuses-push-why-check = Lichess rechaza el envío ({ $why }): mira el token y la ronda
lichess-lichess-does-not-take-now = Lichess no acepta ahora ({ $why }): otra vez en { $secs } s

## src/network/leader.rs

leader-journal-cannot-be-read = no se puede leer el diario
leader-this-stage-has-no-journal = este escenario no tiene diario que compartir

## src/network/mod.rs

network-cannot-listen-listen-why = no se puede escuchar en { $listen }: { $why }
network-network-lichess-needs-broadcasters-token = {"["}network.lichess] necesita el token del retransmisor: `token` o LICHESS_TOKEN

## src/network/access.rs

access-name-not-usable-token-needs = { $name } no vale como clave: lleva al menos { $min } caracteres, sin espacios ni caracteres de control, para que no se adivine

## src/network/osc.rs

osc-osc-address2-not-command-megxadrez = OSC: «{ $address }» no es una orden: /megxadrez/cue NOMBRE, /megxadrez/go, /megxadrez/stop, /megxadrez/mute, /megxadrez/unmute, /megxadrez/volume 0–100, /megxadrez/message, /megxadrez/pairings, /megxadrez/speech moves|results|pairings 0|1
osc-cannot-listen-osc-addr-why = no se puede escuchar OSC en { $addr }: { $why }
osc-osc-packet-that-does-not = OSC: un paquete que no se entiende
osc-osc-ignored-message-from-ip = OSC: ignorado un mensaje de { $ip } sin la clave del locutor

## src/network/tls.rs

tls-path-holds-no-pem-certificate = { $path } no tiene ningún certificado PEM (-----BEGIN CERTIFICATE-----)
tls-path-holds-no-pem-private = { $path } no tiene ninguna clave privada PEM (-----BEGIN PRIVATE KEY-----)
tls-key-key-does-not-fit = la clave { $key } no sirve para el certificado { $cert }: { $e }

## src/network/routes/mod.rs

routes-this-server-only-answers-this = este servidor solo atiende en este ordenador (127.0.0.1 o localhost)
routes-too-many-wrong-tokens-from = demasiadas claves equivocadas desde esta dirección: espera un minuto
routes-token-this-table-announcer-or = hace falta la clave de esta mesa, del locutor o del operador (Authorization: Bearer …)
routes-stage-has-closed = el escenario se ha cerrado
routes-tables-token-fires-no-cues = la clave de una mesa no dispara señales: hace falta la del locutor o la del operador
routes-text2-not-public-address-command = «{ $text }» no es una orden de megafonía: cue NOMBRE, go, go reset, stop, mute, unmute, volume 0–100, automatic on|off, speech moves|results|pairings on|off o read pairings
routes-announcers-token-fires-cues-not = la clave del locutor dispara señales, no órdenes de tablero
routes-board2-not-board-number = «{ $board }» no es un número de tablero
routes-this-token-not-board-index = esta clave no es del tablero { $index }
routes-command-not-utf-8-text = la orden no es texto UTF-8
routes-body-too-long = el cuerpo de la petición es demasiado largo: como mucho { $max } bytes
routes-body-unreadable = no se pudo leer el cuerpo de la petición
routes-command-says-board-n-but = la orden dice «board { $n }» pero va a la dirección del tablero { $board }: el tablero va en la dirección, no hace falta en la orden
routes-command-empty = la orden está vacía
routes-stage-did-not-answer-10 = el escenario no respondió en 10 s

## src/network/routes/pages.rs

pages-no-such-address-api-state = no existe esa dirección: /, /api/state, /api/events, /live.pgn, /round/N.pgn, /screen/NAME, /table, /announcer, /api/boards/N/command, /api/cue, /api/message, /api/config, /api/journal
pages-there-no-screen-name2-screens = no hay una pantalla «{ $name }»: las pantallas son { $join }
pages-mirror-screen = Pantalla «{ $name }»
pages-mirror-elsewhere = La pantalla muestra ahora: { $layout }. Aquí, la clasificación.
pages-connection-lost = conexión perdida
pages-screen = Pantalla
pages-board = Tablero
pages-tables-token = Clave de la mesa
pages-move-or-command = Jugada u orden
pages-send = Enviar
pages-tables-token-missing = falta la clave de la mesa
pages-board-board-what-another-tap = Tablero {"{"}board{"}"}: ¿{"{"}what{"}"}? No se puede deshacer con otro toque.

## src/network/routes/pages.rs

pages-events-screens = Pantallas del evento
pages-remote-table-with-its-token = Mesa remota (con su clave)
pages-games-as-pgn = Partidas en PGN
pages-state-as-json = Estado en JSON
pages-start = Iniciar
pages-pause = Pausa
pages-resume = Reanudar
pages-illegal-move = Jugada ilegal
pages-draw = Tablas
pages-white-resigns = Abandonan blancas
pages-black-resigns = Abandonan negras
pages-whites-flag = Bandera blancas
pages-blacks-flag = Bandera negras
pages-undo = Deshacer
message-tables-token-puts-up-no-message = la clave de una mesa remota no pone mensajes en las pantallas: use la del locutor o la del operador

## src/network/routes/pages.rs: the announcer's page

pages-announcers-page = Megafonía (locutor, con su clave)
announcer-page-title = Megafonía
announcer-page-token = Clave del locutor
announcer-page-token-missing = falta la clave del locutor (o la del operador)
announcer-page-stop = ■ PARAR TODO
announcer-page-go = GO ▶ { "{" }cue{ "}" }
announcer-page-go-done = GO: la lista terminó
announcer-page-go-none = GO: no hay lista
announcer-page-go-reset = ↺ GO al principio
announcer-page-go-reset-confirm = ¿Volver la lista de GO a su primera señal?
announcer-page-cues = Señales
announcer-page-volume = Volumen
announcer-page-mute = Silenciar
announcer-page-unmute = Quitar silencio
announcer-page-automatic = Señales automáticas
announcer-page-round = Tiempo de ronda
announcer-page-round-left = quedan { "{" }time{ "}" }
announcer-page-round-over = tiempo de ronda terminado
announcer-page-round-not-started = la ronda no empezó
announcer-page-round-paused = en pausa
announcer-page-round-elapsed = { "{" }time{ "}" } jugados
announcer-page-boards = Tableros
announcer-page-to-move = mueven
announcer-page-not-started = sin empezar
announcer-page-messages = Mensajes en las pantallas
announcer-page-messages-none = ningún mensaje en las pantallas
announcer-page-message-text = Texto del mensaje
announcer-page-minutes = Durante (minutos; vacío: hasta quitarlo)
announcer-page-countdown = Cuenta atrás
announcer-page-minutes-wrong = Los minutos van de 1 a { $most }.
announcer-page-countdown-minutes = Una cuenta atrás necesita sus minutos.
announcer-page-banner = Banner
announcer-page-full = Pantalla completa
announcer-page-clear = Quitar mensajes
announcer-page-clear-confirm = ¿Quitar todos los mensajes de las pantallas?
announcer-page-log = Registro de megafonía
announcer-page-line-one = 1 línea
announcer-page-lines = { "{" }n{ "}" } líneas
access-token-shared = { $one } y { $other } tienen la misma clave: cada mesa, el locutor y el operador llevan la suya (si no, una mesa mandaría en todos los tableros)
follow-line-too-long = su flujo de eventos envió una línea de más de { $max } bytes
call-token-may-not = esta clave no puede llamar al árbitro desde el tablero { $board } ni atender su llamada (una mesa llama solo desde sus tableros; atiende la clave del operador)
pages-call-the-arbiter = Llamar al árbitro (F9)
pages-arbiter-called = Árbitro llamado: ya viene
hall-routes-body = el cuerpo debe ser un objeto JSON
hall-routes-checkin-body = escriba {"{"}"entrant": N, "here": true{"}"} (o false para deshacer)
hall-routes-undo-late = la entrada solo deshace lo suyo durante un minuto: ahora lo hace el árbitro
hall-routes-not-checkin = esta clave no puede anotar la entrada
hall-routes-no-table = «{ $table }» no es un número de mesa
hall-routes-table-body = escriba {"{"}"round": R, "code": "…"{"}"} y, para un resultado, "result": "1-0", "0-1" o "1/2"
hall-routes-no-codes = este escenario no tiene códigos de mesa (funciona sin diario)
hall-routes-braked = demasiados códigos erróneos para la mesa { $table }: espere un minuto
hall-routes-wrong-code = ese no es un código de la mesa { $table } en la ronda { $round }
hall-routes-reports-off = en este torneo los resultados los anota el árbitro
hall-routes-arbiters-only = solo el árbitro (o el operador) decide sobre el torneo
hall-routes-not-arbiters = desde el teléfono del árbitro solo: { $verbs }
hall-routes-no-games = esta clave no toca ninguna partida del escenario
hall-page-title-checkin = Entrada
hall-page-token-kiosk = Clave de la entrada
hall-page-need-token = Falta la clave
hall-page-search = Escribe tu nombre…
hall-page-counts = {"{"}here{"}"} presentes · faltan {"{"}missing{"}"}
hall-page-here = Estoy aquí
hall-page-undo = Deshacer
hall-page-welcome = ¡Bienvenida/o, {"{"}name{"}"}!
hall-page-undone = Deshecho: {"{"}name{"}"}
hall-page-heading = Ronda {"{"}round{"}"} · Mesa {"{"}table{"}"}
hall-page-title-board = Mesa {"{"}table{"}"}
hall-page-code = Tu código (en la tarjeta de la mesa)
hall-page-need-code = Escribe tu código
hall-page-pending = Sin resultado todavía
hall-page-reported = Informado {"{"}result{"}"}: falta que lo confirme el otro jugador
hall-page-disputed-status = No coinciden (blancas {"{"}white{"}"}, negras {"{"}black{"}"}): decide el árbitro
hall-page-confirmed = Resultado: {"{"}result{"}"}
hall-page-no-table = Esta mesa no juega esta ronda
hall-page-call = Llamar al árbitro
hall-page-calling-board = Árbitro llamado: ya viene
hall-page-title-arbiter = Árbitro
hall-page-token-arbiter = Clave del árbitro
hall-page-calls = Llamadas
hall-page-calling = La mesa {"{"}board{"}"} llama al árbitro (hace {"{"}minutes{"}"} min)
hall-page-answered = Atendida
hall-page-no-calls = Ninguna llamada abierta
hall-page-decide = Resultados por decidir
hall-page-disputed = no coinciden: {"{"}white{"}"} / {"{"}black{"}"}
hall-page-reported-one = un jugador informa {"{"}result{"}"}
hall-page-nothing = Nada que decidir
hall-page-door = Entrada
hall-page-check-in = Anotar entrada
hall-page-tables = Ronda {"{"}round{"}"}: todas las mesas
hall-page-table = Mesa {"{"}table{"}"}
hall-page-draw = ½-½
hall-page-lineups = Alineaciones (en el orden de la lista)
hall-page-save-lineup = Guardar alineación
follow-search = Busca un equipo o jugador…
follow-pick = Escribe parte de un nombre y elígelo: esta página lo sigue y el teléfono lo recuerda.
follow-standing = {"{"}rank{"}"}.º en la clasificación · {"{"}points{"}"} puntos
follow-now = Ahora
follow-pairing = Ronda {"{"}round{"}"} · Mesa {"{"}table{"}"} · {"{"}colour{"}"} contra {"{"}opponent{"}"}
follow-waiting = Esperando los emparejamientos de la ronda {"{"}round{"}"}
follow-live = En juego en el tablero {"{"}board{"}"}
follow-to-move = mueven {"{"}side{"}"}
follow-results = Resultados
follow-game = Ronda {"{"}round{"}"}: {"{"}colour{"}"} contra {"{"}opponent{"}"} · {"{"}result{"}"}
follow-bye = Ronda {"{"}round{"}"}: no juega · {"{"}points{"}"}
overlay-mover = mueve: {"{"}name{"}"}
follow-match = Encuentro: {"{"}first{"}"} {"{"}score{"}"} {"{"}second{"}"}
follow-clip = ▶ La partida en imágenes
follow-illegal = Jugadas ilegales: blancas {"{"}white{"}"} · negras {"{"}black{"}"}
follow-category = {"{"}rank{"}"}.º en {"{"}category{"}"}
overlay-board-result = Tablero {"{"}board{"}"}: {"{"}result{"}"}
overlay-board = Tablero {"{"}board{"}"}
follow-under = Sub-{"{"}under{"}"}
osc-speech-kind = OSC /megxadrez/speech: «{ $kind }» no es un tipo de voz (moves, results, pairings)
follow-listen = 🔊 Escuchar las jugadas
follow-listening = 🔊 Escuchando las jugadas (pulse para parar)
follow-said = Dicho: {"{"}text{"}"}
follow-speech-queued = 🔈 en la cola de voz del teléfono
follow-speech-speaking = 🔊 sonando
follow-speech-done = ✓ dicho
follow-speech-failed = ✗ este teléfono no pudo decirlo ({"{"}why{"}"})
