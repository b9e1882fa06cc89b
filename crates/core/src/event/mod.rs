//! The event's own record, command by command: who is paired with whom in
//! each round, the byes, and the results — of games the stage referees and
//! of the other tables, entered by hand. Each command is journaled like a
//! game's, so the whole event is rebuilt exactly after a crash.
//!
//! Players are the roster's, by their place in it (start numbers from 1 in
//! the config's order).

pub mod league;
pub mod school;
pub mod team_match;

use std::fmt;

use shakmaty::Color;

use crate::pairing::results::{Bye, Player, Round, Score};
use crate::points::Points;
use crate::rules::Scoring;
use team_match::TeamMatch;

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
    /// `bye R P KIND`: player P has a bye in round R (`pairing` 1 point by
    /// the pairing, `full` 1, `half` ½, `zero` 0).
    Bye {
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// Which bye.
        kind: Bye,
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
            } => write!(
                f,
                "bye {round} {player} {}",
                match kind {
                    Bye::Pairing => "pairing",
                    Bye::Full => "full",
                    Bye::Half => "half",
                    Bye::Zero => "zero",
                }
            ),
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
            EventCommand::Return { player } => write!(f, "return {player}"),
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

/// Reads an event command: `pair R W B`, `bye R P pairing|full|half|zero`,
/// `result R W B 1-0|0-1|1/2|+-|-+|--`.
pub fn parse(text: &str) -> Result<EventCommand, String> {
    parse_in(crate::language::Language::En, text)
}

/// Like [`parse`], its refusals said in `l`.
pub fn parse_in(l: crate::language::Language, text: &str) -> Result<EventCommand, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |i: usize, what: (&str, &str, &str)| -> Result<u32, String> {
        let w = words.get(i).copied().unwrap_or("");
        w.parse::<u32>().ok().filter(|&n| n >= 1).ok_or_else(|| {
            l.pick(
                format!("{}: se esperaba un número desde 1; pone «{w}»", what.0),
                format!("{}: agardábase un número desde 1; pon «{w}»", what.1),
                format!("{}: expected a number from 1, got {w:?}", what.2),
            )
        })
    };
    let result = |w: &str| -> Result<PairingResult, String> {
        PairingResult::parse(w).ok_or_else(|| {
            l.pick(
                format!("«{w}» no es un resultado: escribe 1-0, 0-1, 1/2, +-, -+ o --"),
                format!("«{w}» non é un resultado: escribe 1-0, 0-1, 1/2, +-, -+ ou --"),
                format!("{w:?} is not a result: write 1-0, 0-1, 1/2, +-, -+ or --"),
            )
        })
    };
    let round = ("ronda", "rolda", "round");
    let white = ("blancas", "brancas", "white");
    let black = ("negras", "negras", "black");
    match words.first().copied() {
        Some("pair") if words.len() == 4 => Ok(EventCommand::Pair {
            round: number(1, round)?,
            white: number(2, white)?,
            black: number(3, black)?,
        }),
        Some("bye") if words.len() == 4 => Ok(EventCommand::Bye {
            round: number(1, round)?,
            player: number(2, ("jugador", "xogador", "player"))?,
            kind: match words[3] {
                "pairing" => Bye::Pairing,
                "full" => Bye::Full,
                "half" => Bye::Half,
                "zero" => Bye::Zero,
                other => {
                    return Err(l.pick(
                        format!("«{other}» no es un descanso: escribe pairing, full, half o zero"),
                        format!("«{other}» non é un descanso: escribe pairing, full, half ou zero"),
                        format!("{other:?} is not a bye: write pairing, full, half or zero"),
                    ));
                }
            },
        }),
        Some("board") if words.len() == 6 => Ok(EventCommand::Board {
            round: number(1, round)?,
            white: number(2, white)?,
            black: number(3, black)?,
            board: number(4, ("tablero", "taboleiro", "board"))?,
            result: result(words[5])?,
        }),
        Some("stage") if words.len() == 2 => Ok(EventCommand::Stage {
            round: number(1, round)?,
        }),
        Some("playoff") if words.len() == 3 || words.len() == 4 => Ok(EventCommand::Playoff {
            first: number(1, ("primero", "primeiro", "first"))?,
            second: number(2, ("segundo", "segundo", "second"))?,
            result: match words.get(3) {
                None => None,
                Some(w) => Some(result(w)?),
            },
        }),
        Some("playoff") if words.len() == 5 => Ok(EventCommand::PlayoffBoard {
            first: number(1, ("primero", "primeiro", "first"))?,
            second: number(2, ("segundo", "segundo", "second"))?,
            board: number(3, ("tablero", "taboleiro", "board"))?,
            result: result(words[4])?,
        }),
        Some("return") if words.len() == 2 => Ok(EventCommand::Return {
            player: number(1, ("jugador", "xogador", "player"))?,
        }),
        Some("withdraw") if words.len() == 3 => Ok(EventCommand::Withdraw {
            player: number(1, ("participante", "participante", "entrant"))?,
            round: number(2, round)?,
        }),
        Some("swap" | "unpair") if reason_missing(&words) => Err(l.pick(
            "di el motivo: `swap R W B MOTIVO`, `unpair R MOTIVO` (queda en el diario)".into(),
            "di o motivo: `swap R W B MOTIVO`, `unpair R MOTIVO` (queda no diario)".into(),
            "give the reason: `swap R W B REASON`, `unpair R REASON` (the journal keeps it)".into(),
        )),
        Some("swap") => Ok(EventCommand::Swap {
            round: number(1, round)?,
            white: number(2, white)?,
            black: number(3, black)?,
            reason: words[4..].join(" "),
        }),
        Some("unpair") => Ok(EventCommand::Unpair {
            round: number(1, round)?,
            reason: words[2..].join(" "),
        }),
        Some("colours") if words.len() == 4 => Ok(EventCommand::Colours {
            round: number(1, round)?,
            white: number(2, white)?,
            black: number(3, black)?,
        }),
        Some("result") if words.len() == 5 => Ok(EventCommand::Result {
            round: number(1, round)?,
            white: number(2, white)?,
            black: number(3, black)?,
            result: result(words[4])?,
        }),
        _ => {
            let forms = "`event pair R W B`, `event bye R P KIND`, `event result R W B RESULT`, \
                         `event board R W B K RESULT`, `event stage R`, `event withdraw P R`, `event playoff A B [RESULT]`, `event playoff A B K RESULT`, \
                         `event swap R W B REASON`, `event unpair R REASON`, `event colours R W B`, `event return P`";
            Err(l.pick(
                format!("se esperaba una de {forms}; pone «{text}»"),
                format!("agardábase unha de {forms}; pon «{text}»"),
                format!("expected one of {forms}, got {text:?}"),
            ))
        }
    }
}

/// Whether a `swap` or `unpair` lacks its reason.
fn reason_missing(words: &[&str]) -> bool {
    match words.first().copied() {
        Some("swap") => words.len() < 5,
        _ => words.len() < 3,
    }
}

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
    #[error("round {0} has no pairing {1} - {2}")]
    NotPaired(u32, u32, u32),
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
    /// A pairing changed after its result, or a round with results or on
    /// the stage withdrawn.
    #[error("round {0} has results or is on the stage: its pairings stand")]
    AlreadyPlayed(u32),
}

/// One pairing of a round as the screens list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundPairing {
    /// White's start number (a team match: the team White on board 1).
    pub white: u32,
    /// Black's.
    pub black: u32,
    /// White's round and Black's once the result is in.
    pub result: Option<(Round, Round)>,
}

impl RoundPairing {
    /// The result as the arbiter writes it, once it is in (seen from
    /// White; a forfeit by who came).
    pub fn outcome(&self) -> Option<PairingResult> {
        Some(match self.result? {
            (Round::Played { score, .. }, _) => match score {
                Score::Win => PairingResult::WhiteWins,
                Score::Draw => PairingResult::Draw,
                Score::Loss => PairingResult::BlackWins,
            },
            (Round::Forfeit { won: true, .. }, _) => PairingResult::WhiteByForfeit,
            (_, Round::Forfeit { won: true, .. }) => PairingResult::BlackByForfeit,
            _ => PairingResult::DoubleForfeit,
        })
    }
}

/// The event as its commands have made it.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    rounds: u32,
    /// Each player's rounds: `None` while not paired.
    slots: Vec<Vec<Option<Round>>>,
    names: Vec<String>,
    ratings: Vec<Option<u16>>,
    /// Pairings made and not yet given a result: (round, white, black).
    pending: Vec<(u32, u32, u32)>,
    /// Boards per pairing in a team event (0: a pairing is one game).
    team_boards: usize,
    /// Points per game, for the team matches' game points.
    scoring: Scoring,
    /// The team matches and their boards.
    matches: Vec<TeamMatch>,
    /// The round each entrant joins (empty: everyone from round 1).
    entry_rounds: Vec<u32>,
    /// Every pairing in the order it was made: (round, white, black).
    made: Vec<(u32, u32, u32)>,
    /// The round on the stage (0: none yet).
    staged: u32,
    /// The round from which each entrant is withdrawn (empty: nobody).
    withdrawn: Vec<Option<u32>>,
    /// Tie-break games outside the rounds, in the order they were set.
    playoffs: Vec<PlayoffGame>,
    /// Players who asked to be paired again after a no-show, with the last
    /// round paired when they asked.
    returns: Vec<(u32, u32)>,
}

/// A tie-break game outside the rounds (in a team event, a team encounter
/// on every board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayoffGame {
    /// The first named (White unless the lot said otherwise; a team: White
    /// on board 1).
    pub first: u32,
    /// The other.
    pub second: u32,
    /// Its result from the first named's side, once in.
    pub result: Option<PairingResult>,
    /// A team encounter's boards, each as its scoresheet says it (empty
    /// for a single game).
    pub boards: Vec<Option<PairingResult>>,
}

impl PlayoffGame {
    /// The points `entrant` scored in it (a win 2, a draw 1, in halves); in
    /// an Armageddon a draw is Black's win (the second named's, who had
    /// Black: seed 004 §6, "En caso de tablas el desempate se decantaría
    /// para el jugador de piezas negras").
    pub fn halves_of(&self, entrant: u32, armageddon: bool) -> u32 {
        let first = match self.result {
            Some(PairingResult::WhiteWins | PairingResult::WhiteByForfeit) => 2,
            Some(PairingResult::Draw) if !armageddon => 1,
            _ => 0,
        };
        let second = match self.result {
            Some(PairingResult::BlackWins | PairingResult::BlackByForfeit) => 2,
            Some(PairingResult::Draw) if armageddon => 2,
            Some(PairingResult::Draw) => 1,
            _ => 0,
        };
        if entrant == self.first {
            first
        } else if entrant == self.second {
            second
        } else {
            0
        }
    }
}

impl Event {
    /// An event of `rounds` rounds for the players `names` (start numbers
    /// from 1 in that order) with their ratings.
    pub fn new(rounds: u32, names: Vec<String>, ratings: Vec<Option<u16>>) -> Event {
        Event {
            rounds,
            slots: vec![vec![None; rounds as usize]; names.len()],
            names,
            ratings,
            pending: Vec::new(),
            team_boards: 0,
            scoring: Scoring {
                win: Points::whole(1),
                draw: Points::from_halves(1),
                loss: Points::ZERO,
            },
            matches: Vec::new(),
            entry_rounds: Vec::new(),
            made: Vec::new(),
            staged: 0,
            withdrawn: Vec::new(),
            returns: Vec::new(),
            playoffs: Vec::new(),
        }
    }

    /// The same event with each entrant joining in its round (a late
    /// entry: not paired before it; its earlier rounds score nothing).
    pub fn with_entry_rounds(mut self, rounds: Vec<u32>) -> Event {
        self.entry_rounds = rounds;
        self
    }

    /// The same event with each pairing a team match of `boards` boards,
    /// its games scored by `scoring` (seed 001: four boards, 10/5/1).
    pub fn with_team_matches(mut self, boards: usize, scoring: Scoring) -> Event {
        self.team_boards = boards;
        self.scoring = scoring;
        self
    }

    /// Boards per pairing in a team event (0: a pairing is one game).
    pub fn team_boards(&self) -> usize {
        self.team_boards
    }

    /// The team matches made so far, with their boards.
    pub fn team_matches(&self) -> &[TeamMatch] {
        &self.matches
    }

    /// `entrant`'s game points over every team match so far (the boards
    /// with a result), under the event's scoring: the school's accumulated
    /// points.
    ///
    /// A pairing-allocated bye (a Swiss by teams with an odd number of
    /// teams) counts as a drawn match in game points: the seed is silent,
    /// and a drawn match neither helps nor harms the team on the secondary
    /// score (the user guide says so).
    pub fn game_points(&self, entrant: u32) -> Points {
        let byes = self.pairing_byes(entrant) * self.team_boards;
        self.matches
            .iter()
            .filter(|m| m.has(entrant))
            .map(|m| m.points_of(entrant, &self.scoring))
            .chain((0..byes).map(|_| self.scoring.draw))
            .sum()
    }

    /// `entrant`'s match points (2 a win, 1 a draw) over its finished team
    /// matches; a pairing-allocated bye is a win's (as the Dutch system
    /// scores it).
    pub fn match_points(&self, entrant: u32) -> Points {
        self.matches
            .iter()
            .filter(|m| m.has(entrant))
            .map(|m| m.match_points_of(entrant, &self.scoring))
            .chain((0..self.pairing_byes(entrant)).map(|_| Points::whole(2)))
            .sum()
    }

    /// Adds each entrant's game points to `points` under its name: one
    /// earlier phase's share of the points a school event accumulates
    /// (seed 001 §9, "Se sumarán los puntos de cada fase").
    pub fn add_game_points_by_name(&self, points: &mut std::collections::HashMap<String, Points>) {
        for (i, name) in self.names.iter().enumerate() {
            let entry = points.entry(name.clone()).or_insert(Points::ZERO);
            *entry = *entry + self.game_points(i as u32 + 1);
        }
    }

    /// How many pairing-allocated byes `entrant` has had.
    fn pairing_byes(&self, entrant: u32) -> usize {
        self.slots.get(entrant as usize - 1).map_or(0, |s| {
            s.iter()
                .filter(|r| **r == Some(Round::Bye(Bye::Pairing)))
                .count()
        })
    }

    /// The pairings still waiting for their results: (round, white, black).
    pub fn pending(&self) -> &[(u32, u32, u32)] {
        &self.pending
    }

    /// A pairing of `a` and `b` (either colour) still waiting for its
    /// result, the earliest round first: (round, white, black).
    pub fn pending_pairing(&self, a: u32, b: u32) -> Option<(u32, u32, u32)> {
        self.pending
            .iter()
            .copied()
            .find(|&(_, w, bl)| (w, bl) == (a, b) || (w, bl) == (b, a))
    }

    /// Swaps the colours of round `round`'s pending pairing `white` -
    /// `black`: `black` now has White.
    fn swap_colours(&mut self, round: u32, white: u32, black: u32) {
        for (p, opponent, colour) in [(black, white, Color::White), (white, black, Color::Black)] {
            *self.slot_mut(p, round) = Some(Round::Played {
                opponent,
                colour,
                score: Score::Loss,
                rated: false,
            });
        }
        for list in [&mut self.pending, &mut self.made] {
            for t in list.iter_mut() {
                if *t == (round, white, black) {
                    *t = (round, black, white);
                }
            }
        }
        for m in &mut self.matches {
            if (m.round, m.first, m.second) == (round, white, black) {
                std::mem::swap(&mut m.first, &mut m.second);
            }
        }
    }

    /// Round `round`'s pairings in the order they were made, each with its
    /// result once it has one (seen from White: the board's `Round`), and
    /// the round's byes by start number.
    pub fn round_pairings(&self, round: u32) -> (Vec<RoundPairing>, Vec<(u32, Bye)>) {
        let pairings = self
            .made
            .iter()
            .filter(|&&(r, _, _)| r == round)
            .map(|&(_, white, black)| RoundPairing {
                white,
                black,
                result: if self.pending.contains(&(round, white, black)) {
                    None
                } else {
                    self.slot(white, round).zip(self.slot(black, round))
                },
            })
            .collect();
        let byes = (1..=self.names.len() as u32)
            .filter_map(|p| match self.slot(p, round) {
                Some(Round::Bye(kind)) => Some((p, kind)),
                _ => None,
            })
            .collect();
        (pairings, byes)
    }

    /// The last round that has a pairing or a bye (0: none yet).
    pub fn last_round(&self) -> u32 {
        (1..=self.rounds)
            .rev()
            .find(|&r| self.slots.iter().any(|s| s[r as usize - 1].is_some()))
            .unwrap_or(0)
    }

    /// The last round that was paired (a pairing made, or the pairing's
    /// own bye); 0 before round 1. A bye a player asked for in advance does
    /// not pair its round.
    pub fn last_paired_round(&self) -> u32 {
        (1..=self.rounds)
            .rev()
            .find(|&r| {
                self.made.iter().any(|&(round, _, _)| round == r)
                    || self
                        .slots
                        .iter()
                        .any(|s| s[r as usize - 1] == Some(Round::Bye(Bye::Pairing)))
            })
            .unwrap_or(0)
    }

    /// The event as its first `rounds` rounds leave it (a league before its
    /// knockout): later pairings, byes and results left out.
    pub fn first_rounds(&self, rounds: u32) -> Event {
        if rounds >= self.rounds {
            return self.clone();
        }
        let mut e = self.clone();
        e.rounds = rounds;
        for s in &mut e.slots {
            s.truncate(rounds as usize);
        }
        e.pending.retain(|&(r, _, _)| r <= rounds);
        e.made.retain(|&(r, _, _)| r <= rounds);
        e.matches.retain(|m| m.round <= rounds);
        e.staged = e.staged.min(rounds);
        e
    }

    /// The tie-break games outside the rounds.
    pub fn playoffs(&self) -> &[PlayoffGame] {
        &self.playoffs
    }

    /// A play-off between `a` and `b` (either order) still waiting for its
    /// result: (first, second).
    pub fn pending_playoff(&self, a: u32, b: u32) -> Option<(u32, u32)> {
        self.playoffs
            .iter()
            .rev()
            .find(|p| {
                p.result.is_none()
                    && ((p.first, p.second) == (a, b) || (p.first, p.second) == (b, a))
            })
            .map(|p| (p.first, p.second))
    }

    /// Whether `entrant` is withdrawn in `round`.
    pub fn withdrawn_in(&self, entrant: u32, round: u32) -> bool {
        self.withdrawn
            .get(entrant as usize - 1)
            .copied()
            .flatten()
            .is_some_and(|from| round >= from)
    }

    /// Whether `player` is paired in round `round` under seed 004's rule
    /// of no-shows (§8): a lost forfeit is a no-show; after one the player
    /// is not paired again until they ask (`return`), after two never, and
    /// one in round 1 without notice before round 2 is paired puts them
    /// out.
    pub fn presence_status(&self, player: u32, round: u32) -> crate::pairing::absence::Status {
        use crate::pairing::absence::Presence;
        let returned_after = |r: u32| self.returns.iter().any(|&(p, at)| p == player && at >= r);
        let history: Vec<Presence> = (1..round)
            .map(|r| match self.slot(player, r) {
                Some(Round::Forfeit { won: false, .. }) => Presence::NoShow {
                    notified: r == 1 && self.returns.iter().any(|&(p, at)| p == player && at <= 1),
                },
                _ => Presence::Came,
            })
            .collect();
        let last_no_show = history
            .iter()
            .rposition(|p| matches!(p, Presence::NoShow { .. }))
            .map(|i| i as u32 + 1);
        let asked_back = last_no_show.is_some_and(returned_after);
        crate::pairing::absence::status(&history, asked_back)
    }

    /// The round from which `entrant` is withdrawn, if it is.
    pub fn withdrawn_from(&self, entrant: u32) -> Option<u32> {
        self.withdrawn.get(entrant as usize - 1).copied().flatten()
    }

    /// The round on the stage's boards (0: none yet).
    pub fn staged_round(&self) -> u32 {
        self.staged
    }

    /// Whether every pairing of `round` has its result.
    pub fn round_complete(&self, round: u32) -> bool {
        !self.pending.iter().any(|&(r, _, _)| r == round)
    }

    /// The entrants not yet paired nor given a bye in `round` (start
    /// numbers), leaving out late entrants who have not joined yet.
    pub fn unpaired(&self, round: u32) -> Vec<u32> {
        (1..=self.names.len() as u32)
            .filter(|&p| {
                round >= 1
                    && round <= self.rounds
                    && self.slot(p, round).is_none()
                    && round >= self.entry_rounds.get(p as usize - 1).copied().unwrap_or(1)
            })
            .collect()
    }

    /// The number of rounds.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The rounds that hold a pairing or a bye for anyone.
    pub fn rounds_started(&self) -> usize {
        (0..self.rounds as usize)
            .filter(|&r| self.slots.iter().any(|s| s[r].is_some()))
            .count()
    }

    fn check(&self, round: u32, players: &[u32]) -> Result<(), EventError> {
        if round > self.rounds {
            return Err(EventError::NoSuchRound(round, self.rounds));
        }
        for &p in players {
            if p as usize > self.names.len() {
                return Err(EventError::NoSuchPlayer(p, self.names.len()));
            }
            let joins = self.entry_rounds.get(p as usize - 1).copied().unwrap_or(1);
            if round < joins {
                return Err(EventError::NotYetEntered(p, joins));
            }
        }
        Ok(())
    }

    /// Applies `command`, or says why not (and changes nothing).
    pub fn apply(&mut self, command: &EventCommand) -> Result<(), EventError> {
        match *command {
            EventCommand::Pair {
                round,
                white,
                black,
            } => {
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
                self.pending.push((round, white, black));
                self.made.push((round, white, black));
                if self.team_boards > 0 {
                    self.matches
                        .push(TeamMatch::new(round, white, black, self.team_boards));
                }
            }
            EventCommand::Bye {
                round,
                player,
                kind,
            } => {
                self.check(round, &[player])?;
                if self.slot(player, round).is_some() {
                    return Err(EventError::AlreadyPaired(player, round));
                }
                *self.slot_mut(player, round) = Some(Round::Bye(kind));
            }
            EventCommand::Board {
                round,
                white,
                black,
                board,
                result,
            } => {
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
                    return Err(EventError::NotPaired(round, white, black));
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
                    self.pending.retain(|&p| p != (round, white, black));
                }
            }
            EventCommand::Playoff {
                first,
                second,
                result,
            } => {
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
            }
            EventCommand::PlayoffBoard {
                first,
                second,
                board,
                result,
            } => {
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
                    return Err(EventError::NotPaired(0, first, second));
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
            }
            EventCommand::Return { player } => {
                self.check(1, &[player])?;
                let asked = self.last_paired_round();
                self.returns.push((player, asked));
            }
            EventCommand::Withdraw { player, round } => {
                self.check(round, &[player])?;
                if self.withdrawn.len() < self.names.len() {
                    self.withdrawn.resize(self.names.len(), None);
                }
                self.withdrawn[player as usize - 1] = Some(round);
            }
            EventCommand::Swap {
                round,
                white,
                black,
                ..
            } => {
                self.check(round, &[white, black])?;
                if !self.pending.contains(&(round, white, black)) {
                    return Err(if self.made.contains(&(round, white, black)) {
                        EventError::AlreadyPlayed(round)
                    } else {
                        EventError::NotPaired(round, white, black)
                    });
                }
                if self.staged == round {
                    return Err(EventError::AlreadyPlayed(round));
                }
                self.swap_colours(round, white, black);
            }
            EventCommand::Colours {
                round,
                white,
                black,
            } => {
                self.check(round, &[white, black])?;
                if self.pending.contains(&(round, white, black)) {
                    // The pairing's own colours: nothing to change.
                } else if self.pending.contains(&(round, black, white)) {
                    self.swap_colours(round, black, white);
                } else {
                    let made = self.made.contains(&(round, white, black))
                        || self.made.contains(&(round, black, white));
                    return Err(if made {
                        EventError::AlreadyPlayed(round)
                    } else {
                        EventError::NotPaired(round, white, black)
                    });
                }
            }
            EventCommand::Unpair { round, .. } => {
                self.check(round, &[])?;
                let made = self.made.iter().filter(|&&(r, _, _)| r == round).count();
                let pending = self.pending.iter().filter(|&&(r, _, _)| r == round).count();
                if made != pending || self.staged == round {
                    return Err(EventError::AlreadyPlayed(round));
                }
                if made == 0 && (1..=self.names.len() as u32).all(|p| self.slot(p, round).is_none())
                {
                    return Err(EventError::NoPairings(round));
                }
                for p in 1..=self.names.len() as u32 {
                    *self.slot_mut(p, round) = None;
                }
                self.pending.retain(|&(r, _, _)| r != round);
                self.made.retain(|&(r, _, _)| r != round);
                self.matches.retain(|m| m.round != round);
            }
            EventCommand::Stage { round } => {
                self.check(round, &[])?;
                if !self.made.iter().any(|&(r, _, _)| r == round) {
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
            }
            EventCommand::Result {
                round,
                white,
                black,
                result,
            } => {
                self.check(round, &[white, black])?;
                if self.team_boards > 0 {
                    return Err(EventError::BoardsNeeded);
                }
                let paired = matches!(self.slot(white, round), Some(Round::Played { opponent, colour: Color::White, .. } | Round::Forfeit { opponent, colour: Some(Color::White), .. }) if opponent == black);
                if !paired {
                    return Err(EventError::NotPaired(round, white, black));
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
                self.pending.retain(|&p| p != (round, white, black));
            }
        }
        Ok(())
    }

    fn slot(&self, player: u32, round: u32) -> Option<Round> {
        self.slots[player as usize - 1][round as usize - 1]
    }

    fn slot_mut(&mut self, player: u32, round: u32) -> &mut Option<Round> {
        &mut self.slots[player as usize - 1][round as usize - 1]
    }

    /// The games with a result, each once, as a league counts them (entrants
    /// 0-based): a forfeit is a win for the one who came, a double forfeit
    /// a loss for both counts as nothing.
    pub fn league_games(&self) -> Vec<league::LeagueGame> {
        use crate::rules::GameResult;
        let mut games = Vec::new();
        for (i, slots) in self.slots.iter().enumerate() {
            let white = i as u32 + 1;
            for (r, slot) in slots.iter().enumerate() {
                let round = r as u32 + 1;
                let (opponent, result) = match *slot {
                    Some(Round::Played {
                        opponent,
                        colour: Color::White,
                        score,
                        ..
                    }) => (
                        opponent,
                        match score {
                            Score::Win => GameResult::Decisive(Color::White),
                            Score::Draw => GameResult::Draw,
                            Score::Loss => GameResult::Decisive(Color::Black),
                        },
                    ),
                    Some(Round::Forfeit {
                        opponent,
                        colour: Some(Color::White),
                        won,
                    }) => {
                        let black_won = matches!(
                            self.slot(opponent, round),
                            Some(Round::Forfeit { won: true, .. })
                        );
                        match (won, black_won) {
                            (true, _) => (opponent, GameResult::Decisive(Color::White)),
                            (false, true) => (opponent, GameResult::Decisive(Color::Black)),
                            (false, false) => continue,
                        }
                    }
                    _ => continue,
                };
                if self.pending.contains(&(round, white, opponent)) {
                    continue;
                }
                games.push(league::LeagueGame {
                    white: i,
                    black: opponent as usize - 1,
                    result: Some(result),
                });
            }
        }
        games
    }

    /// The entrants' names, by start number.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The players with their rounds so far (not paired: a zero-point bye),
    /// for the standings and the report file.
    pub fn players(&self) -> Vec<Player> {
        self.slots
            .iter()
            .enumerate()
            .map(|(i, slots)| Player {
                start_no: i as u32 + 1,
                name: self.names[i].clone(),
                rating: self.ratings[i],
                rounds: slots
                    .iter()
                    .map(|s| s.unwrap_or(Round::Bye(Bye::Zero)))
                    .collect(),
            })
            .collect()
    }
}

impl EventCommand {
    /// The free texts it carries (the arbiter's reasons): each must stay
    /// on one line (`crate::one_line`).
    pub fn texts(&self) -> Vec<&str> {
        match self {
            EventCommand::Swap { reason, .. } | EventCommand::Unpair { reason, .. } => vec![reason],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_with_results_entered_by_hand_is_not_put_on_the_stage() {
        // Staging plays a round's games from the start: one whose result
        // the arbiter already entered would be played (and fed) again.
        let mut e = Event::new(2, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
        for c in ["pair 1 1 2", "pair 1 3 4", "result 1 1 2 1-0"] {
            e.apply(&parse(c).unwrap()).unwrap();
        }
        assert_eq!(
            e.apply(&parse("stage 1").unwrap()),
            Err(EventError::StagedWithResults(1, 1))
        );
        assert_eq!(e.staged_round(), 0);
        // Staged before its results, it stays staged as they come in.
        let mut e = Event::new(2, (1..=4).map(|i| format!("P{i}")).collect(), vec![None; 4]);
        for c in [
            "pair 1 1 2",
            "pair 1 3 4",
            "stage 1",
            "result 1 1 2 1-0",
            "stage 1",
        ] {
            e.apply(&parse(c).unwrap()).unwrap();
        }
        assert_eq!(e.staged_round(), 1);
    }

    #[test]
    fn the_arbiter_swaps_colours_or_withdraws_a_round_before_its_results() {
        for text in ["swap 1 3 5 late arrival", "unpair 2 wrong absence"] {
            assert_eq!(parse(text).unwrap().to_string(), text);
        }
        assert!(parse("swap 1 3 5").unwrap_err().contains("reason"));
        assert!(parse("unpair 1").unwrap_err().contains("reason"));
        let mut e = Event::new(2, (1..=5).map(|i| format!("P{i}")).collect(), vec![None; 5]);
        for c in ["pair 1 1 2", "pair 1 3 4", "bye 1 5 pairing"] {
            e.apply(&parse(c).unwrap()).unwrap();
        }
        e.apply(&parse("swap 1 1 2 why").unwrap()).unwrap();
        let (pairings, _) = e.round_pairings(1);
        assert!(pairings.iter().any(|p| (p.white, p.black) == (2, 1)));
        assert_eq!(
            e.apply(&parse("swap 1 1 2 again").unwrap()),
            Err(EventError::NotPaired(1, 1, 2))
        );
        // Withdrawn whole (byes too), then paired again.
        e.apply(&parse("unpair 1 redo").unwrap()).unwrap();
        assert_eq!(e.round_pairings(1).0.len(), 0);
        assert_eq!(e.unpaired(1).len(), 5);
        for c in ["pair 1 1 3", "pair 1 2 4", "bye 1 5 pairing"] {
            e.apply(&parse(c).unwrap()).unwrap();
        }
        // Once a result is in, the round stands.
        e.apply(&parse("result 1 1 3 1-0").unwrap()).unwrap();
        assert_eq!(
            e.apply(&parse("unpair 1 too late").unwrap()),
            Err(EventError::AlreadyPlayed(1))
        );
        assert_eq!(
            e.apply(&parse("swap 1 1 3 too late").unwrap()),
            Err(EventError::AlreadyPlayed(1))
        );
        assert_eq!(
            e.apply(&parse("unpair 2 nothing").unwrap()),
            Err(EventError::NoPairings(2))
        );
    }

    #[test]
    fn commands_read_back_and_build_the_rounds() {
        for text in [
            "pair 1 3 5",
            "bye 2 7 half",
            "result 1 3 5 1/2",
            "result 2 1 2 -+",
        ] {
            assert_eq!(parse(text).unwrap().to_string(), text);
        }
        assert!(parse("pair 0 3 5").unwrap_err().contains("round"));
        assert!(
            parse("result 1 3 5 2-0")
                .unwrap_err()
                .contains("not a result")
        );
        let mut e = Event::new(2, vec!["A".into(), "B".into(), "C".into()], vec![None; 3]);
        e.apply(&parse("pair 1 1 2").unwrap()).unwrap();
        e.apply(&parse("bye 1 3 pairing").unwrap()).unwrap();
        assert_eq!(
            e.apply(&parse("pair 1 3 1").unwrap()),
            Err(EventError::AlreadyPaired(3, 1))
        );
        assert_eq!(
            e.apply(&parse("result 1 2 1 1-0").unwrap()),
            Err(EventError::NotPaired(1, 2, 1))
        );
        let (pairings, byes) = e.round_pairings(1);
        assert_eq!(
            (pairings.len(), pairings[0].result),
            (1, None),
            "being played"
        );
        assert_eq!(byes, [(3, Bye::Pairing)]);
        e.apply(&parse("result 1 1 2 0-1").unwrap()).unwrap();
        let (pairings, _) = e.round_pairings(1);
        assert!(matches!(
            pairings[0].result,
            Some((
                Round::Played {
                    score: Score::Loss,
                    ..
                },
                Round::Played {
                    score: Score::Win,
                    ..
                }
            ))
        ));
        assert_eq!(e.last_round(), 1);
        assert_eq!(
            e.apply(&parse("pair 3 1 2").unwrap()),
            Err(EventError::NoSuchRound(3, 2))
        );
        assert_eq!(
            e.apply(&parse("pair 2 1 9").unwrap()),
            Err(EventError::NoSuchPlayer(9, 3))
        );
        let p = e.players();
        assert_eq!((p[0].score(2), p[1].score(2), p[2].score(2)), (0, 4, 4));
        assert_eq!(e.rounds_started(), 1);
        e.apply(&parse("pair 2 3 1").unwrap()).unwrap();
        assert_eq!(e.pending_pairing(1, 3), Some((2, 3, 1)));
        e.apply(&parse("result 2 3 1 1/2").unwrap()).unwrap();
        assert_eq!(e.pending_pairing(1, 3), None);
    }

    #[test]
    fn a_school_match_is_made_of_its_boards_results() {
        let school = Scoring {
            win: Points::whole(10),
            draw: Points::whole(5),
            loss: Points::whole(1),
        };
        let names = vec!["A Laxe".into(), "O Castro".into(), "Monte".into()];
        let mut e = Event::new(3, names, vec![None; 3]).with_team_matches(4, school);
        assert_eq!(
            parse("board 1 1 2 3 1/2").unwrap().to_string(),
            "board 1 1 2 3 1/2"
        );
        e.apply(&parse("pair 1 1 2").unwrap()).unwrap();
        e.apply(&parse("bye 1 3 pairing").unwrap()).unwrap();
        // A whole result is not how a school match ends.
        assert_eq!(
            e.apply(&parse("result 1 1 2 1-0").unwrap()),
            Err(EventError::BoardsNeeded)
        );
        assert_eq!(
            e.apply(&parse("board 1 1 2 5 1-0").unwrap()),
            Err(EventError::NoSuchBoard(5, 4))
        );
        assert_eq!(
            e.apply(&parse("board 1 2 1 1 1-0").unwrap()),
            Err(EventError::NotPaired(1, 2, 1))
        );
        // Board 1: A Laxe (White) wins; board 2: drawn; board 3: A Laxe
        // has White and loses; board 4: O Castro has White, no one of A
        // Laxe sat there (`+-`).
        for line in [
            "board 1 1 2 1 1-0",
            "board 1 1 2 2 1/2",
            "board 1 1 2 3 0-1",
        ] {
            e.apply(&parse(line).unwrap()).unwrap();
        }
        assert_eq!(e.pending_pairing(1, 2), Some((1, 1, 2)), "one board to go");
        // Each team's (game points, match points, points in the standings).
        let standing = |e: &Event| {
            let p = e.players();
            [1, 2].map(|t| {
                (
                    e.game_points(t),
                    e.match_points(t),
                    p[t as usize - 1].score(1),
                )
            })
        };
        assert_eq!(standing(&e)[0], (Points::whole(16), Points::ZERO, 0));
        e.apply(&parse("board 1 1 2 4 +-").unwrap()).unwrap();
        // A Laxe 10 + 5 + 1 + 0 = 16; O Castro 1 + 5 + 10 + 10 = 26 and the
        // match.
        assert_eq!(
            standing(&e),
            [
                (Points::whole(16), Points::ZERO, 0),
                (Points::whole(26), Points::whole(2), 4)
            ]
        );
        assert_eq!(e.pending_pairing(1, 2), None);
        // A board given again is the arbiter's correction: board 3 went to
        // A Laxe after all, 10 + 5 + 10 + 0 = 25 against 1 + 5 + 1 + 10 = 17.
        e.apply(&parse("board 1 1 2 3 1-0").unwrap()).unwrap();
        assert_eq!(
            standing(&e),
            [
                (Points::whole(25), Points::whole(2), 4),
                (Points::whole(17), Points::ZERO, 0)
            ]
        );
        // In an individual event there are no boards to give.
        let mut solo = Event::new(1, vec!["Ana".into(), "Pablo".into()], vec![None; 2]);
        solo.apply(&parse("pair 1 1 2").unwrap()).unwrap();
        assert_eq!(
            solo.apply(&parse("board 1 1 2 1 1-0").unwrap()),
            Err(EventError::NotATeamMatch)
        );
    }
}
