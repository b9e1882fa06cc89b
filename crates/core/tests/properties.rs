//! Properties of the core over random games: remaining time is never
//! negative and only grows by a credit; every accepted move is legal;
//! replaying the accepted commands (also through the script text form)
//! rebuilds the identical state.

use megxadrez_core::clock::{ClockSettings, SideControl, TimeChange};
use megxadrez_core::game::{Command, Contender, Event, Game};
use megxadrez_core::points::Points;
use megxadrez_core::rules::{FlagPolicy, GameRules, IllegalMovePolicy, Scoring};
use megxadrez_core::script::{Action, format_line, parse_line};
use megxadrez_core::team::Rotation;
use proptest::prelude::*;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{ByColor, Chess, Color, Position};

fn rules(variant: u8) -> GameRules {
    let (minutes, inc, unclocked) = match variant % 3 {
        0 => (15, 5, None),
        1 => (1, 0, None),
        _ => (2, 2, Some(60_000)),
    };
    GameRules {
        clock: ClockSettings {
            control: ByColor {
                white: SideControl::minutes(minutes + 1, inc),
                black: SideControl::minutes(minutes, inc),
            },
            unclocked_ms: unclocked,
        },
        armageddon: variant.is_multiple_of(2),
        flag: if variant.is_multiple_of(2) {
            FlagPolicy::AlwaysLoses
        } else {
            FlagPolicy::DrawIfOpponentCannotMate
        },
        flag_mode: megxadrez_core::rules::FlagMode::Automatic,
        illegal: IllegalMovePolicy {
            lose_at: [None, Some(2), Some(4)][variant as usize % 3],
            opponent_bonus_ms: [0, 60_000, 120_000][variant as usize % 3],
            draw_if_opponent_cannot_mate: variant.is_multiple_of(2),
        },
        scoring: Scoring {
            win: Points::whole(4),
            draw: Points::whole(2),
            loss: Points::whole(1),
        },
    }
}

fn new_game(variant: u8) -> Game {
    let team = |name: &str, players: &[&str]| {
        let roster: Vec<String> = players.iter().map(|p| p.to_string()).collect();
        Contender {
            name: name.into(),
            rotation: Rotation::new(name, &roster, &roster[..3]).ok(),
        }
    };
    Game::new(
        rules(variant),
        [
            team("A", &["a1", "a2", "a3", "a4"]),
            team("B", &["b1", "b2", "b3"]),
        ],
    )
}

/// One random step: a time gap and a choice interpreted against the game.
#[derive(Clone, Debug)]
struct Step {
    gap_ms: u64,
    kind: u8,
    pick: usize,
    garbage: String,
}

fn step() -> impl Strategy<Value = Step> {
    (
        0u64..40_000,
        0u8..40,
        any::<usize>(),
        "[a-hxO=NBRQK1-8+#-]{0,7}",
    )
        .prop_map(|(gap_ms, kind, pick, garbage)| Step {
            gap_ms,
            kind,
            pick,
            garbage,
        })
}

/// Turns a step into a command, using the game to pick legal moves.
fn command(game: &Game, s: &Step) -> Command {
    let pos = game.position();
    let legal = pos.legal_moves();
    let side = if s.pick.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    match s.kind {
        0..=23 if !legal.is_empty() => {
            let m = legal[s.pick % legal.len()];
            let text = match s.kind % 3 {
                0 => San::from_move(pos, m).to_string(),
                1 => UciMove::from_standard(m).to_string(),
                _ => format!("{}", m.to_uci(shakmaty::CastlingMode::Standard)),
            };
            Command::Move { text }
        }
        24..=27 => Command::Move {
            text: s.garbage.clone(),
        },
        28 => Command::Illegal,
        29 => Command::Pause,
        30 | 31 => Command::Resume,
        32 => Command::Adjust {
            side,
            change: match s.pick % 3 {
                0 => TimeChange::Add(s.gap_ms),
                1 => TimeChange::Subtract(s.gap_ms * 3),
                _ => TimeChange::Set(s.gap_ms * 5),
            },
        },
        33 => Command::ClaimDraw,
        34 => Command::SetAbsent {
            side,
            player: ["a2", "b1", "zz"][s.pick % 3].into(),
            absent: !s.pick.is_multiple_of(5),
        },
        35 if s.pick.is_multiple_of(7) => Command::Resign { side },
        36 => Command::Undo,
        37 if s.pick.is_multiple_of(5) => Command::Flag { side },
        _ => Command::Wait,
    }
}

/// Plays the steps; returns the game and the accepted commands.
fn play(variant: u8, steps: &[Step]) -> (Game, Vec<(u64, Command)>, Vec<String>) {
    let mut game = new_game(variant);
    let mut accepted = Vec::new();
    let mut violations = Vec::new();
    let mut now = 0;
    let start = Command::Start;
    game.apply(&start, 0).unwrap();
    accepted.push((0, start));
    let mut last = game.clock().remaining_both_ms(0);
    for s in steps {
        now += s.gap_ms;
        let cmd = command(&game, s);
        let before: Chess = game.position().clone();
        let mut events = game.tick(now);
        match game.apply(&cmd, now) {
            Ok(evs) => {
                if let Command::Move { text } = &cmd {
                    // Every accepted move is legal in the position before it.
                    let played = game.moves().last().unwrap();
                    let uci: UciMove = played.uci.parse().unwrap();
                    match uci.to_move(&before) {
                        Ok(m) if before.clone().play(m).is_ok_and(|p| &p == game.position()) => {}
                        _ => {
                            violations.push(format!("accepted {text:?} is not legal in {before:?}"))
                        }
                    }
                }
                events.extend(evs);
                accepted.push((now, cmd));
            }
            Err(_) => {
                if game.outcome().is_none() && game.position() != &before {
                    violations.push(format!("refused {cmd:?} changed the position"));
                }
            }
        }
        // Remaining time never goes below zero (u64 arithmetic would panic)
        // and only grows through a credit.
        let now_left = game.clock().remaining_both_ms(now);
        for side in [Color::White, Color::Black] {
            let credited = events.iter().any(|e| match e {
                Event::MovePlayed { side: s, .. }
                | Event::TimeAdded { side: s, .. }
                | Event::TimeAdjusted { side: s, .. } => *s == side,
                // A move taken back gives back the time since it was made.
                Event::MoveUndone { .. } | Event::EndingUndone { .. } => true,
                _ => false,
            });
            if !credited && now_left[side] > last[side] {
                violations.push(format!("{side:?} gained time without a credit at {now}"));
            }
        }
        if game.outcome().is_none()
            && let Some(running) = game.clock().running_side()
            && now_left[running] == 0
        {
            violations.push(format!("{running:?} shows 0:00 at {now} but no flag fell"));
        }
        last = now_left;
    }
    (game, accepted, violations)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn remaining_time_is_never_negative_and_every_accepted_move_is_legal(
        variant in 0u8..6,
        steps in prop::collection::vec(step(), 1..120),
    ) {
        let (game, accepted, violations) = play(variant, &steps);
        prop_assert!(violations.is_empty(), "{violations:?}");
        // A flag the stage's own clock let fall shows 0:00 (one the arbiter
        // saw on the table clock need not).
        let declared = accepted.iter().any(|(_, c)| matches!(c, Command::Flag { .. }));
        if let Some(o) = game.outcome() && o.termination == megxadrez_core::rules::Termination::Flag && !declared {
            let flagged = game.clock().remaining_both_ms(o.at_ms);
            prop_assert!(flagged.white == 0 || flagged.black == 0);
        }
    }

    #[test]
    fn replaying_the_accepted_commands_gives_the_identical_state(
        variant in 0u8..6,
        steps in prop::collection::vec(step(), 1..120),
    ) {
        let (game, accepted, _) = play(variant, &steps);
        let end = game.now_ms();

        let mut again = new_game(variant);
        for (at, cmd) in &accepted {
            again.apply(cmd, *at).unwrap();
        }
        again.tick(end);
        prop_assert_eq!(&again, &game);

        // The same through the script text that a journal writes.
        let mut from_text = new_game(variant);
        for (i, (at, cmd)) in accepted.iter().enumerate() {
            let line = format_line(*at, cmd);
            let parsed = parse_line(i + 1, &line).unwrap().unwrap();
            let Action::Command(parsed_cmd) = parsed.action else { panic!("{line}") };
            prop_assert_eq!(&parsed_cmd, cmd);
            from_text.apply(&parsed_cmd, parsed.at_ms).unwrap();
        }
        from_text.tick(end);
        prop_assert_eq!(&from_text, &game);
    }
}
