//! What went wrong on the way to a web address (a PGN source, Lichess, a
//! leader stage), in the user's language: the HTTP library's own words are
//! English, and only its unexpected ones follow a sentence of ours.

use crate::core::config::Language;
use crate::core::tr;

/// Why a request to a web address failed, in `l`.
pub fn http_reason(l: Language, e: &ureq::Error) -> String {
    match e {
        ureq::Error::StatusCode(code) => tr!(l, "web-server-answered-code", code = code),
        ureq::Error::Io(io) => crate::core::config::io_reason(l, io),
        ureq::Error::Timeout(_) => tr!(l, "follow-did-not-answer-time").to_owned(),
        ureq::Error::HostNotFound => tr!(l, "follow-that-name-not-found-network").to_owned(),
        ureq::Error::ConnectionFailed => tr!(l, "web-could-not-connect").to_owned(),
        other => tr!(l, "web-unexpected", detail = other),
    }
}
