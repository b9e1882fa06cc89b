//! Tie-break play-offs (`[playoff]`): the games that decide entrants the
//! standings leave level — the children's league's lightning games at 5
//! minutes (seed 000), the school's three-game match at 5 minutes (001), the
//! rapid circuit's Armageddon, White 5 minutes against Black 4 (004).

use serde::Deserialize;
use shakmaty::ByColor;
use toml::Spanned;

use super::Format;
use super::source::{ConfigError, Source};
use crate::rules::GameRules;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPlayoff {
    white: Option<Spanned<String>>,
    black: Option<Spanned<String>>,
    armageddon: Option<bool>,
}

/// The play-off games' rules: the event's, with the play-off's clocks and
/// Armageddon; each format has its seed's defaults.
pub(super) fn validate(
    src: &Source,
    raw: Option<&Spanned<RawPlayoff>>,
    rules: &GameRules,
    format: Format,
) -> Result<GameRules, ConfigError> {
    let (white, black, armageddon) = match format {
        Format::Individual => ("5+0", "4+0", true),
        _ => ("5+0", "5+0", false),
    };
    let r = raw.map(Spanned::get_ref);
    let control = |value: Option<&Spanned<String>>, field: &str, default: &str| {
        let text = value.map_or(default, |v| v.get_ref().as_str());
        super::regulations::parse_control(text).ok_or_else(|| {
            src.error(
                value.map(|v| v.span()),
                Some(field),
                super::regulations::control_help(src),
            )
        })
    };
    let mut playoff = rules.clone();
    playoff.clock.control = ByColor {
        white: control(r.and_then(|r| r.white.as_ref()), "playoff.white", white)?,
        black: control(r.and_then(|r| r.black.as_ref()), "playoff.black", black)?,
    };
    playoff.clock.unclocked_ms = None;
    playoff.armageddon = r.and_then(|r| r.armageddon).unwrap_or(armageddon);
    Ok(playoff)
}
