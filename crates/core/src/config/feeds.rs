//! Boards fed from outside (`[[feeds]]`): a board that follows a PGN
//! source instead of an operator — a file another program rewrites (DGT
//! LiveChess, a relay) or an `http(s)://` address — read again every few
//! seconds.

use crate::tr;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use super::source::{ConfigError, Source};
use crate::ids::BoardNo;

/// Where a fed board's PGN comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeedSource {
    /// A file (relative to the config's folder when not absolute).
    File(PathBuf),
    /// An `http://` or `https://` address.
    Url(String),
}

impl std::fmt::Display for FeedSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FeedSource::File(p) => write!(f, "{}", p.display()),
            FeedSource::Url(u) => f.write_str(u),
        }
    }
}

/// One fed board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedConfig {
    /// The board.
    pub board: BoardNo,
    /// Where its PGN comes from.
    pub source: FeedSource,
    /// Which game of the source (from 1).
    pub game: usize,
    /// How often the source is read, in ms.
    pub every_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFeed {
    board: Spanned<i64>,
    source: Spanned<String>,
    game: Option<Spanned<i64>>,
    every_s: Option<Spanned<f64>>,
}

/// Validates the `[[feeds]]` of a session of `boards` boards, its config in
/// `folder`.
pub(super) fn validate(
    src: &Source,
    raws: &[RawFeed],
    boards: usize,
    folder: &Path,
    bughouse: bool,
) -> Result<Vec<FeedConfig>, ConfigError> {
    let mut feeds: Vec<FeedConfig> = Vec::new();
    for (i, raw) in raws.iter().enumerate() {
        let field = |name: &str| format!("feeds[{}].{name}", i + 1);
        if bughouse {
            return Err(src.at(
                &raw.board,
                &field("board"),
                tr!(src.language, "feeds-bughouse-event-does-not-follow"),
            ));
        }
        let n = *raw.board.get_ref();
        if !(1..=boards as i64).contains(&n) {
            return Err(src.at(
                &raw.board,
                &field("board"),
                tr!(
                    src.language,
                    "network-board-n-does-not-exist",
                    n = n,
                    boards = boards
                ),
            ));
        }
        let board = BoardNo::at(n as usize - 1);
        if feeds.iter().any(|f| f.board == board) {
            return Err(src.at(
                &raw.board,
                &field("board"),
                tr!(src.language, "feeds-board-n-already-follows-another", n = n),
            ));
        }
        let text = raw.source.get_ref().trim();
        let source = if text.starts_with("http://") || text.starts_with("https://") {
            FeedSource::Url(text.to_owned())
        } else if text.is_empty() || text.contains("://") {
            return Err(src.at(
                &raw.source,
                &field("source"),
                tr!(src.language, "feeds-source-pgn-file-or-http"),
            ));
        } else {
            FeedSource::File(folder.join(text))
        };
        let game = match &raw.game {
            None => 1,
            Some(g) if *g.get_ref() >= 1 => *g.get_ref() as usize,
            Some(g) => {
                return Err(src.at(
                    g,
                    &field("game"),
                    tr!(src.language, "feeds-sources-games-are-numbered-from"),
                ));
            }
        };
        let every_ms = match &raw.every_s {
            None => 2000,
            Some(s) if (0.5..=3600.0).contains(s.get_ref()) => (s.get_ref() * 1000.0) as u64,
            Some(s) => {
                return Err(src.at(
                    s,
                    &field("every_s"),
                    tr!(src.language, "feeds-source-read-every-0-5"),
                ));
            }
        };
        feeds.push(FeedConfig {
            board,
            source,
            game,
            every_ms,
        });
    }
    Ok(feeds)
}
