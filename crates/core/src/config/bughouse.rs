//! A bughouse event's house rules (`[bughouse]`, seed 002): whether a
//! piece dropped with check may be taken off, and how a pawn promotes.

use serde::Deserialize;

use crate::bughouse::BughouseRules;
use crate::rules::GameRules;

/// What a piece dropped with check is.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckingDrop {
    /// The seed's house rule: "el movimiento se considerará realizado, pero
    /// el rival podrá retirarla del tablero antes de realizar su movimiento".
    #[default]
    Removable,
    /// A move like any other (common bughouse rules).
    Stands,
}

/// How a pawn reaching the last rank promotes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Promotion {
    /// The seed's house rule: the pawn goes to the opponent and the
    /// promoter may clear one of the opponent's pieces.
    #[default]
    HandOver,
    /// As in chess (and crazyhouse): a new piece of the player's choice.
    Chess,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBughouse {
    #[serde(default)]
    checking_drop: CheckingDrop,
    #[serde(default)]
    promotion: Promotion,
}

/// The match's rules: the event's clock and illegal-move limit, with the
/// house rules of `[bughouse]` (the seed's by default).
pub(super) fn rules(raw: Option<&RawBughouse>, game: &GameRules) -> BughouseRules {
    let default = RawBughouse::default();
    let raw = raw.unwrap_or(&default);
    BughouseRules {
        clock: game.clock.clone(),
        lose_at: game.illegal.lose_at,
        removable_drops: raw.checking_drop == CheckingDrop::Removable,
        hand_over_promotion: raw.promotion == Promotion::HandOver,
    }
}
