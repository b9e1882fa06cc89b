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

impl super::EventConfig {
    /// A new bughouse match for `setup`, not started: its White pair is
    /// pair A (White on board 1, Black on board 2), each pair's first
    /// player on board 1 (seed 002: "si les corresponde el lugar de
    /// blancas, el primer tablero llevará las blancas y el segundo
    /// conducirá las piezas negras").
    pub fn setup_bughouse(&self, setup: &super::GameSetup) -> crate::bughouse::BughouseGame {
        let roster = &self.roster;
        let pair = |id: crate::ids::ContenderId| -> (String, [String; 2]) {
            match id {
                crate::ids::ContenderId::Team(t) => {
                    let team = roster.team(t);
                    let name = |i: usize| {
                        team.players
                            .get(i)
                            .map_or_else(|| team.name.clone(), |&p| roster.player(p).name.clone())
                    };
                    (team.name.clone(), [name(0), name(1)])
                }
                other => {
                    let name = roster.contender_name(other).to_owned();
                    (name.clone(), [name.clone(), name])
                }
            }
        };
        let (a, [a1, a2]) = pair(setup.white);
        let (b, [b1, b2]) = pair(setup.black);
        crate::bughouse::BughouseGame::new(
            self.bughouse.clone(),
            [a, b],
            [
                shakmaty::ByColor {
                    white: a1,
                    black: b1,
                },
                shakmaty::ByColor {
                    white: b2,
                    black: a2,
                },
            ],
        )
    }
}
