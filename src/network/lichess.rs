//! The Lichess Broadcast push: after each change, the live PGN goes to
//! `POST {url}/api/broadcast/round/{id}/push` with the broadcaster's token.
//! Changes that come close together are pushed once; a refusal for load
//! (429) or a server error is retried with a growing pause; nothing of it
//! ever waits in the stage's frame (a task of the server's runtime, the
//! request itself on a blocking thread).

use std::time::Duration;

use crate::core::config::{Language, LichessPush};
use crate::live::NetworkStatus;

use super::feed::Feed;

/// How long changes are gathered before a push.
pub const COALESCE: Duration = Duration::from_millis(500);
/// The first pause after a refusal; each next one doubles, up to [`MAX_PAUSE`].
pub const FIRST_PAUSE: Duration = Duration::from_secs(1);
/// The longest pause between tries.
pub const MAX_PAUSE: Duration = Duration::from_secs(60);

/// What one push got.
enum Pushed {
    Done,
    /// Try again later (429, 5xx, no connection).
    Later(String),
    /// Do not try this PGN again (another 4xx: a wrong token or round).
    Refused(String),
}

fn push(target: &LichessPush, token: &str, pgn: &str) -> Pushed {
    let url = format!("{}/api/broadcast/round/{}/push", target.url, target.round);
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    match agent
        .post(&url)
        .header("Authorization", &format!("Bearer {token}"))
        .content_type("text/plain; charset=utf-8")
        .send(pgn)
    {
        Ok(_) => Pushed::Done,
        Err(ureq::Error::StatusCode(code)) if code == 429 || code >= 500 => {
            Pushed::Later(code.to_string())
        }
        Err(ureq::Error::StatusCode(code)) => Pushed::Refused(code.to_string()),
        Err(e) => Pushed::Later(e.to_string()),
    }
}

/// Pushes the feed's PGN to `target` whenever it changes, until the feed
/// is gone.
pub async fn push_loop(
    feed: Feed,
    target: LichessPush,
    token: String,
    status: NetworkStatus,
    l: Language,
) {
    let mut watch = feed.watch();
    let mut pushed = String::new();
    loop {
        if watch.changed().await.is_err() {
            return;
        }
        tokio::time::sleep(COALESCE).await;
        let mut pause = FIRST_PAUSE;
        loop {
            watch.borrow_and_update();
            let pgn = feed.read(|c| c.pgn.clone());
            if pgn == pushed || pgn.is_empty() {
                break;
            }
            let (t, p) = (target.clone(), token.clone());
            let body = pgn.clone();
            let outcome = tokio::task::spawn_blocking(move || push(&t, &p, &body))
                .await
                .unwrap_or_else(|e| Pushed::Later(e.to_string()));
            match outcome {
                Pushed::Done => {
                    pushed = pgn;
                    status.set(l.pick(
                        "Lichess: PGN enviado".to_owned(),
                        "Lichess: PGN enviado".to_owned(),
                        "Lichess: PGN pushed".to_owned(),
                    ));
                    break;
                }
                Pushed::Refused(why) => {
                    pushed = pgn;
                    let text = l.pick(
                        format!("Lichess rechaza el envío ({why}): mira el token y la ronda"),
                        format!("Lichess rexeita o envío ({why}): mira o token e a rolda"),
                        format!("Lichess refuses the push ({why}): check the token and the round"),
                    );
                    eprintln!("megxadrez: {text}");
                    status.set(text);
                    break;
                }
                Pushed::Later(why) => {
                    let secs = pause.as_secs();
                    let text = l.pick(
                        format!("Lichess no acepta ahora ({why}): otra vez en {secs} s"),
                        format!("Lichess non acepta agora ({why}): outra vez en {secs} s"),
                        format!("Lichess does not take it now ({why}): again in {secs} s"),
                    );
                    eprintln!("megxadrez: {text}");
                    status.set(text);
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(MAX_PAUSE);
                }
            }
        }
    }
}
