## crates/core/src/tournament/next_round/error.rs

error-all-n-rounds-event-are = as { $n } roldas do torneo xa están emparelladas
error-round-r-still-lacks-k = á rolda { $r } fáltanlle { $k } resultados: introduce ou decide eses primeiro
error-swiss-paired-by-its-program = un suízo emparéllase co seu programa (Vega, Swiss-Manager): carga a rolda desde o seu ficheiro TRF
error-structure-does-not-fix-round = a estrutura non fixa a rolda { $r } de antemán (os gañadores de grupo): emparéllaa a man con `event pair`
error-trf-file-text = ficheiro TRF, { $text }
error-files-player-start-no-file2 = o xogador { $start_no } do ficheiro é «{ $file }», pero no torneo é «{ $event }»: o ficheiro non é deste torneo ou os seus números iniciais non coinciden
error-names-are-level-place-place = { $names } empatan no posto { $place } da liga: o desempate das bases (lóstrego na liga infantil, match de tres partidas no escolar) decídeo antes da eliminatoria; emparella a rolda a man con `event pair`
error-tie-has-no-winner-yet = { $tie } aínda non ten gañador
error-round-r-fewer-than-two = rolda { $r }: quedan menos de dous xogadores que emparellar
error-round-r-no-pairing-without = rolda { $r }: non hai emparellamento posible sen repetir rival, dar un segundo bye ou romper unha cor absoluta; o árbitro decide (emparellar a man con pair)
error-file-has-no-pairings-round = o ficheiro non ten emparellamentos da rolda { $r }

## crates/core/src/event/command.rs

command-expected-number-from-1 = { $what }: agardábase un número desde 1; pon «{ $w }»
command-w2-not-result-write-1 = «{ $w }» non é un resultado: escribe 1-0, 0-1, 1/2, +-, -+ ou --
command-other2-not-bye-write-pairing = «{ $other }» non é un descanso: escribe pairing, full, half ou zero
command-give-reason-swap-r-w = di o motivo: `swap R W B MOTIVO`, `unpair R MOTIVO` (queda no diario)
command-expected-one-forms-got-text2 = agardábase unha de { $forms }; pon «{ $text }»

## crates/core/src/pairing_words.rs

pairing-words-line-line-column-column-fault = liña { $line }, columna { $column }: { $fault }
pairing-words-there-are-fewer-than-two = hai menos de dous xogadores que emparellar
pairing-words-no-pairing-possible-absolute-criteria = non hai emparellamento posible: os criterios absolutos (non repetir rival, un só bye, cores) non deixan emparellar a todos
pairing-words-all-n-rounds-are-paired = as { $n } roldas xa están emparelladas

## crates/core/src/pairing_words.rs

pairing-words-start-number-n-already-used = o número inicial { $n } xa se usa na liña { $earlier }
pairing-words-n2-not-number-rounds = «{ $n }» non é un número de roldas
pairing-words-no-player-lines-001-not = non hai liñas de xogador (001): non é un ficheiro de informe de torneo
pairing-words-round-r-opponent-opponent-has = rolda { $r }: o rival { $opponent } non ten liña de xogador
pairing-words-start2-not-start-number-columns = «{ $start }» non é un número inicial (columnas 5-8)
pairing-words-rating2-not-rating-columns-49 = «{ $rating }» non é un elo (columnas 49-52)
pairing-words-points2-not-score-columns-81 = «{ $points }» non é unha puntuación (columnas 81-84)
pairing-words-round-r-text2-not-opponents = rolda { $r }: «{ $text }» non é o número inicial dun rival
pairing-words-round-r-colour-c2-write = rolda { $r }: cor «{ $c }»: escribe w, b ou -
pairing-words-round-r-result-c2-needs = rolda { $r }: o resultado «{ $c }» necesita un rival
pairing-words-round-r-player-cannot-meet = rolda { $r }: un xogador non se pode enfrontar a si mesmo
pairing-words-round-r-game-needs-its = rolda { $r }: unha partida necesita a súa cor, w ou b
pairing-words-round-r-result-c2-write = rolda { $r }: resultado «{ $c }»: escribe 1, =, 0, +, -, W, D, L (H, F, U, Z para descansos, con rival 0000)
pairing-words-code2-not-tie-break-use = «{ $code }» non é un desempate: usa BH, SB, PS, ARO (cada un con -C1, -C2, -M1 ou -M2), WIN, WON, BPG, BWG, DE ou LOT

## crates/core/src/event/command.rs

command-round = rolda
command-white = brancas
command-black = negras
command-player = xogador
command-board = taboleiro
command-first = primeiro
command-second = segundo
command-entrant = participante
error-not-checked-in = { $count ->
    [one] a rolda 1 agarda por quen non pasou pola entrada: { $who }. Rexístreo (`event checkin N`) ou decida que non se presentou (`event noshows`: bases 004 §8, non xoga a rolda 1)
   *[other] a rolda 1 agarda por { $count } participantes que non pasaron pola entrada: { $who }. Rexístreos (`event checkin N`) ou decida que non se presentaron (`event noshows`: bases 004 §8, non xogan a rolda 1)
}
