//! Results reported at the tables: in an event whose players report (seed
//! 004's rapid Swiss), each player of a table says the result on their
//! phone with their own code; when both say the same, it is the pairing's
//! result, as if the arbiter had entered it. Two different reports are a
//! dispute the arbiter settles with `result`. Each report is journaled
//! (`event report R T SIDE RESULT`): the journal says who reported what.

use super::*;

/// Where a table's result stands in its round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableStatus {
    /// No result yet, and no report.
    Pending,
    /// One player reported; the other has not confirmed yet.
    Reported(Color, PairingResult),
    /// The players reported different results: the arbiter decides.
    Disputed {
        /// What White's player said.
        white: PairingResult,
        /// What Black's player said.
        black: PairingResult,
    },
    /// The result is in: both players said it (`by_players`) or the
    /// arbiter entered it.
    Confirmed {
        /// The result.
        result: PairingResult,
        /// Whether it came from both players' reports.
        by_players: bool,
    },
}

/// A report of a table's result by one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct TableReport {
    round: u32,
    table: u32,
    side: Color,
    result: PairingResult,
}

impl Event {
    /// The pairing at table `table` (from 1) of round `round`: tables are
    /// numbered in the order the round was paired, byes left out.
    pub fn at_table(&self, round: u32, table: u32) -> Option<RoundPairing> {
        let (pairings, _) = self.round_pairings(round);
        pairings.get((table as usize).checked_sub(1)?).copied()
    }

    /// `Report`: see [`EventCommand::Report`]. A player reports a game's
    /// end (1-0, 0-1, ½-½); a forfeit, or a pairing whose result is in, is
    /// the arbiter's. When the other player's report says the same, the
    /// result is entered.
    pub(super) fn report(
        &mut self,
        round: u32,
        table: u32,
        side: Color,
        result: PairingResult,
    ) -> Result<(), EventError> {
        if self.team_boards > 0 {
            return Err(EventError::BoardsNeeded);
        }
        let pairing = self
            .at_table(round, table)
            .ok_or(EventError::NoSuchTable(round, table))?;
        if !matches!(
            result,
            PairingResult::WhiteWins | PairingResult::BlackWins | PairingResult::Draw
        ) {
            return Err(EventError::ForfeitReported);
        }
        if pairing.outcome().is_some() {
            return Err(EventError::AlreadyDecided(round, table));
        }
        self.reports
            .retain(|r| (r.round, r.table, r.side) != (round, table, side));
        self.reports.push(TableReport {
            round,
            table,
            side,
            result,
        });
        let other = self
            .reports
            .iter()
            .find(|r| (r.round, r.table, r.side) == (round, table, !side));
        if other.is_some_and(|r| r.result == result) {
            self.apply_result(round, pairing.white, pairing.black, result)?;
        }
        Ok(())
    }

    /// Where table `table` of round `round` stands.
    pub fn table_status(&self, round: u32, table: u32) -> TableStatus {
        let said = |side: Color| {
            self.reports
                .iter()
                .rev()
                .find(|r| (r.round, r.table, r.side) == (round, table, side))
                .map(|r| r.result)
        };
        let (white, black) = (said(Color::White), said(Color::Black));
        if let Some(result) = self.at_table(round, table).and_then(|p| p.outcome()) {
            return TableStatus::Confirmed {
                result,
                by_players: white == Some(result) && black == Some(result),
            };
        }
        match (white, black) {
            (Some(white), Some(black)) => TableStatus::Disputed { white, black },
            (Some(result), None) => TableStatus::Reported(Color::White, result),
            (None, Some(result)) => TableStatus::Reported(Color::Black, result),
            (None, None) => TableStatus::Pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::parse;

    fn event() -> Event {
        let mut e = Event::new(2, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
        for c in ["pair 1 1 2", "pair 1 3 4"] {
            e.apply(&parse(c).unwrap()).unwrap();
        }
        e
    }

    #[test]
    fn both_players_saying_the_same_result_enter_it() {
        let mut e = event();
        let text = "report 1 1 white 1-0";
        assert_eq!(parse(text).unwrap().to_string(), text);
        assert_eq!(e.table_status(1, 1), TableStatus::Pending);
        e.apply(&parse(text).unwrap()).unwrap();
        assert_eq!(
            e.table_status(1, 1),
            TableStatus::Reported(Color::White, PairingResult::WhiteWins)
        );
        assert_eq!(
            e.at_table(1, 1).unwrap().outcome(),
            None,
            "one is not enough"
        );
        e.apply(&parse("report 1 1 black 1-0").unwrap()).unwrap();
        assert_eq!(
            e.table_status(1, 1),
            TableStatus::Confirmed {
                result: PairingResult::WhiteWins,
                by_players: true
            }
        );
        assert_eq!(
            e.at_table(1, 1).unwrap().outcome(),
            Some(PairingResult::WhiteWins)
        );
        // Once in, a table's report is refused: a correction is the
        // arbiter's.
        assert_eq!(
            e.apply(&parse("report 1 1 black 0-1").unwrap()),
            Err(EventError::AlreadyDecided(1, 1))
        );
    }

    #[test]
    fn different_reports_are_a_dispute_the_arbiters_result_settles() {
        let mut e = event();
        e.apply(&parse("report 1 2 white 1-0").unwrap()).unwrap();
        e.apply(&parse("report 1 2 black 0-1").unwrap()).unwrap();
        assert_eq!(
            e.table_status(1, 2),
            TableStatus::Disputed {
                white: PairingResult::WhiteWins,
                black: PairingResult::BlackWins
            }
        );
        assert_eq!(e.at_table(1, 2).unwrap().outcome(), None);
        // A player may change their own report before the other's agrees.
        e.apply(&parse("report 1 2 white 1/2").unwrap()).unwrap();
        assert!(matches!(e.table_status(1, 2), TableStatus::Disputed { .. }));
        e.apply(&parse("result 1 3 4 0-1").unwrap()).unwrap();
        assert_eq!(
            e.table_status(1, 2),
            TableStatus::Confirmed {
                result: PairingResult::BlackWins,
                by_players: false
            }
        );
    }

    #[test]
    fn a_forfeit_or_a_table_the_round_lacks_is_not_reported() {
        let mut e = event();
        assert_eq!(
            e.apply(&parse("report 1 1 white +-").unwrap()),
            Err(EventError::ForfeitReported)
        );
        assert_eq!(
            e.apply(&parse("report 1 3 white 1-0").unwrap()),
            Err(EventError::NoSuchTable(1, 3))
        );
        assert_eq!(
            e.apply(&parse("report 2 1 white 1-0").unwrap()),
            Err(EventError::NoSuchTable(2, 1))
        );
        assert!(parse("report 1 1 red 1-0").is_err());
        assert_eq!(e.table_status(1, 1), TableStatus::Pending);
    }
}
