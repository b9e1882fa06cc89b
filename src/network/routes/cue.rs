//! `POST /api/cue`: the public address from the announcer's phone (the
//! `/announcer` page) or any HTTP client — `cue NAME`, `go`, `go reset`,
//! `stop`, `mute`, `unmute`, `volume N` (0–100), `automatic on|off`,
//! `speech moves|results|pairings on|off` or `read pairings` —
//! with the announcer's or the operator's token, as the desk's own presses;
//! answered with what the announcer's log said of it.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::{Shared, announcers, json_error, no_answer, stage_answer, stage_closed};
use crate::core::config::Language;
use crate::core::tr;
use crate::live::{CueRequest, Remote, RemoteCue};

/// The request `text` makes, or why it makes none (in `l`) with the
/// answer's status.
pub fn parse(
    text: &str,
    cue_names: &[String],
    l: Language,
) -> Result<CueRequest, (StatusCode, String)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let not_a_command = || {
        (
            StatusCode::BAD_REQUEST,
            tr!(
                l,
                "routes-text2-not-public-address-command",
                text = text,
                text_quoted = format!("{text:?}")
            ),
        )
    };
    Ok(match words.as_slice() {
        ["cue", name] if cue_names.iter().any(|n| n == name) => CueRequest::Cue((*name).to_owned()),
        ["cue", name] => {
            return Err((
                StatusCode::UNPROCESSABLE_ENTITY,
                crate::i18n::unknown_cue(l, name, &cue_names.join(", ")),
            ));
        }
        ["go"] => CueRequest::Go,
        ["go", "reset"] => CueRequest::GoReset,
        ["stop"] => CueRequest::Stop,
        ["mute"] => CueRequest::Mute,
        ["unmute"] => CueRequest::Unmute,
        ["volume", n] => match n.trim_end_matches('%').parse::<u8>() {
            Ok(n) if n <= 100 => CueRequest::Volume(f32::from(n) / 100.0),
            _ => return Err(not_a_command()),
        },
        ["automatic", "on"] => CueRequest::Automatic(true),
        ["automatic", "off"] => CueRequest::Automatic(false),
        ["speech", kind, on @ ("on" | "off")] => match crate::live::SpeechKind::named(kind) {
            Some(kind) => CueRequest::Speech(kind, *on == "on"),
            None => return Err(not_a_command()),
        },
        ["read", "pairings"] => CueRequest::ReadPairings,
        _ => return Err(not_a_command()),
    })
}

pub(super) async fn cue(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let l = s.language;
    if let Err(refused) = announcers(
        &s,
        from,
        &headers,
        tr!(l, "routes-tables-token-fires-no-cues"),
    ) {
        return *refused;
    }
    let body = match super::body_of(l, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let text = String::from_utf8_lossy(&body).trim().to_owned();
    let request = match parse(&text, &s.cue_names, l) {
        Ok(r) => r,
        Err((status, why)) => return json_error(status, why),
    };
    let (reply, answer) = crossbeam_channel::bounded(1);
    let remote = RemoteCue {
        request,
        from: Remote::Web,
        reply: Some(reply),
    };
    if s.cues.send(remote).is_err() {
        return stage_closed(l);
    }
    s.wake.wake();
    match stage_answer(answer).await {
        Some(v) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::json!({
                "ok": true,
                "played": v.played,
                "done": v.done,
                "verdict": v.said,
            })
            .to_string(),
        )
            .into_response(),
        None => no_answer(l),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_address_commands_are_read_and_a_wrong_one_is_refused() {
        let names = vec!["inicio".to_owned(), "fin".to_owned()];
        let read = |t: &str| parse(t, &names, Language::Es).map_err(|r| r.0);
        assert_eq!(read("cue fin"), Ok(CueRequest::Cue("fin".into())));
        assert_eq!(read("go"), Ok(CueRequest::Go));
        assert_eq!(read("go reset"), Ok(CueRequest::GoReset));
        assert_eq!(read("stop"), Ok(CueRequest::Stop));
        assert_eq!(read("mute"), Ok(CueRequest::Mute));
        assert_eq!(read("unmute"), Ok(CueRequest::Unmute));
        assert_eq!(read("volume 40"), Ok(CueRequest::Volume(0.4)));
        assert_eq!(read("automatic off"), Ok(CueRequest::Automatic(false)));
        assert_eq!(
            read("speech moves off"),
            Ok(CueRequest::Speech(crate::live::SpeechKind::Move, false))
        );
        assert_eq!(read("read pairings"), Ok(CueRequest::ReadPairings));
        assert!(read("speech chimes on").is_err());
        assert_eq!(read("cue gong"), Err(StatusCode::UNPROCESSABLE_ENTITY));
        assert_eq!(read("volume 140"), Err(StatusCode::BAD_REQUEST));
        assert_eq!(read("volume -1"), Err(StatusCode::BAD_REQUEST));
        assert_eq!(read("jump"), Err(StatusCode::BAD_REQUEST));
    }
}
