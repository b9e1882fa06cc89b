## crates/core/src/config/audio.rs


## crates/core/src/config/source.rs

source-field = field
source-cannot-read-file-reason = cannot read the file: { $reason }

## crates/core/src/config/mod.rs

config-round-round = Round { $round }
config-quarter-finals = Quarter-finals
config-semi-finals = Semi-finals
config-final = Final
config-quarter-final-n = Quarter-final { $n }
config-semi-final-n = Semi-final { $n }
config-final-first-leg = Final, first leg
config-final-second-leg = Final, second leg
config-third-place = Third place
config-places-b = Places { $a } and { $b }

## crates/core/src/config/audio.rs

audio-must-be-one-word-letters = must be one word (letters, digits, '-'), like "quedan-10"
audio-give-either-synth-or-file = give either `synth` or `file`, not both
audio-must-be-wav-wav-or = must be a WAV (.wav) or OGG Vorbis (.ogg) file
audio-must-be-1-10-beeps = must be 1 to 10 beeps, got { $get_ref }
audio-give-synth-chime-tone-or = give `synth` ("chime", "tone" or "beeps") or `file` (a .wav or .ogg)
audio-must-not-be-empty = must not be empty
audio-cue-called-name2-already-defined = a cue called { $name_quoted } is already defined above
audio-key-key-built-cue-name2 = { $key } is the key of the built-in cue { $name_quoted }; choose another (Ctrl+4 to Ctrl+0, or Alt+…)
audio-key-already-fires-another-cue = { $key } already fires another cue
audio-cue-name2-has-no-key = cue { $name_quoted } has no `key` and Ctrl+0 to Ctrl+9 are all taken: give it one
audio-get-ref2-not-cue-cues = { $get_ref2 } is not a cue; the cues are: { $names }
audio-must-be-less-than-game = must be less than the game window ({ $window } minutes)
audio-minutes-minutes-already-mark = { $minutes } minutes is already a mark
audio-give-remaining-times-seconds-like = give the remaining times in seconds, like [30, 10]
audio-must-name-output-device-or = must name an output device (or leave it out for the default)
audio-frames = {" "}frames

## crates/core/src/config/roster.rs

roster-cannot-read-display-io-reason = cannot read { $display }: { $io_reason }
roster-give-teams-either-inline-teams = give the teams either inline ([[teams]]) or in a teams file, not both
roster-name2-listed-twice = { $name_quoted } is listed twice
roster-give-players-either-as-players = give the players either as `players` (names) or as [[entrants]], not both
roster-team-has-3-6-children = a team has 3 to 6 children (seed 000)
roster-school-team-has-3-8 = a school team has 3 to 8 players (seed 001)
roster-bughouse-pair-has-exactly-2 = a bughouse pair has exactly 2 players, board 1 first (seed 002)
roster-individual-event-has-no-teams = an individual event has no teams
roster-two-teams-are-called-name2 = two teams are called { $name_quoted }
roster-name2-has-len-players-what = { $name_quoted } has { $len } players; { $what }
roster-player-i-name2-has-no = player { $i } of { $name_quoted } has no name
roster-p2-listed-twice-name2 = { $p_quoted } is listed twice in { $name_quoted }
roster-p2-already-player-name2-player = { $p_quoted } is already a player of { $name_quoted }; a player belongs to one team
roster-only-team-rotation-events-have = only team_rotation events have active players; board order is the players' order
roster-name-1-max-active-players = name 1 to { $MAX_ACTIVE } players of { $name_quoted }, not { $len }
roster-p2-not-players-name2 = { $p_quoted } is not in the players of { $name_quoted }

## crates/core/src/config/regulations.rs

regulations-must-be-more-than-0 = must be more than 0 and at most { $max } minutes, got { $v }
regulations-seconds = {" "}seconds
regulations-write-minutes-increment-seconds-like = write minutes+increment seconds, like "10+3" (1 second to 600 minutes, increment 0 to 600)
regulations-give-either-both-same-control = give either `both` (same control for each side) or both `white` and `black`
regulations-count-illegal-moves-that-loses = the count of illegal moves that loses must be 1 to 20 (leave it out for never), got { $n }
regulations-points-must-be-multiple-0 = points must be a multiple of 0.5 from 0 to 1000, got { $v }
regulations-points-must-satisfy-win-draw = points must satisfy win >= draw >= loss

## crates/core/src/config/network.rs

network-token-has-at-least-min = a token has at least { $MIN_TOKEN } characters and no spaces, so that nobody guesses it
network-that-token-already-someone-elses = that token is already someone else's: each table, the announcer and the operator have their own
network-board-n-does-not-exist = board { $n } does not exist: boards are numbered 1 to { $boards }
network-remote-table-needs-at-least = a remote table needs at least one board
network-one-line2-not-ip-address = { $one_line2 } is not an IP address (like 192.168.1.20)
network-osc-beyond-this-computer-needs = OSC beyond this computer needs `announcer_token` (the controller sends it as the last argument) or `osc_allow = ["controller's IP"]`: otherwise anyone on the network fires, stops and mutes the public address
network-8-20000-connections-at-once = 8 to 20000 connections at once, got { $get_ref }
network-per-address = 1 to 20000 connections from one address, got { $got }
network-files-name-pem-missing = the file's name (PEM) is missing
network-https-needs-both-tls-certificate = HTTPS needs both: `tls_certificate` (the certificate) and `tls_key` (its private key), PEM files
network-got2-not-address-write-ip = { $got_quoted } is not an address: write IP:PORT, like 127.0.0.1:8080 (this computer only) or 0.0.0.0:8080 (the hall's network)
network-round2-not-lichess-round-id = { $round_quoted } is not a Lichess round id: 8 letters and digits, the end of its address (lichess.org/broadcast/…/…/ID)
network-network-lichess-takes-round-id = {"["}network.lichess] takes `round = "ID"` (everything to one round) or `rounds = ["ID1", "ID2", …]` (one per round of the event), not both
network-servers-address-starts-with-https = the server's address starts with https:// (or http://)

## crates/core/src/config/rounds.rs

rounds-individual-event-lists-players-not = an individual event lists `players`, not teams
rounds-individual-event-needs-at-least = an individual event needs at least 2 players, found { $len }
rounds-team-event-lists-players-inside = a team event lists players inside its teams
rounds-team-event-needs-at-least = a team event needs at least 2 teams, found { $len }
rounds-give-either-one-game-or = give either one [game] or a list of [[boards]], not both
rounds-team-has-players-players-at = a team has { $players } players; at least 3 are needed
rounds-board-board-not-played-only = board { $board } is not played: only { $len } boards
rounds-game-needs-two-different-contenders = a game needs two different contenders
rounds-board-clocks-both = a board's own clocks need both `white_clock` and `black_clock` ("M+S", like "11+3"), or neither: the event's time control
rounds-must-be-1-boards-this = must be 1 to { $boards } for this format, got { $n }
rounds-who2-already-plays-boards-earlier = { $who_quoted } already plays on boards[{ $earlier }]; nobody plays two games at once
rounds-boards-earlier-already-labelled-label2 = boards[{ $earlier }] is already labelled { $label_quoted }; the screens tell boards apart by their labels

## crates/core/src/config/source.rs

source-must-be-from-u-got = must be { $from } to { $to }{ $u }, got { $got }
source-cannot-be-read-toml = cannot be read (TOML)
source-text-holds-line-break-or = the text holds a line break or a control character ({ $code }): every name, label or token is one line
source-does-not-exist = it does not exist
source-permission-denied = permission denied
source-folder = it is a folder
source-not-utf-8-text = it is not UTF-8 text
source-disk-full = the disk is full
source-not-a-regular-file = it is not a regular file (a pipe, a device or a socket)
source-too-large = it is too large (over 256 MB)
source-disk-read-only = the disk is read-only
source-connection-refused-running = connection refused (is it running?)
source-connection-was-cut = the connection was cut
source-did-not-answer-time = it did not answer in time
source-another-program-already-uses-that = another program already uses that address
source-address-not-of-this-machine = that address is not this machine's (did its network address change?)
source-not-a-folder-on-the-way = a part of the path is not a folder
source-other-end-closed = the other end closed the connection
source-network-unreachable = that network cannot be reached
source-system-says = the system says: { $detail }

## crates/core/src/config/tournament.rs

tournament-categories-are-ages-from-5 = categories are ages from 5 to 25, youngest first, like [8, 10, 12]
tournament-other2-initial-colour-white-black = { $other_quoted }: the initial colour is "white", "black" or "lot" (drawn when round 1 is paired)
tournament-each-group-kept-apart-has = each group kept apart has two or more start numbers from 1 to { $n }, like [[3, 7], [1, 12, 15]]
tournament-earlier-phases-their-accumulated-points = earlier phases (their accumulated points) belong to the school championship: format = "school_teams"
tournament-other2-phase-zonal-or-final = { $other_quoted }: a phase is "zonal" or "final" (school championship; the final from 4 teams)
tournament-other2-write-2024-or-2026 = { $other_quoted }: write "2024" or "2026" (the FIDE tie-break regulations' text)

## crates/core/src/config/screens.rs

screens-two-screens-are-called-name2 = two screens are called { $name_quoted }
screens-board-n-listed-twice-screen = board { $n } is listed twice on screen { $name_quoted }
screens-layout-screen-shows-from-boards = a { $layout } screen shows { $from } to { $to } boards, not { $n }
screens-featured-board-must-be-one = the featured board must be one of the screen's boards
screens-too-many-logos = at most { $most } logos on one screen (more would be too small to read)
screens-logo-png-or-jpeg = "{ $file }" must be a PNG or JPEG image (.png, .jpg, .jpeg); save an SVG as PNG first
screens-sponsors-need-logos = screen "{ $name }" shows the sponsors' page: give it its logos (logos = ["logos/club.png", …])
screens-carousel-cycles-standings-pairings-match = a carousel cycles standings, pairings, match, bracket, crosstable, categories, welcome, sponsors and mirrors (at least one)
screens-monitors-are-numbered-0-15 = monitors are numbered 0 to 15, got { $get_ref }
screens-board-n-no-screen-add = board { $n } is on no screen: add it to a screen's `boards` (a mirrors screen shows up to { $MAX_MIRRORS })

## crates/core/src/config/feeds.rs

feeds-bughouse-event-does-not-follow = a bughouse event does not follow PGN games: its boards are linked
feeds-board-n-already-follows-another = board { $n } already follows another source
feeds-source-pgn-file-or-http = the source is a PGN file or an http:// or https:// address
feeds-sources-games-are-numbered-from = the source's games are numbered from 1
feeds-source-read-every-0-5 = the source is read every 0.5 to 3600 seconds

## crates/core/src/config/knockout.rs

knockout-2-4-or-8-teams = 2, 4 or 8 teams go through, and no more than the { $entrants } entered; got { $n }

## crates/core/src/config/rounds.rs

rounds-who2-not-one-events-players = { $who_quoted } is not one of the event's players: { $list }
rounds-who2-not-one-events-teams = { $who_quoted } is not one of the event's teams: { $list }
network-public-url = "{ $url }" is not a web address: write http://… or https://…, with no spaces
tournament-schedule-time = "{ $time }" is not a time of day (HH:MM, as "10:00")
messages-language-code = "{ $code }" is not a language: write the text in es, gl or en ({"{"} es = "…", gl = "…" {"}"})
messages-name-one-word = must be one word (letters, digits, - or _), and not banner, full or clear
messages-name-twice = a message called "{ $name }" is already defined above
messages-seconds-or-until = give seconds or until, not both
messages-key-taken = { $key } already fires "{ $name }"
store-born-after-the-event = “{ $name }” was born in { $born }, after the event's year ({ $year }): correct the year of birth (or `tournament.year` if the event is in another year)
network-public-names = “{ $got }” is not a way of showing names: write "full", "short" ("Ana G.") or "initials"

speech-voice-one-word = must be an espeak-ng voice name, one word (like "es" or "en-gb")
