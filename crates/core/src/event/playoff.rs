//! A tie-break game outside the rounds, and the points each side scored
//! in it.

use super::PairingResult;

/// A tie-break game outside the rounds (in a team event, a team encounter
/// on every board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayoffGame {
    /// The first named (White unless the lot said otherwise; a team: White
    /// on board 1).
    pub first: u32,
    /// The other.
    pub second: u32,
    /// Its result from the first named's side, once in.
    pub result: Option<PairingResult>,
    /// A team encounter's boards, each as its scoresheet says it (empty
    /// for a single game).
    pub boards: Vec<Option<PairingResult>>,
}

impl PlayoffGame {
    /// The points `entrant` scored in it (a win 2, a draw 1, in halves); in
    /// an Armageddon a draw is Black's win (the second named's, who had
    /// Black: seed 004 §6, "En caso de tablas el desempate se decantaría
    /// para el jugador de piezas negras").
    pub fn halves_of(&self, entrant: u32, armageddon: bool) -> u32 {
        let first = match self.result {
            Some(PairingResult::WhiteWins | PairingResult::WhiteByForfeit) => 2,
            Some(PairingResult::Draw) if !armageddon => 1,
            _ => 0,
        };
        let second = match self.result {
            Some(PairingResult::BlackWins | PairingResult::BlackByForfeit) => 2,
            Some(PairingResult::Draw) if armageddon => 2,
            Some(PairingResult::Draw) => 1,
            _ => 0,
        };
        if entrant == self.first {
            first
        } else if entrant == self.second {
            second
        } else {
            0
        }
    }
}
