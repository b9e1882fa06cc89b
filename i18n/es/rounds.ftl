# The rounds of the event (Spanish, the default).

# A round paired: its number (and name), how many pairings and byes.
round-paired = ronda { $round } emparejada: { $pairs ->
        [one] { $pairs } emparejamiento
       *[other] { $pairs } emparejamientos
    }, { $byes ->
        [one] { $byes } descanso
       *[other] { $byes } descansos
    }

## src/round_flow.rs

round-flow-correction-describe-was-result-text = corrección: { $describe } (antes { $result_text })
round-flow-champion-name =
    {""}
    campeón: { $name }
round-flow-final-classification =
    {""}
    clasificación final: { $places }
round-flow-lineup = ronda { $round }: { $team } juega con { $children }, del tablero 1 en adelante
round-flow-report-file-written-shown-players = informe TRF escrito en { $shown }: { $players } jugadores, { $rounds } rondas
round-flow-table = mesa
round-flow-bye = descansa
round-flow-withdrawn = retirado
round-flow-did-not-come-back-with = no se presentó; vuelve con `event return`
round-flow-disqualified = descalificado
round-flow-request = a petición
round-flow-left-out = fuera de la ronda
round-flow-play-off-name-name2-board = desempate { $name } - { $name2 }, tablero { $board }: { $result_text }
round-flow-play-off-stage-name-name2 = desempate en el escenario: { $name } - { $name2 }
round-flow-play-off-name-result-text = desempate: { $name } { $result_text } { $name2 }
round-flow-round-round-colours-swapped-name = ronda { $round }: colores cambiados, { $name } con blancas ante { $name2 } ({ $reason })
round-flow-name-asks-come-back-paired = { $name } pide volver: se le empareja de nuevo
round-flow-round-round-by-lot-name = ronda { $round }: por sorteo, { $name } jugó con blancas ante { $name2 }
round-flow-round-round-pairings-withdrawn-pair = ronda { $round }: emparejamientos retirados para emparejar de nuevo ({ $reason })
round-flow-name-withdraws-from-round-round = { $name } se retira desde la ronda { $round }
round-flow-round-round-stage-boards-boards = ronda { $round } en el escenario: { $boards } tableros
round-flow-or-event-next-next-round = ; o `event next` (la ronda siguiente), `event trf FICHERO` (la de un programa de emparejamientos), `event export FICHERO` (el informe TRF del torneo)
round-flow-checked-in = entrada: { $name }
round-flow-checked-out = entrada anulada: { $name }
round-flow-no-shows = quien no pasó por la entrada no se presentó (bases 004 §8): no juega la ronda 1 y suma 0; juega la 2.ª solo si avisa antes de que acabe la 1.ª (`event return P`)
round-checked-in = Entrada: { $here } presentes, faltan { $missing }
round-no-shows = No presentados…
round-no-shows-confirm = ¿Los { $missing } que no pasaron por la entrada no se presentaron? Quedan sin jugar la ronda 1, sin puntos (bases 004 §8: juegan la 2.ª solo si avisan antes de que acabe la 1.ª)
round-flow-absent-at-the-door = no pasó por la entrada; juega la 2.ª si avisa con `event return`
round-flow-report = ronda { $round }, mesa { $table }: { $name } informa { $result }
