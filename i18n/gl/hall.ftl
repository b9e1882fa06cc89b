# The hall's information board: messages on the projector screens.

## crates/core/src/hall.rs

hall-grammar = escriba message banner|full [for SEGUNDOS] [on PANTALLA,PANTALLA] TEXTO, message NOME (unha mensaxe preparada) ou message clear
hall-seconds = «{ $seconds }» non é un número de segundos de 1 a 86400
hall-no-text = a mensaxe non ten texto
hall-one-line = a mensaxe leva un salto de liña ou un carácter de control
hall-no-such-screen = non hai ningunha pantalla «{ $name }»; as pantallas son: { $known }
hall-done = mensaxe: { $command }
hall-time-of-day = «{ $time }» non é unha hora do día (HH:MM)
hall-no-time = unha conta atrás ou un sinal precisan `for SEGUNDOS` ou `until HH:MM`
hall-no-such-cue = non hai ningún sinal «{ $name }»; os sinais son: { $known }
hall-no-such-message = non hai ningunha mensaxe preparada «{ $name }»; as mensaxes son: { $known }

# Calls for the arbiter from the hall's boards.
calls-grammar = escriba `call N` (o taboleiro N chama polo árbitro) ou `answer N` (o árbitro atendeuno)
calls-board-number = «{ $n }» non é un número de taboleiro
calls-already-calling = o taboleiro { $board } xa está chamando polo árbitro
calls-not-calling = o taboleiro { $board } non está chamando polo árbitro
i18n-board-calls-the-arbiter = o taboleiro { $board } chama polo árbitro
calls-called = taboleiro { $board }: chamada ao árbitro
calls-answered = taboleiro { $board }: chamada atendida
