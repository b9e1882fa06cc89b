//! Who may write: the bearer token of a request against the config's (and
//! the environment's) tokens, and a brake on guessing: an address that
//! gave [`MAX_FAILURES`] wrong tokens within [`WINDOW`] is refused for the
//! rest of it — but a right token is never refused, so that one person
//! guessing behind the hall's router cannot lock the operator, a table or
//! the announcer out. The addresses remembered expire and are bounded.

use crate::core::ids::BoardNo;
use crate::core::tr;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::core::config::{Language, NetworkConfig, is_good_token};

/// Wrong tokens allowed from one address within [`WINDOW`].
pub const MAX_FAILURES: usize = 5;
/// How long wrong tokens are remembered.
pub const WINDOW: Duration = Duration::from_secs(60);
/// The most addresses remembered at once: past it, the one whose last
/// wrong token is oldest is forgotten first.
pub const MAX_ADDRESSES: usize = 4096;

/// What a request may do.
#[derive(Debug, PartialEq, Eq)]
pub enum Grant {
    /// Every board, and the cues (the operator).
    All,
    /// The cues only (the announcer).
    Cues,
    /// The hall's side of the event (the arbiter's phone): calls, the
    /// tables' results, check-in; no game's moves or clocks.
    Arbiter,
    /// Check-in only (the entrance's tablet).
    Kiosk,
    /// These boards.
    Boards(Vec<BoardNo>),
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
    /// the operator's and the announcer's. A token from the environment
    /// follows the config's rule (at least 12 characters, no space, no
    /// control character): a short one is refused, said in `l`.
    pub fn new(
        mut config: NetworkConfig,
        env_token: Option<String>,
        env_announcer: Option<String>,
        l: Language,
    ) -> Result<Access, String> {
        let from_env = |value: Option<String>, name: &str| -> Result<Option<String>, String> {
            let Some(token) = value.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()) else {
                return Ok(None);
            };
            if !is_good_token(&token) {
                let min = crate::core::config::MIN_TOKEN;
                return Err(tr!(
                    l,
                    "access-name-not-usable-token-needs",
                    name = name,
                    min = min
                ));
            }
            Ok(Some(token))
        };
        if let Some(token) = from_env(env_token, "MEGXADREZ_OPERATOR_TOKEN")? {
            config.operator_token = Some(token);
        }
        if let Some(token) = from_env(env_announcer, "MEGXADREZ_ANNOUNCER_TOKEN")? {
            config.announcer_token = Some(token);
        }
        // Every role its own token, wherever each came from: a table's
        // token that is also the operator's would command every board.
        let mut roles: Vec<(String, &str)> = Vec::new();
        if let Some(t) = &config.operator_token {
            roles.push(("operator_token / MEGXADREZ_OPERATOR_TOKEN".into(), t));
        }
        if let Some(t) = &config.announcer_token {
            roles.push(("announcer_token / MEGXADREZ_ANNOUNCER_TOKEN".into(), t));
        }
        if let Some(t) = &config.arbiter_token {
            roles.push(("network.arbiter_token".into(), t));
        }
        if let Some(t) = &config.kiosk_token {
            roles.push(("network.kiosk_token".into(), t));
        }
        for (i, table) in config.tables.iter().enumerate() {
            roles.push((format!("network.tables[{i}]"), &table.token));
        }
        for (i, (one, a)) in roles.iter().enumerate() {
            if let Some((other, _)) = roles[i + 1..]
                .iter()
                .find(|(_, b)| crate::core::config::same_token(a, b))
            {
                return Err(tr!(
                    l,
                    "access-token-shared",
                    one = one.as_str(),
                    other = other.as_str()
                ));
            }
        }
        Ok(Access {
            config,
            failures: Mutex::new(HashMap::new()),
        })
    }

    /// What `token` (the `Authorization: Bearer` value) from `from` may do.
    pub fn check(&self, from: IpAddr, token: Option<&str>) -> Result<Grant, Denied> {
        self.check_at(from, token, Instant::now())
    }

    /// [`Access::check`] at the instant `now`.
    pub fn check_at(
        &self,
        from: IpAddr,
        token: Option<&str>,
        now: Instant,
    ) -> Result<Grant, Denied> {
        let token = token.map(str::trim).filter(|t| !t.is_empty());
        // A right token is taken whatever its address did before.
        if let Some(grant) = token.and_then(|t| self.grant_of(t)) {
            return Ok(grant);
        }
        let mut failures = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let recent = |seen: &Vec<Instant>| {
            seen.iter()
                .filter(|t| now.duration_since(**t) < WINDOW)
                .count()
        };
        let braked = failures
            .get(&from)
            .is_some_and(|seen| recent(seen) >= MAX_FAILURES);
        if braked {
            return Err(Denied::Braked);
        }
        if token.is_none() {
            return Err(Denied::Missing);
        }
        if !failures.contains_key(&from) && failures.len() >= MAX_ADDRESSES {
            failures.retain(|_, seen| recent(seen) > 0);
            if failures.len() >= MAX_ADDRESSES
                && let Some(oldest) = failures
                    .iter()
                    .min_by_key(|(_, seen)| seen.last().copied())
                    .map(|(ip, _)| *ip)
            {
                failures.remove(&oldest);
            }
        }
        let seen = failures.entry(from).or_default();
        seen.retain(|t| now.duration_since(*t) < WINDOW);
        seen.push(now);
        Err(Denied::Wrong)
    }

    /// What `token` may do, if it is one of this event's (compared in
    /// constant time; nothing remembered).
    pub fn grant_of(&self, token: &str) -> Option<Grant> {
        if self.config.is_announcer(token) {
            return Some(Grant::Cues);
        }
        if self.config.is_arbiter(token) {
            return Some(Grant::Arbiter);
        }
        if self.config.is_kiosk(token) {
            return Some(Grant::Kiosk);
        }
        match self.config.boards_of(token) {
            None => Some(Grant::All),
            Some(boards) if !boards.is_empty() => Some(Grant::Boards(boards)),
            Some(_) => None,
        }
    }

    /// How many addresses the brake remembers now.
    pub fn remembered(&self) -> usize {
        self.failures.lock().map_or(0, |f| f.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::config::TableAccess;

    const OPERATOR: &str = "operador-2026-xyz";
    const TABLE: &str = "mesa-tres-2026-abc";
    const ANNOUNCER: &str = "locutor-2026-qrs";

    fn access() -> Access {
        let config = NetworkConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            operator_token: Some(OPERATOR.into()),
            announcer_token: Some(ANNOUNCER.into()),
            arbiter_token: None,
            kiosk_token: None,
            table_reports: false,
            public_names: Default::default(),
            tables: vec![TableAccess {
                boards: vec![BoardNo::at(2)],
                token: TABLE.into(),
            }],
            lichess: None,
            osc: None,
            osc_allow: Vec::new(),
            max_connections: 400,
            per_address: 32,
            tls: None,
            public_url: None,
        };
        Access::new(config, None, None, Language::Es).unwrap()
    }

    #[test]
    fn the_right_tokens_are_taken_while_their_address_is_braked() {
        // Seen: five wrong tokens from behind the hall's router locked the
        // operator, the tables and the announcer out for a minute.
        let a = access();
        let ip: IpAddr = "192.0.2.7".parse().unwrap();
        let now = Instant::now();
        for _ in 0..MAX_FAILURES {
            assert_eq!(
                a.check_at(ip, Some("guess-guess-guess"), now),
                Err(Denied::Wrong)
            );
        }
        assert_eq!(
            a.check_at(ip, Some("guess-guess-guess"), now),
            Err(Denied::Braked)
        );
        assert_eq!(a.check_at(ip, None, now), Err(Denied::Braked));
        assert_eq!(a.check_at(ip, Some(OPERATOR), now), Ok(Grant::All));
        assert_eq!(
            a.check_at(ip, Some(TABLE), now),
            Ok(Grant::Boards(vec![BoardNo::at(2)]))
        );
        assert_eq!(a.check_at(ip, Some(ANNOUNCER), now), Ok(Grant::Cues));
        // The brake lets go once the window has passed.
        let later = now + WINDOW + Duration::from_secs(1);
        assert_eq!(
            a.check_at(ip, Some("guess-guess-guess"), later),
            Err(Denied::Wrong)
        );
    }

    #[test]
    fn the_addresses_remembered_are_bounded_and_expired_ones_forgotten() {
        let a = access();
        let now = Instant::now();
        for i in 0..(MAX_ADDRESSES as u32 + 500) {
            let ip = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + i));
            let _ = a.check_at(ip, Some("wrong-wrong-wrong"), now);
        }
        assert_eq!(a.remembered(), MAX_ADDRESSES);
        let later = now + WINDOW + Duration::from_secs(1);
        let _ = a.check_at(
            "192.0.2.1".parse().unwrap(),
            Some("wrong-wrong-wrong"),
            later,
        );
        assert_eq!(a.remembered(), 1, "every expired address was forgotten");
    }

    #[test]
    fn a_token_from_the_environment_follows_the_configs_rule() {
        let config = access().config;
        let refused = Access::new(config.clone(), Some("a".into()), None, Language::Es);
        let message = refused.err().expect("refused");
        assert!(
            message.contains("MEGXADREZ_OPERATOR_TOKEN") && message.contains("12"),
            "{message}"
        );
        assert!(Access::new(config.clone(), None, Some("short".into()), Language::En).is_err());
        // Each role its own token: one from the environment that is a
        // table's or the other role's is refused, naming both.
        let taken = Access::new(config.clone(), Some(TABLE.into()), None, Language::Es)
            .err()
            .expect("refused");
        assert!(
            taken.contains("MEGXADREZ_OPERATOR_TOKEN") && taken.contains("network.tables[0]"),
            "{taken}"
        );
        let taken = Access::new(config.clone(), None, Some(OPERATOR.into()), Language::En)
            .err()
            .expect("refused");
        assert!(taken.contains("MEGXADREZ_ANNOUNCER_TOKEN"), "{taken}");
        let a = Access::new(config, Some("from-the-env-123".into()), None, Language::Es).unwrap();
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        assert_eq!(a.check(ip, Some("from-the-env-123")), Ok(Grant::All));
        assert_eq!(a.check(ip, Some(OPERATOR)), Err(Denied::Wrong));
    }
}
