# The first-event wizard (`megxadrez new`) and the config it writes.

## crates/core/src/config/draft.rs

draft-no-players = write the team and its players: "Team: player, player, …"
draft-team-exactly = { $given } players: a team of this event has { $least }
draft-team-size = { $given } players: a team of this event has { $least } to { $most }
draft-team-at-least = { $given } players: a team of this event has at least { $least }
draft-rating = "{ $rating }" is not a rating (0 to 3500)
draft-born = "{ $born }" is not a year of birth
draft-twice = "{ $name }" is already on the list
draft-not-a-number = “{ $field }” is neither a rating nor a year of birth (a name holds one comma at most: “Surname, Name”)
draft-screen-main = main
draft-screen-tables = tables
draft-screen-boards = boards
draft-screen-standings = standings
draft-screen-bracket = bracket
draft-screen-crosstable = crosstable
draft-screen-round = round
draft-kind-children = children's team league with an Armageddon final on the giant board (regulation 000)
draft-kind-school = school team matches on 4 boards (regulation 001)
draft-kind-bughouse = bughouse pairs Swiss (regulation 002)
draft-kind-rapid = individual rapid Swiss (regulation 004)
draft-head =
    Config written by `megxadrez new`: { $kind }.
    Change it with any text editor and check it with `megxadrez check`.
draft-comment-entrants = The players, in the order of the initial ranking (rating, else alphabetical).
draft-comment-event = The event: name, kind, venue and the screens' language (es, gl or en).
draft-comment-teams = The teams and their players, in order.
draft-comment-screens =
    The projector screens: the laptop is monitor 0 and the projectors
    1, 2…; a screen whose monitor is not there opens in a window.
draft-comment-network =
    Phones in the hall: the screens' page (/), the announcer's (/announcer,
    with its token) and the remote tables (/table). The operator's token
    commands everything: give it to nobody else. The stage says the addresses
    and the tokens when it starts.
draft-comment-rules = Clock, rules, illegal moves and scoring of regulation { $seed }.
draft-comment-knockout = After the league, a knockout of the top four, with a game for third place.
draft-comment-school = The zonal phase: its structure follows from the number of teams.
draft-comment-swiss = Swiss by FIDE's Dutch system.

## src/commands/new.rs

new-welcome = MegXadrez Stage: let us prepare an event. Every answer can be changed later in the file written at the end.
new-language = Idioma · Lingua · Language — es, gl, en [es]:
new-language-again = es, gl, en
new-kinds =
    Kinds of event:
      1  children's team league, knockout and Armageddon final on the giant board (regulation 000)
      2  school team matches on 4 boards (regulation 001)
      3  bughouse pairs Swiss (regulation 002)
      4  individual rapid Swiss (regulation 004)
new-kind = Kind of event [1-4]:
new-kind-again = write 1, 2, 3 or 4
new-name = The event's name:
new-site = Venue (may be left empty):
new-not-empty = the answer cannot be empty
new-one-line = no tabs nor control characters: write it all on one line
new-teams =
    The teams, one a line: "Team: player, player, …" ({ $least } to { $most } players, in order),
    or with ";" when the names hold a comma: "Team: García, Ana; Rey, Iria; …";
    an empty line at the end. Or @file.csv (a row a team: team,player,player,…).
new-teams-exactly =
    The teams, one a line: "Team: player, player" ({ $least } players),
    or with ";" when the names hold a comma: "Team: García, Ana; Rey, Iria";
    an empty line at the end. Or @file.csv (a row a team: team,player,player).
new-players =
    The players, one a line: "Surname, Name", and their rating and year of birth if known:
    "García López, Ana, 1890, 2009"; a number alone between 1900 and this year is the year ("Álvarez, Uxía, 2013"),
    a rating alone among those numbers keeps the year's comma empty ("Pérez, Ana, 1950,");
    an empty line at the end. Or @file.csv (name,rating,year) or @file.trf.
new-read-rating = rating { $rating }
new-read-no-rating = no rating
new-read-born = born { $born }
new-read-no-born = no year of birth
new-read-file =
    { $count ->
        [one] read 1 entrant
       *[other] read { $count } entrants
    }
new-too-few =
    { $count ->
        [one] 1 entrant so far: at least 2 are needed
       *[other] { $count } entrants so far: at least 2 are needed
    }
new-file-unreadable = cannot read { $file }: { $why }
new-file-line = { $file }, line { $line }: { $why }
new-trf-for-teams = a TRF file holds players, not teams: use @file.csv
new-short = Short name of “{ $name }” for the screens (Enter: none):
new-short-not-shorter = the short name must be shorter than “{ $name }”
new-short-taken = “{ $short }” is already another team’s name
new-rounds = Number of rounds [1-{ $most }] ({ $default }):
new-rounds-again = write a number from 1 to { $most }
new-screens = How many projectors? [1-{ $most }] (1):
new-screens-again = write a number from 1 to { $most }
new-network = Will phones in the hall follow the event (announcer, the screens' mirror)? [y/N]:
new-network-again = type y or n
# The answers read as yes and as no, separated by spaces.
new-yes-words = y yes
new-no-words = n no
new-file = The config's file [{ $file }]:
new-file-exists = { $file } already exists: write another name (nothing is overwritten)
new-file-unwritable = cannot write { $file }: { $why }
new-written =
    Config written to { $file }.
    Check it:              megxadrez check { $file }
    Open it on the stage:  megxadrez stage { $file }
new-input-ended = the input ended before every question was answered: nothing was written
