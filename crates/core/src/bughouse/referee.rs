//! A refereed bughouse match: the two linked boards of [`BughouseMatch`]
//! with the four players' names, the game vocabulary's commands addressed
//! to a board, the moves as played for the records, and the match's
//! outcome from pair A's side (White on board 1).

use shakmaty::san::SanPlus;
use shakmaty::{ByColor, Color, Move, Position};

use super::{BughouseError, BughouseMatch, MatchBoard, MatchEnd, Pair};
use crate::clock::{Clock, ClockSettings, ClockState};
use crate::game::{Command, Event, Outcome, Rejection};
use crate::rules::{GameResult, Termination};

/// The rules a bughouse match is refereed by.
#[derive(Clone, Debug, PartialEq)]
pub struct BughouseRules {
    /// Every one of the four clocks.
    pub clock: ClockSettings,
    /// The count of completed illegal moves by one player that loses the
    /// match (seed 002: the first).
    pub lose_at: Option<u32>,
    /// A piece dropped with check may be taken off by the opponent (the
    /// seed's house rule), or stands like any move.
    pub removable_drops: bool,
    /// A pawn reaching the last rank is handed to the opponent and the
    /// promoter may clear a piece (the seed's house rule), or promotes as
    /// in chess.
    pub hand_over_promotion: bool,
}

/// What one entry of the match's record is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deed {
    /// A move or a drop (`N@f3`).
    Move,
    /// A pawn reaching the last rank under the house rule: handed to the
    /// opponent, and the square of the piece cleared, if any.
    HandOver {
        /// The opponent's piece cleared from the board.
        cleared: Option<String>,
    },
    /// The piece dropped with check on this square was taken off.
    Removal,
}

/// One entry of the match's record, in the order the match was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedMove {
    /// The board.
    pub board: MatchBoard,
    /// Who acted.
    pub side: Color,
    /// SAN with the check suffix (`N@f3+` for a drop); for a removal, the
    /// square emptied.
    pub san: String,
    /// UCI (`N@f3` for a drop).
    pub uci: String,
    /// What it was.
    pub deed: Deed,
    /// When.
    pub at_ms: u64,
    /// The actor's time left after it.
    pub clock_after_ms: u64,
}

/// How the match ended, from pair A's side: `Decisive(White)` when pair A
/// (White on board 1) won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchOutcome {
    /// The match's result.
    pub result: GameResult,
    /// The winning pair.
    pub winner: Option<Pair>,
    /// Why, as the match ended.
    pub end: MatchEnd,
    /// The board where it ended (`None`: both, or agreed by the pairs).
    pub board: Option<MatchBoard>,
    /// When.
    pub at_ms: u64,
    /// The arbiter's reason, when the arbiter decided.
    pub reason: Option<String>,
}

impl MatchOutcome {
    /// The termination as a game's record names it.
    pub fn termination(&self) -> Termination {
        match self.end {
            MatchEnd::Checkmate { .. } => Termination::Checkmate,
            MatchEnd::Stalemate { .. } => Termination::Stalemate,
            MatchEnd::Flag { .. } | MatchEnd::Simultaneous => Termination::Flag,
            MatchEnd::Illegal { .. } => Termination::IllegalMoves,
            MatchEnd::Resigned { .. } => Termination::Resignation,
            MatchEnd::Agreed => Termination::Agreement,
            MatchEnd::Decided(_) => Termination::Arbiter,
        }
    }

    /// The result on board `board` as its own PGN records it: a
    /// win for the pair is a win for its player there.
    pub fn board_result(&self, board: MatchBoard) -> GameResult {
        match self.winner {
            None => GameResult::Draw,
            Some(pair) if Pair::of(board, Color::White) == pair => {
                GameResult::Decisive(Color::White)
            }
            Some(_) => GameResult::Decisive(Color::Black),
        }
    }
}

/// A refereed bughouse match.
#[derive(Clone, Debug, PartialEq)]
pub struct BughouseGame {
    rules: BughouseRules,
    /// Board by board, White's and Black's player.
    players: [ByColor<String>; 2],
    /// Pair A's and pair B's names.
    pairs: [String; 2],
    play: BughouseMatch,
    start_fens: [Option<String>; 2],
    record: Vec<LinkedMove>,
    illegal: [ByColor<u32>; 2],
    outcome: Option<MatchOutcome>,
    last_ms: u64,
}

impl BughouseGame {
    /// A match not yet started between pair A (`pairs[0]`, White on board
    /// 1) and pair B; `players[b]` are board `b`'s White and Black.
    pub fn new(
        rules: BughouseRules,
        pairs: [String; 2],
        players: [ByColor<String>; 2],
    ) -> BughouseGame {
        let play = BughouseMatch::new().with_rules(&rules.clock, rules.removable_drops);
        BughouseGame {
            rules,
            players,
            pairs,
            play,
            start_fens: [None, None],
            record: Vec::new(),
            illegal: [ByColor::default(), ByColor::default()],
            outcome: None,
            last_ms: 0,
        }
    }

    /// The rules.
    pub fn rules(&self) -> &BughouseRules {
        &self.rules
    }

    /// The two linked boards.
    pub fn board_match(&self) -> &BughouseMatch {
        &self.play
    }

    /// Board `board`'s position (pockets included).
    pub fn position(&self, board: MatchBoard) -> &shakmaty::variant::Crazyhouse {
        self.play.board(board)
    }

    /// Board `board`'s position as crazyhouse FEN (pockets in brackets).
    pub fn fen(&self, board: MatchBoard) -> String {
        shakmaty::fen::Fen::from_position(self.position(board), shakmaty::EnPassantMode::Legal)
            .to_string()
    }

    /// The FEN board `board` began from, when not the initial position.
    pub fn start_fen(&self, board: MatchBoard) -> Option<&str> {
        self.start_fens[board.index()].as_deref()
    }

    /// Board `board`'s clock.
    pub fn clock(&self, board: MatchBoard) -> &Clock {
        self.play.clock(board)
    }

    /// The player of `side` on `board`.
    pub fn player(&self, board: MatchBoard, side: Color) -> &str {
        &self.players[board.index()][side]
    }

    /// Pair A's (`Pair::A`) or pair B's name.
    pub fn pair_name(&self, pair: Pair) -> &str {
        &self.pairs[match pair {
            Pair::A => 0,
            Pair::B => 1,
        }]
    }

    /// Everything played, in order, both boards together.
    pub fn record(&self) -> &[LinkedMove] {
        &self.record
    }

    /// Board `board`'s entries, in order.
    pub fn moves(&self, board: MatchBoard) -> impl Iterator<Item = &LinkedMove> {
        self.record.iter().filter(move |m| m.board == board)
    }

    /// Completed illegal moves on `board`, by side.
    pub fn illegal(&self, board: MatchBoard) -> ByColor<u32> {
        self.illegal[board.index()]
    }

    /// How the match ended, once it has.
    pub fn outcome(&self) -> Option<&MatchOutcome> {
        self.outcome.as_ref()
    }

    /// Whether the clocks were started.
    pub fn started(&self) -> bool {
        self.play.clock(MatchBoard::First).state() != ClockState::Idle
    }

    /// The latest instant seen.
    pub fn now_ms(&self) -> u64 {
        self.last_ms
    }

    /// The earliest instant at which a flag would fall.
    pub fn next_deadline_ms(&self) -> Option<u64> {
        if self.outcome.is_some() {
            return None;
        }
        MatchBoard::BOTH
            .into_iter()
            .filter_map(|b| self.play.clock(b).flag_deadline_ms())
            .min()
    }

    /// Lets time pass to `at_ms`: the first flag to fall ends the match.
    pub fn tick(&mut self, at_ms: u64) -> Vec<Event> {
        if self.outcome.is_some() || at_ms < self.last_ms {
            return Vec::new();
        }
        self.last_ms = at_ms;
        self.play.tick(at_ms);
        self.conclude(None)
    }

    /// Applies `command` to board `board` at `at_ms`, or says why
    /// not (nothing changes but the passing of time).
    pub fn apply(
        &mut self,
        board: MatchBoard,
        command: &Command,
        at_ms: u64,
    ) -> Result<Vec<Event>, Rejection> {
        if at_ms < self.last_ms {
            return Err(Rejection::Backwards {
                at_ms,
                last_ms: self.last_ms,
            });
        }
        // A flag that fell before the command ends the match: the command
        // is refused (the session keeps the flag, which follows from time).
        let mut events = self.tick(at_ms);
        if matches!(command, Command::Wait) {
            // Letting time pass is always possible, also once the match has
            // ended, as in a chess game.
            return Ok(events);
        }
        if let Some(o) = &self.outcome {
            return Err(BughouseError::MatchOver(o.termination()).into());
        }
        let mut next = self.clone();
        events.extend(next.obey(board, command, at_ms)?);
        *self = next;
        Ok(events)
    }

    fn obey(
        &mut self,
        board: MatchBoard,
        command: &Command,
        at_ms: u64,
    ) -> Result<Vec<Event>, Rejection> {
        let side = self.play.board(board).turn();
        match command {
            Command::SetPosition { fen } => {
                if self.started() {
                    return Err(Rejection::AlreadyStarted);
                }
                let mut fens = [self.fen(MatchBoard::First), self.fen(MatchBoard::Second)];
                fens[board.index()] = fen.clone();
                let play = BughouseMatch::from_fens([&fens[0], &fens[1]])
                    .map_err(Rejection::BadPosition)?
                    .with_rules(&self.rules.clock, self.rules.removable_drops);
                self.play = play;
                self.start_fens[board.index()] = Some(fen.clone());
                Ok(vec![Event::PositionSet { fen: fen.clone() }])
            }
            Command::Start => {
                if self.started() {
                    return Err(Rejection::AlreadyStarted);
                }
                self.play.start(at_ms);
                Ok(vec![Event::ClockStarted {
                    side: self.play.board(board).turn(),
                }])
            }
            Command::Move { text } => {
                self.check_running(board)?;
                self.play_text(board, text, None, at_ms)
            }
            Command::HandOver { pawn, clear } => {
                self.check_running(board)?;
                if !self.rules.hand_over_promotion {
                    return Err(BughouseError::NoHandOver.into());
                }
                self.play_text(board, pawn, Some(clear.as_deref()), at_ms)
            }
            Command::RemoveDrop => {
                self.check_running(board)?;
                let square = self
                    .play
                    .checking_drop(board)
                    .ok_or(BughouseError::NoCheckingDrop(board.number()))?;
                self.play.remove_checking_drop(board)?;
                self.log(
                    board,
                    side,
                    square.to_string(),
                    square.to_string(),
                    Deed::Removal,
                    at_ms,
                );
                Ok(self.conclude(Some(board)))
            }
            Command::Illegal => {
                self.check_running(board)?;
                let count = {
                    let c = self.illegal[board.index()].get_mut(side);
                    *c += 1;
                    *c
                };
                let mut events = vec![Event::IllegalMoveRecorded { side, count }];
                if self.rules.lose_at.is_some_and(|n| count >= n) {
                    self.play.finish(MatchEnd::Illegal { board, side }, at_ms);
                    events.extend(self.conclude(Some(board)));
                }
                Ok(events)
            }
            Command::Resign { side } => {
                self.check_started()?;
                self.play
                    .finish(MatchEnd::Resigned { board, side: *side }, at_ms);
                Ok(self.conclude(Some(board)))
            }
            Command::AgreeDraw => {
                self.check_started()?;
                self.play.finish(MatchEnd::Agreed, at_ms);
                Ok(self.conclude(None))
            }
            Command::Flag { side } => {
                self.check_started()?;
                let drawn = !self.play.can_mate(board, !*side);
                self.play.finish(
                    MatchEnd::Flag {
                        board,
                        side: *side,
                        drawn,
                    },
                    at_ms,
                );
                Ok(self.conclude(Some(board)))
            }
            Command::Arbiter { result, reason } => {
                let pair = match result {
                    GameResult::Decisive(winner) => Some(Pair::of(board, *winner)),
                    GameResult::Draw => None,
                };
                self.play.finish(MatchEnd::Decided(pair), at_ms);
                let events = self.conclude(Some(board));
                if let Some(o) = &mut self.outcome {
                    o.reason = Some(reason.clone());
                }
                Ok(events)
            }
            Command::Pause => {
                self.check_started()?;
                if !self.play.pause(true, at_ms) {
                    return Err(Rejection::Paused);
                }
                Ok(vec![Event::ClockPaused])
            }
            Command::Resume => {
                self.check_started()?;
                if !self.play.pause(false, at_ms) {
                    return Err(Rejection::NotPaused);
                }
                Ok(vec![Event::ClockResumed])
            }
            Command::Adjust { side, change } => {
                self.play.adjust(board, *side, *change, at_ms);
                Ok(vec![Event::TimeAdjusted {
                    side: *side,
                    change: *change,
                }])
            }
            Command::Wait => Ok(Vec::new()),
            Command::Undo => Err(BughouseError::NoUndo.into()),
            Command::AssignColours { .. }
            | Command::Press
            | Command::ClaimDraw
            | Command::SetAbsent { .. }
            | Command::Reorder { .. } => Err(BughouseError::NotInBughouse.into()),
        }
    }

    fn check_started(&self) -> Result<(), Rejection> {
        if self.started() {
            Ok(())
        } else {
            Err(Rejection::NotStarted)
        }
    }

    fn check_running(&self, board: MatchBoard) -> Result<(), Rejection> {
        match self.play.clock(board).state() {
            ClockState::Idle => Err(Rejection::NotStarted),
            ClockState::Paused { .. } => Err(Rejection::Paused),
            _ => Ok(()),
        }
    }

    /// Plays `text` on `board`; `hand_over`: the pawn's move under the
    /// house rule, with the square to clear. A promotion typed as a move
    /// under the house rule is a hand-over clearing nothing.
    fn play_text(
        &mut self,
        board: MatchBoard,
        text: &str,
        hand_over: Option<Option<&str>>,
        at_ms: u64,
    ) -> Result<Vec<Event>, Rejection> {
        let side = self.play.board(board).turn();
        let parsed = self.play.parse(board, text.trim());
        let promotion = matches!(&parsed, Ok(m) if m.promotion().is_some());
        let hand_over = match hand_over {
            Some(clear) => Some(clear),
            None if promotion && self.rules.hand_over_promotion => Some(None),
            None => None,
        };
        if let Some(clear) = hand_over {
            let uci = match &parsed {
                Ok(m) => m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
                Err(_) => text.trim().to_owned(),
            };
            let square = match clear {
                Some(sq) => Some(sq.trim().parse::<shakmaty::Square>().map_err(|_| {
                    BughouseError::Promotion(
                        board.number(),
                        super::PromotionFault::SquareUnreadable,
                    )
                })?),
                None => None,
            };
            self.play.promote_by_house_rule(board, &uci, square)?;
            self.play.press(board, side, at_ms);
            let san = format!("{}=", &uci[2..4]);
            self.log(
                board,
                side,
                san.clone(),
                uci[..4].to_owned(),
                Deed::HandOver {
                    cleared: square.map(|s| s.to_string()),
                },
                at_ms,
            );
            let mut events = vec![Event::MovePlayed {
                side,
                san,
                mover: Some(self.players[board.index()][side].clone()),
            }];
            events.extend(self.conclude(Some(board)));
            return Ok(events);
        }
        let m: Move = parsed?;
        let mut after = self.play.board(board).clone();
        let mut san = SanPlus::from_move_and_play_unchecked(&mut after, m).to_string();
        if san.starts_with('@') {
            // A pawn's drop, as bughouse records write it.
            san.insert(0, 'P');
        }
        let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
        self.play.play_move(board, &m);
        self.play.press(board, side, at_ms);
        self.log(board, side, san.clone(), uci, Deed::Move, at_ms);
        let mut events = vec![Event::MovePlayed {
            side,
            san,
            mover: Some(self.players[board.index()][side].clone()),
        }];
        events.extend(self.conclude(Some(board)));
        Ok(events)
    }

    fn log(
        &mut self,
        board: MatchBoard,
        side: Color,
        san: String,
        uci: String,
        deed: Deed,
        at_ms: u64,
    ) {
        let clock_after_ms = self.play.clock(board).remaining_ms(side, at_ms);
        self.record.push(LinkedMove {
            board,
            side,
            san,
            uci,
            deed,
            at_ms,
            clock_after_ms,
        });
    }

    /// Once the match has ended (and not before), its outcome and the
    /// event that says so.
    fn conclude(&mut self, board: Option<MatchBoard>) -> Vec<Event> {
        let (None, Some(end)) = (&self.outcome, self.play.end()) else {
            return Vec::new();
        };
        let winner = self.play.winner();
        let result = match winner {
            Some(Pair::A) => GameResult::Decisive(Color::White),
            Some(Pair::B) => GameResult::Decisive(Color::Black),
            None => GameResult::Draw,
        };
        let board = match end {
            MatchEnd::Checkmate { board, .. }
            | MatchEnd::Stalemate { board }
            | MatchEnd::Flag { board, .. }
            | MatchEnd::Illegal { board, .. }
            | MatchEnd::Resigned { board, .. } => Some(board),
            MatchEnd::Decided(_) => board,
            MatchEnd::Simultaneous | MatchEnd::Agreed => None,
        };
        let at_ms = self
            .play
            .ended_at()
            .unwrap_or_else(|| self.last_ms.max(self.record.last().map_or(0, |m| m.at_ms)));
        let outcome = MatchOutcome {
            result,
            winner,
            end,
            board,
            at_ms,
            reason: None,
        };
        let event = Event::GameEnded(Outcome {
            result,
            winner: match winner {
                Some(Pair::A) => Some(Color::White),
                Some(Pair::B) => Some(Color::Black),
                None => None,
            },
            termination: outcome.termination(),
            at_ms,
            reason: None,
        });
        self.outcome = Some(outcome);
        vec![event]
    }
}
