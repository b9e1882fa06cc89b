## crates/core/src/script.rs

script-expected-white-or-black-got = se esperaba `white` o `black`; pone «{ $other }»
script-expected-white-or-black = se esperaba `white` o `black`
script-text2-not-time-write-seconds = «{ $text }» no es un tiempo: escribe segundos como 12.5 o minutos como 1:30
script-verb-takes-nothing-after-got = `{ $verb }` no lleva nada detrás; pone «{ $rest }»
script-handover-needs-pawns-move-clear = `handover` necesita el movimiento del peón y, si retira una pieza, su casilla: `handover e7e8 clear d8`
script-move-needs-move-like-move = `move` necesita una jugada, como `move e4`
script-move-takes-one-move-got = `move` lleva una sola jugada; pone «{ $rest }»
script-unexpected-extra2-after-side = sobra «{ $extra }» después del bando
script-adjust-needs-amount-or = `adjust` necesita una cantidad: +S, -S o =S
script-unexpected-extra2-after-amount = sobra «{ $extra }» después de la cantidad
script-amount2-start-amount-with-or = «{ $amount }»: empieza la cantidad con +, - o =
script-arbiter-needs-result-1-0 = `arbiter` necesita un resultado: 1-0, 0-1 o 1/2-1/2
script-word2-not-result-write-1 = «{ $word }» no es un resultado: escribe 1-0, 0-1 o 1/2-1/2
script-arbiter-needs-reason-after-result = `arbiter` necesita un motivo después del resultado
script-verb-needs-players-name-after = `{ $verb }` necesita el nombre de un jugador después del bando
script-order-needs-players-names-separated = `order` necesita los nombres de los jugadores separados por comas
script-lot-takes-nothing-first-or = `lot` lleva nada, `first` o `second`; pone «{ $rest }»
script-position-written-without-at-position = `position` se escribe sin `at`: `position FEN`
script-unknown-command-other2-known-known = orden desconocida «{ $other }»; las órdenes son: { $known }
script-expected-at-seconds-command-or = se esperaba `at SEGUNDOS ORDEN` o `position FEN`; pone «{ $text }»
script-board-needs-board-number-from = `board` necesita un número de tablero desde 1; pone «{ $n }»
script-nothing-do-at-seconds-add = nada que hacer en { $seconds }: añade una orden
script-event-command-begins-with-event = una orden del torneo empieza por `event`
script-time-goes-backwards = el tiempo va hacia atrás: { $at } s es antes que { $last } s
