# The screens' words (Galician).

# "Board", before its number in messages.
screen-board = taboleiro
# "White".
screen-white = Brancas
# "Black".
screen-black = Negras
# Label before the child who executes the next move.
screen-mover = Move
# Label before the child who comes after.
screen-next = Despois
# Shown after an absent child's name.
screen-absent = ausente
# Label of the illegal-move count.
screen-illegal = Xogadas ilegais
# The same where the first illegal move loses.
screen-illegal-first-loses = A primeira xogada ilegal perde
# The Armageddon notice.
screen-armageddon = ARMAGEDÓN: as brancas deben gañar; as táboas dan a vitoria ás negras
# Label of the round timer.
screen-round-time = Tempo de rolda
# The round's time is over with this game unfinished.
screen-round-over = TEMPO MÁXIMO: decide o árbitro
# A display node's banner when its leader cannot be reached.
screen-connection-lost = conexión perdida co escenario: os reloxos non se amosan
# Label of the unclocked period's timer.
screen-unclocked = Sen reloxo
# Shown on a fallen flag.
screen-flag = BANDEIRA
# Shown while the clocks are paused.
screen-paused = EN PAUSA
# Shown before the start.
screen-not-started = Agardando o inicio
# Banner: "White wins" etc.
screen-white-wins = GAÑAN AS BRANCAS
# Banner: "Black wins".
screen-black-wins = GAÑAN AS NEGRAS
# Banner: "Draw".
screen-draw = TÁBOAS
# Banner detail for an Armageddon draw.
screen-armageddon-draw = táboas en Armagedón: gañan as negras
## Reasons a game ends.
termination-checkmate = xaque mate
termination-stalemate = rei afogado
termination-insufficient-material = material insuficiente
termination-repetition = repetición da posición
termination-fifty-moves = regra das 50 xogadas
termination-resignation = abandono
termination-agreement = táboas de mutuo acordo
termination-flag = caída de bandeira
termination-illegal-moves = xogadas ilegais
termination-arbiter = decisión arbitral

# The standings screen's title.
screen-standings = Clasificación
# The same, before the last round's number.
screen-standings-after = Clasificación tras a rolda
# The table once every round is played.
screen-standings-final = Clasificación final
# A league's table once the league is over and a knockout follows.
screen-standings-league-final = Clasificación final da liga
# Its columns: the place, the entrant, the points.
screen-place = Pos.
# The entrant's column.
screen-entrant = Participante
# The points' column.
screen-points = Ptos.
# "… and N more" under a table cut short.
screen-and-more = … e { $count } máis
# "Round", before its number.
screen-round = Rolda
# Said of an entrant with a bye.
screen-bye = descansa
# "Table", before its number.
screen-table = Mesa
# A match screen whose table has no match in the round.
screen-no-match = Esta mesa non ten encontro na rolda

## src/i18n/mod.rs

i18n-cannot-use-journal-path-why = non se pode usar o diario { $path }: { $why } (non se cambiou nada)
journal-broken = unha escritura anterior no diario { $path } fallou e non se puido desfacer: reinicie o escenario sobre este diario
i18n-journal-already-open-another-process = o diario xa está aberto noutro proceso{ $who } (ferrollo { $path }): pécheo antes, ou usa outro cartafol; un diario ten un só escritor
i18n-game-start = Inicio da partida
i18n-game-end = Fin da partida
i18n-ten-minutes-left = «Quedan dez minutos»
i18n-five-minutes-left = «Quedan cinco minutos»
i18n-one-minute-left = «Queda un minuto»
i18n-time-end-round = «Tempo. Fin da rolda»
i18n-time-warning = Aviso de tempo
i18n-shift = Maiús+
i18n-board-board-game-starts = comeza a partida do taboleiro { $board }
i18n-board-board-game-ends = remata a partida do taboleiro { $board }
i18n-rounds-time-over = fin do tempo de rolda
i18n-clock-round-left = quedan { $clock } de rolda
i18n-board-white-has-clock = taboleiro { $board }: ás brancas quédanlles { $clock }
i18n-board-black-has-clock = taboleiro { $board }: ás negras quédanlles { $clock }
i18n-write-pawns-move-like-e7e8 = escriba o movemento do peón, como e7e8
i18n-not-pawn-reaching-last-rank = non é un peón que chega á última fila
i18n-square-clear-does-not-read = a casa que retirar non se entende (como d8)
i18n-that-square-holds-no-opponents = nesa casa non hai unha peza do rival que se poida retirar (o rei non)
i18n-final-position-would-not-be = a posición final non sería legal

## src/i18n/mod.rs

i18n-path-line-dropped-torn-last = { $path }:{ $line }: descartouse un último rexistro cortado ({ $reason }): «{ $text }»
i18n-line-not-finished = a liña non está rematada
i18n-expected-seq-crc32-command = agardábase `SEQ CRC32 ORDE`
i18n-s2-not-sequence-number = «{ $s }» non é un número de orde
i18n-sequence-number-seq-where-expected = número de orde { $seq } onde tocaba { $expected }
i18n-s2-not-checksum = «{ $s }» non é unha suma de control
i18n-checksum-does-not-match = a suma de control non coincide
i18n-expected-board-n-at-seconds = agardábase `board N at SEGUNDOS ORDE` ou `event at SEGUNDOS ORDE`
i18n-s2-not-board-number = «{ $s }» non é un número de taboleiro
i18n-empty-command = unha orde baleira
i18n-lot-that-was-never-drawn = un sorteo que nunca se fixo
i18n-board-named-twice = un taboleiro nomeado dúas veces
i18n-display-not-megxadrez-journal-its = { $display }: non é un diario de MegXadrez (a súa primeira liña debería ser «{ $HEADER }»)
i18n-path-line-damaged-record-why = { $path }:{ $line }: rexistro danado ({ $why }); os rexistros ata o #{ $last_good } están intactos — garde unha copia e corte o ficheiro tras a liña { $last_good_line } para seguir desde aí

## src/i18n/mod.rs

i18n-entrant-p-does-not-exist = non existe o participante { $p }: van do 1 ao { $n }
i18n-round-r-does-not-exist = non existe a rolda { $r }: o torneo ten { $n }
i18n-entrant-p-already-has-round = o participante { $p } xa ten a rolda { $r }
i18n-round-r-has-no-pairing = a rolda { $r } non ten o emparellamento { $w } - { $b }
i18n-nobody-plays-themself = ninguén xoga contra si mesmo
i18n-board-k-does-not-exist = non existe o taboleiro { $k }: un encontro ten os taboleiros 1 a { $n }
i18n-this-events-pairings-are-single = neste torneo cada emparellamento é unha partida: o seu resultado vai con `result`
i18n-entrant-p-joins-round-r = o participante { $p } incorpórase na rolda { $r }
i18n-round-r-has-no-pairing-2 = a rolda { $r } aínda non ten emparellamentos
i18n-round-r-already-has-n = a rolda { $r } xa ten { $n } resultados: o escenario non volve xogar esas partidas; introduce ou corrixe os que falten con `event result`
i18n-round-r-has-results-or = a rolda { $r } xa ten resultados ou está no escenario: os seus emparellamentos quedan
event-bye-needs-reason = un descanso pedido puntúa 0 (bases §5: «con una puntuación de 0»): ½ ou 1 para o participante { $p } na rolda { $r } é decisión do árbitro; dá o seu motivo tras o tipo: `event bye { $r } { $p } half MOTIVO`
event-no-lineups = só un encontro escolar por equipos (bases 001) ten aliñación
event-bad-lineup = aliñación do equipo { $t } na rolda { $r }: 3 ou 4 postos da súa lista de { $n }, na orde da lista (bases 001 §2: «si no juegan los 4 primeros, se respeta el orden»), como `event lineup { $r } { $t } 1 2 4 5`
i18n-team-matchs-result-comes-from = o resultado dun encontro por equipos sae dos seus taboleiros: `board R W B K RESULTADO`
i18n-board-board-does-not-exist = non existe o taboleiro { $board }: hai { $count }
i18n-games-are-still-being-played = aínda se xoga no escenario (taboleiro { $list }): remata ou decide esas partidas antes de cambiar de rolda
i18n-command-holds-line-break-or = a orde leva un salto de liña ou un carácter de control ({ $code }): cada orde e cada motivo van nunha soa liña de texto
i18n-game-over-how = a partida rematou ({ $how })
i18n-game-has-not-started-start = a partida non comezou: póñaa en marcha (F1)
i18n-game-has-already-started = a partida xa comezou
i18n-clocks-are-paused-resume-first = os reloxos están en pausa: retome primeiro (F2)
i18n-clocks-are-not-paused = os reloxos non están en pausa
i18n-time-went-backwards-at-ms = o tempo iría cara atrás: { $at_ms } ms é antes de { $last_ms } ms
i18n-cannot-read-text-as-move = non se entende { $text_quoted } como xogada (SAN como Cf3 ou Nf3, UCI como g1f3, LAN como Cg1-f3)
i18n-text-not-legal-move-this = { $text_quoted } non é unha xogada legal nesta posición
i18n-text-ambiguous-say-which-piece = { $text_quoted } é ambigua: diga que peza move (por exemplo Cbd2)
i18n-draw-claim-refused-position-occurred = reclamación rexeitada: a posición deuse { $occurrences ->
        [one] 1 vez
       *[other] { $occurrences } veces
    } (fan falta 3) e { $moves_without_progress ->
        [one] vai 1 xogada
       *[other] van { $moves_without_progress } xogadas
    } sen captura nin movemento de peón (fan falta 50)
i18n-cannot-start-from-that-position = non se pode comezar desde esa posición: { $why }
position-not-a-fen = non é unha FEN (posición en notación Forsyth-Edwards)
position-already-over = a partida xa remataría nesa posición
position-illegal = non é unha posición legal
position-empty-board = o taboleiro está baleiro
position-missing-king = falta un rei
position-too-many-kings = un bando ten máis dun rei
position-pawns-on-back-rank = hai un peón na primeira ou na última fila
position-castling-rights = un enroque que ese rei ou esa torre xa non poden facer
position-en-passant-square = unha casa de captura ao paso que ningún peón puido deixar
position-opposite-check = o bando que non move está en xaque
position-impossible-check = un xaque que ningunha xogada puido dar
position-too-much-material = máis pezas das que unha partida pode ter
i18n-player-not-roster-team = { $player_quoted } non está na lista de { $team_quoted }
i18n-invalid-rotation-team-reason = orde non válida para { $team_quoted }: { $reason }
rotation-name-1-to-max = nomee de 1 a { $max } xogadores, non { $got }
rotation-named-twice = { $name_quoted } aparece dúas veces
rotation-all-absent = todos os seus xogadores están marcados como ausentes
i18n-player-last-present-player-team = { $player_quoted } é o último presente de { $team_quoted }: non quedaría ninguén para mover
i18n-this-game-has-no-team = esta partida non ten rotación de equipo
i18n-there-nothing-take-back = non hai nada que desfacer
i18n-clock-was-already-pressed-type = o reloxo xa se premeu: escriba primeiro a xogada
i18n-bughouse-match-has-boards-1 = un encontro de bughouse ten os taboleiros 1 e 2
i18n-match-over = o encontro rematou
i18n-match-over-how = o encontro rematou ({ $how })
i18n-text2-not-move-type-san = «{ $text }» non é unha xogada: escriba SAN (Cf3, exd5), UCI (g1f3) ou unha peza posta (C@f3, @e4)
i18n-text2-not-legal-board-board = «{ $text }» non é legal agora no taboleiro { $board } (unha peza só se pon nunha casa baleira; un peón nunca na 1.ª nin na 8.ª fila)
i18n-board-board-no-piece-just = no taboleiro { $board } non hai unha peza recén posta dando xaque que retirar
i18n-that-promotion-cannot-be-made = esa coroación non se pode facer no taboleiro { $board }: { $why }
i18n-this-event-promotes-as-chess = neste torneo corôase como en xadrez: escriba a coroación como xogada (e8=D)
i18n-bughouse-move-cannot-be-taken = en bughouse non se desfai unha xogada: as pezas pasadas xa poden estar en xogo; o árbitro decide o encontro
i18n-that-command-has-no-meaning = esa orde non ten sentido nun encontro de bughouse
i18n-that-command-only-bughouse-match = esa orde é só para un encontro de bughouse
i18n-countdown-ended = fin da conta atrás
welcome-round-at = Rolda { $round } · { $time }
welcome-follow-at = Siga o evento no móbil: { $url }
screen-pairings-white-on-the-left = brancas á esquerda
screen-pairings-white-on-top = brancas arriba

# What the standings' column codes mean, in the legend under the table.
column-bh = Buchholz (suma dos puntos dos rivais)
column-sb = Sonneborn-Berger
column-ps = suma progresiva
column-aro = media de Elo dos rivais
column-win = partidas gañadas
column-won = partidas gañadas xogando
column-bpg = partidas con negras
column-bwg = vitorias con negras
column-de = encontro directo
column-lot = sorteo
column-mp = puntos de encontro
column-gp = puntos de partida
column-gr = grupo
column-acc = puntos das fases anteriores
column-cut-c1 = sen o peor resultado
column-cut-c2 = sen os dous peores
column-cut-m1 = sen o mellor nin o peor
column-cut-m2 = sen os dous mellores nin os dous peores
# The match screen: under each team, the boards it has White on ("1 y 3").
screen-and = e
screen-match-white-on = brancas nos taboleiros { $boards }
# The match screen: a board a team has no child for.
screen-no-player = (sen xogador)
event-already-here = o participante { $p } xa pasou pola entrada
event-not-here = o participante { $p } non pasou pola entrada
event-no-check-in = ninguén pasou pola entrada: non hai incomparecencias que decidir
event-check-in-over = a rolda 1 xa está emparellada: dende agora a presenza din as partidas
event-no-such-table = a rolda { $r } non ten mesa { $t }
event-forfeit-reported = dende a mesa infórmase 1-0, 0-1 ou ½-½; unha incomparecencia anótaa o árbitro
event-already-decided = a mesa { $t } da rolda { $r } xa ten resultado: se está mal, corríxeo o árbitro
