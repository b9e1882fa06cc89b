//! The announcer's remote control over OSC (UDP): `/megxadrez/cue NAME`,
//! `/megxadrez/go`, `/megxadrez/stop`, `/megxadrez/mute`,
//! `/megxadrez/unmute` and `/megxadrez/volume N` (0–100), as Bitfocus
//! Companion or any OSC controller sends them, and `/megxadrez/message
//! "banner for 60 La ronda 3 empieza…"` for the hall's screens. A thread
//! of its own reads the packets and hands each request to the public
//! address, or a message to the stage.
//!
//! On loopback (the default the README gives) every message is taken.
//! Beyond it a message is taken only from an address of `osc_allow`, or
//! when its last argument is the announcer's or the operator's token
//! (`/megxadrez/go "TOKEN"`); anything else is ignored. Each address may
//! send [`PER_SECOND`] messages a second; past that they are dropped. What
//! the terminal prints of a packet has its control characters escaped, and
//! at most one line a second is printed.

use crate::core::tr;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rosc::{OscPacket, OscType};

use super::access::{Access, Grant};
use crate::core::config::Language;
use crate::core::hall::HallCommand;
use crate::core::one_line::escaped;
use crate::live::{CueRequest, HallChange, Inbound, Remote, RemoteCue};

/// What an OSC message asks.
#[derive(Clone, Debug, PartialEq)]
pub enum OscRequest {
    /// A request to the public address.
    Cue(CueRequest),
    /// A message on the hall's screens.
    Message(HallCommand),
}

/// Messages taken from one address in a second; the rest are dropped.
pub const PER_SECOND: usize = 20;

/// The request an OSC message makes, or why it makes none.
pub fn request(address: &str, args: &[OscType], l: Language) -> Result<OscRequest, String> {
    let cue = |c| Ok(OscRequest::Cue(c));
    match (address, args) {
        ("/megxadrez/cue", [OscType::String(name)]) => cue(CueRequest::Cue(name.clone())),
        ("/megxadrez/go", []) => cue(CueRequest::Go),
        ("/megxadrez/stop", []) => cue(CueRequest::Stop),
        ("/megxadrez/mute", []) => cue(CueRequest::Mute),
        ("/megxadrez/unmute", []) => cue(CueRequest::Unmute),
        ("/megxadrez/pairings", []) => cue(CueRequest::ReadPairings),
        ("/megxadrez/speech", [OscType::String(kind), OscType::Int(on @ (0 | 1))]) => {
            match crate::live::SpeechKind::named(kind) {
                Some(kind) => cue(CueRequest::Speech(kind, *on == 1)),
                None => Err(tr!(l, "osc-speech-kind", kind = escaped(kind))),
            }
        }
        // A fader sends a float (0 to 1), a button an integer (0 to 100).
        ("/megxadrez/volume", [OscType::Int(n)]) if (0..=100).contains(n) => {
            cue(CueRequest::Volume(*n as f32 / 100.0))
        }
        ("/megxadrez/volume", [OscType::Float(v)]) if (0.0..=1.0).contains(v) => {
            cue(CueRequest::Volume(*v))
        }
        ("/megxadrez/message", [OscType::String(text)]) => HallCommand::parse_request(text)
            .map(OscRequest::Message)
            .map_err(|e| e.text(l)),
        _ => {
            let address = escaped(address);
            Err(tr!(
                l,
                "osc-osc-address2-not-command-megxadrez",
                address = address,
                address_quoted = format!("{address:?}")
            ))
        }
    }
}

fn messages(packet: OscPacket, out: &mut Vec<rosc::OscMessage>) {
    match packet {
        OscPacket::Message(m) => out.push(m),
        OscPacket::Bundle(b) => {
            for p in b.content {
                messages(p, out);
            }
        }
    }
}

/// Who may drive the public address over OSC.
pub struct Guard {
    /// Listening on loopback: only this computer can send.
    pub loopback: bool,
    /// Addresses taken without a token.
    pub allow: Vec<IpAddr>,
    /// The server's tokens (the announcer's and the operator's count).
    pub access: Arc<Access>,
}

impl Guard {
    /// The message's arguments without the token, when `from` may send
    /// it; `None` when it must be ignored.
    pub fn admit<'a>(&self, from: IpAddr, args: &'a [OscType]) -> Option<&'a [OscType]> {
        let last = match args.split_last() {
            Some((OscType::String(last), rest)) => Some((last.trim(), rest)),
            _ => None,
        };
        if let Some((token, rest)) = last
            && matches!(self.access.grant_of(token), Some(Grant::All | Grant::Cues))
        {
            return Some(rest);
        }
        if self.loopback || self.allow.contains(&from) {
            return Some(args);
        }
        // Refused: a wrong token counts against the address as over HTTP
        // (the same brake, shared; a right token is never refused).
        let _ = self.access.check(from, last.map(|(token, _)| token));
        None
    }
}

/// At most [`PER_SECOND`] messages a second from each address.
#[derive(Default)]
struct Rate {
    seen: HashMap<IpAddr, (Instant, usize)>,
}

impl Rate {
    fn allow(&mut self, from: IpAddr, now: Instant) -> bool {
        if self.seen.len() > 4096 {
            self.seen
                .retain(|_, (start, _)| now.duration_since(*start) < Duration::from_secs(1));
        }
        let (start, count) = self.seen.entry(from).or_insert((now, 0));
        if now.duration_since(*start) >= Duration::from_secs(1) {
            (*start, *count) = (now, 0);
        }
        *count += 1;
        *count <= PER_SECOND
    }
}

/// Listens on `addr` (port 0 picks a free one; the address bound is
/// returned) and sends each request that `guard` admits on `to`, waking
/// the stage.
pub fn start(
    addr: SocketAddr,
    guard: Guard,
    to: crossbeam_channel::Sender<RemoteCue>,
    inbox: crossbeam_channel::Sender<Inbound>,
    wake: crate::live::WakeSlot,
    l: Language,
) -> Result<SocketAddr, String> {
    let socket = UdpSocket::bind(addr).map_err(|e| {
        let why = crate::core::config::io_reason(l, &e);
        tr!(l, "osc-cannot-listen-osc-addr-why", addr = addr, why = why)
    })?;
    let bound = socket.local_addr().map_err(|e| e.to_string())?;
    std::thread::Builder::new()
        .name("osc".into())
        .spawn(move || {
            super::yield_to_stage();
            let mut buf = [0u8; rosc::decoder::MTU];
            let mut rate = Rate::default();
            let mut last_said: Option<Instant> = None;
            // One line a second at most: junk packets cannot flood the
            // operator's terminal.
            let mut say = |line: String| {
                let now = Instant::now();
                if last_said.is_none_or(|t| now.duration_since(t) >= Duration::from_secs(1)) {
                    last_said = Some(now);
                    eprintln!("megxadrez: {line}");
                }
            };
            while let Ok((n, from)) = socket.recv_from(&mut buf) {
                if !rate.allow(from.ip(), Instant::now()) {
                    continue;
                }
                let Ok((_, packet)) = rosc::decoder::decode_udp(&buf[..n]) else {
                    say(tr!(l, "osc-osc-packet-that-does-not").to_owned());
                    continue;
                };
                let mut found = Vec::new();
                messages(packet, &mut found);
                for m in found {
                    let Some(args) = guard.admit(from.ip(), &m.args) else {
                        say(tr!(l, "osc-osc-ignored-message-from-ip", ip = from.ip()));
                        continue;
                    };
                    match request(&m.addr, args, l) {
                        Ok(OscRequest::Cue(request)) => {
                            let cue = RemoteCue {
                                request,
                                from: Remote::Osc,
                                reply: None,
                            };
                            if to.send(cue).is_err() {
                                return;
                            }
                            wake.wake();
                        }
                        Ok(OscRequest::Message(command)) => {
                            // Through the stage's writer, as the terminal's:
                            // its verdict said on the terminal.
                            let (reply, answer) = crossbeam_channel::bounded(1);
                            if inbox
                                .send(Inbound::Hall(HallChange::Message(command), reply))
                                .is_err()
                            {
                                return;
                            }
                            wake.wake();
                            if let Ok(verdict) = answer.recv_timeout(Duration::from_secs(5)) {
                                eprintln!("megxadrez: OSC: {verdict}");
                            }
                        }
                        Err(why) => say(why),
                    }
                }
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(bound)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::config::NetworkConfig;

    const ANNOUNCER: &str = "locutor-2026-qrs";

    fn guard(loopback: bool, allow: Vec<IpAddr>) -> Guard {
        let config = NetworkConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            operator_token: None,
            announcer_token: Some(ANNOUNCER.into()),
            arbiter_token: None,
            kiosk_token: None,
            table_reports: false,
            public_names: Default::default(),
            tables: Vec::new(),
            lichess: None,
            osc: None,
            osc_allow: Vec::new(),
            max_connections: 400,
            per_address: 32,
            tls: None,
            public_url: None,
        };
        Guard {
            loopback,
            allow,
            access: Arc::new(Access::new(config, None, None, Language::Es).unwrap()),
        }
    }

    #[test]
    fn beyond_loopback_only_the_token_or_an_allowed_address_gets_in() {
        let hall: IpAddr = "192.0.2.40".parse().unwrap();
        let desk: IpAddr = "192.0.2.41".parse().unwrap();
        let g = guard(false, vec![desk]);
        let stop: Vec<OscType> = Vec::new();
        assert_eq!(g.admit(hall, &stop), None);
        let wrong = [OscType::String("guess-guess-guess".into())];
        assert_eq!(g.admit(hall, &wrong), None);
        let with_token = [
            OscType::String("gong".into()),
            OscType::String(ANNOUNCER.into()),
        ];
        assert_eq!(
            g.admit(hall, &with_token),
            Some(&[OscType::String("gong".into())][..])
        );
        assert_eq!(g.admit(desk, &stop), Some(&stop[..]));
        // Wrong tokens over OSC count against the address, as over HTTP:
        // past the brake's share, its HTTP requests are braked too.
        for _ in 0..crate::network::access::MAX_FAILURES {
            assert_eq!(g.admit(hall, &wrong), None);
        }
        assert_eq!(
            g.access.check(hall, Some("guess-guess-guess")),
            Err(crate::network::access::Denied::Braked)
        );
        assert!(
            g.admit(hall, &with_token).is_some(),
            "the token still gets in"
        );
        // On loopback, as before.
        assert_eq!(guard(true, Vec::new()).admit(hall, &stop), Some(&stop[..]));
    }

    #[test]
    fn an_address_sends_at_most_its_share_a_second() {
        let mut rate = Rate::default();
        let ip: IpAddr = "192.0.2.9".parse().unwrap();
        let now = Instant::now();
        let taken = (0..100).filter(|_| rate.allow(ip, now)).count();
        assert_eq!(taken, PER_SECOND);
        assert!(rate.allow(ip, now + Duration::from_millis(1001)));
    }

    #[test]
    fn an_unknown_address_is_said_with_its_control_characters_escaped() {
        let why = request("/x\u{1b}[2J", &[], Language::Es).unwrap_err();
        assert!(!why.contains('\u{1b}') && why.contains("\\u{1b}"), "{why}");
    }
}
