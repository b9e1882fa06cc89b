//! The bridge between bevy and the core: it owns the session, applies every
//! command in one system, lets time pass, and keeps the stage's time source.
//! Nothing else mutates the session.

use std::time::Instant;

use bevy::prelude::*;
use crossbeam_channel::{Receiver, Sender};

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

/// What the stage's terminal asks of the app.
#[derive(Clone, Debug)]
pub enum Inbound {
    /// Apply a command; the verdict goes back on the sender, if any.
    Command(SessionCommand, Option<Sender<String>>),
    /// Send back board `N` (0-based) as text: board, clocks, movers.
    Show(usize, Sender<String>),
}

/// Requests arriving from outside the app (the stage's terminal thread).
#[derive(Resource)]
pub struct CommandInbox(pub Receiver<Inbound>);

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

/// Applies every queued command at the current instant. With a journal,
/// a command takes effect only once it is durable in it, and the live PGN
/// is rewritten after it; all before this frame is drawn.
fn apply_commands(
    mut session: ResMut<SessionState>,
    time: Res<StageTime>,
    inbox: Option<Res<CommandInbox>>,
    mut messages: MessageReader<SessionCommand>,
    mut verdict: ResMut<LastResult>,
    mut journal: Option<ResMut<crate::app::journal::JournalSink>>,
) {
    let now = time.now_ms();
    let mut from_inbox = Vec::new();
    for inbound in inbox.iter().flat_map(|i| i.0.try_iter()) {
        match inbound {
            Inbound::Command(cmd, reply) => from_inbox.push((cmd, reply)),
            Inbound::Show(board, reply) => {
                session.0.tick(now);
                let text = match session.0.boards().get(board) {
                    Some(b) => crate::console::render(session.0.config(), &b.game, now),
                    None => {
                        let missing = crate::core::session::SessionError::NoSuchBoard {
                            board: board + 1,
                            count: session.0.boards().len(),
                        };
                        let language = session.0.config().event.language;
                        format!("✗ {}", crate::stage::i18n::refusal(language, &missing))
                    }
                };
                let _ = reply.send(text);
            }
        }
    }
    let local = messages.read().cloned().map(|c| (c, None));
    for (cmd, reply) in local.chain(from_inbox) {
        session.0.tick(now);
        let done = format_line(now, &cmd.command);
        verdict.seq += 1;
        let applied = match journal.as_deref_mut() {
            None => session.0.apply(cmd.board, &cmd.command, now).map(|_| ()),
            Some(sink) => match sink.apply_durably(&mut session.0, cmd.board, &cmd.command, now) {
                Ok(Err(e)) => {
                    error!("journal: {e}");
                    verdict.verdict = Some(Err(format!(
                        "tablero {}: NO aplicada: no se pudo guardar en el diario ({e})",
                        cmd.board + 1
                    )));
                    reply_verdict(reply.as_ref(), &verdict);
                    continue;
                }
                Ok(Ok(_)) => {
                    if let Err(e) = sink.write_pgn(&session.0) {
                        warn!("live PGN {}: {e}", sink.live_pgn.display());
                    }
                    Ok(())
                }
                Err(e) => Err(e),
            },
        };
        match applied {
            Ok(()) => {
                let what = done
                    .split_once(' ')
                    .and_then(|(_, r)| r.split_once(' '))
                    .map_or(done.as_str(), |(_, r)| r);
                let language = session.0.config().event.language;
                verdict.verdict = Some(Ok(format!(
                    "{} {}: {what}",
                    crate::stage::i18n::strings(language).board,
                    cmd.board + 1
                )));
            }
            Err(e) => {
                let language = session.0.config().event.language;
                verdict.verdict = Some(Err(format!(
                    "{} {}: {}",
                    crate::stage::i18n::strings(language).board,
                    cmd.board + 1,
                    crate::stage::i18n::refusal(language, &e)
                )));
            }
        }
        reply_verdict(reply.as_ref(), &verdict);
    }
}

/// Sends the verdict to whoever asked from the terminal: `✓ what was done`
/// or `✗ why it was refused`.
fn reply_verdict(reply: Option<&Sender<String>>, verdict: &LastResult) {
    if let (Some(reply), Some(v)) = (reply, &verdict.verdict) {
        let _ = reply.send(match v {
            Ok(done) => format!("✓ {done}"),
            Err(why) => format!("✗ {why}"),
        });
    }
}

/// Lets flags fall at their instants even when no command arrives. A game
/// that time ended is journaled as a `wait` at this instant, so that a
/// restart finds it ended (a rebuild lets the flag fall at its exact
/// instant again).
fn tick_session(
    mut session: ResMut<SessionState>,
    time: Res<StageTime>,
    mut journal: Option<ResMut<crate::app::journal::JournalSink>>,
) {
    let now = time.now_ms();
    // Only touch the resource (and so trigger change detection) when
    // something happens.
    if session.0.next_deadline_ms(0).is_none_or(|t| t > now) {
        return;
    }
    let running: Vec<bool> = session
        .0
        .boards()
        .iter()
        .map(|b| b.game.outcome().is_none())
        .collect();
    session.0.tick(now);
    let Some(sink) = journal.as_deref_mut() else {
        return;
    };
    let ended: Vec<usize> = (0..running.len())
        .filter(|&i| running[i] && session.0.boards()[i].game.outcome().is_some())
        .collect();
    for &board in &ended {
        if let Err(e) = sink.journal.append(now, board, &Command::Wait) {
            error!("journal: {e}");
        }
    }
    if !ended.is_empty()
        && let Err(e) = sink.write_pgn(&session.0)
    {
        warn!("live PGN {}: {e}", sink.live_pgn.display());
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
            matches!(&result.verdict, Some(Err(e)) if e.contains("no es una jugada legal")),
            "{result:?}"
        );

        let (tx, rx) = crossbeam_channel::unbounded();
        app.insert_resource(CommandInbox(rx));
        tx.send(Inbound::Command(
            SessionCommand {
                board: 1,
                command: Command::Start,
            },
            None,
        ))
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
    fn with_a_journal_each_accepted_command_is_durable_and_in_the_live_pgn() {
        let dir = std::env::temp_dir().join(format!("megxadrez-bridge-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = app();
        let config = app.world().resource::<SessionState>().0.config().clone();
        let opened = crate::app::journal::open(&config, &dir).unwrap();
        app.insert_resource(opened.sink);
        send(&mut app, 0, Command::Start);
        send(&mut app, 0, Command::Move { text: "e4".into() });
        send(&mut app, 0, Command::Move { text: "e4".into() });
        let text = std::fs::read_to_string(dir.join("session.journal")).unwrap();
        let records: Vec<&str> = text.lines().skip(1).collect();
        assert_eq!(
            records.len(),
            2,
            "the refused move is not journaled: {text}"
        );
        assert!(records[1].ends_with("move e4"), "{text}");
        let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
        assert!(pgn.contains("1. e4"), "{pgn}");
        // The journal rebuilds what the stage shows.
        let rebuilt = crate::app::journal::open(&config, &dir).unwrap();
        assert_eq!(
            rebuilt.session.boards(),
            app.world().resource::<SessionState>().0.boards()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_flag_that_falls_with_no_command_is_journaled_and_survives_a_restart() {
        let dir =
            std::env::temp_dir().join(format!("megxadrez-bridge-flag-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = app();
        let config = app.world().resource::<SessionState>().0.config().clone();
        app.insert_resource(crate::app::journal::open(&config, &dir).unwrap().sink);
        send(&mut app, 0, Command::Start);
        app.insert_resource(StageTime::Fixed(5_000 + 720_000 + 1_500));
        app.update();
        let rebuilt = crate::app::journal::open(&config, &dir).unwrap();
        let outcome = rebuilt.session.boards()[0].game.outcome().cloned();
        assert_eq!(
            outcome.map(|o| o.at_ms),
            Some(725_000),
            "ended at the flag's instant after a restart"
        );
        let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        let _ = std::fs::remove_dir_all(&dir);
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
