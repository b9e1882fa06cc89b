//! How each event command changes the event, or why it is refused (and
//! nothing changes).

use super::*;

impl Event {
    /// Applies `command`, or says why not (and changes nothing).
    pub fn apply(&mut self, command: &EventCommand) -> Result<(), EventError> {
        match *command {
            EventCommand::Pair {
                round,
                white,
                black,
            } => self.pair(round, white, black),
            EventCommand::Bye {
                round,
                player,
                kind,
                ..
            } => self.bye(round, player, kind),
            EventCommand::Board {
                round,
                white,
                black,
                board,
                result,
            } => self.board(round, white, black, board, result),
            EventCommand::Playoff {
                first,
                second,
                result,
            } => self.playoff(first, second, result),
            EventCommand::PlayoffBoard {
                first,
                second,
                board,
                result,
            } => self.playoff_board(first, second, board, result),
            EventCommand::Return { player } => self.apply_return(player),
            EventCommand::CheckIn { entrant } => self.check_in(entrant, true),
            EventCommand::CheckOut { entrant } => self.check_in(entrant, false),
            EventCommand::NoShows => self.no_shows(),
            EventCommand::Lineup {
                round,
                team,
                ref seats,
            } => self.set_lineup(round, team, seats),
            EventCommand::Withdraw { player, round } => self.withdraw(player, round),
            EventCommand::Swap {
                round,
                white,
                black,
                ..
            } => self.swap(round, white, black),
            EventCommand::Colours {
                round,
                white,
                black,
            } => self.colours(round, white, black),
            EventCommand::Unpair { round, .. } => self.unpair(round),
            EventCommand::Stage { round } => self.stage(round),
            EventCommand::Result {
                round,
                white,
                black,
                result,
            } => self.apply_result(round, white, black, result),
            EventCommand::Report {
                round,
                table,
                side,
                result,
            } => self.report(round, table, side, result),
        }
    }

    /// `Pair`: see [`EventCommand::Pair`].
    fn pair(&mut self, round: u32, white: u32, black: u32) -> Result<(), EventError> {
        self.check(round, &[white, black])?;
        if white == black {
            return Err(EventError::Themself);
        }
        for p in [white, black] {
            if self.slot(p, round).is_some() {
                return Err(EventError::AlreadyPaired(p, round));
            }
        }
        // A pairing not yet played counts as a loss for both until
        // its result comes (a provisional standings' view).
        *self.slot_mut(white, round) = Some(Round::Played {
            opponent: black,
            colour: Color::White,
            score: Score::Loss,
            rated: false,
        });
        *self.slot_mut(black, round) = Some(Round::Played {
            opponent: white,
            colour: Color::Black,
            score: Score::Loss,
            rated: false,
        });
        self.pending.push(Pairing::new(round, white, black));
        self.made.push(Pairing::new(round, white, black));
        if self.team_boards > 0 {
            self.matches
                .push(TeamMatch::new(round, white, black, self.team_boards));
        }

        Ok(())
    }

    /// `Bye`: see [`EventCommand::Bye`].
    fn bye(&mut self, round: u32, player: u32, kind: Bye) -> Result<(), EventError> {
        self.check(round, &[player])?;
        // A half or whole bye without its reason is refused when it is
        // entered (`EventCommand::unreasoned_bye`), not when a journal
        // written before that rule is read back.
        if self.slot(player, round).is_some() {
            return Err(EventError::AlreadyPaired(player, round));
        }
        *self.slot_mut(player, round) = Some(Round::Bye(kind));

        Ok(())
    }

    /// `Board`: see [`EventCommand::Board`].
    fn board(
        &mut self,
        round: u32,
        white: u32,
        black: u32,
        board: u32,
        result: PairingResult,
    ) -> Result<(), EventError> {
        self.check(round, &[white, black])?;
        if self.team_boards == 0 {
            return Err(EventError::NotATeamMatch);
        }
        if board == 0 || board as usize > self.team_boards {
            return Err(EventError::NoSuchBoard(board, self.team_boards));
        }
        let scoring = self.scoring;
        let Some(m) = self
            .matches
            .iter_mut()
            .find(|m| (m.round, m.first, m.second) == (round, white, black))
        else {
            return Err(EventError::NotPaired(Pairing::new(round, white, black)));
        };
        // A board given again is the arbiter's correction.
        m.boards[board as usize - 1] = Some(result);
        if let Some(first) = m.outcome(&scoring) {
            let (w, b) = match first {
                Score::Win => (Score::Win, Score::Loss),
                Score::Draw => (Score::Draw, Score::Draw),
                Score::Loss => (Score::Loss, Score::Win),
            };
            for (team, opponent, colour, score) in [
                (white, black, Color::White, w),
                (black, white, Color::Black, b),
            ] {
                *self.slot_mut(team, round) = Some(Round::Played {
                    opponent,
                    colour,
                    score,
                    rated: true,
                });
            }
            self.pending
                .retain(|&p| p != Pairing::new(round, white, black));
        }

        Ok(())
    }

    /// `Playoff`: see [`EventCommand::Playoff`].
    fn playoff(
        &mut self,
        first: u32,
        second: u32,
        result: Option<PairingResult>,
    ) -> Result<(), EventError> {
        self.check(self.rounds.max(1), &[first, second])?;
        if first == second {
            return Err(EventError::Themself);
        }
        let waiting = self
            .playoffs
            .iter_mut()
            .rev()
            .find(|p| p.result.is_none() && (p.first, p.second) == (first, second));
        if result.is_some() && self.team_boards > 0 {
            // A team encounter's result comes from its boards.
            return Err(EventError::BoardsNeeded);
        }
        let boards = vec![None; self.team_boards];
        match (result, waiting) {
            (Some(r), Some(p)) => p.result = Some(r),
            _ => self.playoffs.push(PlayoffGame {
                first,
                second,
                result,
                boards,
            }),
        }

        Ok(())
    }

    /// `PlayoffBoard`: see [`EventCommand::PlayoffBoard`].
    fn playoff_board(
        &mut self,
        first: u32,
        second: u32,
        board: u32,
        result: PairingResult,
    ) -> Result<(), EventError> {
        self.check(self.rounds.max(1), &[first, second])?;
        if self.team_boards == 0 {
            return Err(EventError::NotATeamMatch);
        }
        if board == 0 || board as usize > self.team_boards {
            return Err(EventError::NoSuchBoard(board, self.team_boards));
        }
        let scoring = self.scoring;
        let Some(p) = self
            .playoffs
            .iter_mut()
            .rev()
            .find(|p| !p.boards.is_empty() && (p.first, p.second) == (first, second))
        else {
            return Err(EventError::NotPaired(Pairing::new(0, first, second)));
        };
        // A board given again is the arbiter's correction.
        p.boards[board as usize - 1] = Some(result);
        let encounter = TeamMatch {
            round: 0,
            first,
            second,
            boards: p.boards.clone(),
        };
        p.result = encounter.outcome(&scoring).map(|s| match s {
            Score::Win => PairingResult::WhiteWins,
            Score::Draw => PairingResult::Draw,
            Score::Loss => PairingResult::BlackWins,
        });

        Ok(())
    }

    /// `Return`: see [`EventCommand::Return`].
    fn apply_return(&mut self, player: u32) -> Result<(), EventError> {
        self.check(1, &[player])?;
        let asked = self.last_paired_round();
        self.returns.push((player, asked));

        Ok(())
    }

    /// `Withdraw`: see [`EventCommand::Withdraw`].
    fn withdraw(&mut self, player: u32, round: u32) -> Result<(), EventError> {
        self.check(round, &[player])?;
        if self.withdrawn.len() < self.names.len() {
            self.withdrawn.resize(self.names.len(), None);
        }
        self.withdrawn[player as usize - 1] = Some(round);

        Ok(())
    }

    /// `Swap`: see [`EventCommand::Swap`].
    fn swap(&mut self, round: u32, white: u32, black: u32) -> Result<(), EventError> {
        self.check(round, &[white, black])?;
        if !self.pending.contains(&Pairing::new(round, white, black)) {
            return Err(if self.made.contains(&Pairing::new(round, white, black)) {
                EventError::AlreadyPlayed(round)
            } else {
                EventError::NotPaired(Pairing::new(round, white, black))
            });
        }
        if self.staged == round {
            return Err(EventError::AlreadyPlayed(round));
        }
        self.swap_colours(round, white, black);

        Ok(())
    }

    /// `Colours`: see [`EventCommand::Colours`].
    fn colours(&mut self, round: u32, white: u32, black: u32) -> Result<(), EventError> {
        self.check(round, &[white, black])?;
        if self.pending.contains(&Pairing::new(round, white, black)) {
            // The pairing's own colours: nothing to change.
        } else if self.pending.contains(&Pairing::new(round, black, white)) {
            self.swap_colours(round, black, white);
        } else {
            let made = self.made.contains(&Pairing::new(round, white, black))
                || self.made.contains(&Pairing::new(round, black, white));
            return Err(if made {
                EventError::AlreadyPlayed(round)
            } else {
                EventError::NotPaired(Pairing::new(round, white, black))
            });
        }

        Ok(())
    }

    /// `Unpair`: see [`EventCommand::Unpair`].
    fn unpair(&mut self, round: u32) -> Result<(), EventError> {
        self.check(round, &[])?;
        let made = self.made.iter().filter(|p| p.round == round).count();
        let pending = self.pending.iter().filter(|p| p.round == round).count();
        if made != pending || self.staged == round {
            return Err(EventError::AlreadyPlayed(round));
        }
        if made == 0 && (1..=self.names.len() as u32).all(|p| self.slot(p, round).is_none()) {
            return Err(EventError::NoPairings(round));
        }
        for p in 1..=self.names.len() as u32 {
            *self.slot_mut(p, round) = None;
        }
        self.pending.retain(|p| p.round != round);
        self.made.retain(|p| p.round != round);
        self.matches.retain(|m| m.round != round);

        Ok(())
    }

    /// `Stage`: see [`EventCommand::Stage`].
    fn stage(&mut self, round: u32) -> Result<(), EventError> {
        self.check(round, &[])?;
        if !self.made.iter().any(|p| p.round == round) {
            return Err(EventError::NoPairings(round));
        }
        let decided = self
            .round_pairings(round)
            .0
            .iter()
            .filter(|p| p.result.is_some())
            .count();
        if decided > 0 && self.staged != round {
            return Err(EventError::StagedWithResults(round, decided));
        }
        self.staged = round;

        Ok(())
    }

    /// `Result`: see [`EventCommand::Result`].
    pub(super) fn apply_result(
        &mut self,
        round: u32,
        white: u32,
        black: u32,
        result: PairingResult,
    ) -> Result<(), EventError> {
        self.check(round, &[white, black])?;
        if self.team_boards > 0 {
            return Err(EventError::BoardsNeeded);
        }
        let paired = matches!(self.slot(white, round), Some(Round::Played { opponent, colour: Color::White, .. } | Round::Forfeit { opponent, colour: Some(Color::White), .. }) if opponent == black);
        if !paired {
            return Err(EventError::NotPaired(Pairing::new(round, white, black)));
        }
        let played = |opponent, colour, score| Round::Played {
            opponent,
            colour,
            score,
            rated: true,
        };
        let forfeit = |opponent, colour, won| Round::Forfeit {
            opponent,
            colour: Some(colour),
            won,
        };
        let (w, b) = match result {
            PairingResult::WhiteWins => (
                played(black, Color::White, Score::Win),
                played(white, Color::Black, Score::Loss),
            ),
            PairingResult::BlackWins => (
                played(black, Color::White, Score::Loss),
                played(white, Color::Black, Score::Win),
            ),
            PairingResult::Draw => (
                played(black, Color::White, Score::Draw),
                played(white, Color::Black, Score::Draw),
            ),
            PairingResult::WhiteByForfeit => (
                forfeit(black, Color::White, true),
                forfeit(white, Color::Black, false),
            ),
            PairingResult::BlackByForfeit => (
                forfeit(black, Color::White, false),
                forfeit(white, Color::Black, true),
            ),
            PairingResult::DoubleForfeit => (
                forfeit(black, Color::White, false),
                forfeit(white, Color::Black, false),
            ),
        };
        *self.slot_mut(white, round) = Some(w);
        *self.slot_mut(black, round) = Some(b);
        self.pending
            .retain(|&p| p != Pairing::new(round, white, black));

        Ok(())
    }
}
