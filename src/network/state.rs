//! The state a client reads (`GET /api/state`) and the changes it follows
//! (`GET /api/events`), as JSON: the core's own reports of each board (a
//! bughouse match's of each match), the clocks with the instant they were
//! read at so that a page computes them without jumps, and the standings.

use crate::core::bughouse::MatchBoard;
use crate::core::ids::BoardNo;
use serde_json::{Value, json};
use shakmaty::Color;

use crate::core::game::Event;
use crate::core::session::Session;

/// A result the event holds, as the pages write a game's: `1-0`,
/// `1/2-1/2`, a forfeit as `+-`, `-+` or `--`.
fn entered_text(result: crate::core::event::PairingResult) -> String {
    match result {
        crate::core::event::PairingResult::Draw => "1/2-1/2".to_owned(),
        other => other.to_string(),
    }
}

/// The whole state at session instant `now_ms`, read at wall time
/// `wall_ms` (ms since 1970).
pub fn state(session: &Session, now_ms: u64, wall_ms: u64) -> Value {
    whole_state(session, now_ms, wall_ms)
}

/// The people's names as the config's `network.public_names` says the
/// public pages show them: (whole, shown), the longest first; none when
/// names are shown whole.
pub fn public_names(session: &Session) -> Vec<(String, String)> {
    let config = session.config();
    let how = config
        .network
        .as_ref()
        .map_or(Default::default(), |n| n.public_names);
    if how == crate::core::public_names::PublicNames::Full {
        return Vec::new();
    }
    let mut names: Vec<(String, String)> = config
        .roster
        .players
        .iter()
        .map(|p| (p.name.clone(), how.show(&p.name)))
        .filter(|(full, _)| !full.trim().is_empty())
        .collect();
    // The longest first: a name inside another is not cut in two.
    names.sort_by_key(|(full, _)| std::cmp::Reverse(full.len()));
    names
}

/// `text` with each whole name of `names` as it is shown.
pub fn shown_text(text: &str, names: &[(String, String)]) -> String {
    let mut text = text.to_owned();
    for (full, short) in names {
        if text.contains(full.as_str()) {
            text = text.replace(full.as_str(), short);
        }
    }
    text
}

/// Every text in `value` with the names of `names` as they are shown.
pub fn shown_names(value: &mut Value, names: &[(String, String)]) {
    fn walk(v: &mut Value, names: &[(String, String)]) {
        match v {
            Value::String(text) => *text = shown_text(text, names),
            Value::Array(items) => items.iter_mut().for_each(|x| walk(x, names)),
            Value::Object(map) => map.values_mut().for_each(|x| walk(x, names)),
            _ => {}
        }
    }
    if !names.is_empty() {
        walk(value, names);
    }
}

/// [`state`] with every name whole.
fn whole_state(session: &Session, now_ms: u64, wall_ms: u64) -> Value {
    let config = session.config();
    let event_name = &config.event.name;
    let boards: Vec<Value> = session
        .boards()
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let game = &b.game;
            let mut report =
                serde_json::to_value(crate::core::report::Report::of(game, event_name, now_ms))
                    .unwrap_or(Value::Null);
            // A result entered without moves (the table's buttons, the
            // terminal) is the board's result on every page, as on the
            // projector's pairings.
            if game.outcome().is_none()
                && let Some(entered) = session.entered_result(BoardNo::at(i))
            {
                report["result"] = json!(entered_text(entered));
            }
            report["label"] = json!(b.label);
            report["armageddon"] = json!(game.rules().armageddon);
            report["running"] = json!(game.clock().running_side().map(side));
            report["clock_read_at_ms"] = json!(now_ms);
            // The last move as phrase keys (the listening page says them
            // in the phone's language).
            let said: Vec<String> = crate::core::spoken::last_move(game, false)
                .unwrap_or_default()
                .iter()
                .filter_map(|s| s.key().map(str::to_owned))
                .collect();
            report["said"] = json!(said);
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
            for b in MatchBoard::BOTH {
                report["boards"][b.index()]["running"] =
                    json!(m.game.clock(b).running_side().map(side));
            }
            report["clock_read_at_ms"] = json!(now_ms);
            report
        })
        .collect();
    let staged = session.event().staged_round();
    let l = config.event.language;
    let figure = |v: &str| crate::i18n::figures::figure(l, v);
    // The table the projector's standings show: a school final phase's
    // classification once decided.
    let (table, decided) = crate::live::hall_table(session);
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
                // As the hall reads them: "2½", "3,25".
                "points_text": figure(&r.points),
                "values_text": r.values.iter().map(|v| figure(v)).collect::<Vec<_>>(),
            })
        })
        .collect();
    // The pairings the projector's pairings screen shows: the last round's.
    let last = session.event().last_round().max(1);
    // A school match's table on the stage, as the match screen shows it:
    // its two teams, the score in game points, the boards each has White
    // on.
    let event = session.event();
    let names = event.names();
    let name = |n: u32| names.get(n as usize - 1).cloned().unwrap_or_default();
    let team_boards = event.team_boards();
    let white_on = |odd: bool| crate::live::white_on_boards(l, team_boards, odd);
    let tables: Vec<Value> = if team_boards > 0 && staged > 0 {
        event
            .round_pairings(staged)
            .0
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let score = crate::live::match_score(session, staged, p.white, p.black)
                    .map_or_else(|| "–".into(), |s| s.band());
                json!({
                    "table": i + 1,
                    "first": name(p.white),
                    "second": name(p.black),
                    "score": score,
                    "first_white_on": white_on(true),
                    "second_white_on": white_on(false),
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    let in_play = !session.games_in_play().is_empty();
    json!({
        "event": event_name,
        "site": config.event.site,
        "round": if staged > 0 { config.round_name(staged) } else { config.event.round.clone() },
        "staged_round": staged,
        // A team match's boards a table (0: one board a table).
        "team_boards": team_boards,
        "revision": session.revision(),
        "now_ms": now_ms,
        "wall_ms": wall_ms,
        "boards": boards,
        "matches": matches,
        "standings": {
            "columns": table.columns,
            "column_meanings": table.columns.iter().map(|c| crate::i18n::figures::column_meaning(l, c)).collect::<Vec<_>>(),
            "rows": standings,
            "decided": decided,
        },
        "pairings": {
            "round": last,
            "round_name": config.round_name(last),
            "lines": crate::live::pairing_lines(session, last),
        },
        // A game of the round being played: a carousel shows its boards.
        "in_play": in_play,
        // No round on the stage yet in an event paired round by round: the
        // screens say so rather than show the config's first boards.
        "awaiting_pairings": session.awaiting_pairings(),
        "waiting_text": crate::core::tr!(
            l,
            "stage-round-round-waiting-pairings",
            round = event.last_paired_round() + 1
        ),
        // The staged round's school matches, by table, and what a match
        // screen says of a table with none.
        "tables": tables,
        "no_match_text": crate::i18n::strings(l).no_match,
        // Each screen, and what it shows now: a carousel's turn changes by
        // itself between rounds (`cycle`, `cycle_ms`), so a page turns it
        // by the same session clock.
        "screens": config.screens.iter().map(|s| json!({
            "name": s.name,
            "layout": s.layout.name(),
            "showing": s.showing(in_play, now_ms).name(),
            "cycle": s.cycle.iter().map(|c| c.name()).collect::<Vec<_>>(),
            "cycle_ms": s.cycle_ms,
            // The pages index the boards from 0.
            "boards": s.boards.iter().map(|b| b.index()).collect::<Vec<_>>(),
            "follows_round": s.follows_round,
            "table": s.table,
        })).collect::<Vec<_>>(),
        // The hall's messages up now: their text, banner or full screen,
        // their screens (none: every one), and when each goes by itself.
        "messages": session.hall().up(now_ms).collect::<Vec<_>>(),
        // Before round 1 of an event that takes presence at the door: who
        // has checked in (start numbers), and who round 1 waits for.
        "present": session.event().present().collect::<Vec<_>>(),
        "not_checked_in": session.event().not_checked_in(),
        // Every entrant, for the entrance's search: start number, name,
        // checked in.
        "entrants": super::entrants::entrants(session, &table, wall_ms),
        // The round being played in the hall, table by table, with where
        // each result stands (the players' reports, the arbiter's).
        "hall_round": hall_round(session),
        // The boards calling for the arbiter, oldest first.
        "calls": session.calls().open().iter().map(|c| json!({
            "board": c.board.number(),
            "since_ms": c.since_ms,
        })).collect::<Vec<_>>(),
        // The config's prepared messages, for the announcer's buttons.
        "prepared": config.messages.iter().map(|m| json!({
            "name": m.name,
            "label": crate::i18n::prepared_label(config.event.language, m),
            "placement": match &m.command {
                crate::core::hall::HallCommand::Show { placement, .. } => placement.word(),
                _ => "",
            },
        })).collect::<Vec<_>>(),
        // The round's time: its window (none: the config sets no end),
        // how much of it has run at `now_ms` (none: not started), and
        // whether it stands still.
        "round_time": {
            "window_ms": config.game_window_ms,
            "elapsed_ms": session.round_elapsed_ms(now_ms),
            "paused": session.round_paused(),
        },
    })
}

/// The last paired round's tables: who plays, and where the result stands
/// (`pending`, `reported` by one side, `disputed`, `confirmed` by both
/// players or by the arbiter).
fn hall_round(session: &Session) -> Value {
    use crate::core::event::TableStatus as T;
    let event = session.event();
    let round = event.last_round();
    let name = |n: u32| event.name_of(n);
    let reports = session
        .config()
        .network
        .as_ref()
        .is_some_and(|n| n.table_reports);
    let tables: Vec<Value> = event
        .round_pairings(round)
        .0
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let table = i as u32 + 1;
            let (status, white_said, black_said, result, by_players) = match event
                .table_status(round, table)
            {
                T::Pending => ("pending", None, None, None, false),
                T::Reported(Color::White, r) => ("reported", Some(r), None, None, false),
                T::Reported(Color::Black, r) => ("reported", None, Some(r), None, false),
                T::Disputed { white, black } => ("disputed", Some(white), Some(black), None, false),
                T::Confirmed { result, by_players } => {
                    ("confirmed", None, None, Some(result), by_players)
                }
            };
            let text = |r: Option<crate::core::event::PairingResult>| r.map(entered_text);
            // A school match's two lists of children and the line-up each
            // plays (seed 001 §2), for the arbiter's phone.
            let squads = (event.team_boards() > 0).then(|| {
                json!({
                    "white": squad(session, p.white),
                    "black": squad(session, p.black),
                    "white_lineup": event.lineup(round, p.white),
                    "black_lineup": event.lineup(round, p.black),
                })
            });
            json!({
                "squads": squads,
                "table": table,
                "white_no": p.white,
                "black_no": p.black,
                "white": name(p.white),
                "black": name(p.black),
                "status": status,
                "white_said": text(white_said),
                "black_said": text(black_said),
                "result": text(result),
                "by_players": by_players,
            })
        })
        .collect();
    json!({ "round": round, "players_report": reports, "tables": tables })
}

/// The children a school team lists, in its order (none for a player).
fn squad(session: &Session, entrant: u32) -> Vec<String> {
    let config = session.config();
    match config.entrants().get((entrant as usize).wrapping_sub(1)) {
        Some(crate::core::ids::ContenderId::Team(t)) => config
            .roster
            .team(*t)
            .players
            .iter()
            .map(|&p| config.roster.player(p).name.clone())
            .collect(),
        _ => Vec::new(),
    }
}

/// Lines of the announcer's log the state carries (the page follows the
/// rest as changes).
pub const LOG_LINES: usize = 60;

/// The public address as the announcer's page shows it: the output's
/// status, the volume and the automatic cues, GO's next cue, one entry per
/// cue (its name, label and hotkey), the log's last lines (numbered), and
/// the audio thread's counts.
pub fn public_address(desk: &crate::live::DeskView) -> Value {
    let l = desk.language;
    let label = |c: &crate::core::cues::Cue| crate::i18n::unquoted_label(l, c);
    let log: Vec<Value> = desk
        .log
        .iter()
        .skip(desk.log.len().saturating_sub(LOG_LINES))
        .map(|(n, line)| log_line(*n, line))
        .collect();
    let audio = &desk.audio;
    json!({
        "run": run(),
        "status": desk.status,
        "heard": desk.heard,
        "volume": desk.volume,
        "muted": desk.muted,
        "automatic": desk.automatic,
        "go_next": desk.go_next.and_then(|i| audio.cues.get(i)).map(label),
        "go_list": audio.go.len(),
        "cues": audio.cues.iter().map(|c| json!({
            "name": c.name,
            "label": label(c),
            "key": crate::i18n::hotkey(l, &c.hotkey),
            // The same key on the page (a laptop's keyboard).
            "hotkey": {
                "key": c.hotkey.key,
                "ctrl": c.hotkey.ctrl,
                "alt": c.hotkey.alt,
                "shift": c.hotkey.shift,
            },
        })).collect::<Vec<_>>(),
        "log": log,
        "engine": {
            "played": desk.engine.played,
            "dropped": desk.engine.dropped,
            "stops": desk.engine.stops,
            "volume": desk.engine.volume,
        },
        "speech": speech(&desk.speech),
    })
}

/// The speech as the pages see it: whether the stage can speak (the
/// engine's version, or why not), each kind on or off, the boards whose
/// moves are said, and each sentence with its source and where it stands.
fn speech(speech: &crate::live::SpeechView) -> Value {
    let on: serde_json::Map<String, Value> = crate::live::SpeechKind::ALL
        .iter()
        .zip(speech.on)
        .map(|(k, on)| (k.name().to_owned(), Value::Bool(on)))
        .collect();
    json!({
        "engine": speech.engine.as_ref().ok(),
        "problem": speech.engine.as_ref().err().filter(|e| !e.is_empty()),
        "recorded": speech.recorded,
        "on": on,
        "boards": speech.boards,
        "sentences": speech.sentences.iter().map(|s| json!({
            "n": s.n,
            "kind": s.kind.name(),
            "source": s.source,
            "text": s.text,
            "stand": s.stand,
            "at_ms": s.at_ms,
        })).collect::<Vec<_>>(),
    })
}

/// This run of the stage (the instant, in ms since 1970, it first
/// published): the log's numbers start again with every run, so a page that
/// outlived a restart knows its lines are of another run.
pub fn run() -> u64 {
    static RUN: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *RUN.get_or_init(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_millis() as u64
    })
}

/// A line of the announcer's log as a change (`kind` "announcer") and in
/// the state.
pub fn log_line(n: u64, line: &crate::live::LogLine) -> Value {
    json!({
        "kind": "announcer",
        "run": run(),
        "n": n,
        "at_ms": line.at_ms,
        "text": line.text,
        "problem": line.problem,
    })
}

fn side(c: Color) -> &'static str {
    crate::core::script::side_word(c)
}

/// One board's event as a change: its board (from 1), the session
/// instant, what happened.
pub fn change(board: BoardNo, at_ms: u64, event: &Event) -> Value {
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
    json!({ "kind": kind, "board": board.number(), "at_ms": at_ms, "detail": detail })
}
