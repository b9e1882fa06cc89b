# The screens' words (Spanish, the default).

# "Board", before its number in messages.
screen-board = tablero
# "White".
screen-white = Blancas
# "Black".
screen-black = Negras
# Label before the child who executes the next move.
screen-mover = Mueve
# Label before the child who comes after.
screen-next = Después
# Shown after an absent child's name.
screen-absent = ausente
# Label of the illegal-move count.
screen-illegal = Jugadas ilegales
# The same where the first illegal move loses.
screen-illegal-first-loses = La primera jugada ilegal pierde
# The Armageddon notice.
screen-armageddon = ARMAGEDÓN: las blancas deben ganar; las tablas dan la victoria a las negras
# Label of the round timer.
screen-round-time = Tiempo de ronda
# The round's time is over with this game unfinished.
screen-round-over = TIEMPO MÁXIMO: decide el árbitro
# A display node's banner when its leader cannot be reached.
screen-connection-lost = conexión perdida con el escenario: los relojes no se muestran
# Label of the unclocked period's timer.
screen-unclocked = Sin reloj
# Shown on a fallen flag.
screen-flag = BANDERA
# Shown while the clocks are paused.
screen-paused = EN PAUSA
# Shown before the start.
screen-not-started = Esperando el inicio
# Banner: "White wins" etc.
screen-white-wins = GANAN LAS BLANCAS
# Banner: "Black wins".
screen-black-wins = GANAN LAS NEGRAS
# Banner: "Draw".
screen-draw = TABLAS
# Banner detail for an Armageddon draw.
screen-armageddon-draw = tablas en Armagedón: ganan las negras
## Reasons a game ends.
termination-checkmate = jaque mate
termination-stalemate = rey ahogado
termination-insufficient-material = material insuficiente
termination-repetition = repetición de la posición
termination-fifty-moves = regla de las 50 jugadas
termination-resignation = abandono
termination-agreement = tablas de mutuo acuerdo
termination-flag = caída de bandera
termination-illegal-moves = jugadas ilegales
termination-arbiter = decisión arbitral

# The standings screen's title.
screen-standings = Clasificación
# The same, before the last round's number.
screen-standings-after = Clasificación tras la ronda
# The table once every round is played.
screen-standings-final = Clasificación final
# A league's table once the league is over and a knockout follows.
screen-standings-league-final = Clasificación final de la liga
# Its columns: the place, the entrant, the points.
screen-place = Pos.
# The entrant's column.
screen-entrant = Participante
# The points' column.
screen-points = Ptos.
# "… and N more" under a table cut short.
screen-and-more = … y { $count } más
# "Round", before its number.
screen-round = Ronda
# Said of an entrant with a bye.
screen-bye = descansa
# "Table", before its number.
screen-table = Mesa
# A match screen whose table has no match in the round.
screen-no-match = Esta mesa no tiene encuentro en la ronda

## src/i18n/mod.rs

i18n-cannot-use-journal-path-why = no se puede usar el diario { $path }: { $why } (no se ha cambiado nada)
journal-broken = una escritura anterior en el diario { $path } falló y no se pudo deshacer: reinicie el escenario sobre este diario
i18n-journal-already-open-another-process = el diario ya está abierto en otro proceso{ $who } (cerrojo { $path }): ciérralo antes, o usa otra carpeta; un diario tiene un solo escritor
i18n-game-start = Inicio de partida
i18n-game-end = Fin de partida
i18n-ten-minutes-left = «Quedan diez minutos»
i18n-five-minutes-left = «Quedan cinco minutos»
i18n-one-minute-left = «Queda un minuto»
i18n-time-end-round = «Tiempo. Fin de la ronda»
i18n-time-warning = Aviso de tiempo
i18n-shift = Mayús+
i18n-board-board-game-starts = comienza la partida del tablero { $board }
i18n-board-board-game-ends = termina la partida del tablero { $board }
i18n-rounds-time-over = fin del tiempo de ronda
i18n-clock-round-left = quedan { $clock } de ronda
i18n-board-white-has-clock = tablero { $board }: a las blancas les quedan { $clock }
i18n-board-black-has-clock = tablero { $board }: a las negras les quedan { $clock }
i18n-write-pawns-move-like-e7e8 = escriba el movimiento del peón, como e7e8
i18n-not-pawn-reaching-last-rank = no es un peón que llega a la última fila
i18n-square-clear-does-not-read = la casilla que retirar no se entiende (como d8)
i18n-that-square-holds-no-opponents = en esa casilla no hay una pieza del rival que se pueda retirar (el rey no)
i18n-final-position-would-not-be = la posición final no sería legal

## src/i18n/mod.rs

i18n-path-line-dropped-torn-last = { $path }:{ $line }: se descartó un último registro cortado ({ $reason }): «{ $text }»
i18n-line-not-finished = la línea no está terminada
i18n-expected-seq-crc32-command = se esperaba `SEQ CRC32 ORDEN`
i18n-s2-not-sequence-number = «{ $s }» no es un número de orden
i18n-sequence-number-seq-where-expected = número de orden { $seq } donde tocaba { $expected }
i18n-s2-not-checksum = «{ $s }» no es una suma de control
i18n-checksum-does-not-match = la suma de control no coincide
i18n-expected-board-n-at-seconds = se esperaba `board N at SEGUNDOS ORDEN` o `event at SEGUNDOS ORDEN`
i18n-s2-not-board-number = «{ $s }» no es un número de tablero
i18n-empty-command = una orden vacía
i18n-lot-that-was-never-drawn = un sorteo que nunca se hizo
i18n-board-named-twice = un tablero nombrado dos veces
i18n-display-not-megxadrez-journal-its = { $display }: no es un diario de MegXadrez (su primera línea debería ser «{ $HEADER }»)
i18n-path-line-damaged-record-why = { $path }:{ $line }: registro dañado ({ $why }); los registros hasta el #{ $last_good } están intactos — guarde una copia y corte el fichero tras la línea { $last_good_line } para seguir desde ahí

## src/i18n/mod.rs

i18n-entrant-p-does-not-exist = no existe el participante { $p }: van del 1 al { $n }
i18n-round-r-does-not-exist = no existe la ronda { $r }: el torneo tiene { $n }
i18n-entrant-p-already-has-round = el participante { $p } ya tiene la ronda { $r }
i18n-round-r-has-no-pairing = la ronda { $r } no tiene el emparejamiento { $w } - { $b }
i18n-nobody-plays-themself = nadie juega contra sí mismo
i18n-board-k-does-not-exist = no existe el tablero { $k }: un encuentro tiene los tableros 1 a { $n }
i18n-this-events-pairings-are-single = en este torneo cada emparejamiento es una partida: su resultado va con `result`
i18n-entrant-p-joins-round-r = el participante { $p } se incorpora en la ronda { $r }
i18n-round-r-has-no-pairing-2 = la ronda { $r } aún no tiene emparejamientos
i18n-round-r-already-has-n = la ronda { $r } ya tiene { $n } resultados: el escenario no vuelve a jugar esas partidas; entra o corrige los que falten con `event result`
i18n-round-r-has-results-or = la ronda { $r } ya tiene resultados o está en el escenario: sus emparejamientos se quedan
event-bye-needs-reason = un descanso pedido puntúa 0 (bases §5: «con una puntuación de 0»): ½ o 1 para el participante { $p } en la ronda { $r } es decisión del árbitro; da su motivo tras el tipo: `event bye { $r } { $p } half MOTIVO`
event-no-lineups = solo un encuentro escolar por equipos (bases 001) tiene alineación
event-bad-lineup = alineación del equipo { $t } en la ronda { $r }: 3 o 4 puestos de su lista de { $n }, en el orden de la lista (bases 001 §2: «si no juegan los 4 primeros, se respeta el orden»), como `event lineup { $r } { $t } 1 2 4 5`
i18n-team-matchs-result-comes-from = el resultado de un encuentro por equipos sale de sus tableros: `board R W B K RESULTADO`
i18n-board-board-does-not-exist = no existe el tablero { $board }: hay { $count }
i18n-games-are-still-being-played = aún se juega en el escenario (tablero { $list }): termina o decide esas partidas antes de cambiar de ronda
i18n-command-holds-line-break-or = la orden lleva un salto de línea o un carácter de control ({ $code }): cada orden y cada motivo van en una sola línea de texto
i18n-game-over-how = la partida ha terminado ({ $how })
i18n-game-has-not-started-start = la partida no ha empezado: póngala en marcha (F1)
i18n-game-has-already-started = la partida ya ha empezado
i18n-clocks-are-paused-resume-first = los relojes están en pausa: reanude primero (F2)
i18n-clocks-are-not-paused = los relojes no están en pausa
i18n-time-went-backwards-at-ms = el tiempo iría hacia atrás: { $at_ms } ms es antes de { $last_ms } ms
i18n-cannot-read-text-as-move = no se entiende { $text_quoted } como jugada (SAN como Cf3 o Nf3, UCI como g1f3, LAN como Cg1-f3)
i18n-text-not-legal-move-this = { $text_quoted } no es una jugada legal en esta posición
i18n-text-ambiguous-say-which-piece = { $text_quoted } es ambigua: diga qué pieza mueve (por ejemplo Cbd2)
i18n-draw-claim-refused-position-occurred = reclamación rechazada: la posición se ha dado { $occurrences ->
        [one] 1 vez
       *[other] { $occurrences } veces
    } (hacen falta 3) y { $moves_without_progress ->
        [one] va 1 jugada
       *[other] van { $moves_without_progress } jugadas
    } sin captura ni movimiento de peón (hacen falta 50)
i18n-cannot-start-from-that-position = no se puede empezar desde esa posición: { $why }
position-not-a-fen = no es una FEN (posición en notación Forsyth-Edwards)
position-already-over = la partida ya habría terminado en esa posición
position-illegal = no es una posición legal
position-empty-board = el tablero está vacío
position-missing-king = falta un rey
position-too-many-kings = un bando tiene más de un rey
position-pawns-on-back-rank = hay un peón en la primera o la última fila
position-castling-rights = un enroque que ese rey o esa torre ya no pueden hacer
position-en-passant-square = una casilla de captura al paso que ningún peón pudo dejar
position-opposite-check = el bando que no mueve está en jaque
position-impossible-check = un jaque que ninguna jugada pudo dar
position-too-much-material = más piezas de las que una partida puede tener
i18n-player-not-roster-team = { $player_quoted } no está en la lista de { $team_quoted }
i18n-invalid-rotation-team-reason = orden no válido para { $team_quoted }: { $reason }
rotation-name-1-to-max = nombre de 1 a { $max } jugadores, no { $got }
rotation-named-twice = { $name_quoted } aparece dos veces
rotation-all-absent = todos sus jugadores están marcados como ausentes
i18n-player-last-present-player-team = { $player_quoted } es el último presente de { $team_quoted }: no quedaría nadie para mover
i18n-this-game-has-no-team = esta partida no tiene rotación de equipo
i18n-there-nothing-take-back = no hay nada que deshacer
i18n-clock-was-already-pressed-type = el reloj ya se pulsó: escriba primero la jugada
i18n-bughouse-match-has-boards-1 = un encuentro de bughouse tiene los tableros 1 y 2
i18n-match-over = el encuentro ha terminado
i18n-match-over-how = el encuentro ha terminado ({ $how })
i18n-text2-not-move-type-san = «{ $text }» no es una jugada: escriba SAN (Cf3, exd5), UCI (g1f3) o una pieza puesta (C@f3, @e4)
i18n-text2-not-legal-board-board = «{ $text }» no es legal ahora en el tablero { $board } (una pieza solo se pone en una casilla vacía; un peón nunca en la 1.ª ni en la 8.ª fila)
i18n-board-board-no-piece-just = en el tablero { $board } no hay una pieza recién puesta dando jaque que retirar
i18n-that-promotion-cannot-be-made = esa coronación no se puede hacer en el tablero { $board }: { $why }
i18n-this-event-promotes-as-chess = en este torneo se corona como en ajedrez: escriba la coronación como jugada (e8=D)
i18n-bughouse-move-cannot-be-taken = en bughouse no se deshace una jugada: las piezas pasadas ya pueden estar en juego; el árbitro decide el encuentro
i18n-that-command-has-no-meaning = esa orden no tiene sentido en un encuentro de bughouse
i18n-that-command-only-bughouse-match = esa orden es solo para un encuentro de bughouse
i18n-countdown-ended = fin de la cuenta atrás
welcome-round-at = Ronda { $round } · { $time }
welcome-follow-at = Siga el evento en el móvil: { $url }
screen-pairings-white-on-the-left = blancas a la izquierda
screen-pairings-white-on-top = blancas arriba

# What the standings' column codes mean, in the legend under the table.
column-bh = Buchholz (suma de los puntos de los rivales)
column-sb = Sonneborn-Berger
column-ps = suma progresiva
column-aro = media de Elo de los rivales
column-win = partidas ganadas
column-won = partidas ganadas jugando
column-bpg = partidas con negras
column-bwg = victorias con negras
column-de = encuentro directo
column-lot = sorteo
column-mp = puntos de encuentro
column-gp = puntos de partida
column-gr = grupo
column-acc = puntos de las fases anteriores
column-cut-c1 = sin el peor resultado
column-cut-c2 = sin los dos peores
column-cut-m1 = sin el mejor ni el peor
column-cut-m2 = sin los dos mejores ni los dos peores
# The match screen: under each team, the boards it has White on ("1 y 3").
screen-and = y
screen-match-white-on = blancas en los tableros { $boards }
# The match screen: a board a team has no child for.
screen-no-player = (sin jugador)
event-already-here = el participante { $p } ya pasó por la entrada
event-not-here = el participante { $p } no ha pasado por la entrada
event-no-check-in = nadie ha pasado por la entrada: no hay incomparecencias que decidir
event-check-in-over = la ronda 1 ya está emparejada: desde ahora la presencia la dicen las partidas
event-no-such-table = la ronda { $r } no tiene mesa { $t }
event-forfeit-reported = desde la mesa se informa 1-0, 0-1 o ½-½; una incomparecencia la anota el árbitro
event-already-decided = la mesa { $t } de la ronda { $r } ya tiene resultado: si está mal, lo corrige el árbitro
