//! What the public address says of the session: after each move of a
//! board the config names (by default the giant-board final's) the move,
//! as the hall says it; at its game's end the result; on the announcer's
//! request the last paired round's pairings, table by table. Never a move
//! of another board: those children play next to the loudspeakers.

use bevy::prelude::*;

use crate::audio::public_address::Announcer;
use crate::core::game::Event;
use crate::core::ids::BoardNo;
use crate::core::session::Session;
use crate::core::spoken::{self, Said};
use crate::core::tr;
use crate::live::{SessionEvent, SessionState, SpeechKind, StageTime};

/// The word a sentence's source is shown with: its board ("tablero 1").
fn board_source(l: crate::core::config::Language, board: BoardNo) -> String {
    tr!(l, "speech-source-board", board = board.number())
}

/// Says the moves and results of the boards the config names, as the
/// session's events come.
pub fn speak_session(
    announcer: Option<ResMut<Announcer>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut events: MessageReader<SessionEvent>,
) {
    let Some(mut announcer) = announcer else {
        events.clear();
        return;
    };
    let session = &session.0;
    let now = time.now_ms();
    let l = announcer.desk.language();
    let spoken_boards = announcer.speech_config.boards.clone();
    // One sentence a board and frame: its last move (moves that came
    // together, from a feed or a script, are stale at once).
    let mut moved: Vec<BoardNo> = Vec::new();
    let mut ended: Vec<BoardNo> = Vec::new();
    for e in events.read() {
        if !spoken_boards.contains(&e.board) || session.is_bughouse() {
            continue;
        }
        match &e.event {
            Event::MovePlayed { .. } if !moved.contains(&e.board) => moved.push(e.board),
            Event::GameEnded(_) if !ended.contains(&e.board) => ended.push(e.board),
            _ => {}
        }
    }
    for board in moved {
        let Some(game) = session.boards().get(board.index()).map(|b| &b.game) else {
            continue;
        };
        if let Some(said) = spoken::last_move(game, announcer.speech_config.mover) {
            let source = board_source(l, board);
            announcer.say(SpeechKind::Move, Some(board), source, said, 0, now);
        }
    }
    for board in ended {
        let Some(game) = session.boards().get(board.index()).map(|b| &b.game) else {
            continue;
        };
        let Some(outcome) = game.outcome() else {
            continue;
        };
        let (white, black) = (
            &game.contender(shakmaty::Color::White).name,
            &game.contender(shakmaty::Color::Black).name,
        );
        let said = spoken::result(l, outcome, white, black);
        let source = board_source(l, board);
        announcer.say(SpeechKind::Result, Some(board), source, said, 0, now);
    }
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
    let name = |n: u32| {
        event
            .names()
            .get(n as usize - 1)
            .cloned()
            .unwrap_or_default()
    };
    let mut tables: Vec<(u32, String, Option<String>)> = made
        .iter()
        .enumerate()
        .map(|(i, p)| (i as u32 + 1, name(p.white), Some(name(p.black))))
        .collect();
    let next = tables.len() as u32 + 1;
    tables.extend(byes.iter().map(|(p, _)| (next, name(*p), None)));
    Some(spoken::pairings(l, round, &tables))
}

/// Reads the pairings out at `now_ms`, asked by `source`: each table a
/// sentence of its own, the config's pause between them. What the log
/// says of it.
pub fn read_pairings(
    announcer: &mut Announcer,
    session: &Session,
    source: &str,
    now_ms: u64,
) -> String {
    let l = announcer.desk.language();
    let Some(said) = pairings(session, l) else {
        return tr!(l, "speech-no-pairings").to_owned();
    };
    let pause = announcer.speech_config.table_pause_ms;
    let mut asked = Vec::new();
    for (i, sentence) in said.into_iter().enumerate() {
        let text = spoken::sentence(l, &sentence);
        let pause = if i == 0 { 0 } else { pause };
        if announcer
            .say(
                SpeechKind::Pairings,
                None,
                source.to_owned(),
                sentence,
                pause,
                now_ms,
            )
            .is_some()
        {
            asked.push(text);
        }
    }
    if asked.is_empty() {
        let kind = crate::audio::desk::speech_kind_word(l, SpeechKind::Pairings);
        return tr!(l, "desk-speech-off", kind = kind);
    }
    asked.join("\n")
}
