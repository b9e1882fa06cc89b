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
