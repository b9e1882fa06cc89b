//! Boards fed from outside (`[[feeds]]`): one thread per fed board reads
//! its PGN source (a file, or an address over HTTP) every few seconds and,
//! when it changed, hands the game to the stage's bridge, which brings the
//! board to it through the referee and the journal like any command. What
//! goes wrong (a missing file, a server down, an illegal move) is said on
//! the stage's terminal once, until it changes.

use std::time::Duration;

use crossbeam_channel::Sender;

use crate::core::config::{FeedConfig, FeedSource, Language};
use crate::live::{Inbound, WakeSlot};

/// Starts reading every fed board's source.
pub fn start(feeds: &[FeedConfig], language: Language, to: Sender<Inbound>, wake: WakeSlot) {
    for feed in feeds.iter().cloned() {
        let (to, wake) = (to.clone(), wake.clone());
        let _ = std::thread::Builder::new()
            .name(format!("feed {}", feed.board))
            .spawn(move || follow(feed, language, to, wake));
    }
}

/// The text at `source`, or why not.
fn read(source: &FeedSource, agent: &ureq::Agent, l: Language) -> Result<String, String> {
    match source {
        FeedSource::File(path) => {
            std::fs::read_to_string(path).map_err(|e| crate::core::config::io_reason(l, &e))
        }
        FeedSource::Url(url) => agent
            .get(url)
            .call()
            .map_err(|e| crate::i18n::http_reason(l, &e))?
            .body_mut()
            .read_to_string()
            .map_err(|e| crate::i18n::http_reason(l, &e)),
    }
}

fn follow(feed: FeedConfig, l: Language, to: Sender<Inbound>, wake: WakeSlot) {
    crate::live::yield_to_stage();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into();
    let mut last: Option<String> = None;
    let mut said: Option<String> = None;
    let mut say = |why: Option<String>| {
        if why != said {
            if let Some(why) = &why {
                eprintln!(
                    "megxadrez: {} {}: {}: {why}",
                    crate::i18n::strings(l).board,
                    feed.board,
                    feed.source
                );
            }
            said = why;
        }
    };
    loop {
        match read(&feed.source, &agent, l) {
            Ok(text) if last.as_ref() != Some(&text) => {
                match crate::core::feed::game_of(&text, feed.game) {
                    Ok(game) => {
                        if to.send(Inbound::Fed(feed.board, Box::new(game))).is_err() {
                            return;
                        }
                        wake.wake();
                        last = Some(text);
                        say(None);
                    }
                    Err(e) => say(Some(e.text(l))),
                }
            }
            Ok(_) => {}
            Err(why) => say(Some(why)),
        }
        std::thread::sleep(Duration::from_millis(feed.every_ms));
    }
}
