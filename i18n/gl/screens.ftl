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
