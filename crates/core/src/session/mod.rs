//! An event session: every board of the event's config, each a refereed
//! [`Game`], and a revision number that grows with every change so that
//! displays know when to redraw.

mod linked;

pub use linked::Linked;

use crate::config::EventConfig;
use crate::game::{Command, Event, Game, Rejection};

/// Why a session command was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// No such board.
    #[error("board {board} does not exist: the session has boards 1 to {count}")]
    NoSuchBoard {
        /// The board asked for (1-based).
        board: usize,
        /// How many boards there are.
        count: usize,
    },
    /// The game refused the command.
    #[error(transparent)]
    Rejected(#[from] Rejection),
    /// The event refused a change (a pairing, a bye, a result).
    #[error(transparent)]
    Event(#[from] crate::event::EventError),
    /// A new round put on the stage while games of the last one are still
    /// being played there (0-based boards).
    #[error("games are still being played on the stage: boards {0:?}")]
    GamesInProgress(Vec<usize>),
    /// A text of the command holds a line break or another control
    /// character: it would split the journal's record or a PGN comment.
    #[error("the command's text holds a control character (U+{:04X})", *.0 as u32)]
    ControlCharacter(char),
}

/// Refuses a board command whose texts are not one clean line.
fn one_line(command: &Command) -> Result<(), SessionError> {
    match command
        .texts()
        .into_iter()
        .find_map(crate::one_line::control_character)
    {
        Some(c) => Err(SessionError::ControlCharacter(c)),
        None => Ok(()),
    }
}

/// Refuses an event command whose texts are not one clean line.
fn one_line_event(command: &crate::event::EventCommand) -> Result<(), SessionError> {
    match command
        .texts()
        .into_iter()
        .find_map(crate::one_line::control_character)
    {
        Some(c) => Err(SessionError::ControlCharacter(c)),
        None => Ok(()),
    }
}

/// One board of the session.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The label shown on screens.
    pub label: String,
    /// The game played there.
    pub game: Game,
}

/// All boards of an event.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    config: EventConfig,
    /// Who plays on each board: the config's, then the staged round's.
    setups: Vec<crate::config::GameSetup>,
    boards: Vec<Board>,
    /// A bughouse event's matches (two boards each) in place of boards.
    matches: Vec<Linked>,
    /// The games of earlier rounds that left the stage (round 0: the
    /// config's own boards), kept for the records.
    earlier: Vec<(u32, Vec<Board>)>,
    /// The bughouse matches of earlier rounds.
    earlier_matches: Vec<(u32, Vec<Linked>)>,
    /// The stage holds a play-off game between these two (first, second).
    playoff: Option<(u32, u32)>,
    revision: u64,
    /// How many times new games took the stage (a round, a play-off).
    stagings: u32,
    round: crate::round::RoundClock,
    event: crate::event::Event,
}

impl Session {
    /// A session with a new game on every configured board.
    pub fn new(config: EventConfig) -> Session {
        let matches = linked::matches_of(&config, &config.boards);
        let boards = config
            .boards
            .iter()
            .enumerate()
            .map(|(i, setup)| Board {
                label: setup.label.clone().unwrap_or_else(|| (i + 1).to_string()),
                game: config.new_board_game(i),
            })
            .filter(|_| matches.is_empty())
            .collect();
        let (names, ratings) = config
            .entrants()
            .into_iter()
            .map(|c| (config.roster.contender_name(c).to_owned(), config.rating(c)))
            .unzip();
        let joins = config
            .entrants()
            .into_iter()
            .map(|c| match c {
                crate::ids::ContenderId::Player(p) => config.roster.player(p).from_round,
                crate::ids::ContenderId::Team(_) => 1,
            })
            .collect();
        let mut event = crate::event::Event::new(config.total_rounds(), names, ratings)
            .with_entry_rounds(joins);
        if config.event.format == crate::config::Format::SchoolTeams {
            // Seed 001: every pairing is a match on four boards.
            event = event.with_team_matches(4, config.rules.scoring);
        }
        Session {
            setups: config.boards.clone(),
            config,
            boards,
            matches,
            earlier: Vec::new(),
            earlier_matches: Vec::new(),
            playoff: None,
            revision: 0,
            stagings: 0,
            round: Default::default(),
            event,
        }
    }

    /// The event's pairings, byes and results so far.
    pub fn event(&self) -> &crate::event::Event {
        &self.event
    }

    /// Applies a change to the event, or says why not (nothing changes).
    pub fn apply_event(
        &mut self,
        command: &crate::event::EventCommand,
    ) -> Result<(), SessionError> {
        one_line_event(command)?;
        self.apply_event_taken(command)
    }

    /// [`Session::apply_event`] without the one-line check (a journal's
    /// record).
    fn apply_event_taken(
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

    /// The boards whose games have started and not ended (0-based).
    pub fn games_in_play(&self) -> Vec<usize> {
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| {
                b.game.outcome().is_none()
                    && b.game.clock().state() != crate::clock::ClockState::Idle
            })
            .map(|(i, _)| i)
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
        let label = self
            .config
            .event
            .language
            .pick("Desempate", "Desempate", "Play-off");
        let setup = crate::config::GameSetup {
            label: Some(label.to_owned()),
            white,
            black,
            board: 1,
        };
        self.archive(before);
        // A team event's play-off is an encounter on every board (seed 001
        // §9), the first team White on board 1, colours alternating.
        let setups: Vec<crate::config::GameSetup> = if self.event.team_boards() > 0 {
            (1..=self.event.team_boards())
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

    /// Who plays on board `board` (0-based).
    pub fn setup(&self, board: usize) -> Option<&crate::config::GameSetup> {
        self.setups.get(board)
    }

    /// The event result that board `board`'s finished game gives, when the
    /// event has that pairing waiting for it: the board's two contenders
    /// (teams, or players) are the pairing's two entrants.
    pub fn result_for_event(&self, board: usize) -> Option<crate::event::EventCommand> {
        use crate::event::EventCommand;
        let (a, b, winner) = if self.is_bughouse() {
            self.match_finished(board / 2)?
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
        let (round, white, black) = self.event.pending_pairing(a, b)?;
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

    /// Stage board `board` (0-based) of a team match or play-off encounter
    /// between `first` (White on board 1) and `second`: the match's board
    /// number and the team with White on it (colours alternate by board).
    fn team_board(&self, board: usize, first: u32, second: u32) -> Option<(u32, u32)> {
        let k = self.setups.get(board)?.board as u32;
        Some((k, if k % 2 == 1 { first } else { second }))
    }

    /// What the end of board `board`'s game tells the event: its result
    /// ([`Session::result_for_event`]), after the colours it was really
    /// played with when a lot at the board gave them the other way round
    /// from the pairing (seed 000: "the team that had Black" is the one
    /// that had it at the board).
    pub fn results_for_event(&self, board: usize) -> Vec<crate::event::EventCommand> {
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
    fn finished(&self, board: usize) -> Option<(u32, u32, Option<u32>, u32)> {
        let game = &self.boards.get(board)?.game;
        let outcome = game.outcome()?;
        let setup = self.setups.get(board)?;
        let (a, b) = (
            self.config.start_number(setup.white)?,
            self.config.start_number(setup.black)?,
        );
        // Which entrant had White on the board: the one the setup gives it
        // (in a team match, by board), unless a lot swapped the colours.
        let fresh = self.config.setup_game(setup);
        let by_lot = fresh.contender(shakmaty::Color::White).name
            != game.contender(shakmaty::Color::White).name;
        let by_board = matches!(
            self.config.event.format,
            crate::config::Format::SchoolTeams | crate::config::Format::BughousePairs
        ) && setup.board.is_multiple_of(2);
        let board_white = if by_lot != by_board { b } else { a };
        let board_black = if board_white == a { b } else { a };
        let winner = outcome.winner.map(|side| match side {
            shakmaty::Color::White => board_white,
            shakmaty::Color::Black => board_black,
        });
        Some((a, b, winner, board_white))
    }

    /// Whether the event would take `command` (nothing changes).
    pub fn check_event(&self, command: &crate::event::EventCommand) -> Result<(), SessionError> {
        one_line_event(command)?;
        self.check_stage(command)?;
        self.event.clone().apply(command)?;
        Ok(())
    }

    /// The session a journal's records lead to, applied at their instants;
    /// or the first record that no longer applies, with why.
    pub fn rebuild(
        config: EventConfig,
        records: &[crate::journal::Record],
    ) -> Result<Session, (u64, SessionError)> {
        let mut session = Session::new(config);
        for r in records {
            session.replay(r).map_err(|e| (r.seq, e))?;
        }
        Ok(session)
    }

    /// Applies one journal record as it was applied live: time passes to
    /// its instant, then its command (an event change's record already
    /// holds what a game's end gave the event, so nothing follows from it).
    pub fn replay(&mut self, r: &crate::journal::Record) -> Result<(), SessionError> {
        match &r.entry {
            // A record was taken once: it is applied as it was, without
            // the one-line check of new commands (a journal written before
            // that check may hold a tab inside a reason, on one line).
            crate::journal::Entry::Board { board, command } => {
                self.tick(r.at_ms);
                self.apply_taken(*board, command, r.at_ms).map(|_| ())
            }
            crate::journal::Entry::Event(command) => self.apply_event_taken(command),
        }
    }

    /// The config the session was built from.
    pub fn config(&self) -> &EventConfig {
        &self.config
    }

    /// The boards.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// The boards whose clocks are running (a match by its first board).
    pub fn clocks_running(&self) -> Vec<usize> {
        let running =
            |c: &crate::clock::Clock| matches!(c.state(), crate::clock::ClockState::Running { .. });
        if self.is_bughouse() {
            return self
                .matches
                .iter()
                .enumerate()
                .filter(|(_, m)| m.game.outcome().is_none() && running(m.game.clock(0)))
                .map(|(i, _)| 2 * i)
                .collect();
        }
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b.game.outcome().is_none() && running(b.game.clock()))
            .map(|(i, _)| i)
            .collect()
    }

    /// Whether each board's game has ended; in a bughouse event, each
    /// match's (its two boards: one flag, on the first).
    pub fn ended(&self) -> Vec<bool> {
        if self.is_bughouse() {
            return self
                .matches
                .iter()
                .flat_map(|m| [m.game.outcome().is_some(), false])
                .collect();
        }
        self.boards
            .iter()
            .map(|b| b.game.outcome().is_some())
            .collect()
    }

    /// Round time at `now_ms` (from the round's first start, pauses of
    /// every game excluded); `None` before the round started.
    pub fn round_elapsed_ms(&self, now_ms: u64) -> Option<u64> {
        self.round.elapsed_ms(now_ms)
    }

    /// True while the round's time stands still.
    pub fn round_paused(&self) -> bool {
        self.round.is_paused()
    }

    /// The boards still being played once the round's time is over (the
    /// config's game window), for the arbiter to decide; empty otherwise.
    pub fn over_time(&self, now_ms: u64) -> Vec<usize> {
        let (Some(window), Some(elapsed)) =
            (self.config.game_window_ms, self.round_elapsed_ms(now_ms))
        else {
            return Vec::new();
        };
        if elapsed < window {
            return Vec::new();
        }
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b.game.outcome().is_none())
            .map(|(i, _)| i)
            .collect()
    }

    fn observe_round(&mut self, at_ms: u64) {
        self.round
            .observe(self.boards.iter().map(|b| &b.game), at_ms);
    }

    /// Grows by one with every change to any board.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Applies `command` to board `board` (0-based) at `at_ms`.
    pub fn apply(
        &mut self,
        board: usize,
        command: &Command,
        at_ms: u64,
    ) -> Result<Vec<Event>, SessionError> {
        one_line(command)?;
        self.apply_taken(board, command, at_ms)
    }

    /// [`Session::apply`] without the one-line check (a journal's record).
    fn apply_taken(
        &mut self,
        board: usize,
        command: &Command,
        at_ms: u64,
    ) -> Result<Vec<Event>, SessionError> {
        if self.is_bughouse() {
            let done = || Ok::<(), std::convert::Infallible>(());
            return match self.apply_linked(board, command, at_ms, done)? {
                Ok(events) => Ok(events),
                Err(never) => match never {},
            };
        }
        let count = self.boards.len();
        let game = &mut self
            .boards
            .get_mut(board)
            .ok_or(SessionError::NoSuchBoard {
                board: board + 1,
                count,
            })?
            .game;
        let before = game.outcome().is_some();
        let result = game.apply(command, at_ms);
        // A refused command may still have let a flag fall.
        if result.as_ref().is_ok_and(|events| changes(command, events))
            || game.outcome().is_some() != before
        {
            self.revision += 1;
            self.observe_round(at_ms);
        }
        Ok(result?)
    }

    /// Applies `command` like [`Session::apply`], but the change takes
    /// effect only once `commit` (which makes it durable: the journal) has
    /// succeeded; if `commit` fails the session is as it was and its error
    /// is returned inside `Ok`.
    pub fn apply_durably<E>(
        &mut self,
        board: usize,
        command: &Command,
        at_ms: u64,
        commit: impl FnOnce() -> Result<(), E>,
    ) -> Result<Result<Vec<Event>, E>, SessionError> {
        one_line(command)?;
        if self.is_bughouse() {
            return self.apply_linked(board, command, at_ms, commit);
        }
        let count = self.boards.len();
        let slot = self
            .boards
            .get_mut(board)
            .ok_or(SessionError::NoSuchBoard {
                board: board + 1,
                count,
            })?;
        let (changed, verdict) = on_a_copy(
            &mut slot.game,
            |g| g.outcome().is_some(),
            |g| g.apply(command, at_ms),
            commit,
        );
        let changed = changed
            && match &verdict {
                Ok(Ok(events)) => changes(command, events),
                _ => true,
            };
        if changed {
            self.revision += 1;
            self.observe_round(at_ms);
        }
        verdict
    }

    /// Lets time pass on every board up to `at_ms`; returns what happened,
    /// with the board index.
    pub fn tick(&mut self, at_ms: u64) -> Vec<(usize, Event)> {
        let mut out = Vec::new();
        for (i, b) in self.boards.iter_mut().enumerate() {
            out.extend(b.game.tick(at_ms).into_iter().map(|e| (i, e)));
        }
        for (i, m) in self.matches.iter_mut().enumerate() {
            out.extend(m.game.tick(at_ms).into_iter().map(|e| (2 * i, e)));
        }
        if !out.is_empty() {
            self.revision += 1;
            self.observe_round(at_ms);
        }
        out
    }

    /// The earliest instant after `at_ms` at which something happens by
    /// itself on any board (a flag falls, the unclocked period ends).
    pub fn next_deadline_ms(&self, at_ms: u64) -> Option<u64> {
        self.boards
            .iter()
            .filter_map(|b| b.game.next_deadline_ms())
            .chain(
                self.matches
                    .iter()
                    .filter_map(|m| m.game.next_deadline_ms()),
            )
            .filter(|&t| t > at_ms)
            .min()
    }
}

/// Applies `apply` to a copy of `game`, which takes its place once `commit`
/// (the journal) succeeded; a refused command leaves `game` as it was, but
/// for an ending that time alone brought meanwhile (a flag, as `ended`
/// tells). Says whether `game` changed, and the verdict.
/// Whether an accepted command changed its game: a `wait` that found
/// nothing due (the time it records had already been let pass, as when a
/// journal is replayed) changes nothing, so the revision stays what it was
/// live.
fn changes(command: &Command, events: &[Event]) -> bool {
    !matches!(command, Command::Wait) || !events.is_empty()
}

pub(crate) fn on_a_copy<G: Clone, E>(
    game: &mut G,
    ended: impl Fn(&G) -> bool,
    apply: impl FnOnce(&mut G) -> Result<Vec<Event>, Rejection>,
    commit: impl FnOnce() -> Result<(), E>,
) -> (bool, Result<Result<Vec<Event>, E>, SessionError>) {
    let mut copy = game.clone();
    let before = ended(&copy);
    match apply(&mut copy) {
        Ok(events) => {
            if let Err(e) = commit() {
                return (false, Ok(Err(e)));
            }
            *game = copy;
            (true, Ok(Ok(events)))
        }
        Err(rejection) => {
            let flagged = ended(&copy) != before;
            if flagged {
                *game = copy;
            }
            (flagged, Err(rejection.into()))
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> Session {
        let path = crate::testing::root().join("configs/megxadrez-final-armageddon-12-10.toml");
        Session::new(crate::testing::load(&path))
    }

    #[test]
    fn a_flag_fallen_live_and_its_wait_record_replayed_give_the_same_session() {
        // Seen in the day-long soak: the live stage lets the flag fall by
        // time (one change) and journals a `wait`; the replay let time pass
        // and then applied the `wait` as a second change, so the rebuilt
        // session's revision ran ahead of the live one's.
        use crate::journal::{Entry, Record};
        // The stage's clock official (the seed-000 configs leave the flag
        // to the arbiter).
        let mut config = session().config().clone();
        config.rules.flag_mode = crate::rules::FlagMode::Automatic;
        let mut live = Session::new(config);
        let mut records = Vec::new();
        let mut record = |at_ms: u64, command: Command| {
            records.push(Record {
                seq: records.len() as u64 + 1,
                at_ms,
                entry: Entry::Board { board: 0, command },
            });
        };
        live.apply(0, &Command::Start, 0).unwrap();
        record(0, Command::Start);
        let deadline = live.next_deadline_ms(0).expect("a clock runs");
        assert!(!live.tick(deadline + 5).is_empty(), "the flag falls");
        record(deadline + 5, Command::Wait);
        assert!(live.boards()[0].game.outcome().is_some());
        let rebuilt = Session::rebuild(live.config().clone(), &records).unwrap();
        assert_eq!(rebuilt.revision(), live.revision());
        assert_eq!(rebuilt, live);
    }

    #[test]
    fn a_command_or_reason_with_a_line_break_is_refused_before_the_journal_sees_it() {
        // Seen over HTTP: `arbiter 1-0 line one\nline two` was journaled
        // as a record spanning two lines, and every later start refused
        // the journal.
        let mut s = session();
        s.apply(0, &Command::Start, 0).unwrap();
        let arbiter = Command::Arbiter {
            result: crate::rules::GameResult::Decisive(shakmaty::Color::White),
            reason: "line one\nline two".into(),
        };
        let mut committed = false;
        let verdict = s.apply_durably(0, &arbiter, 10, || {
            committed = true;
            Ok::<(), ()>(())
        });
        assert_eq!(verdict, Err(SessionError::ControlCharacter('\n')));
        assert!(!committed, "nothing reaches the journal");
        assert_eq!(
            s.apply(0, &arbiter, 10),
            Err(SessionError::ControlCharacter('\n'))
        );
        assert!(s.boards()[0].game.outcome().is_none());
        let unpair = crate::event::EventCommand::Unpair {
            round: 1,
            reason: "oops\u{1b}[2J".into(),
        };
        assert_eq!(
            s.check_event(&unpair),
            Err(SessionError::ControlCharacter('\u{1b}'))
        );
        assert_eq!(
            s.apply_event(&unpair),
            Err(SessionError::ControlCharacter('\u{1b}'))
        );
    }

    #[test]
    fn a_record_journaled_before_the_one_line_check_still_replays() {
        // An older version took a tab inside a reason; its journal must
        // still rebuild the event.
        use crate::journal::{Entry, Record};
        let records = [
            Record {
                seq: 1,
                at_ms: 0,
                entry: Entry::Board {
                    board: 0,
                    command: Command::Start,
                },
            },
            Record {
                seq: 2,
                at_ms: 1000,
                entry: Entry::Board {
                    board: 0,
                    command: Command::Arbiter {
                        result: crate::rules::GameResult::Draw,
                        reason: "por\tacuerdo".into(),
                    },
                },
            },
        ];
        let config = session().config().clone();
        let rebuilt = Session::rebuild(config, &records).expect("the old journal rebuilds");
        assert!(rebuilt.boards()[0].game.outcome().is_some());
    }

    #[test]
    fn boards_are_independent_and_each_change_bumps_the_revision() {
        let mut s = session();
        assert!(s.boards().len() >= 2);
        s.apply(0, &Command::Start, 0).unwrap();
        let r = s.revision();
        s.apply(1, &Command::Start, 10).unwrap();
        s.apply(1, &Command::Move { text: "d4".into() }, 20)
            .unwrap();
        assert_eq!(s.revision(), r + 2);
        assert_eq!(s.boards()[0].game.moves().len(), 0);
        assert_eq!(s.boards()[1].game.moves().len(), 1);
        assert!(
            s.apply(0, &Command::Move { text: "e5".into() }, 30)
                .is_err()
        );
        assert_eq!(s.revision(), r + 2, "a refusal changes nothing");
        assert_eq!(
            s.apply(9, &Command::Start, 40),
            Err(SessionError::NoSuchBoard {
                board: 10,
                count: s.boards().len()
            })
        );
    }

    #[test]
    fn a_command_takes_effect_only_once_it_is_durable() {
        let mut s = session();
        s.apply(0, &Command::Start, 0).unwrap();
        let before = s.clone();
        let failed = s.apply_durably(0, &Command::Move { text: "e4".into() }, 10, || {
            Err("disk full")
        });
        assert_eq!(failed, Ok(Err("disk full")));
        assert_eq!(s, before, "nothing changed");
        let done = s.apply_durably(0, &Command::Move { text: "e4".into() }, 10, || {
            Ok::<(), &str>(())
        });
        assert!(matches!(done, Ok(Ok(_))));
        assert_eq!(s.boards()[0].game.moves().len(), 1);
        assert_eq!(s.revision(), before.revision() + 1);
        let mut committed = false;
        let refused = s.apply_durably(0, &Command::Move { text: "e4".into() }, 20, || {
            committed = true;
            Ok::<(), &str>(())
        });
        assert!(
            refused.is_err() && !committed,
            "a refusal is never journaled"
        );
    }

    #[test]
    fn tick_lets_flags_fall_and_reports_the_next_deadline() {
        let mut s = session();
        s.apply(0, &Command::Start, 0).unwrap();
        assert_eq!(s.next_deadline_ms(0), Some(720_000), "White's 12 minutes");
        let r = s.revision();
        assert!(s.tick(719_999).is_empty());
        let events = s.tick(720_000);
        assert_eq!(events.len(), 1);
        assert_eq!(s.revision(), r + 1);
        assert_eq!(s.next_deadline_ms(720_000), None);
    }
}
