//! What a display node reads from its leader: the config (without its
//! `[network]` section, which holds the tokens) and the journal's records
//! after a number, with the leader's session time. A node rebuilds the
//! leader's session from them exactly as a restart does from the journal.

use crate::core::tr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::{Shared, json_error};
use crate::live::StageTime;
use crate::store::ConfigSources;

/// The header saying the leader's session time when a journal answer was
/// read, in ms.
pub const STAGE_MS: &str = "x-megxadrez-stage-ms";

/// What the leader shares with its display nodes.
#[derive(Clone, Debug)]
pub struct Leader {
    /// The config as read, tokens removed.
    pub sources: ConfigSources,
    /// The journal file.
    pub journal: PathBuf,
    /// The stage's time.
    pub time: StageTime,
    /// The screens' logo files, as `GET /api/logos/N` serves them.
    pub logos: Vec<PathBuf>,
}

impl Leader {
    /// The leader of a stage whose config was read from `sources` (its
    /// screens' logo files `logos`), journaling into `journal`, on `time`.
    pub fn new(
        mut sources: ConfigSources,
        logos: Vec<PathBuf>,
        journal: PathBuf,
        time: StageTime,
    ) -> Leader {
        sources.text = without_network(&sources.text);
        Leader {
            logos,
            sources,
            journal,
            time,
        }
    }
}

/// A config's text without its `[network]` section (tokens, addresses):
/// nothing a node needs, and nothing a reader may see.
pub fn without_network(text: &str) -> String {
    match text.parse::<toml::Table>() {
        Ok(mut table) => {
            if table.remove("network").is_none() {
                return text.to_owned();
            }
            toml::to_string(&table).unwrap_or_default()
        }
        // Read and validated at the start: cannot happen; share nothing.
        Err(_) => String::new(),
    }
}

/// `GET /api/config`: the config's texts, as JSON.
pub async fn config(State(s): State<Arc<Shared>>) -> Response {
    match &s.leader {
        Some(leader) => (
            [(header::CONTENT_TYPE, "application/json")],
            serde_json::to_string(&leader.sources).unwrap_or_default(),
        )
            .into_response(),
        None => not_leading(&s),
    }
}

/// `GET /api/logos/N`: the config's N-th logo file (from 0, in the
/// config's order), for a display node to draw; only the config's own
/// files are served.
pub async fn logo(
    State(s): State<Arc<Shared>>,
    axum::extract::Path(n): axum::extract::Path<usize>,
) -> Response {
    let Some(leader) = &s.leader else {
        return not_leading(&s);
    };
    let Some(path) = leader.logos.get(n).cloned() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let jpeg = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("jpg") || e.eq_ignore_ascii_case("jpeg"));
    match tokio::task::spawn_blocking(move || std::fs::read(path)).await {
        Ok(Ok(bytes)) => (
            [(
                header::CONTENT_TYPE,
                if jpeg { "image/jpeg" } else { "image/png" },
            )],
            bytes,
        )
            .into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The `after` of `GET /api/journal?after=N`.
#[derive(serde::Deserialize)]
pub struct After {
    #[serde(default)]
    after: u64,
}

/// `GET /api/journal?after=N`: the journal's header line and every whole
/// record numbered above N, as the file holds them; the leader's session
/// time in [`STAGE_MS`].
pub async fn journal(State(s): State<Arc<Shared>>, Query(q): Query<After>) -> Response {
    let Some(leader) = &s.leader else {
        return not_leading(&s);
    };
    let now = leader.time.now_ms();
    let path = leader.journal.clone();
    let read = tokio::task::spawn_blocking(move || std::fs::read_to_string(path)).await;
    let text = match read {
        Ok(Ok(text)) => text,
        _ => {
            return json_error(
                StatusCode::SERVICE_UNAVAILABLE,
                tr!(s.language, "leader-journal-cannot-be-read").to_owned(),
            );
        }
    };
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_owned()),
            (header::HeaderName::from_static(STAGE_MS), now.to_string()),
        ],
        records_after(&text, q.after),
    )
        .into_response()
}

/// The header line and the whole records (a line ending in its newline)
/// numbered above `after`.
pub fn records_after(text: &str, after: u64) -> String {
    let mut lines = text.split_inclusive('\n');
    let mut out = lines.next().unwrap_or_default().to_owned();
    for line in lines.filter(|l| l.ends_with('\n')) {
        let seq = line
            .split_whitespace()
            .next()
            .and_then(|n| n.parse::<u64>().ok());
        if seq.is_some_and(|n| n > after) {
            out.push_str(line);
        }
    }
    out
}

fn not_leading(s: &Shared) -> Response {
    json_error(
        StatusCode::NOT_FOUND,
        tr!(s.language, "leader-this-stage-has-no-journal").to_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_network_section_and_its_tokens_are_not_shared() {
        let text = "[event]\nname = \"Final\"\n\n[network]\noperator_token = \"secret-token-123\"\n\n[[network.tables]]\nboards = [2]\ntoken = \"table-two-token\"\n";
        let shared = without_network(text);
        assert!(
            !shared.contains("secret") && !shared.contains("table-two"),
            "{shared}"
        );
        assert!(shared.contains("name = \"Final\""), "{shared}");
        let plain = "[event]\nname = \"X\"\n";
        assert_eq!(without_network(plain), plain);
    }

    #[test]
    fn only_whole_records_after_the_number_are_sent() {
        let text = "megxadrez-journal 2\n1 aa board 1 at 0 start\n2 bb board 1 at 1 move e4\n3 cc board 1 at 2 mo";
        assert_eq!(
            records_after(text, 1),
            "megxadrez-journal 2\n2 bb board 1 at 1 move e4\n"
        );
        assert_eq!(records_after(text, 5), "megxadrez-journal 2\n");
    }
}
