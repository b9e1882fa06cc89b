//! The state a client reads (`GET /api/state`) and the changes it follows
//! (`GET /api/events`), as JSON: the core's own reports of each board (a
//! bughouse match's of each match), the clocks with the instant they were
//! read at so that a page computes them without jumps, and the standings.

use serde_json::{Value, json};
use shakmaty::Color;

use crate::core::game::Event;
use crate::core::session::Session;

/// The whole state at session instant `now_ms`, read at wall time
/// `wall_ms` (ms since 1970).
pub fn state(session: &Session, now_ms: u64, wall_ms: u64) -> Value {
    let config = session.config();
    let event_name = &config.event.name;
    let boards: Vec<Value> = session
        .boards()
        .iter()
        .map(|b| {
            let game = &b.game;
            let mut report =
                serde_json::to_value(crate::core::report::Report::of(game, event_name, now_ms))
                    .unwrap_or(Value::Null);
            report["label"] = json!(b.label);
            report["running"] = json!(game.clock().running_side().map(side));
            report["clock_read_at_ms"] = json!(now_ms);
            report
        })
        .collect();
    let matches: Vec<Value> = session
        .matches()
        .iter()
        .map(|m| {
            let mut report = serde_json::to_value(crate::core::bughouse::MatchReport::of(
                &m.game, event_name, now_ms,
            ))
            .unwrap_or(Value::Null);
            report["label"] = json!(m.label);
            for b in 0..2 {
                report["boards"][b]["running"] = json!(m.game.clock(b).running_side().map(side));
            }
            report["clock_read_at_ms"] = json!(now_ms);
            report
        })
        .collect();
    let staged = session.event().staged_round();
    let table = crate::live::shown_table(session);
    let standings: Vec<Value> = table
        .rows
        .iter()
        .map(|r| {
            json!({
                "rank": r.rank,
                "start_no": r.start_no,
                "name": r.name,
                "points": r.points,
                "values": r.values,
            })
        })
        .collect();
    json!({
        "event": event_name,
        "site": config.event.site,
        "round": if staged > 0 { config.round_name(staged) } else { config.event.round.clone() },
        "staged_round": staged,
        "revision": session.revision(),
        "now_ms": now_ms,
        "wall_ms": wall_ms,
        "boards": boards,
        "matches": matches,
        "standings": { "columns": table.columns, "rows": standings },
        "screens": config.screens.iter().map(|s| json!({
            "name": s.name,
            "layout": s.layout.name(),
            "boards": s.boards,
            "follows_round": s.follows_round,
        })).collect::<Vec<_>>(),
        // The hall's messages up now: their text, banner or full screen,
        // their screens (none: every one), and when each goes by itself.
        "messages": session.hall().up(now_ms).collect::<Vec<_>>(),
    })
}

fn side(c: Color) -> &'static str {
    crate::core::script::side_word(c)
}

/// One board's event as a change: its board (from 1), the session
/// instant, what happened.
pub fn change(board: usize, at_ms: u64, event: &Event) -> Value {
    let (kind, detail) = match event {
        Event::PositionSet { fen } => ("position_set", json!({ "fen": fen })),
        Event::ColoursAssigned { white, black } => (
            "colours_assigned",
            json!({ "white": white, "black": black }),
        ),
        Event::ClockStarted { side: s } => ("clock_started", json!({ "side": side(*s) })),
        Event::ClockPressed { side: s } => ("clock_pressed", json!({ "side": side(*s) })),
        Event::PressCancelled { side: s } => ("press_cancelled", json!({ "side": side(*s) })),
        Event::FlagShown { side: s, at_ms } => {
            ("flag_shown", json!({ "side": side(*s), "flag_ms": at_ms }))
        }
        Event::UnclockedPeriodEnded { at_ms } => {
            ("unclocked_period_ended", json!({ "end_ms": at_ms }))
        }
        Event::MovePlayed {
            side: s,
            san,
            mover,
        } => (
            "move",
            json!({ "side": side(*s), "san": san, "mover": mover }),
        ),
        Event::IllegalMoveRecorded { side: s, count } => {
            ("illegal_move", json!({ "side": side(*s), "count": count }))
        }
        Event::TimeAdded { side: s, ms } => ("time_added", json!({ "side": side(*s), "ms": ms })),
        Event::ClockPaused => ("clock_paused", json!({})),
        Event::ClockResumed => ("clock_resumed", json!({})),
        Event::TimeAdjusted { side: s, .. } => ("time_adjusted", json!({ "side": side(*s) })),
        Event::RotationChanged { side: s } => ("rotation_changed", json!({ "side": side(*s) })),
        Event::MoveUndone { san } => ("move_undone", json!({ "san": san })),
        Event::EndingUndone { termination } => (
            "ending_undone",
            json!({ "termination": termination.as_str() }),
        ),
        Event::GameEnded(o) => (
            "game_ended",
            json!({
                "result": o.result.pgn(),
                "winner": o.winner.map(side),
                "termination": o.termination.as_str(),
            }),
        ),
    };
    json!({ "kind": kind, "board": board + 1, "at_ms": at_ms, "detail": detail })
}
