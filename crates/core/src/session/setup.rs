//! How a board's game is set up from the event's config: its contenders
//! as the format has them (a team's rotation, a school child's board, a
//! bughouse pair's two players), its rules and its clocks. The session
//! calls these when it opens a board; the config only describes.

use crate::bughouse::BughouseGame;
use crate::config::{EventConfig, Format, GameSetup};
use crate::game::{Contender, Game};
use crate::ids::{BoardNo, ContenderId};
use crate::rules::GameRules;
use crate::team::Rotation;

impl EventConfig {
    /// A new game on the first board, not started.
    pub fn new_game(&self) -> Game {
        self.new_board_game(BoardNo::FIRST)
    }

    /// A new game on board `board`, not started. In a school match
    /// (seed 001) colours alternate by board, and a bughouse pair's second
    /// board plays the other colour (seed 002): on even boards the team
    /// listed as `white` has Black.
    pub fn new_board_game(&self, board: BoardNo) -> Game {
        self.setup_game(&self.boards[board.index().min(self.boards.len() - 1)])
    }

    /// A new game for `setup`: its contenders as the format has them (a
    /// team's rotation, a school player's board).
    pub fn setup_game(&self, setup: &GameSetup) -> Game {
        match setup.clocks {
            Some(control) => {
                let mut rules = self.rules.clone();
                rules.clock.control = control;
                self.setup_game_under(setup, &rules)
            }
            None => self.setup_game_under(setup, &self.rules),
        }
    }

    /// Like [`EventConfig::setup_game`], the game played under `rules` (a
    /// knockout round's).
    pub fn setup_game_under(&self, setup: &GameSetup, rules: &GameRules) -> Game {
        let roster = &self.roster;
        let contender = |id: ContenderId| -> Contender {
            match (self.event.format, id) {
                (Format::TeamRotation, ContenderId::Team(t)) => {
                    let team = roster.team(t);
                    Contender {
                        name: team.name.clone(),
                        rotation: Rotation::new(
                            &team.name,
                            &roster.names(&team.players),
                            &roster.names(&team.active),
                        )
                        .ok(),
                    }
                }
                (Format::SchoolTeams | Format::BughousePairs, ContenderId::Team(t)) => {
                    let team = roster.team(t);
                    // The team's child on this board: its line-up's, else
                    // the one at the board's place in its list.
                    let seat = match setup.seats {
                        Some([w, _]) if id == setup.white => w,
                        Some([_, b]) => b,
                        None => setup.board.index(),
                    };
                    Contender {
                        name: match team.players.get(seat) {
                            Some(&player) => {
                                format!("{} ({})", roster.player(player).name, team.name)
                            }
                            None => team.name.clone(),
                        },
                        rotation: None,
                    }
                }
                _ => Contender {
                    name: roster.contender_name(id).to_owned(),
                    rotation: None,
                },
            }
        };
        let (first, second) = (contender(setup.white), contender(setup.black));
        let swapped = matches!(
            self.event.format,
            Format::SchoolTeams | Format::BughousePairs
        ) && setup.board.number().is_multiple_of(2);
        let contenders = if swapped {
            [second, first]
        } else {
            [first, second]
        };
        Game::new(rules.clone(), contenders)
    }

    /// A new bughouse match for `setup`, not started: its White pair is
    /// pair A (White on board 1, Black on board 2), each pair's first
    /// player on board 1 (seed 002: "si les corresponde el lugar de
    /// blancas, el primer tablero llevará las blancas y el segundo
    /// conducirá las piezas negras").
    pub fn setup_bughouse(&self, setup: &GameSetup) -> BughouseGame {
        let roster = &self.roster;
        let pair = |id: ContenderId| -> (String, [String; 2]) {
            match id {
                ContenderId::Team(t) => {
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
        BughouseGame::new(
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
