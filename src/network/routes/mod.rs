//! The server's routes: the state, the changes as Server-Sent Events, the
//! PGN a relay polls, and the remote tables' commands (with a token).

mod call;
mod cue;
mod hall;
pub mod leader;
mod message;
mod pages;

use crate::core::ids::BoardNo;
use crate::core::tr;
use pages::{
    announcer, arbiter, board, checkin, follow, index, manifest, mirror, not_found, overlay, table,
};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use super::access::{Access, Denied, Grant};
use super::outbox::Outbox;
use crate::core::config::Language;
use crate::core::notation::PieceLetters;
use crate::live::{Inbound, RemoteCue, SessionCommand};

/// The largest command body taken.
pub const MAX_BODY: usize = 4096;

/// What every route shares.
pub struct Shared {
    /// What the stage publishes.
    pub outbox: Outbox,
    /// Who may write.
    pub access: Arc<Access>,
    /// Listening on loopback: only this computer's names are answered.
    pub loopback_only: bool,
    /// Commands to the stage's bridge, as the terminal sends them.
    pub inbox: crossbeam_channel::Sender<Inbound>,
    /// Wakes the stage after a command was queued.
    pub wake: crate::live::WakeSlot,
    /// The event's language, for refusals.
    pub language: Language,
    /// The event's piece letters, for typed moves.
    pub letters: PieceLetters,
    /// The config's screens, by name: each has its web mirror.
    pub screens: Vec<String>,
    /// The public address's remote requests (`POST /api/cue`).
    pub cues: crossbeam_channel::Sender<RemoteCue>,
    /// The config's cues, by name.
    pub cue_names: Vec<String>,
    /// What display nodes read (the config and the journal), when the
    /// stage journals.
    pub leader: Option<leader::Leader>,
    /// The event's key for its tables' codes (none: no journal to keep
    /// it, and no table reports).
    pub codes: Option<crate::core::table_codes::CodeKey>,
    /// Whether the players report their results at the tables.
    pub table_reports: bool,
    /// The hall pages' brakes and the entrance's undo.
    pub hall: crate::network::hall_guard::HallGuard,
    /// The finished games' clips, when the stage makes them.
    pub clips: Option<crate::clips::Shelf>,
}

/// The web mirror's page (its screen's name and words put in).
const MIRROR: &str = include_str!("../mirror.html");

/// The remote table's page (its words put in).
const TABLE: &str = include_str!("../table.html");

/// The announcer's page (its words and the desk's cues put in).
const ANNOUNCER: &str = include_str!("../announcer.html");

/// Every route of the server.
pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/api/state", get(state))
        .route("/api/events", get(events))
        .route("/live.pgn", get(live_pgn))
        .route("/round/{file}", get(round_pgn))
        .route("/clips/{file}", get(clip))
        .route("/screen/{name}", get(mirror))
        .route("/table", get(table))
        .route("/api/boards/{board}/command", post(command))
        .route("/api/boards/{board}/call", post(call::call))
        .route("/api/boards/{board}/answer", post(call::answer))
        .route("/checkin", get(checkin))
        .route("/follow", get(follow))
        .route("/manifest.webmanifest", get(manifest))
        .route("/overlay/{kind}", get(overlay))
        .route("/board/{table}", get(board))
        .route("/arbiter", get(arbiter))
        .route("/api/checkin", post(hall::checkin))
        .route("/api/tables/{table}/report", post(hall::report))
        .route("/api/tables/{table}/call", post(hall::call))
        .route("/api/event", post(hall::event))
        .route("/announcer", get(announcer))
        .route("/api/cue", post(cue::cue))
        .route("/api/message", post(message::message))
        .route("/api/config", get(leader::config))
        .route("/api/journal", get(leader::journal))
        .route("/api/logos/{n}", get(leader::logo))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            shared.clone(),
            this_computers_names,
        ))
        .with_state(shared)
}

/// A server that listens on this computer only answers requests made to
/// this computer's names (`127.0.0.1`, `localhost`, `[::1]`): a web page
/// elsewhere that points a name of its own at 127.0.0.1 (DNS rebinding)
/// reads nothing. Beyond loopback any name is taken (the hall's address
/// may change).
async fn this_computers_names(
    State(s): State<Arc<Shared>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    if s.loopback_only {
        let host = request
            .headers()
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let name = match host.rsplit_once(':') {
            Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
            _ => host,
        };
        if !matches!(name, "127.0.0.1" | "localhost" | "[::1]" | "") {
            return json_error(
                StatusCode::MISDIRECTED_REQUEST,
                tr!(s.language, "routes-this-server-only-answers-this").to_owned(),
            );
        }
    }
    next.run(request).await
}

pub(super) fn json_error(status: StatusCode, message: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        serde_json::json!({ "error": message }).to_string(),
    )
        .into_response()
}

async fn state(State(s): State<Arc<Shared>>) -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        served_state(&s.outbox),
    )
        .into_response()
}

/// The state with the instant it is served at (`served_wall_ms`, the
/// server's clock like its `wall_ms`): a client runs the clocks on from
/// the snapshot by the difference, whatever its own clock says.
fn served_state(outbox: &Outbox) -> String {
    let (state, clips) = outbox.read(|c| (c.state.clone(), c.clips.clone()));
    let served = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    let clips: &str = if clips.is_empty() { "[]" } else { &clips };
    match state.strip_prefix('{') {
        Some(rest) if rest.trim_start().starts_with('"') => {
            format!("{{\"served_wall_ms\":{served},\"clips\":{clips},{rest}")
        }
        _ => state.to_string(),
    }
}

/// `GET /clips/NAME`: a finished game's clip (an animated GIF).
async fn clip(State(s): State<Arc<Shared>>, Path(file): Path<String>) -> Response {
    let found = match &s.clips {
        Some(shelf) => {
            let shelf = shelf.clone();
            tokio::task::spawn_blocking(move || shelf.get(&file))
                .await
                .ok()
                .flatten()
        }
        None => None,
    };
    match found {
        Some(bytes) => (
            [
                (header::CONTENT_TYPE, "image/gif"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            axum::body::Bytes::from_owner(bytes),
        )
            .into_response(),
        None => not_found(State(s)).await,
    }
}

async fn live_pgn(State(s): State<Arc<Shared>>) -> Response {
    let body = s.outbox.read(|c| c.pgn.clone());
    pgn_response(body)
}

fn pgn_response(body: String) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "application/x-chess-pgn; charset=utf-8",
        )],
        body,
    )
        .into_response()
}

/// `/round/N.pgn`: the live PGN's games of round N (by their `Round` tag).
async fn round_pgn(State(s): State<Arc<Shared>>, Path(file): Path<String>) -> Response {
    let Some(n) = file
        .strip_suffix(".pgn")
        .and_then(|n| n.parse::<u32>().ok())
    else {
        return not_found(State(s)).await;
    };
    let pgn = s.outbox.read(|c| c.pgn.clone());
    pgn_response(games_of_round(&pgn, n))
}

/// The games of `pgn` whose `Round` tag is `round` (or starts `round.`).
pub fn games_of_round(pgn: &str, round: u32) -> String {
    let wanted = format!("[Round \"{round}\"]");
    let sub = format!("[Round \"{round}.");
    let mut out = String::new();
    let mut rest = pgn;
    while !rest.is_empty() {
        let end = rest[1..].find("\n[Event ").map_or(rest.len(), |i| i + 2);
        let game = &rest[..end];
        if game.contains(&wanted) || game.contains(&sub) {
            out.push_str(game);
        }
        rest = &rest[end..];
    }
    out
}

/// `GET /api/events`: every change from the one after `Last-Event-ID` (or
/// `?after=N`; from the first without either), then each as it comes.
async fn events(
    State(s): State<Arc<Shared>>,
    headers: HeaderMap,
    query: axum::extract::RawQuery,
) -> Sse<impl futures_util::Stream<Item = Result<SseEvent, Infallible>>> {
    let from_header = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let from_query = query.0.as_deref().and_then(|q| {
        q.split('&')
            .find_map(|kv| kv.strip_prefix("after="))
            .and_then(|v| match v {
                // What comes from now on: a page that reads the state next.
                "now" => Some(s.outbox.read(|c| c.last)),
                n => n.parse::<u64>().ok(),
            })
    });
    // A number past the last given is from the stage's previous run (it
    // numbers from 1 again): the client is handed what comes from now on,
    // and reads the state again as its stream opens.
    let last = s.outbox.read(|c| c.last);
    let after = from_header.or(from_query).unwrap_or(0).min(last);
    let outbox = s.outbox.clone();
    let watch = outbox.watch();
    let stream = futures_util::stream::unfold(
        (
            outbox,
            watch,
            after,
            std::collections::VecDeque::<(u64, Arc<str>)>::new(),
        ),
        |(outbox, mut watch, mut last, mut queue)| async move {
            loop {
                if let Some((n, data)) = queue.pop_front() {
                    last = n;
                    let event = SseEvent::default().id(n.to_string()).data(&*data);
                    return Some((Ok(event), (outbox, watch, last, queue)));
                }
                watch.borrow_and_update();
                let items = outbox.since(last);
                if items.is_empty() {
                    if watch.changed().await.is_err() {
                        return None;
                    }
                    continue;
                }
                queue.extend(items);
            }
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}

/// What the request's token (`Authorization: Bearer …`) may do, or the
/// refusal to answer with.
fn granted(s: &Shared, from: SocketAddr, headers: &HeaderMap) -> Result<Grant, Box<Response>> {
    let l = s.language;
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    match s.access.check(from.ip(), token) {
        Ok(grant) => Ok(grant),
        Err(Denied::Braked) => Err(Box::new(json_error(
            StatusCode::TOO_MANY_REQUESTS,
            tr!(l, "routes-too-many-wrong-tokens-from").to_owned(),
        ))),
        Err(Denied::Missing | Denied::Wrong) => Err(Box::new(json_error(
            StatusCode::UNAUTHORIZED,
            tr!(l, "routes-token-this-table-announcer-or").to_owned(),
        ))),
    }
}

/// The board an address names (`/api/boards/N/…`), or its refusal (404).
fn board_of(l: Language, board: &str) -> Result<BoardNo, Box<Response>> {
    BoardNo::read(board).ok_or_else(|| {
        Box::new(json_error(
            StatusCode::NOT_FOUND,
            tr!(
                l,
                "routes-board2-not-board-number",
                board = board,
                board_quoted = format!("{board:?}")
            ),
        ))
    })
}

/// The stage's answer on `answer`, waited for off the server's own
/// threads: `None` when none came within 10 s.
async fn stage_answer<T: Send + 'static>(answer: crossbeam_channel::Receiver<T>) -> Option<T> {
    tokio::task::spawn_blocking(move || answer.recv_timeout(Duration::from_secs(10)))
        .await
        .ok()
        .and_then(Result::ok)
}

/// The refusal when the stage did not answer in time.
fn no_answer(l: Language) -> Response {
    json_error(
        StatusCode::SERVICE_UNAVAILABLE,
        tr!(l, "routes-stage-did-not-answer-10").to_owned(),
    )
}

/// The answer when the stage is gone (its inbox closed).
fn stage_closed(l: Language) -> Response {
    json_error(
        StatusCode::SERVICE_UNAVAILABLE,
        tr!(l, "routes-stage-has-closed").to_owned(),
    )
}

/// Lets in the announcer's and the operator's tokens; a remote table's is
/// refused with `table_refused`, no token or a wrong one as [`granted`]
/// says.
fn announcers(
    s: &Shared,
    from: SocketAddr,
    headers: &HeaderMap,
    table_refused: &str,
) -> Result<(), Box<Response>> {
    match granted(s, from, headers)? {
        Grant::All | Grant::Cues => Ok(()),
        Grant::Boards(_) | Grant::Arbiter | Grant::Kiosk => Err(Box::new(json_error(
            StatusCode::FORBIDDEN,
            table_refused.to_owned(),
        ))),
    }
}

/// The request's body, or its refusal as JSON in the event's language: a
/// body over [`MAX_BODY`] is refused with 413, as the pages read it, not
/// with the server library's English line.
pub(super) fn body_of(
    l: Language,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Bytes, Box<Response>> {
    body.map_err(|e| {
        let why = if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            tr!(l, "routes-body-too-long", max = MAX_BODY)
        } else {
            tr!(l, "routes-body-unreadable").to_owned()
        };
        Box::new(json_error(e.status(), why))
    })
}

/// `POST /api/boards/N/command`: a console command (`move e4`, `start`,
/// `resign white`…) for board N, with `Authorization: Bearer TOKEN`.
async fn command(
    State(s): State<Arc<Shared>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Path(board): Path<String>,
    headers: HeaderMap,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    let l = s.language;
    let grant = match granted(&s, from, &headers) {
        Ok(Grant::Cues) => {
            return json_error(
                StatusCode::FORBIDDEN,
                tr!(l, "routes-announcers-token-fires-cues-not").to_owned(),
            );
        }
        // The arbiter's phone and the entrance never touch a game.
        Ok(Grant::Arbiter | Grant::Kiosk) => {
            return json_error(
                StatusCode::FORBIDDEN,
                tr!(l, "hall-routes-no-games").to_owned(),
            );
        }
        Ok(grant) => grant,
        Err(refused) => return *refused,
    };
    let number = match board_of(l, &board) {
        Ok(number) => number,
        Err(refused) => return *refused,
    };
    if let Grant::Boards(mine) = &grant
        && !mine.contains(&number)
    {
        return json_error(
            StatusCode::FORBIDDEN,
            tr!(l, "routes-this-token-not-board-index", index = number),
        );
    }
    let body = match body_of(l, body) {
        Ok(body) => body,
        Err(refused) => return *refused,
    };
    let Ok(text) = std::str::from_utf8(&body) else {
        return json_error(
            StatusCode::BAD_REQUEST,
            tr!(l, "routes-command-not-utf-8-text").to_owned(),
        );
    };
    let text = text.trim().to_owned();
    let mut coin = || fastrand::bool();
    // A `board N` written in the command must be the address's board.
    let command = match crate::core::script::parse_live(&text, 0, s.letters, &mut coin) {
        Ok(Some(line)) if line.board.is_none_or(|n| n == number) => line.command,
        Ok(Some(line)) => {
            let n = line.board.unwrap_or(BoardNo::FIRST);
            return json_error(
                StatusCode::BAD_REQUEST,
                tr!(l, "routes-command-says-board-n-but", n = n, board = number),
            );
        }
        Ok(None) => {
            return json_error(
                StatusCode::BAD_REQUEST,
                tr!(l, "routes-command-empty").to_owned(),
            );
        }
        Err(fault) => return json_error(StatusCode::BAD_REQUEST, fault.text(l)),
    };
    let (reply, answer) = crossbeam_channel::bounded(1);
    let cmd = SessionCommand {
        board: number,
        command,
    };
    // The stage's part of the latency: from the command queued to its
    // verdict, as the stage answers (the response's own way back is not in).
    let queued = std::time::Instant::now();
    if s.inbox.send(Inbound::Command(cmd, Some(reply))).is_err() {
        return stage_closed(l);
    }
    s.wake.wake();
    let verdict = tokio::task::spawn_blocking(move || {
        answer
            .recv_timeout(Duration::from_secs(10))
            .map(|v| (v, queued.elapsed()))
    })
    .await
    .ok()
    .and_then(Result::ok);
    match verdict {
        Some((v, took)) if v.is_done() => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::json!({
                "ok": true,
                "verdict": v.to_string(),
                "stage_ms": (took.as_secs_f64() * 1000.0 * 100.0).round() / 100.0,
            })
            .to_string(),
        )
            .into_response(),
        Some((v, _)) => json_error(StatusCode::UNPROCESSABLE_ENTITY, v.to_string()),
        None => no_answer(l),
    }
}
