## src/network/follow.rs

follow-cannot-follow-stage-at-url = non se pode seguir ao escenario en { $url }: { $why }
follow-stage-answered-code = o escenario respondeu { $code }
follow-did-not-answer-time = non respondeu a tempo
follow-that-name-not-found-network = non se atopa ese nome na rede
follow-could-not-connect-stage-running = non se puido conectar (o escenario está en marcha e nese enderezo?)
follow-not-a-stage = a súa resposta non é a configuración dun escenario de MegXadrez (é o enderezo doutro servidor?)
follow-no-stage-time = a súa resposta non di ben a hora da súa sesión ({ $header })
web-server-answered-code = o servidor respondeu { $code }
web-could-not-connect = non se puido conectar (é correcto o enderezo?)
web-unexpected = resposta inesperada ({ $detail })
web-task-stopped = o envío detívose
follow-its-certificate-made-as-authority = o seu certificado está feito como autoridade (CA:TRUE) e non vale para un servidor: faino con `-addext basicConstraints=critical,CA:FALSE` (a guía explícao)
follow-its-https-not-be-trusted = o seu HTTPS non é de fiar ({ $e }): se o escenario ten o seu propio certificado, dáo con --trust FICHEIRO
follow-connection-url-back = conexión recuperada con { $url }

## src/network/lichess.rs

lichess-lichess-pgn-pushed = Lichess: PGN enviado
lichess-lichess-refuses-push-why-check = Lichess rexeita o envío ({ $why }): mira o token e a rolda
lichess-lichess-does-not-take-now = Lichess non acepta agora ({ $why }): outra vez en { $secs } s

## src/network/leader.rs

leader-journal-cannot-be-read = non se pode ler o diario
leader-this-stage-has-no-journal = este escenario non ten diario que compartir

## src/network/mod.rs

network-cannot-listen-listen-why = non se pode escoitar en { $listen }: { $why }
network-network-lichess-needs-broadcasters-token = {"["}network.lichess] necesita o token do retransmisor: `token` ou LICHESS_TOKEN

## src/network/access.rs

access-name-not-usable-token-needs = { $name } non vale como clave: leva polo menos { $min } caracteres, sen espazos nin caracteres de control, para que non se adiviñe

## src/network/osc.rs

osc-osc-address2-not-command-megxadrez = OSC: «{ $address }» non é unha orde: /megxadrez/cue NOME, /megxadrez/go, /megxadrez/stop, /megxadrez/mute, /megxadrez/unmute, /megxadrez/volume 0–100, /megxadrez/message, /megxadrez/pairings, /megxadrez/speech moves|results|pairings 0|1
osc-cannot-listen-osc-addr-why = non se pode escoitar OSC en { $addr }: { $why }
osc-osc-packet-that-does-not = OSC: un paquete que non se entende
osc-osc-ignored-message-from-ip = OSC: ignorada unha mensaxe de { $ip } sen a clave do locutor

## src/network/tls.rs

tls-path-holds-no-pem-certificate = { $path } non ten ningún certificado PEM (-----BEGIN CERTIFICATE-----)
tls-path-holds-no-pem-private = { $path } non ten ningunha clave privada PEM (-----BEGIN PRIVATE KEY-----)
tls-key-key-does-not-fit = a clave { $key } non serve para o certificado { $cert }: { $e }

## src/network/routes/mod.rs

routes-this-server-only-answers-this = este servidor só atende neste ordenador (127.0.0.1 ou localhost)
routes-too-many-wrong-tokens-from = demasiadas claves equivocadas desde este enderezo: agarda un minuto
routes-token-this-table-announcer-or = fai falta a clave desta mesa, do locutor ou do operador (Authorization: Bearer …)
routes-stage-has-closed = o escenario pechouse
routes-tables-token-fires-no-cues = a clave dunha mesa non dispara sinais: fai falta a do locutor ou a do operador
routes-text2-not-public-address-command = «{ $text }» non é unha orde de megafonía: cue NOME, go, go reset, stop, mute, unmute, volume 0–100, automatic on|off, speech moves|results|pairings on|off ou read pairings
routes-announcers-token-fires-cues-not = a clave do locutor dispara sinais, non ordes de taboleiro
routes-board2-not-board-number = «{ $board }» non é un número de taboleiro
routes-this-token-not-board-index = esta clave non é do taboleiro { $index }
routes-command-not-utf-8-text = a orde non é texto UTF-8
routes-body-too-long = o corpo da petición é longo de máis: como moito { $max } bytes
routes-body-unreadable = non se puido ler o corpo da petición
routes-command-says-board-n-but = a orde di «board { $n }» pero vai ao enderezo do taboleiro { $board }: o taboleiro vai no enderezo, non fai falta na orde
routes-command-empty = a orde está baleira
routes-stage-did-not-answer-10 = o escenario non respondeu en 10 s

## src/network/routes/pages.rs

pages-no-such-address-api-state = non existe ese enderezo: /, /api/state, /api/events, /live.pgn, /round/N.pgn, /screen/NAME, /table, /announcer, /api/boards/N/command, /api/cue, /api/message, /api/config, /api/journal
pages-there-no-screen-name2-screens = non hai unha pantalla «{ $name }»: as pantallas son { $join }
pages-mirror-screen = Pantalla «{ $name }»
pages-mirror-elsewhere = A pantalla mostra agora: { $layout }. Aquí, a clasificación.
pages-connection-lost = conexión perdida
pages-screen = Pantalla
pages-board = Taboleiro
pages-tables-token = Clave da mesa
pages-move-or-command = Xogada ou orde
pages-send = Enviar
pages-tables-token-missing = falta a clave da mesa
pages-board-board-what-another-tap = Taboleiro {"{"}board{"}"}: {"{"}what{"}"}? Non se pode desfacer con outro toque.

## src/network/routes/pages.rs

pages-events-screens = Pantallas do evento
pages-remote-table-with-its-token = Mesa remota (coa súa clave)
pages-games-as-pgn = Partidas en PGN
pages-state-as-json = Estado en JSON
pages-start = Iniciar
pages-pause = Pausa
pages-resume = Reanudar
pages-illegal-move = Xogada ilegal
pages-draw = Táboas
pages-white-resigns = Abandonan brancas
pages-black-resigns = Abandonan negras
pages-whites-flag = Bandeira brancas
pages-blacks-flag = Bandeira negras
pages-undo = Desfacer
message-tables-token-puts-up-no-message = a clave dunha mesa remota non pon mensaxes nas pantallas: use a do locutor ou a do operador

## src/network/routes/pages.rs: the announcer's page

pages-announcers-page = Megafonía (locutor, coa súa clave)
announcer-page-title = Megafonía
announcer-page-token = Clave do locutor
announcer-page-token-missing = falta a clave do locutor (ou a do operador)
announcer-page-stop = ■ PARAR TODO
announcer-page-go = GO ▶ { "{" }cue{ "}" }
announcer-page-go-done = GO: a lista rematou
announcer-page-go-none = GO: non hai lista
announcer-page-go-reset = ↺ GO ao principio
announcer-page-go-reset-confirm = Volver a lista de GO ao seu primeiro sinal?
announcer-page-cues = Sinais
announcer-page-volume = Volume
announcer-page-mute = Silenciar
announcer-page-unmute = Quitar o silencio
announcer-page-automatic = Sinais automáticos
announcer-page-round = Tempo de rolda
announcer-page-round-left = quedan { "{" }time{ "}" }
announcer-page-round-over = tempo de rolda rematado
announcer-page-round-not-started = a rolda non comezou
announcer-page-round-paused = en pausa
announcer-page-round-elapsed = { "{" }time{ "}" } xogados
announcer-page-boards = Taboleiros
announcer-page-to-move = moven
announcer-page-not-started = sen comezar
announcer-page-messages = Mensaxes nas pantallas
announcer-page-messages-none = ningunha mensaxe nas pantallas
announcer-page-message-text = Texto da mensaxe
announcer-page-minutes = Durante (minutos; baleiro: ata quitala)
announcer-page-countdown = Conta atrás
announcer-page-minutes-wrong = Os minutos van de 1 a { $most }.
announcer-page-countdown-minutes = Unha conta atrás precisa dos seus minutos.
announcer-page-banner = Banner
announcer-page-full = Pantalla completa
announcer-page-clear = Quitar mensaxes
announcer-page-clear-confirm = Quitar todas as mensaxes das pantallas?
announcer-page-log = Rexistro da megafonía
announcer-page-line-one = 1 liña
announcer-page-lines = { "{" }n{ "}" } liñas
access-token-shared = { $one } e { $other } teñen a mesma clave: cada mesa, o locutor e o operador levan a súa (se non, unha mesa mandaría en todos os taboleiros)
follow-line-too-long = o seu fluxo de eventos enviou unha liña de máis de { $max } bytes
call-token-may-not = esta clave non pode chamar polo árbitro dende o taboleiro { $board } nin atender a súa chamada (unha mesa chama só dende os seus taboleiros; atende a clave do operador)
pages-call-the-arbiter = Chamar polo árbitro (F9)
pages-arbiter-called = Árbitro chamado: xa vén
hall-routes-body = o corpo debe ser un obxecto JSON
hall-routes-checkin-body = escriba {"{"}"entrant": N, "here": true{"}"} (ou false para desfacer)
hall-routes-undo-late = a entrada só desfai o seu durante un minuto: agora faino o árbitro
hall-routes-not-checkin = esta clave non pode anotar a entrada
hall-routes-no-table = «{ $table }» non é un número de mesa
hall-routes-table-body = escriba {"{"}"round": R, "code": "…"{"}"} e, para un resultado, "result": "1-0", "0-1" ou "1/2"
hall-routes-no-codes = este escenario non ten códigos de mesa (funciona sen diario)
hall-routes-braked = demasiados códigos errados para a mesa { $table }: agarde un minuto
hall-routes-wrong-code = ese non é un código da mesa { $table } na rolda { $round }
hall-routes-reports-off = neste torneo os resultados anótaos o árbitro
hall-routes-arbiters-only = só o árbitro (ou o operador) decide sobre o torneo
hall-routes-not-arbiters = dende o teléfono do árbitro só: { $verbs }
hall-routes-no-games = esta clave non toca ningunha partida do escenario
hall-page-title-checkin = Entrada
hall-page-token-kiosk = Clave da entrada
hall-page-need-token = Falta a clave
hall-page-search = Escribe o teu nome…
hall-page-counts = {"{"}here{"}"} presentes · faltan {"{"}missing{"}"}
hall-page-here = Estou aquí
hall-page-undo = Desfacer
hall-page-welcome = Benvida/o, {"{"}name{"}"}!
hall-page-undone = Desfeito: {"{"}name{"}"}
hall-page-heading = Rolda {"{"}round{"}"} · Mesa {"{"}table{"}"}
hall-page-title-board = Mesa {"{"}table{"}"}
hall-page-code = O teu código (na tarxeta da mesa)
hall-page-need-code = Escribe o teu código
hall-page-pending = Aínda sen resultado
hall-page-reported = Informado {"{"}result{"}"}: falta que o confirme o outro xogador
hall-page-disputed-status = Non coinciden (brancas {"{"}white{"}"}, negras {"{"}black{"}"}): decide o árbitro
hall-page-confirmed = Resultado: {"{"}result{"}"}
hall-page-no-table = Esta mesa non xoga nesta rolda
hall-page-call = Chamar ao árbitro
hall-page-calling-board = Árbitro chamado: xa vén
hall-page-title-arbiter = Árbitro
hall-page-token-arbiter = Clave do árbitro
hall-page-calls = Chamadas
hall-page-calling = A mesa {"{"}board{"}"} chama ao árbitro (hai {"{"}minutes{"}"} min)
hall-page-answered = Atendida
hall-page-no-calls = Ningunha chamada aberta
hall-page-decide = Resultados por decidir
hall-page-disputed = non coinciden: {"{"}white{"}"} / {"{"}black{"}"}
hall-page-reported-one = un xogador informa {"{"}result{"}"}
hall-page-nothing = Nada que decidir
hall-page-door = Entrada
hall-page-check-in = Anotar entrada
hall-page-tables = Rolda {"{"}round{"}"}: todas as mesas
hall-page-table = Mesa {"{"}table{"}"}
hall-page-draw = ½-½
hall-page-lineups = Aliñacións (na orde da lista)
hall-page-save-lineup = Gardar aliñación
follow-search = Busca un equipo ou xogador…
follow-pick = Escribe parte dun nome e escólleo: esta páxina ségueo e o teléfono lémbrao.
follow-standing = {"{"}rank{"}"}.º na clasificación · {"{"}points{"}"} puntos
follow-now = Agora
follow-pairing = Rolda {"{"}round{"}"} · Mesa {"{"}table{"}"} · {"{"}colour{"}"} contra {"{"}opponent{"}"}
follow-waiting = Agardando os emparellamentos da rolda {"{"}round{"}"}
follow-live = En xogo no taboleiro {"{"}board{"}"}
follow-to-move = moven {"{"}side{"}"}
follow-results = Resultados
follow-game = Rolda {"{"}round{"}"}: {"{"}colour{"}"} contra {"{"}opponent{"}"} · {"{"}result{"}"}
follow-bye = Rolda {"{"}round{"}"}: non xoga · {"{"}points{"}"}
overlay-mover = move: {"{"}name{"}"}
follow-match = Encontro: {"{"}first{"}"} {"{"}score{"}"} {"{"}second{"}"}
follow-clip = ▶ A partida en imaxes
follow-illegal = Xogadas ilegais: brancas {"{"}white{"}"} · negras {"{"}black{"}"}
follow-category = {"{"}rank{"}"}.º en {"{"}category{"}"}
overlay-board-result = Taboleiro {"{"}board{"}"}: {"{"}result{"}"}
overlay-board = Taboleiro {"{"}board{"}"}
follow-under = Sub-{"{"}under{"}"}
osc-speech-kind = OSC /megxadrez/speech: «{ $kind }» non é un tipo de voz (moves, results, pairings)
follow-listen = 🔊 Escoitar as xogadas
follow-listening = 🔊 Escoitando as xogadas (prema para parar)
follow-said = Dito: {"{"}text{"}"}
follow-speech-queued = 🔈 na cola de voz do teléfono
follow-speech-speaking = 🔊 soando
follow-speech-done = ✓ dito
follow-speech-failed = ✗ este teléfono non puido dicilo ({"{"}why{"}"})
