//! The stage's side of the clips: at every game's end the game as it
//! ended is handed to the clips' worker (`crate::clips`), its names as the
//! public pages show them.

use bevy::prelude::*;

use crate::clips::render::Clip;
use crate::clips::{Job, Shelf};
use crate::core::game::Event;
use crate::live::{AppSystems, SessionEvent, SessionState};

/// The clips' worker's queue, as a resource.
#[derive(Resource)]
struct Maker(crossbeam_channel::Sender<Job>);

/// Makes the stage clip its finished games onto `shelf`.
pub fn install(app: &mut App, shelf: Shelf) {
    let Ok(tx) = crate::clips::worker(shelf.clone()) else {
        return;
    };
    app.insert_resource(Maker(tx))
        .insert_resource(shelf)
        .add_systems(Update, clip_games.in_set(AppSystems::Publish));
}

/// At every game's end its clip is asked for (and at the first frame, for
/// a game that ended before a restart without one); an ending taken back
/// takes its clip away.
fn clip_games(
    session: Res<SessionState>,
    maker: Res<Maker>,
    shelf: Res<Shelf>,
    mut events: MessageReader<SessionEvent>,
    mut started: Local<bool>,
) {
    let session = &session.0;
    if session.is_bughouse() {
        events.clear();
        return;
    }
    let mut boards: Vec<u32> = Vec::new();
    if !std::mem::replace(&mut *started, true) {
        boards.extend((1..=session.boards().len() as u32).filter(|b| {
            let ended = session.boards()[*b as usize - 1].game.outcome().is_some();
            ended && !shelf.has(&board_name(session, *b))
        }));
    }
    for e in events.read() {
        match &e.event {
            Event::GameEnded(_) => boards.push(e.board.number() as u32),
            Event::EndingUndone { .. } | Event::MoveUndone { .. } => {
                let name = board_name(session, e.board.number() as u32);
                let ended = session
                    .boards()
                    .get(e.board.number() as u32 as usize - 1)
                    .is_some_and(|b| b.game.outcome().is_some());
                if !ended && shelf.has(&name) {
                    let _ = maker.0.send(Job::Drop(name));
                }
            }
            _ => {}
        }
    }
    boards.sort_unstable();
    boards.dedup();
    for board in boards {
        if let Some(clip) = clip_of(session, board) {
            let _ = maker.0.send(Job::Make(board_name(session, board), clip));
        }
    }
}

/// The clip's name of `board` on the stage now.
fn board_name(session: &crate::core::session::Session, board: u32) -> String {
    crate::clips::name(session.event().staged_round(), board, session.stagings())
}

/// What the clip of `board` shows, its names as the public pages show
/// them.
pub fn clip_of(session: &crate::core::session::Session, board: u32) -> Option<Clip> {
    use shakmaty::Color;
    let b = session.boards().get(board as usize - 1)?;
    let game = &b.game;
    let config = session.config();
    let names = crate::network::state::public_names(session);
    let shown = |side: Color| crate::network::state::shown_text(&game.contender(side).name, &names);
    let staged = session.event().staged_round();
    let round = if staged > 0 {
        config.round_name(staged)
    } else {
        config.event.round.clone()
    };
    let words = crate::i18n::strings(config.event.language);
    let result = crate::stage::text::result_text(words, game)
        .map(|(headline, winner, reason)| {
            let winner = crate::network::state::shown_text(&winner, &names);
            [headline, winner, reason]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .unwrap_or_default();
    let control = game.clock().settings().control;
    Some(Clip {
        title: crate::stage::text::title(&[&config.event.name, &round, &b.label]),
        start_fen: game.start_fen().map(str::to_owned),
        moves: game
            .moves()
            .iter()
            .map(|m| (m.uci.clone(), m.side, m.clock_after_ms))
            .collect(),
        names: [shown(Color::White), shown(Color::Black)],
        base_ms: [control.white.base_ms, control.black.base_ms],
        result,
    })
}
