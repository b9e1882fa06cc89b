//! The announcer's remote control over OSC (UDP): `/megxadrez/cue NAME`,
//! `/megxadrez/go`, `/megxadrez/stop` and `/megxadrez/mute`, as Bitfocus
//! Companion or any OSC controller sends them. A thread of its own reads
//! the packets and hands each request to the public address.

use std::net::{SocketAddr, UdpSocket};

use rosc::{OscPacket, OscType};

use crate::core::config::Language;
use crate::live::RemoteCue;

/// The request an OSC message makes, or why it makes none.
pub fn request(address: &str, args: &[OscType], l: Language) -> Result<RemoteCue, String> {
    match (address, args) {
        ("/megxadrez/cue", [OscType::String(name)]) => Ok(RemoteCue::Cue(name.clone(), crate::live::Remote::Osc)),
        ("/megxadrez/go", []) => Ok(RemoteCue::Go),
        ("/megxadrez/stop", []) => Ok(RemoteCue::Stop),
        ("/megxadrez/mute", []) => Ok(RemoteCue::Mute),
        _ => Err(l.pick(
            format!("OSC: «{address}» no es una orden: /megxadrez/cue NOMBRE, /megxadrez/go, /megxadrez/stop, /megxadrez/mute"),
            format!("OSC: «{address}» non é unha orde: /megxadrez/cue NOME, /megxadrez/go, /megxadrez/stop, /megxadrez/mute"),
            format!("OSC: {address:?} is not a command: /megxadrez/cue NAME, /megxadrez/go, /megxadrez/stop, /megxadrez/mute"),
        )),
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

/// Listens on `addr` (port 0 picks a free one; the address bound is
/// returned) and sends each request on `to`, waking the stage.
pub fn start(
    addr: SocketAddr,
    to: crossbeam_channel::Sender<RemoteCue>,
    wake: crate::live::WakeSlot,
    l: Language,
) -> Result<SocketAddr, String> {
    let socket = UdpSocket::bind(addr).map_err(|e| {
        l.pick(
            format!("no se puede escuchar OSC en {addr}: {e}"),
            format!("non se pode escoitar OSC en {addr}: {e}"),
            format!("cannot listen for OSC on {addr}: {e}"),
        )
    })?;
    let bound = socket.local_addr().map_err(|e| e.to_string())?;
    std::thread::Builder::new()
        .name("osc".into())
        .spawn(move || {
            super::yield_to_stage();
            let mut buf = [0u8; rosc::decoder::MTU];
            while let Ok((n, _)) = socket.recv_from(&mut buf) {
                let Ok((_, packet)) = rosc::decoder::decode_udp(&buf[..n]) else {
                    eprintln!(
                        "megxadrez: {}",
                        l.pick(
                            "OSC: un paquete que no se entiende",
                            "OSC: un paquete que non se entende",
                            "OSC: a packet that does not read",
                        )
                    );
                    continue;
                };
                let mut found = Vec::new();
                messages(packet, &mut found);
                for m in found {
                    match request(&m.addr, &m.args, l) {
                        Ok(cue) => {
                            if to.send(cue).is_err() {
                                return;
                            }
                            wake.wake();
                        }
                        Err(why) => eprintln!("megxadrez: {why}"),
                    }
                }
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(bound)
}
