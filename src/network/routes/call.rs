//! `POST /api/boards/N/call`: board N calls the arbiter, from its table's
//! page (the table's token, or the operator's); `POST /api/boards/N/answer`:
//! the arbiter answered it (the operator's token only). Both go through
//! the stage's one path (checked, journaled, applied) and ring the
//! config's `arbiter_call` cue. Nothing here can touch a game.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;

use super::{Shared, board_of, granted, json_error};
use crate::core::calls::CallCommand;
use crate::core::ids::BoardNo;
use crate::core::tr;
use crate::live::{HallChange, Inbound};
use crate::network::access::Grant;

pub(super) async fn call(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(board): Path<String>,
    headers: HeaderMap,
) -> Response {
    to_stage(&s, from, &board, &headers, CallCommand::Call).await
}

pub(super) async fn answer(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(board): Path<String>,
    headers: HeaderMap,
) -> Response {
    to_stage(&s, from, &board, &headers, CallCommand::Answer).await
}

/// Checks the token for `board` and hands the call or answer to the stage.
async fn to_stage(
    s: &Shared,
    from: SocketAddr,
    board: &str,
    headers: &HeaderMap,
    command: fn(BoardNo) -> CallCommand,
) -> Response {
    let l = s.language;
    let grant = match granted(s, from, headers) {
        Ok(grant) => grant,
        Err(refused) => return *refused,
    };
    let number = match board_of(l, board) {
        Ok(number) => number,
        Err(refused) => return *refused,
    };
    let command = command(number);
    // A table calls for its own boards only; only the operator answers.
    let allowed = match (&grant, command) {
        (Grant::All | Grant::Arbiter, _) => true,
        (Grant::Boards(mine), CallCommand::Call(_)) => mine.contains(&number),
        _ => false,
    };
    if !allowed {
        return json_error(
            StatusCode::FORBIDDEN,
            tr!(l, "call-token-may-not", board = number),
        );
    }
    // Said as a board's command is said on the table's page (`✓ …`, `✗ …`).
    super::hall::ask(s, |reply| Inbound::Hall(HallChange::Call(command), reply)).await
}
