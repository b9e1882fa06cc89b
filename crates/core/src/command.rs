//! The games' vocabulary: the commands a board takes, the events it
//! reports, why it refuses a command (a chess board's or a bughouse
//! match's), and how it ended. The referees that give them meaning are
//! [`crate::game::Game`] and [`crate::bughouse::BughouseMatch`], above.

use shakmaty::Color;
use thiserror::Error;

use crate::clock::TimeChange;
use crate::notation::MoveError;
use crate::rules::{GameResult, Termination};
use crate::team::RosterError;

/// Something the operator, the arbiter or a script asks of a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Begin from this FEN instead of the initial position (before the start).
    SetPosition {
        /// The position, as FEN.
        fen: String,
    },
    /// Colours as drawn by lot (before the start): whether the first
    /// contender listed for the game takes White.
    AssignColours {
        /// True: the first contender plays White.
        first_white: bool,
    },
    /// Start the clocks; the side to move runs.
    Start,
    /// The side to move pressed the clock on the table: its clock stops
    /// (with its increment) and the opponent's runs from this instant. The
    /// move the operator types next is taken at this instant.
    Press,
    /// A move by the side to move, as typed (SAN, UCI or LAN).
    Move {
        /// The move text.
        text: String,
    },
    /// A completed illegal move by the side to move.
    Illegal,
    /// Pause the clocks.
    Pause,
    /// Resume the clocks.
    Resume,
    /// Change one side's time.
    Adjust {
        /// The side.
        side: Color,
        /// The change.
        change: TimeChange,
    },
    /// A side's flag fell on the table clock, as the arbiter saw it
    /// (the stage's own clock lets flags fall by itself).
    Flag {
        /// The side out of time.
        side: Color,
    },
    /// A side resigns.
    Resign {
        /// The side.
        side: Color,
    },
    /// Both sides agree a draw.
    AgreeDraw,
    /// The side to move claims a draw (threefold repetition or 50 moves).
    ClaimDraw,
    /// Nothing but the passing of time (a flag may fall).
    Wait,
    /// The arbiter decides the result.
    Arbiter {
        /// The result decided.
        result: GameResult,
        /// Why, for the record.
        reason: String,
    },
    /// Mark a player of a team absent (skipped in the rotation) or present.
    SetAbsent {
        /// The team's colour.
        side: Color,
        /// The player.
        player: String,
        /// Absent (true) or present again (false).
        absent: bool,
    },
    /// Replace a team's rotation order.
    Reorder {
        /// The team's colour.
        side: Color,
        /// The active players, in the new order.
        players: Vec<String>,
    },
    /// Bughouse (seed 002's house rule): the side to move's pawn reaches the
    /// last rank, is handed to the opponent, and the promoter clears one of
    /// the opponent's pieces from the board (or none).
    HandOver {
        /// The pawn's move (`e7e8`, `exd8`).
        pawn: String,
        /// The square of the piece to clear (`d8`).
        clear: Option<String>,
    },
    /// Bughouse (seed 002): the side to move takes off the piece just
    /// dropped with check, before moving.
    RemoveDrop,
    /// Take back the last move (an arbiter's correction): the position, the
    /// clocks (as they stood when it was made), the illegal-move counts and
    /// the rotating mover come back as they were.
    Undo,
}

/// A fact that a command (or the passing of time) caused.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The game will begin from a set-up position.
    PositionSet {
        /// The FEN.
        fen: String,
    },
    /// Colours were assigned.
    ColoursAssigned {
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
    },
    /// The clocks started.
    ClockStarted {
        /// The side whose turn it is.
        side: Color,
    },
    /// The table clock was pressed by `side`; its move is still to be typed.
    ClockPressed {
        /// Who pressed.
        side: Color,
    },
    /// A press whose move was not typed was taken back (an undo, or the
    /// completed move was illegal).
    PressCancelled {
        /// Who had pressed.
        side: Color,
    },
    /// A side's time ran out on the stage's clock, where the arbiter decides
    /// flags: the stage shows it, the game goes on until the arbiter rules.
    FlagShown {
        /// The side out of time.
        side: Color,
        /// When its time ran out.
        at_ms: u64,
    },
    /// The unclocked opening period ended; from here the clock runs.
    UnclockedPeriodEnded {
        /// When.
        at_ms: u64,
    },
    /// A move was played.
    MovePlayed {
        /// Who moved.
        side: Color,
        /// The move in SAN with its check suffix.
        san: String,
        /// The player who executed it, in a team event.
        mover: Option<String>,
    },
    /// A completed illegal move was recorded.
    IllegalMoveRecorded {
        /// The offending side.
        side: Color,
        /// That side's count so far.
        count: u32,
    },
    /// Time was given to a side (penalty for the opponent's illegal move).
    TimeAdded {
        /// The side credited.
        side: Color,
        /// How much.
        ms: u64,
    },
    /// The clocks were paused.
    ClockPaused,
    /// The clocks were resumed.
    ClockResumed,
    /// The arbiter changed a side's time.
    TimeAdjusted {
        /// The side.
        side: Color,
        /// The change.
        change: TimeChange,
    },
    /// A team's rotation changed.
    RotationChanged {
        /// The team's colour.
        side: Color,
    },
    /// The last move was taken back.
    MoveUndone {
        /// The move taken back, in SAN.
        san: String,
    },
    /// An ending that no move made (a resignation, an agreed draw, an
    /// arbiter's decision, a flag called, a loss by illegal moves) was
    /// taken back: the game goes on from where it stood.
    EndingUndone {
        /// How the game had ended.
        termination: Termination,
    },
    /// The game ended.
    GameEnded(Outcome),
}

/// Why a command was refused. A refused command changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Rejection {
    /// The game is over.
    #[error("the game is over ({})", .0.as_str())]
    GameOver(Termination),
    /// The clocks have not been started.
    #[error("the game has not started")]
    NotStarted,
    /// Only possible before the start.
    #[error("the game has already started")]
    AlreadyStarted,
    /// The clocks are paused.
    #[error("the clocks are paused; resume first")]
    Paused,
    /// The clocks are not paused.
    #[error("the clocks are not paused")]
    NotPaused,
    /// An instant earlier than one already seen.
    #[error("time went backwards: {at_ms} ms is before {last_ms} ms")]
    Backwards {
        /// The instant given.
        at_ms: u64,
        /// The latest instant seen.
        last_ms: u64,
    },
    /// The move was refused.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A draw claim that the position does not support.
    #[error(
        "draw claim refused: the position has occurred {occurrences} time(s) (3 needed) and \
         {moves_without_progress} move(s) were made without a capture or pawn move (50 needed)"
    )]
    ClaimRefused {
        /// How often the current position has occurred.
        occurrences: usize,
        /// Full moves since the last capture or pawn move.
        moves_without_progress: u32,
    },
    /// A FEN that cannot start a game.
    #[error("cannot start from that position: {0:?}")]
    BadPosition(PositionFault),
    /// A rotation change was refused.
    #[error(transparent)]
    Roster(#[from] RosterError),
    /// A team command in a game without teams.
    #[error("this game has no team rotation")]
    NoTeams,
    /// Undo with no move to take back.
    #[error("there is no move to take back")]
    NothingToUndo,
    /// A clock press while one is waiting for its move.
    #[error("the clock was already pressed; type the move first")]
    AlreadyPressed,
    /// Refused by the bughouse match (or a bughouse command on a chess
    /// board).
    #[error(transparent)]
    Bughouse(#[from] BughouseError),
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The result on the board, as PGN records it.
    pub result: GameResult,
    /// The winner under the event's rules (an Armageddon draw: Black).
    pub winner: Option<Color>,
    /// Why it ended.
    pub termination: Termination,
    /// When it ended.
    pub at_ms: u64,
    /// The arbiter's reason, when the arbiter decided.
    pub reason: Option<String>,
}

/// A move as played, with what the record needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// SAN with check suffix.
    pub san: String,
    /// UCI.
    pub uci: String,
    /// Who moved.
    pub side: Color,
    /// When the move was completed.
    pub at_ms: u64,
    /// The mover's time left after the move (increment included).
    pub clock_after_ms: u64,
    /// The player who executed it, in a team event.
    pub mover: Option<String>,
}

/// Why a hand-over promotion cannot be made.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PromotionFault {
    /// The pawn's move does not read.
    #[error("write the pawn's move, like e7e8")]
    Unreadable,
    /// Not a pawn of the side to move reaching the last rank.
    #[error("not a pawn reaching the last rank")]
    NotAPromotion,
    /// The square to clear does not read.
    #[error("the square to clear does not read (like d8)")]
    SquareUnreadable,
    /// No opponent's piece but the king on the square to clear.
    #[error("the square to clear holds no piece of the opponent's but its king")]
    NothingToClear,
    /// The position after it would not be legal.
    #[error("the final position would not be legal")]
    NotLegal,
}

/// Why a move or drop was refused (nothing changes).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BughouseError {
    /// No such board.
    #[error("a match has boards 1 and 2")]
    NoSuchBoard,
    /// The match is over.
    #[error("the match is over")]
    Over,
    /// Not a move in SAN or UCI (drops as `N@f3`).
    #[error("{0:?} is not a move (SAN, UCI, or a drop like N@f3)")]
    Unreadable(String),
    /// Not legal on that board now.
    #[error("{0} is not legal on board {1}")]
    Illegal(String, usize),
    /// No dropped piece gives check there to remove.
    #[error("no piece dropped with check to remove on board {0}")]
    NoCheckingDrop(usize),
    /// A promotion under the house rule that cannot be made: not a pawn
    /// reaching the last rank, no opponent's piece (or the king) on the
    /// square to clear, or a final position that is not legal.
    #[error("that promotion cannot be made on board {0}: {1}")]
    Promotion(usize, PromotionFault),
    /// A hand-over asked for where the event promotes as in chess.
    #[error("this event promotes as in chess: type the promotion as a move")]
    NoHandOver,
    /// A move cannot be taken back: the pieces it passed on may already be
    /// in play on the other board.
    #[error("a bughouse move cannot be taken back; the arbiter decides the match instead")]
    NoUndo,
    /// A command with no meaning in a bughouse match.
    #[error("that command has no meaning in a bughouse match")]
    NotInBughouse,
    /// The match is over, and how (from the referee).
    #[error("the match is over ({})", .0.as_str())]
    MatchOver(Termination),
    /// A bughouse command on a chess board.
    #[error("that command is only for a bughouse match")]
    OnlyInBughouse,
}

/// `white` or `black`, as scripts, journals and reports write a side.
pub fn side_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Command {
    /// The free texts it carries (a FEN, a move, a reason, names): each
    /// must stay on one line (`crate::one_line`).
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Command::SetPosition { fen } => vec![fen],
            Command::Move { text } => vec![text],
            Command::Arbiter { reason, .. } => vec![reason],
            Command::SetAbsent { player, .. } => vec![player],
            Command::Reorder { players, .. } => players.iter().map(String::as_str).collect(),
            Command::HandOver { pawn, clear } => {
                let mut v = vec![pawn.as_str()];
                v.extend(clear.as_deref());
                v
            }
            Command::AssignColours { .. }
            | Command::Start
            | Command::Press
            | Command::Illegal
            | Command::Pause
            | Command::Resume
            | Command::Adjust { .. }
            | Command::Flag { .. }
            | Command::Resign { .. }
            | Command::AgreeDraw
            | Command::ClaimDraw
            | Command::Wait
            | Command::RemoveDrop
            | Command::Undo => Vec::new(),
        }
    }
}

/// Why a FEN cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionFault {
    /// The text is no FEN.
    NotAFen,
    /// A FEN of no legal position, for each of these reasons.
    Illegal(Vec<IllegalPosition>),
    /// The game would already be over there.
    AlreadyOver,
}

/// A reason a position set up on a board is not legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalPosition {
    /// No piece on the board.
    EmptyBoard,
    /// A side without its king.
    MissingKing,
    /// A side with more than one king.
    TooManyKings,
    /// A pawn on the first or the last rank.
    PawnsOnBackRank,
    /// Castling rights a rook or king no longer has.
    CastlingRights,
    /// An en passant square no pawn could have passed.
    EnPassantSquare,
    /// The side not to move is in check.
    OppositeCheck,
    /// A check no move could have given.
    ImpossibleCheck,
    /// More pieces than a game could have.
    TooMuchMaterial,
    /// A rule of the variant broken.
    Variant,
}

impl PositionFault {
    /// Why shakmaty refused a setup, reason by reason.
    pub fn of_kinds(kinds: shakmaty::PositionErrorKinds) -> PositionFault {
        use shakmaty::PositionErrorKinds as K;
        let all = [
            (K::EMPTY_BOARD, IllegalPosition::EmptyBoard),
            (K::MISSING_KING, IllegalPosition::MissingKing),
            (K::TOO_MANY_KINGS, IllegalPosition::TooManyKings),
            (K::PAWNS_ON_BACKRANK, IllegalPosition::PawnsOnBackRank),
            (K::INVALID_CASTLING_RIGHTS, IllegalPosition::CastlingRights),
            (K::INVALID_EP_SQUARE, IllegalPosition::EnPassantSquare),
            (K::OPPOSITE_CHECK, IllegalPosition::OppositeCheck),
            (K::IMPOSSIBLE_CHECK, IllegalPosition::ImpossibleCheck),
            (K::TOO_MUCH_MATERIAL, IllegalPosition::TooMuchMaterial),
            (K::VARIANT, IllegalPosition::Variant),
        ];
        PositionFault::Illegal(
            all.into_iter()
                .filter(|(k, _)| kinds.contains(*k))
                .map(|(_, reason)| reason)
                .collect(),
        )
    }
}
