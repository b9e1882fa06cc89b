//! Every string the product shows, in Spanish (the default), Galician and
//! English. The screens' words and the stage's notices come from the Fluent
//! files (`core::words`, `i18n/` at the repository's root); the rest is
//! still written here, three texts a sentence, until it moves there too.

pub use crate::core::words as fluent;

pub mod figures;
mod web;
pub use web::http_reason;

use crate::core::tr;
use std::sync::OnceLock;

use crate::core::config::Language;
use crate::core::rules::Termination;

/// The screens' strings in one language.
pub struct Strings {
    /// "Board", before its number in messages.
    pub board: &'static str,
    /// "White".
    pub white: &'static str,
    /// "Black".
    pub black: &'static str,
    /// Label before the child who executes the next move.
    pub mover: &'static str,
    /// Label before the child who comes after.
    pub next: &'static str,
    /// Shown after an absent child's name.
    pub absent: &'static str,
    /// Label of the illegal-move count.
    pub illegal: &'static str,
    /// The same where the first illegal move loses.
    pub illegal_first_loses: &'static str,
    /// The Armageddon notice.
    pub armageddon: &'static str,
    /// Label of the round timer.
    pub round_time: &'static str,
    /// The round's time is over with this game unfinished.
    pub round_over: &'static str,
    /// A display node's banner when its leader cannot be reached.
    pub connection_lost: &'static str,
    /// Label of the unclocked period's timer.
    pub unclocked: &'static str,
    /// Shown on a fallen flag.
    pub flag: &'static str,
    /// Shown while the clocks are paused.
    pub paused: &'static str,
    /// Shown before the start.
    pub not_started: &'static str,
    /// Banner: "White wins" etc.
    pub white_wins: &'static str,
    /// Banner: "Black wins".
    pub black_wins: &'static str,
    /// Banner: "Draw".
    pub draw: &'static str,
    /// Banner detail for an Armageddon draw.
    pub armageddon_draw: &'static str,
    /// Reasons a game ends, in `Termination`'s order.
    terminations: [&'static str; 10],
    /// The standings screen's title.
    pub standings: &'static str,
    /// The same, before the last round's number.
    pub standings_after: &'static str,
    /// The table once every round is played.
    pub standings_final: &'static str,
    /// A league's table once the league is over and a knockout follows.
    pub standings_league_final: &'static str,
    /// Its columns: the place, the entrant, the points.
    pub place: &'static str,
    /// The entrant's column.
    pub entrant: &'static str,
    /// The points' column.
    pub points: &'static str,
    /// The language, for the words that take a number.
    language: Language,
    /// "Round", before its number.
    pub round: &'static str,
    /// Said of an entrant with a bye.
    pub bye: &'static str,
    /// "Table", before its number.
    pub table: &'static str,
    /// A match screen whose table has no match in the round.
    pub no_match: &'static str,
}

/// A remote cue asked by a name the config has not (`names`: those it has).
pub fn unknown_cue(l: Language, name: &str, names: &str) -> String {
    fluent::text_with(
        l,
        "unknown-cue",
        &[("name", name.into()), ("names", names.into())],
    )
}

/// The notice for a window whose monitor is not connected (`monitor` as
/// the config writes it, from 0).
pub fn monitor_missing(
    language: Language,
    window: &str,
    monitor: usize,
    connected: usize,
) -> String {
    fluent::text_with(
        language,
        "monitor-missing",
        &[
            ("window", window.into()),
            ("asked", monitor.into()),
            ("connected", connected.into()),
        ],
    )
}

/// The strings of `language`, read once from its Fluent files.
pub fn strings(language: Language) -> &'static Strings {
    static STRINGS: [OnceLock<Strings>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    STRINGS[fluent::slot(language)].get_or_init(|| Strings::read(language))
}

/// Keeps a text for the whole run (each of the screens' words is read once
/// a language).
fn kept(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// `Termination`s in the order of [`Strings`]' reasons, with their keys.
const TERMINATIONS: [(Termination, &str); 10] = [
    (Termination::Checkmate, "termination-checkmate"),
    (Termination::Stalemate, "termination-stalemate"),
    (
        Termination::InsufficientMaterial,
        "termination-insufficient-material",
    ),
    (Termination::Repetition, "termination-repetition"),
    (Termination::FiftyMoves, "termination-fifty-moves"),
    (Termination::Resignation, "termination-resignation"),
    (Termination::Agreement, "termination-agreement"),
    (Termination::Flag, "termination-flag"),
    (Termination::IllegalMoves, "termination-illegal-moves"),
    (Termination::Arbiter, "termination-arbiter"),
];

impl Strings {
    fn read(l: Language) -> Strings {
        let word = |key: &str| kept(fluent::text(l, key));
        Strings {
            board: word("screen-board"),
            white: word("screen-white"),
            black: word("screen-black"),
            mover: word("screen-mover"),
            next: word("screen-next"),
            absent: word("screen-absent"),
            illegal: word("screen-illegal"),
            illegal_first_loses: word("screen-illegal-first-loses"),
            armageddon: word("screen-armageddon"),
            round_time: word("screen-round-time"),
            round_over: word("screen-round-over"),
            connection_lost: word("screen-connection-lost"),
            unclocked: word("screen-unclocked"),
            flag: word("screen-flag"),
            paused: word("screen-paused"),
            not_started: word("screen-not-started"),
            white_wins: word("screen-white-wins"),
            black_wins: word("screen-black-wins"),
            draw: word("screen-draw"),
            armageddon_draw: word("screen-armageddon-draw"),
            terminations: TERMINATIONS.map(|(_, key)| word(key)),
            standings: word("screen-standings"),
            standings_after: word("screen-standings-after"),
            standings_final: word("screen-standings-final"),
            standings_league_final: word("screen-standings-league-final"),
            place: word("screen-place"),
            entrant: word("screen-entrant"),
            points: word("screen-points"),
            language: l,
            round: word("screen-round"),
            bye: word("screen-bye"),
            table: word("screen-table"),
            no_match: word("screen-no-match"),
        }
    }

    /// Why a game ended.
    pub fn termination(&self, t: Termination) -> &'static str {
        TERMINATIONS
            .iter()
            .position(|(each, _)| *each == t)
            .map_or("", |i| self.terminations[i])
    }

    /// "… and N more" under a table cut short.
    pub fn and_more(&self, count: usize) -> String {
        fluent::text_with(self.language, "screen-and-more", &[("count", count.into())])
    }
}

/// The language of the person at the terminal, for what is said before an
/// event's config tells its own: `LC_ALL`, `LC_MESSAGES` or `LANG`
/// (`gl_ES.UTF-8` → Galician, `en_GB` → English), Spanish otherwise.
pub fn environment_language() -> Language {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    language_of_locale(&value)
}

/// The product's language for a locale name (`gl_ES.UTF-8`, `en`, `C`).
pub fn language_of_locale(locale: &str) -> Language {
    match locale.get(..2) {
        Some("gl") => Language::Gl,
        Some("en") => Language::En,
        _ => Language::Es,
    }
}

/// What a restart found, for the operator and the incident log: how many
/// records were replayed up to what session time, how long the stage was
/// down, the boards whose clocks were paused, a torn record dropped.
pub fn recovered(
    l: Language,
    records: usize,
    at_ms: u64,
    down_s: Option<u64>,
    paused: &[String],
    torn: Option<&crate::core::journal::TornRecord>,
) -> String {
    let at = crate::core::clock::format_clock(at_ms, 0);
    let mut notice = fluent::text_with(
        l,
        "recovered",
        &[("records", records.into()), ("at", at.into())],
    );
    if let Some(s) = down_s {
        notice.push_str(&fluent::text_with(
            l,
            "recovered-down",
            &[("minutes", (s / 60).into()), ("seconds", (s % 60).into())],
        ));
    }
    if paused.is_empty() {
        notice.push('.');
    } else {
        notice.push_str(&fluent::text_with(
            l,
            "recovered-paused",
            &[
                ("boards", paused.join(", ").into()),
                ("count", paused.len().into()),
            ],
        ));
    }
    if let Some(w) = torn {
        notice.push_str(&format!(
            " {}: {}",
            fluent::text(l, "recovered-warning"),
            torn_record(l, w)
        ));
    }
    notice
}

/// A torn last record that was dropped, in `l`.
pub fn torn_record(l: Language, t: &crate::core::journal::TornRecord) -> String {
    let (path, line, reason, text) = (
        t.path.display(),
        t.line,
        record_error(l, &t.reason),
        crate::core::one_line::escaped(&t.text),
    );
    tr!(
        l,
        "i18n-path-line-dropped-torn-last",
        path = path,
        line = line,
        reason = reason,
        text = text,
        text_quoted = format!("{text:?}")
    )
}

/// What is wrong with a journal record, in `l`.
pub fn record_error(l: Language, e: &crate::core::journal::RecordError) -> String {
    use crate::core::journal::RecordError as R;
    // A damaged record may hold any bytes: none reaches the terminal raw.
    let said = match e {
        R::Unfinished => tr!(l, "i18n-line-not-finished").to_owned(),
        R::NotARecord => tr!(l, "i18n-expected-seq-crc32-command").to_owned(),
        R::NotASequenceNumber(s) => tr!(
            l,
            "i18n-s2-not-sequence-number",
            s = s,
            s_quoted = format!("{s:?}")
        ),
        R::OutOfSequence { seq, expected } => tr!(
            l,
            "i18n-sequence-number-seq-where-expected",
            seq = seq,
            expected = expected
        ),
        R::NotAChecksum(s) => tr!(
            l,
            "i18n-s2-not-checksum",
            s = s,
            s_quoted = format!("{s:?}")
        ),
        R::ChecksumMismatch => tr!(l, "i18n-checksum-does-not-match").to_owned(),
        R::NoScope => tr!(l, "i18n-expected-board-n-at-seconds").to_owned(),
        R::NotABoard(s) => tr!(
            l,
            "i18n-s2-not-board-number",
            s = s,
            s_quoted = format!("{s:?}")
        ),
        R::Command(fault) => fault.text(l),
        R::Empty => tr!(l, "i18n-empty-command").to_owned(),
        R::UndrawnLot => tr!(l, "i18n-lot-that-was-never-drawn").to_owned(),
        R::BoardTwice => tr!(l, "i18n-board-named-twice").to_owned(),
    };
    crate::core::one_line::escaped(&said)
}

/// Why a journal cannot be used, in `l`.
pub fn journal_error(l: Language, e: &crate::core::journal::JournalError) -> String {
    use crate::core::journal::{HEADER, JournalError as J};
    match e {
        J::Io { path, source } => {
            let (path, why) = (path.display(), crate::core::config::io_reason(l, source));
            tr!(
                l,
                "i18n-cannot-use-journal-path-why",
                path = path,
                why = why
            )
        }
        J::Locked { path, pid } => {
            let (path, who) = (
                path.display(),
                pid.map_or_else(String::new, |p| format!(" {p}")),
            );
            tr!(
                l,
                "i18n-journal-already-open-another-process",
                who = who,
                path = path
            )
        }
        J::Broken { path } => tr!(l, "journal-broken", path = path.display()),
        J::NotAJournal { path } => tr!(
            l,
            "i18n-display-not-megxadrez-journal-its",
            display = path.display(),
            HEADER = HEADER,
            HEADER_quoted = format!("{HEADER:?}")
        ),
        J::Corrupt {
            path,
            line,
            reason,
            last_good,
            last_good_line,
        } => {
            let (path, why) = (path.display(), record_error(l, reason));
            tr!(
                l,
                "i18n-path-line-damaged-record-why",
                path = path,
                line = line,
                why = why,
                last_good = last_good,
                last_good_line = last_good_line
            )
        }
    }
}

/// A cue's label without quotation marks of its own (the spoken
/// announcements' are quoted): the log puts its own around it, and a
/// button shows it bare.
pub fn unquoted_label(l: Language, cue: &crate::core::cues::Cue) -> String {
    cue_label(l, cue)
        .trim_matches(|c| c == '«' || c == '»')
        .to_owned()
}

/// What the announcer's button and log call `cue`: its label, or a
/// built-in cue's name in `language`, or its name.
pub fn cue_label(language: Language, cue: &crate::core::cues::Cue) -> String {
    if let Some(label) = &cue.label {
        return label.clone();
    }
    match cue.name.as_str() {
        "inicio" => tr!(language, "i18n-game-start"),
        "fin" => tr!(language, "i18n-game-end"),
        // The spoken announcements shipped in assets/audio (their text).
        "quedan-10" => tr!(language, "i18n-ten-minutes-left"),
        "quedan-5" => tr!(language, "i18n-five-minutes-left"),
        "quedan-1" => tr!(language, "i18n-one-minute-left"),
        "fin-de-ronda" => tr!(language, "i18n-time-end-round"),
        "aviso" => tr!(language, "i18n-time-warning"),
        other => other,
    }
    .to_owned()
}

/// A prepared message's button: its label and, if it has one, its key.
pub fn prepared_label(language: Language, m: &crate::core::config::PreparedMessage) -> String {
    match &m.hotkey {
        Some(k) => format!("{} [{}]", m.label, hotkey(language, k)),
        None => m.label.clone(),
    }
}

/// A hotkey as the operator reads it: `Ctrl+1`, `Alt+Mayús+F10`.
pub fn hotkey(language: Language, key: &crate::core::hotkey::Hotkey) -> String {
    let mut s = String::new();
    if key.ctrl {
        s.push_str("Ctrl+");
    }
    if key.alt {
        s.push_str("Alt+");
    }
    if key.shift {
        s.push_str(tr!(language, "i18n-shift"));
    }
    s.push_str(&key.key);
    s
}

/// Why an automatic cue fell due, as the announcer's log says it.
pub fn trigger(language: Language, trigger: &crate::core::schedule::Trigger) -> String {
    use crate::core::schedule::Trigger as T;
    let clock = |ms: u64| crate::core::clock::format_clock(ms, 0);
    let l = language;
    match trigger {
        T::GameStart { board } => tr!(l, "i18n-board-board-game-starts", board = board),
        T::GameEnd { board } => tr!(l, "i18n-board-board-game-ends", board = board),
        T::ArbiterCall { board, .. } => tr!(l, "i18n-board-calls-the-arbiter", board = board),
        T::Window { left_ms: 0 } => tr!(l, "i18n-rounds-time-over").to_owned(),
        T::Window { left_ms } => tr!(l, "i18n-clock-round-left", clock = clock(*left_ms)),
        T::MessageEnd { .. } => tr!(l, "i18n-countdown-ended").to_owned(),
        T::LowTime {
            board,
            side,
            left_ms,
        } => {
            let clock = clock(*left_ms);
            if *side == shakmaty::Color::White {
                tr!(
                    l,
                    "i18n-board-white-has-clock",
                    board = board,
                    clock = clock
                )
            } else {
                tr!(
                    l,
                    "i18n-board-black-has-clock",
                    board = board,
                    clock = clock
                )
            }
        }
    }
}

/// A command that could not be saved in the journal, and so was not
/// applied; `detail` is what the system said.
pub fn not_saved(language: Language, e: &crate::core::journal::JournalError) -> String {
    use crate::core::journal::JournalError as J;
    let detail = match e {
        // The file and what the system said, in the event's language.
        J::Io { path, source } => format!(
            "{}: {}",
            path.display(),
            crate::core::config::io_reason(language, source)
        ),
        other => journal_error(language, other),
    };
    fluent::text_with(language, "not-saved", &[("detail", detail.into())])
}

/// Why the event refused a change, in `language`.
pub fn event_refusal(language: Language, error: &crate::core::event::EventError) -> String {
    use crate::core::event::EventError as E;
    match *error {
        E::NoSuchPlayer(p, n) => tr!(language, "i18n-entrant-p-does-not-exist", p = p, n = n),
        E::NoSuchRound(r, n) => tr!(language, "i18n-round-r-does-not-exist", r = r, n = n),
        E::AlreadyPaired(p, r) => tr!(language, "i18n-entrant-p-already-has-round", p = p, r = r),
        E::NotPaired(p) => tr!(
            language,
            "i18n-round-r-has-no-pairing",
            r = p.round,
            w = p.white,
            b = p.black
        ),
        E::Themself => tr!(language, "i18n-nobody-plays-themself").to_owned(),
        E::NoSuchBoard(k, n) => tr!(language, "i18n-board-k-does-not-exist", k = k, n = n),
        E::NotATeamMatch => tr!(language, "i18n-this-events-pairings-are-single").to_owned(),
        E::NotYetEntered(p, r) => tr!(language, "i18n-entrant-p-joins-round-r", p = p, r = r),
        E::NoPairings(r) => tr!(language, "i18n-round-r-has-no-pairing-2", r = r),
        E::StagedWithResults(r, n) => tr!(language, "i18n-round-r-already-has-n", r = r, n = n),
        E::AlreadyPlayed(r) => tr!(language, "i18n-round-r-has-results-or", r = r),
        E::ByeNeedsReason(p, r) => tr!(language, "event-bye-needs-reason", p = p, r = r),
        E::NoLineups => tr!(language, "event-no-lineups").to_owned(),
        E::BadLineup(r, t, n) => tr!(language, "event-bad-lineup", r = r, t = t, n = n),
        E::BoardsNeeded => tr!(language, "i18n-team-matchs-result-comes-from").to_owned(),
        E::AlreadyHere(p) => tr!(language, "event-already-here", p = p),
        E::NotHere(p) => tr!(language, "event-not-here", p = p),
        E::NoCheckIn => tr!(language, "event-no-check-in").to_owned(),
        E::CheckInOver => tr!(language, "event-check-in-over").to_owned(),
        E::NoSuchTable(r, t) => tr!(language, "event-no-such-table", r = r, t = t),
        E::ForfeitReported => tr!(language, "event-forfeit-reported").to_owned(),
        E::AlreadyDecided(r, t) => tr!(language, "event-already-decided", r = r, t = t),
    }
}

/// Why a command was refused, in `language`: what the operator reads on the
/// panel's message line and the terminal.
pub fn refusal(language: Language, error: &crate::core::session::SessionError) -> String {
    use crate::core::game::Rejection as R;
    use crate::core::notation::MoveError as M;
    use crate::core::session::SessionError as S;
    use crate::core::team::RosterError as T;
    let l = language;
    let rejection = match error {
        S::Event(e) => return event_refusal(l, e),
        S::Hall(e) => return e.text(l),
        S::Call(e) => return e.text(l),
        S::NoSuchBoard { board, count } => {
            return tr!(
                l,
                "i18n-board-board-does-not-exist",
                board = board,
                count = count
            );
        }
        S::GamesInProgress(boards) => {
            let list = boards
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return tr!(l, "i18n-games-are-still-being-played", list = list);
        }
        S::ControlCharacter(c) => {
            let code = format!("U+{:04X}", *c as u32);
            return tr!(l, "i18n-command-holds-line-break-or", code = code);
        }
        S::Rejected(r) => r,
    };
    match rejection {
        R::GameOver(t) => {
            let how = strings(l).termination(*t);
            tr!(l, "i18n-game-over-how", how = how)
        }
        R::NotStarted => tr!(l, "i18n-game-has-not-started-start").to_owned(),
        R::AlreadyStarted => tr!(l, "i18n-game-has-already-started").to_owned(),
        R::Paused => tr!(l, "i18n-clocks-are-paused-resume-first").to_owned(),
        R::NotPaused => tr!(l, "i18n-clocks-are-not-paused").to_owned(),
        R::Backwards { at_ms, last_ms } => tr!(
            l,
            "i18n-time-went-backwards-at-ms",
            at_ms = at_ms,
            last_ms = last_ms
        ),
        R::Move(M::Unparseable(text)) => tr!(
            l,
            "i18n-cannot-read-text-as-move",
            text_quoted = format!("{text:?}")
        ),
        R::Move(M::Illegal(text)) => tr!(
            l,
            "i18n-text-not-legal-move-this",
            text_quoted = format!("{text:?}")
        ),
        R::Move(M::Ambiguous(text)) => tr!(
            l,
            "i18n-text-ambiguous-say-which-piece",
            text_quoted = format!("{text:?}")
        ),
        R::ClaimRefused {
            occurrences,
            moves_without_progress,
        } => tr!(
            l,
            "i18n-draw-claim-refused-position-occurred",
            occurrences = occurrences,
            moves_without_progress = moves_without_progress
        ),
        R::BadPosition(fault) => tr!(
            l,
            "i18n-cannot-start-from-that-position",
            why = position_fault(l, fault)
        ),
        R::Roster(T::UnknownPlayer { team, player }) => tr!(
            l,
            "i18n-player-not-roster-team",
            player_quoted = format!("{player:?}"),
            team_quoted = format!("{team:?}")
        ),
        R::Roster(T::BadOrder { team, fault }) => {
            use crate::core::team::OrderFault as O;
            let reason = match fault {
                O::Count { max, got } => tr!(l, "rotation-name-1-to-max", max = max, got = got),
                O::Twice(name) => tr!(l, "rotation-named-twice", name_quoted = format!("{name:?}")),
                O::AllAbsent => tr!(l, "rotation-all-absent").to_owned(),
            };
            tr!(
                l,
                "i18n-invalid-rotation-team-reason",
                team_quoted = format!("{team:?}"),
                reason = reason
            )
        }
        R::Roster(T::LastPresent { team, player }) => tr!(
            l,
            "i18n-player-last-present-player-team",
            player_quoted = format!("{player:?}"),
            team_quoted = format!("{team:?}")
        ),
        R::NoTeams => tr!(l, "i18n-this-game-has-no-team").to_owned(),
        R::NothingToUndo => tr!(l, "i18n-there-nothing-take-back").to_owned(),
        R::AlreadyPressed => tr!(l, "i18n-clock-was-already-pressed-type").to_owned(),
        R::Bughouse(b) => bughouse_refusal(l, b),
    }
}

/// Why a bughouse match refused a command, in the event's language.
fn bughouse_refusal(l: Language, e: &crate::core::bughouse::BughouseError) -> String {
    use crate::core::bughouse::BughouseError as B;
    match e {
        B::NoSuchBoard => tr!(l, "i18n-bughouse-match-has-boards-1").to_owned(),
        B::Over => tr!(l, "i18n-match-over").to_owned(),
        B::MatchOver(t) => {
            let how = strings(l).termination(*t);
            tr!(l, "i18n-match-over-how", how = how)
        }
        B::Unreadable(text) => tr!(
            l,
            "i18n-text2-not-move-type-san",
            text = text,
            text_quoted = format!("{text:?}")
        ),
        B::Illegal(text, board) => tr!(
            l,
            "i18n-text2-not-legal-board-board",
            text = text,
            board = board,
            text_quoted = format!("{text:?}")
        ),
        B::NoCheckingDrop(board) => tr!(l, "i18n-board-board-no-piece-just", board = board),
        B::Promotion(board, fault) => {
            use crate::core::bughouse::PromotionFault as F;
            let why = match fault {
                F::Unreadable => tr!(l, "i18n-write-pawns-move-like-e7e8"),
                F::NotAPromotion => tr!(l, "i18n-not-pawn-reaching-last-rank"),
                F::SquareUnreadable => tr!(l, "i18n-square-clear-does-not-read"),
                F::NothingToClear => tr!(l, "i18n-that-square-holds-no-opponents"),
                F::NotLegal => tr!(l, "i18n-final-position-would-not-be"),
            };
            tr!(
                l,
                "i18n-that-promotion-cannot-be-made",
                board = board,
                why = why
            )
        }
        B::NoHandOver => tr!(l, "i18n-this-event-promotes-as-chess").to_owned(),
        B::NoUndo => tr!(l, "i18n-bughouse-move-cannot-be-taken").to_owned(),
        B::NotInBughouse => tr!(l, "i18n-that-command-has-no-meaning").to_owned(),
        B::OnlyInBughouse => tr!(l, "i18n-that-command-only-bughouse-match").to_owned(),
    }
}

/// A typed line that is not UTF-8 text, in `l`.
/// A player's rating and year of birth as read, in `l`: "elo 1890, año
/// de nacimiento 2009", "sin elo, sin año de nacimiento"…
pub fn rating_and_born(l: Language, rating: Option<u16>, born: Option<i32>) -> String {
    let rating = match rating {
        Some(r) => tr!(l, "new-read-rating", rating = r),
        None => tr!(l, "new-read-no-rating").to_owned(),
    };
    let born = match born {
        Some(b) => tr!(l, "new-read-born", born = b),
        None => tr!(l, "new-read-no-born").to_owned(),
    };
    format!("{rating}, {born}")
}

pub fn not_utf8(l: Language) -> String {
    fluent::text(l, "not-utf8")
}

/// A file that could not be read (`what`: its path as shown), and why, in
/// `l`.
pub fn cannot_read(l: Language, what: impl std::fmt::Display, e: &std::io::Error) -> String {
    let why = crate::core::config::io_reason(l, e);
    fluent::text_with(
        l,
        "cannot-read",
        &[("what", what.to_string().into()), ("why", why.into())],
    )
}

/// A journal read with CRLF line ends, in `l`.
pub fn crlf_note(l: Language, path: &std::path::Path) -> String {
    fluent::text_with(
        l,
        "crlf-note",
        &[("path", path.display().to_string().into())],
    )
}

#[cfg(test)]
mod tests;

/// Why a FEN cannot start a game, said in `l` (every reason, joined).
pub fn position_fault(l: Language, fault: &crate::core::game::PositionFault) -> String {
    use crate::core::game::{IllegalPosition as I, PositionFault as F};
    match fault {
        F::NotAFen => tr!(l, "position-not-a-fen").to_owned(),
        F::AlreadyOver => tr!(l, "position-already-over").to_owned(),
        F::Illegal(reasons) if reasons.is_empty() => tr!(l, "position-illegal").to_owned(),
        F::Illegal(reasons) => reasons
            .iter()
            .map(|r| match r {
                I::EmptyBoard => tr!(l, "position-empty-board"),
                I::MissingKing => tr!(l, "position-missing-king"),
                I::TooManyKings => tr!(l, "position-too-many-kings"),
                I::PawnsOnBackRank => tr!(l, "position-pawns-on-back-rank"),
                I::CastlingRights => tr!(l, "position-castling-rights"),
                I::EnPassantSquare => tr!(l, "position-en-passant-square"),
                I::OppositeCheck => tr!(l, "position-opposite-check"),
                I::ImpossibleCheck => tr!(l, "position-impossible-check"),
                I::TooMuchMaterial => tr!(l, "position-too-much-material"),
                I::Variant => tr!(l, "position-illegal"),
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// A screen's layout in the event's language (the config's word is
/// English: `standings` is the "clasificación").
pub fn layout_word(l: Language, layout: crate::core::config::ScreenLayout) -> String {
    use crate::core::config::ScreenLayout;
    match layout {
        ScreenLayout::Final => tr!(l, "describe-layout-final"),
        ScreenLayout::Mirrors => tr!(l, "describe-layout-mirrors"),
        ScreenLayout::Standings => tr!(l, "describe-layout-standings"),
        ScreenLayout::Pairings => tr!(l, "describe-layout-pairings"),
        ScreenLayout::Match => tr!(l, "describe-layout-match"),
        ScreenLayout::Carousel => tr!(l, "describe-layout-carousel"),
        ScreenLayout::Bracket => tr!(l, "describe-layout-bracket"),
        ScreenLayout::Crosstable => tr!(l, "describe-layout-crosstable"),
        ScreenLayout::Categories => tr!(l, "describe-layout-categories"),
        ScreenLayout::Welcome => tr!(l, "describe-layout-welcome"),
        ScreenLayout::Sponsors => tr!(l, "describe-layout-sponsors"),
    }
    .to_owned()
}
