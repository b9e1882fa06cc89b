//! The records of a whole session: every board of every round as PGN
//! (earlier rounds' games kept once written), and each bughouse match as
//! BPGN or as its two boards' PGN. The game-level writers are `pgn` and
//! `bughouse`'s records, below the session.

use crate::bughouse::{BughouseGame, MatchBoard, write_board_pgn, write_bpgn};
use crate::config::EventConfig;
use crate::pgn::{PgnEvent, escape, write_game};
use crate::session::{Board, Session};

/// What `config`'s event says, for a round named `round`.
pub fn event_info<'a>(config: &'a EventConfig, date: &'a str, round: &'a str) -> PgnEvent<'a> {
    PgnEvent {
        event: &config.event.name,
        site: &config.event.site,
        date,
        round,
        language: config.event.language,
    }
}

/// All games of `session` as one PGN text, board by board.
pub fn write_session(session: &Session, date: &str) -> String {
    SessionPgn::default().text(session, date)
}

/// The PGN of a session written again after every change (the live PGN,
/// the web feed's). The games of rounds that left the stage never change,
/// so their text is made once and kept: a whole day's records cost no more
/// to write after each move than the stage's own games.
#[derive(Clone, Debug, Default)]
pub struct SessionPgn {
    date: String,
    /// Each earlier round's text, with what it was made from (round,
    /// boards, plies), checked again at every use.
    earlier: Vec<((u32, usize, usize), String)>,
}

impl SessionPgn {
    /// All games of `session` as one PGN text (as [`write_session`]).
    pub fn text(&mut self, session: &Session, date: &str) -> String {
        let config = session.config();
        let earlier = session.earlier_games();
        let made_from = |(round, boards): &(u32, Vec<Board>)| {
            let plies = boards.iter().map(|b| b.game.moves().len()).sum();
            (*round, boards.len(), plies)
        };
        let still = self.date == date
            && self.earlier.len() <= earlier.len()
            && self
                .earlier
                .iter()
                .zip(earlier)
                .all(|((key, _), round)| *key == made_from(round));
        if !still {
            self.date = date.to_owned();
            self.earlier.clear();
        }
        for round in &earlier[self.earlier.len()..] {
            let text = round_text(config, date, round.0, &round.1);
            self.earlier.push((made_from(round), text));
        }
        // Earlier rounds' games first, then the stage's; a staged round is
        // named by its number, the config's own boards by the config's round.
        let mut out: String = self.earlier.iter().map(|(_, t)| t.as_str()).collect();
        out += &round_text(
            config,
            date,
            session.event().staged_round(),
            session.boards(),
        );
        out += &write_session_boards(session, date);
        out
    }
}

/// The games of one round's boards.
fn round_text(config: &EventConfig, date: &str, round: u32, boards: &[Board]) -> String {
    let name = round_name(config, round);
    // A knockout round's games are named by their tie ("Final", "Tercer y
    // cuarto puesto"), a team tie's boards by their tie too.
    let ties = config.ties_of_round(round).unwrap_or_default();
    let per_tie = boards.len().div_ceil(ties.len().max(1)).max(1);
    boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let tie = ties.get(i / per_tie).map(|t| config.tie_label(&t.name));
            let info = event_info(config, date, tie.as_deref().unwrap_or(&name));
            let game = write_game(&b.game, &info);
            if boards.len() > 1 {
                // Which board, after the seven-tag roster.
                game.replacen(
                    "[TimeControl ",
                    // A staged round's boards by their table
                    // ("3", "2.4"); the config's by number.
                    &format!(
                        "[Board \"{}\"]\n[TimeControl ",
                        if round == 0 {
                            (i + 1).to_string()
                        } else {
                            b.label.clone()
                        }
                    ),
                    1,
                )
            } else {
                game
            }
        })
        .collect()
}

/// A round's name in the records: the config's own round for its boards
/// (0), else the staged round's number.
fn round_name(config: &EventConfig, round: u32) -> String {
    if round == 0 {
        config.event.round.clone()
    } else {
        round.to_string()
    }
}

/// Every bughouse match of `session`, earlier rounds' first, each written
/// by `write` with its round's record details.
fn each_match(
    session: &Session,
    date: &str,
    write: &dyn Fn(&BughouseGame, &str, &PgnEvent) -> String,
) -> String {
    let config = session.config();
    let staged = session.event().staged_round();
    session
        .earlier_matches()
        .iter()
        .map(|(round, matches)| (*round, matches.as_slice()))
        .chain(std::iter::once((staged, session.matches())))
        .flat_map(|(round, matches)| {
            let name = round_name(config, round);
            let info = event_info(config, date, &name);
            matches
                .iter()
                .map(|m| write(&m.game, &m.label, &info))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every bughouse match of `session` as BPGN, with its table.
pub fn write_session_bpgn(session: &Session, date: &str) -> String {
    each_match(session, date, &|game, label, info| {
        with_table(write_bpgn(game, info), label)
    })
}

/// Every board of every bughouse match of `session` as PGN.
pub fn write_session_boards(session: &Session, date: &str) -> String {
    each_match(session, date, &|game, label, info| {
        MatchBoard::BOTH
            .into_iter()
            .map(|b| with_table(write_board_pgn(game, b, info), label))
            .collect()
    })
}

/// `record` with its table's tag after the result (the end of the
/// seven-tag roster).
fn with_table(mut record: String, label: &str) -> String {
    if let Some(start) = record.find("[Result ")
        && let Some(end) = record[start..].find('\n')
    {
        record.insert_str(start + end + 1, &format!("[Table \"{}\"]\n", escape(label)));
    }
    record
}
