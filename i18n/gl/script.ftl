## crates/core/src/script.rs

script-expected-white-or-black-got = agardábase `white` ou `black`; pon «{ $other }»
script-expected-white-or-black = agardábase `white` ou `black`
script-text2-not-time-write-seconds = «{ $text }» non é un tempo: escribe segundos como 12.5 ou minutos como 1:30
script-verb-takes-nothing-after-got = `{ $verb }` non leva nada detrás; pon «{ $rest }»
script-handover-needs-pawns-move-clear = `handover` necesita o movemento do peón e, se retira unha peza, a súa casa: `handover e7e8 clear d8`
script-move-needs-move-like-move = `move` necesita unha xogada, como `move e4`
script-move-takes-one-move-got = `move` leva unha soa xogada; pon «{ $rest }»
script-unexpected-extra2-after-side = sobra «{ $extra }» despois do bando
script-adjust-needs-amount-or = `adjust` necesita unha cantidade: +S, -S ou =S
script-unexpected-extra2-after-amount = sobra «{ $extra }» despois da cantidade
script-amount2-start-amount-with-or = «{ $amount }»: comeza a cantidade con +, - ou =
script-arbiter-needs-result-1-0 = `arbiter` necesita un resultado: 1-0, 0-1 ou 1/2-1/2
script-word2-not-result-write-1 = «{ $word }» non é un resultado: escribe 1-0, 0-1 ou 1/2-1/2
script-arbiter-needs-reason-after-result = `arbiter` necesita un motivo despois do resultado
script-verb-needs-players-name-after = `{ $verb }` necesita o nome dun xogador despois do bando
script-order-needs-players-names-separated = `order` necesita os nomes dos xogadores separados por comas
script-lot-takes-nothing-first-or = `lot` leva nada, `first` ou `second`; pon «{ $rest }»
script-position-written-without-at-position = `position` escríbese sen `at`: `position FEN`
script-unknown-command-other2-known-known = orde descoñecida «{ $other }»; as ordes son: { $known }
script-expected-at-seconds-command-or = agardábase `at SEGUNDOS ORDE` ou `position FEN`; pon «{ $text }»
script-board-needs-board-number-from = `board` necesita un número de taboleiro desde 1; pon «{ $n }»
script-nothing-do-at-seconds-add = nada que facer en { $seconds }: engade unha orde
script-event-command-begins-with-event = unha orde do torneo comeza por `event`
script-time-goes-backwards = o tempo vai cara atrás: { $at } s é antes de { $last } s
