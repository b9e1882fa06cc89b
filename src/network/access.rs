//! Who may write: the bearer token of a request against the config's (and
//! the environment's) tokens, and a brake on guessing: an address that
//! gave [`MAX_FAILURES`] wrong tokens within [`WINDOW`] is refused for the
//! rest of it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::core::config::NetworkConfig;

/// Wrong tokens allowed from one address within [`WINDOW`].
pub const MAX_FAILURES: usize = 5;
/// How long wrong tokens are remembered.
pub const WINDOW: Duration = Duration::from_secs(60);

/// What a request may do.
#[derive(Debug, PartialEq, Eq)]
pub enum Grant {
    /// Every board, and the cues (the operator).
    All,
    /// The cues only (the announcer).
    Cues,
    /// These boards (0-based).
    Boards(Vec<usize>),
}

/// Why a write was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Denied {
    /// No token.
    Missing,
    /// Not a token of this event.
    Wrong,
    /// Too many wrong tokens from this address lately.
    Braked,
}

/// The tokens and the failures seen.
pub struct Access {
    config: NetworkConfig,
    failures: Mutex<HashMap<IpAddr, Vec<Instant>>>,
}

impl Access {
    /// The config's tokens; `MEGXADREZ_OPERATOR_TOKEN` and
    /// `MEGXADREZ_ANNOUNCER_TOKEN` in the environment (when set) replace
    /// the operator's and the announcer's.
    pub fn new(
        mut config: NetworkConfig,
        env_token: Option<String>,
        env_announcer: Option<String>,
    ) -> Access {
        if let Some(token) = env_token.filter(|t| !t.trim().is_empty()) {
            config.operator_token = Some(token.trim().to_owned());
        }
        if let Some(token) = env_announcer.filter(|t| !t.trim().is_empty()) {
            config.announcer_token = Some(token.trim().to_owned());
        }
        Access {
            config,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// What `token` (the `Authorization: Bearer` value) from `from` may do.
    pub fn check(&self, from: IpAddr, token: Option<&str>) -> Result<Grant, Denied> {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let seen = failures.entry(from).or_default();
        seen.retain(|t| now.duration_since(*t) < WINDOW);
        if seen.len() >= MAX_FAILURES {
            return Err(Denied::Braked);
        }
        let Some(token) = token.map(str::trim).filter(|t| !t.is_empty()) else {
            return Err(Denied::Missing);
        };
        if self.config.announcer_token.as_deref() == Some(token) {
            return Ok(Grant::Cues);
        }
        match self.config.boards_of(token) {
            None => Ok(Grant::All),
            Some(boards) if !boards.is_empty() => Ok(Grant::Boards(boards)),
            Some(_) => {
                seen.push(now);
                Err(Denied::Wrong)
            }
        }
    }
}
