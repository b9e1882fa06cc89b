//! What the public address says of the session: after each move of a
//! board the config names (by default the giant-board final's) the move,
//! as the hall says it; at its game's end the result; on the announcer's
//! request the last paired round's pairings, table by table. Never a move
//! of another board: those children play next to the loudspeakers.

use crate::core::game::Event;
use crate::core::ids::BoardNo;
use crate::core::session::Session;
use crate::core::spoken::{self, Said, SpeechConfig};
use crate::core::tr;
use crate::live::{SessionEvent, SpeechKind};

/// The word a sentence's source is shown with: its board ("tablero 1").
fn board_source(l: crate::core::config::Language, board: BoardNo) -> String {
    tr!(l, "speech-source-board", board = board.number())
}

/// A sentence to ask for: its kind, board, source, what it says and the
/// pause before it.
pub struct Ask {
    /// What it is about.
    pub kind: SpeechKind,
    /// The board it is about.
    pub board: Option<BoardNo>,
    /// Who asked for it.
    pub source: String,
    /// What it says.
    pub said: Vec<Said>,
    /// The silence before it.
    pub pause_ms: u64,
}

/// What the session's `events` ask to be said in `l`: for each board
/// `config` names, its last move (moves that came together, from a feed
/// or a script, would be stale at once) and its game's result.
pub fn of_events<'a>(
    session: &Session,
    config: &SpeechConfig,
    l: crate::core::config::Language,
    events: impl Iterator<Item = &'a SessionEvent>,
) -> Vec<Ask> {
    let mut moved: Vec<BoardNo> = Vec::new();
    let mut ended: Vec<BoardNo> = Vec::new();
    for e in events {
        if !config.boards.contains(&e.board) || session.is_bughouse() {
            continue;
        }
        match &e.event {
            Event::MovePlayed { .. } if !moved.contains(&e.board) => moved.push(e.board),
            Event::GameEnded(_) if !ended.contains(&e.board) => ended.push(e.board),
            _ => {}
        }
    }
    let game = |board: BoardNo| session.boards().get(board.index()).map(|b| &b.game);
    let mut asks = Vec::new();
    for board in moved {
        if let Some(said) = game(board).and_then(|g| spoken::last_move(g, config.mover)) {
            asks.push(Ask {
                kind: SpeechKind::Move,
                board: Some(board),
                source: board_source(l, board),
                said,
                pause_ms: 0,
            });
        }
    }
    for board in ended {
        let Some(game) = game(board) else {
            continue;
        };
        let Some(outcome) = game.outcome() else {
            continue;
        };
        let (white, black) = (
            &game.contender(shakmaty::Color::White).name,
            &game.contender(shakmaty::Color::Black).name,
        );
        asks.push(Ask {
            kind: SpeechKind::Result,
            board: Some(board),
            source: board_source(l, board),
            said: spoken::result(l, outcome, white, black),
            pause_ms: 0,
        });
    }
    asks
}

/// The rounds of a team event (seed 001) whose every match has all its
/// boards' results, in order: a round's scores are read once it ended,
/// never while children still play at other tables.
pub fn rounds_ended(session: &Session) -> Vec<u32> {
    let event = session.event();
    let mut rounds: Vec<u32> = event.team_matches().iter().map(|m| m.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    // A match leaves the round's pending pairings once its last board has
    // its result.
    rounds.retain(|&r| event.round_complete(r));
    rounds
}

/// Round `round`'s team-match scores, read table by table in `l` (the
/// pairings' order), `pause_ms` between two tables.
pub fn match_scores_read(
    session: &Session,
    l: crate::core::config::Language,
    round: u32,
    pause_ms: u64,
) -> Vec<Ask> {
    let event = session.event();
    let (made, _) = event.round_pairings(round);
    let lines: Vec<spoken::MatchLine> = made
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let score = crate::live::match_score(session, round, p.white, p.black)?;
            Some(spoken::MatchLine {
                table: i as u32 + 1,
                home: (event.name_of(p.white), score.first),
                away: (event.name_of(p.black), score.second),
            })
        })
        .collect();
    if lines.is_empty() {
        return Vec::new();
    }
    let source = tr!(l, "speech-source-round", round = round);
    read_out(
        SpeechKind::Result,
        &source,
        spoken::match_scores(l, round, &lines),
        pause_ms,
    )
}

/// Sentences read one after another (a table each), asked by `source`,
/// `pause_ms` of quiet between two.
fn read_out(kind: SpeechKind, source: &str, said: Vec<Vec<Said>>, pause_ms: u64) -> Vec<Ask> {
    said.into_iter()
        .enumerate()
        .map(|(i, said)| Ask {
            kind,
            board: None,
            source: source.to_owned(),
            said,
            pause_ms: if i == 0 { 0 } else { pause_ms },
        })
        .collect()
}

/// The last paired round's pairings, said in `l`: the round, then each
/// table (a bye: the name alone); none before the first pairing.
pub fn pairings(session: &Session, l: crate::core::config::Language) -> Option<Vec<Vec<Said>>> {
    let event = session.event();
    let round = event.last_paired_round();
    if round == 0 {
        return None;
    }
    let (made, byes) = event.round_pairings(round);
    let name = |n: u32| event.name_of(n);
    let mut tables: Vec<(u32, String, Option<String>)> = made
        .iter()
        .enumerate()
        .map(|(i, p)| (i as u32 + 1, name(p.white), Some(name(p.black))))
        .collect();
    let next = tables.len() as u32 + 1;
    tables.extend(byes.iter().map(|(p, _)| (next, name(*p), None)));
    Some(spoken::pairings(l, round, &tables))
}

/// The pairings read out, asked by `source`: each table a sentence of
/// its own, `pause_ms` between them; none before the first pairing.
pub fn pairings_read(
    session: &Session,
    l: crate::core::config::Language,
    source: &str,
    pause_ms: u64,
) -> Option<Vec<Ask>> {
    let said = pairings(session, l)?;
    Some(read_out(SpeechKind::Pairings, source, said, pause_ms))
}
