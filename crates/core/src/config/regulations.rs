//! The regulations of an event's games: time control, flag rules,
//! illegal moves and scoring (`[time_control]`, `[rules]`,
//! `[illegal_moves]`, `[scoring]`).

use crate::tr;
use serde::Deserialize;
use shakmaty::ByColor;
use toml::Spanned;

use super::source::{ConfigError, Source};
use crate::clock::{ClockSettings, SideControl};
use crate::points::Points;
use crate::rules::{FlagMode, FlagPolicy, GameRules, IllegalMovePolicy, Scoring};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTimeControl {
    pub(super) both: Option<Spanned<String>>,
    pub(super) white: Option<Spanned<String>>,
    pub(super) black: Option<Spanned<String>>,
    pub(super) unclocked_opening_minutes: Option<Spanned<f64>>,
    pub(super) game_window_minutes: Option<Spanned<f64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRules {
    #[serde(default)]
    pub(super) armageddon: bool,
    pub(super) flag_fall: FlagPolicy,
    pub(super) flag_mode: Option<FlagMode>,
    pub(super) tenths_below_seconds: Option<Spanned<f64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawIllegal {
    pub(super) lose_at: Option<Spanned<i64>>,
    pub(super) opponent_bonus_seconds: Spanned<i64>,
    pub(super) draw_if_opponent_cannot_mate: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawScoring {
    pub(super) win: Spanned<f64>,
    pub(super) draw: Spanned<f64>,
    pub(super) loss: Spanned<f64>,
}

/// Reads "M+S" (minutes, then increment seconds), e.g. `10+3` or `4.5+2`.
pub(super) fn parse_control(text: &str) -> Option<SideControl> {
    let (minutes, increment) = text.trim().split_once('+')?;
    let minutes: f64 = minutes.trim().parse().ok()?;
    let increment: u64 = increment.trim().parse().ok()?;
    if !(minutes > 0.0 && minutes <= 600.0) || increment > 600 {
        return None;
    }
    let base_ms = (minutes * 60_000.0).round() as u64;
    // Under a second is no clock: "0.0000001+0" would be 0 ms, a flag
    // fallen at the start.
    if base_ms < 1000 {
        return None;
    }
    Some(SideControl {
        base_ms,
        increment_ms: increment * 1000,
    })
}

fn minutes_ms(
    src: &Source,
    value: &Spanned<f64>,
    field: &str,
    max: f64,
) -> Result<u64, ConfigError> {
    let v = *value.get_ref();
    if !(v > 0.0 && v <= max) {
        return Err(src.at(
            value,
            field,
            tr!(
                src.language,
                "regulations-must-be-more-than-0",
                max = max,
                v = v
            ),
        ));
    }
    Ok((v * 60_000.0).round() as u64)
}

/// Seconds, as a range's unit.
fn seconds(l: crate::language::Language) -> &'static str {
    tr!(l, "regulations-seconds")
}

pub(super) fn control_help(src: &Source) -> String {
    tr!(
        src.language,
        "regulations-write-minutes-increment-seconds-like"
    )
    .to_owned()
}

/// The validated regulations: the rules, where clocks show tenths, and the
/// game window.
pub(super) struct Regulations {
    pub(super) rules: GameRules,
    pub(super) tenths_below_ms: u64,
    pub(super) game_window_ms: Option<u64>,
}

/// Validates the four regulation sections.
pub(super) fn validate(
    src: &Source,
    tc: &RawTimeControl,
    raw_rules: &RawRules,
    illegal: &RawIllegal,
    scoring: &RawScoring,
) -> Result<Regulations, ConfigError> {
    let control = match (&tc.both, &tc.white, &tc.black) {
        (Some(both), None, None) => {
            let c = parse_control(both.get_ref())
                .ok_or_else(|| src.at(both, "time_control.both", control_help(src)))?;
            ByColor { white: c, black: c }
        }
        (None, Some(white), Some(black)) => ByColor {
            white: parse_control(white.get_ref())
                .ok_or_else(|| src.at(white, "time_control.white", control_help(src)))?,
            black: parse_control(black.get_ref())
                .ok_or_else(|| src.at(black, "time_control.black", control_help(src)))?,
        },
        _ => {
            return Err(src.error(
                None,
                Some("time_control"),
                tr!(src.language, "regulations-give-either-both-same-control").to_owned(),
            ));
        }
    };
    let unclocked_ms = tc
        .unclocked_opening_minutes
        .as_ref()
        .map(|v| minutes_ms(src, v, "time_control.unclocked_opening_minutes", 600.0))
        .transpose()?;
    let game_window_ms = tc
        .game_window_minutes
        .as_ref()
        .map(|v| minutes_ms(src, v, "time_control.game_window_minutes", 1440.0))
        .transpose()?;

    let tenths_below_ms = match &raw_rules.tenths_below_seconds {
        Some(v) => {
            let s = *v.get_ref();
            if !(0.0..=60.0).contains(&s) {
                return Err(src.at(
                    v,
                    "rules.tenths_below_seconds",
                    src.out_of_range(0, 60, seconds(src.language), s),
                ));
            }
            (s * 1000.0).round() as u64
        }
        None => 10_000,
    };

    let lose_at = match &illegal.lose_at {
        Some(v) => {
            let n = *v.get_ref();
            if !(1..=20).contains(&n) {
                return Err(src.at(
                    v,
                    "illegal_moves.lose_at",
                    tr!(
                        src.language,
                        "regulations-count-illegal-moves-that-loses",
                        n = n
                    ),
                ));
            }
            Some(n as u32)
        }
        None => None,
    };
    let bonus = &illegal.opponent_bonus_seconds;
    if !(0..=600).contains(bonus.get_ref()) {
        return Err(src.at(
            bonus,
            "illegal_moves.opponent_bonus_seconds",
            src.out_of_range(0, 600, seconds(src.language), bonus.get_ref()),
        ));
    }

    let s = scoring;
    for (value, field) in [
        (&s.win, "scoring.win"),
        (&s.draw, "scoring.draw"),
        (&s.loss, "scoring.loss"),
    ] {
        let v = *value.get_ref();
        if !(v.is_finite() && v >= 0.0 && (v * 2.0).fract() == 0.0 && v <= 1000.0) {
            return Err(src.at(
                value,
                field,
                tr!(src.language, "regulations-points-must-be-multiple-0", v = v),
            ));
        }
    }
    if !(s.win.get_ref() >= s.draw.get_ref() && s.draw.get_ref() >= s.loss.get_ref()) {
        return Err(src.at(
            &s.win,
            "scoring",
            tr!(src.language, "regulations-points-must-satisfy-win-draw"),
        ));
    }

    let rules = GameRules {
        clock: ClockSettings {
            control,
            unclocked_ms,
        },
        armageddon: raw_rules.armageddon,
        flag: raw_rules.flag_fall,
        flag_mode: raw_rules.flag_mode.unwrap_or_default(),
        illegal: IllegalMovePolicy {
            lose_at,
            opponent_bonus_ms: *bonus.get_ref() as u64 * 1000,
            // An event that follows FIDE on flags (6.9) follows it on
            // illegal moves too (7.5.5), unless the config says.
            draw_if_opponent_cannot_mate: illegal
                .draw_if_opponent_cannot_mate
                .unwrap_or(raw_rules.flag_fall == FlagPolicy::DrawIfOpponentCannotMate),
        },
        // Checked above: multiples of one half from 0 to 1000.
        scoring: Scoring {
            win: Points::from_decimal(*s.win.get_ref()).unwrap_or_default(),
            draw: Points::from_decimal(*s.draw.get_ref()).unwrap_or_default(),
            loss: Points::from_decimal(*s.loss.get_ref()).unwrap_or_default(),
        },
    };
    Ok(Regulations {
        rules,
        tenths_below_ms,
        game_window_ms,
    })
}
