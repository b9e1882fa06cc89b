//! The round's setup: who plays whom on which board (`[game]` or
//! `[[boards]]`), checked against the roster.

use crate::tr;
use serde::Deserialize;
use toml::Spanned;

use super::Format;
use super::roster::{NamedTeam, Roster};
use super::source::{ConfigError, Source, non_empty};
use crate::clock::SideControl;
use crate::ids::{BoardNo, ContenderId, PlayerId};
use crate::team::school_boards;
use shakmaty::ByColor;

/// One board of the session: who plays there.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSetup {
    /// A label for the screens ("Final", "3.º e 4.º posto"), if given.
    pub label: Option<String>,
    /// The contender with White unless a lot says otherwise (a team in team
    /// events, else a player).
    pub white: ContenderId,
    /// The contender with Black.
    pub black: ContenderId,
    /// For matches over several boards: which board.
    pub board: BoardNo,
    /// The board's own clocks (`white` and `black` in a `[[boards]]`
    /// entry), over the event's time control: the game for third place
    /// beside the final, played as the semi-finals were.
    pub clocks: Option<ByColor<SideControl>>,
    /// In a school match, the places (from 0) in the listed White team's
    /// and Black team's lists of the children on this board (a line-up:
    /// seed 001 §2); none past a list's end (an empty seat). `None`: each
    /// team's child at the board's own place.
    pub seats: Option<[usize; 2]>,
}

/// A board as the config names its contenders, before ids are given.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct NamedSetup {
    pub(super) label: Option<String>,
    pub(super) white: String,
    pub(super) black: String,
    pub(super) board: BoardNo,
    pub(super) clocks: Option<ByColor<SideControl>>,
}

/// The boards with the roster's ids for their contenders (every name was
/// checked against the roster).
pub(super) fn with_ids(roster: &Roster, boards: Vec<NamedSetup>) -> Vec<GameSetup> {
    let id = |name: &str| -> ContenderId {
        match roster.team_named(name) {
            Some(t) => ContenderId::Team(t.id),
            None => ContenderId::Player(
                roster
                    .individuals()
                    .find(|p| p.name == name)
                    .map_or(PlayerId(0), |p| p.id),
            ),
        }
    };
    boards
        .into_iter()
        .map(|b| GameSetup {
            white: id(&b.white),
            black: id(&b.black),
            label: b.label,
            board: b.board,
            clocks: b.clocks,
            seats: None,
        })
        .collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawGame {
    pub(super) label: Option<Spanned<String>>,
    pub(super) white: Spanned<String>,
    pub(super) black: Spanned<String>,
    pub(super) board: Option<Spanned<i64>>,
    /// The board's own clocks, "M+S" each (both or neither).
    pub(super) white_clock: Option<Spanned<String>>,
    pub(super) black_clock: Option<Spanned<String>>,
}

/// The boards of the round: one `[game]`, a list of `[[boards]]`, or by
/// default the first two contenders on one board.
pub(super) fn boards(
    src: &Source,
    format: Format,
    teams: &[NamedTeam],
    players: &[String],
    raw_teams: &[Spanned<super::roster::RawTeam>],
    raw_players: &[Spanned<String>],
    game: &Option<Spanned<RawGame>>,
    raw_boards: &[Spanned<RawGame>],
) -> Result<Vec<NamedSetup>, ConfigError> {
    let contenders: Vec<&str> = match format {
        Format::Individual => {
            if let Some(t) = raw_teams.first() {
                return Err(src.at(
                    t,
                    "teams",
                    tr!(src.language, "rounds-individual-event-lists-players-not"),
                ));
            }
            if players.len() < 2 {
                return Err(src.error(
                    None,
                    Some("players"),
                    tr!(
                        src.language,
                        "rounds-individual-event-needs-at-least",
                        len = players.len()
                    ),
                ));
            }
            players.iter().map(String::as_str).collect()
        }
        _ => {
            if let Some(p) = raw_players.first() {
                return Err(src.at(
                    p,
                    "players",
                    tr!(src.language, "rounds-team-event-lists-players-inside"),
                ));
            }
            if teams.len() < 2 {
                return Err(src.error(
                    None,
                    Some("teams"),
                    tr!(
                        src.language,
                        "rounds-team-event-needs-at-least",
                        len = teams.len()
                    ),
                ));
            }
            teams.iter().map(|t| t.name.as_str()).collect()
        }
    };

    let boards: Vec<NamedSetup> = match (&game, raw_boards.is_empty()) {
        (Some(g), true) => vec![validate_game(src, g, "game", &contenders, format)?],
        (Some(g), false) => {
            return Err(src.at(
                g,
                "game",
                tr!(src.language, "rounds-give-either-one-game-or"),
            ));
        }
        (None, false) => {
            let boards: Vec<NamedSetup> = raw_boards
                .iter()
                .map(|b| validate_game(src, b, "boards", &contenders, format))
                .collect::<Result<_, _>>()?;
            check_boards_apart(src, raw_boards, &boards)?;
            boards
        }
        (None, true) => vec![NamedSetup {
            label: None,
            white: contenders[0].to_owned(),
            black: contenders[1].to_owned(),
            board: BoardNo::FIRST,
            clocks: None,
        }],
    };
    Ok(boards)
}

/// In a school match (seed 001) each board's number must be one the two
/// teams' rosters fill.
pub(super) fn check_school_boards(
    src: &Source,
    format: Format,
    teams: &[NamedTeam],
    boards: &[NamedSetup],
    single_game: bool,
) -> Result<(), ConfigError> {
    if format == Format::SchoolTeams {
        for (i, setup) in boards.iter().enumerate() {
            let players = |name: &str| {
                teams
                    .iter()
                    .find(|t| t.name == name)
                    .map(|t| t.players.clone())
                    .unwrap_or_default()
            };
            let field = if single_game {
                "game".to_owned()
            } else {
                format!("boards[{}]", i + 1)
            };
            let played = school_boards(&players(&setup.white), &players(&setup.black), true, 4)
                .map_err(|e| {
                    let crate::team::SchoolBoardsError::TooFewPlayers { players, .. } = e;
                    src.error(
                        None,
                        Some(&field),
                        tr!(
                            src.language,
                            "rounds-team-has-players-players-at",
                            players = players
                        ),
                    )
                })?;
            if setup.board.number() > played.len() {
                return Err(src.error(
                    None,
                    Some(&format!("{field}.board")),
                    tr!(
                        src.language,
                        "rounds-board-board-not-played-only",
                        board = setup.board.number(),
                        len = played.len()
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn validate_game(
    src: &Source,
    game: &Spanned<RawGame>,
    field: &str,
    contenders: &[&str],
    format: Format,
) -> Result<NamedSetup, ConfigError> {
    let g = game.get_ref();
    for (name, side) in [(&g.white, "white"), (&g.black, "black")] {
        if !contenders.contains(&name.get_ref().as_str()) {
            return Err(src.at(name, &format!("{field}.{side}"), {
                let (who, list) = (name.get_ref(), contenders.join(", "));
                let individual = format == Format::Individual;
                if individual {
                    tr!(
                        src.language,
                        "rounds-who2-not-one-events-players",
                        who = who,
                        list = list,
                        who_quoted = format!("{who:?}")
                    )
                } else {
                    tr!(
                        src.language,
                        "rounds-who2-not-one-events-teams",
                        who = who,
                        list = list,
                        who_quoted = format!("{who:?}")
                    )
                }
            }));
        }
    }
    if g.white.get_ref() == g.black.get_ref() {
        return Err(src.at(
            &g.black,
            &format!("{field}.black"),
            tr!(src.language, "rounds-game-needs-two-different-contenders"),
        ));
    }
    let boards = match format {
        Format::SchoolTeams => 4,
        Format::BughousePairs => 2,
        _ => 1,
    };
    let board = match &g.board {
        Some(b) => {
            let n = *b.get_ref();
            if !(1..=boards as i64).contains(&n) {
                return Err(src.at(
                    b,
                    &format!("{field}.board"),
                    tr!(
                        src.language,
                        "rounds-must-be-1-boards-this",
                        boards = boards,
                        n = n
                    ),
                ));
            }
            BoardNo::at(n as usize - 1)
        }
        None => BoardNo::FIRST,
    };
    let label = match &g.label {
        Some(l) => Some(non_empty(src, l, &format!("{field}.label"))?),
        None => None,
    };
    let clocks = match (&g.white_clock, &g.black_clock) {
        (None, None) => None,
        (Some(w), Some(b)) => {
            let control = |c: &Spanned<String>, side: &str| {
                super::regulations::parse_control(c.get_ref()).ok_or_else(|| {
                    src.at(
                        c,
                        &format!("{field}.{side}"),
                        super::regulations::control_help(src),
                    )
                })
            };
            Some(ByColor {
                white: control(w, "white_clock")?,
                black: control(b, "black_clock")?,
            })
        }
        (Some(one), None) | (None, Some(one)) => {
            return Err(src.at(
                one,
                &format!("{field}.white_clock"),
                tr!(src.language, "rounds-board-clocks-both"),
            ));
        }
    };
    Ok(NamedSetup {
        label,
        white: g.white.get_ref().clone(),
        black: g.black.get_ref().clone(),
        board,
        clocks,
    })
}

/// Refuses a contender on two games of the same board number (a team or a
/// player cannot play two games at once) and two boards with one label.
fn check_boards_apart(
    src: &Source,
    raw: &[Spanned<RawGame>],
    boards: &[NamedSetup],
) -> Result<(), ConfigError> {
    for (i, (spanned, setup)) in raw.iter().zip(boards).enumerate() {
        let g = spanned.get_ref();
        for (earlier, other) in boards[..i].iter().enumerate() {
            for (name, side) in [(&g.white, "white"), (&g.black, "black")] {
                let who = name.get_ref();
                if other.board == setup.board && (&other.white == who || &other.black == who) {
                    return Err(src.at(
                        name,
                        &format!("boards[{}].{side}", i + 1),
                        tr!(
                            src.language,
                            "rounds-who2-already-plays-boards-earlier",
                            who = who,
                            earlier = earlier + 1,
                            who_quoted = format!("{who:?}")
                        ),
                    ));
                }
            }
            if let (Some(label), Some(l)) = (&setup.label, &g.label)
                && other.label.as_ref() == Some(label)
            {
                return Err(src.at(
                    l,
                    &format!("boards[{}].label", i + 1),
                    tr!(
                        src.language,
                        "rounds-boards-earlier-already-labelled-label2",
                        earlier = earlier + 1,
                        label = label,
                        label_quoted = format!("{label:?}")
                    ),
                ));
            }
        }
    }
    Ok(())
}

impl super::EventConfig {
    /// The stage's boards for round `round` from the event's pairings, in
    /// the order they were made: one board a pairing, labelled with its
    /// table number, or in a team match one a board (`table.board`, the
    /// first team White on board 1 and colours alternating). Byes have no
    /// board.
    pub fn round_setups(&self, event: &crate::event::Event, round: u32) -> Vec<GameSetup> {
        let entrants = self.entrants();
        let id = |n: u32| entrants.get(n as usize - 1).copied();
        let (pairings, _) = event.round_pairings(round);
        let ties = self.ties_of_round(round);
        let mut out = Vec::new();
        for (table, p) in pairings.iter().enumerate() {
            let (Some(white), Some(black)) = (id(p.white), id(p.black)) else {
                continue;
            };
            // A knockout game is labelled by its tie ("Semifinal 1").
            let tie = ties
                .as_ref()
                .and_then(|t| t.get(table))
                .map(|t| self.tie_label(&t.name));
            let table = table + 1;
            if event.team_boards() == 0 {
                out.push(GameSetup {
                    label: Some(tie.unwrap_or_else(|| table.to_string())),
                    white,
                    black,
                    board: BoardNo::FIRST,
                    clocks: None,
                    seats: None,
                });
                continue;
            }
            // Each team's line-up for the round (seed 001 §2): board k has
            // its k-th named child; past the line-up, an empty seat.
            let (first, second) = (event.lineup(round, p.white), event.lineup(round, p.black));
            let seat = |lineup: &[u32], board: BoardNo| {
                lineup
                    .get(board.index())
                    .map_or(usize::MAX, |&s| s as usize - 1)
            };
            for board in BoardNo::all(event.team_boards()) {
                out.push(GameSetup {
                    label: Some(format!("{table}.{board}")),
                    white,
                    black,
                    board,
                    clocks: None,
                    seats: Some([seat(&first, board), seat(&second, board)]),
                });
            }
        }
        out
    }
}
