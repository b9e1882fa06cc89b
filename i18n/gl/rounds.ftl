# The rounds of the event (Galician).

# A round paired: its number (and name), how many pairings and byes.
round-paired = rolda { $round } emparellada: { $pairs ->
        [one] { $pairs } emparellamento
       *[other] { $pairs } emparellamentos
    }, { $byes ->
        [one] { $byes } descanso
       *[other] { $byes } descansos
    }

## src/round_flow.rs

round-flow-correction-describe-was-result-text = corrección: { $describe } (antes { $result_text })
round-flow-champion-name =
    {""}
    campión: { $name }
round-flow-final-classification =
    {""}
    clasificación final: { $places }
round-flow-lineup = rolda { $round }: { $team } xoga con { $children }, do taboleiro 1 en diante
round-flow-report-file-written-shown-players = informe TRF escrito en { $shown }: { $players } xogadores, { $rounds } roldas
round-flow-table = mesa
round-flow-bye = descansa
round-flow-withdrawn = retirado
round-flow-did-not-come-back-with = non se presentou; volve con `event return`
round-flow-disqualified = descualificado
round-flow-request = a petición
round-flow-left-out = fóra da rolda
round-flow-play-off-name-name2-board = desempate { $name } - { $name2 }, taboleiro { $board }: { $result_text }
round-flow-play-off-stage-name-name2 = desempate no escenario: { $name } - { $name2 }
round-flow-play-off-name-result-text = desempate: { $name } { $result_text } { $name2 }
round-flow-round-round-colours-swapped-name = rolda { $round }: cores cambiadas, { $name } con brancas ante { $name2 } ({ $reason })
round-flow-name-asks-come-back-paired = { $name } pide volver: emparéllase de novo
round-flow-round-round-by-lot-name = rolda { $round }: por sorteo, { $name } xogou con brancas ante { $name2 }
round-flow-round-round-pairings-withdrawn-pair = rolda { $round }: emparellamentos retirados para emparellar de novo ({ $reason })
round-flow-name-withdraws-from-round-round = { $name } retírase desde a rolda { $round }
round-flow-round-round-stage-boards-boards = rolda { $round } no escenario: { $boards } taboleiros
round-flow-or-event-next-next-round = ; ou `event next` (a rolda seguinte), `event trf FICHEIRO` (a dun programa de emparellamentos), `event export FICHEIRO` (o informe TRF do torneo)
round-flow-checked-in = entrada: { $name }
round-flow-checked-out = entrada anulada: { $name }
round-flow-no-shows = quen non pasou pola entrada non se presentou (bases 004 §8): non xoga a rolda 1 e suma 0; xoga a 2.ª só se avisa antes de que remate a 1.ª (`event return P`)
round-checked-in = Entrada: { $here } presentes, faltan { $missing }
round-no-shows = Non presentados…
round-no-shows-confirm = Os { $missing } que non pasaron pola entrada non se presentaron? Quedan sen xogar a rolda 1, sen puntos (bases 004 §8: xogan a 2.ª só se avisan antes de que remate a 1.ª)
round-flow-absent-at-the-door = non pasou pola entrada; xoga a 2.ª se avisa con `event return`
round-flow-report = rolda { $round }, mesa { $table }: { $name } informa { $result }
