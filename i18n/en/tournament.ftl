## crates/core/src/tournament/next_round/error.rs

error-all-n-rounds-event-are = all { $n } rounds of the event are already paired
error-round-r-still-lacks-k = round { $r } still lacks { $k } results: enter or decide them first
error-swiss-paired-by-its-program = a Swiss is paired by its program (Vega, Swiss-Manager): load the round from its TRF file
error-structure-does-not-fix-round = the structure does not fix round { $r } in advance (the group winners): pair it by hand with `event pair`
error-trf-file-text = TRF file, { $text }
error-files-player-start-no-file2 = the file's player { $start_no } is { $file_quoted }, but the event's is { $event_quoted }: the file is not this event's or its start numbers differ
error-names-are-level-place-place = { $names } are level on place { $place } of the league: the regulations' play-off (lightning in the children's league, a three-game match in the school one) decides it before the knockout; pair the round by hand with `event pair`
error-tie-has-no-winner-yet = { $tie } has no winner yet
error-round-r-fewer-than-two = round { $r }: fewer than two players are left to pair
error-round-r-no-pairing-without = round { $r }: no pairing without a rematch, a second bye or a broken absolute colour; the arbiter decides (pair by hand with pair)
error-file-has-no-pairings-round = the file has no pairings for round { $r }

## crates/core/src/event/command.rs

command-expected-number-from-1 = { $what }: expected a number from 1, got { $w_quoted }
command-w2-not-result-write-1 = { $w_quoted } is not a result: write 1-0, 0-1, 1/2, +-, -+ or --
command-other2-not-bye-write-pairing = { $other_quoted } is not a bye: write pairing, full, half or zero
command-give-reason-swap-r-w = give the reason: `swap R W B REASON`, `unpair R REASON` (the journal keeps it)
command-expected-one-forms-got-text2 = expected one of { $forms }, got { $text_quoted }

## crates/core/src/pairing_words.rs

pairing-words-line-line-column-column-fault = line { $line }, column { $column }: { $fault }
pairing-words-there-are-fewer-than-two = there are fewer than two players to pair
pairing-words-no-pairing-possible-absolute-criteria = no pairing is possible: the absolute criteria (no rematch, one bye each, colours) leave someone unpaired
pairing-words-all-n-rounds-are-paired = all { $n } rounds are paired already

## crates/core/src/pairing_words.rs

pairing-words-start-number-n-already-used = start number { $n } is already used on line { $earlier }
pairing-words-n2-not-number-rounds = { $n_quoted } is not a number of rounds
pairing-words-no-player-lines-001-not = no player lines (001): not a tournament report file
pairing-words-round-r-opponent-opponent-has = round { $r }: opponent { $opponent } has no player line
pairing-words-start2-not-start-number-columns = { $start_quoted } is not a start number (columns 5-8)
pairing-words-rating2-not-rating-columns-49 = { $rating_quoted } is not a rating (columns 49-52)
pairing-words-points2-not-score-columns-81 = { $points_quoted } is not a score (columns 81-84)
pairing-words-round-r-text2-not-opponents = round { $r }: { $text_quoted } is not an opponent's start number
pairing-words-round-r-colour-c2-write = round { $r }: colour { $c_quoted }: write w, b or -
pairing-words-round-r-result-c2-needs = round { $r }: result { $c_quoted } needs an opponent
pairing-words-round-r-player-cannot-meet = round { $r }: a player cannot meet themself
pairing-words-round-r-game-needs-its = round { $r }: a game needs its colour, w or b
pairing-words-round-r-result-c2-write = round { $r }: result { $c_quoted }: write 1, =, 0, +, -, W, D, L (H, F, U, Z for byes, with opponent 0000)
pairing-words-code2-not-tie-break-use = { $code_quoted } is not a tie-break: use BH, SB, PS, ARO (each with -C1, -C2, -M1 or -M2), WIN, WON, BPG, BWG, DE or LOT

## crates/core/src/event/command.rs

command-round = round
command-white = white
command-black = black
command-player = player
command-board = board
command-first = first
command-second = second
command-entrant = entrant
error-not-checked-in = { $count ->
    [one] round 1 waits for an entrant who has not checked in: { $who }. Check them in (`event checkin N`) or decide they did not show (`event noshows`: seed 004 §8, they sit round 1 out)
   *[other] round 1 waits for { $count } entrants who have not checked in: { $who }. Check them in (`event checkin N`) or decide they did not show (`event noshows`: seed 004 §8, they sit round 1 out)
}
