## src/operator/panel/controls.rs

controls-rounds-maximum-time-minutes-min = ⏰ Tiempo máximo de ronda ({ $minutes } min) cumplido. Árbitro: decida cada partida sin terminar.
controls-rounds-maximum-time-minutes-min-2 = tiempo máximo de ronda ({ $minutes } min)
controls-board = Tablero
controls-white = Blancas
controls-black = Negras
controls-illegal = ilegales
controls-clock-pressed-by-who-ago = ⏱ Reloj pulsado por las { $who } hace { $ago } s: escribe su jugada (F8 lo anula)
controls-who-at-0-00-stages = ⚑ Las { $who } están a 0:00 en el reloj del escenario. Árbitro: confirme la bandera (botón Bandera) o ponga los relojes como el de la mesa.
controls-start-f1 = Iniciar (F1)
controls-clock-pressed-space = Reloj pulsado (Espacio)
controls-pause-resume-f2 = Pausa/reanudar (F2)
controls-all-shift-f2 = Todos (Mayús+F2)
controls-illegal-move-f3 = Jugada ilegal (F3)
controls-draw-colours-f5 = Sorteo de colores (F5)
controls-adjust-time-or-m-ss = Ajustar tiempo (s o m:ss):
controls-w = B
controls-b = N
controls-table-clock-w = Reloj de la mesa — B:
controls-b-2 = N:
controls-set-both = Poner ambos
controls-white-resigns = Abandonan blancas
controls-black-resigns = Abandonan negras
controls-agreed-draw-f7 = Tablas acordadas (F7)
controls-claim-draw-f4 = Reclamar tablas (F4)
controls-whites-flag = Bandera blancas
controls-blacks-flag = Bandera negras
controls-take-back-f8 = Deshacer jugada (F8)
controls-arbiter-reason = Árbitro, motivo:
controls-arbiters-decision-needs-reason = la decisión arbitral necesita un motivo
controls-moves = ▶ mueve
controls-next = → después
controls-absent = (ausente)
controls-present = presente
controls-absent-2 = ausente
controls-bench = Banquillo:
controls-p = entra { $p }

## src/operator/panel/round.rs

round-event-rounds-rounds = Torneo: { $rounds } rondas
round-stage-configs-boards = En el escenario: los tableros de la configuración
round-stage-nothing-yet = En el escenario: nada todavía (lleva una ronda al escenario con su botón)
round-stage-round-r = En el escenario: ronda { $r }
round-start-len-games = Iniciar las { $len } partidas
round-put-round-last-stage = Llevar la ronda { $last } al escenario
round-pair-round-next = Emparejar la ronda { $next }
round-pair-round-next-from-events = ¿Emparejar la ronda { $next } según el calendario del torneo?
round-or-from-vegas-or-swiss = o desde el fichero TRF de Vega o Swiss-Manager:
round-load-trf = Cargar TRF
round-type-trf-files-path = escribe la ruta del fichero TRF
round-pair-round-next-from-path = ¿Emparejar la ronda { $next } desde { $path }?
round-next-round-paired-once-this = La ronda siguiente se empareja cuando esta tenga todos sus resultados.
round-report-file-federation-path = Informe TRF para la federación (ruta):
round-export-trf = Exportar TRF
round-type-report-files-path = escribe la ruta del informe TRF
round-play-off-start-numbers-like = Desempate (números de salida, como «3 5»):
round-play-play-off = Jugar desempate
round-type-two-different-start-numbers = escribe dos números de salida distintos, de 1 a { $count }
round-withdrawals = Retiradas
round-withdrawn-from-round-r = retirado desde la ronda { $r }
round-disqualified-no-shows = descalificado (incomparecencias)
round-did-not-come = no se presentó
round-back = vuelve
round-withdraw = retirar
round-reason = Motivo:
round-pair-again = Emparejar de nuevo
round-put-round-round-stage-games = ¿Llevar la ronda { $round } al escenario? Las partidas que ya están en él quedan en el registro.
round-swap-colours-w-white-against = ¿Cambiar los colores: { $w } con blancas ante { $b }? Motivo: { $reason }
round-withdraw-round-round-pairings-pair = ¿Retirar los emparejamientos de la ronda { $round } para emparejarla de nuevo? Motivo: { $reason }
round-correct-result-what = ¿Corregir el resultado? { $what }
round-what = ¿{ $what }?

## src/operator/panel/bughouse.rs

bughouse-that-piece-belongs-side-not = esa pieza es del bando que no mueve
bughouse-match-not-being-played = el encuentro no está en juego
bughouse-sq-holds-no-piece-side = en { $sq } no hay una pieza del bando que mueve
bughouse-from-not-legal-move = { $from }-{ $to } no es una jugada legal
bughouse-won-by = gana
bughouse-draw = tablas
bughouse-move-board-n-nf3-n = Jugada en el tablero { $n } (Cf3, C@f3, @e4) e Intro
bughouse-piece-dropped-square-gives-check = La pieza puesta en { $square } da jaque: el rival puede retirarla
bughouse-take-off = Retirar la pieza
bughouse-promotion-pawn-goes-opponent-who = Coronación: el peón se entrega al rival y se puede retirar una pieza suya
bughouse-pawn = Peón
bughouse-clears = retira en
bughouse-hand-pawn-over = Entregar el peón
bughouse-start-f1 = Empezar (F1)
bughouse-pause-f2 = Pausa (F2)
bughouse-resume-f2 = Seguir (F2)
bughouse-illegal-move-loses = Jugada ilegal (pierde)
bughouse-resigns = Abandona
bughouse-flag = Bandera
bughouse-draw-2 = Tablas
bughouse-removes = retira

## src/operator/panel/board_view.rs

board-view-game-over = la partida ha terminado
board-view-clock-not-running = el reloj no está en marcha
board-view-promotion = Coronación
board-view-queen = Dama
board-view-rook = Torre
board-view-bishop = Alfil
board-view-knight = Caballo
board-view-cancel = Cancelar
board-view-no-moves = (sin jugadas)
board-view-moves = Jugadas
board-view-game-over-2 = Partida terminada
board-view-reason = Motivo

## src/operator/panel/mod.rs

panel-keyboard-shortcuts = Atajos de teclado
panel-no-games-stage-yet-pair = Aún no hay partidas en el escenario: empareja la ronda 1 y llévala al escenario (columna de la izquierda).
panel-board = Tablero:
panel-table = Mesa
panel-game-over-why = la partida ha terminado ({ $why })
panel-type-move = escribe una jugada
panel-move-san-uci-or-lan = Jugada (SAN, UCI o LAN) e Intro
panel-white = blancas
panel-black = negras

## src/operator/panel/confirm.rs

confirm-does-side-resign = ¿Abandonan las { $side }?
confirm-draw-by-agreement = ¿Tablas de mutuo acuerdo?
confirm-did-side-flag-fall = ¿Cayó la bandera de las { $side }?
confirm-arbiters-decision-pgn-reason = ¿Decisión arbitral { $pgn } ({ $reason })?
confirm-take-back-last-move = ¿Deshacer la última jugada?
confirm-add-t-who-clock = ¿Sumar { $t } al reloj de las { $who }?
confirm-take-t-off-who-clock = ¿Restar { $t } al reloj de las { $who }?
confirm-set-who-clock-t = ¿Poner { $t } en el reloj de las { $who }?
confirm-illegal-move-by-side-they = ¿Jugada ilegal de las { $side }? Pierden el encuentro
confirm-set-clocks-as-table-clock = ¿Poner los relojes como el de la mesa: blancas { $w }, negras { $b }?
confirm-yes = Sí (S)
confirm-no-n-esc = No (N / Esc)

## src/operator/announcer.rs

announcer-public-address = Megafonía
announcer-go-no-list = GO (sin lista)
announcer-go-list-done = GO (lista terminada)
announcer-back-start-list = volver al principio de la lista
announcer-volume = Volumen
announcer-log = Registro

## src/operator/announcer.rs

announcer-stop-all-esc = ■ PARAR TODO (Esc)
announcer-automatic-cues-f11 = Señales automáticas (F11)

## src/operator/panel/keymap.rs (the shortcut list)

keymap-key-enter = Intro
keymap-does-play-move-typed = jugar la jugada escrita
keymap-key-f1 = F1
keymap-does-start-clock = poner en marcha el reloj
keymap-key-f2 = F2
keymap-does-pause-resume-this-board = pausar / reanudar este tablero
keymap-key-shift-f2 = Mayús+F2
keymap-does-pause-resume-every-board = pausar / reanudar todos
keymap-key-f3 = F3
keymap-does-completed-illegal-move-side-move = jugada ilegal completada (bando al que le toca)
keymap-key-f4 = F4
keymap-does-claim-draw-threefold-repetition-or = reclamar tablas (triple repetición o 50 jugadas)
keymap-key-f5 = F5
keymap-does-draw-colours = sorteo de colores
keymap-key-f6 = F6
keymap-does-side-move-resigns = abandono del bando al que le toca
keymap-key-f7 = F7
keymap-does-draw-by-agreement = tablas de mutuo acuerdo
keymap-key-f8 = F8
keymap-does-take-back-last-move = deshacer la última jugada
keymap-key-f9 = F9
keymap-does-side-moves-flag-fell = bandera del bando al que le toca
keymap-key-space = Espacio
keymap-does-table-clock-was-pressed-move = el reloj de la mesa se pulsó: la jugada que escribas después toma ese instante
keymap-key-pgup-pgdn = RePág / AvPág
keymap-does-previous-next-board = tablero anterior / siguiente
keymap-key-esc = Esc
keymap-does-stop-all-sound-cancel-selection = parar todo el sonido; cancelar la selección o la confirmación
keymap-key-ctrl-1-9 = Ctrl+1…9
keymap-does-public-address-cues-each-ones = señales de megafonía (la tecla de cada una, en su botón)
keymap-key-f12 = F12
keymap-does-go-next-cue-list = GO: la siguiente señal de la lista
keymap-key-shift-f12 = Mayús+F12
keymap-does-read-pairings = leer por megafonía los emparejamientos de la última ronda, mesa a mesa
keymap-key-f11 = F11
keymap-does-mute-unmute-automatic-cues = silenciar / activar las señales automáticas
keymap-key-n = S / N
keymap-does-confirm-cancel-n = confirmar / cancelar
keymap-key-tab = Tab
keymap-does-go-through-every-button-space = recorrer todos los botones (Espacio los pulsa)
keymap-key-pgdn = AvPág
keymap-does-next-board = tablero siguiente

## src/operator/panel/round.rs

round-type-reason-journal-keeps-press = escribe el motivo (queda en el diario) y vuelve a pulsar
announcer-message = Mensaje en las pantallas (Ctrl+M)
announcer-message-hint = La ronda 3 empieza a las 11:30
announcer-message-minutes = Minutos (0: hasta quitarlo)
announcer-message-countdown = Cuenta atrás
announcer-message-banner = Banner (Intro)
announcer-message-full = Pantalla completa
announcer-message-clear = Quitar mensajes
# The tabs of an operator window too narrow for its columns side by side.
panel-tab-event = Ronda y resultados
panel-tab-game = Partida
panel-tab-public-address = Megafonía y mensajes
# The hall's phones block of the operator's window.
panel-phones = Teléfonos de la sala
panel-phones-scan = Escanee el código o escriba la dirección:
panel-phones-announcer = Megafonía:
panel-phones-token = clave del locutor:
panel-board-calls-the-arbiter-now = El tablero { $board } llama al árbitro (ahora)
panel-board-calls-the-arbiter = El tablero { $board } llama al árbitro ({ $minutes ->
    [one] hace 1 minuto
   *[other] hace { $minutes } minutos
})
panel-call-answered = Atendida
round-table-reported = { $side } informa { $result }; falta el rival
round-table-disputed = no coinciden: { $white } / { $black } — decide el árbitro
round-lineup-of = Alineación de { $team }:
round-lineup-save = Guardar
round-lineups = Alineaciones (bases 001 §2)
announcer-speech = Voz:
announcer-read-pairings = Leer emparejamientos
