//! One refereed game: the position and its moves, the clock, the illegal-move
//! ledger, the outcome and, in team events, both teams' rotating movers.
//!
//! [`Game::apply`] is the only way the game changes. It takes a [`Command`]
//! and the instant it happened, and returns the [`Event`]s it caused, or a
//! [`Rejection`] that says why nothing changed. Time is a parameter: the
//! game never reads a clock of its own.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{ByColor, CastlingMode, Chess, Color, EnPassantMode, Position};

use crate::clock::{Clock, ClockState, TimeChange};
use crate::notation::parse_move;
use crate::rules::{FlagMode, FlagPolicy, GameResult, GameRules, Termination};
use crate::team::Rotation;

pub use crate::command::{
    Command, Event, IllegalPosition, Outcome, PlayedMove, PositionFault, Rejection,
};

/// A team or a player taking part in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contender {
    /// The name shown and recorded.
    pub name: String,
    /// The team's rotating mover, in a team event.
    pub rotation: Option<Rotation>,
}

/// One refereed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    rules: GameRules,
    contenders: [Contender; 2],
    first_white: bool,
    start_fen: Option<String>,
    pos: Chess,
    /// Hash of every position reached, the current one last.
    hashes: Vec<Zobrist64>,
    moves: Vec<PlayedMove>,
    clock: Clock,
    illegal: ByColor<u32>,
    outcome: Option<Outcome>,
    now_ms: u64,
    /// What each move changed, to take it back.
    undo: Vec<Snapshot>,
    /// Every completed illegal move, for the record.
    illegal_log: Vec<IllegalRecord>,
    /// A clock press waiting for its move.
    pressed: Option<Press>,
    /// A flag the stage's clock showed, waiting for the arbiter (flag mode
    /// `arbiter`): the side and when its time ran out.
    flag_shown: Option<(Color, u64)>,
}

/// A press of the table clock whose move is still to be typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Press {
    /// Who pressed.
    pub side: Color,
    /// When.
    pub at_ms: u64,
    /// The clock just before the press.
    clock_before: Clock,
}

/// A completed illegal move, as the game record notes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalRecord {
    /// How many moves had been played before it.
    pub after_plies: usize,
    /// Who made it.
    pub side: Color,
    /// That side's count with it.
    pub count: u32,
}

/// The state just before a move, small enough to keep one per move.
#[derive(Clone, Debug, PartialEq)]
struct Snapshot {
    pos: Chess,
    clock: Clock,
    illegal: ByColor<u32>,
    rotations: [Option<Rotation>; 2],
    outcome: Option<Outcome>,
    /// When the move (or the ending) was made.
    at_ms: u64,
    /// What the snapshot takes back.
    step: Step,
    /// The illegal-move records then.
    illegal_records: usize,
}

/// What an undo takes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A move (and the ending it made, if any).
    Move,
    /// An ending made by a command, not by a move.
    Ending,
}

fn hash(pos: &Chess) -> Zobrist64 {
    pos.zobrist_hash(EnPassantMode::Legal)
}

impl Game {
    /// A game from the initial position, the first contender with White.
    pub fn new(rules: GameRules, contenders: [Contender; 2]) -> Game {
        let pos = Chess::default();
        Game {
            clock: Clock::new(rules.clock.clone()),
            rules,
            contenders,
            first_white: true,
            start_fen: None,
            hashes: vec![hash(&pos)],
            pos,
            moves: Vec::new(),
            illegal: ByColor::default(),
            outcome: None,
            now_ms: 0,
            undo: Vec::new(),
            illegal_log: Vec::new(),
            pressed: None,
            flag_shown: None,
        }
    }

    /// The rules this game is refereed under.
    pub fn rules(&self) -> &GameRules {
        &self.rules
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The current position as FEN.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// The FEN the game started from, when not the initial position.
    pub fn start_fen(&self) -> Option<&str> {
        self.start_fen.as_deref()
    }

    /// How many plies came before the first move here (0 from the initial
    /// position; from a FEN, its move number and side to move).
    pub fn start_ply(&self) -> usize {
        self.start_fen
            .as_deref()
            .and_then(|f| f.parse::<Fen>().ok())
            .map_or(0, |f| {
                let setup = f.as_setup();
                (u32::from(setup.fullmoves) as usize - 1) * 2
                    + usize::from(setup.turn == Color::Black)
            })
    }

    /// The game leaves the stage for the records: nothing can be taken
    /// back any more, so what an undo would need is let go, and its lists
    /// hold no spare room. A day's games otherwise kept some 0.7 KB a move
    /// in memory for undos that could never come.
    pub fn seal(&mut self) {
        self.undo = Vec::new();
        self.moves.shrink_to_fit();
        self.hashes.shrink_to_fit();
        self.illegal_log.shrink_to_fit();
    }

    /// The position the last move was played in, while the game can still
    /// take it back (`None` once sealed, or before any move): what reading
    /// the last move aloud needs without replaying the game.
    pub fn position_before_last_move(&self) -> Option<&Chess> {
        self.undo
            .iter()
            .rev()
            .find(|s| s.step == Step::Move)
            .map(|s| &s.pos)
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Completed illegal moves per side.
    pub fn illegal(&self) -> ByColor<u32> {
        self.illegal
    }

    /// Every completed illegal move, in order.
    pub fn illegal_log(&self) -> &[IllegalRecord] {
        &self.illegal_log
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// A press of the table clock waiting for its move.
    pub fn pressed(&self) -> Option<&Press> {
        self.pressed.as_ref()
    }

    /// A flag the stage's clock showed and the arbiter has not ruled on
    /// (flag mode `arbiter`): the side and when its time ran out.
    pub fn flag_shown(&self) -> Option<(Color, u64)> {
        self.flag_shown
    }

    /// The next instant at which time alone changes this game: the end of
    /// the unclocked period or a flag the stage lets fall (or shows).
    pub fn next_deadline_ms(&self) -> Option<u64> {
        if self.outcome.is_some() {
            return None;
        }
        let flag = self
            .clock
            .flag_deadline_ms()
            .filter(|_| self.flag_shown.is_none());
        [flag, self.clock.unclocked_end_ms()]
            .into_iter()
            .flatten()
            .min()
    }

    /// The latest instant the game has seen.
    pub fn now_ms(&self) -> u64 {
        self.now_ms
    }

    /// The contender playing `side`.
    pub fn contender(&self, side: Color) -> &Contender {
        let first = (side == Color::White) == self.first_white;
        &self.contenders[if first { 0 } else { 1 }]
    }

    fn contender_mut(&mut self, side: Color) -> &mut Contender {
        let first = (side == Color::White) == self.first_white;
        &mut self.contenders[if first { 0 } else { 1 }]
    }

    /// The player due to execute `side`'s next move, in a team event.
    pub fn mover(&self, side: Color) -> Option<&str> {
        self.contender(side).rotation.as_ref()?.current()
    }

    /// How often the current position has occurred.
    pub fn occurrences(&self) -> usize {
        let current = hash(&self.pos);
        self.hashes.iter().filter(|&&h| h == current).count()
    }

    /// Points each side scores, once the game is over.
    pub fn points(&self) -> Option<ByColor<crate::points::Points>> {
        Some(self.rules.points(self.outcome.as_ref()?.result))
    }

    fn end(&mut self, result: GameResult, termination: Termination, at_ms: u64) -> Event {
        self.end_with_reason(result, termination, at_ms, None)
    }

    fn end_with_reason(
        &mut self,
        result: GameResult,
        termination: Termination,
        at_ms: u64,
        reason: Option<String>,
    ) -> Event {
        self.clock.stop(at_ms);
        let outcome = Outcome {
            result,
            winner: self.rules.winner(result),
            termination,
            at_ms,
            reason,
        };
        self.outcome = Some(outcome.clone());
        Event::GameEnded(outcome)
    }

    /// Lets time pass up to `at_ms`: ends the unclocked period and lets a
    /// flag fall, each at its exact instant. Earlier instants change nothing.
    pub fn tick(&mut self, at_ms: u64) -> Vec<Event> {
        let mut events = Vec::new();
        if at_ms < self.now_ms {
            return events;
        }
        self.now_ms = at_ms;
        if self.outcome.is_some() {
            return events;
        }
        if let Some(end) = self.clock.unclocked_end_ms()
            && self.clock.settle(at_ms)
        {
            events.push(Event::UnclockedPeriodEnded { at_ms: end });
        }
        if let (Some(deadline), ClockState::Running { side }) =
            (self.clock.flag_deadline_ms(), self.clock.state())
            && deadline <= at_ms
        {
            match self.rules.flag_mode {
                FlagMode::Automatic => events.push(self.flag_fall(side, deadline)),
                FlagMode::Arbiter if self.flag_shown.is_none() => {
                    self.flag_shown = Some((side, deadline));
                    events.push(Event::FlagShown {
                        side,
                        at_ms: deadline,
                    });
                }
                FlagMode::Arbiter => {}
            }
        }
        events
    }

    /// `side`'s flag fell at `at_ms`: the result under the flag policy.
    fn flag_fall(&mut self, side: Color, at_ms: u64) -> Event {
        let result = match self.rules.flag {
            FlagPolicy::DrawIfOpponentCannotMate if self.pos.has_insufficient_material(!side) => {
                GameResult::Draw
            }
            _ => GameResult::Decisive(!side),
        };
        self.end(result, Termination::Flag, at_ms)
    }

    /// Applies `command` at `at_ms`. Time passes first (see [`Game::tick`]),
    /// so a move made after a flag fell is refused as game over.
    pub fn apply(&mut self, command: &Command, at_ms: u64) -> Result<Vec<Event>, Rejection> {
        if at_ms < self.now_ms {
            return Err(Rejection::Backwards {
                at_ms,
                last_ms: self.now_ms,
            });
        }
        let mut events = self.tick(at_ms);
        if matches!(command, Command::Undo) {
            // An arbiter's correction may reopen a game its last move ended.
            events.extend(self.undo(at_ms)?);
            self.refresh_flag(at_ms);
            events.extend(self.tick(at_ms));
            return Ok(events);
        }
        if matches!(command, Command::Wait) {
            // Letting time pass is always possible, also once it has ended
            // the game (the journal records a flag's fall this way).
            return Ok(events);
        }
        if let Some(outcome) = &self.outcome {
            return Err(Rejection::GameOver(outcome.termination));
        }
        // A command that may end the game without a move: keep what to
        // restore should the arbiter take the ending back.
        let before =
            (!matches!(command, Command::Move { .. })).then(|| self.snapshot(at_ms, Step::Ending));
        events.extend(self.apply_live(command, at_ms)?);
        // A flag shown to the arbiter goes once time is given back.
        self.refresh_flag(at_ms);
        // An adjustment to zero lets the flag fall at once.
        events.extend(self.tick(at_ms));
        if let Some(before) = before
            && self.outcome.is_some()
        {
            self.undo.push(before);
        }
        Ok(events)
    }

    /// Forgets a flag shown to the arbiter once the clock no longer shows
    /// it (a move's increment, an adjustment, an undo).
    fn refresh_flag(&mut self, at_ms: u64) {
        if self.flag_shown.is_some()
            && (self.outcome.is_some() || self.clock.flag_deadline_ms().is_none_or(|d| d > at_ms))
        {
            self.flag_shown = None;
        }
    }

    /// Takes back a press whose move was not typed: the clock stands as it
    /// did at the press and runs again for the presser from `at_ms`.
    fn cancel_press(&mut self, at_ms: u64) -> Option<Event> {
        let press = self.pressed.take()?;
        self.clock = press.clock_before;
        self.clock.rebase_at(press.at_ms, at_ms);
        Some(Event::PressCancelled { side: press.side })
    }

    fn require_before_start(&self) -> Result<(), Rejection> {
        match self.clock.state() {
            ClockState::Idle => Ok(()),
            _ => Err(Rejection::AlreadyStarted),
        }
    }

    fn require_running(&self) -> Result<Color, Rejection> {
        match self.clock.state() {
            ClockState::Idle => Err(Rejection::NotStarted),
            ClockState::Paused { .. } => Err(Rejection::Paused),
            ClockState::Running { side } => Ok(side),
            ClockState::Stopped { .. } => {
                Err(self.outcome.as_ref().map_or(Rejection::NotStarted, |o| {
                    Rejection::GameOver(o.termination)
                }))
            }
        }
    }

    fn require_started(&self) -> Result<(), Rejection> {
        match self.clock.state() {
            ClockState::Idle => Err(Rejection::NotStarted),
            _ => Ok(()),
        }
    }

    fn rotation_mut(&mut self, side: Color) -> Result<&mut Rotation, Rejection> {
        self.contender_mut(side)
            .rotation
            .as_mut()
            .ok_or(Rejection::NoTeams)
    }

    fn apply_live(&mut self, command: &Command, at_ms: u64) -> Result<Vec<Event>, Rejection> {
        match command {
            Command::SetPosition { fen } => {
                self.require_before_start()?;
                if !self.moves.is_empty() {
                    return Err(Rejection::AlreadyStarted);
                }
                let pos: Chess = fen
                    .parse::<Fen>()
                    .map_err(|_| Rejection::BadPosition(PositionFault::NotAFen))?
                    .into_position(CastlingMode::Standard)
                    .map_err(|e| Rejection::BadPosition(PositionFault::of_kinds(e.kinds())))?;
                if pos.is_game_over() {
                    return Err(Rejection::BadPosition(PositionFault::AlreadyOver));
                }
                self.hashes = vec![hash(&pos)];
                self.pos = pos;
                self.start_fen = Some(self.fen());
                Ok(vec![Event::PositionSet { fen: self.fen() }])
            }
            Command::AssignColours { first_white } => {
                self.require_before_start()?;
                self.first_white = *first_white;
                Ok(vec![Event::ColoursAssigned {
                    white: self.contender(Color::White).name.clone(),
                    black: self.contender(Color::Black).name.clone(),
                }])
            }
            Command::Start => {
                self.require_before_start()?;
                let side = self.pos.turn();
                self.clock.start(side, at_ms);
                Ok(vec![Event::ClockStarted { side }])
            }
            Command::Press => {
                let side = self.require_running()?;
                if self.pressed.is_some() {
                    return Err(Rejection::AlreadyPressed);
                }
                let clock_before = self.clock.clone();
                self.clock.complete_move(side, at_ms);
                self.pressed = Some(Press {
                    side,
                    at_ms,
                    clock_before,
                });
                Ok(vec![Event::ClockPressed { side }])
            }
            Command::Move { text } => {
                let side = match &self.pressed {
                    Some(press) => {
                        self.require_started()?;
                        press.side
                    }
                    None => self.require_running()?,
                };
                let m = parse_move(&self.pos, text)?;
                Ok(self.play(side, m, at_ms))
            }
            Command::Illegal => {
                // A completed illegal move whose clock was pressed: the
                // clock goes back to the offender.
                let mut events: Vec<Event> = self.cancel_press(at_ms).into_iter().collect();
                let side = self.require_running()?;
                self.illegal[side] += 1;
                let count = self.illegal[side];
                self.illegal_log.push(IllegalRecord {
                    after_plies: self.moves.len(),
                    side,
                    count,
                });
                events.push(Event::IllegalMoveRecorded { side, count });
                let policy = self.rules.illegal;
                if policy.lose_at.is_some_and(|limit| count >= limit) {
                    // FIDE 7.5.5: no win for an opponent who cannot mate.
                    let result = if policy.draw_if_opponent_cannot_mate
                        && self.pos.has_insufficient_material(!side)
                    {
                        GameResult::Draw
                    } else {
                        GameResult::Decisive(!side)
                    };
                    events.push(self.end(result, Termination::IllegalMoves, at_ms));
                } else if policy.opponent_bonus_ms > 0 {
                    let ms = policy.opponent_bonus_ms;
                    self.clock.adjust(!side, TimeChange::Add(ms), at_ms);
                    events.push(Event::TimeAdded { side: !side, ms });
                }
                Ok(events)
            }
            Command::Pause => {
                self.require_running()?;
                self.clock.pause(at_ms);
                Ok(vec![Event::ClockPaused])
            }
            Command::Resume => {
                if !self.clock.resume(at_ms) {
                    return Err(match self.clock.state() {
                        ClockState::Idle => Rejection::NotStarted,
                        _ => Rejection::NotPaused,
                    });
                }
                Ok(vec![Event::ClockResumed])
            }
            Command::Adjust { side, change } => {
                self.clock.adjust(*side, *change, at_ms);
                Ok(vec![Event::TimeAdjusted {
                    side: *side,
                    change: *change,
                }])
            }
            Command::Flag { side } => {
                self.require_started()?;
                Ok(vec![self.flag_fall(*side, at_ms)])
            }
            Command::Resign { side } => Ok(vec![self.end(
                GameResult::Decisive(!*side),
                Termination::Resignation,
                at_ms,
            )]),
            Command::AgreeDraw => {
                self.require_started()?;
                Ok(vec![self.end(
                    GameResult::Draw,
                    Termination::Agreement,
                    at_ms,
                )])
            }
            Command::ClaimDraw => {
                self.require_started()?;
                let occurrences = self.occurrences();
                let halfmoves = self.pos.halfmoves();
                let termination = if occurrences >= 3 {
                    Termination::Repetition
                } else if halfmoves >= 100 {
                    Termination::FiftyMoves
                } else {
                    return Err(Rejection::ClaimRefused {
                        occurrences,
                        moves_without_progress: halfmoves / 2,
                    });
                };
                Ok(vec![self.end(GameResult::Draw, termination, at_ms)])
            }
            Command::Wait => Ok(Vec::new()),
            Command::Arbiter { result, reason } => Ok(vec![self.end_with_reason(
                *result,
                Termination::Arbiter,
                at_ms,
                Some(reason.clone()),
            )]),
            Command::SetAbsent {
                side,
                player,
                absent,
            } => {
                self.rotation_mut(*side)?.set_absent(player, *absent)?;
                Ok(vec![Event::RotationChanged { side: *side }])
            }
            Command::Reorder { side, players } => {
                self.rotation_mut(*side)?.reorder(players)?;
                Ok(vec![Event::RotationChanged { side: *side }])
            }
            Command::Undo => self.undo(at_ms),
            Command::HandOver { .. } | Command::RemoveDrop => {
                Err(crate::command::BughouseError::OnlyInBughouse.into())
            }
        }
    }

    /// Takes back the last move at `at_ms`. The clocks stand as they did
    /// when the move was made and run again from `at_ms`: the time since
    /// then is charged to nobody.
    fn undo(&mut self, at_ms: u64) -> Result<Vec<Event>, Rejection> {
        if self.outcome.is_none()
            && let Some(cancelled) = self.cancel_press(at_ms)
        {
            return Ok(vec![cancelled]);
        }
        let snapshot = self.undo.pop().ok_or(Rejection::NothingToUndo)?;
        let event = match snapshot.step {
            Step::Move => {
                let undone = self.moves.pop().map(|m| m.san).unwrap_or_default();
                self.hashes.pop();
                Event::MoveUndone { san: undone }
            }
            Step::Ending => Event::EndingUndone {
                termination: self
                    .outcome
                    .as_ref()
                    .map_or(Termination::Arbiter, |o| o.termination),
            },
        };
        self.illegal_log.truncate(snapshot.illegal_records);
        self.pos = snapshot.pos;
        self.clock = snapshot.clock;
        self.clock.rebase_at(snapshot.at_ms, at_ms);
        self.illegal = snapshot.illegal;
        let [first, second] = snapshot.rotations;
        self.contenders[0].rotation = first;
        self.contenders[1].rotation = second;
        self.outcome = snapshot.outcome;
        Ok(vec![event])
    }

    /// What to restore to take back the next step made at `at_ms`.
    fn snapshot(&self, at_ms: u64, step: Step) -> Snapshot {
        Snapshot {
            pos: self.pos.clone(),
            clock: self.clock.clone(),
            illegal: self.illegal,
            rotations: [
                self.contenders[0].rotation.clone(),
                self.contenders[1].rotation.clone(),
            ],
            outcome: self.outcome.clone(),
            at_ms,
            step,
            illegal_records: self.illegal_log.len(),
        }
    }

    /// Plays the legal move `m` by `side` at `at_ms`.
    fn play(&mut self, side: Color, m: shakmaty::Move, at_ms: u64) -> Vec<Event> {
        // A pressed clock: the move was completed at the press.
        let press = self.pressed.take();
        let at_ms = press.as_ref().map_or(at_ms, |p| p.at_ms);
        let mut snapshot = self.snapshot(at_ms, Step::Move);
        if let Some(press) = &press {
            snapshot.clock = press.clock_before.clone();
        }
        self.undo.push(snapshot);
        let mut next = self.pos.clone();
        let uci = UciMove::from_standard(m).to_string();
        let san = SanPlus::from_move_and_play_unchecked(&mut next, m).to_string();
        let next_hash = hash(&next);
        let occurrences = 1 + self.hashes.iter().filter(|&&h| h == next_hash).count();

        let ending = if next.legal_moves().is_empty() {
            if next.is_check() {
                Some((GameResult::Decisive(side), Termination::Checkmate))
            } else {
                Some((GameResult::Draw, Termination::Stalemate))
            }
        } else if next.is_insufficient_material() {
            Some((GameResult::Draw, Termination::InsufficientMaterial))
        } else if occurrences >= 5 {
            Some((GameResult::Draw, Termination::Repetition))
        } else if next.halfmoves() >= 150 {
            Some((GameResult::Draw, Termination::FiftyMoves))
        } else {
            None
        };

        // The move that ends the game stops the clock: no increment for it.
        if let Some(press) = &press
            && ending.is_some()
        {
            self.clock = press.clock_before.clone();
            self.clock.rebase_at(press.at_ms, press.at_ms);
        } else if ending.is_none() && press.is_none() {
            self.clock.complete_move(side, at_ms);
        }
        let mover = self
            .contender(side)
            .rotation
            .as_ref()
            .and_then(|r| r.current().map(str::to_owned));
        if let Some(rotation) = &mut self.contender_mut(side).rotation {
            rotation.advance();
        }
        self.pos = next;
        self.hashes.push(next_hash);
        let mut events = vec![Event::MovePlayed {
            side,
            san: san.clone(),
            mover: mover.clone(),
        }];
        if let Some((result, termination)) = ending {
            events.push(self.end(result, termination, at_ms));
        }
        self.moves.push(PlayedMove {
            san,
            uci,
            side,
            at_ms,
            clock_after_ms: self.clock.remaining_ms(side, at_ms),
            mover,
        });
        events
    }
}

#[cfg(test)]
mod tests;
