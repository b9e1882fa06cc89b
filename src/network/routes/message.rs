//! `POST /api/message`: the hall's information board from the announcer's
//! phone or any HTTP client — `message banner|full [for SECONDS] [on
//! SCREENS] [--] TEXT` or `message clear …` (the word `message` may be left
//! out) — with the announcer's or the operator's token, through the same
//! path as the stage's terminal (checked, journaled, applied).

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::{Shared, announcers, json_error, no_answer, stage_answer, stage_closed};
use crate::core::hall::HallCommand;
use crate::core::tr;
use crate::live::{HallChange, Inbound, Verdict};

pub(super) async fn message(
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
        tr!(l, "message-tables-token-puts-up-no-message"),
    ) {
        return *refused;
    }
    let body = match super::body_of(l, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let Ok(text) = std::str::from_utf8(&body) else {
        return json_error(
            StatusCode::BAD_REQUEST,
            tr!(l, "routes-command-not-utf-8-text").to_owned(),
        );
    };
    let command = match HallCommand::parse_request(text) {
        Ok(c) => c,
        Err(e) => return json_error(StatusCode::BAD_REQUEST, e.text(l)),
    };
    let (reply, answer) = crossbeam_channel::bounded(1);
    if s.inbox
        .send(Inbound::Hall(HallChange::Message(command), reply))
        .is_err()
    {
        return stage_closed(l);
    }
    s.wake.wake();
    match stage_answer(answer).await {
        Some(Verdict::Refused(why)) => json_error(StatusCode::UNPROCESSABLE_ENTITY, why),
        Some(Verdict::Done(done)) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::json!({ "ok": true, "verdict": done }).to_string(),
        )
            .into_response(),
        None => no_answer(l),
    }
}
