//! An event session: every board of the event's config, each a refereed
//! [`Game`], and a revision number that grows with every change so that
//! displays know when to redraw.

mod linked;
mod rounds;
mod setup;

pub use linked::{Linked, in_match, session_board};

use crate::bughouse::MatchBoard;
use crate::config::EventConfig;
use crate::game::{Command, Event, Game, Rejection};
use crate::ids::BoardNo;

/// Why a session command was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// No such board.
    #[error("board {board} does not exist: the session has boards 1 to {count}")]
    NoSuchBoard {
        /// The board asked for.
        board: BoardNo,
        /// How many boards there are.
        count: usize,
    },
    /// The game refused the command.
    #[error(transparent)]
    Rejected(#[from] Rejection),
    /// The event refused a change (a pairing, a bye, a result).
    #[error(transparent)]
    Event(#[from] crate::event::EventError),
    /// A message the hall's board refused.
    #[error(transparent)]
    Hall(#[from] crate::hall::HallFault),
    /// A call for the arbiter, or its answer, refused.
    #[error(transparent)]
    Call(#[from] crate::calls::CallFault),
    /// A new round put on the stage while games of the last one are still
    /// being played there.
    #[error("games are still being played on the stage: boards {0:?}")]
    GamesInProgress(Vec<BoardNo>),
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
    /// The hall's information board.
    hall: crate::hall::Hall,
    /// The boards calling for the arbiter.
    calls: crate::calls::Calls,
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
                game: config.new_board_game(BoardNo::at(i)),
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
            event = event
                .with_team_matches(4, config.rules.scoring)
                .with_squads(
                    config
                        .roster
                        .teams
                        .iter()
                        .map(|t| t.players.len())
                        .collect(),
                );
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
            hall: crate::hall::Hall::default(),
            calls: crate::calls::Calls::default(),
        }
    }

    /// The event's pairings, byes and results so far.
    pub fn event(&self) -> &crate::event::Event {
        &self.event
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
            // Taken once: its screens were checked then.
            crate::journal::Entry::Hall(command) => {
                self.hall.apply(command, r.at_ms);
                self.revision += 1;
                Ok(())
            }
            crate::journal::Entry::Call(command) => self.apply_call(*command, r.at_ms),
            // Whose journal it is: checked by the store, nothing to apply.
            crate::journal::Entry::Identity(_) => Ok(()),
        }
    }

    /// The boards calling for the arbiter.
    pub fn calls(&self) -> &crate::calls::Calls {
        &self.calls
    }

    /// Whether `command` (a call for the arbiter, or its answer) would be
    /// taken.
    pub fn check_call(&self, command: crate::calls::CallCommand) -> Result<(), SessionError> {
        // A stage's board, or a table of the round being played in the
        // hall (a Swiss's tables are not all on the stage).
        let tables = self.event.round_pairings(self.event.last_round()).0.len();
        let (board, count) = (command.board(), self.board_count().max(tables));
        if board.index() >= count {
            return Err(SessionError::NoSuchBoard { board, count });
        }
        Ok(self.calls.check(command)?)
    }

    /// A board calls the arbiter, or the arbiter answers it, at `at_ms`.
    pub fn apply_call(
        &mut self,
        command: crate::calls::CallCommand,
        at_ms: u64,
    ) -> Result<(), SessionError> {
        self.check_call(command)?;
        self.calls.apply(command, at_ms)?;
        self.revision += 1;
        Ok(())
    }

    /// Puts up or takes down a message on the hall's screens, at `at_ms`;
    /// a screen the config does not have is refused.
    pub fn apply_hall(
        &mut self,
        command: &crate::hall::HallCommand,
        at_ms: u64,
    ) -> Result<(), crate::hall::HallFault> {
        self.check_hall(command)?;
        self.hall.apply(command, at_ms);
        self.revision += 1;
        Ok(())
    }

    /// `command` with a prepared message's name (`message NAME`) turned
    /// into the config's message; any other command as it is.
    pub fn expand_hall(
        &self,
        command: crate::hall::HallCommand,
    ) -> Result<crate::hall::HallCommand, crate::hall::HallFault> {
        let crate::hall::HallCommand::Prepared(name) = &command else {
            return Ok(command);
        };
        let messages = &self.config.messages;
        match messages.iter().find(|m| &m.name == name) {
            Some(m) => Ok(m.command.clone()),
            None => Err(crate::hall::HallFault::NoSuchMessage {
                name: name.clone(),
                known: messages
                    .iter()
                    .map(|m| m.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    /// Whether the hall's board would take `command`: every screen it names
    /// is one of the config's.
    pub fn check_hall(
        &self,
        command: &crate::hall::HallCommand,
    ) -> Result<(), crate::hall::HallFault> {
        if let crate::hall::HallCommand::Prepared(_) = command {
            // The board takes a prepared message only as its text
            // ([`Session::expand_hall`]): a name it does not know is said.
            self.expand_hall(command.clone())?;
            return Err(crate::hall::HallFault::Grammar);
        }
        if let crate::hall::HallCommand::Show { until, cue, .. } = command {
            if until.is_some() {
                // A time of day is the stage's to turn into seconds.
                return Err(crate::hall::HallFault::NoTime);
            }
            if let Some(name) = cue
                && self.config.audio.cue(name).is_none()
            {
                let known: Vec<&str> = self
                    .config
                    .audio
                    .cues
                    .iter()
                    .map(|c| c.name.as_str())
                    .collect();
                return Err(crate::hall::HallFault::NoSuchCue {
                    name: name.clone(),
                    known: known.join(", "),
                });
            }
        }
        let screens = &self.config.screens;
        if let Some(name) = command
            .screens()
            .iter()
            .find(|n| !screens.iter().any(|s| &s.name == *n))
        {
            let known: Vec<&str> = screens.iter().map(|s| s.name.as_str()).collect();
            return Err(crate::hall::HallFault::NoSuchScreen {
                name: name.clone(),
                known: known.join(", "),
            });
        }
        Ok(())
    }

    /// Takes down the messages whose time was up by `at_ms` (a restart: the
    /// time the stage was down counts for them).
    pub fn drop_messages_ended_by(&mut self, at_ms: u64) {
        self.hall.drop_ended_by(at_ms);
        self.revision += 1;
    }

    /// The hall's information board.
    pub fn hall(&self) -> &crate::hall::Hall {
        &self.hall
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
    pub fn clocks_running(&self) -> Vec<BoardNo> {
        let running =
            |c: &crate::clock::Clock| matches!(c.state(), crate::clock::ClockState::Running { .. });
        if self.is_bughouse() {
            return self
                .matches
                .iter()
                .enumerate()
                .filter(|(_, m)| {
                    m.game.outcome().is_none() && running(m.game.clock(MatchBoard::First))
                })
                .map(|(i, _)| BoardNo::at(2 * i))
                .collect();
        }
        self.boards
            .iter()
            .enumerate()
            .filter(|(_, b)| b.game.outcome().is_none() && running(b.game.clock()))
            .map(|(i, _)| BoardNo::at(i))
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
    pub fn over_time(&self, now_ms: u64) -> Vec<BoardNo> {
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
            .map(|(i, _)| BoardNo::at(i))
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

    /// Applies `command` to board `board` at `at_ms`.
    pub fn apply(
        &mut self,
        board: BoardNo,
        command: &Command,
        at_ms: u64,
    ) -> Result<Vec<Event>, SessionError> {
        one_line(command)?;
        self.apply_taken(board, command, at_ms)
    }

    /// [`Session::apply`] without the one-line check (a journal's record).
    fn apply_taken(
        &mut self,
        board: BoardNo,
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
            .get_mut(board.index())
            .ok_or(SessionError::NoSuchBoard { board, count })?
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
        board: BoardNo,
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
            .get_mut(board.index())
            .ok_or(SessionError::NoSuchBoard { board, count })?;
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
    pub fn tick(&mut self, at_ms: u64) -> Vec<(BoardNo, Event)> {
        let mut out = Vec::new();
        for (i, b) in self.boards.iter_mut().enumerate() {
            out.extend(b.game.tick(at_ms).into_iter().map(|e| (BoardNo::at(i), e)));
        }
        for (i, m) in self.matches.iter_mut().enumerate() {
            out.extend(
                m.game
                    .tick(at_ms)
                    .into_iter()
                    .map(|e| (BoardNo::at(2 * i), e)),
            );
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

#[cfg(test)]
mod tests;
