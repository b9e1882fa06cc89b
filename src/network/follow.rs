//! A display node (`megxadrez display --follow URL`): it reads its leader's
//! config and journal over HTTP, rebuilds the leader's session from them as
//! a restart would, and keeps it current — each change the leader announces
//! on its event stream brings the records after the last one it has. It
//! reconnects with back-off; while the leader cannot be reached its
//! screens say so ([`Inbound::LinkLost`]).

use crate::core::tr;
use std::io::BufRead;
use std::path::Path;
use std::time::Duration;

use crossbeam_channel::Sender;

use crate::core::config::{EventConfig, Language};
use crate::core::journal::{self, Record};
use crate::core::session::Session;
use crate::live::{Inbound, WakeSlot};
use crate::store::ConfigSources;

use super::routes::leader::STAGE_MS;

/// How long an event stream is read before it is opened again (it resumes
/// from the journal's numbers, so nothing is lost in between): a link that
/// went silent without closing is found within this.
const LISTEN: Duration = Duration::from_secs(20);

/// The longest wait between two tries to reach a lost leader.
const MAX_BACKOFF: Duration = Duration::from_secs(8);

/// The longest session time a leader may give (a year, in ms): a number
/// past it is a wrong answer, not a time to add to.
pub const MAX_SESSION_MS: u64 = 366 * 24 * 3600 * 1000;

/// The longest line of the leader's event stream this node reads; past
/// it the stream is dropped and opened again (its changes are small).
pub const MAX_LINE: usize = 256 * 1024;

/// A line of the leader's event stream, as [`bounded_line`] reads it.
enum Line {
    /// A line, without its line end.
    Text(String),
    /// The stream ended (or failed).
    End,
    /// A line longer than [`MAX_LINE`].
    TooLong,
}

/// The next line of `reader`, [`MAX_LINE`] bytes at most.
fn bounded_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> Line {
    use std::io::Read;
    buf.clear();
    let Ok(n) = reader
        .by_ref()
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', buf)
    else {
        return Line::End;
    };
    if n == 0 {
        return Line::End;
    }
    if buf.len() > MAX_LINE && !buf.ends_with(b"\n") {
        return Line::TooLong;
    }
    let line = String::from_utf8_lossy(buf);
    Line::Text(line.trim_end_matches(['\r', '\n']).to_owned())
}

/// The leader's session as this node has it.
pub struct Replica {
    /// The leader's config.
    pub config: EventConfig,
    /// The session the journal leads to.
    pub session: Session,
    /// The last record applied.
    pub seq: u64,
    /// How many of the records are commands (not whose journal it is).
    pub commands: usize,
    /// The leader's session time when the records were read.
    pub leader_ms: u64,
    /// The leader's logo files, by the path its config names them at.
    pub logos: crate::live::LogoFiles,
}

/// Whether a record is a command (not whose journal it is).
fn is_command(r: &crate::core::journal::Record) -> bool {
    !matches!(r.entry, crate::core::journal::Entry::Identity(_))
}

/// The base of the leader's URL (`http://host:port`, no trailing slash).
fn base(url: &str) -> &str {
    url.trim_end_matches('/')
}

/// What a node trusts of its leader's HTTPS: the public authorities, or
/// the stage's own certificate (`display --trust FILE`).
#[derive(Clone, Debug, Default)]
pub struct Trust(Option<ureq::tls::TlsConfig>);

impl Trust {
    /// Trusts the certificates in the PEM file at `path`, or says why not.
    pub fn certificate(path: &Path, l: Language) -> Result<Trust, String> {
        let roots: Vec<_> = super::tls::certificates(path, l)?
            .iter()
            .map(|der| ureq::tls::Certificate::from_der(der.as_ref()).to_owned())
            .collect();
        Ok(Trust(Some(
            ureq::tls::TlsConfig::builder()
                .root_certs(ureq::tls::RootCerts::Specific(std::sync::Arc::new(roots)))
                .build(),
        )))
    }

    fn builder(&self) -> ureq::config::ConfigBuilder<ureq::typestate::AgentScope> {
        let builder = ureq::Agent::config_builder().timeout_connect(Some(Duration::from_secs(3)));
        match &self.0 {
            Some(tls) => builder.tls_config(tls.clone()),
            None => builder,
        }
    }
}

fn agent(trust: &Trust) -> ureq::Agent {
    trust
        .builder()
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

/// Why the leader could not be followed, in the node's language.
fn unreachable(l: Language, url: &str, why: impl std::fmt::Display) -> String {
    tr!(l, "follow-cannot-follow-stage-at-url", url = url, why = why)
}

/// What went wrong on the way to the leader, in `l`: what only a leader
/// stage makes of it (its answer, its certificate, whether it runs), else
/// what any web address's request says.
fn said(l: Language, e: &ureq::Error) -> String {
    let tls = match e {
        ureq::Error::Io(io) => io.get_ref().and_then(|e| e.downcast_ref::<rustls::Error>()),
        ureq::Error::Rustls(e) => Some(e),
        _ => None,
    };
    if let Some(tls) = tls {
        return not_trusted(l, tls);
    }
    match e {
        ureq::Error::StatusCode(code) => tr!(l, "follow-stage-answered-code", code = code),
        ureq::Error::ConnectionFailed => {
            tr!(l, "follow-could-not-connect-stage-running").to_owned()
        }
        other => crate::i18n::http_reason(l, other),
    }
}

/// The leader's HTTPS failed (its certificate is not trusted, most often).
fn not_trusted(l: Language, e: &rustls::Error) -> String {
    if format!("{e:?}").contains("CaUsedAsEndEntity") {
        // openssl's own default for `req -x509`.
        return tr!(l, "follow-its-certificate-made-as-authority").to_owned();
    }
    tr!(l, "follow-its-https-not-be-trusted", e = e)
}

/// Reads the leader's config and its whole journal: the first copy.
pub fn first_replica(url: &str, trust: &Trust, l: Language) -> Result<Replica, String> {
    let agent = agent(trust);
    let text = agent
        .get(format!("{}/api/config", base(url)))
        .call()
        .map_err(|e| unreachable(l, url, said(l, &e)))?
        .body_mut()
        .read_to_string()
        .map_err(|e| unreachable(l, url, said(l, &e)))?;
    // Another server's page, not a stage's config.
    let sources: ConfigSources = serde_json::from_str(&text)
        .map_err(|_| unreachable(l, url, tr!(l, "follow-not-a-stage")))?;
    let config = sources.parse().map_err(|e| unreachable(l, url, e))?;
    // The logos: a file the leader cannot serve is left out, as the
    // leader's own screens leave it out.
    let mut logos = crate::live::LogoFiles::default();
    for (n, file) in config.logo_files().into_iter().enumerate() {
        let got = agent
            .get(format!("{}/api/logos/{n}", base(url)))
            .call()
            .ok()
            .and_then(|mut r| {
                r.body_mut()
                    .with_config()
                    .limit(16 << 20)
                    .read_to_vec()
                    .ok()
            });
        if let Some(bytes) = got {
            logos.0.insert(file, bytes);
        }
    }
    let mut copy = Replica {
        session: Session::new(config.clone()),
        config,
        seq: 0,
        commands: 0,
        leader_ms: 0,
        logos,
    };
    copy.rebuild(&agent, url, l)?;
    Ok(copy)
}

/// The leader's records after number `after`, and its session time.
fn records_after(
    agent: &ureq::Agent,
    url: &str,
    after: u64,
    l: Language,
) -> Result<(Vec<Record>, u64), String> {
    let mut answer = agent
        .get(format!("{}/api/journal?after={after}", base(url)))
        .call()
        .map_err(|e| unreachable(l, url, said(l, &e)))?;
    let leader_ms = answer
        .headers()
        .get(STAGE_MS)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        // A session time no event reaches is not the leader's.
        .filter(|ms| *ms <= MAX_SESSION_MS)
        .ok_or_else(|| unreachable(l, url, tr!(l, "follow-no-stage-time", header = STAGE_MS)))?;
    let text = answer
        .body_mut()
        .read_to_string()
        .map_err(|e| unreachable(l, url, said(l, &e)))?;
    let (records, _) = journal::read_after(Path::new(url), &text, after)
        .map_err(|e| unreachable(l, url, crate::i18n::journal_error(l, &e)))?;
    Ok((records, leader_ms))
}

impl Replica {
    /// Rebuilds the session from the leader's whole journal.
    fn rebuild(&mut self, agent: &ureq::Agent, url: &str, l: Language) -> Result<(), String> {
        let (records, leader_ms) = records_after(agent, url, 0, l)?;
        self.session = Session::rebuild(self.config.clone(), &records).map_err(|(seq, e)| {
            let why = crate::i18n::refusal(self.config.event.language, &e);
            unreachable(l, url, format!("#{seq}: {why}"))
        })?;
        self.seq = records.last().map_or(0, |r| r.seq);
        self.commands = records.iter().filter(|r| is_command(r)).count();
        self.leader_ms = leader_ms;
        Ok(())
    }

    /// Applies the leader's records after the last one this copy has;
    /// rebuilds from the first when they do not follow on (the leader was
    /// started on another journal). True when the copy changed.
    fn catch_up(&mut self, agent: &ureq::Agent, url: &str, l: Language) -> Result<bool, String> {
        let (records, leader_ms) = records_after(agent, url, self.seq, l)?;
        self.leader_ms = leader_ms;
        let mut changed = false;
        for r in &records {
            if self.session.replay(r).is_err() {
                self.rebuild(agent, url, l)?;
                return Ok(true);
            }
            self.seq = r.seq;
            self.commands += usize::from(is_command(r));
            changed = true;
        }
        Ok(changed)
    }
}

/// Follows the leader at `url` for good, from `copy`: sends each new copy
/// of its session on `to` (waking the stage), and [`Inbound::LinkLost`]
/// while it cannot be reached. Returns when the stage has closed.
pub fn follow(url: String, trust: Trust, mut copy: Replica, to: Sender<Inbound>, wake: WakeSlot) {
    let l = copy.config.event.language;
    let agent = agent(&trust);
    let listener: ureq::Agent = trust
        .builder()
        .timeout_recv_body(Some(LISTEN))
        .build()
        .into();
    let send = |inbound: Inbound| -> bool {
        let sent = to.send(inbound).is_ok();
        wake.wake();
        sent
    };
    let mut backoff = Duration::from_millis(250);
    let mut lost = false;
    loop {
        // Listen first, then catch up: a change between the two is both
        // in the records read and announced on the stream.
        let stream = listener
            .get(format!("{}/api/events?after=now", base(&url)))
            .call();
        let caught = stream
            .map_err(|e| unreachable(l, &url, said(l, &e)))
            .and_then(|answer| {
                copy.catch_up(&agent, &url, l)?;
                Ok(answer)
            });
        let answer = match caught {
            Ok(answer) => answer,
            Err(why) => {
                if !lost {
                    eprintln!("megxadrez: {why}");
                    lost = true;
                }
                if !send(Inbound::LinkLost) {
                    return;
                }
                std::thread::sleep(backoff);
                backoff = (backoff * 2).min(MAX_BACKOFF);
                continue;
            }
        };
        if lost {
            eprintln!(
                "megxadrez: {}",
                tr!(l, "follow-connection-url-back", url = url)
            );
        }
        lost = false;
        if !send(Inbound::Followed(
            Box::new(copy.session.clone()),
            copy.leader_ms,
        )) {
            return;
        }
        let mut reader = std::io::BufReader::new(answer.into_body().into_reader());
        let mut buf = Vec::new();
        loop {
            let line = match bounded_line(&mut reader, &mut buf) {
                // The stream reads: a later loss waits little at first.
                Line::Text(line) => {
                    backoff = Duration::from_millis(250);
                    line
                }
                Line::End => break,
                // Not the product's stream: said once, and tried again
                // later as a lost link is.
                Line::TooLong => {
                    if !lost {
                        let why = tr!(l, "follow-line-too-long", max = MAX_LINE);
                        eprintln!("megxadrez: {}", unreachable(l, &url, why));
                        lost = true;
                    }
                    if !send(Inbound::LinkLost) {
                        return;
                    }
                    std::thread::sleep(backoff);
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                    break;
                }
            };
            // One state change per revision of the leader's session.
            if !(line.starts_with("data:") && line.contains("\"kind\":\"state\"")) {
                continue;
            }
            match copy.catch_up(&agent, &url, l) {
                Ok(true) => {
                    if !send(Inbound::Followed(
                        Box::new(copy.session.clone()),
                        copy.leader_ms,
                    )) {
                        return;
                    }
                }
                Ok(false) => {}
                Err(_) => break,
            }
        }
    }
}
