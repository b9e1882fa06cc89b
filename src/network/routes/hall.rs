//! The hall's own writes: the entrance's check-in (`POST /api/checkin`,
//! the kiosk's token or the arbiter's), a table's result reported by its
//! players and a table's call for the arbiter, each with the player's
//! code for the round (`POST /api/tables/N/report`, `…/call`, no token),
//! and the arbiter's decisions on the event (`POST /api/event`: results,
//! presence; the arbiter's or the operator's token). None of them can
//! start, stop or change a game on the stage: the stage checks, journals
//! and applies each as it does the terminal's.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::{Shared, body_of, granted, json_error, no_answer, stage_answer, stage_closed};
use crate::core::calls::CallCommand;
use crate::core::event::{EventCommand, PairingResult};
use crate::core::ids::BoardNo;
use crate::core::tr;
use crate::live::{EventRequest, HallChange, Inbound, Verdict};
use crate::network::access::Grant;

/// The body as a JSON object, or its refusal.
fn json_body(
    s: &Shared,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<serde_json::Value, Box<Response>> {
    let body = body_of(s.language, body)?;
    serde_json::from_slice::<serde_json::Value>(&body)
        .ok()
        .filter(serde_json::Value::is_object)
        .ok_or_else(|| {
            Box::new(json_error(
                StatusCode::BAD_REQUEST,
                tr!(s.language, "hall-routes-body").to_owned(),
            ))
        })
}

/// A whole number from 1 in `body[field]`.
fn number(body: &serde_json::Value, field: &str) -> Option<u32> {
    body.get(field)
        .and_then(serde_json::Value::as_u64)
        .and_then(|n| u32::try_from(n).ok())
        .filter(|&n| n >= 1)
}

/// Hands `inbound` (made with its reply) to the stage and says its verdict
/// as the pages read it.
pub(super) async fn ask(
    s: &Shared,
    inbound: impl FnOnce(crossbeam_channel::Sender<Verdict>) -> Inbound,
) -> Response {
    let l = s.language;
    let (reply, answer) = crossbeam_channel::bounded(1);
    if s.inbox.send(inbound(reply)).is_err() {
        return stage_closed(l);
    }
    s.wake.wake();
    match stage_answer(answer).await {
        Some(v) if v.is_done() => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::json!({ "ok": true, "verdict": v.to_string() }).to_string(),
        )
            .into_response(),
        Some(v) => json_error(StatusCode::UNPROCESSABLE_ENTITY, v.to_string()),
        None => no_answer(l),
    }
}

/// `POST /api/checkin` `{"entrant": N, "here": true|false}`: the
/// entrance's tablet checks an entrant in, or takes back its own check-in
/// within a minute; the arbiter (or the operator) checks in or out anyone.
pub(super) async fn checkin(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let l = s.language;
    let grant = match granted(&s, from, &headers) {
        Ok(grant) => grant,
        Err(refused) => return *refused,
    };
    let body = match json_body(&s, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let (Some(entrant), Some(here)) = (
        number(&body, "entrant"),
        body.get("here").and_then(serde_json::Value::as_bool),
    ) else {
        return json_error(
            StatusCode::BAD_REQUEST,
            tr!(l, "hall-routes-checkin-body").to_owned(),
        );
    };
    let now = Instant::now();
    match (&grant, here) {
        (Grant::All | Grant::Arbiter | Grant::Kiosk, true) => {}
        (Grant::All | Grant::Arbiter, false) => {}
        (Grant::Kiosk, false) if s.hall.undo(entrant, now) => {}
        (Grant::Kiosk, false) => {
            return json_error(
                StatusCode::FORBIDDEN,
                tr!(l, "hall-routes-undo-late").to_owned(),
            );
        }
        _ => {
            return json_error(
                StatusCode::FORBIDDEN,
                tr!(l, "hall-routes-not-checkin").to_owned(),
            );
        }
    }
    let command = if here {
        EventCommand::CheckIn { entrant }
    } else {
        EventCommand::CheckOut { entrant }
    };
    let answer = ask(&s, |reply| {
        Inbound::Event(EventRequest::Apply(command), reply)
    })
    .await;
    if here && answer.status().is_success() && grant == Grant::Kiosk {
        s.hall.checked_in(entrant, now);
    }
    answer
}

/// What a table's page sends: the round, the player's code, and (for a
/// report) the result.
struct TableRequest {
    round: u32,
    table: u32,
    side: shakmaty::Color,
}

/// Checks the code in `body` for table `table`: whose it is, or the
/// refusal (a wrong code counts against the table; past the brake none is
/// tried).
fn table_request(
    s: &Shared,
    table: &str,
    body: &serde_json::Value,
) -> Result<TableRequest, Box<Response>> {
    let l = s.language;
    let refuse = |status, text: String| Box::new(json_error(status, text));
    let table_no = BoardNo::read(table).ok_or_else(|| {
        refuse(
            StatusCode::NOT_FOUND,
            tr!(l, "hall-routes-no-table", table = table),
        )
    })?;
    let table = table_no.number() as u32;
    let (Some(round), Some(code)) = (
        number(body, "round"),
        body.get("code").and_then(serde_json::Value::as_str),
    ) else {
        return Err(refuse(
            StatusCode::BAD_REQUEST,
            tr!(l, "hall-routes-table-body").to_owned(),
        ));
    };
    let Some(key) = &s.codes else {
        return Err(refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            tr!(l, "hall-routes-no-codes").to_owned(),
        ));
    };
    let now = Instant::now();
    if s.hall.braked(round, table, now) {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            tr!(l, "hall-routes-braked", table = table),
        ));
    }
    match key.side_of(round, table, code) {
        Some(side) => Ok(TableRequest { round, table, side }),
        None => {
            s.hall.wrong_code(round, table, now);
            Err(refuse(
                StatusCode::FORBIDDEN,
                tr!(l, "hall-routes-wrong-code", table = table, round = round),
            ))
        }
    }
}

/// `POST /api/tables/N/report` `{"round": R, "code": "…", "result":
/// "1-0"}`: a player of table N reports its result, with their code.
pub(super) async fn report(
    State(s): State<Arc<Shared>>,
    Path(table): Path<String>,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let l = s.language;
    if !s.table_reports {
        return json_error(
            StatusCode::FORBIDDEN,
            tr!(l, "hall-routes-reports-off").to_owned(),
        );
    }
    let body = match json_body(&s, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let request = match table_request(&s, &table, &body) {
        Ok(request) => request,
        Err(refused) => return *refused,
    };
    let Some(result) = body
        .get("result")
        .and_then(serde_json::Value::as_str)
        .and_then(PairingResult::parse)
    else {
        return json_error(
            StatusCode::BAD_REQUEST,
            tr!(l, "hall-routes-table-body").to_owned(),
        );
    };
    let command = EventCommand::Report {
        round: request.round,
        table: request.table,
        side: request.side,
        result,
    };
    ask(&s, |reply| {
        Inbound::Event(EventRequest::Apply(command), reply)
    })
    .await
}

/// `POST /api/tables/N/call` `{"round": R, "code": "…"}`: a player of table
/// N calls the arbiter, with their code.
pub(super) async fn call(
    State(s): State<Arc<Shared>>,
    Path(table): Path<String>,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let body = match json_body(&s, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let request = match table_request(&s, &table, &body) {
        Ok(request) => request,
        Err(refused) => return *refused,
    };
    let Some(board) = BoardNo::numbered(request.table as usize) else {
        return json_error(StatusCode::NOT_FOUND, String::new());
    };
    ask(&s, |reply| {
        Inbound::Hall(HallChange::Call(CallCommand::Call(board)), reply)
    })
    .await
}

/// The event commands the arbiter's page may send: results and presence,
/// never a pairing, a round or the stage.
const ARBITERS: &[&str] = &[
    "result", "board", "checkin", "checkout", "noshows", "return", "lineup",
];

/// `POST /api/event` with an event command (`result 3 5 8 1-0`,
/// `checkin 12`, `noshows`…): the arbiter's decision, with the arbiter's
/// or the operator's token.
pub(super) async fn event(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let l = s.language;
    match granted(&s, from, &headers) {
        Ok(Grant::All | Grant::Arbiter) => {}
        Ok(_) => {
            return json_error(
                StatusCode::FORBIDDEN,
                tr!(l, "hall-routes-arbiters-only").to_owned(),
            );
        }
        Err(refused) => return *refused,
    }
    let body = match body_of(l, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let text = String::from_utf8_lossy(&body).trim().to_owned();
    if !ARBITERS.contains(&text.split_whitespace().next().unwrap_or("")) {
        return json_error(
            StatusCode::FORBIDDEN,
            tr!(l, "hall-routes-not-arbiters", verbs = ARBITERS.join(", ")),
        );
    }
    let command = match crate::core::event::parse(&text) {
        Ok(command) => command,
        Err(fault) => return json_error(StatusCode::BAD_REQUEST, fault.text(l)),
    };
    ask(&s, |reply| {
        Inbound::Event(EventRequest::Apply(command), reply)
    })
    .await
}
