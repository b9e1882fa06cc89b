//! The knockout after a league (`[knockout]`, seed 000): how many teams go
//! through, and the final phase's own games — Armageddon with White's and
//! Black's controls, and its own count of illegal moves ("en la fase final
//! se permiten 2, la 3.ª pierde").

use serde::Deserialize;
use shakmaty::ByColor;
use toml::Spanned;

use super::source::{ConfigError, Source};
use crate::rules::GameRules;

/// The knockout phase: its teams and the rules of its games.
#[derive(Clone, Debug, PartialEq)]
pub struct KnockoutConfig {
    /// The teams that go through from the league: 2 (a final), 4
    /// (semi-finals) or 8 (quarter-finals).
    pub teams: usize,
    /// A game for third place between the semi-finals' losers.
    pub third_place: bool,
    /// The knockout games' rules.
    pub rules: GameRules,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawKnockout {
    teams: Option<Spanned<i64>>,
    #[serde(default)]
    third_place: bool,
    white: Option<Spanned<String>>,
    black: Option<Spanned<String>>,
    armageddon: Option<bool>,
    lose_at: Option<Spanned<i64>>,
}

/// Validates `[knockout]` against the league's `rules` and its number of
/// `entrants`: by default the seed's final phase, White 12+3 against Black
/// 10+3 in Armageddon, the third illegal move losing.
pub(super) fn validate(
    src: &Source,
    raw: &Spanned<RawKnockout>,
    rules: &GameRules,
    entrants: usize,
) -> Result<KnockoutConfig, ConfigError> {
    let r = raw.get_ref();
    let teams = match &r.teams {
        Some(t) => {
            let n = *t.get_ref();
            if ![2, 4, 8].contains(&n) || n as usize > entrants {
                return Err(src.at(
                    t,
                    "knockout.teams",
                    src.say(
                        format!("pasan 2, 4 u 8 equipos, y no más de los {entrants} inscritos; pone {n}"),
                        format!("pasan 2, 4 ou 8 equipos, e non máis dos {entrants} inscritos; pon {n}"),
                        format!("2, 4 or 8 teams go through, and no more than the {entrants} entered; got {n}"),
                    ),
                ));
            }
            n as usize
        }
        None if entrants >= 8 => 8,
        None if entrants >= 4 => 4,
        None => 2,
    };
    let control = |value: &Option<Spanned<String>>, field: &str, default: &str| {
        let text = value.as_ref().map_or(default, |v| v.get_ref().as_str());
        super::regulations::parse_control(text).ok_or_else(|| {
            let at = value.as_ref().map(|v| v.span());
            src.error(at, Some(field), super::regulations::control_help(src))
        })
    };
    let mut knockout = rules.clone();
    knockout.clock.control = ByColor {
        white: control(&r.white, "knockout.white", "12+3")?,
        black: control(&r.black, "knockout.black", "10+3")?,
    };
    knockout.clock.unclocked_ms = None;
    knockout.armageddon = r.armageddon.unwrap_or(true);
    knockout.illegal.lose_at = match &r.lose_at {
        Some(v) => {
            let n = *v.get_ref();
            if !(1..=20).contains(&n) {
                return Err(src.at(v, "knockout.lose_at", src.out_of_range(1, 20, [""; 3], n)));
            }
            Some(n as u32)
        }
        None => Some(3),
    };
    Ok(KnockoutConfig {
        teams,
        third_place: r.third_place,
        rules: knockout,
    })
}
