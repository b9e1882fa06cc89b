//! The Lichess Broadcast push: after each change, the live PGN goes to
//! `POST {url}/api/broadcast/round/{id}/push` with the broadcaster's token
//! — all of it to one round, or each round's games to that round's id.
//! Changes that come close together are pushed once; a refusal for load
//! (429) or a server error is retried with a growing pause; nothing of it
//! ever waits in the stage's frame (a task of the server's runtime, the
//! request itself on a blocking thread).

use crate::core::tr;
use std::time::Duration;

use crate::core::config::{Language, LichessPush, LichessRounds};
use crate::live::NetworkStatus;

use super::outbox::Outbox;

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

/// Each Lichess round's id and the PGN due there: the whole live PGN to
/// one round, or each round's games (by their `Round` tag) to its own.
pub fn bodies(rounds: &LichessRounds, pgn: &str) -> Vec<(String, String)> {
    match rounds {
        LichessRounds::One(id) => vec![(id.clone(), pgn.to_owned())],
        LichessRounds::ByRound(ids) => ids
            .iter()
            .enumerate()
            .map(|(i, id)| (id.clone(), super::routes::games_of_round(pgn, i as u32 + 1)))
            .filter(|(_, body)| !body.is_empty())
            .collect(),
    }
}

fn push(target: &LichessPush, round: &str, token: &str, pgn: &str, l: Language) -> Pushed {
    let url = format!("{}/api/broadcast/round/{round}/push", target.url);
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
        Err(e) => Pushed::Later(crate::i18n::http_reason(l, &e)),
    }
}

/// Pushes the outbox's PGN to `target` whenever it changes, until the outbox
/// is gone.
pub async fn push_loop(
    outbox: Outbox,
    target: LichessPush,
    token: String,
    status: NetworkStatus,
    l: Language,
) {
    let mut watch = outbox.watch();
    // What each round last got.
    let mut pushed: std::collections::HashMap<String, String> = Default::default();
    loop {
        if watch.changed().await.is_err() {
            return;
        }
        tokio::time::sleep(COALESCE).await;
        let mut pause = FIRST_PAUSE;
        loop {
            watch.borrow_and_update();
            let pgn = outbox.read(|c| c.pgn.clone());
            let due = bodies(&target.rounds, &pgn)
                .into_iter()
                .find(|(id, body)| !body.is_empty() && pushed.get(id) != Some(body));
            let Some((round, pgn)) = due else {
                break;
            };
            let (t, p) = (target.clone(), token.clone());
            let (r, body) = (round.clone(), pgn.clone());
            let outcome = tokio::task::spawn_blocking(move || push(&t, &r, &p, &body, l))
                .await
                .unwrap_or_else(|_| Pushed::Later(tr!(l, "web-task-stopped").to_owned()));
            match outcome {
                Pushed::Done => {
                    pushed.insert(round, pgn);
                    status.set(tr!(l, "lichess-lichess-pgn-pushed").to_owned());
                }
                Pushed::Refused(why) => {
                    pushed.insert(round, pgn);
                    let text = tr!(l, "lichess-lichess-refuses-push-why-check", why = why);
                    eprintln!("megxadrez: {text}");
                    status.set(text);
                }
                Pushed::Later(why) => {
                    let secs = pause.as_secs();
                    let text = tr!(
                        l,
                        "lichess-lichess-does-not-take-now",
                        why = why,
                        secs = secs
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rounds_games_go_to_that_rounds_id_and_a_round_without_one_stays_home() {
        let game = |round: &str, white: &str| {
            format!("[Event \"E\"]\n[Round \"{round}\"]\n[White \"{white}\"]\n\n1. e4 *\n\n")
        };
        let pgn = format!(
            "{}{}{}",
            game("1.1", "Ana"),
            game("2.1", "Brais"),
            game("3.1", "Carla")
        );
        let ids = LichessRounds::ByRound(vec!["round001".into(), "round002".into()]);
        let got = bodies(&ids, &pgn);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[0].0, "round001");
        assert!(
            got[0].1.contains("Ana") && !got[0].1.contains("Brais"),
            "{got:?}"
        );
        assert_eq!(got[1].0, "round002");
        assert!(
            got[1].1.contains("Brais") && !got[1].1.contains("Carla"),
            "{got:?}"
        );
        let one = bodies(&LichessRounds::One("allgames".into()), &pgn);
        assert_eq!(one, [("allgames".to_owned(), pgn.clone())]);
    }
}
