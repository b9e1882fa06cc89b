# The hall's information board: messages on the projector screens.

## crates/core/src/hall.rs

hall-grammar = escriba message banner|full [for SEGUNDOS] [on PANTALLA,PANTALLA] TEXTO, message NOMBRE (un mensaje preparado) o message clear
hall-seconds = «{ $seconds }» no es un número de segundos de 1 a 86400
hall-no-text = el mensaje no tiene texto
hall-one-line = el mensaje lleva un salto de línea o un carácter de control
hall-no-such-screen = no hay ninguna pantalla «{ $name }»; las pantallas son: { $known }
hall-done = mensaje: { $command }
hall-time-of-day = «{ $time }» no es una hora del día (HH:MM)
hall-no-time = una cuenta atrás o una señal necesitan `for SEGUNDOS` o `until HH:MM`
hall-no-such-cue = no hay ninguna señal «{ $name }»; las señales son: { $known }
hall-no-such-message = no hay ningún mensaje preparado «{ $name }»; los mensajes son: { $known }

# Calls for the arbiter from the hall's boards.
calls-grammar = escriba `call N` (el tablero N llama al árbitro) o `answer N` (el árbitro lo atendió)
calls-board-number = «{ $n }» no es un número de tablero
calls-already-calling = el tablero { $board } ya está llamando al árbitro
calls-not-calling = el tablero { $board } no está llamando al árbitro
i18n-board-calls-the-arbiter = el tablero { $board } llama al árbitro
calls-called = tablero { $board }: llamada al árbitro
calls-answered = tablero { $board }: llamada atendida
