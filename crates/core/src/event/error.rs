//! Why an event command was refused.

use super::*;

/// Why an event command was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// A start number that is not a player.
    #[error("player {0} does not exist: players are numbered 1 to {1}")]
    NoSuchPlayer(u32, usize),
    /// A round past the event's last.
    #[error("round {0} does not exist: the event has {1} rounds")]
    NoSuchRound(u32, u32),
    /// A player already paired (or given a bye) in that round.
    #[error("player {0} already has round {1}")]
    AlreadyPaired(u32, u32),
    /// A result for a pairing that was not made.
    #[error("round {} has no pairing {} - {}", .0.round, .0.white, .0.black)]
    NotPaired(Pairing),
    /// Someone paired with themself.
    #[error("a player cannot meet themself")]
    Themself,
    /// A board past the match's last.
    #[error("board {0} does not exist: a match has boards 1 to {1}")]
    NoSuchBoard(u32, usize),
    /// A board's result in an event whose pairings are single games.
    #[error("this event's pairings are single games: give their results with `result`")]
    NotATeamMatch,
    /// A whole result for a team match, whose boards make its result.
    #[error("a team match's result comes from its boards: `board R W B K RESULT`")]
    BoardsNeeded,
    /// A late entrant paired (or given a bye) before the round they join.
    #[error("player {0} joins in round {1}")]
    NotYetEntered(u32, u32),
    /// A round put on the stage before it has a pairing.
    #[error("round {0} has no pairing yet")]
    NoPairings(u32),
    /// A round put on the stage when some of its pairings already have
    /// their result (round, how many): its games would be played again.
    #[error("round {0} already has {1} results: its games are not played again on the stage")]
    StagedWithResults(u32, usize),
    /// A requested bye scored above the seed's 0 (player, round) without
    /// the arbiter's reason.
    #[error(
        "a bye scored ½ or 1 for player {0} in round {1} is the arbiter's decision: give its reason"
    )]
    ByeNeedsReason(u32, u32),
    /// A line-up in an event whose pairings are not school team matches.
    #[error("only a school team match has a line-up")]
    NoLineups,
    /// A line-up (round, team) that is not 3 or 4 places of the team's
    /// list, in its order (seed 001 §2); the team's list has `2` children.
    #[error(
        "team {1}'s line-up for round {0} must be 3 or 4 places of its list of {2}, in its order"
    )]
    BadLineup(u32, u32, usize),
    /// A pairing changed after its result, or a round with results or on
    /// the stage withdrawn.
    #[error("round {0} has results or is on the stage: its pairings stand")]
    AlreadyPlayed(u32),
    /// A check-in of an entrant already checked in.
    #[error("entrant {0} has already checked in")]
    AlreadyHere(u32),
    /// A check-out of an entrant not checked in.
    #[error("entrant {0} has not checked in")]
    NotHere(u32),
    /// `noshows` when nobody has checked in: the event does not take
    /// presence at the door.
    #[error("nobody has checked in: there are no no-shows to decide")]
    NoCheckIn,
    /// A check-in change or `noshows` once round 1 is paired: §8 judges
    /// later rounds by who came.
    #[error("round 1 is paired: presence is now what the games say")]
    CheckInOver,
    /// A report for a table (round, table) the round does not have.
    #[error("round {0} has no table {1}")]
    NoSuchTable(u32, u32),
    /// A forfeit reported from a table: the arbiter's to enter.
    #[error("a table reports 1-0, 0-1 or 1/2; a forfeit is the arbiter's")]
    ForfeitReported,
    /// A report for a table (round, table) whose result is in: a
    /// correction is the arbiter's.
    #[error("round {0} table {1} has its result: the arbiter corrects it")]
    AlreadyDecided(u32, u32),
}
