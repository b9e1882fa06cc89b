//! A school team's line-up (seed 001 §2): which children of its list of up
//! to eight play a match, board by board, in the list's order.

use super::*;

impl Event {
    /// The same event with each school team's number of listed children
    /// (seed 001 §1: up to 8), for its line-ups.
    pub fn with_squads(mut self, squads: Vec<usize>) -> Event {
        self.squads = squads;
        self
    }

    /// The places in `team`'s list that play round `round`, board by board
    /// (its first four unless a line-up says otherwise).
    pub fn lineup(&self, round: u32, team: u32) -> Vec<u32> {
        self.lineups
            .iter()
            .rev()
            .find(|(r, t, _)| (*r, *t) == (round, team))
            .map_or_else(
                || {
                    let listed = self.squads.get(team as usize - 1).copied().unwrap_or(4);
                    (1..=listed.min(self.team_boards.max(1)) as u32).collect()
                },
                |(_, _, seats)| seats.clone(),
            )
    }

    /// `Lineup`: see [`EventCommand::Lineup`]. Seed 001 §2: "El orden de
    /// los tableros lo fijará cada equipo al dar el listado de
    /// participantes, no pudiéndose cambiar posteriormente: si no juegan
    /// los 4 primeros, se respeta el orden." Given before the round is on
    /// the stage or has a board's result.
    pub(super) fn set_lineup(
        &mut self,
        round: u32,
        team: u32,
        seats: &[u32],
    ) -> Result<(), EventError> {
        self.check(round, &[team])?;
        if self.team_boards == 0 || self.squads.is_empty() {
            return Err(EventError::NoLineups);
        }
        let listed = self.squads.get(team as usize - 1).copied().unwrap_or(0);
        let in_order = seats.windows(2).all(|w| w[0] < w[1]);
        let in_list = seats.iter().all(|&s| s >= 1 && s as usize <= listed);
        if !(3..=self.team_boards).contains(&seats.len()) || !in_order || !in_list {
            return Err(EventError::BadLineup(round, team, listed));
        }
        let started = self
            .matches
            .iter()
            .any(|m| m.round == round && m.has(team) && m.boards.iter().any(Option::is_some));
        if started || self.staged == round {
            return Err(EventError::AlreadyPlayed(round));
        }
        self.lineups.retain(|(r, t, _)| (*r, *t) != (round, team));
        self.lineups.push((round, team, seats.to_vec()));

        Ok(())
    }
}
