//! The event's commands as the journal, scripts and the console write
//! them: a pairing's result, each command's grammar (`parse_in` says a
//! refusal in the event's language) and its text again (`Display`).

use super::*;

/// A result of a pairing, as the arbiter writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PairingResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2`.
    Draw,
    /// `+-`: Black did not come.
    WhiteByForfeit,
    /// `-+`: White did not come.
    BlackByForfeit,
    /// `--`: neither came.
    DoubleForfeit,
}

impl PairingResult {
    /// Reads `1-0`, `0-1`, `1/2` (or `=`), `+-`, `-+`, `--`.
    pub fn parse(text: &str) -> Option<PairingResult> {
        Some(match text {
            "1-0" => PairingResult::WhiteWins,
            "0-1" => PairingResult::BlackWins,
            "1/2" | "1/2-1/2" | "=" => PairingResult::Draw,
            "+-" => PairingResult::WhiteByForfeit,
            "-+" => PairingResult::BlackByForfeit,
            "--" => PairingResult::DoubleForfeit,
            _ => return None,
        })
    }
}

impl PairingResult {
    /// The same result with the colours the other way round.
    pub fn reversed(self) -> PairingResult {
        match self {
            PairingResult::WhiteWins => PairingResult::BlackWins,
            PairingResult::BlackWins => PairingResult::WhiteWins,
            PairingResult::Draw => PairingResult::Draw,
            PairingResult::WhiteByForfeit => PairingResult::BlackByForfeit,
            PairingResult::BlackByForfeit => PairingResult::WhiteByForfeit,
            PairingResult::DoubleForfeit => PairingResult::DoubleForfeit,
        }
    }
}

impl fmt::Display for PairingResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PairingResult::WhiteWins => "1-0",
            PairingResult::BlackWins => "0-1",
            PairingResult::Draw => "1/2",
            PairingResult::WhiteByForfeit => "+-",
            PairingResult::BlackByForfeit => "-+",
            PairingResult::DoubleForfeit => "--",
        })
    }
}

/// A change to the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventCommand {
    /// `pair R W B`: in round R, W has White against B.
    Pair {
        /// The round, from 1.
        round: u32,
        /// White's start number.
        white: u32,
        /// Black's.
        black: u32,
    },
    /// `bye R P KIND [REASON]`: player P has a bye in round R (`pairing` 1
    /// point by the pairing, `zero` 0: a bye the player asked for, as seed
    /// 004 §5 scores it; `half` ½ and `full` 1 only as the arbiter's
    /// decision, with its reason).
    Bye {
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// Which bye.
        kind: Bye,
        /// Why the arbiter scores a requested bye above the seed's 0 (the
        /// journal keeps it); a `half` or `full` bye needs one.
        reason: Option<String>,
    },
    /// `board R W B K RESULT`: in a team match (W has White on board 1),
    /// the result of board K as its scoresheet says it.
    Board {
        /// The round.
        round: u32,
        /// The team with White on board 1.
        white: u32,
        /// The other team.
        black: u32,
        /// The board, from 1.
        board: u32,
        /// What happened on it.
        result: PairingResult,
    },
    /// `stage R`: round R's pairings go onto the stage's boards (its
    /// games are the ones the stage now referees).
    Stage {
        /// The round.
        round: u32,
    },
    /// `playoff A B [RESULT]`: a tie-break game between A (White until the
    /// lot) and B, outside the rounds; without a result it goes onto the
    /// stage, with one it is the result of the last one waiting (or of one
    /// played elsewhere).
    Playoff {
        /// The first named.
        first: u32,
        /// The other.
        second: u32,
        /// Its result, from the first named's side as White.
        result: Option<PairingResult>,
    },
    /// `playoff A B K RESULT`: board K of the team play-off encounter
    /// between A (White on board 1) and B waiting for its result (seed 001
    /// §9: the three-game match is played as team encounters on every
    /// board); the encounter's result comes from its boards.
    PlayoffBoard {
        /// The first named team.
        first: u32,
        /// The other.
        second: u32,
        /// The board, from 1.
        board: u32,
        /// What happened on it, as its scoresheet says it.
        result: PairingResult,
    },
    /// `lineup R T P1 P2 P3 [P4]`: in round R, school team T plays the
    /// children at these places of its list (seed 001 §2: up to 8 listed, 4
    /// play, "si no juegan los 4 primeros, se respeta el orden"): board 1
    /// the first named, and so on; three leave board 4 empty.
    Lineup {
        /// The round.
        round: u32,
        /// The team's start number.
        team: u32,
        /// The places in the team's list (from 1), in board order.
        seats: Vec<u32>,
    },
    /// `withdraw P R`: entrant P leaves the event from round R on: the
    /// schedule's later games against it are forfeits.
    Withdraw {
        /// The entrant.
        player: u32,
        /// The first round it misses.
        round: u32,
    },
    /// `return P`: player P, absent without notice, asks the arbiter to be
    /// paired again (seed 004 §8: "no volverá a ser emparejado en lo
    /// sucesivo si no lo reclama al árbitro"); during round 1 it is the
    /// notice that keeps a round-1 no-show in the tournament.
    Return {
        /// The player.
        player: u32,
    },
    /// `checkin P`: entrant P (a player, or a team's teacher for the team)
    /// is in the hall. Once anyone has checked in, round 1 is paired only
    /// when everyone has, or the arbiter has said `noshows`.
    CheckIn {
        /// The entrant.
        entrant: u32,
    },
    /// `checkout P`: a check-in taken back (a wrong tap, or the entrant
    /// left before round 1).
    CheckOut {
        /// The entrant.
        entrant: u32,
    },
    /// `noshows`: before round 1, the arbiter's decision that the entrants
    /// who have not checked in are seed 004 §8's no-shows: each sits round
    /// 1 out with no points (a zero bye) and is paired in round 2 only
    /// after `return P` during round 1.
    NoShows,
    /// `swap R W B REASON`: the arbiter swaps the colours of a pairing not
    /// yet played (B now White against W) and says why.
    Swap {
        /// The round.
        round: u32,
        /// White's start number until now.
        white: u32,
        /// Black's.
        black: u32,
        /// Why (the journal keeps it).
        reason: String,
    },
    /// `colours R W B`: round R's game between W and B was played with W
    /// as White — the colours a lot at the board gave it, which may be the
    /// pairing's the other way round. The result that follows and every
    /// tie-break, table and file read these colours.
    Colours {
        /// The round.
        round: u32,
        /// Who had White at the board.
        white: u32,
        /// Who had Black.
        black: u32,
    },
    /// `unpair R REASON`: the arbiter withdraws a round's pairings and byes
    /// before any of its results, to pair it again, and says why.
    Unpair {
        /// The round.
        round: u32,
        /// Why.
        reason: String,
    },
    /// `report R T SIDE RESULT`: at table T of round R, the player with
    /// SIDE (`white` or `black`) reports the result (their own code let
    /// them); the other's same report enters it.
    Report {
        /// The round.
        round: u32,
        /// The table, from 1, in the round's pairing order.
        table: u32,
        /// Who reported.
        side: Color,
        /// What they said.
        result: PairingResult,
    },
    /// `result R W B RESULT`: the result of that pairing.
    Result {
        /// The round.
        round: u32,
        /// White's start number.
        white: u32,
        /// Black's.
        black: u32,
        /// What happened.
        result: PairingResult,
    },
}

impl fmt::Display for EventCommand {
    /// As a script writes it after `at S event`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventCommand::Pair {
                round,
                white,
                black,
            } => write!(f, "pair {round} {white} {black}"),
            EventCommand::Bye {
                round,
                player,
                kind,
                reason,
            } => {
                write!(
                    f,
                    "bye {round} {player} {}",
                    match kind {
                        Bye::Pairing => "pairing",
                        Bye::Full => "full",
                        Bye::Half => "half",
                        Bye::Zero => "zero",
                    }
                )?;
                match reason {
                    Some(reason) => write!(f, " {reason}"),
                    None => Ok(()),
                }
            }
            EventCommand::Board {
                round,
                white,
                black,
                board,
                result,
            } => write!(f, "board {round} {white} {black} {board} {result}"),
            EventCommand::Result {
                round,
                white,
                black,
                result,
            } => write!(f, "result {round} {white} {black} {result}"),
            EventCommand::Report {
                round,
                table,
                side,
                result,
            } => write!(
                f,
                "report {round} {table} {} {result}",
                if *side == Color::White {
                    "white"
                } else {
                    "black"
                }
            ),
            EventCommand::Stage { round } => write!(f, "stage {round}"),
            EventCommand::Swap {
                round,
                white,
                black,
                reason,
            } => write!(f, "swap {round} {white} {black} {reason}"),
            EventCommand::Colours {
                round,
                white,
                black,
            } => write!(f, "colours {round} {white} {black}"),
            EventCommand::Unpair { round, reason } => write!(f, "unpair {round} {reason}"),
            EventCommand::Withdraw { player, round } => write!(f, "withdraw {player} {round}"),
            EventCommand::Lineup { round, team, seats } => {
                write!(f, "lineup {round} {team}")?;
                for s in seats {
                    write!(f, " {s}")?;
                }
                Ok(())
            }
            EventCommand::Return { player } => write!(f, "return {player}"),
            EventCommand::CheckIn { entrant } => write!(f, "checkin {entrant}"),
            EventCommand::CheckOut { entrant } => write!(f, "checkout {entrant}"),
            EventCommand::NoShows => f.write_str("noshows"),
            EventCommand::PlayoffBoard {
                first,
                second,
                board,
                result,
            } => write!(f, "playoff {first} {second} {board} {result}"),
            EventCommand::Playoff {
                first,
                second,
                result,
            } => match result {
                Some(r) => write!(f, "playoff {first} {second} {r}"),
                None => write!(f, "playoff {first} {second}"),
            },
        }
    }
}

/// Reads an event command: `pair R W B`, `bye R P pairing|full|half|zero [REASON]`,
/// `result R W B 1-0|0-1|1/2|+-|-+|--`.
pub fn parse(text: &str) -> Result<EventCommand, EventFault> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |i: usize, what: EventField| -> Result<u32, EventFault> {
        let w = words.get(i).copied().unwrap_or("");
        w.parse::<u32>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| EventFault::NotANumber {
                what,
                got: w.to_owned(),
            })
    };
    let result = |w: &str| -> Result<PairingResult, EventFault> {
        PairingResult::parse(w).ok_or_else(|| EventFault::NotAResult { got: w.to_owned() })
    };
    use EventField::*;
    match words.first().copied() {
        Some("pair") if words.len() == 4 => Ok(EventCommand::Pair {
            round: number(1, Round)?,
            white: number(2, White)?,
            black: number(3, Black)?,
        }),
        Some("bye") if words.len() >= 4 => Ok(EventCommand::Bye {
            round: number(1, Round)?,
            player: number(2, Player)?,
            kind: match words[3] {
                "pairing" => Bye::Pairing,
                "full" => Bye::Full,
                "half" => Bye::Half,
                "zero" => Bye::Zero,
                other => {
                    return Err(EventFault::NotAByeKind {
                        got: other.to_owned(),
                    });
                }
            },
            reason: (words.len() > 4).then(|| words[4..].join(" ")),
        }),
        Some("board") if words.len() == 6 => Ok(EventCommand::Board {
            round: number(1, Round)?,
            white: number(2, White)?,
            black: number(3, Black)?,
            board: number(4, Board)?,
            result: result(words[5])?,
        }),
        Some("stage") if words.len() == 2 => Ok(EventCommand::Stage {
            round: number(1, Round)?,
        }),
        Some("playoff") if words.len() == 3 || words.len() == 4 => Ok(EventCommand::Playoff {
            first: number(1, First)?,
            second: number(2, Second)?,
            result: match words.get(3) {
                None => None,
                Some(w) => Some(result(w)?),
            },
        }),
        Some("playoff") if words.len() == 5 => Ok(EventCommand::PlayoffBoard {
            first: number(1, First)?,
            second: number(2, Second)?,
            board: number(3, Board)?,
            result: result(words[4])?,
        }),
        Some("checkin") if words.len() == 2 => Ok(EventCommand::CheckIn {
            entrant: number(1, Entrant)?,
        }),
        Some("checkout") if words.len() == 2 => Ok(EventCommand::CheckOut {
            entrant: number(1, Entrant)?,
        }),
        Some("noshows") if words.len() == 1 => Ok(EventCommand::NoShows),
        Some("return") if words.len() == 2 => Ok(EventCommand::Return {
            player: number(1, Player)?,
        }),
        Some("lineup") if words.len() >= 4 => Ok(EventCommand::Lineup {
            round: number(1, Round)?,
            team: number(2, Entrant)?,
            seats: (3..words.len())
                .map(|i| number(i, Player))
                .collect::<Result<_, _>>()?,
        }),
        Some("withdraw") if words.len() == 3 => Ok(EventCommand::Withdraw {
            player: number(1, Entrant)?,
            round: number(2, Round)?,
        }),
        Some("swap" | "unpair") if reason_missing(&words) => Err(EventFault::ReasonMissing),
        Some("swap") => Ok(EventCommand::Swap {
            round: number(1, Round)?,
            white: number(2, White)?,
            black: number(3, Black)?,
            reason: words[4..].join(" "),
        }),
        Some("unpair") => Ok(EventCommand::Unpair {
            round: number(1, Round)?,
            reason: words[2..].join(" "),
        }),
        Some("colours") if words.len() == 4 => Ok(EventCommand::Colours {
            round: number(1, Round)?,
            white: number(2, White)?,
            black: number(3, Black)?,
        }),
        Some("report") if words.len() == 5 && matches!(words[3], "white" | "black") => {
            Ok(EventCommand::Report {
                round: number(1, Round)?,
                table: number(2, Board)?,
                side: if words[3] == "white" {
                    Color::White
                } else {
                    Color::Black
                },
                result: result(words[4])?,
            })
        }
        Some("result") if words.len() == 5 => Ok(EventCommand::Result {
            round: number(1, Round)?,
            white: number(2, White)?,
            black: number(3, Black)?,
            result: result(words[4])?,
        }),
        _ => Err(EventFault::UnknownForm {
            text: text.to_owned(),
        }),
    }
}

/// Whether a `swap` or `unpair` lacks its reason.
fn reason_missing(words: &[&str]) -> bool {
    match words.first().copied() {
        Some("swap") => words.len() < 5,
        _ => words.len() < 3,
    }
}

impl EventCommand {
    /// Why a bye entered now is refused, if it is: seed 004 §5, "Si un
    /// jugador pidiese ser desactivado en alguna ronda, podrá ser concedido
    /// bajo criterio arbitral con una puntuación de 0": ½ or 1 is the
    /// arbiter's own decision, given with its reason.
    pub fn unreasoned_bye(&self) -> Option<EventError> {
        match *self {
            EventCommand::Bye {
                round,
                player,
                kind: Bye::Half | Bye::Full,
                reason: None,
            } => Some(EventError::ByeNeedsReason(player, round)),
            _ => None,
        }
    }

    /// The free texts it carries (the arbiter's reasons): each must stay
    /// on one line (`crate::one_line`).
    pub fn texts(&self) -> Vec<&str> {
        match self {
            EventCommand::Swap { reason, .. } | EventCommand::Unpair { reason, .. } => vec![reason],
            EventCommand::Bye {
                reason: Some(reason),
                ..
            } => vec![reason],
            _ => Vec::new(),
        }
    }
}
