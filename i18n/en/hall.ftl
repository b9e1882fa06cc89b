# The hall's information board: messages on the projector screens.

## crates/core/src/hall.rs

hall-grammar = write message banner|full [for SECONDS] [on SCREEN,SCREEN] TEXT, message NAME (a prepared message), or message clear
hall-seconds = "{ $seconds }" is not a number of seconds from 1 to 86400
hall-no-text = the message has no text
hall-one-line = the message holds a line break or a control character
hall-no-such-screen = no screen called "{ $name }"; the screens are: { $known }
hall-done = message: { $command }
hall-time-of-day = "{ $time }" is not a time of day (HH:MM)
hall-no-time = a countdown or a cue needs `for SECONDS` or `until HH:MM`
hall-no-such-cue = no cue called "{ $name }"; the cues are: { $known }
hall-no-such-message = no prepared message called "{ $name }"; the messages are: { $known }

# Calls for the arbiter from the hall's boards.
calls-grammar = write `call N` (board N calls the arbiter) or `answer N` (the arbiter answered it)
calls-board-number = "{ $n }" is not a board number
calls-already-calling = board { $board } is already calling the arbiter
calls-not-calling = board { $board } is not calling the arbiter
i18n-board-calls-the-arbiter = board { $board } calls the arbiter
calls-called = board { $board }: the arbiter is called
calls-answered = board { $board }: call answered
