## src/operator/panel/controls.rs

controls-rounds-maximum-time-minutes-min = ⏰ Tempo máximo de rolda ({ $minutes } min) cumprido. Árbitro: decida cada partida sen rematar.
controls-rounds-maximum-time-minutes-min-2 = tempo máximo de rolda ({ $minutes } min)
controls-board = Taboleiro
controls-white = Brancas
controls-black = Negras
controls-illegal = ilegais
controls-clock-pressed-by-who-ago = ⏱ Reloxo pulsado polas { $who } hai { $ago } s: escribe a súa xogada (F8 anúlao)
controls-who-at-0-00-stages = ⚑ As { $who } están a 0:00 no reloxo do escenario. Árbitro: confirme a bandeira (botón Bandeira) ou poña os reloxos coma o da mesa.
controls-start-f1 = Iniciar (F1)
controls-clock-pressed-space = Reloxo pulsado (Espazo)
controls-pause-resume-f2 = Pausa/retomar (F2)
controls-all-shift-f2 = Todos (Maiús+F2)
controls-illegal-move-f3 = Xogada ilegal (F3)
controls-draw-colours-f5 = Sorteo de cores (F5)
controls-adjust-time-or-m-ss = Axustar tempo (s ou m:ss):
controls-w = B
controls-b = N
controls-table-clock-w = Reloxo da mesa — B:
controls-b-2 = N:
controls-set-both = Pór ambos
controls-white-resigns = Abandonan brancas
controls-black-resigns = Abandonan negras
controls-agreed-draw-f7 = Táboas acordadas (F7)
controls-claim-draw-f4 = Reclamar táboas (F4)
controls-whites-flag = Bandeira brancas
controls-blacks-flag = Bandeira negras
controls-take-back-f8 = Desfacer xogada (F8)
controls-arbiter-reason = Árbitro, motivo:
controls-arbiters-decision-needs-reason = a decisión arbitral necesita un motivo
controls-moves = ▶ move
controls-next = → despois
controls-absent = (ausente)
controls-present = presente
controls-absent-2 = ausente
controls-bench = Banco:
controls-p = entra { $p }

## src/operator/panel/round.rs

round-event-rounds-rounds = Torneo: { $rounds } roldas
round-stage-configs-boards = No escenario: os taboleiros da configuración
round-stage-nothing-yet = No escenario: nada aínda (leva unha rolda ao escenario co seu botón)
round-stage-round-r = No escenario: rolda { $r }
round-start-len-games = Iniciar as { $len } partidas
round-put-round-last-stage = Levar a rolda { $last } ao escenario
round-pair-round-next = Emparellar a rolda { $next }
round-pair-round-next-from-events = Emparellar a rolda { $next } segundo o calendario do torneo?
round-or-from-vegas-or-swiss = ou desde o ficheiro TRF de Vega ou Swiss-Manager:
round-load-trf = Cargar TRF
round-type-trf-files-path = escribe a ruta do ficheiro TRF
round-pair-round-next-from-path = Emparellar a rolda { $next } desde { $path }?
round-next-round-paired-once-this = A rolda seguinte emparéllase cando esta teña todos os seus resultados.
round-report-file-federation-path = Informe TRF para a federación (ruta):
round-export-trf = Exportar TRF
round-type-report-files-path = escribe a ruta do informe TRF
round-play-off-start-numbers-like = Desempate (números de saída, como «3 5»):
round-play-play-off = Xogar desempate
round-type-two-different-start-numbers = escribe dous números de saída distintos, de 1 a { $count }
round-withdrawals = Retiradas
round-withdrawn-from-round-r = retirado desde a rolda { $r }
round-disqualified-no-shows = descualificado (incomparecencias)
round-did-not-come = non se presentou
round-back = volve
round-withdraw = retirar
round-reason = Motivo:
round-pair-again = Emparellar de novo
round-put-round-round-stage-games = Levar a rolda { $round } ao escenario? As partidas que xa están nel quedan no rexistro.
round-swap-colours-w-white-against = Cambiar as cores: { $w } con brancas ante { $b }? Motivo: { $reason }
round-withdraw-round-round-pairings-pair = Retirar os emparellamentos da rolda { $round } para emparellala de novo? Motivo: { $reason }
round-correct-result-what = Corrixir o resultado? { $what }
round-what = { $what }?

## src/operator/panel/bughouse.rs

bughouse-that-piece-belongs-side-not = esa peza é do bando que non move
bughouse-match-not-being-played = o encontro non está en xogo
bughouse-sq-holds-no-piece-side = en { $sq } non hai unha peza do bando que move
bughouse-from-not-legal-move = { $from }-{ $to } non é unha xogada legal
bughouse-won-by = gaña
bughouse-draw = táboas
bughouse-move-board-n-nf3-n = Xogada no taboleiro { $n } (Cf3, C@f3, @e4) e Intro
bughouse-piece-dropped-square-gives-check = A peza posta en { $square } dá xaque: o rival pode retirala
bughouse-take-off = Retirar a peza
bughouse-promotion-pawn-goes-opponent-who = Coroación: o peón entrégase ao rival e pódese retirar unha peza súa
bughouse-pawn = Peón
bughouse-clears = retira en
bughouse-hand-pawn-over = Entregar o peón
bughouse-start-f1 = Comezar (F1)
bughouse-pause-f2 = Pausa (F2)
bughouse-resume-f2 = Seguir (F2)
bughouse-illegal-move-loses = Xogada ilegal (perde)
bughouse-resigns = Abandona
bughouse-flag = Bandeira
bughouse-draw-2 = Táboas
bughouse-removes = retira

## src/operator/panel/board_view.rs

board-view-game-over = a partida rematou
board-view-clock-not-running = o reloxo non está en marcha
board-view-promotion = Coroación
board-view-queen = Dama
board-view-rook = Torre
board-view-bishop = Bispo
board-view-knight = Cabalo
board-view-cancel = Cancelar
board-view-no-moves = (sen xogadas)
board-view-moves = Xogadas
board-view-game-over-2 = Partida rematada
board-view-reason = Motivo

## src/operator/panel/mod.rs

panel-keyboard-shortcuts = Atallos de teclado
panel-no-games-stage-yet-pair = Aínda non hai partidas no escenario: emparella a rolda 1 e lévaa ao escenario (columna da esquerda).
panel-board = Taboleiro:
panel-table = Mesa
panel-game-over-why = a partida rematou ({ $why })
panel-type-move = escribe unha xogada
panel-move-san-uci-or-lan = Xogada (SAN, UCI ou LAN) e Intro
panel-white = brancas
panel-black = negras

## src/operator/panel/confirm.rs

confirm-does-side-resign = Abandonan as { $side }?
confirm-draw-by-agreement = Táboas de mutuo acordo?
confirm-did-side-flag-fall = Caeu a bandeira das { $side }?
confirm-arbiters-decision-pgn-reason = Decisión arbitral { $pgn } ({ $reason })?
confirm-take-back-last-move = Desfacer a última xogada?
confirm-add-t-who-clock = Sumar { $t } ao reloxo das { $who }?
confirm-take-t-off-who-clock = Restar { $t } ao reloxo das { $who }?
confirm-set-who-clock-t = Pór { $t } no reloxo das { $who }?
confirm-illegal-move-by-side-they = Xogada ilegal das { $side }? Perden o encontro
confirm-set-clocks-as-table-clock = Pór os reloxos coma o da mesa: brancas { $w }, negras { $b }?
confirm-yes = Si (S)
confirm-no-n-esc = Non (N / Esc)

## src/operator/announcer.rs

announcer-public-address = Megafonía
announcer-go-no-list = GO (sen lista)
announcer-go-list-done = GO (lista rematada)
announcer-back-start-list = volver ao principio da lista
announcer-volume = Volume
announcer-log = Rexistro

## src/operator/announcer.rs

announcer-stop-all-esc = ■ PARAR TODO (Esc)
announcer-automatic-cues-f11 = Sinais automáticos (F11)

## src/operator/panel/keymap.rs (the shortcut list)

keymap-key-enter = Intro
keymap-does-play-move-typed = xogar a xogada escrita
keymap-key-f1 = F1
keymap-does-start-clock = pór en marcha o reloxo
keymap-key-f2 = F2
keymap-does-pause-resume-this-board = pausar / retomar este taboleiro
keymap-key-shift-f2 = Maiús+F2
keymap-does-pause-resume-every-board = pausar / retomar todos
keymap-key-f3 = F3
keymap-does-completed-illegal-move-side-move = xogada ilegal completada (bando ao que lle toca)
keymap-key-f4 = F4
keymap-does-claim-draw-threefold-repetition-or = reclamar táboas (tripla repetición ou 50 xogadas)
keymap-key-f5 = F5
keymap-does-draw-colours = sorteo de cores
keymap-key-f6 = F6
keymap-does-side-move-resigns = abandono do bando ao que lle toca
keymap-key-f7 = F7
keymap-does-draw-by-agreement = táboas de mutuo acordo
keymap-key-f8 = F8
keymap-does-take-back-last-move = desfacer a última xogada
keymap-key-f9 = F9
keymap-does-side-moves-flag-fell = bandeira do bando ao que lle toca
keymap-key-space = Espazo
keymap-does-table-clock-was-pressed-move = o reloxo da mesa pulsouse: a xogada que escribas despois toma ese instante
keymap-key-pgup-pgdn = RePáx / AvPáx
keymap-does-previous-next-board = taboleiro anterior / seguinte
keymap-key-esc = Esc
keymap-does-stop-all-sound-cancel-selection = parar todo o son; cancelar a selección ou a confirmación
keymap-key-ctrl-1-9 = Ctrl+1…9
keymap-does-public-address-cues-each-ones = sinais de megafonía (a tecla de cada un, no seu botón)
keymap-key-f12 = F12
keymap-does-go-next-cue-list = GO: o seguinte sinal da lista
keymap-key-shift-f12 = Maiús+F12
keymap-does-read-pairings = ler por megafonía os emparellamentos da última rolda, mesa a mesa
keymap-key-f11 = F11
keymap-does-mute-unmute-automatic-cues = silenciar / activar os sinais automáticos
keymap-key-n = S / N
keymap-does-confirm-cancel-n = confirmar / cancelar
keymap-key-tab = Tab
keymap-does-go-through-every-button-space = percorrer todos os botóns (Espazo púlsaos)
keymap-key-pgdn = AvPáx
keymap-does-next-board = taboleiro seguinte

## src/operator/panel/round.rs

round-type-reason-journal-keeps-press = escribe o motivo (queda no diario) e volve premer
announcer-message = Mensaxe nas pantallas (Ctrl+M)
announcer-message-hint = A rolda 3 comeza ás 11:30
announcer-message-minutes = Minutos (0: ata quitala)
announcer-message-countdown = Conta atrás
announcer-message-banner = Banner (Intro)
announcer-message-full = Pantalla completa
announcer-message-clear = Quitar mensaxes
# The tabs of an operator window too narrow for its columns side by side.
panel-tab-event = Rolda e resultados
panel-tab-game = Partida
panel-tab-public-address = Megafonía e mensaxes
# The hall's phones block of the operator's window.
panel-phones = Teléfonos da sala
panel-phones-scan = Escanee o código ou escriba o enderezo:
panel-phones-announcer = Megafonía:
panel-phones-token = clave do locutor:
panel-board-calls-the-arbiter-now = O taboleiro { $board } chama polo árbitro (agora)
panel-board-calls-the-arbiter = O taboleiro { $board } chama polo árbitro ({ $minutes ->
    [one] hai 1 minuto
   *[other] hai { $minutes } minutos
})
panel-call-answered = Atendida
round-table-reported = { $side } informa { $result }; falta o rival
round-table-disputed = non coinciden: { $white } / { $black } — decide o árbitro
round-lineup-of = Aliñación de { $team }:
round-lineup-save = Gardar
round-lineups = Aliñacións (bases 001 §2)
announcer-speech = Voz:
announcer-read-pairings = Ler emparellamentos
