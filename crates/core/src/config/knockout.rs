//! The knockout after a league (`[knockout]`, seed 000): how many teams go
//! through, and the final phase's own games — Armageddon with White's and
//! Black's controls, and its own count of illegal moves ("en la fase final
//! se permiten 2, la 3.ª pierde").

use crate::tr;
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
    /// The quarter-finals' games' rules.
    pub quarter_finals: GameRules,
    /// The semi-finals'.
    pub semi_finals: GameRules,
    /// The final's (on the giant board).
    pub final_game: GameRules,
    /// The game for third place.
    pub third_place_game: GameRules,
}

impl KnockoutConfig {
    /// The rules of the tie named `tie` ("QF1", "SF2", "Final", "3-4").
    pub fn rules_for_tie(&self, tie: &str) -> &GameRules {
        if tie.starts_with("QF") {
            &self.quarter_finals
        } else if tie.starts_with("SF") {
            &self.semi_finals
        } else if tie == "3-4" {
            &self.third_place_game
        } else {
            &self.final_game
        }
    }
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
    quarter_finals: Option<RawClocks>,
    semi_finals: Option<RawClocks>,
    #[serde(rename = "final")]
    final_game: Option<RawClocks>,
    third_place_game: Option<RawClocks>,
}

/// One knockout round's clocks (`[knockout.final]`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawClocks {
    white: Option<Spanned<String>>,
    black: Option<Spanned<String>>,
}

/// The seed's clocks (seed 000): "los cuartos, la semifinal y la final" at
/// 11+3 against 9+3, and the final on the giant board "de 10+3 a 12+3 para
/// las blancas" (Black 10+3). The game for third place, which the seed does
/// not have, is played as the semi-finals were.
const SEED_CLOCKS: [(&str, &str, &str); 4] = [
    ("quarter_finals", "11+3", "9+3"),
    ("semi_finals", "11+3", "9+3"),
    ("final", "12+3", "10+3"),
    ("third_place_game", "11+3", "9+3"),
];

/// Validates `[knockout]` against the league's `rules` and its number of
/// `entrants`: by default the seed's final phase in Armageddon (11+3
/// against 9+3, the final 12+3 against 10+3), the third illegal move
/// losing. `white` and `black` in `[knockout]` set every round's clocks; a
/// round's own table (`[knockout.final]`, `[knockout.semi_finals]`,
/// `[knockout.quarter_finals]`, `[knockout.third_place_game]`) sets its own.
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
                    tr!(
                        src.language,
                        "knockout-2-4-or-8-teams",
                        entrants = entrants,
                        n = n
                    ),
                ));
            }
            n as usize
        }
        None if entrants >= 8 => 8,
        None if entrants >= 4 => 4,
        None => 2,
    };
    let mut knockout = rules.clone();
    knockout.clock.unclocked_ms = None;
    knockout.armageddon = r.armageddon.unwrap_or(true);
    knockout.illegal.lose_at = match &r.lose_at {
        Some(v) => {
            let n = *v.get_ref();
            if !(1..=20).contains(&n) {
                return Err(src.at(v, "knockout.lose_at", src.out_of_range(1, 20, "", n)));
            }
            Some(n as u32)
        }
        None => Some(3),
    };
    let control = |value: &Spanned<String>, field: &str| {
        super::regulations::parse_control(value.get_ref()).ok_or_else(|| {
            src.error(
                Some(value.span()),
                Some(field),
                super::regulations::control_help(src),
            )
        })
    };
    // A round's clock: its own table's, else `[knockout]`'s, else the seed's.
    let round = |own: &Option<RawClocks>, (name, white, black): (&str, &str, &str)| {
        let mut rules = knockout.clone();
        let pick = |own: Option<&Spanned<String>>,
                    all: &Option<Spanned<String>>,
                    side: &str,
                    seed: &str| {
            match (own, all) {
                (Some(v), _) => control(v, &format!("knockout.{name}.{side}")),
                (None, Some(v)) => control(v, &format!("knockout.{side}")),
                (None, None) => {
                    Ok(super::regulations::parse_control(seed).expect("the seed's clocks read"))
                }
            }
        };
        rules.clock.control = ByColor {
            white: pick(
                own.as_ref().and_then(|c| c.white.as_ref()),
                &r.white,
                "white",
                white,
            )?,
            black: pick(
                own.as_ref().and_then(|c| c.black.as_ref()),
                &r.black,
                "black",
                black,
            )?,
        };
        Ok::<_, ConfigError>(rules)
    };
    Ok(KnockoutConfig {
        teams,
        third_place: r.third_place,
        quarter_finals: round(&r.quarter_finals, SEED_CLOCKS[0])?,
        semi_finals: round(&r.semi_finals, SEED_CLOCKS[1])?,
        final_game: round(&r.final_game, SEED_CLOCKS[2])?,
        third_place_game: round(&r.third_place_game, SEED_CLOCKS[3])?,
    })
}
