//! The event's own record, command by command: who is paired with whom in
//! each round, the byes, and the results — of games the stage referees and
//! of the other tables, entered by hand. Each command is journaled like a
//! game's, so the whole event is rebuilt exactly after a crash.
//!
//! Players are the roster's, by their place in it (start numbers from 1 in
//! the config's order).

mod apply;
mod command;
mod error;
mod fault;
pub mod league;
mod lineup;
mod playoff;
mod presence;
mod reports;
pub mod school;
pub mod team_match;

pub use command::{EventCommand, PairingResult, parse};
pub use error::EventError;
pub use fault::{EventFault, EventField};
pub use playoff::PlayoffGame;
pub use reports::TableStatus;

use std::fmt;

use shakmaty::Color;

use crate::pairing::results::{Bye, Pairing, Player, Round, Score};
use crate::points::Points;
use crate::rules::Scoring;
use team_match::TeamMatch;

/// One pairing of a round as the screens list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundPairing {
    /// White's start number (a team match: the team White on board 1).
    pub white: u32,
    /// Black's.
    pub black: u32,
    /// White's round and Black's once the result is in.
    pub result: Option<(Round, Round)>,
}

impl RoundPairing {
    /// The result as the arbiter writes it, once it is in (seen from
    /// White; a forfeit by who came).
    pub fn outcome(&self) -> Option<PairingResult> {
        Some(match self.result? {
            (Round::Played { score, .. }, _) => match score {
                Score::Win => PairingResult::WhiteWins,
                Score::Draw => PairingResult::Draw,
                Score::Loss => PairingResult::BlackWins,
            },
            (Round::Forfeit { won: true, .. }, _) => PairingResult::WhiteByForfeit,
            (_, Round::Forfeit { won: true, .. }) => PairingResult::BlackByForfeit,
            _ => PairingResult::DoubleForfeit,
        })
    }
}

/// The event as its commands have made it.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    rounds: u32,
    /// Each player's rounds: `None` while not paired.
    slots: Vec<Vec<Option<Round>>>,
    names: Vec<String>,
    ratings: Vec<Option<u16>>,
    /// Pairings made and not yet given a result: (round, white, black).
    pending: Vec<Pairing>,
    /// Boards per pairing in a team event (0: a pairing is one game).
    team_boards: usize,
    /// Points per game, for the team matches' game points.
    scoring: Scoring,
    /// The team matches and their boards.
    matches: Vec<TeamMatch>,
    /// The round each entrant joins (empty: everyone from round 1).
    entry_rounds: Vec<u32>,
    /// Every pairing in the order it was made: (round, white, black).
    made: Vec<Pairing>,
    /// The round on the stage (0: none yet).
    staged: u32,
    /// The round from which each entrant is withdrawn (empty: nobody).
    withdrawn: Vec<Option<u32>>,
    /// Tie-break games outside the rounds, in the order they were set.
    playoffs: Vec<PlayoffGame>,
    /// Players who asked to be paired again after a no-show, with the last
    /// round paired when they asked.
    returns: Vec<(u32, u32)>,
    /// How many children each school team lists (empty: no line-ups).
    squads: Vec<usize>,
    /// The line-ups given: (round, team, places in its list).
    lineups: Vec<(u32, u32, Vec<u32>)>,
    /// The entrants checked in at the hall (start numbers).
    present: std::collections::BTreeSet<u32>,
    /// The entrants the arbiter found absent at round 1's pairing
    /// (`noshows`): round-1 no-shows under seed 004 §8.
    no_shows: std::collections::BTreeSet<u32>,
    /// The results the tables' players reported, in the order they came.
    reports: Vec<reports::TableReport>,
}

impl Event {
    /// An event of `rounds` rounds for the players `names` (start numbers
    /// from 1 in that order) with their ratings.
    pub fn new(rounds: u32, names: Vec<String>, ratings: Vec<Option<u16>>) -> Event {
        Event {
            rounds,
            slots: vec![vec![None; rounds as usize]; names.len()],
            names,
            ratings,
            pending: Vec::new(),
            team_boards: 0,
            scoring: Scoring {
                win: Points::whole(1),
                draw: Points::from_halves(1),
                loss: Points::ZERO,
            },
            matches: Vec::new(),
            entry_rounds: Vec::new(),
            made: Vec::new(),
            staged: 0,
            withdrawn: Vec::new(),
            returns: Vec::new(),
            playoffs: Vec::new(),
            squads: Vec::new(),
            lineups: Vec::new(),
            present: Default::default(),
            no_shows: Default::default(),
            reports: Vec::new(),
        }
    }

    /// The same event with each entrant joining in its round (a late
    /// entry: not paired before it; its earlier rounds score nothing).
    pub fn with_entry_rounds(mut self, rounds: Vec<u32>) -> Event {
        self.entry_rounds = rounds;
        self
    }

    /// The same event with each pairing a team match of `boards` boards,
    /// its games scored by `scoring` (seed 001: four boards, 10/5/1).
    pub fn with_team_matches(mut self, boards: usize, scoring: Scoring) -> Event {
        self.team_boards = boards;
        self.scoring = scoring;
        self
    }

    /// Boards per pairing in a team event (0: a pairing is one game).
    pub fn team_boards(&self) -> usize {
        self.team_boards
    }

    /// The team matches made so far, with their boards.
    pub fn team_matches(&self) -> &[TeamMatch] {
        &self.matches
    }

    /// `entrant`'s game points over every team match so far (the boards
    /// with a result), under the event's scoring: the school's accumulated
    /// points.
    ///
    /// A pairing-allocated bye (a Swiss by teams with an odd number of
    /// teams) counts as a drawn match in game points: the seed is silent,
    /// and a drawn match neither helps nor harms the team on the secondary
    /// score (the user guide says so).
    pub fn game_points(&self, entrant: u32) -> Points {
        let byes = self.pairing_byes(entrant) * self.team_boards;
        self.matches
            .iter()
            .filter(|m| m.has(entrant))
            .map(|m| m.points_of(entrant, &self.scoring))
            .chain((0..byes).map(|_| self.scoring.draw))
            .sum()
    }

    /// `entrant`'s match points (2 a win, 1 a draw) over its finished team
    /// matches; a pairing-allocated bye is a win's (as the Dutch system
    /// scores it).
    pub fn match_points(&self, entrant: u32) -> Points {
        self.matches
            .iter()
            .filter(|m| m.has(entrant))
            .map(|m| m.match_points_of(entrant, &self.scoring))
            .chain((0..self.pairing_byes(entrant)).map(|_| Points::whole(2)))
            .sum()
    }

    /// Adds each entrant's game points to `points` under its name: one
    /// earlier phase's share of the points a school event accumulates
    /// (seed 001 §9, "Se sumarán los puntos de cada fase").
    pub fn add_game_points_by_name(&self, points: &mut std::collections::HashMap<String, Points>) {
        for (i, name) in self.names.iter().enumerate() {
            let entry = points.entry(name.clone()).or_insert(Points::ZERO);
            *entry = *entry + self.game_points(i as u32 + 1);
        }
    }

    /// How many pairing-allocated byes `entrant` has had.
    fn pairing_byes(&self, entrant: u32) -> usize {
        self.slots.get(entrant as usize - 1).map_or(0, |s| {
            s.iter()
                .filter(|r| **r == Some(Round::Bye(Bye::Pairing)))
                .count()
        })
    }

    /// The pairings still waiting for their results.
    pub fn pending(&self) -> &[Pairing] {
        &self.pending
    }

    /// A pairing of `a` and `b` (either colour) still waiting for its
    /// result, the earliest round first.
    pub fn pending_pairing(&self, a: u32, b: u32) -> Option<Pairing> {
        self.pending.iter().copied().find(|p| p.between(a, b))
    }

    /// Swaps the colours of round `round`'s pending pairing `white` -
    /// `black`: `black` now has White.
    fn swap_colours(&mut self, round: u32, white: u32, black: u32) {
        for (p, opponent, colour) in [(black, white, Color::White), (white, black, Color::Black)] {
            *self.slot_mut(p, round) = Some(Round::Played {
                opponent,
                colour,
                score: Score::Loss,
                rated: false,
            });
        }
        for list in [&mut self.pending, &mut self.made] {
            for t in list.iter_mut() {
                if *t == Pairing::new(round, white, black) {
                    *t = t.swapped();
                }
            }
        }
        for m in &mut self.matches {
            if (m.round, m.first, m.second) == (round, white, black) {
                std::mem::swap(&mut m.first, &mut m.second);
            }
        }
    }

    /// Round `round`'s pairings in the order they were made, each with its
    /// result once it has one (seen from White: the board's `Round`), and
    /// the round's byes by start number.
    pub fn round_pairings(&self, round: u32) -> (Vec<RoundPairing>, Vec<(u32, Bye)>) {
        let pairings = self
            .made
            .iter()
            .filter(|p| p.round == round)
            .map(|&p| RoundPairing {
                white: p.white,
                black: p.black,
                result: if self.pending.contains(&p) {
                    None
                } else {
                    self.slot(p.white, round).zip(self.slot(p.black, round))
                },
            })
            .collect();
        let byes = (1..=self.names.len() as u32)
            .filter_map(|p| match self.slot(p, round) {
                Some(Round::Bye(kind)) => Some((p, kind)),
                _ => None,
            })
            .collect();
        (pairings, byes)
    }

    /// The last round that was paired (0: none yet): a bye a player asked
    /// for in a later round does not start that round, nor the ones
    /// before it.
    pub fn last_round(&self) -> u32 {
        self.last_paired_round()
    }

    /// The last round that was paired (a pairing made, or the pairing's
    /// own bye); 0 before round 1. A bye a player asked for in advance does
    /// not pair its round.
    pub fn last_paired_round(&self) -> u32 {
        (1..=self.rounds)
            .rev()
            .find(|&r| {
                self.made.iter().any(|p| p.round == r)
                    || self
                        .slots
                        .iter()
                        .any(|s| s[r as usize - 1] == Some(Round::Bye(Bye::Pairing)))
            })
            .unwrap_or(0)
    }

    /// The event as its first `rounds` rounds leave it (a league before its
    /// knockout): later pairings, byes and results left out.
    pub fn first_rounds(&self, rounds: u32) -> Event {
        if rounds >= self.rounds {
            return self.clone();
        }
        let mut e = self.clone();
        e.rounds = rounds;
        for s in &mut e.slots {
            s.truncate(rounds as usize);
        }
        e.pending.retain(|p| p.round <= rounds);
        e.made.retain(|p| p.round <= rounds);
        e.matches.retain(|m| m.round <= rounds);
        e.staged = e.staged.min(rounds);
        e
    }

    /// The tie-break games outside the rounds.
    pub fn playoffs(&self) -> &[PlayoffGame] {
        &self.playoffs
    }

    /// A play-off between `a` and `b` (either order) still waiting for its
    /// result: (first, second).
    pub fn pending_playoff(&self, a: u32, b: u32) -> Option<(u32, u32)> {
        self.playoffs
            .iter()
            .rev()
            .find(|p| {
                p.result.is_none()
                    && ((p.first, p.second) == (a, b) || (p.first, p.second) == (b, a))
            })
            .map(|p| (p.first, p.second))
    }

    /// Whether `entrant` is withdrawn in `round`.
    pub fn withdrawn_in(&self, entrant: u32, round: u32) -> bool {
        self.withdrawn
            .get(entrant as usize - 1)
            .copied()
            .flatten()
            .is_some_and(|from| round >= from)
    }

    /// Whether `player` is paired in round `round` under seed 004's rule
    /// of no-shows (§8): a lost forfeit is a no-show; after one the player
    /// is not paired again until they ask (`return`), after two never, and
    /// one in round 1 without notice before round 2 is paired puts them
    /// out.
    pub fn presence_status(&self, player: u32, round: u32) -> crate::pairing::absence::Status {
        use crate::pairing::absence::Presence;
        let returned_after = |r: u32| self.returns.iter().any(|&(p, at)| p == player && at >= r);
        let history: Vec<Presence> = (1..round)
            .map(|r| {
                // A lost forfeit, or absent at round 1's door (`noshows`).
                let no_show = match self.slot(player, r) {
                    Some(Round::Forfeit { won: false, .. }) => true,
                    Some(Round::Bye(Bye::Zero)) => r == 1 && self.no_shows.contains(&player),
                    _ => false,
                };
                if no_show {
                    Presence::NoShow {
                        notified: r == 1
                            && self.returns.iter().any(|&(p, at)| p == player && at <= 1),
                    }
                } else {
                    Presence::Came
                }
            })
            .collect();
        let last_no_show = history
            .iter()
            .rposition(|p| matches!(p, Presence::NoShow { .. }))
            .map(|i| i as u32 + 1);
        let asked_back = last_no_show.is_some_and(returned_after);
        crate::pairing::absence::status(&history, asked_back)
    }

    /// The round from which `entrant` is withdrawn, if it is.
    pub fn withdrawn_from(&self, entrant: u32) -> Option<u32> {
        self.withdrawn.get(entrant as usize - 1).copied().flatten()
    }

    /// The round on the stage's boards (0: none yet).
    pub fn staged_round(&self) -> u32 {
        self.staged
    }

    /// Whether every pairing of `round` has its result.
    pub fn round_complete(&self, round: u32) -> bool {
        !self.pending.iter().any(|p| p.round == round)
    }

    /// The entrants not yet paired nor given a bye in `round` (start
    /// numbers), leaving out late entrants who have not joined yet.
    pub fn unpaired(&self, round: u32) -> Vec<u32> {
        (1..=self.names.len() as u32)
            .filter(|&p| {
                round >= 1
                    && round <= self.rounds
                    && self.slot(p, round).is_none()
                    && round >= self.entry_rounds.get(p as usize - 1).copied().unwrap_or(1)
            })
            .collect()
    }

    /// The number of rounds.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The rounds paired so far, which the standings and the report file
    /// count: a bye asked for in a round not yet paired is not one (nor
    /// does it make the rounds before it played).
    pub fn rounds_started(&self) -> usize {
        self.last_paired_round() as usize
    }

    /// The byes entered for round `round` before it is paired (asked for
    /// in advance), by start number.
    pub fn byes_entered(&self, round: u32) -> Vec<(u32, Bye)> {
        if round == 0 || round > self.rounds || round <= self.last_paired_round() {
            return Vec::new();
        }
        (1..=self.names.len() as u32)
            .filter_map(|p| match self.slot(p, round) {
                Some(Round::Bye(kind)) => Some((p, kind)),
                _ => None,
            })
            .collect()
    }

    fn check(&self, round: u32, players: &[u32]) -> Result<(), EventError> {
        if round > self.rounds {
            return Err(EventError::NoSuchRound(round, self.rounds));
        }
        for &p in players {
            if p as usize > self.names.len() {
                return Err(EventError::NoSuchPlayer(p, self.names.len()));
            }
            let joins = self.entry_rounds.get(p as usize - 1).copied().unwrap_or(1);
            if round < joins {
                return Err(EventError::NotYetEntered(p, joins));
            }
        }
        Ok(())
    }

    /// Player `player`'s round `round` (both from 1); none for a player
    /// or a round the event does not have (a command may name any).
    fn slot(&self, player: u32, round: u32) -> Option<Round> {
        let (p, r) = (player as usize, round as usize);
        *self.slots.get(p.checked_sub(1)?)?.get(r.checked_sub(1)?)?
    }

    fn slot_mut(&mut self, player: u32, round: u32) -> &mut Option<Round> {
        &mut self.slots[player as usize - 1][round as usize - 1]
    }

    /// The games with a result, each once, as a league counts them (entrants
    /// 0-based): a forfeit is a win for the one who came, a double forfeit
    /// a loss for both counts as nothing.
    pub fn league_games(&self) -> Vec<league::LeagueGame> {
        use crate::rules::GameResult;
        let mut games = Vec::new();
        for (i, slots) in self.slots.iter().enumerate() {
            let white = i as u32 + 1;
            for (r, slot) in slots.iter().enumerate() {
                let round = r as u32 + 1;
                let (opponent, result) = match *slot {
                    Some(Round::Played {
                        opponent,
                        colour: Color::White,
                        score,
                        ..
                    }) => (
                        opponent,
                        match score {
                            Score::Win => GameResult::Decisive(Color::White),
                            Score::Draw => GameResult::Draw,
                            Score::Loss => GameResult::Decisive(Color::Black),
                        },
                    ),
                    Some(Round::Forfeit {
                        opponent,
                        colour: Some(Color::White),
                        won,
                    }) => {
                        let black_won = matches!(
                            self.slot(opponent, round),
                            Some(Round::Forfeit { won: true, .. })
                        );
                        match (won, black_won) {
                            (true, _) => (opponent, GameResult::Decisive(Color::White)),
                            (false, true) => (opponent, GameResult::Decisive(Color::Black)),
                            (false, false) => continue,
                        }
                    }
                    _ => continue,
                };
                if self.pending.contains(&Pairing::new(round, white, opponent)) {
                    continue;
                }
                games.push(league::LeagueGame {
                    white: i,
                    black: opponent as usize - 1,
                    result: Some(result),
                });
            }
        }
        games
    }

    /// The entrants' names, by start number.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The name of start number `n` (from 1); empty for a number that is
    /// no entrant's.
    pub fn name_of(&self, n: u32) -> String {
        (n as usize)
            .checked_sub(1)
            .and_then(|i| self.names.get(i))
            .cloned()
            .unwrap_or_default()
    }

    /// The players with their rounds so far (not paired: a zero-point bye),
    /// for the standings and the report file.
    pub fn players(&self) -> Vec<Player> {
        self.slots
            .iter()
            .enumerate()
            .map(|(i, slots)| Player {
                start_no: i as u32 + 1,
                name: self.names[i].clone(),
                rating: self.ratings[i],
                rounds: slots
                    .iter()
                    .map(|s| s.unwrap_or(Round::Bye(Bye::Zero)))
                    .collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
