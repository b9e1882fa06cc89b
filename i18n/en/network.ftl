## src/network/follow.rs

follow-cannot-follow-stage-at-url = cannot follow the stage at { $url }: { $why }
follow-stage-answered-code = the stage answered { $code }
follow-did-not-answer-time = it did not answer in time
follow-that-name-not-found-network = that name is not found on the network
follow-could-not-connect-stage-running = could not connect (is the stage running, at that address?)
follow-not-a-stage = its answer is not a MegXadrez stage's config (is it another server's address?)
follow-no-stage-time = its answer does not say its session's time rightly ({ $header })
web-server-answered-code = the server answered { $code }
web-could-not-connect = could not connect (is the address right?)
web-unexpected = an unexpected answer ({ $detail })
web-task-stopped = the push stopped
follow-its-certificate-made-as-authority = its certificate is made as an authority (CA:TRUE) and does not do for a server: make it with `-addext basicConstraints=critical,CA:FALSE` (the guide explains)
follow-its-https-not-be-trusted = its HTTPS is not to be trusted ({ $e }): if the stage has its own certificate, give it with --trust FILE
follow-connection-url-back = connection to { $url } back

## src/network/lichess.rs

lichess-lichess-pgn-pushed = Lichess: PGN pushed
lichess-lichess-refuses-push-why-check = Lichess refuses the push ({ $why }): check the token and the round
lichess-lichess-does-not-take-now = Lichess does not take it now ({ $why }): again in { $secs } s

## src/network/leader.rs

leader-journal-cannot-be-read = the journal cannot be read
leader-this-stage-has-no-journal = this stage has no journal to share

## src/network/mod.rs

network-cannot-listen-listen-why = cannot listen on { $listen }: { $why }
network-network-lichess-needs-broadcasters-token = {"["}network.lichess] needs the broadcaster's token: `token` or LICHESS_TOKEN

## src/network/access.rs

access-name-not-usable-token-needs = { $name } is not a usable token: it needs at least { $min } characters, no spaces and no control characters, so that nobody guesses it

## src/network/osc.rs

osc-osc-address2-not-command-megxadrez = OSC: { $address_quoted } is not a command: /megxadrez/cue NAME, /megxadrez/go, /megxadrez/stop, /megxadrez/mute, /megxadrez/unmute, /megxadrez/volume 0–100, /megxadrez/message, /megxadrez/pairings, /megxadrez/speech moves|results|pairings 0|1
osc-cannot-listen-osc-addr-why = cannot listen for OSC on { $addr }: { $why }
osc-osc-packet-that-does-not = OSC: a packet that does not read
osc-osc-ignored-message-from-ip = OSC: ignored a message from { $ip } without the announcer's token

## src/network/tls.rs

tls-path-holds-no-pem-certificate = { $path } holds no PEM certificate (-----BEGIN CERTIFICATE-----)
tls-path-holds-no-pem-private = { $path } holds no PEM private key (-----BEGIN PRIVATE KEY-----)
tls-key-key-does-not-fit = the key { $key } does not fit the certificate { $cert }: { $e }

## src/network/routes/mod.rs

routes-this-server-only-answers-this = this server only answers on this computer (127.0.0.1 or localhost)
routes-too-many-wrong-tokens-from = too many wrong tokens from this address: wait a minute
routes-token-this-table-announcer-or = a token of this table, the announcer or the operator is needed (Authorization: Bearer …)
routes-stage-has-closed = the stage has closed
routes-tables-token-fires-no-cues = a table's token fires no cues: the announcer's or the operator's is needed
routes-text2-not-public-address-command = { $text_quoted } is not a public-address command: cue NAME, go, go reset, stop, mute, unmute, volume 0–100, automatic on|off, speech moves|results|pairings on|off, read pairings
routes-announcers-token-fires-cues-not = the announcer's token fires cues, not board commands
routes-board2-not-board-number = { $board_quoted } is not a board number
routes-this-token-not-board-index = this token is not board { $index }'s
routes-command-not-utf-8-text = the command is not UTF-8 text
routes-body-too-long = the request's body is too long: at most { $max } bytes
routes-body-unreadable = the request's body could not be read
routes-command-says-board-n-but = the command says `board { $n }` but was sent to board { $board }'s address: the board goes in the address, not in the command
routes-command-empty = the command is empty
routes-stage-did-not-answer-10 = the stage did not answer in 10 s

## src/network/routes/pages.rs

pages-no-such-address-api-state = no such address: /, /api/state, /api/events, /live.pgn, /round/N.pgn, /screen/NAME, /table, /announcer, /api/boards/N/command, /api/cue, /api/message, /api/config, /api/journal
pages-there-no-screen-name2-screens = there is no screen { $name_quoted }: the screens are { $join }
pages-mirror-screen = Screen “{ $name }”
pages-mirror-elsewhere = The screen shows now: { $layout }. Here, the standings.
pages-connection-lost = connection lost
pages-screen = Screen
pages-board = Board
pages-tables-token = Table's token
pages-move-or-command = Move or command
pages-send = Send
pages-tables-token-missing = the table's token is missing
pages-board-board-what-another-tap = Board {"{"}board{"}"}: {"{"}what{"}"}? Another tap cannot undo it.

## src/network/routes/pages.rs

pages-events-screens = The event's screens
pages-remote-table-with-its-token = Remote table (with its token)
pages-games-as-pgn = Games as PGN
pages-state-as-json = State as JSON
pages-start = Start
pages-pause = Pause
pages-resume = Resume
pages-illegal-move = Illegal move
pages-draw = Draw
pages-white-resigns = White resigns
pages-black-resigns = Black resigns
pages-whites-flag = White's flag
pages-blacks-flag = Black's flag
pages-undo = Undo
message-tables-token-puts-up-no-message = a remote table's token puts up no message on the screens: use the announcer's or the operator's

## src/network/routes/pages.rs: the announcer's page

pages-announcers-page = Public address (the announcer, with their token)
announcer-page-title = Public address
announcer-page-token = Announcer's token
announcer-page-token-missing = the announcer's token (or the operator's) is missing
announcer-page-stop = ■ STOP ALL
announcer-page-go = GO ▶ { "{" }cue{ "}" }
announcer-page-go-done = GO: the list is done
announcer-page-go-none = GO: no list
announcer-page-go-reset = ↺ GO to the start
announcer-page-go-reset-confirm = Take the GO list back to its first cue?
announcer-page-cues = Cues
announcer-page-volume = Volume
announcer-page-mute = Mute
announcer-page-unmute = Unmute
announcer-page-automatic = Automatic cues
announcer-page-round = Round time
announcer-page-round-left = { "{" }time{ "}" } left
announcer-page-round-over = the round's time is over
announcer-page-round-not-started = the round has not started
announcer-page-round-paused = paused
announcer-page-round-elapsed = { "{" }time{ "}" } played
announcer-page-boards = Boards
announcer-page-to-move = to move
announcer-page-not-started = not started
announcer-page-messages = Messages on the screens
announcer-page-messages-none = no message on the screens
announcer-page-message-text = Message text
announcer-page-minutes = For (minutes; empty: until taken down)
announcer-page-countdown = Count down
announcer-page-minutes-wrong = Minutes go from 1 to { $most }.
announcer-page-countdown-minutes = A countdown needs its minutes.
announcer-page-banner = Banner
announcer-page-full = Full screen
announcer-page-clear = Take messages down
announcer-page-clear-confirm = Take every message off the screens?
announcer-page-log = Public-address log
announcer-page-line-one = 1 line
announcer-page-lines = { "{" }n{ "}" } lines
access-token-shared = { $one } and { $other } have the same token: each table, the announcer and the operator have their own (else a table would command every board)
follow-line-too-long = its event stream sent a line longer than { $max } bytes
call-token-may-not = this token may not call the arbiter from board { $board } nor answer its call (a table calls from its own boards only; the operator's token answers)
pages-call-the-arbiter = Call the arbiter (F9)
pages-arbiter-called = Arbiter called: on the way
hall-routes-body = the body must be a JSON object
hall-routes-checkin-body = write {"{"}"entrant": N, "here": true{"}"} (or false to undo)
hall-routes-undo-late = the entrance undoes its own check-in within a minute only: now the arbiter does it
hall-routes-not-checkin = this token cannot check anyone in
hall-routes-no-table = “{ $table }” is not a table number
hall-routes-table-body = write {"{"}"round": R, "code": "…"{"}"} and, for a result, "result": "1-0", "0-1" or "1/2"
hall-routes-no-codes = this stage has no table codes (it runs without a journal)
hall-routes-braked = too many wrong codes for table { $table }: wait a minute
hall-routes-wrong-code = that is not a code of table { $table } in round { $round }
hall-routes-reports-off = at this event the arbiter enters the results
hall-routes-arbiters-only = only the arbiter (or the operator) decides on the event
hall-routes-not-arbiters = from the arbiter's phone only: { $verbs }
hall-routes-no-games = this token touches no game on the stage
hall-page-title-checkin = Check-in
hall-page-token-kiosk = Entrance token
hall-page-need-token = The token is missing
hall-page-search = Type your name…
hall-page-counts = {"{"}here{"}"} here · {"{"}missing{"}"} not yet
hall-page-here = I am here
hall-page-undo = Undo
hall-page-welcome = Welcome, {"{"}name{"}"}!
hall-page-undone = Undone: {"{"}name{"}"}
hall-page-heading = Round {"{"}round{"}"} · Table {"{"}table{"}"}
hall-page-title-board = Table {"{"}table{"}"}
hall-page-code = Your code (on the table's card)
hall-page-need-code = Type your code
hall-page-pending = No result yet
hall-page-reported = Reported {"{"}result{"}"}: waiting for the other player to confirm
hall-page-disputed-status = They differ (White {"{"}white{"}"}, Black {"{"}black{"}"}): the arbiter decides
hall-page-confirmed = Result: {"{"}result{"}"}
hall-page-no-table = This table does not play this round
hall-page-call = Call the arbiter
hall-page-calling-board = Arbiter called: on the way
hall-page-title-arbiter = Arbiter
hall-page-token-arbiter = Arbiter's token
hall-page-calls = Calls
hall-page-calling = Table {"{"}board{"}"} calls the arbiter ({"{"}minutes{"}"} min ago)
hall-page-answered = Answered
hall-page-no-calls = No open call
hall-page-decide = Results to decide
hall-page-disputed = they differ: {"{"}white{"}"} / {"{"}black{"}"}
hall-page-reported-one = one player reports {"{"}result{"}"}
hall-page-nothing = Nothing to decide
hall-page-door = Entrance
hall-page-check-in = Check in
hall-page-tables = Round {"{"}round{"}"}: every table
hall-page-table = Table {"{"}table{"}"}
hall-page-draw = ½-½
hall-page-lineups = Line-ups (in the list's order)
hall-page-save-lineup = Save line-up
follow-search = Find a team or a player…
follow-pick = Type part of a name and choose it: this page follows it and the phone remembers it.
follow-standing = {"{"}rank{"}"} in the standings · {"{"}points{"}"} points
follow-now = Now
follow-pairing = Round {"{"}round{"}"} · Table {"{"}table{"}"} · {"{"}colour{"}"} against {"{"}opponent{"}"}
follow-waiting = Waiting for round {"{"}round{"}"}'s pairings
follow-live = Playing on board {"{"}board{"}"}
follow-to-move = {"{"}side{"}"} to move
follow-results = Results
follow-game = Round {"{"}round{"}"}: {"{"}colour{"}"} against {"{"}opponent{"}"} · {"{"}result{"}"}
follow-bye = Round {"{"}round{"}"}: not playing · {"{"}points{"}"}
overlay-mover = to move: {"{"}name{"}"}
follow-match = Match: {"{"}first{"}"} {"{"}score{"}"} {"{"}second{"}"}
follow-clip = ▶ The game as a clip
follow-illegal = Illegal moves: White {"{"}white{"}"} · Black {"{"}black{"}"}
follow-category = {"{"}rank{"}"} in {"{"}category{"}"}
overlay-board-result = Board {"{"}board{"}"}: {"{"}result{"}"}
overlay-board = Board {"{"}board{"}"}
follow-under = Under-{"{"}under{"}"}
osc-speech-kind = OSC /megxadrez/speech: "{ $kind }" is not a kind of speech (moves, results, pairings)
follow-listen = 🔊 Listen to the moves
follow-listening = 🔊 Listening to the moves (press to stop)
follow-said = Said: {"{"}text{"}"}
follow-speech-queued = 🔈 in the phone's speech queue
follow-speech-speaking = 🔊 speaking
follow-speech-done = ✓ said
follow-speech-failed = ✗ this phone could not say it ({"{"}why{"}"})
