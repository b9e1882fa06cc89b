//! The session's side of the event: a change to the event checked against
//! the stage and applied, a round staged (its boards set up, the last
//! round's games archived for the records) or a play-off staged, and each
//! finished game's result given to the event.

use super::*;
use crate::tr;

impl Session {
    /// Applies a change to the event, or says why not (nothing changes).
    pub fn apply_event(
        &mut self,
        command: &crate::event::EventCommand,
    ) -> Result<(), SessionError> {
        one_line_event(command)?;
        if let Some(refused) = command.unreasoned_bye() {
            return Err(SessionError::Event(refused));
        }
        self.apply_event_taken(command)
    }

    /// [`Session::apply_event`] without the one-line check (a journal's
    /// record).
    pub(super) fn apply_event_taken(
        &mut self,
        command: &crate::event::EventCommand,
    ) -> Result<(), SessionError> {
        self.check_stage(command)?;
        let before = self.event.staged_round();
        self.event.apply(command)?;
        match *command {
            crate::event::EventCommand::Stage { round } => {
                self.stage_round(round, before);
            }
            crate::event::EventCommand::Playoff {
                first,
                second,
                result: None,
            } => self.stage_playoff(first, second, before),
            _ => {}
        }
        self.revision += 1;
        Ok(())
    }

    /// Refuses to put a round on the stage while a game is being played
    /// there.
    fn check_stage(&self, command: &crate::event::EventCommand) -> Result<(), SessionError> {
        if !matches!(
            command,
            crate::event::EventCommand::Stage { .. }
                | crate::event::EventCommand::Playoff { result: None, .. }
        ) {
            return Ok(());
        }
        let playing = self.games_in_play();
        if playing.is_empty() {
            Ok(())
        } else {
            Err(SessionError::GamesInProgress(playing))
        }
    }

    /// The boards whose games have started and not ended.
    pub fn games_in_play(&self) -> Vec<BoardNo> {
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| {
                b.game.outcome().is_none()
                    && b.game.clock().state() != crate::clock::ClockState::Idle
            })
            .map(|(i, _)| BoardNo::at(i))
            .chain(self.matches_in_play())
            .collect()
    }

    /// The stage's boards become one play-off game between `first` (White
    /// until the lot) and `second`, under the play-off's rules.
    fn stage_playoff(&mut self, first: u32, second: u32, before: u32) {
        let entrants = self.config.entrants();
        let (Some(&white), Some(&black)) = (
            entrants.get(first as usize - 1),
            entrants.get(second as usize - 1),
        ) else {
            return;
        };
        let label = tr!(self.config.event.language, "rounds-play-off");
        let setup = crate::config::GameSetup {
            label: Some(label.to_owned()),
            white,
            black,
            board: BoardNo::FIRST,
            clocks: None,
            seats: None,
        };
        self.archive(before);
        // A team event's play-off is an encounter on every board (seed 001
        // §9), the first team White on board 1, colours alternating.
        let setups: Vec<crate::config::GameSetup> = if self.event.team_boards() > 0 {
            BoardNo::all(self.event.team_boards())
                .map(|board| crate::config::GameSetup {
                    label: Some(format!("{label} {board}")),
                    board,
                    ..setup.clone()
                })
                .collect()
        } else {
            vec![setup]
        };
        if self.is_bughouse() {
            self.matches = linked::matches_of(&self.config, &setups);
        } else {
            self.boards = setups
                .iter()
                .map(|s| Board {
                    label: s.label.clone().unwrap_or_default(),
                    game: self.config.setup_game_under(s, &self.config.playoff),
                })
                .collect();
        }
        self.setups = setups;
        self.playoff = Some((first, second));
        self.round = Default::default();
        self.stagings += 1;
    }

    /// The games that were played stay in the records when the stage's
    /// boards change.
    fn archive(&mut self, round: u32) {
        let played: Vec<Board> = std::mem::take(&mut self.boards)
            .into_iter()
            .filter(|b| {
                b.game.clock().state() != crate::clock::ClockState::Idle
                    || !b.game.moves().is_empty()
                    || b.game.outcome().is_some()
            })
            .map(|mut b| {
                b.game.seal();
                b
            })
            .collect();
        if !played.is_empty() {
            self.earlier.push((round, played));
        }
        let played: Vec<Linked> = std::mem::take(&mut self.matches)
            .into_iter()
            .filter(|m| m.game.started() || m.game.outcome().is_some())
            .collect();
        if !played.is_empty() {
            self.earlier_matches.push((round, played));
        }
    }

    /// The boards become round `round`'s pairings, each a new game; the
    /// round's time starts again with its first game.
    fn stage_round(&mut self, round: u32, before: u32) {
        let setups = self.config.round_setups(&self.event, round);
        if setups.is_empty() {
            return;
        }
        self.archive(before);
        self.playoff = None;
        self.stagings += 1;
        if self.is_bughouse() {
            self.matches = linked::matches_of(&self.config, &setups);
            self.setups = setups;
            self.round = Default::default();
            return;
        }
        // One board a pairing, or a team match's boards in a row: each
        // under its table's rules (a knockout round's ties may differ).
        let per_table = self.event.team_boards().max(1);
        self.boards = setups
            .iter()
            .enumerate()
            .map(|(i, setup)| Board {
                label: setup.label.clone().unwrap_or_default(),
                game: self
                    .config
                    .setup_game_under(setup, self.config.rules_for_game(round, i / per_table)),
            })
            .collect();
        self.setups = setups;
        self.round = Default::default();
    }

    /// Whether the stage waits for a round's pairings: an individual Swiss
    /// whose boards come from its pairings (no `[game]`, no `[[boards]]`)
    /// before any round or play-off was put on the stage. Its one board is
    /// then a placeholder, not a game of the event: the screens and the
    /// panel show no game (seed 004 has no game before round 1), unless
    /// someone started playing on it.
    pub fn awaiting_pairings(&self) -> bool {
        self.config.boards_from_pairings
            && self.config.event.format == crate::config::Format::Individual
            && self.stagings == 0
            && self.boards.iter().all(|b| {
                b.game.moves().is_empty()
                    && b.game.clock().state() == crate::clock::ClockState::Idle
            })
    }

    /// How many times new games took the stage (a round or a play-off):
    /// the same board number then holds another game.
    pub fn stagings(&self) -> u32 {
        self.stagings
    }

    /// The games of earlier rounds that left the stage, by round (0: the
    /// config's own boards).
    pub fn earlier_games(&self) -> &[(u32, Vec<Board>)] {
        &self.earlier
    }

    /// Who plays on board `board`.
    pub fn setup(&self, board: BoardNo) -> Option<&crate::config::GameSetup> {
        self.setups.get(board.index())
    }

    /// The event result that board `board`'s finished game gives, when the
    /// event has that pairing waiting for it: the board's two contenders
    /// (teams, or players) are the pairing's two entrants.
    pub fn result_for_event(&self, board: BoardNo) -> Option<crate::event::EventCommand> {
        use crate::event::EventCommand;
        let (a, b, winner) = if self.is_bughouse() {
            self.match_finished(super::in_match(board).0)?
        } else {
            self.finished(board)
                .map(|(a, b, winner, _)| (a, b, winner))?
        };
        if let Some((first, second)) = self.playoff {
            // The play-off's result, from the first named's side.
            self.event.pending_playoff(first, second)?;
            if self.event.team_boards() > 0 {
                // One board of the team encounter, as its scoresheet says.
                let (k, white_due) = self.team_board(board, first, second)?;
                return Some(EventCommand::PlayoffBoard {
                    first,
                    second,
                    board: k,
                    result: seen_from(white_due, winner),
                });
            }
            return Some(EventCommand::Playoff {
                first,
                second,
                result: Some(seen_from(first, winner)),
            });
        }
        let crate::ids::Pairing {
            round,
            white,
            black,
        } = self.event.pending_pairing(a, b)?;
        if self.event.team_boards() > 0 {
            // One board of a team match, as its scoresheet would say it
            // with the match's colours: they alternate by board, the first
            // team White on board 1.
            let (k, white_due) = self.team_board(board, white, black)?;
            return Some(EventCommand::Board {
                round,
                white,
                black,
                board: k,
                result: seen_from(white_due, winner),
            });
        }
        Some(EventCommand::Result {
            round,
            white,
            black,
            result: seen_from(white, winner),
        })
    }

    /// The result the event already holds for board `board`'s pairing in
    /// the staged round (entered at the table's buttons or the terminal,
    /// not played on the stage), from the board's White: what every page
    /// shows for a board whose game has nothing on it to end it. A team
    /// match's board its own result from its scoresheet (`board R W B K`);
    /// not bughouse.
    pub fn entered_result(&self, board: BoardNo) -> Option<crate::event::PairingResult> {
        let round = self.event.staged_round();
        if round == 0 || self.is_bughouse() {
            return None;
        }
        let AtBoard {
            a,
            b,
            white: board_white,
        } = self.entrants_at_board(board)?;
        if self.event.team_boards() > 0 {
            let m = self.event.team_matches().iter().find(|m| {
                m.round == round && ((m.first, m.second) == (a, b) || (m.first, m.second) == (b, a))
            })?;
            let k = self.setups.get(board.index())?.board;
            let result = (*m.boards.get(k.index())?)?;
            // The event's White on board K: the first team on odd boards.
            let event_white = if k.number() % 2 == 1 {
                m.first
            } else {
                m.second
            };
            return Some(if board_white == event_white {
                result
            } else {
                result.reversed()
            });
        }
        let (pairings, _) = self.event.round_pairings(round);
        let pairing = pairings
            .iter()
            .find(|p| (p.white, p.black) == (a, b) || (p.white, p.black) == (b, a))?;
        let result = pairing.outcome()?;
        Some(if board_white == pairing.white {
            result
        } else {
            result.reversed()
        })
    }

    /// Stage board `board` of a team match or play-off encounter
    /// between `first` (White on board 1) and `second`: the match's board
    /// number and the team with White on it (colours alternate by board).
    fn team_board(&self, board: BoardNo, first: u32, second: u32) -> Option<(u32, u32)> {
        let k = u32::try_from(self.setups.get(board.index())?.board.number()).ok()?;
        Some((k, if k % 2 == 1 { first } else { second }))
    }

    /// What the end of board `board`'s game tells the event: its result
    /// ([`Session::result_for_event`]), after the colours it was really
    /// played with when a lot at the board gave them the other way round
    /// from the pairing (seed 000: "the team that had Black" is the one
    /// that had it at the board).
    pub fn results_for_event(&self, board: BoardNo) -> Vec<crate::event::EventCommand> {
        use crate::event::EventCommand;
        let Some(result) = self.result_for_event(board) else {
            return Vec::new();
        };
        let played_white = if self.is_bughouse() {
            None
        } else {
            self.finished(board).map(|(.., white)| white)
        };
        match result {
            EventCommand::Result {
                round,
                white,
                black,
                result,
            } if played_white == Some(black) => vec![
                EventCommand::Colours {
                    round,
                    white: black,
                    black: white,
                },
                EventCommand::Result {
                    round,
                    white: black,
                    black: white,
                    result: result.reversed(),
                },
            ],
            other => vec![other],
        }
    }

    /// Board `board`'s two entrants (the setup's White and Black, by start
    /// number) and, once its game has ended, the entrant who won it (`None`
    /// for a draw) under the game's rules, and the entrant who had White
    /// at the board.
    fn finished(&self, board: BoardNo) -> Option<(u32, u32, Option<u32>, u32)> {
        let outcome = self.boards.get(board.index())?.game.outcome()?;
        let AtBoard {
            a,
            b,
            white: board_white,
        } = self.entrants_at_board(board)?;
        let board_black = if board_white == a { b } else { a };
        let winner = outcome.winner.map(|side| match side {
            shakmaty::Color::White => board_white,
            shakmaty::Color::Black => board_black,
        });
        Some((a, b, winner, board_white))
    }

    /// Board `board`'s two entrants (the setup's White and Black, by start
    /// number) and the one who has White at the board: the one the setup
    /// gives it (in a team match, by board), unless a lot swapped the
    /// colours.
    fn entrants_at_board(&self, board: BoardNo) -> Option<AtBoard> {
        let game = &self.boards.get(board.index())?.game;
        let setup = self.setups.get(board.index())?;
        let (a, b) = (
            self.config.start_number(setup.white)?,
            self.config.start_number(setup.black)?,
        );
        let fresh = self.config.setup_game(setup);
        let by_lot = fresh.contender(shakmaty::Color::White).name
            != game.contender(shakmaty::Color::White).name;
        let by_board = matches!(
            self.config.event.format,
            crate::config::Format::SchoolTeams | crate::config::Format::BughousePairs
        ) && setup.board.number().is_multiple_of(2);
        Some(AtBoard {
            a,
            b,
            white: if by_lot != by_board { b } else { a },
        })
    }

    /// Whether the event would take `command` (nothing changes).
    pub fn check_event(&self, command: &crate::event::EventCommand) -> Result<(), SessionError> {
        one_line_event(command)?;
        self.check_stage(command)?;
        self.event.clone().apply(command)?;
        Ok(())
    }
}

/// A game's result as written from `white`'s side: the winner (`None`
/// for a draw) is White or Black.
fn seen_from(white: u32, winner: Option<u32>) -> crate::event::PairingResult {
    use crate::event::PairingResult;
    match winner {
        None => PairingResult::Draw,
        Some(w) if w == white => PairingResult::WhiteWins,
        Some(_) => PairingResult::BlackWins,
    }
}

/// A board's two entrants by start number (the setup's White `a` and
/// Black `b`) and the one with White at the board.
struct AtBoard {
    a: u32,
    b: u32,
    white: u32,
}
