//! Where phones in the hall reach the stage: a server listening on every
//! interface (`0.0.0.0`) is said by the addresses of the laptop's own
//! network interfaces, which a phone on the same network can type.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The addresses a phone types for a server bound to `bound`: itself when
/// it names one interface, else one per IPv4 interface of this machine
/// that is up and not the loopback (loopback alone when there is none).
pub fn reachable(bound: SocketAddr) -> Vec<SocketAddr> {
    if !bound.ip().is_unspecified() {
        return vec![bound];
    }
    let mut found: Vec<SocketAddr> = interfaces()
        .into_iter()
        .filter(|ip| !ip.is_loopback())
        .map(|ip| SocketAddr::new(IpAddr::V4(ip), bound.port()))
        .collect();
    found.sort();
    found.dedup();
    if found.is_empty() {
        found.push(SocketAddr::new(
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            bound.port(),
        ));
    }
    found
}

/// This machine's IPv4 interface addresses that are up.
#[cfg(target_os = "linux")]
fn interfaces() -> Vec<Ipv4Addr> {
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that is only read
    // here and given back to freeifaddrs below.
    if unsafe { libc::getifaddrs(&mut list) } != 0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut at = list;
    while !at.is_null() {
        // SAFETY: `at` is a node of the list getifaddrs gave, not yet freed.
        let node = unsafe { &*at };
        let up = node.ifa_flags & (libc::IFF_UP as u32) != 0;
        if up && !node.ifa_addr.is_null() {
            // SAFETY: ifa_addr points to a sockaddr whose family says its
            // type; an AF_INET one is a sockaddr_in.
            let family = unsafe { (*node.ifa_addr).sa_family };
            if i32::from(family) == libc::AF_INET {
                let v4 = unsafe { &*(node.ifa_addr as *const libc::sockaddr_in) };
                out.push(Ipv4Addr::from(u32::from_be(v4.sin_addr.s_addr)));
            }
        }
        at = node.ifa_next;
    }
    // SAFETY: the list came from getifaddrs and is freed once.
    unsafe { libc::freeifaddrs(list) };
    out
}

#[cfg(not(target_os = "linux"))]
fn interfaces() -> Vec<Ipv4Addr> {
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_on_every_interface_is_said_by_this_machines_addresses() {
        let one: SocketAddr = "192.168.1.20:8080".parse().unwrap();
        assert_eq!(reachable(one), [one]);
        let every: SocketAddr = "0.0.0.0:8080".parse().unwrap();
        let said = reachable(every);
        assert!(!said.is_empty());
        for a in &said {
            assert_eq!(a.port(), 8080);
            assert!(!a.ip().is_unspecified(), "{a}");
        }
        // Loopback only when this machine has no other interface up.
        if said.iter().any(|a| a.ip().is_loopback()) {
            assert_eq!(said.len(), 1);
        }
    }
}
