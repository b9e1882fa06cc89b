//! The bridge between bevy and the core: the one writer of the session. It
//! applies every command in one system (journaled first, when there is a
//! journal), lets time pass, and publishes what happened as
//! [`SessionEvent`]s. Nothing else mutates the session.

use crate::core::ids::BoardNo;
use bevy::prelude::*;
use crossbeam_channel::Sender;

use crate::core::game::Event;
use crate::core::script::format_command;
use crate::live::{
    AppSystems, CommandInbox, EventChange, Following, Inbound, LastResult, SessionCommand,
    SessionEvent, SessionState, StageTime, Verdict,
};
use crate::store::recovery::JournalSink;
use crate::store::writer::{self, WriteError};

/// How far a display node's time may stray from its leader's before it
/// is set again.
const FOLLOW_DRIFT_MS: u64 = 250;

/// The live session's journal and live PGN, when it has one.
#[derive(Resource, Debug)]
pub struct Journaled(pub JournalSink);

impl Journaled {
    /// The stage's journal: its live PGN rewritten once a frame, after the
    /// frame's commands, rather than after each of them.
    pub fn once_a_frame(mut sink: JournalSink) -> Journaled {
        sink.defer_pgn = true;
        Journaled(sink)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Published>().add_systems(
        Update,
        (apply_commands, tick_session, flush_live_pgn)
            .chain()
            .in_set(AppSystems::Apply),
    );
}

/// Writes the live PGN once for all of the frame's changes.
fn flush_live_pgn(session: Res<SessionState>, journal: Option<ResMut<Journaled>>) {
    if let Some(mut journal) = journal
        && let Err(e) = journal.0.flush_pgn(&session.0)
    {
        let said = crate::store::writer::pgn_not_written(&session.0, &journal.0.live_pgn, &e);
        eprintln!("megxadrez: {said}");
    }
}

/// How many events have been published (the next one's number less one).
#[derive(Resource, Default)]
struct Published(u64);

/// Hands the core's events on as [`SessionEvent`]s, numbered.
fn publish(
    out: &mut MessageWriter<SessionEvent>,
    published: &mut Published,
    at_ms: u64,
    events: Vec<(BoardNo, Event)>,
) {
    for (board, event) in events {
        published.0 += 1;
        out.write(SessionEvent {
            seq: published.0,
            board,
            at_ms,
            event,
        });
    }
}

/// Applies every queued command at the current instant, through the
/// store's writer: with a journal, a command takes effect only once it is
/// durable in it, and the live PGN is rewritten after it; all before this
/// frame is drawn.
fn apply_commands(
    mut session: ResMut<SessionState>,
    mut time: ResMut<StageTime>,
    mut following: Option<ResMut<Following>>,
    inbox: Option<Res<CommandInbox>>,
    mut messages: MessageReader<SessionCommand>,
    mut changes: MessageReader<EventChange>,
    mut halls: MessageReader<crate::live::HallChange>,
    mut verdict: ResMut<LastResult>,
    mut journal: Option<ResMut<Journaled>>,
    mut events: MessageWriter<SessionEvent>,
    mut published: ResMut<Published>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = time.now_ms();
    let mut quit = None;
    let mut from_inbox = Vec::new();
    let mut event_requests: Vec<_> = changes.read().map(|c| (c.0.clone(), None)).collect();
    for inbound in inbox.iter().flat_map(|i| i.0.try_iter()) {
        match inbound {
            Inbound::Command(cmd, reply) => from_inbox.push((cmd, reply)),
            Inbound::Event(request, reply) => event_requests.push((request, Some(reply))),
            Inbound::Show(board, reply) => {
                // Showing reads; it lets time pass only as a frame would.
                let written = writer::tick(
                    &mut session.0,
                    journal.as_deref_mut().map(|j| &mut j.0),
                    now,
                );
                publish(&mut events, &mut published, now, written.events);
                let text = crate::console::render_stage(&session.0, board, now);
                let _ = reply.send(text);
            }
            Inbound::Followed(leader, leader_ms) => {
                session.0 = *leader;
                // Follow the leader's time, without a jump for the few ms
                // a request takes.
                if now.abs_diff(leader_ms) > FOLLOW_DRIFT_MS {
                    *time = StageTime::real_from(leader_ms);
                }
                if let Some(f) = following.as_deref_mut().filter(|f| f.lost) {
                    f.lost = false;
                }
            }
            Inbound::Fed(board, fed) => {
                let sink = journal.as_deref_mut().map(|j| &mut j.0);
                let happened = follow_source(&mut session.0, sink, board, &fed, now);
                publish(&mut events, &mut published, now, happened);
            }
            Inbound::LinkLost => {
                if let Some(f) = following.as_deref_mut().filter(|f| !f.lost) {
                    f.lost = true;
                }
            }
            Inbound::Hall(command, reply) => {
                let sink = journal.as_deref_mut().map(|j| &mut j.0);
                let _ = reply.send(crate::hall_flow::apply(&mut session.0, sink, command, now));
            }
            Inbound::Quit(reply) => quit = Some(reply),
        }
    }
    // The operator window's messages for the hall's screens.
    for change in halls.read() {
        let sink = journal.as_deref_mut().map(|j| &mut j.0);
        let said = crate::hall_flow::apply(&mut session.0, sink, change.clone(), now);
        eprintln!("megxadrez: {said}");
    }
    let local = messages.read().cloned().map(|c| (c, None));
    for (cmd, reply) in local.chain(from_inbox) {
        let language = session.0.config().event.language;
        let board_word = crate::i18n::strings(language).board;
        verdict.seq += 1;
        let sink = journal.as_deref_mut().map(|j| &mut j.0);
        verdict.verdict = Some(
            match writer::apply(&mut session.0, sink, cmd.board, &cmd.command, now) {
                Ok(written) => {
                    if let Some(problem) = &written.problem {
                        warn!("{problem}");
                    }
                    // A move is said back as played, in the letters the
                    // operator types (the journal keeps English SAN).
                    let letters = session.0.config().piece_letters();
                    let said = written
                        .events
                        .iter()
                        .find_map(|(_, e)| match e {
                            Event::MovePlayed { san, .. } => Some(format!(
                                "move {}",
                                crate::core::notation::from_english(san, letters)
                            )),
                            _ => None,
                        })
                        .unwrap_or_else(|| format_command(&cmd.command));
                    publish(&mut events, &mut published, now, written.events);
                    Ok(format!("{board_word} {}: {said}", cmd.board))
                }
                Err(WriteError::NotSaved(e)) => {
                    let said = crate::i18n::not_saved(language, &e);
                    eprintln!("megxadrez: {said}");
                    Err(format!("{board_word} {}: {said}", cmd.board))
                }
                Err(WriteError::Refused(e)) => Err(format!(
                    "{board_word} {}: {}",
                    cmd.board,
                    crate::i18n::refusal(language, &e)
                )),
            },
        );
        reply_verdict(reply.as_ref(), &verdict);
    }
    for (request, reply) in event_requests {
        verdict.seq += 1;
        let sink = journal.as_deref_mut().map(|j| &mut j.0);
        verdict.verdict = Some(crate::round_flow::apply_request(
            &mut session.0,
            sink,
            &request,
            now,
        ));
        if let Some(sink) = journal.as_deref_mut().map(|j| &mut j.0)
            && let Err(e) = sink.write_pgn(&session.0)
        {
            let said = crate::store::writer::pgn_not_written(&session.0, &sink.live_pgn, &e);
            eprintln!("megxadrez: {said}");
        }
        reply_verdict(reply.as_ref(), &verdict);
    }
    // `quit` from the terminal: after every command before it is applied
    // (and journaled), the stage ends.
    if let Some(reply) = quit {
        let _ = reply.send(String::new());
        exit.write(AppExit::Success);
    }
}

/// Brings board `board` to the game its PGN source gives (through the
/// writer: journaled, refereed); what went wrong is said on the terminal.
fn follow_source(
    session: &mut crate::core::session::Session,
    mut sink: Option<&mut JournalSink>,
    board: BoardNo,
    fed: &crate::core::feed::FedGame,
    now: u64,
) -> Vec<(BoardNo, Event)> {
    let language = session.config().event.language;
    let say = |why: String| {
        eprintln!(
            "megxadrez: {} {}: PGN: {why}",
            crate::i18n::strings(language).board,
            board
        );
    };
    let Some(game) = session.boards().get(board.index()).map(|b| &b.game) else {
        return Vec::new();
    };
    let commands = match crate::core::feed::catch_up(game, fed) {
        Ok(commands) => commands,
        Err(e) => {
            say(e.text(language));
            return Vec::new();
        }
    };
    let mut events = Vec::new();
    for command in commands {
        match writer::apply(session, sink.as_deref_mut(), board, &command, now) {
            Ok(written) => events.extend(written.events),
            Err(WriteError::Refused(e)) => {
                say(format!(
                    "{}: {}",
                    format_command(&command),
                    crate::i18n::refusal(language, &e)
                ));
                break;
            }
            Err(WriteError::NotSaved(e)) => {
                say(crate::i18n::not_saved(language, &e));
                break;
            }
        }
    }
    events
}

/// Sends the verdict to whoever asked (the terminal, the server).
fn reply_verdict(reply: Option<&Sender<Verdict>>, verdict: &LastResult) {
    if let (Some(reply), Some(v)) = (reply, &verdict.verdict) {
        let _ = reply.send(Verdict::of(v.clone()));
    }
}

/// Lets flags fall at their instants even when no command arrives (the
/// writer journals a game that time ended). Not on a display node: there
/// the leader's journal says when a flag fell.
fn tick_session(
    mut session: ResMut<SessionState>,
    time: Res<StageTime>,
    following: Option<Res<Following>>,
    mut journal: Option<ResMut<Journaled>>,
    mut events: MessageWriter<SessionEvent>,
    mut published: ResMut<Published>,
) {
    if following.is_some() {
        return;
    }
    let now = time.now_ms();
    // Only touch the resource (and so trigger change detection) when
    // something falls due.
    if session.0.next_deadline_ms(0).is_none_or(|t| t > now) {
        return;
    }
    let written = writer::tick(
        &mut session.0,
        journal.as_deref_mut().map(|j| &mut j.0),
        now,
    );
    if let Some(problem) = &written.problem {
        warn!("{problem}");
    }
    publish(&mut events, &mut published, now, written.events);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Command;
    use crate::core::session::Session;

    fn app() -> App {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/megxadrez-final-armageddon-12-10.toml");
        let mut config = crate::store::load_config(&path).unwrap();
        // The stage's clock official (the seed-000 configs leave a flag to
        // the arbiter): these tests let flags fall by time.
        config.rules.flag_mode = crate::core::rules::FlagMode::Automatic;
        let session = Session::new(config);
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, crate::live::plugin, plugin))
            .insert_resource(SessionState(session))
            .insert_resource(StageTime::Fixed(5_000));
        app
    }

    fn send(app: &mut App, index: usize, command: Command) {
        app.world_mut().write_message(SessionCommand {
            board: BoardNo::at(index),
            command,
        });
        app.update();
    }

    /// Every event published so far, in order.
    fn published(app: &mut App) -> Vec<SessionEvent> {
        let messages = app.world().resource::<Messages<SessionEvent>>();
        let mut cursor = messages.get_cursor();
        cursor.read(messages).cloned().collect()
    }

    #[test]
    fn what_each_command_and_the_passing_time_did_is_published_in_order() {
        let mut app = app();
        send(&mut app, 1, Command::Start);
        send(&mut app, 1, Command::Move { text: "e4".into() });
        send(&mut app, 1, Command::Move { text: "e4".into() }); // refused
        let got: Vec<(u64, usize, u64, String)> = published(&mut app)
            .into_iter()
            .map(|e| (e.seq, e.board.index(), e.at_ms, format!("{:?}", e.event)))
            .collect();
        assert_eq!(got.len(), 2, "{got:#?}");
        assert_eq!((got[0].0, got[0].1, got[0].2), (1, 1, 5_000));
        assert!(got[0].3.starts_with("ClockStarted"), "{got:#?}");
        assert_eq!((got[1].0, got[1].1), (2, 1));
        assert!(
            got[1].3.contains("MovePlayed") && got[1].3.contains("e4"),
            "{got:#?}"
        );
        // Black's flag falls with no command: published by the tick.
        app.insert_resource(StageTime::Fixed(5_000 + 13 * 60_000));
        app.update();
        let last = published(&mut app).pop().unwrap();
        assert_eq!((last.seq, last.board.index()), (3, 1), "{last:?}");
        let what = format!("{:?}", last.event);
        assert!(
            what.contains("GameEnded") && what.contains("Flag"),
            "{last:?}"
        );
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
                board: BoardNo::at(1),
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
        let opened = crate::store::recovery::open(&config, &dir, false).unwrap();
        app.insert_resource(Journaled::once_a_frame(opened.sink));
        send(&mut app, 0, Command::Start);
        send(&mut app, 0, Command::Move { text: "e4".into() });
        send(&mut app, 0, Command::Move { text: "e4".into() });
        let text = std::fs::read_to_string(dir.join("session.journal")).unwrap();
        // Whose journal it is, then the commands accepted.
        let records: Vec<&str> = text.lines().skip(2).collect();
        assert!(
            text.lines()
                .nth(1)
                .is_some_and(|l| l.contains(" identity at "))
        );
        assert_eq!(
            records.len(),
            2,
            "the refused move is not journaled: {text}"
        );
        assert!(records[1].ends_with("move e4"), "{text}");
        let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
        assert!(pgn.contains("1. e4"), "{pgn}");
        // The journal rebuilds what the stage shows.
        let rebuilt = crate::store::recovery::read(&config, &dir).unwrap();
        assert_eq!(
            rebuilt.session.boards(),
            app.world().resource::<SessionState>().0.boards()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_frame_of_several_commands_rewrites_the_live_pgn_once_with_all_of_them() {
        let dir =
            std::env::temp_dir().join(format!("megxadrez-bridge-burst-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = app();
        let config = app.world().resource::<SessionState>().0.config().clone();
        let opened = crate::store::recovery::open(&config, &dir, false).unwrap();
        app.insert_resource(Journaled::once_a_frame(opened.sink));
        let burst = [
            Command::Start,
            Command::Move { text: "e4".into() },
            Command::Move { text: "e5".into() },
            // Refused: the pawn is on e4 already.
            Command::Move { text: "e4".into() },
        ];
        for command in burst {
            app.world_mut().write_message(SessionCommand {
                board: BoardNo::at(0),
                command,
            });
        }
        app.update();
        let pgn = std::fs::read_to_string(dir.join("live.pgn")).unwrap();
        assert!(pgn.contains("1. e4 {[%clk"), "{pgn}");
        assert!(pgn.contains("e5 {[%clk"), "{pgn}");
        // Nothing changed since: the next frame leaves the file alone.
        let written = std::fs::metadata(dir.join("live.pgn"))
            .unwrap()
            .modified()
            .unwrap();
        std::fs::remove_file(dir.join("live.pgn")).unwrap();
        app.update();
        assert!(
            !dir.join("live.pgn").exists(),
            "rewritten with nothing new (was {written:?})"
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
        app.insert_resource(Journaled::once_a_frame(
            crate::store::recovery::open(&config, &dir, false)
                .unwrap()
                .sink,
        ));
        send(&mut app, 0, Command::Start);
        app.insert_resource(StageTime::Fixed(5_000 + 720_000 + 1_500));
        app.update();
        let rebuilt = crate::store::recovery::read(&config, &dir).unwrap();
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

    /// The app's bridge and public address on the system's real output (in
    /// CI, as on this machine: no sound card), a game played to its end.
    #[test]
    fn the_app_runs_a_game_to_its_end_and_reports_whether_a_device_plays_it() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("configs/megxadrez-final-armageddon-12-10.toml");
        let session = Session::new(crate::store::load_config(&path).unwrap());
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            crate::live::plugin,
            plugin,
            crate::audio::public_address::plugin,
        ))
        .insert_resource(SessionState(session))
        .insert_resource(StageTime::Fixed(0));
        app.update();
        // Let the audio thread try the device once.
        let start = std::time::Instant::now();
        loop {
            app.update();
            let s = &app
                .world()
                .resource::<crate::audio::public_address::Announcer>()
                .status;
            if s.device.is_some() || s.problem.is_some() {
                break;
            }
            assert!(
                start.elapsed() < std::time::Duration::from_secs(10),
                "no status: {:?} {:?}",
                app.world()
                    .resource::<crate::audio::public_address::Announcer>()
                    .problem,
                app.world()
                    .resource::<crate::audio::public_address::Announcer>()
                    .engine
                    .status()
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let mut at = 1000;
        for command in [
            Command::Start,
            Command::Move { text: "f3".into() },
            Command::Move { text: "e5".into() },
            Command::Move { text: "g4".into() },
            Command::Move {
                text: "Qh4#".into(),
            },
        ] {
            app.insert_resource(StageTime::Fixed(at));
            app.world_mut().write_message(SessionCommand {
                board: BoardNo::at(0),
                command,
            });
            app.update();
            at += 5000;
        }
        let session = &app.world().resource::<SessionState>().0;
        assert!(session.boards()[0].game.outcome().is_some(), "mate");
        let a = app
            .world()
            .resource::<crate::audio::public_address::Announcer>();
        let log: Vec<&str> = a.desk.log().map(|l| l.text.as_str()).collect();
        let start_line = log.iter().find(|l| l.contains("Inicio de partida"));
        let end_line = log.iter().find(|l| l.contains("Fin de partida"));
        assert!(start_line.is_some() && end_line.is_some(), "{log:#?}");
        if a.status.device.is_none() {
            assert!(
                a.status_line()
                    .starts_with("sin dispositivo de audio — reintentando"),
                "{}",
                a.status_line()
            );
            assert!(start_line.unwrap().contains("no se oyó"), "{log:#?}");
        } else {
            assert!(a.status.played >= 1, "{:?}", a.status);
        }
    }
}
