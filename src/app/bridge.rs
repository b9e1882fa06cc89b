//! The bridge between bevy and the core: it owns the session, applies every
//! command in one system, lets time pass, and keeps the stage's time source.
//! Nothing else mutates the session.

use std::time::Instant;

use bevy::prelude::*;
use crossbeam_channel::Receiver;

use crate::core::game::Command;
use crate::core::script::format_line;
use crate::core::session::Session;

/// The session every screen reads.
#[derive(Resource)]
pub struct SessionState(pub Session);

/// Where the stage's time comes from: the real clock since the session's
/// zero, or a fixed instant (offscreen renders of a replayed script).
#[derive(Resource, Clone, Copy, Debug)]
pub enum StageTime {
    /// Real time since `zero`, plus an offset (a resumed session's instant).
    Real {
        /// The instant that is `offset_ms` in session time.
        zero: Instant,
        /// Session time at `zero`.
        offset_ms: u64,
    },
    /// A fixed instant.
    Fixed(u64),
}

impl StageTime {
    /// Real time from now on, starting at session time `offset_ms`.
    pub fn real_from(offset_ms: u64) -> StageTime {
        StageTime::Real {
            zero: Instant::now(),
            offset_ms,
        }
    }

    /// The session time now, in ms.
    pub fn now_ms(&self) -> u64 {
        match *self {
            StageTime::Real { zero, offset_ms } => offset_ms + zero.elapsed().as_millis() as u64,
            StageTime::Fixed(at) => at,
        }
    }
}

/// A command for board `board` (0-based), from any producer in the app.
#[derive(Message, Clone, Debug)]
pub struct SessionCommand {
    /// The board.
    pub board: usize,
    /// The command.
    pub command: Command,
}

/// Commands arriving from outside the app (the console thread).
#[derive(Resource)]
pub struct CommandInbox(pub Receiver<SessionCommand>);

/// The verdict on the latest command, for whoever shows messages to the
/// operator: what was done, or why it was refused. `seq` grows with each.
#[derive(Resource, Default, Debug)]
pub struct LastResult {
    /// Grows by one with every command applied or refused.
    pub seq: u64,
    /// Done (a short description) or refused (the reason).
    pub verdict: Option<Result<String, String>>,
}

/// Set in the frame order: commands and time first, then what reads them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum BridgeSystems {
    /// Applies commands and lets time pass.
    Apply,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SessionCommand>()
        .init_resource::<LastResult>()
        .add_systems(
            Update,
            (apply_commands, tick_session)
                .chain()
                .in_set(BridgeSystems::Apply),
        );
}

/// Applies every queued command at the current instant.
fn apply_commands(
    mut session: ResMut<SessionState>,
    time: Res<StageTime>,
    inbox: Option<Res<CommandInbox>>,
    mut messages: MessageReader<SessionCommand>,
    mut verdict: ResMut<LastResult>,
) {
    let now = time.now_ms();
    let from_inbox = inbox
        .iter()
        .flat_map(|i| i.0.try_iter())
        .collect::<Vec<_>>();
    for cmd in messages.read().cloned().chain(from_inbox) {
        session.0.tick(now);
        let done = format_line(now, &cmd.command);
        verdict.seq += 1;
        match session.0.apply(cmd.board, &cmd.command, now) {
            Ok(_) => {
                let what = done
                    .split_once(' ')
                    .and_then(|(_, r)| r.split_once(' '))
                    .map_or(done.as_str(), |(_, r)| r);
                verdict.verdict = Some(Ok(format!("tablero {}: {what}", cmd.board + 1)));
            }
            Err(e) => {
                warn!("board {}: {e}", cmd.board + 1);
                verdict.verdict = Some(Err(format!("tablero {}: {e}", cmd.board + 1)));
            }
        }
    }
}

/// Lets flags fall at their instants even when no command arrives.
fn tick_session(mut session: ResMut<SessionState>, time: Res<StageTime>) {
    let now = time.now_ms();
    // Only touch the resource (and so trigger change detection) when
    // something happens.
    if session.0.next_deadline_ms(0).is_some_and(|t| t <= now) {
        session.0.tick(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::config::EventConfig;

    fn app() -> App {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/megxadrez-final-armageddon-12-10.toml");
        let session = Session::new(EventConfig::load(&path).unwrap());
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, plugin))
            .insert_resource(SessionState(session))
            .insert_resource(StageTime::Fixed(5_000));
        app
    }

    fn send(app: &mut App, board: usize, command: Command) {
        app.world_mut()
            .write_message(SessionCommand { board, command });
        app.update();
    }

    #[test]
    fn commands_from_messages_and_the_inbox_are_applied_with_a_verdict() {
        let mut app = app();
        send(&mut app, 0, Command::Start);
        send(&mut app, 0, Command::Move { text: "e4".into() });
        let result = app.world().resource::<LastResult>();
        assert_eq!(result.seq, 2);
        assert_eq!(result.verdict, Some(Ok("tablero 1: move e4".into())));
        send(&mut app, 0, Command::Move { text: "e4".into() });
        let result = app.world().resource::<LastResult>();
        assert!(
            matches!(&result.verdict, Some(Err(e)) if e.contains("not a legal move")),
            "{result:?}"
        );

        let (tx, rx) = crossbeam_channel::unbounded();
        app.insert_resource(CommandInbox(rx));
        tx.send(SessionCommand {
            board: 1,
            command: Command::Start,
        })
        .unwrap();
        app.update();
        let session = &app.world().resource::<SessionState>().0;
        assert_eq!(session.boards()[0].game.moves().len(), 1);
        assert!(
            session.boards()[1].game.clock().running_side().is_some(),
            "board 2 started from the inbox"
        );
    }

    #[test]
    fn flags_fall_by_themselves_as_time_passes() {
        let mut app = app();
        send(&mut app, 0, Command::Start);
        app.insert_resource(StageTime::Fixed(5_000 + 720_000));
        app.update();
        let session = &app.world().resource::<SessionState>().0;
        let outcome = session.boards()[0]
            .game
            .outcome()
            .expect("White's 12 minutes ran out");
        assert_eq!(outcome.at_ms, 725_000);
    }
}
