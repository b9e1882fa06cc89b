//! The product's server (`[network]`): where it listens (the machine itself
//! by default; `0.0.0.0:8080` opens it to the hall's network) and who may
//! write: the operator's token (every board) and one token per remote
//! table (its boards). Without a token everything is read-only.

use crate::ids::BoardNo;
use crate::tr;
use std::net::SocketAddr;

use serde::Deserialize;
use toml::Spanned;

use super::source::{ConfigError, Source};

/// The shortest token taken: a guessable one is refused.
pub const MIN_TOKEN: usize = 12;

/// The server's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkConfig {
    /// Where it listens.
    pub listen: SocketAddr,
    /// The operator's token: commands for every board, and cues.
    pub operator_token: Option<String>,
    /// The announcer's token: the public address's cues only.
    pub announcer_token: Option<String>,
    /// The arbiter's token (the `/arbiter` page): calls, the tables'
    /// reported results, check-in by hand; no game's moves or clocks.
    pub arbiter_token: Option<String>,
    /// The entrance's tablet token (the `/checkin` page): check-in only.
    pub kiosk_token: Option<String>,
    /// Whether the players report their own results at the tables, each
    /// with their code (seed 004); otherwise only the arbiter enters them
    /// (seeds 000 and 001).
    pub table_reports: bool,
    /// How people's names appear on the public pages (`full`, `short`:
    /// "Ana G.", `initials`); the hall's screens keep theirs.
    pub public_names: crate::public_names::PublicNames,
    /// The remote tables: each token may command its boards.
    pub tables: Vec<TableAccess>,
    /// The Lichess Broadcast round the live PGN is pushed to.
    pub lichess: Option<LichessPush>,
    /// Where the announcer's OSC messages are heard (UDP), if anywhere.
    pub osc: Option<SocketAddr>,
    /// Addresses whose OSC messages are taken without a token (beyond
    /// loopback every other message must carry the announcer's or the
    /// operator's token as its last argument).
    pub osc_allow: Vec<std::net::IpAddr>,
    /// Connections the server keeps open at once (mirrors, tables, display
    /// nodes, phones); past it a new one is closed at once — unless it
    /// carries a token of the event (the operator, a table, the announcer).
    pub max_connections: usize,
    /// Connections one address may hold at once (past it, as past
    /// `max_connections`).
    pub per_address: usize,
    /// The certificate and private key the server speaks HTTPS with (PEM
    /// files, resolved against the config's folder); plain HTTP without.
    pub tls: Option<TlsFiles>,
    /// The address the hall's phones follow the event at (the welcome
    /// screen's QR code), when the config gives one.
    pub public_url: Option<String>,
}

/// Where the server's certificate and key are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TlsFiles {
    /// The certificate chain (PEM), the server's own first.
    pub certificate: std::path::PathBuf,
    /// Its private key (PEM).
    pub key: std::path::PathBuf,
}

/// The connections kept open at once unless the config says otherwise:
/// room for a hall's phones (one event stream each, and a request now and
/// then).
pub const DEFAULT_MAX_CONNECTIONS: usize = 1500;

/// The connections one address may hold at once unless the config says
/// otherwise: a phone or a laptop uses a handful.
pub const DEFAULT_PER_ADDRESS: usize = 32;

/// Which Lichess Broadcast round a game is pushed to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LichessRounds {
    /// Every game to this round (`round = "ID"`).
    One(String),
    /// The event's round N to the Nth (`rounds = ["ID1", "ID2", …]`).
    ByRound(Vec<String>),
}

/// Where the live PGN is pushed: a Lichess Broadcast round, or one per
/// round of the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LichessPush {
    /// The rounds' ids (8 letters and digits each, from their addresses).
    pub rounds: LichessRounds,
    /// The broadcaster's token (or `LICHESS_TOKEN` in the environment).
    pub token: Option<String>,
    /// The server: `https://lichess.org` unless told.
    pub url: String,
}

/// A remote table's access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableAccess {
    /// Its boards.
    pub boards: Vec<BoardNo>,
    /// Its token.
    pub token: String,
}

/// Whether `text` may be a token: at least [`MIN_TOKEN`] characters, no
/// space and no control character. The same rule for a token from the
/// config and one from the environment.
pub fn is_good_token(text: &str) -> bool {
    text.chars().count() >= MIN_TOKEN && !text.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Whether two tokens are the same, in a time that does not depend on
/// where they first differ (a guesser learns nothing from the answer's
/// timing).
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut diff = u8::from(a.len() != b.len());
    for i in 0..a.len().max(b.len()) {
        diff |= a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0);
    }
    diff == 0
}

impl NetworkConfig {
    /// The boards `token` may command: all (`None`) for the operator's,
    /// a table's own, or nothing (an empty list) for any other. Every token
    /// is compared in constant time.
    pub fn boards_of(&self, token: &str) -> Option<Vec<BoardNo>> {
        if self
            .operator_token
            .as_deref()
            .is_some_and(|t| same_token(t, token))
        {
            return None;
        }
        Some(
            self.tables
                .iter()
                .filter(|t| same_token(&t.token, token))
                .flat_map(|t| t.boards.iter().copied())
                .collect(),
        )
    }

    /// Whether `token` is the arbiter's (constant time).
    pub fn is_arbiter(&self, token: &str) -> bool {
        self.arbiter_token
            .as_deref()
            .is_some_and(|t| same_token(t, token))
    }

    /// Whether `token` is the entrance tablet's (constant time).
    pub fn is_kiosk(&self, token: &str) -> bool {
        self.kiosk_token
            .as_deref()
            .is_some_and(|t| same_token(t, token))
    }

    /// Whether `token` is the announcer's (constant time).
    pub fn is_announcer(&self, token: &str) -> bool {
        self.announcer_token
            .as_deref()
            .is_some_and(|t| same_token(t, token))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawNetwork {
    listen: Option<Spanned<String>>,
    operator_token: Option<Spanned<String>>,
    announcer_token: Option<Spanned<String>>,
    arbiter_token: Option<Spanned<String>>,
    kiosk_token: Option<Spanned<String>>,
    table_reports: Option<bool>,
    public_names: Option<Spanned<String>>,
    #[serde(default)]
    tables: Vec<RawTable>,
    lichess: Option<RawLichess>,
    osc: Option<Spanned<String>>,
    #[serde(default)]
    osc_allow: Option<Spanned<Vec<String>>>,
    max_connections: Option<Spanned<i64>>,
    per_address: Option<Spanned<i64>>,
    tls_certificate: Option<Spanned<String>>,
    tls_key: Option<Spanned<String>>,
    public_url: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLichess {
    round: Option<Spanned<String>>,
    rounds: Option<Spanned<Vec<String>>>,
    token: Option<Spanned<String>>,
    url: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTable {
    boards: Spanned<Vec<i64>>,
    token: Spanned<String>,
}

/// Validates `[network]` for a session of `boards` boards.
pub(super) fn validate(
    src: &Source,
    raw: &RawNetwork,
    boards: usize,
) -> Result<NetworkConfig, ConfigError> {
    let listen = match &raw.listen {
        None => SocketAddr::from(([127, 0, 0, 1], 8080)),
        Some(text) => address(src, text, "network.listen")?,
    };
    let token = |t: &Spanned<String>, field: &str| -> Result<String, ConfigError> {
        let text = t.get_ref().trim();
        if !is_good_token(text) {
            return Err(src.at(
                t,
                field,
                tr!(
                    src.language,
                    "network-token-has-at-least-min",
                    MIN_TOKEN = MIN_TOKEN
                ),
            ));
        }
        Ok(text.to_owned())
    };
    let operator_token = raw
        .operator_token
        .as_ref()
        .map(|t| token(t, "network.operator_token"))
        .transpose()?;
    let taken = |t: &Spanned<String>, field: &str| {
        src.at(
            t,
            field,
            tr!(src.language, "network-that-token-already-someone-elses"),
        )
    };
    let announcer_token = match &raw.announcer_token {
        Some(t) => {
            let text = token(t, "network.announcer_token")?;
            if operator_token.as_deref() == Some(text.as_str()) {
                return Err(taken(t, "network.announcer_token"));
            }
            Some(text)
        }
        None => None,
    };
    // The arbiter's and the entrance's tokens, each its own.
    let mut roles: Vec<String> = operator_token
        .iter()
        .chain(&announcer_token)
        .cloned()
        .collect();
    let mut role =
        |t: &Option<Spanned<String>>, field: &str| -> Result<Option<String>, ConfigError> {
            let Some(t) = t else { return Ok(None) };
            let text = token(t, field)?;
            if roles.contains(&text) {
                return Err(taken(t, field));
            }
            roles.push(text.clone());
            Ok(Some(text))
        };
    let arbiter_token = role(&raw.arbiter_token, "network.arbiter_token")?;
    let kiosk_token = role(&raw.kiosk_token, "network.kiosk_token")?;
    let mut tables: Vec<TableAccess> = Vec::new();
    for (i, t) in raw.tables.iter().enumerate() {
        let field = format!("network.tables[{}]", i + 1);
        let text = token(&t.token, &format!("{field}.token"))?;
        if roles.contains(&text) || tables.iter().any(|other| other.token == text) {
            return Err(taken(&t.token, &format!("{field}.token")));
        }
        let mut list = Vec::new();
        for &n in t.boards.get_ref() {
            if !(1..=boards as i64).contains(&n) {
                return Err(src.at(
                    &t.boards,
                    &format!("{field}.boards"),
                    tr!(
                        src.language,
                        "network-board-n-does-not-exist",
                        n = n,
                        boards = boards
                    ),
                ));
            }
            list.push(BoardNo::at(n as usize - 1));
        }
        if list.is_empty() {
            return Err(src.at(
                &t.boards,
                &format!("{field}.boards"),
                tr!(src.language, "network-remote-table-needs-at-least"),
            ));
        }
        tables.push(TableAccess {
            boards: list,
            token: text,
        });
    }
    let lichess = raw.lichess.as_ref().map(|l| lichess(src, l)).transpose()?;
    let osc = raw
        .osc
        .as_ref()
        .map(|text| address(src, text, "network.osc"))
        .transpose()?;
    let mut osc_allow = Vec::new();
    if let Some(list) = &raw.osc_allow {
        for text in list.get_ref() {
            let ip = text.trim().parse().map_err(|_| {
                src.at(
                    list,
                    "network.osc_allow",
                    tr!(
                        src.language,
                        "network-one-line2-not-ip-address",
                        one_line = crate::one_line::escaped(text),
                        one_line2 = format!("{:?}", crate::one_line::escaped(text))
                    ),
                )
            })?;
            osc_allow.push(ip);
        }
    }
    if let (Some(addr), Some(text)) = (osc, &raw.osc)
        && !addr.ip().is_loopback()
        && operator_token.is_none()
        && announcer_token.is_none()
        && osc_allow.is_empty()
    {
        return Err(src.at(
            text,
            "network.osc",
            tr!(src.language, "network-osc-beyond-this-computer-needs"),
        ));
    }
    let max_connections = match &raw.max_connections {
        None => DEFAULT_MAX_CONNECTIONS,
        Some(n) if (8..=20_000).contains(n.get_ref()) => *n.get_ref() as usize,
        Some(n) => {
            return Err(src.at(
                n,
                "network.max_connections",
                tr!(
                    src.language,
                    "network-8-20000-connections-at-once",
                    get_ref = n.get_ref()
                ),
            ));
        }
    };
    let per_address = match &raw.per_address {
        None => DEFAULT_PER_ADDRESS,
        Some(n) if (1..=20_000).contains(n.get_ref()) => *n.get_ref() as usize,
        Some(n) => {
            return Err(src.at(
                n,
                "network.per_address",
                tr!(src.language, "network-per-address", got = n.get_ref()),
            ));
        }
    };
    let tls = tls_files(src, raw)?;
    let public_url = match &raw.public_url {
        None => None,
        Some(url) => {
            let text = url.get_ref().trim();
            let address = text
                .strip_prefix("http://")
                .or_else(|| text.strip_prefix("https://"));
            if address.is_none_or(|a| a.is_empty())
                || text.chars().any(|c| c.is_control() || c.is_whitespace())
            {
                return Err(src.at(
                    url,
                    "network.public_url",
                    tr!(src.language, "network-public-url", url = text),
                ));
            }
            Some(text.to_owned())
        }
    };
    let public_names = match &raw.public_names {
        None => crate::public_names::PublicNames::Full,
        Some(text) => {
            crate::public_names::PublicNames::parse(text.get_ref().trim()).ok_or_else(|| {
                src.at(
                    text,
                    "network.public_names",
                    tr!(
                        src.language,
                        "network-public-names",
                        got = text.get_ref().as_str()
                    ),
                )
            })?
        }
    };
    Ok(NetworkConfig {
        listen,
        operator_token,
        announcer_token,
        arbiter_token,
        kiosk_token,
        table_reports: raw.table_reports.unwrap_or(false),
        public_names,
        tables,
        lichess,
        osc,
        osc_allow,
        max_connections,
        per_address,
        tls,
        public_url,
    })
}

/// The certificate and key, both or neither, against the config's folder.
fn tls_files(src: &Source, raw: &RawNetwork) -> Result<Option<TlsFiles>, ConfigError> {
    let dir = src.file.parent().unwrap_or(std::path::Path::new("."));
    let path = |text: &Spanned<String>, field: &str| {
        let name = text.get_ref().trim();
        if name.is_empty() {
            return Err(src.at(
                text,
                field,
                tr!(src.language, "network-files-name-pem-missing"),
            ));
        }
        Ok(dir.join(name))
    };
    match (&raw.tls_certificate, &raw.tls_key) {
        (None, None) => Ok(None),
        (Some(c), Some(k)) => Ok(Some(TlsFiles {
            certificate: path(c, "network.tls_certificate")?,
            key: path(k, "network.tls_key")?,
        })),
        (Some(one), None) | (None, Some(one)) => Err(src.at(
            one,
            if raw.tls_key.is_none() {
                "network.tls_key"
            } else {
                "network.tls_certificate"
            },
            tr!(src.language, "network-https-needs-both-tls-certificate"),
        )),
    }
}

/// An address as `IP:PORT`, or where and why not.
fn address(src: &Source, text: &Spanned<String>, field: &str) -> Result<SocketAddr, ConfigError> {
    text.get_ref().trim().parse().map_err(|_| {
        let got = text.get_ref();
        src.at(
            text,
            field,
            tr!(
                src.language,
                "network-got2-not-address-write-ip",
                got = got,
                got_quoted = format!("{got:?}")
            ),
        )
    })
}

fn lichess(src: &Source, raw: &RawLichess) -> Result<LichessPush, ConfigError> {
    let id =
        |round: &str, at: std::ops::Range<usize>, field: &str| -> Result<String, ConfigError> {
            let round = round.trim();
            if round.len() != 8 || !round.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(src.error(
                    Some(at),
                    Some(field),
                    tr!(
                        src.language,
                        "network-round2-not-lichess-round-id",
                        round = round,
                        round_quoted = format!("{round:?}")
                    ),
                ));
            }
            Ok(round.to_owned())
        };
    let rounds = match (&raw.round, &raw.rounds) {
        (Some(r), None) => LichessRounds::One(id(r.get_ref(), r.span(), "network.lichess.round")?),
        (None, Some(list)) if !list.get_ref().is_empty() => LichessRounds::ByRound(
            list.get_ref()
                .iter()
                .map(|r| id(r, list.span(), "network.lichess.rounds"))
                .collect::<Result<_, _>>()?,
        ),
        _ => {
            return Err(src.error(
                None,
                Some("network.lichess"),
                tr!(src.language, "network-network-lichess-takes-round-id").to_owned(),
            ));
        }
    };
    let url = match &raw.url {
        None => "https://lichess.org".to_owned(),
        Some(u) => {
            let text = u.get_ref().trim().trim_end_matches('/');
            if !(text.starts_with("https://") || text.starts_with("http://")) {
                return Err(src.at(
                    u,
                    "network.lichess.url",
                    tr!(src.language, "network-servers-address-starts-with-https"),
                ));
            }
            text.to_owned()
        }
    };
    Ok(LichessPush {
        rounds,
        token: raw.token.as_ref().map(|t| t.get_ref().trim().to_owned()),
        url,
    })
}

#[cfg(test)]
mod token_tests {
    use super::*;

    #[test]
    fn tokens_compare_equal_only_when_the_same_whatever_their_lengths() {
        assert!(same_token("abcdefghijkl", "abcdefghijkl"));
        assert!(!same_token("abcdefghijkl", "abcdefghijkm"));
        assert!(!same_token("abcdefghijkl", "abcdefghijk"));
        assert!(!same_token("abcdefghijkl", "abcdefghijkl\0"));
        assert!(!same_token("", "a"));
    }

    #[test]
    fn a_token_is_long_and_has_no_space_nor_control_character() {
        assert!(is_good_token("mesa-uno-2026"));
        assert!(!is_good_token("a"));
        assert!(!is_good_token("mesa uno 2026"));
        assert!(!is_good_token("mesa-uno-2026\u{1b}"));
    }
}
