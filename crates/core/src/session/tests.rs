//! The unit tests of `session`.

use super::*;

fn session() -> Session {
    let path = crate::testing::root().join("configs/megxadrez-final-armageddon-12-10.toml");
    Session::new(crate::testing::load(&path))
}

#[test]
fn a_flag_fallen_live_and_its_wait_record_replayed_give_the_same_session() {
    // Seen in the day-long soak: the live stage lets the flag fall by
    // time (one change) and journals a `wait`; the replay let time pass
    // and then applied the `wait` as a second change, so the rebuilt
    // session's revision ran ahead of the live one's.
    use crate::journal::{Entry, Record};
    // The stage's clock official (the seed-000 configs leave the flag
    // to the arbiter).
    let mut config = session().config().clone();
    config.rules.flag_mode = crate::rules::FlagMode::Automatic;
    let mut live = Session::new(config);
    let mut records = Vec::new();
    let mut record = |at_ms: u64, command: Command| {
        records.push(Record {
            seq: records.len() as u64 + 1,
            at_ms,
            entry: Entry::Board {
                board: BoardNo::at(0),
                command,
            },
        });
    };
    live.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    record(0, Command::Start);
    let deadline = live.next_deadline_ms(0).expect("a clock runs");
    assert!(!live.tick(deadline + 5).is_empty(), "the flag falls");
    record(deadline + 5, Command::Wait);
    assert!(live.boards()[0].game.outcome().is_some());
    let rebuilt = Session::rebuild(live.config().clone(), &records).unwrap();
    assert_eq!(rebuilt.revision(), live.revision());
    assert_eq!(rebuilt, live);
}

#[test]
fn a_command_or_reason_with_a_line_break_is_refused_before_the_journal_sees_it() {
    // Seen over HTTP: `arbiter 1-0 line one\nline two` was journaled
    // as a record spanning two lines, and every later start refused
    // the journal.
    let mut s = session();
    s.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    let arbiter = Command::Arbiter {
        result: crate::rules::GameResult::Decisive(shakmaty::Color::White),
        reason: "line one\nline two".into(),
    };
    let mut committed = false;
    let verdict = s.apply_durably(BoardNo::at(0), &arbiter, 10, || {
        committed = true;
        Ok::<(), ()>(())
    });
    assert_eq!(verdict, Err(SessionError::ControlCharacter('\n')));
    assert!(!committed, "nothing reaches the journal");
    assert_eq!(
        s.apply(BoardNo::at(0), &arbiter, 10),
        Err(SessionError::ControlCharacter('\n'))
    );
    assert!(s.boards()[0].game.outcome().is_none());
    let unpair = crate::event::EventCommand::Unpair {
        round: 1,
        reason: "oops\u{1b}[2J".into(),
    };
    assert_eq!(
        s.check_event(&unpair),
        Err(SessionError::ControlCharacter('\u{1b}'))
    );
    assert_eq!(
        s.apply_event(&unpair),
        Err(SessionError::ControlCharacter('\u{1b}'))
    );
}

#[test]
fn a_record_journaled_before_the_one_line_check_still_replays() {
    // An older version took a tab inside a reason; its journal must
    // still rebuild the event.
    use crate::journal::{Entry, Record};
    let records = [
        Record {
            seq: 1,
            at_ms: 0,
            entry: Entry::Board {
                board: BoardNo::at(0),
                command: Command::Start,
            },
        },
        Record {
            seq: 2,
            at_ms: 1000,
            entry: Entry::Board {
                board: BoardNo::at(0),
                command: Command::Arbiter {
                    result: crate::rules::GameResult::Draw,
                    reason: "por\tacuerdo".into(),
                },
            },
        },
    ];
    let config = session().config().clone();
    let rebuilt = Session::rebuild(config, &records).expect("the old journal rebuilds");
    assert!(rebuilt.boards()[0].game.outcome().is_some());
}

#[test]
fn boards_are_independent_and_each_change_bumps_the_revision() {
    let mut s = session();
    assert!(s.boards().len() >= 2);
    s.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    let r = s.revision();
    s.apply(BoardNo::at(1), &Command::Start, 10).unwrap();
    s.apply(BoardNo::at(1), &Command::Move { text: "d4".into() }, 20)
        .unwrap();
    assert_eq!(s.revision(), r + 2);
    assert_eq!(s.boards()[0].game.moves().len(), 0);
    assert_eq!(s.boards()[1].game.moves().len(), 1);
    assert!(
        s.apply(BoardNo::at(0), &Command::Move { text: "e5".into() }, 30)
            .is_err()
    );
    assert_eq!(s.revision(), r + 2, "a refusal changes nothing");
    assert_eq!(
        s.apply(BoardNo::at(9), &Command::Start, 40),
        Err(SessionError::NoSuchBoard {
            board: BoardNo::at(9),
            count: s.boards().len()
        })
    );
}

#[test]
fn a_command_takes_effect_only_once_it_is_durable() {
    let mut s = session();
    s.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    let before = s.clone();
    let failed = s.apply_durably(
        BoardNo::at(0),
        &Command::Move { text: "e4".into() },
        10,
        || Err("disk full"),
    );
    assert_eq!(failed, Ok(Err("disk full")));
    assert_eq!(s, before, "nothing changed");
    let done = s.apply_durably(
        BoardNo::at(0),
        &Command::Move { text: "e4".into() },
        10,
        || Ok::<(), &str>(()),
    );
    assert!(matches!(done, Ok(Ok(_))));
    assert_eq!(s.boards()[0].game.moves().len(), 1);
    assert_eq!(s.revision(), before.revision() + 1);
    let mut committed = false;
    let refused = s.apply_durably(
        BoardNo::at(0),
        &Command::Move { text: "e4".into() },
        20,
        || {
            committed = true;
            Ok::<(), &str>(())
        },
    );
    assert!(
        refused.is_err() && !committed,
        "a refusal is never journaled"
    );
}

#[test]
fn tick_lets_flags_fall_and_reports_the_next_deadline() {
    let mut s = session();
    s.apply(BoardNo::at(0), &Command::Start, 0).unwrap();
    assert_eq!(s.next_deadline_ms(0), Some(720_000), "White's 12 minutes");
    let r = s.revision();
    assert!(s.tick(719_999).is_empty());
    let events = s.tick(720_000);
    assert_eq!(events.len(), 1);
    assert_eq!(s.revision(), r + 1);
    assert_eq!(s.next_deadline_ms(720_000), None);
}

#[test]
fn a_half_bye_needs_a_reason_when_entered_not_when_an_older_journal_is_read() {
    // Seed 004 §5: "podrá ser concedido bajo criterio arbitral con una
    // puntuación de 0": entered now, ½ without a reason is refused; a
    // journal written before that rule still reads back whole.
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    let half = crate::event::parse("bye 2 5 half").unwrap();
    assert_eq!(
        s.apply_event(&half),
        Err(SessionError::Event(
            crate::event::EventError::ByeNeedsReason(5, 2)
        ))
    );
    s.apply_event_taken(&half).unwrap();
    assert_eq!(
        s.event().byes_entered(2),
        [(5, crate::pairing::results::Bye::Half)]
    );
}

#[test]
fn a_team_match_boards_result_from_its_scoresheet_is_that_boards_result_seen_from_its_white() {
    // Issue 47, item 5: a school match's board results entered without
    // moves (`event board R W B K RESULT`) showed on no page: each stage
    // board now carries its own, from the White at that board (the
    // second team has White on even boards).
    use crate::event::{EventCommand, PairingResult};
    let config =
        crate::testing::load(&crate::testing::root().join("tests/configs/school-five.toml"));
    let run = crate::replay::replay(
        &config,
        "at 0 event next\nat 0 event stage 1\n",
        false,
        &mut || true,
    );
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    let mut s = run.session;
    let p = s.event().round_pairings(1).0[0];
    let at = |s: &Session, label: &str| {
        s.boards()
            .iter()
            .position(|b| b.label == label)
            .unwrap_or_else(|| panic!("no board {label}"))
    };
    let (b1, b2, b3) = (at(&s, "1.1"), at(&s, "1.2"), at(&s, "1.3"));
    // Board 2's White is a child of the team with Black on board 1.
    let white_on_2 = s.boards()[b2]
        .game
        .contender(shakmaty::Color::White)
        .name
        .clone();
    let second = s.event().names()[p.black as usize - 1].clone();
    assert!(
        white_on_2.contains(&second),
        "{white_on_2} is not of {second}"
    );
    for (board, result) in [(2, PairingResult::WhiteWins), (3, PairingResult::BlackWins)] {
        s.apply_event(&EventCommand::Board {
            round: 1,
            white: p.white,
            black: p.black,
            board,
            result,
        })
        .unwrap();
    }
    assert_eq!(
        s.entered_result(BoardNo::at(b1)),
        None,
        "board 1 is being played"
    );
    assert_eq!(
        s.entered_result(BoardNo::at(b2)),
        Some(PairingResult::WhiteWins)
    );
    assert_eq!(
        s.entered_result(BoardNo::at(b3)),
        Some(PairingResult::BlackWins)
    );
}

#[test]
fn a_call_for_the_arbiter_is_journaled_rings_once_and_survives_a_rebuild() {
    use crate::calls::CallCommand;
    use crate::journal::{Entry, Record, format_record, read};
    let mut s = session();
    let two = BoardNo::at(1);
    let mut scheduler = crate::schedule::CueScheduler::new();
    scheduler.prime(&s, 0);
    s.apply_call(CallCommand::Call(two), 12_500).unwrap();
    // The config's `arbiter_call` cue (the built-in "aviso") rings once.
    let due = scheduler.poll(&s, 13_000);
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(
        due[0].trigger,
        crate::schedule::Trigger::ArbiterCall {
            board: two,
            since_ms: 12_500
        }
    );
    assert_eq!(Some(due[0].cue), s.config().audio.arbiter_call);
    assert!(scheduler.poll(&s, 20_000).is_empty(), "rung once");
    // A board the stage lacks, and a second call, are refused.
    assert_eq!(
        s.apply_call(CallCommand::Call(BoardNo::at(9)), 13_000),
        Err(SessionError::NoSuchBoard {
            board: BoardNo::at(9),
            count: s.board_count()
        })
    );
    assert!(s.apply_call(CallCommand::Call(two), 14_000).is_err());
    // As the journal writes it and reads it back.
    let record = Record {
        seq: 1,
        at_ms: 12_500,
        entry: Entry::Call(CallCommand::Call(two)),
    };
    let line = format_record(record.seq, record.at_ms, &record.entry);
    assert!(line.contains(" arbiter at 12.500 call 2\n"), "{line}");
    let text = format!("{}\n{line}", crate::journal::HEADER);
    let (records, torn) = read(std::path::Path::new("j"), &text).unwrap();
    assert!(torn.is_none());
    assert_eq!(records, [record]);
    let rebuilt = Session::rebuild(s.config().clone(), &records).unwrap();
    assert_eq!(rebuilt.calls(), s.calls());
    // The answer closes it.
    s.apply_call(CallCommand::Answer(two), 30_000).unwrap();
    assert!(s.calls().open().is_empty());
}
