## src/console.rs

console-illegal = illegal
console-result = result
console-armageddon-drawn-name-black-wins = Armageddon: drawn, { $name } (Black) wins
console-show-n-n-boards-number = ✗ `show N`: N is the board's number, from 1; not { $trim2 }
console-console-plays-up-board-last = the console plays up to board { $last }, not board { $board }
console-board-1 = board 1
console-board-2 = board 2
console-board-b-piece-dropped-with = board { $b }: the piece dropped with check may be removed (remove-drop)

## src/main.rs

main-unknown-command-or-option = unknown command or option
main-something-required-missing = something required is missing
main-two-options-that-do-not = two options that do not go together
main-invalid-value = invalid value
main-did-you-mean = did you mean { $like }?
main-more-in-help = more in: megxadrez --help

## src/live.rs

live-general-prize = General prize
live-under-under = Under-{ $under }
live-prize-open =
    { $count ->
        [one] open: { $names }
       *[other] open, level: { $names }; their play-off decides it (`event playoff { $a } { $b }`, one game a pair)
    }

## src/commands/mod.rs

commands-cannot-write-problem = cannot write { $problem }
commands-board-board-does-not-exist = --board { $board } does not exist: the config has boards 1 to { $count }
commands-earlier-phase2-write-config-journal = --earlier { $phase_quoted }: write CONFIG=JOURNAL
commands-give-trf-file-or-config = give --trf FILE, or --config FILE with --journal DIR
commands-cannot-read-script-name-why = cannot read the script { $name }: { $why }
commands-cannot-write-out-why = cannot write { $out }: { $why }
output-owned = { $path } is the event's own file (its config): it is not written over; choose another name
output-in-journal = { $path } is in the journal's folder, which is the product's (the journal, its lock, its backups, the live PGN): choose another folder
output-exists = { $path } exists: it is not replaced without `--force`; choose another name or add `--force`
commands-no-journal-at-display-give = no journal at { $display }: give the folder that `stage --journal` or `replay --journal` wrote

## src/commands/cli.rs

cli-text2-not-size-write-widthxheight = { $text_quoted } is not a size: write WIDTHxHEIGHT, like 1920x1080 (16 to 8192 each)

## src/commands/live.rs

live-console-stopped = the console stopped
live-peak = peak
live-url2-not-stages-address-starts = { $url_quoted } is not a stage's address: it starts with http://, as the stage says it on start (server at http://…)
live-there-no-screen-name2-at = there is no screen { $name_quoted } at { $url }: the screens are { $join }
live-following = following
live-commands = commands
live-server-at = server at
live-phones-at = phones in the hall:
live-announcer-token = announcer's token:
live-operator-token = operator's token (give it to nobody else):
live-announcer-page-at = the announcer's page at
live-osc-at = OSC at
live-stage-did-not-answer-10 = ✗ the stage did not answer in 10 s
live-show-n-n-boards-number = ✗ `show N`: N is the board's number, from 1; not { $n_quoted }
live-warning = warning

## src/console.rs (the help)

console-help =
    commands: start | move MOVE | illegal | press | pause | resume | adjust white|black +S|-S|=S | resign white|black | draw | claim | flag white|black | undo | arbiter 1-0|0-1|1/2-1/2 REASON | absent|present white|black NAME | order white|black NAME, NAME | lot | position FEN | remove-drop | handover e7e8 [clear d8] | board N ... | show [N] | help | quit
    event next | event trf FILE | event export FILE | event stage R | event result R W B RESULT | event pair R W B | event bye R P zero|pairing (half|full REASON) | event withdraw P R | event return P | event playoff A B [RESULT] | event playoff A B K RESULT | event swap R W B REASON | event unpair R REASON | event colours R W B | event lineup R T P1 P2 P3 [P4] | event checkin P | event checkout P | event noshows
    message banner|full [for SECONDS] [on SCREEN,SCREEN] TEXT | message NAME | message clear | call N | answer N

## src/commands/event_tools.rs

tournament-entrants-n-round-robin-takes = --entrants { $n }: a round robin takes 2 to 100 entrants

## src/commands/event_tools.rs

tournament-round = Round
tournament-sits-out = sits out
tournament-nobody = (nobody)
tournament-raffle = raffle: { $gifts } { $gifts ->
        [one] gift
       *[other] gifts
    } among { $candidates ->
        [one] 1 player present
       *[other] { $candidates } players present
    } without a prize (seed { $seed })
tournament-raffle-waits = raffle: it waits until no prize is open (a play-off first)
tournament-gift = Gift { $k }: { $name }

## src/commands/live.rs

live-journal = journal

## src/describe.rs

describe-teams-with-different-child-executing = teams with a different child executing each move
describe-school-team-matches = school team matches
describe-bughouse-pairs = bughouse pairs
describe-individual-tournament = individual tournament
describe-boards-each-rounds-from-its = Boards: each round's, from its pairings (`event next`, `event stage R`)
describe-boards-len = Boards: { $len }
describe-teams-len = Teams: { $len }
describe-bench-join = ; bench: { $join }
describe-players-individuals = Players: { $individuals }
describe-crossed-semi-finals-1st-2nd = crossed semi-finals (1st A - 2nd B, 1st B - 2nd A), final and placings
describe-two-group-winners-home-away = the two group winners, home and away, for the title
describe-structure-two-groups-league-rounds = Structure: two groups, a league of { $rounds } rounds; then { $after }
describe-structure-swiss-by-teams-more = Structure: a Swiss by teams (more than 12), { $rounds } rounds, by match points then game points
describe-points-accumulated-from-earlier-phases = Points accumulated from earlier phases: { $join } ({ $teams } teams)
describe-clocks-clocks = Clocks: { $clocks }
describe-first-u-min-unclocked = {"  "}the first { $u } min unclocked
describe-round-time-limit-w-min = {"  "}round time limit: { $w } min
describe-armageddon-draw-wins-black = Armageddon: a draw wins for Black
describe-flag-always-loses = Flag: always loses
describe-flag-loses-but-draw-when = Flag: loses, but a draw when the opponent cannot mate (FIDE 6.9)
describe-stages-clock-decides = {"  "}the stage's clock decides it
describe-arbiter-confirms-table-clock-official = {"  "}the arbiter confirms it (the table clock is the official one)
describe-illegal-moves-number-n-loses = Illegal moves: number { $n } loses; { $bonus } s to the opponent for each
describe-illegal-moves-never-lose-bonus = Illegal moves: never lose; { $bonus } s to the opponent for each
describe-draw-when-opponent-cannot-mate = {"  "}a draw when the opponent cannot mate (FIDE 7.5.5)
describe-points-win-win-draw-draw = Points: win { $win }, draw { $draw }, loss { $loss }
describe-operator-monitor-monitor-fullscreen = Operator: monitor { $monitor }, { $fullscreen }
describe-those-round-stage = those of the round on the stage
describe-table = table
describe-boards = boards
describe-screen-name-layout-boards-monitor = Screen "{ $name }": { $layout }{ $boards }, monitor { $monitor }, { $fullscreen }
describe-piece-dropped-with-check-may = a piece dropped with check may be taken off
describe-piece-dropped-with-check-stands = a piece dropped with check stands
describe-promotion-hands-pawn-over-may = a promotion hands the pawn over and may clear an opponent's piece
describe-pawns-promote-as-chess = pawns promote as in chess
describe-this-computer-only = this computer only
describe-halls-network = the hall's network
describe-operator-writes-with-its-token = the operator writes with its token
describe-no-operators-token-or-megxadrez = no operator's token (or MEGXADREZ_OPERATOR_TOKEN)
describe-writes-announcer-with-its-own = { $writes }; the announcer, with its own
describe-server-scheme-listen-reach-writes = Server: { $scheme }://{ $listen } ({ $reach }); { $writes }
describe-no-https-tokens-commands-travel = {"  "}No HTTPS: tokens and commands travel in clear over the hall's network (anyone listening to the Wi-Fi reads them); `tls_certificate` and `tls_key` encrypt them
describe-remote-table-boards-join = Remote table: boards { $join }
describe-round-id = round { $id }
describe-one-round-per-round-event = one round per round of the event: { $join }
describe-lichess-rounds-at-url = Lichess: { $rounds } at { $url }
describe-board-board-follows-game-game = Board { $board }: follows game { $game } of { $source } (every { $every } s)
describe-logos = {"  "}logos: { $files }
describe-prepared-messages = Prepared messages: { $len } — { $join }
describe-public-address-len-cues-join = Public address: { $len } cues — { $join }

## src/commands/cli_words.rs

cli-words-usage = Usage
cli-words-commands = Commands
cli-words-options = Options
cli-words-arguments = Arguments
cli-words-print-version = Print version
cli-words-command = COMMAND
cli-words-print-help = Print help
cli-words-default = default

## src/describe.rs

describe-white = White
describe-black = Black
describe-full-screen = full screen
describe-window = window

## src/commands/event_tools.rs

tournament-no-name = (no name)
tournament-name-players-players-rounds-rounds =
    { $name }: { $players } players, { $rounds } rounds, from { $date }
    {""}
tournament-name-players-players-rounds-rounds-2 =
    { $name }: { $players } players, { $rounds } rounds
    {""}
tournament-file-says-written = {"  "}(the file says { $written })

## src/commands/live.rs

live-journal-display = journal { $display }
describe-layout-final = final
describe-layout-mirrors = board mirrors
describe-layout-standings = standings
describe-layout-pairings = pairings
describe-layout-match = match
describe-layout-carousel = carousel
describe-layout-bracket = bracket
describe-layout-crosstable = crosstable
describe-layout-categories = categories
describe-layout-welcome = welcome
describe-layout-sponsors = sponsors
describe-speech-boards = Speech: { $kinds } are said; moves and results of boards { $boards }
describe-speech-no-boards = Speech: no board named (speech.boards): no move is said; { $kinds } are said
describe-speech-match-scores = Speech: when a round's last board ends, its matches' results are read table by table (never while games are still being played in the hall)
describe-speech-engine = Speech: engine { $engine } (voice { $voice }); the organiser's recordings: { $recorded } of { $all } phrases
describe-speech-no-engine = Speech: no engine ({ $why }): install espeak-ng; only the { $recorded } of { $all } recorded phrases are said, and the signals sound
describe-speech-example = Speech: a move sounds like this: "{ $text }"
