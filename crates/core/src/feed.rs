//! Boards fed from outside: a game as a PGN source gives it (a file that
//! DGT LiveChess or another relay rewrites, or an address), and the
//! commands that bring a board of the session to it — the moves it lacks,
//! take-backs where the source corrected a move, the clocks from `%clk`,
//! the result. The commands go through the referee like an operator's.

use crate::tr;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Color, Position};

use crate::clock::{ClockState, TimeChange};
use crate::game::{Command, Game};
use crate::rules::GameResult;

/// A game as its source gives it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FedGame {
    /// The `White` and `Black` tags.
    pub white: String,
    /// See `white`.
    pub black: String,
    /// The moves in SAN, main line only.
    pub moves: Vec<String>,
    /// The mover's time after each move (`[%clk H:MM:SS]`), when given.
    pub clocks: Vec<Option<u64>>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// Why a fed game cannot be followed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FeedError {
    /// The source holds fewer games than the one asked for.
    #[error("the source holds {found} games, not game {wanted}")]
    NoSuchGame {
        /// The game asked for (from 1).
        wanted: usize,
        /// How many there are.
        found: usize,
    },
    /// A move that is not legal where it stands.
    #[error("move {ply} ({san}) is not legal")]
    IllegalMove {
        /// Its number in the game (half-moves, from 1).
        ply: usize,
        /// As the source wrote it.
        san: String,
    },
}

impl FeedError {
    /// What is wrong, in the event's language.
    pub fn text(&self, l: crate::language::Language) -> String {
        match self {
            FeedError::NoSuchGame { wanted, found } => tr!(
                l,
                "feed-source-holds-found-games-not",
                found = found,
                wanted = wanted
            ),
            FeedError::IllegalMove { ply, san } => {
                tr!(l, "feed-move-ply-san-not-legal", ply = ply, san = san)
            }
        }
    }
}

/// `[%clk H:MM:SS(.s)]` in a comment, in ms.
pub fn clock_in(comment: &str) -> Option<u64> {
    let rest = comment.split("[%clk").nth(1)?;
    let value = rest.split(']').next()?.trim();
    let mut ms = 0f64;
    for part in value.split(':') {
        ms = ms * 60.0 + part.trim().parse::<f64>().ok()?;
    }
    Some((ms * 1000.0).round() as u64)
}

#[derive(Default)]
struct Games(Vec<FedGame>);

impl Visitor for Games {
    type Tags = (String, String);
    type Movetext = FedGame;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Self::Tags> {
        ControlFlow::Continue((String::new(), String::new()))
    }
    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        let value = value.decode_utf8_lossy().into_owned();
        match name {
            b"White" => tags.0 = value,
            b"Black" => tags.1 = value,
            _ => {}
        }
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<(), FedGame> {
        ControlFlow::Continue(FedGame {
            white: tags.0,
            black: tags.1,
            result: "*".into(),
            ..FedGame::default()
        })
    }
    fn san(&mut self, game: &mut FedGame, san: SanPlus) -> ControlFlow<()> {
        game.moves.push(san.to_string());
        game.clocks.push(None);
        ControlFlow::Continue(())
    }
    fn comment(&mut self, game: &mut FedGame, comment: RawComment<'_>) -> ControlFlow<()> {
        if let (Some(last), Some(ms)) = (
            game.clocks.last_mut(),
            clock_in(&String::from_utf8_lossy(comment.as_bytes())),
        ) {
            *last = Some(ms);
        }
        ControlFlow::Continue(())
    }
    fn begin_variation(&mut self, _: &mut FedGame) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }
    fn outcome(&mut self, game: &mut FedGame, outcome: Outcome) -> ControlFlow<()> {
        game.result = outcome.to_string();
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, game: FedGame) {
        self.0.push(game);
    }
}

/// Every game of a PGN text, in order.
pub fn read_games(text: &str) -> Vec<FedGame> {
    let mut games = Games::default();
    let mut reader = Reader::new(std::io::Cursor::new(text.as_bytes()));
    while let Ok(Some(())) = reader.read_game(&mut games) {}
    games.0
}

/// Game `n` (from 1) of a PGN text.
pub fn game_of(text: &str, n: usize) -> Result<FedGame, FeedError> {
    let mut games = read_games(text);
    let found = games.len();
    if n == 0 || n > found {
        return Err(FeedError::NoSuchGame { wanted: n, found });
    }
    Ok(games.swap_remove(n - 1))
}

/// The commands that bring `game` to `fed`: a start, take-backs to the
/// last move both agree on, the moves after it, the clocks of the last
/// `%clk` of each side, and the result once the source has one. Nothing
/// when they already agree.
pub fn catch_up(game: &Game, fed: &FedGame) -> Result<Vec<Command>, FeedError> {
    // The source's moves as UCI, checked legal one by one.
    let mut pos = Chess::default();
    let mut fed_uci = Vec::with_capacity(fed.moves.len());
    for (i, san) in fed.moves.iter().enumerate() {
        let illegal = || FeedError::IllegalMove {
            ply: i + 1,
            san: san.clone(),
        };
        let m = san
            .parse::<shakmaty::san::San>()
            .map_err(|_| illegal())?
            .to_move(&pos)
            .map_err(|_| illegal())?;
        fed_uci.push(m.to_uci(shakmaty::CastlingMode::Standard).to_string());
        pos.play_unchecked(m);
    }
    let played: Vec<&str> = game.moves().iter().map(|m| m.uci.as_str()).collect();
    let same = played
        .iter()
        .zip(&fed_uci)
        .take_while(|(a, b)| **a == b.as_str())
        .count();
    let result = match fed.result.as_str() {
        "1-0" => Some(GameResult::Decisive(Color::White)),
        "0-1" => Some(GameResult::Decisive(Color::Black)),
        "1/2-1/2" => Some(GameResult::Draw),
        _ => None,
    };
    let mut out = Vec::new();
    let moves_differ = same < played.len() || same < fed_uci.len();
    if game.clock().state() == ClockState::Idle && (!fed.moves.is_empty() || result.is_some()) {
        out.push(Command::Start);
    }
    out.extend((same..played.len()).map(|_| Command::Undo));
    out.extend(
        fed.moves[same..]
            .iter()
            .map(|san| Command::Move { text: san.clone() }),
    );
    if moves_differ && result.is_none() {
        for side in [Color::White, Color::Black] {
            // White's moves are the even plies (from 0).
            let last = fed
                .clocks
                .iter()
                .enumerate()
                .rev()
                .find(|(i, c)| c.is_some() && (i % 2 == 0) == (side == Color::White))
                .and_then(|(_, c)| *c);
            if let Some(ms) = last {
                out.push(Command::Adjust {
                    side,
                    change: TimeChange::Set(ms),
                });
            }
        }
    }
    // A mate or stalemate on the board ends the game by itself.
    let ended_on_board = pos.is_checkmate() || pos.is_stalemate();
    if let Some(result) = result
        && !ended_on_board
        && (game.outcome().is_none() || moves_differ)
    {
        out.push(Command::Arbiter {
            result,
            reason: "PGN".into(),
        });
    }
    Ok(out)
}
