## crates/core/src/script.rs

script-expected-white-or-black-got = expected `white` or `black`, got { $other_quoted }
script-expected-white-or-black = expected `white` or `black`
script-text2-not-time-write-seconds = { $text_quoted } is not a time: write seconds like 12.5 or minutes like 1:30
script-verb-takes-nothing-after-got = `{ $verb }` takes nothing after it, got { $rest_quoted }
script-handover-needs-pawns-move-clear = `handover` needs the pawn's move and, to clear a piece, its square: `handover e7e8 clear d8`
script-move-needs-move-like-move = `move` needs a move, like `move e4`
script-move-takes-one-move-got = `move` takes one move, got { $rest_quoted }
script-unexpected-extra2-after-side = unexpected { $extra_quoted } after the side
script-adjust-needs-amount-or = `adjust` needs an amount: +S, -S or =S
script-unexpected-extra2-after-amount = unexpected { $extra_quoted } after the amount
script-amount2-start-amount-with-or = { $amount_quoted }: start the amount with +, - or =
script-arbiter-needs-result-1-0 = `arbiter` needs a result: 1-0, 0-1 or 1/2-1/2
script-word2-not-result-write-1 = { $word_quoted } is not a result: write 1-0, 0-1 or 1/2-1/2
script-arbiter-needs-reason-after-result = `arbiter` needs a reason after the result
script-verb-needs-players-name-after = `{ $verb }` needs a player's name after the side
script-order-needs-players-names-separated = `order` needs the players' names separated by commas
script-lot-takes-nothing-first-or = `lot` takes nothing, `first` or `second`, got { $rest_quoted }
script-position-written-without-at-position = `position` is written without `at`: `position FEN`
script-unknown-command-other2-known-known = unknown command { $other_quoted }; known: { $known }
script-expected-at-seconds-command-or = expected `at SECONDS COMMAND` or `position FEN`, got { $text_quoted }
script-board-needs-board-number-from = `board` needs a board number from 1, got { $n_quoted }
script-nothing-do-at-seconds-add = nothing to do at { $seconds }: add a command
script-event-command-begins-with-event = an event command begins with `event`
script-time-goes-backwards = time goes backwards: { $at } s is before { $last } s
