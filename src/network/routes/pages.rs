//! The pages a browser opens: the index of the event's screens, each web
//! mirror, the remote table's page, the announcer's page, and a page that
//! is not there.

use super::*;
use crate::core::tr;

pub(super) async fn not_found(State(s): State<Arc<Shared>>) -> Response {
    json_error(
        StatusCode::NOT_FOUND,
        tr!(s.language, "pages-no-such-address-api-state").to_owned(),
    )
}

/// JSON that may stand inside a `<script>` element.
pub(super) fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// `GET /screen/NAME`: the web mirror of a configured screen, drawn in the
/// browser from the state and its changes.
pub(super) async fn mirror(State(s): State<Arc<Shared>>, Path(name): Path<String>) -> Response {
    let l = s.language;
    if !s.screens.contains(&name) {
        return json_error(
            StatusCode::NOT_FOUND,
            tr!(
                l,
                "pages-there-no-screen-name2-screens",
                name = name,
                join = s.screens.join(", "),
                name_quoted = format!("{name:?}")
            ),
        );
    }
    use crate::core::config::ScreenLayout as L;
    let layouts = [
        L::Final,
        L::Mirrors,
        L::Standings,
        L::Pairings,
        L::Match,
        L::Carousel,
        L::Bracket,
        L::Crosstable,
        L::Categories,
        L::Welcome,
        L::Sponsors,
    ];
    let word = |x: L| crate::i18n::layout_word(l, x);
    let words = serde_json::json!({
        "lost": tr!(l, "pages-connection-lost"),
        "screen": tr!(l, "pages-mirror-screen", name = name.clone()),
        "layouts": layouts
            .iter()
            .map(|&x| (x.name().to_owned(), word(x).into()))
            .collect::<serde_json::Map<_, _>>(),
        // What the page shows instead of a screen it does not draw.
        "elsewhere": layouts
            .iter()
            .map(|&x| {
                let said = tr!(l, "pages-mirror-elsewhere", layout = word(x));
                (x.name().to_owned(), said.into())
            })
            .collect::<serde_json::Map<_, _>>(),
        "place": tr!(l, "screen-place"),
        "entrant": tr!(l, "screen-entrant"),
        "points": tr!(l, "screen-points"),
        "white_on_top": tr!(l, "screen-pairings-white-on-top"),
        "no_player": tr!(l, "screen-no-player"),
    });
    page(MIRROR, &s.outbox, &serde_json::json!(name), &words)
}

/// Every page says what of it does not fit its window's width, in
/// `data-overflow` on its body (a list; empty when everything fits): an
/// element that reaches past the right or left edge, or whose own text is
/// cut (it scrolls sideways inside a box that hides it). A phone at 360 px
/// must show all of every page; the tests read this as Chromium lays the
/// page out.
const FIT_CHECK: &str = include_str!("../fit_check.js");

/// `followState(apply)`, for a page that follows the state as it changes
/// (the follow page, the overlays): put where the page says
/// `/*STATE-FOLLOW*/`.
const STATE_FOLLOW: &str = include_str!("../state_follow.js");

/// A page with its data put in: the screen's name (or null), its words in
/// the event's language, and the state as it stands (so that it draws at
/// once).
pub(super) fn page(
    html: &str,
    outbox: &Outbox,
    name: &serde_json::Value,
    words: &serde_json::Value,
) -> Response {
    let state: serde_json::Value = serde_json::from_str(&served_state(outbox)).unwrap_or_default();
    let data = format!(
        "<script type=\"application/json\" id=\"screen-name\">{}</script>\n\
         <script type=\"application/json\" id=\"words\">{}</script>\n\
         <script type=\"application/json\" id=\"initial-state\">{}</script>\n\
         <script>{FIT_CHECK}</script>",
        script_json(name),
        script_json(words),
        script_json(&state)
    );
    html_response(
        // The page's own marker first: the data (names) cannot hold it then.
        html.replacen("/*STATE-FOLLOW*/", STATE_FOLLOW, 1)
            .replacen("<!--DATA-->", &data, 1),
    )
}

/// A page of the server, with the headers that keep it out of another
/// site's frame (its buttons act with the token the browser keeps).
pub(super) fn html_response(body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::X_FRAME_OPTIONS, "DENY"),
            (
                header::CONTENT_SECURITY_POLICY,
                "frame-ancestors 'none'; default-src 'self'; script-src 'self' 'unsafe-inline'; \
                 style-src 'self' 'unsafe-inline'; img-src 'self' data:",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        body,
    )
        .into_response()
}

/// `GET /`: what a person who types the stage's address finds: the event's
/// screens, the remote table's page and the PGN, as links.
pub(super) async fn index(State(s): State<Arc<Shared>>) -> Response {
    let l = s.language;
    let event = s
        .outbox
        .read(|c| serde_json::from_str::<serde_json::Value>(&c.state).ok())
        .and_then(|v| v.get("event").and_then(|e| e.as_str()).map(str::to_owned))
        .unwrap_or_default();
    let mut links = String::new();
    for name in &s.screens {
        let href = format!("/screen/{}", percent_path(name));
        links.push_str(&format!(
            "<li><a href=\"{href}\">{} {}</a></li>\n",
            html_text(tr!(l, "pages-screen")),
            html_text(name)
        ));
    }
    let title = tr!(l, "pages-events-screens");
    let tables = tr!(l, "pages-remote-table-with-its-token");
    let announcer = tr!(l, "pages-announcers-page");
    let pgn = tr!(l, "pages-games-as-pgn");
    let api = tr!(l, "pages-state-as-json");
    let lang = crate::core::words::code(l);
    let body = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{event}</title><style>body{{font-family:sans-serif;font-size:20px;margin:4vmin;\
         background:#101418;color:#eef0f2}}a{{color:#9cc8ff}}li{{margin:.5em 0}}</style></head>\
         <body><h1>{event}</h1><h2>{title}</h2><ul>\n{links}</ul><ul>\
         <li><a href=\"/table\">{tables}</a></li><li><a href=\"/announcer\">{announcer}</a></li><li><a href=\"/live.pgn\">{pgn}</a></li>\
         <li><a href=\"/api/state\">{api}</a></li></ul></body></html>\n",
        event = html_text(&event),
    );
    html_response(body)
}

/// `text` as HTML text (no markup of its own).
pub(super) fn html_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A screen's name as a path segment.
pub(super) fn percent_path(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// `GET /table`: the remote table's page, where a table's operator enters
/// the moves, clock events and results of the boards the token is for.
pub(super) async fn table(State(s): State<Arc<Shared>>) -> Response {
    let l = s.language;
    let actions: Vec<(&str, &str)> = [
        (tr!(l, "pages-start"), "start"),
        (tr!(l, "pages-pause"), "pause"),
        (tr!(l, "pages-resume"), "resume"),
        (tr!(l, "pages-illegal-move"), "illegal"),
        (tr!(l, "pages-draw"), "draw"),
        (tr!(l, "pages-white-resigns"), "resign white"),
        (tr!(l, "pages-black-resigns"), "resign black"),
        (tr!(l, "pages-whites-flag"), "flag white"),
        (tr!(l, "pages-blacks-flag"), "flag black"),
        (tr!(l, "pages-undo"), "undo"),
    ]
    .into_iter()
    .collect();
    let words = serde_json::json!({
        "board": tr!(l, "pages-board"),
        "white": crate::i18n::strings(l).white,
        "black": crate::i18n::strings(l).black,
        "token": tr!(l, "pages-tables-token"),
        "command": tr!(l, "pages-move-or-command"),
        "send": tr!(l, "pages-send"),
        "need_token": tr!(l, "pages-tables-token-missing"),
        "lost": tr!(l, "pages-connection-lost"),
        "confirm": tr!(l, "pages-board-board-what-another-tap"),
        "call": tr!(l, "pages-call-the-arbiter"),
        "calling": tr!(l, "pages-arbiter-called"),
        "actions": actions,
    });
    page(TABLE, &s.outbox, &serde_json::Value::Null, &words)
}

/// `GET /announcer`: the announcer's page, for a phone or a laptop: the
/// cues, GO, the panic stop, the volume and mute, the round's time, the
/// boards at a glance, the hall's messages and the announcer's log; every
/// action with the announcer's or the operator's token, which the browser
/// keeps.
pub(super) async fn announcer(State(s): State<Arc<Shared>>) -> Response {
    let l = s.language;
    let strings = crate::i18n::strings(l);
    let mut words = serde_json::json!({
        "lang": crate::core::words::code(l),
        "title": tr!(l, "announcer-page-title"),
        "token": tr!(l, "announcer-page-token"),
        "need_token": tr!(l, "announcer-page-token-missing"),
        "stop": tr!(l, "announcer-page-stop"),
        "go": tr!(l, "announcer-page-go"),
        "go_done": tr!(l, "announcer-page-go-done"),
        "go_none": tr!(l, "announcer-page-go-none"),
        "go_reset": tr!(l, "announcer-page-go-reset"),
        "go_reset_confirm": tr!(l, "announcer-page-go-reset-confirm"),
        "cues": tr!(l, "announcer-page-cues"),
        "volume": tr!(l, "announcer-page-volume"),
        "mute": tr!(l, "announcer-page-mute"),
        "unmute": tr!(l, "announcer-page-unmute"),
        "automatic": tr!(l, "announcer-page-automatic"),
        "round": tr!(l, "announcer-page-round"),
        "round_left": tr!(l, "announcer-page-round-left"),
        "round_over": tr!(l, "announcer-page-round-over"),
        "round_not_started": tr!(l, "announcer-page-round-not-started"),
        "round_paused": tr!(l, "announcer-page-round-paused"),
        "round_elapsed": tr!(l, "announcer-page-round-elapsed"),
        "boards": tr!(l, "announcer-page-boards"),
        "board": tr!(l, "pages-board"),
        "white": strings.white,
        "black": strings.black,
        "to_move": tr!(l, "announcer-page-to-move"),
        "not_started": tr!(l, "announcer-page-not-started"),
        "messages": tr!(l, "announcer-page-messages"),
        "messages_none": tr!(l, "announcer-page-messages-none"),
        "message_text": tr!(l, "announcer-page-message-text"),
        "message_hint": tr!(l, "announcer-message-hint"),
        "banner": tr!(l, "announcer-page-banner"),
        "full": tr!(l, "announcer-page-full"),
        "clear": tr!(l, "announcer-page-clear"),
        "clear_confirm": tr!(l, "announcer-page-clear-confirm"),
        "log": tr!(l, "announcer-page-log"),
        "lines": tr!(l, "announcer-page-lines"),
        "line_one": tr!(l, "announcer-page-line-one"),
        "lost": tr!(l, "pages-connection-lost"),
    });
    // The speech's controls (apart: one `json!` this long reaches the
    // macro's recursion limit).
    for (key, text) in [
        ("speech", tr!(l, "announcer-speech")),
        ("speech_moves", tr!(l, "desk-speech-moves")),
        ("speech_results", tr!(l, "desk-speech-results")),
        ("speech_pairings", tr!(l, "desk-speech-pairings")),
        ("read_pairings", tr!(l, "announcer-read-pairings")),
    ] {
        words[key] = text.into();
    }
    // A typed message's minutes and countdown (apart: one json! of every
    // word is past the macro's recursion limit).
    words["minutes"] = tr!(l, "announcer-page-minutes").into();
    words["countdown"] = tr!(l, "announcer-page-countdown").into();
    let most_minutes = crate::core::hall::MOST_SECONDS / 60;
    words["most_minutes"] = most_minutes.into();
    words["minutes_wrong"] = tr!(l, "announcer-page-minutes-wrong", most = most_minutes).into();
    words["countdown_minutes"] = tr!(l, "announcer-page-countdown-minutes").into();
    page(ANNOUNCER, &s.outbox, &serde_json::Value::Null, &words)
}

/// The hall's pages: the entrance's check-in, a table's page, the
/// arbiter's phone.
const CHECKIN: &str = include_str!("../hall_pages/checkin.html");
const BOARD: &str = include_str!("../hall_pages/board.html");
const ARBITER: &str = include_str!("../hall_pages/arbiter.html");

/// The words every hall page shares.
fn hall_words(l: crate::core::config::Language) -> serde_json::Value {
    let strings = crate::i18n::strings(l);
    serde_json::json!({
        "lang": crate::core::words::code(l),
        "lost": tr!(l, "pages-connection-lost"),
        "need_token": tr!(l, "hall-page-need-token"),
        "counts": tr!(l, "hall-page-counts"),
        "white": strings.white,
        "black": strings.black,
        "results": [["1-0", "1-0"], [tr!(l, "hall-page-draw"), "1/2"], ["0-1", "0-1"]],
        "status": {
            "pending": tr!(l, "hall-page-pending"),
            "reported": tr!(l, "hall-page-reported"),
            "disputed": tr!(l, "hall-page-disputed-status"),
            "confirmed": tr!(l, "hall-page-confirmed"),
        },
    })
}

/// `GET /checkin`: the entrance's tablet (the kiosk's token).
pub(super) async fn checkin(State(s): State<Arc<Shared>>) -> Response {
    let l = s.language;
    let mut words = hall_words(l);
    for (key, id) in [
        ("title", "hall-page-title-checkin"),
        ("token", "hall-page-token-kiosk"),
        ("search", "hall-page-search"),
        ("here", "hall-page-here"),
        ("undo", "hall-page-undo"),
        ("welcome", "hall-page-welcome"),
        ("undone", "hall-page-undone"),
    ] {
        words[key] = crate::core::words::word(l, id).into();
    }
    page(CHECKIN, &s.outbox, &serde_json::Value::Null, &words)
}

/// `GET /board/N`: table N's page for its players (their codes).
pub(super) async fn board(State(s): State<Arc<Shared>>, Path(table): Path<String>) -> Response {
    let l = s.language;
    let Some(table) = BoardNo::read(&table) else {
        return json_error(
            StatusCode::NOT_FOUND,
            tr!(l, "hall-routes-no-table", table = table),
        );
    };
    let mut words = hall_words(l);
    for (key, id) in [
        ("heading", "hall-page-heading"),
        ("title", "hall-page-title-board"),
        ("code", "hall-page-code"),
        ("need_code", "hall-page-need-code"),
        ("no_table", "hall-page-no-table"),
        ("call", "hall-page-call"),
        ("calling", "hall-page-calling-board"),
        ("reports_off", "hall-routes-reports-off"),
    ] {
        words[key] = crate::core::words::word(l, id).into();
    }
    page(BOARD, &s.outbox, &serde_json::json!(table.number()), &words)
}

const FOLLOW: &str = include_str!("../hall_pages/follow.html");

/// `GET /follow`: a team or a player for the parents in the stands.
pub(super) async fn follow(
    State(s): State<Arc<Shared>>,
    headers: axum::http::HeaderMap,
    query: axum::extract::RawQuery,
) -> Response {
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let l = page_language(query.0.as_deref().unwrap_or(""), asked, s.language);
    let mut words = hall_words(l);
    for (key, id) in [
        ("search", "follow-search"),
        ("pick", "follow-pick"),
        ("standing", "follow-standing"),
        ("now", "follow-now"),
        ("pairing", "follow-pairing"),
        ("waiting", "follow-waiting"),
        ("live", "follow-live"),
        ("to_move", "follow-to-move"),
        ("results", "follow-results"),
        ("game", "follow-game"),
        ("bye", "follow-bye"),
        ("match", "follow-match"),
        ("clip", "follow-clip"),
        ("illegal", "follow-illegal"),
        ("mover", "overlay-mover"),
        ("category", "follow-category"),
        ("under", "follow-under"),
        ("listen", "follow-listen"),
        ("listening", "follow-listening"),
        ("said", "follow-said"),
        ("speech_queued", "follow-speech-queued"),
        ("speech_speaking", "follow-speech-speaking"),
        ("speech_done", "follow-speech-done"),
        ("speech_failed", "follow-speech-failed"),
    ] {
        words[key] = crate::core::words::word(l, id).into();
    }
    // Each phrase a move is said with, in the page's language.
    let say: serde_json::Map<String, serde_json::Value> = crate::core::spoken::all_keys()
        .into_iter()
        .filter_map(|k| crate::core::spoken::key_text(l, &k).map(|t| (k, t.into())))
        .collect();
    words["say"] = say.into();
    page(FOLLOW, &s.outbox, &serde_json::Value::Null, &words)
}

/// The language a public page speaks: `?lang=gl` if given, else the first
/// of the browser's (`Accept-Language`, by preference) among the
/// product's, else the event's.
pub fn page_language(
    query: &str,
    accept: &str,
    event: crate::core::config::Language,
) -> crate::core::config::Language {
    use crate::core::config::Language as L;
    let of = |tag: &str| -> Option<L> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "es" => Some(L::Es),
            "gl" => Some(L::Gl),
            "en" => Some(L::En),
            _ => None,
        }
    };
    if let Some(l) = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("lang="))
        .and_then(of)
    {
        return l;
    }
    let mut offered: Vec<(f32, usize, L)> = accept
        .split(',')
        .enumerate()
        .filter_map(|(i, item)| {
            let mut parts = item.split(';');
            let l = of(parts.next()?)?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            (q > 0.0).then_some((q, i, l))
        })
        .collect();
    offered.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    offered.first().map_or(event, |o| o.2)
}

/// `GET /manifest.webmanifest`: the follow page kept on a phone's home
/// screen, under the event's name, opening on the team or player it
/// followed last.
pub(super) async fn manifest(State(s): State<Arc<Shared>>) -> Response {
    let event = s
        .outbox
        .read(|c| serde_json::from_str::<serde_json::Value>(&c.state).ok())
        .and_then(|v| v.get("event").and_then(|e| e.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "MegXadrez".to_owned());
    let body = serde_json::json!({
        "name": event,
        "short_name": "MegXadrez",
        "lang": crate::core::words::code(s.language),
        "start_url": "/follow",
        "scope": "/",
        "display": "standalone",
        "background_color": "#000000",
        "theme_color": "#000000",
    });
    (
        [(header::CONTENT_TYPE, "application/manifest+json")],
        body.to_string(),
    )
        .into_response()
}

const OVERLAY: &str = include_str!("../hall_pages/overlay.html");

/// `GET /overlay/KIND`: a stream's browser source (OBS) on a transparent
/// page: `final` (the final's lower third, `?board=N`), `vertical` (the
/// final for a 9:16 picture), `score` (a school match's score bar,
/// `?table=N`), `ticker` (the results, one at a time).
pub(super) async fn overlay(
    State(s): State<Arc<Shared>>,
    axum::extract::Path(kind): axum::extract::Path<String>,
) -> Response {
    if !matches!(kind.as_str(), "final" | "vertical" | "score" | "ticker") {
        return not_found(State(s)).await;
    }
    let l = s.language;
    let word = |id: &'static str| crate::core::words::word(l, id);
    let words = serde_json::json!({
        "kind": kind,
        "mover": word("overlay-mover"),
        "armageddon": tr!(l, "screen-armageddon"),
        "board_result": word("overlay-board-result"),
        "board": word("overlay-board"),
        "results": word("follow-results"),
        "match": word("follow-match"),
    });
    page(OVERLAY, &s.outbox, &serde_json::Value::Null, &words)
}

/// `GET /arbiter`: the arbiter's phone (the arbiter's token).
pub(super) async fn arbiter(State(s): State<Arc<Shared>>) -> Response {
    let l = s.language;
    let mut words = hall_words(l);
    for (key, id) in [
        ("title", "hall-page-title-arbiter"),
        ("token", "hall-page-token-arbiter"),
        ("calls", "hall-page-calls"),
        ("calling", "hall-page-calling"),
        ("answered", "hall-page-answered"),
        ("no_calls", "hall-page-no-calls"),
        ("decide", "hall-page-decide"),
        ("disputed", "hall-page-disputed"),
        ("reported", "hall-page-reported-one"),
        ("nothing", "hall-page-nothing"),
        ("door", "hall-page-door"),
        ("check_in", "hall-page-check-in"),
        ("tables", "hall-page-tables"),
        ("table", "hall-page-table"),
        ("lineups", "hall-page-lineups"),
        ("save_lineup", "hall-page-save-lineup"),
    ] {
        words[key] = crate::core::words::word(l, id).into();
    }
    page(ARBITER, &s.outbox, &serde_json::Value::Null, &words)
}

#[cfg(test)]
mod tests {
    use super::page_language;
    use crate::core::config::Language as L;

    #[test]
    fn a_public_page_speaks_the_browsers_language_among_the_products() {
        // A Galician phone, a Spanish one, an English one.
        assert_eq!(page_language("", "gl-ES,gl;q=0.9,es;q=0.8", L::Es), L::Gl);
        assert_eq!(page_language("", "es-ES,es;q=0.9", L::Gl), L::Es);
        assert_eq!(page_language("", "en-GB,en;q=0.9", L::Es), L::En);
        // Preference, not order; the first of ours that is offered.
        assert_eq!(page_language("", "en;q=0.5,gl;q=0.8", L::Es), L::Gl);
        assert_eq!(page_language("", "fr-FR,fr;q=0.9,en;q=0.7", L::Es), L::En);
        // None of ours, nothing said, refused (q=0): the event's.
        assert_eq!(page_language("", "fr-FR,de;q=0.9", L::Gl), L::Gl);
        assert_eq!(page_language("", "", L::En), L::En);
        assert_eq!(page_language("", "gl;q=0", L::Es), L::Es);
        // The page's own choice first.
        assert_eq!(page_language("lang=en", "gl", L::Es), L::En);
        assert_eq!(page_language("x=1&lang=gl", "", L::Es), L::Gl);
        assert_eq!(page_language("lang=xx", "es", L::Gl), L::Es);
    }
}
