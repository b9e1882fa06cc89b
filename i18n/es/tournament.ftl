## crates/core/src/tournament/next_round/error.rs

error-all-n-rounds-event-are = las { $n } rondas del torneo ya están emparejadas
error-round-r-still-lacks-k = a la ronda { $r } le faltan { $k } resultados: entra o decide esos primero
error-swiss-paired-by-its-program = un suizo se empareja con su programa (Vega, Swiss-Manager): carga la ronda desde su fichero TRF
error-structure-does-not-fix-round = la estructura no fija la ronda { $r } de antemano (los ganadores de grupo): emparéjala a mano con `event pair`
error-trf-file-text = fichero TRF, { $text }
error-files-player-start-no-file2 = el jugador { $start_no } del fichero es «{ $file }», pero en el torneo es «{ $event }»: el fichero no es de este torneo o sus números iniciales no coinciden
error-names-are-level-place-place = { $names } empatan en el puesto { $place } de la liga: el desempate de las bases (relámpago en la liga infantil, match de tres partidas en el escolar) lo decide antes de la eliminatoria; empareja la ronda a mano con `event pair`
error-tie-has-no-winner-yet = { $tie } aún no tiene ganador
error-round-r-fewer-than-two = ronda { $r }: quedan menos de dos jugadores que emparejar
error-round-r-no-pairing-without = ronda { $r }: no hay emparejamiento posible sin repetir rival, dar un segundo bye o romper un color absoluto; el árbitro decide (emparejar a mano con pair)
error-file-has-no-pairings-round = el fichero no tiene emparejamientos de la ronda { $r }

## crates/core/src/event/command.rs

command-expected-number-from-1 = { $what }: se esperaba un número desde 1; pone «{ $w }»
command-w2-not-result-write-1 = «{ $w }» no es un resultado: escribe 1-0, 0-1, 1/2, +-, -+ o --
command-other2-not-bye-write-pairing = «{ $other }» no es un descanso: escribe pairing, full, half o zero
command-give-reason-swap-r-w = di el motivo: `swap R W B MOTIVO`, `unpair R MOTIVO` (queda en el diario)
command-expected-one-forms-got-text2 = se esperaba una de { $forms }; pone «{ $text }»

## crates/core/src/pairing_words.rs

pairing-words-line-line-column-column-fault = línea { $line }, columna { $column }: { $fault }
pairing-words-there-are-fewer-than-two = hay menos de dos jugadores que emparejar
pairing-words-no-pairing-possible-absolute-criteria = no hay emparejamiento posible: los criterios absolutos (no repetir rival, un solo bye, colores) no dejan emparejar a todos
pairing-words-all-n-rounds-are-paired = las { $n } rondas ya están emparejadas

## crates/core/src/pairing_words.rs

pairing-words-start-number-n-already-used = el número inicial { $n } ya se usa en la línea { $earlier }
pairing-words-n2-not-number-rounds = «{ $n }» no es un número de rondas
pairing-words-no-player-lines-001-not = no hay líneas de jugador (001): no es un fichero de informe de torneo
pairing-words-round-r-opponent-opponent-has = ronda { $r }: el rival { $opponent } no tiene línea de jugador
pairing-words-start2-not-start-number-columns = «{ $start }» no es un número inicial (columnas 5-8)
pairing-words-rating2-not-rating-columns-49 = «{ $rating }» no es un elo (columnas 49-52)
pairing-words-points2-not-score-columns-81 = «{ $points }» no es una puntuación (columnas 81-84)
pairing-words-round-r-text2-not-opponents = ronda { $r }: «{ $text }» no es el número inicial de un rival
pairing-words-round-r-colour-c2-write = ronda { $r }: color «{ $c }»: escribe w, b o -
pairing-words-round-r-result-c2-needs = ronda { $r }: el resultado «{ $c }» necesita un rival
pairing-words-round-r-player-cannot-meet = ronda { $r }: un jugador no puede enfrentarse a sí mismo
pairing-words-round-r-game-needs-its = ronda { $r }: una partida necesita su color, w o b
pairing-words-round-r-result-c2-write = ronda { $r }: resultado «{ $c }»: escribe 1, =, 0, +, -, W, D, L (H, F, U, Z para descansos, con rival 0000)
pairing-words-code2-not-tie-break-use = «{ $code }» no es un desempate: usa BH, SB, PS, ARO (cada uno con -C1, -C2, -M1 o -M2), WIN, WON, BPG, BWG, DE o LOT

## crates/core/src/event/command.rs

command-round = ronda
command-white = blancas
command-black = negras
command-player = jugador
command-board = tablero
command-first = primero
command-second = segundo
command-entrant = participante
error-not-checked-in = { $count ->
    [one] la ronda 1 espera a quien no ha pasado por la entrada: { $who }. Regístrelo (`event checkin N`) o decida que no se presentó (`event noshows`: bases 004 §8, no juega la ronda 1)
   *[other] la ronda 1 espera a { $count } participantes que no han pasado por la entrada: { $who }. Regístrelos (`event checkin N`) o decida que no se presentaron (`event noshows`: bases 004 §8, no juegan la ronda 1)
}
