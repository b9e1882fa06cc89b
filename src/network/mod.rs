//! The product's server (`[network]`): a thread of its own running axum on
//! tokio, fed by the stage through [`Outbox`] after every frame that changed
//! something, and sending the remote tables' commands to the one bridge as
//! the terminal does — so they are validated, journaled and answered the
//! same way, and the stage never waits for a client.

pub mod access;
pub mod admission;
pub mod entrants;
pub mod follow;
pub mod hall_address;
pub mod hall_guard;
pub mod lichess;
pub mod limits;
pub mod osc;
pub mod outbox;
pub mod routes;
pub mod state;
pub mod tls;

use crate::core::tr;
use std::net::SocketAddr;
use std::sync::Arc;

use bevy::prelude::*;

pub use outbox::Outbox;

use crate::core::config::NetworkConfig;
use crate::live::{AppSystems, Inbound, SessionEvent, SessionState, StageTime};

pub use crate::live::yield_to_stage;

/// Raises this process's limit of open files (the soft one, up to the
/// hard one) to at least `wanted`: the server's connections each hold one,
/// and the stage must still open its journal, the live PGN and its sounds
/// when every connection slot is taken.
pub fn allow_open_files(wanted: u64) {
    #[cfg(target_os = "linux")]
    // SAFETY: getrlimit and setrlimit read and write the struct passed by
    // reference only; a failure leaves the limit as it was.
    unsafe {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < wanted {
            limit.rlim_cur = wanted.min(limit.rlim_max);
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = wanted;
}

/// The outbox the stage writes, as a resource.
#[derive(Resource, Clone)]
pub struct NetworkOutbox(pub Outbox);

/// Starts the server of `event`'s `config` (its `[network]`) on its own
/// thread: listening on `config.listen` (the address actually bound is
/// returned: port 0 picks a free one), its board commands sent on `inbox`
/// and its cues on `cues`; and the OSC listener when `config.osc` is set.
/// The operator's and announcer's tokens may come from the environment
/// (`MEGXADREZ_OPERATOR_TOKEN`, `MEGXADREZ_ANNOUNCER_TOKEN`).
pub fn start(
    event: &crate::core::config::EventConfig,
    config: &NetworkConfig,
    outbox: Outbox,
    inbox: crossbeam_channel::Sender<Inbound>,
    wake: crate::live::WakeSlot,
    status: crate::live::NetworkStatus,
    leader: Option<routes::leader::Leader>,
    cues: crossbeam_channel::Sender<crate::live::RemoteCue>,
    codes: Option<crate::core::table_codes::CodeKey>,
    clips: Option<crate::clips::Shelf>,
) -> Result<Started, String> {
    let language = event.event.language;
    let listener = std::net::TcpListener::bind(config.listen).map_err(|e| {
        let why = crate::core::config::io_reason(language, &e);
        tr!(
            language,
            "network-cannot-listen-listen-why",
            listen = config.listen,
            why = why
        )
    })?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    listener.set_nonblocking(true).map_err(|e| e.to_string())?;
    // The Lichess push, when configured: its token from the config or
    // the environment (`LICHESS_TOKEN`).
    let push = match &config.lichess {
        Some(target) => {
            let token = std::env::var("LICHESS_TOKEN")
                .ok()
                .filter(|t| !t.trim().is_empty())
                .or_else(|| target.token.clone())
                .ok_or_else(|| {
                    tr!(language, "network-network-lichess-needs-broadcasters-token").to_owned()
                })?;
            Some((outbox.clone(), target.clone(), token))
        }
        None => None,
    };
    let access = Arc::new(access::Access::new(
        config.clone(),
        std::env::var("MEGXADREZ_OPERATOR_TOKEN").ok(),
        std::env::var("MEGXADREZ_ANNOUNCER_TOKEN").ok(),
        language,
    )?);
    // The announcer's remote control, when the config opens it.
    let osc = match config.osc {
        Some(addr) => Some(osc::start(
            addr,
            osc::Guard {
                loopback: addr.ip().is_loopback(),
                allow: config.osc_allow.clone(),
                access: access.clone(),
            },
            cues.clone(),
            inbox.clone(),
            wake.clone(),
            language,
        )?),
        None => None,
    };
    // HTTPS, when the config gives a certificate: read now, so that a
    // file that cannot be used stops the start with its reason.
    let tls = config
        .tls
        .as_ref()
        .map(|files| tls::server_config(files, language))
        .transpose()?;
    let secure = tls.is_some();
    let limits = limits::Limits::with_connections(config.max_connections, config.per_address);
    // Room for every connection (those read for a token too) and for the
    // stage's own files besides.
    allow_open_files((limits.connections + limits.reserved + limits::PROBATION) as u64 + 256);
    let tokens: limits::TokenCheck = {
        let access = access.clone();
        Arc::new(move |token: &str| access.grant_of(token).is_some())
    };
    let shared = Arc::new(routes::Shared {
        outbox,
        access,
        loopback_only: bound.ip().is_loopback(),
        inbox,
        wake,
        language,
        letters: event.piece_letters(),
        screens: event.screens.iter().map(|s| s.name.clone()).collect(),
        leader,
        cues,
        cue_names: event.audio.cues.iter().map(|c| c.name.clone()).collect(),
        codes,
        table_reports: config.table_reports,
        hall: Default::default(),
        clips,
    });
    std::thread::Builder::new()
        .name("network".into())
        .spawn(move || {
            yield_to_stage();
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .on_thread_start(yield_to_stage)
                .enable_all()
                .build()
            {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("network: {e}");
                    return;
                }
            };
            runtime.block_on(async move {
                if let Some((outbox, target, token)) = push {
                    tokio::spawn(lichess::push_loop(outbox, target, token, status, language));
                }
                let served = async {
                    // (Through `tap_io`, whose address axum hands to the
                    // routes as the client's.)
                    use axum::serve::ListenerExt;
                    let listener =
                        limits::Guarded::new(tokio::net::TcpListener::from_std(listener)?, limits);
                    listener.return_memory_after_crowds();
                    let app =
                        routes::router(shared).into_make_service_with_connect_info::<SocketAddr>();
                    match tls {
                        Some(tls) => {
                            let listener = tls::TlsListener::new(listener, tls)?.tap_io(|_| {});
                            axum::serve(listener, app).await
                        }
                        // Plain HTTP: a token holder's request is read
                        // past the public pool.
                        None => {
                            let listener = listener.with_tokens(tokens).tap_io(|_| {});
                            axum::serve(listener, app).await
                        }
                    }
                };
                if let Err(e) = served.await {
                    eprintln!("network: {e}");
                }
            });
        })
        .map_err(|e| e.to_string())?;
    Ok(Started {
        http: bound,
        tls: secure,
        osc,
    })
}

/// Where the server listens.
#[derive(Clone, Copy, Debug)]
pub struct Started {
    /// HTTP (the address actually bound).
    pub http: SocketAddr,
    /// Whether it speaks HTTPS there.
    pub tls: bool,
    /// OSC (UDP), when the config opens it.
    pub osc: Option<SocketAddr>,
}

/// The outbox's state and PGN from `session` at session instant `now_ms`,
/// before the stage publishes its first (a client served before the
/// stage's first frame gets the session as the journal left it).
pub fn seed(outbox: &Outbox, session: &crate::core::session::Session, now_ms: u64) {
    let names = state::public_names(session);
    let wall = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let mut snapshot = state::state(session, now_ms, wall.as_millis() as u64);
    state::shown_names(&mut snapshot, &names);
    let pgn = crate::core::session_pgn::write_session(
        session,
        &crate::core::pgn::date_of(wall.as_secs()),
    );
    outbox.set_state(snapshot.to_string(), state::shown_text(&pgn, &names));
}

/// Keeps the outbox current: each board event as a numbered change, and the
/// state and PGN again whenever the session changed (or a message of the
/// hall's board went by itself).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        publish
            .in_set(AppSystems::Publish)
            .after(crate::live::DeskPublished),
    );
}

#[allow(clippy::too_many_arguments)]
fn publish(
    outbox: Option<Res<NetworkOutbox>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    desk: Option<Res<crate::live::DeskView>>,
    mut events: MessageReader<SessionEvent>,
    mut revision: Local<Option<(u64, usize)>>,
    mut logged: Local<u64>,
    mut pgn: Local<crate::core::session_pgn::SessionPgn>,
) {
    let Some(outbox) = outbox else {
        events.clear();
        return;
    };
    // People's names as the public pages show them (`public_names`), in
    // every change, log line, state and PGN the server hands out.
    let names = state::public_names(&session.0);
    for e in events.read() {
        let mut change = state::change(e.board, e.at_ms, &e.event);
        state::shown_names(&mut change, &names);
        outbox.0.push(change.to_string());
    }
    // The public address publishes its desk only when it changed.
    let desk_changed = desk.as_ref().is_some_and(|d| d.is_changed());
    // The announcer's log, line by line, as its page follows it.
    if let Some(desk) = desk.as_ref().filter(|_| desk_changed) {
        let from = *logged;
        for (n, line) in desk.log.iter().filter(|(n, _)| *n > from) {
            let mut line = state::log_line(*n, line);
            state::shown_names(&mut line, &names);
            outbox.0.push(line.to_string());
            *logged = *n;
        }
    }
    let now_revision = session.0.revision();
    let messages_up = session.0.hall().up(time.now_ms()).count();
    let mark = (now_revision, messages_up);
    if *revision == Some(mark) && !desk_changed {
        return;
    }
    *revision = Some(mark);
    let wall = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let mut snapshot = state::state(&session.0, time.now_ms(), wall.as_millis() as u64);
    if let Some(desk) = &desk {
        snapshot["public_address"] = state::public_address(desk);
    }
    state::shown_names(&mut snapshot, &names);
    let pgn = state::shown_text(
        &pgn.text(&session.0, &crate::core::pgn::date_of(wall.as_secs())),
        &names,
    );
    outbox.0.set_state(snapshot.to_string(), pgn);
    outbox
        .0
        .push(serde_json::json!({ "kind": "state", "revision": now_revision }).to_string());
}
