//! Standard PGN records of games: the seven-tag roster plus TimeControl and
//! Termination, `[%clk h:mm:ss]` after each move, illegal moves and arbiter
//! decisions as comments. Broadcast tools (Lichess Broadcast, DGT LiveChess
//! consumers) read these files while they are rewritten.

use crate::tr;
use std::fmt::Write as _;

use shakmaty::Color;

use crate::clock::SideControl;
use crate::game::Game;
use crate::rules::Termination;

/// What a record says about the event, beyond the game itself.
#[derive(Clone, Debug, Default)]
pub struct PgnEvent<'a> {
    /// `Event`.
    pub event: &'a str,
    /// `Site`.
    pub site: &'a str,
    /// `Date`, as `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: &'a str,
    /// `Round`.
    pub round: &'a str,
    /// The language of the comments (the tags are the standard's).
    pub language: crate::language::Language,
}

pub(crate) fn escape(value: &str) -> String {
    // A tag is one line: a control character cannot end it early.
    let value: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

pub(crate) fn control(c: SideControl) -> String {
    format!("{}+{}", c.base_ms / 1000, c.increment_ms / 1000)
}

pub(crate) fn clk(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

/// The roster's first four tags (Event, Site, Date, Round), `?` where
/// unknown.
pub(crate) fn event_tags(out: &mut String, info: &PgnEvent) {
    let date = if info.date.is_empty() {
        "????.??.??"
    } else {
        info.date
    };
    let round = if info.round.is_empty() {
        "?"
    } else {
        info.round
    };
    for (name, value) in [
        ("Event", info.event),
        ("Site", info.site),
        ("Date", date),
        ("Round", round),
    ] {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
}

/// The PGN `Termination` tag for how a game ended.
pub(crate) fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Flag => "time forfeit",
        Termination::IllegalMoves => "rules infraction",
        Termination::Arbiter => "adjudication",
        _ => "normal",
    }
}

fn side_name(l: crate::language::Language, c: Color) -> &'static str {
    if c == Color::White {
        tr!(l, "pgn-white")
    } else {
        tr!(l, "pgn-black")
    }
}

/// Writes `game` as one PGN game (with a blank line after it).
pub fn write_game(game: &Game, info: &PgnEvent) -> String {
    let mut out = String::new();
    let outcome = game.outcome();
    let result = outcome.map_or("*", |o| o.result.pgn());
    let control_by_side = game.rules().clock.control;
    event_tags(&mut out, info);
    let mut tag = |name: &str, value: &str| {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    };
    tag("White", &game.contender(Color::White).name);
    tag("Black", &game.contender(Color::Black).name);
    tag("Result", result);
    tag("TimeControl", &control(control_by_side.white));
    if control_by_side.white != control_by_side.black {
        tag("BlackTimeControl", &control(control_by_side.black));
    }
    if game.rules().clock.unclocked_ms.is_some() {
        tag(
            "Annotator",
            tr!(info.language, "pgn-unclocked-opening-period-then-clock"),
        );
    }
    if let Some(o) = outcome {
        tag("Termination", termination(o.termination));
    }
    if let Some(fen) = game.start_fen() {
        tag("SetUp", "1");
        tag("FEN", fen);
    }
    out.push('\n');

    let start_ply = game.start_ply();
    let illegal_comment = |after: usize| -> String {
        game.illegal_log()
            .iter()
            .filter(|r| r.after_plies == after)
            .map(|r| {
                let (who, n) = (side_name(info.language, r.side), r.count);
                tr!(info.language, "pgn-illegal-move-by-who-n", who = who, n = n)
            })
            .collect()
    };
    let mut movetext = illegal_comment(0);
    for (i, m) in game.moves().iter().enumerate() {
        let ply = start_ply + i;
        if ply.is_multiple_of(2) {
            let _ = write!(movetext, "{}. ", ply / 2 + 1);
        } else if i == 0 {
            let _ = write!(movetext, "{}... ", ply / 2 + 1);
        }
        let _ = write!(movetext, "{} {{[%clk {}]}} ", m.san, clk(m.clock_after_ms));
        movetext.push_str(&illegal_comment(i + 1));
    }
    if let Some(o) = outcome {
        let reason = match (&o.reason, o.winner) {
            (Some(r), _) => {
                let r = crate::one_line::pgn_comment(r);
                tr!(info.language, "pgn-arbiters-decision-r", r = r)
            }
            (None, Some(Color::Black)) if o.result == crate::rules::GameResult::Draw => {
                tr!(info.language, "pgn-armageddon-draw-counts-as-win").to_owned()
            }
            _ => String::new(),
        };
        movetext.push_str(&reason);
    }
    movetext.push_str(result);
    out.push_str(&wrap(&movetext, 79));
    out.push_str("\n\n");
    out
}

/// Wraps movetext at `width` columns, breaking between tokens only and
/// never inside a `{comment}`, so that `[%clk …]` stays on one line.
pub(crate) fn wrap(text: &str, width: usize) -> String {
    let mut tokens: Vec<String> = Vec::new();
    let mut depth = 0usize;
    for word in text.split(' ') {
        match tokens.last_mut() {
            Some(last) if depth > 0 => {
                last.push(' ');
                last.push_str(word);
            }
            _ => tokens.push(word.to_owned()),
        }
        depth = (depth + word.matches('{').count()).saturating_sub(word.matches('}').count());
    }
    let mut out = String::new();
    let mut line = 0;
    for token in &tokens {
        if line > 0 && line + 1 + token.len() > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(token);
        line += token.len();
    }
    out
}

/// The UTC date of `secs` since 1970-01-01, as `YYYY.MM.DD`.
pub fn date_of(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use crate::ids::BoardNo;
    #[test]
    fn dates_are_civil_utc_dates() {
        assert_eq!(super::date_of(0), "1970.01.01");
        assert_eq!(super::date_of(951_782_400), "2000.02.29");
        assert_eq!(super::date_of(1_795_983_374), "2026.11.29");
    }

    #[test]
    fn an_arbiters_reason_cannot_close_its_comment_nor_write_tags_or_a_result() {
        use crate::game::Command;
        let path = crate::testing::root().join("configs/megxadrez-final-armageddon-12-10.toml");
        let config = crate::testing::load(&path);
        let mut game = config.new_game();
        game.apply(&Command::Start, 0).unwrap();
        game.apply(
            &Command::Arbiter {
                result: crate::rules::GameResult::Draw,
                reason: "ok} 0-1 {".into(),
            },
            1000,
        )
        .unwrap();
        let pgn = super::write_game(
            &game,
            &crate::session_pgn::event_info(&config, "2026.12.01", "1"),
        );
        let movetext = pgn.split("\n\n").nth(1).unwrap();
        assert_eq!(movetext.matches('{').count(), 1, "{pgn}");
        assert_eq!(movetext.matches('}').count(), 1, "{pgn}");
        // Outside the comment, only the game's result.
        let (before, rest) = movetext.split_once('{').unwrap();
        let (_, after) = rest.split_once('}').unwrap();
        assert_eq!(format!("{before}{after}").trim(), "1/2-1/2", "{pgn}");
    }

    #[test]
    fn the_kept_text_of_earlier_rounds_is_the_text_made_afresh() {
        use crate::event::EventCommand;
        use crate::game::Command;
        use crate::session::Session;
        use shakmaty::Color;
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        let mut s = Session::new(crate::testing::load(&path));
        let mut kept = crate::session_pgn::SessionPgn::default();
        let mut t = 0;
        for round in 1..=3 {
            let (_, pairs) =
                crate::tournament::next_round::scheduled(s.config(), s.event()).unwrap();
            for c in &pairs {
                s.apply_event(c).unwrap();
            }
            s.apply_event(&EventCommand::Stage { round }).unwrap();
            for board in 0..3 {
                t += 1000;
                s.apply(BoardNo::at(board), &Command::Start, t).unwrap();
                for m in ["e4", "e5", "Nf3"] {
                    t += 1000;
                    s.apply(BoardNo::at(board), &Command::Move { text: m.into() }, t)
                        .unwrap();
                    assert_eq!(
                        kept.text(&s, "2026.11.30"),
                        crate::session_pgn::write_session(&s, "2026.11.30")
                    );
                }
                s.apply(
                    BoardNo::at(board),
                    &Command::Resign { side: Color::Black },
                    t,
                )
                .unwrap();
                let result = s.result_for_event(BoardNo::at(board)).unwrap();
                s.apply_event(&result).unwrap();
            }
        }
        let text = kept.text(&s, "2026.11.30");
        assert_eq!(text, crate::session_pgn::write_session(&s, "2026.11.30"));
        assert_eq!(
            text.matches("[Round \"").count(),
            9,
            "three rounds of three games"
        );
        // Another day's date, or another session, is not served from the kept text.
        assert_eq!(
            kept.text(&s, "2026.12.01"),
            crate::session_pgn::write_session(&s, "2026.12.01")
        );
        let fresh = Session::new(crate::testing::load(&path));
        assert_eq!(
            kept.text(&fresh, "2026.12.01"),
            crate::session_pgn::write_session(&fresh, "2026.12.01")
        );
    }
}
