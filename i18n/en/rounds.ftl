# The rounds of the event (English).

# A round paired: its number (and name), how many pairings and byes.
round-paired = round { $round } paired: { $pairs ->
        [one] { $pairs } pairing
       *[other] { $pairs } pairings
    }, { $byes ->
        [one] { $byes } bye
       *[other] { $byes } byes
    }

## src/round_flow.rs

round-flow-correction-describe-was-result-text = correction: { $describe } (was { $result_text })
round-flow-champion-name =
    {""}
    champion: { $name }
round-flow-final-classification =
    {""}
    final classification: { $places }
round-flow-lineup = round { $round }: { $team } plays { $children }, boards 1 onwards
round-flow-report-file-written-shown-players = report file written to { $shown }: { $players } players, { $rounds } rounds
round-flow-table = table
round-flow-bye = bye
round-flow-withdrawn = withdrawn
round-flow-did-not-come-back-with = did not come; back with `event return`
round-flow-disqualified = disqualified
round-flow-request = on request
round-flow-left-out = left out
round-flow-play-off-name-name2-board = play-off { $name } - { $name2 }, board { $board }: { $result_text }
round-flow-play-off-stage-name-name2 = play-off on the stage: { $name } - { $name2 }
round-flow-play-off-name-result-text = play-off: { $name } { $result_text } { $name2 }
round-flow-round-round-colours-swapped-name = round { $round }: colours swapped, { $name } White against { $name2 } ({ $reason })
round-flow-name-asks-come-back-paired = { $name } asks to come back: paired again
round-flow-round-round-by-lot-name = round { $round }: by lot, { $name } played White against { $name2 }
round-flow-round-round-pairings-withdrawn-pair = round { $round }: pairings withdrawn to pair it again ({ $reason })
round-flow-name-withdraws-from-round-round = { $name } withdraws from round { $round }
round-flow-round-round-stage-boards-boards = round { $round } on the stage: { $boards } boards
round-flow-or-event-next-next-round = ; or `event next` (the next round), `event trf FILE` (a pairing program's), `event export FILE` (the event's report file)
round-flow-checked-in = check-in: { $name }
round-flow-checked-out = check-in taken back: { $name }
round-flow-no-shows = whoever did not check in did not show (seed 004 §8): they sit round 1 out with 0 points and play round 2 only if they tell the arbiters before round 1 ends (`event return P`)
round-checked-in = Door: { $here } here, { $missing } missing
round-no-shows = Did not show…
round-no-shows-confirm = The { $missing } who have not checked in did not show? They sit round 1 out with no points (seed 004 §8: they play round 2 only if they tell the arbiters before round 1 ends)
round-flow-absent-at-the-door = did not check in; plays round 2 after `event return`
round-flow-report = round { $round }, table { $table }: { $name } reports { $result }
