//! Team rosters and the rotating mover: in the children's event each move is
//! executed by a different child, in rotation (seed 000). Also the school
//! championship's fixed board order with alternating colours (seed 001).

use shakmaty::Color;
use thiserror::Error;

use crate::ids::BoardNo;

/// Most children of a team that play one game at once (seed 000).
pub const MAX_ACTIVE: usize = 4;

/// A refused change to a team's rotation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RosterError {
    /// The name is not on the team's roster.
    #[error("{player:?} is not on the roster of {team:?}")]
    UnknownPlayer {
        /// The team.
        team: String,
        /// The name given.
        player: String,
    },
    /// A new rotation order was refused.
    #[error("invalid rotation for {team:?}: {fault:?}")]
    BadOrder {
        /// The team.
        team: String,
        /// Why.
        fault: OrderFault,
    },
    /// Marking absent would leave nobody to execute the moves.
    #[error("{player:?} is the last present player of {team:?}; nobody would be left to move")]
    LastPresent {
        /// The team.
        team: String,
        /// The player.
        player: String,
    },
}

/// Why a rotation order is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderFault {
    /// Too few or too many names.
    Count {
        /// The most a rotation takes.
        max: usize,
        /// How many were named.
        got: usize,
    },
    /// A name given twice.
    Twice(String),
    /// Every player named is marked absent.
    AllAbsent,
}

/// A team in one game: its roster, the active players in rotation order, and
/// whose turn it is to execute the team's next move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rotation {
    team: String,
    roster: Vec<String>,
    /// Indices into `roster`, in rotation order (at most [`MAX_ACTIVE`]).
    order: Vec<usize>,
    /// Indices into `roster` of players marked absent.
    absent: Vec<usize>,
    /// Position in `order` of the player due to execute the next move.
    next: usize,
    /// Moves the team has executed in this game (an undo takes one back
    /// with the rest of the rotation).
    moves: u32,
}

impl Rotation {
    /// A rotation over `active` (names from `roster`), starting with the
    /// first. The config validation guarantees the names; this checks again.
    pub fn new(team: &str, roster: &[String], active: &[String]) -> Result<Rotation, RosterError> {
        let mut rotation = Rotation {
            team: team.to_owned(),
            roster: roster.to_vec(),
            order: Vec::new(),
            absent: Vec::new(),
            next: 0,
            moves: 0,
        };
        rotation.order = rotation.indices(active)?;
        Ok(rotation)
    }

    /// The team's name.
    pub fn team(&self) -> &str {
        &self.team
    }

    /// The whole roster.
    pub fn roster(&self) -> &[String] {
        &self.roster
    }

    /// The active players in rotation order.
    pub fn order(&self) -> impl Iterator<Item = &str> {
        self.order.iter().map(|&i| self.roster[i].as_str())
    }

    /// True when `player` is marked absent.
    pub fn is_absent(&self, player: &str) -> bool {
        self.absent.iter().any(|&i| self.roster[i] == player)
    }

    /// Position in `order` of the first present player at or after `from`.
    fn present_from(&self, from: usize) -> Option<usize> {
        let n = self.order.len();
        (0..n)
            .map(|k| (from + k) % n)
            .find(|&pos| !self.absent.contains(&self.order[pos]))
    }

    /// The player due to execute the team's next move.
    pub fn current(&self) -> Option<&str> {
        let pos = self.present_from(self.next)?;
        Some(&self.roster[self.order[pos]])
    }

    /// The player after the current one.
    pub fn following(&self) -> Option<&str> {
        let pos = self.present_from(self.next)?;
        let after = self.present_from(pos + 1)?;
        Some(&self.roster[self.order[after]])
    }

    /// The current mover executed a move: the turn passes on.
    pub fn advance(&mut self) {
        self.moves += 1;
        if let Some(pos) = self.present_from(self.next) {
            self.next = (pos + 1) % self.order.len();
        }
        self.settle();
    }

    /// Points `next` at a present player, so that a player coming back
    /// does not take the turn of the mover already announced.
    fn settle(&mut self) {
        if let Some(pos) = self.present_from(self.next) {
            self.next = pos;
        }
    }

    fn index_of(&self, player: &str) -> Result<usize, RosterError> {
        self.roster
            .iter()
            .position(|p| p == player)
            .ok_or_else(|| RosterError::UnknownPlayer {
                team: self.team.clone(),
                player: player.to_owned(),
            })
    }

    fn indices(&self, names: &[String]) -> Result<Vec<usize>, RosterError> {
        let bad = |fault: OrderFault| RosterError::BadOrder {
            team: self.team.clone(),
            fault,
        };
        if names.is_empty() || names.len() > MAX_ACTIVE {
            return Err(bad(OrderFault::Count {
                max: MAX_ACTIVE,
                got: names.len(),
            }));
        }
        let mut out = Vec::with_capacity(names.len());
        for name in names {
            let i = self.index_of(name)?;
            if out.contains(&i) {
                return Err(bad(OrderFault::Twice(name.clone())));
            }
            out.push(i);
        }
        Ok(out)
    }

    /// Marks `player` absent (skipped) or present again.
    pub fn set_absent(&mut self, player: &str, absent: bool) -> Result<(), RosterError> {
        let i = self.index_of(player)?;
        if absent {
            let others_present = self
                .order
                .iter()
                .any(|&j| j != i && !self.absent.contains(&j));
            if !others_present {
                return Err(RosterError::LastPresent {
                    team: self.team.clone(),
                    player: player.to_owned(),
                });
            }
            if !self.absent.contains(&i) {
                self.absent.push(i);
            }
            self.settle();
        } else {
            self.absent.retain(|&j| j != i);
        }
        Ok(())
    }

    /// Replaces the rotation order. Before the team's first move the new
    /// order starts from its first player; after it, the current mover
    /// stays due if still in the order, otherwise the new order starts from
    /// its first player.
    pub fn reorder(&mut self, names: &[String]) -> Result<(), RosterError> {
        let order = self.indices(names)?;
        if order.iter().all(|i| self.absent.contains(i)) {
            return Err(RosterError::BadOrder {
                team: self.team.clone(),
                fault: OrderFault::AllAbsent,
            });
        }
        let current = self
            .present_from(self.next)
            .map(|pos| self.order[pos])
            .filter(|_| self.moves > 0);
        self.next = current
            .and_then(|c| order.iter().position(|&i| i == c))
            .unwrap_or(0);
        self.order = order;
        self.settle();
        Ok(())
    }
}

/// One board of a school team match: who plays White and Black there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPairing {
    /// The board.
    pub board: BoardNo,
    /// Player with White.
    pub white: String,
    /// Player with Black.
    pub black: String,
}

/// Why a school match cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SchoolBoardsError {
    /// A team with fewer than 3 players.
    #[error("the {team} team has {players} players; at least 3 are needed")]
    TooFewPlayers {
        /// Which team: "first" or "second".
        team: &'static str,
        /// How many it has.
        players: usize,
    },
}

/// The boards of a school team match (seed 001): players by fixed board
/// order, colours alternating by board (W-B-W-B or B-W-B-W for the first
/// team). A team with fewer than 3 players cannot play; with 3, the last
/// board is not played.
pub fn school_boards(
    first: &[String],
    second: &[String],
    first_team_white_on_board_1: bool,
    boards: usize,
) -> Result<Vec<BoardPairing>, SchoolBoardsError> {
    for (team, players) in [("first", first), ("second", second)] {
        if players.len() < 3 {
            return Err(SchoolBoardsError::TooFewPlayers {
                team,
                players: players.len(),
            });
        }
    }
    let played = boards.min(first.len()).min(second.len());
    Ok((0..played)
        .map(|i| {
            let first_white = (i % 2 == 0) == first_team_white_on_board_1;
            let (white, black) = if first_white {
                (&first[i], &second[i])
            } else {
                (&second[i], &first[i])
            };
            BoardPairing {
                board: BoardNo::at(i),
                white: white.clone(),
                black: black.clone(),
            }
        })
        .collect())
}

/// Draws White by lot between two contenders. The random source is injected
/// so that tests are deterministic.
pub fn draw_white(coin: &mut impl FnMut() -> bool) -> Color {
    if coin() { Color::White } else { Color::Black }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn rotation() -> Rotation {
        let roster = names(&["Ana", "Brais", "Carla", "Dani", "Eva"]);
        Rotation::new("Peóns", &roster, &roster[..4]).unwrap()
    }

    #[test]
    fn rotating_mover_each_move_by_a_different_child() {
        // Seed 000: "cada jugada será realizada por un jugador/a distinto que irá rotando".
        let mut r = rotation();
        let mut seen = Vec::new();
        for _ in 0..6 {
            seen.push(r.current().unwrap().to_owned());
            r.advance();
        }
        assert_eq!(
            seen,
            names(&["Ana", "Brais", "Carla", "Dani", "Ana", "Brais"])
        );
        assert_eq!(r.following(), Some("Dani"));
    }

    #[test]
    fn at_most_four_active_children_per_game() {
        // Seed 000: "un máximo de 4 jugadores/as a la vez por cada equipo".
        let roster = names(&["Ana", "Brais", "Carla", "Dani", "Eva"]);
        let err = Rotation::new("Peóns", &roster, &roster).unwrap_err();
        assert!(matches!(err, RosterError::BadOrder { .. }), "{err}");
    }

    #[test]
    fn absent_player_is_skipped_and_can_come_back() {
        let mut r = rotation();
        r.set_absent("Ana", true).unwrap();
        assert_eq!(r.current(), Some("Brais"));
        r.advance();
        r.advance();
        r.advance(); // Brais, Carla, Dani moved; Ana absent → Brais again
        assert_eq!(r.current(), Some("Brais"));
        r.set_absent("Ana", false).unwrap();
        assert_eq!(
            r.current(),
            Some("Brais"),
            "the announced mover keeps the turn"
        );
        r.advance();
        r.advance();
        r.advance();
        assert_eq!(r.current(), Some("Ana"), "back in the rotation");
        assert!(r.set_absent("Zoe", true).is_err());
    }

    #[test]
    fn the_last_present_player_cannot_be_marked_absent() {
        let roster = names(&["Ana", "Brais", "Carla"]);
        let mut r = Rotation::new("T", &roster, &roster).unwrap();
        r.set_absent("Ana", true).unwrap();
        r.set_absent("Brais", true).unwrap();
        assert!(matches!(
            r.set_absent("Carla", true),
            Err(RosterError::LastPresent { .. })
        ));
        assert_eq!(r.current(), Some("Carla"));
    }

    #[test]
    fn reorder_before_the_first_move_starts_from_the_new_first() {
        // Bug seen: `order white Sabela, Uxía` before the start left Uxía
        // (first in the config's order) moving first.
        let roster = names(&["Uxía", "Sabela", "Brais"]);
        let mut r = Rotation::new("Lume", &roster, &roster).unwrap();
        assert_eq!(r.current(), Some("Uxía"));
        r.reorder(&names(&["Sabela", "Uxía"])).unwrap();
        assert_eq!(r.current(), Some("Sabela"));
        assert_eq!(r.following(), Some("Uxía"));
    }

    #[test]
    fn reorder_mid_game_keeps_the_current_mover_due() {
        let mut r = rotation();
        r.advance(); // Brais is due
        r.reorder(&names(&["Eva", "Dani", "Brais", "Ana"])).unwrap();
        assert_eq!(r.current(), Some("Brais"));
        assert_eq!(r.following(), Some("Ana"));
        r.advance();
        r.advance();
        assert_eq!(r.current(), Some("Eva"), "a bench player brought in plays");
        assert!(r.reorder(&names(&["Ana", "Ana"])).is_err());
        assert!(r.reorder(&names(&["Ana", "Xoán"])).is_err());
    }

    #[test]
    fn school_boards_fixed_order_alternating_colours() {
        // Seed 001: "juegan como 4 participantes del modo siguiente (B-N-B-N o al
        // revés N-B-N-B)" and "si no juegan los 4 primeros, se respeta el orden".
        let a = names(&["A1", "A2", "A3", "A4", "A5"]);
        let b = names(&["B1", "B2", "B3", "B4"]);
        let boards = school_boards(&a, &b, true, 4).unwrap();
        let colours: Vec<_> = boards.iter().map(|p| p.white.as_str()).collect();
        assert_eq!(colours, ["A1", "B2", "A3", "B4"]);
        let reversed = school_boards(&a, &b, false, 4).unwrap();
        assert_eq!(reversed[0].white, "B1");
        assert_eq!(reversed[1].white, "A2");
    }

    #[test]
    fn school_team_of_three_plays_three_boards_fewer_cannot() {
        // Seed 001: "si algún equipo sólo tiene 3 participantes, también puede jugar. Con menos, no."
        let a = names(&["A1", "A2", "A3"]);
        let b = names(&["B1", "B2", "B3", "B4"]);
        assert_eq!(school_boards(&a, &b, true, 4).unwrap().len(), 3);
        assert!(school_boards(&a[..2], &b, true, 4).is_err());
    }

    #[test]
    fn colour_draw_by_lot_uses_the_injected_source() {
        // Seed 000: "El color de las piezas se sorteará al principio de la partida."
        let mut heads = || true;
        let mut tails = || false;
        assert_eq!(draw_white(&mut heads), Color::White);
        assert_eq!(draw_white(&mut tails), Color::Black);
        let mut rng = fastrand::Rng::with_seed(7);
        let draws: Vec<Color> = (0..64).map(|_| draw_white(&mut || rng.bool())).collect();
        assert!(draws.contains(&Color::White) && draws.contains(&Color::Black));
    }
}
