//! Every string the product shows, in Spanish (the default), Galician and
//! English. The screens' words and the stage's notices come from the Fluent
//! files (`fluent`, `i18n/` at the repository's root); the rest is still
//! written here, three texts a sentence, until it moves there too.

pub mod fluent;

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
    pick(
        l,
        format!("{path}:{line}: se descartó un último registro cortado ({reason}): «{text}»"),
        format!("{path}:{line}: descartouse un último rexistro cortado ({reason}): «{text}»"),
        t.to_string(),
    )
}

/// What is wrong with a journal record, in `l`.
pub fn record_error(l: Language, e: &crate::core::journal::RecordError) -> String {
    use crate::core::journal::RecordError as R;
    // A damaged record may hold any bytes: none reaches the terminal raw.
    let said = match e {
        R::Unfinished => pick(
            l,
            "la línea no está terminada".into(),
            "a liña non está rematada".into(),
            e.to_string(),
        ),
        R::NotARecord => pick(
            l,
            "se esperaba `SEQ CRC32 ORDEN`".into(),
            "agardábase `SEQ CRC32 ORDE`".into(),
            e.to_string(),
        ),
        R::NotASequenceNumber(s) => pick(
            l,
            format!("«{s}» no es un número de orden"),
            format!("«{s}» non é un número de orde"),
            e.to_string(),
        ),
        R::OutOfSequence { seq, expected } => pick(
            l,
            format!("número de orden {seq} donde tocaba {expected}"),
            format!("número de orde {seq} onde tocaba {expected}"),
            e.to_string(),
        ),
        R::NotAChecksum(s) => pick(
            l,
            format!("«{s}» no es una suma de control"),
            format!("«{s}» non é unha suma de control"),
            e.to_string(),
        ),
        R::ChecksumMismatch => pick(
            l,
            "la suma de control no coincide".into(),
            "a suma de control non coincide".into(),
            e.to_string(),
        ),
        R::NoScope => pick(
            l,
            "se esperaba `board N at SEGUNDOS ORDEN` o `event at SEGUNDOS ORDEN`".into(),
            "agardábase `board N at SEGUNDOS ORDE` ou `event at SEGUNDOS ORDE`".into(),
            e.to_string(),
        ),
        R::NotABoard(s) => pick(
            l,
            format!("«{s}» no es un número de tablero"),
            format!("«{s}» non é un número de taboleiro"),
            e.to_string(),
        ),
        R::Command(s) => s.clone(),
        R::Empty => pick(
            l,
            "una orden vacía".into(),
            "unha orde baleira".into(),
            e.to_string(),
        ),
        R::UndrawnLot => pick(
            l,
            "un sorteo que nunca se hizo".into(),
            "un sorteo que nunca se fixo".into(),
            e.to_string(),
        ),
        R::BoardTwice => pick(
            l,
            "un tablero nombrado dos veces".into(),
            "un taboleiro nomeado dúas veces".into(),
            e.to_string(),
        ),
    };
    crate::core::one_line::escaped(&said)
}

/// Why a journal cannot be used, in `l`.
pub fn journal_error(l: Language, e: &crate::core::journal::JournalError) -> String {
    use crate::core::journal::{HEADER, JournalError as J};
    match e {
        J::Io { path, source } => {
            let (path, why) = (path.display(), crate::core::config::io_reason(l, source));
            pick(
                l,
                format!("no se puede usar el diario {path}: {why} (no se ha cambiado nada)"),
                format!("non se pode usar o diario {path}: {why} (non se cambiou nada)"),
                format!("cannot use the journal {path}: {why} (nothing was changed)"),
            )
        }
        J::Locked { path, pid } => {
            let (path, who) = (
                path.display(),
                pid.map_or_else(String::new, |p| format!(" {p}")),
            );
            pick(
                l,
                format!(
                    "el diario ya está abierto en otro proceso{who} (cerrojo {path}): ciérralo antes, o usa otra carpeta; un diario tiene un solo escritor"
                ),
                format!(
                    "o diario xa está aberto noutro proceso{who} (ferrollo {path}): pécheo antes, ou usa outro cartafol; un diario ten un só escritor"
                ),
                format!(
                    "the journal is already open in another process{who} (lock {path}): close that one first, or use another folder; a journal has one writer"
                ),
            )
        }
        J::NotAJournal { path } => pick(
            l,
            format!(
                "{}: no es un diario de MegXadrez (su primera línea debería ser «{HEADER}»)",
                path.display()
            ),
            format!(
                "{}: non é un diario de MegXadrez (a súa primeira liña debería ser «{HEADER}»)",
                path.display()
            ),
            e.to_string(),
        ),
        J::Corrupt {
            path,
            line,
            reason,
            last_good,
            last_good_line,
        } => {
            let (path, why) = (path.display(), record_error(l, reason));
            pick(
                l,
                format!(
                    "{path}:{line}: registro dañado ({why}); los registros hasta el #{last_good} están intactos — \
                     guarde una copia y corte el fichero tras la línea {last_good_line} para seguir desde ahí"
                ),
                format!(
                    "{path}:{line}: rexistro danado ({why}); os rexistros ata o #{last_good} están intactos — \
                     garde unha copia e corte o ficheiro tras a liña {last_good_line} para seguir desde aí"
                ),
                e.to_string(),
            )
        }
    }
}

/// The one of three texts that is in `language`.
pub fn pick<T>(language: Language, es: T, gl: T, en: T) -> T {
    language.pick(es, gl, en)
}

/// What the announcer's button and log call `cue`: its label, or a
/// built-in cue's name in `language`, or its name.
pub fn cue_label(language: Language, cue: &crate::core::cues::Cue) -> String {
    if let Some(label) = &cue.label {
        return label.clone();
    }
    match cue.name.as_str() {
        "inicio" => pick(
            language,
            "Inicio de partida",
            "Inicio da partida",
            "Game start",
        ),
        "fin" => pick(language, "Fin de partida", "Fin da partida", "Game end"),
        // The spoken announcements shipped in assets/audio (their text).
        "quedan-10" => pick(
            language,
            "«Quedan diez minutos»",
            "«Quedan dez minutos»",
            "«Ten minutes left»",
        ),
        "quedan-5" => pick(
            language,
            "«Quedan cinco minutos»",
            "«Quedan cinco minutos»",
            "«Five minutes left»",
        ),
        "quedan-1" => pick(
            language,
            "«Queda un minuto»",
            "«Queda un minuto»",
            "«One minute left»",
        ),
        "fin-de-ronda" => pick(
            language,
            "«Tiempo. Fin de la ronda»",
            "«Tempo. Fin da rolda»",
            "«Time. End of the round»",
        ),
        "aviso" => pick(
            language,
            "Aviso de tiempo",
            "Aviso de tempo",
            "Time warning",
        ),
        other => other,
    }
    .to_owned()
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
        s.push_str(pick(language, "Mayús+", "Maiús+", "Shift+"));
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
        T::GameStart { board } => pick(
            l,
            format!("comienza la partida del tablero {}", board + 1),
            format!("comeza a partida do taboleiro {}", board + 1),
            format!("board {}'s game starts", board + 1),
        ),
        T::GameEnd { board } => pick(
            l,
            format!("termina la partida del tablero {}", board + 1),
            format!("remata a partida do taboleiro {}", board + 1),
            format!("board {}'s game ends", board + 1),
        ),
        T::Window { left_ms: 0 } => pick(
            l,
            "fin del tiempo de ronda".into(),
            "fin do tempo de rolda".into(),
            "the round's time is over".into(),
        ),
        T::Window { left_ms } => pick(
            l,
            format!("quedan {} de ronda", clock(*left_ms)),
            format!("quedan {} de rolda", clock(*left_ms)),
            format!("{} of the round left", clock(*left_ms)),
        ),
        T::LowTime {
            board,
            side,
            left_ms,
        } => {
            let white = *side == shakmaty::Color::White;
            pick(
                l,
                format!(
                    "tablero {}: a las {} les quedan {}",
                    board + 1,
                    if white { "blancas" } else { "negras" },
                    clock(*left_ms)
                ),
                format!(
                    "taboleiro {}: ás {} quédanlles {}",
                    board + 1,
                    if white { "brancas" } else { "negras" },
                    clock(*left_ms)
                ),
                format!(
                    "board {}: {} has {} left",
                    board + 1,
                    if white { "White" } else { "Black" },
                    clock(*left_ms)
                ),
            )
        }
    }
}

/// A command that could not be saved in the journal, and so was not
/// applied; `detail` is what the system said.
pub fn not_saved(language: Language, detail: &str) -> String {
    fluent::text_with(language, "not-saved", &[("detail", detail.into())])
}

/// Why the event refused a change, in `language`.
pub fn event_refusal(language: Language, error: &crate::core::event::EventError) -> String {
    use crate::core::event::EventError as E;
    let say = |es: String, gl: String, en: String| pick(language, es, gl, en);
    match *error {
        E::NoSuchPlayer(p, n) => say(
            format!("no existe el participante {p}: van del 1 al {n}"),
            format!("non existe o participante {p}: van do 1 ao {n}"),
            format!("entrant {p} does not exist: they are numbered 1 to {n}"),
        ),
        E::NoSuchRound(r, n) => say(
            format!("no existe la ronda {r}: el torneo tiene {n}"),
            format!("non existe a rolda {r}: o torneo ten {n}"),
            format!("round {r} does not exist: the event has {n}"),
        ),
        E::AlreadyPaired(p, r) => say(
            format!("el participante {p} ya tiene la ronda {r}"),
            format!("o participante {p} xa ten a rolda {r}"),
            format!("entrant {p} already has round {r}"),
        ),
        E::NotPaired(r, w, b) => say(
            format!("la ronda {r} no tiene el emparejamiento {w} - {b}"),
            format!("a rolda {r} non ten o emparellamento {w} - {b}"),
            format!("round {r} has no pairing {w} - {b}"),
        ),
        E::Themself => say(
            "nadie juega contra sí mismo".into(),
            "ninguén xoga contra si mesmo".into(),
            "nobody plays themself".into(),
        ),
        E::NoSuchBoard(k, n) => say(
            format!("no existe el tablero {k}: un encuentro tiene los tableros 1 a {n}"),
            format!("non existe o taboleiro {k}: un encontro ten os taboleiros 1 a {n}"),
            format!("board {k} does not exist: a match has boards 1 to {n}"),
        ),
        E::NotATeamMatch => say(
            "en este torneo cada emparejamiento es una partida: su resultado va con `result`".into(),
            "neste torneo cada emparellamento é unha partida: o seu resultado vai con `result`".into(),
            "this event's pairings are single games: give their results with `result`".into(),
        ),
        E::NotYetEntered(p, r) => say(
            format!("el participante {p} se incorpora en la ronda {r}"),
            format!("o participante {p} incorpórase na rolda {r}"),
            format!("entrant {p} joins in round {r}"),
        ),
        E::NoPairings(r) => say(
            format!("la ronda {r} aún no tiene emparejamientos"),
            format!("a rolda {r} aínda non ten emparellamentos"),
            format!("round {r} has no pairing yet"),
        ),
        E::StagedWithResults(r, n) => say(
            format!("la ronda {r} ya tiene {n} resultados: el escenario no vuelve a jugar esas partidas; entra o corrige los que falten con `event result`"),
            format!("a rolda {r} xa ten {n} resultados: o escenario non volve xogar esas partidas; introduce ou corrixe os que falten con `event result`"),
            format!("round {r} already has {n} results: the stage does not play those games again; enter or correct the rest with `event result`"),
        ),
        E::AlreadyPlayed(r) => say(
            format!("la ronda {r} ya tiene resultados o está en el escenario: sus emparejamientos se quedan"),
            format!("a rolda {r} xa ten resultados ou está no escenario: os seus emparellamentos quedan"),
            format!("round {r} has results or is on the stage: its pairings stand"),
        ),
        E::BoardsNeeded => say(
            "el resultado de un encuentro por equipos sale de sus tableros: `board R W B K RESULTADO`".into(),
            "o resultado dun encontro por equipos sae dos seus taboleiros: `board R W B K RESULTADO`".into(),
            "a team match's result comes from its boards: `board R W B K RESULT`".into(),
        ),
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
    let say = |es, gl, en| pick(l, es, gl, en);
    let rejection = match error {
        S::Event(e) => return event_refusal(l, e),
        S::NoSuchBoard { board, count } => {
            return say(
                format!("no existe el tablero {board}: hay {count}"),
                format!("non existe o taboleiro {board}: hai {count}"),
                format!("board {board} does not exist: there are {count}"),
            );
        }
        S::GamesInProgress(boards) => {
            let list = boards
                .iter()
                .map(|b| (b + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return say(
                format!(
                    "aún se juega en el escenario (tablero {list}): termina o decide esas partidas antes de cambiar de ronda"
                ),
                format!(
                    "aínda se xoga no escenario (taboleiro {list}): remata ou decide esas partidas antes de cambiar de rolda"
                ),
                format!(
                    "games are still being played on the stage (board {list}): finish or decide them before changing rounds"
                ),
            );
        }
        S::ControlCharacter(c) => {
            let code = format!("U+{:04X}", *c as u32);
            return say(
                format!(
                    "la orden lleva un salto de línea o un carácter de control ({code}): cada orden y cada motivo van en una sola línea de texto"
                ),
                format!(
                    "a orde leva un salto de liña ou un carácter de control ({code}): cada orde e cada motivo van nunha soa liña de texto"
                ),
                format!(
                    "the command holds a line break or a control character ({code}): every command and every reason is one line of text"
                ),
            );
        }
        S::Rejected(r) => r,
    };
    match rejection {
        R::GameOver(t) => {
            let how = strings(l).termination(*t);
            say(
                format!("la partida ha terminado ({how})"),
                format!("a partida rematou ({how})"),
                format!("the game is over ({how})"),
            )
        }
        R::NotStarted => say(
            "la partida no ha empezado: póngala en marcha (F1)".into(),
            "a partida non comezou: póñaa en marcha (F1)".into(),
            "the game has not started: start it (F1)".into(),
        ),
        R::AlreadyStarted => say(
            "la partida ya ha empezado".into(),
            "a partida xa comezou".into(),
            "the game has already started".into(),
        ),
        R::Paused => say(
            "los relojes están en pausa: reanude primero (F2)".into(),
            "os reloxos están en pausa: retome primeiro (F2)".into(),
            "the clocks are paused: resume first (F2)".into(),
        ),
        R::NotPaused => say(
            "los relojes no están en pausa".into(),
            "os reloxos non están en pausa".into(),
            "the clocks are not paused".into(),
        ),
        R::Backwards { at_ms, last_ms } => say(
            format!("el tiempo iría hacia atrás: {at_ms} ms es antes de {last_ms} ms"),
            format!("o tempo iría cara atrás: {at_ms} ms é antes de {last_ms} ms"),
            format!("time went backwards: {at_ms} ms is before {last_ms} ms"),
        ),
        R::Move(M::Unparseable(text)) => say(
            format!(
                "no se entiende {text:?} como jugada (SAN como Cf3 o Nf3, UCI como g1f3, LAN como Cg1-f3)"
            ),
            format!(
                "non se entende {text:?} como xogada (SAN como Cf3 ou Nf3, UCI como g1f3, LAN como Cg1-f3)"
            ),
            format!(
                "cannot read {text:?} as a move (SAN like Nf3, UCI like g1f3, LAN like Ng1-f3)"
            ),
        ),
        R::Move(M::Illegal(text)) => say(
            format!("{text:?} no es una jugada legal en esta posición"),
            format!("{text:?} non é unha xogada legal nesta posición"),
            format!("{text:?} is not a legal move in this position"),
        ),
        R::Move(M::Ambiguous(text)) => say(
            format!("{text:?} es ambigua: diga qué pieza mueve (por ejemplo Cbd2)"),
            format!("{text:?} é ambigua: diga que peza move (por exemplo Cbd2)"),
            format!("{text:?} is ambiguous: say which piece moves (for example Nbd2)"),
        ),
        R::ClaimRefused {
            occurrences,
            moves_without_progress,
        } => say(
            format!(
                "reclamación rechazada: la posición se ha dado {occurrences} vez/veces (hacen falta 3) y van {moves_without_progress} jugadas sin captura ni movimiento de peón (hacen falta 50)"
            ),
            format!(
                "reclamación rexeitada: a posición deuse {occurrences} vez/veces (fan falta 3) e van {moves_without_progress} xogadas sen captura nin movemento de peón (fan falta 50)"
            ),
            format!(
                "draw claim refused: the position occurred {occurrences} time(s) (3 needed) and {moves_without_progress} move(s) were made without a capture or pawn move (50 needed)"
            ),
        ),
        R::BadPosition(why) => say(
            format!("no se puede empezar desde esa posición: {why}"),
            format!("non se pode comezar desde esa posición: {why}"),
            format!("cannot start from that position: {why}"),
        ),
        R::Roster(T::UnknownPlayer { team, player }) => say(
            format!("{player:?} no está en la lista de {team:?}"),
            format!("{player:?} non está na lista de {team:?}"),
            format!("{player:?} is not on the roster of {team:?}"),
        ),
        R::Roster(T::BadOrder { team, reason }) => say(
            format!("orden no válido para {team:?}: {reason}"),
            format!("orde non válida para {team:?}: {reason}"),
            format!("invalid rotation for {team:?}: {reason}"),
        ),
        R::Roster(T::LastPresent { team, player }) => say(
            format!("{player:?} es el último presente de {team:?}: no quedaría nadie para mover"),
            format!("{player:?} é o último presente de {team:?}: non quedaría ninguén para mover"),
            format!(
                "{player:?} is the last present player of {team:?}; nobody would be left to move"
            ),
        ),
        R::NoTeams => say(
            "esta partida no tiene rotación de equipo".into(),
            "esta partida non ten rotación de equipo".into(),
            "this game has no team rotation".into(),
        ),
        R::NothingToUndo => say(
            "no hay nada que deshacer".into(),
            "non hai nada que desfacer".into(),
            "there is nothing to take back".into(),
        ),
        R::AlreadyPressed => say(
            "el reloj ya se pulsó: escriba primero la jugada".into(),
            "o reloxo xa se premeu: escriba primeiro a xogada".into(),
            "the clock was already pressed: type the move first".into(),
        ),
        R::Bughouse(b) => bughouse_refusal(l, b),
    }
}

/// Why a bughouse match refused a command, in the event's language.
fn bughouse_refusal(l: Language, e: &crate::core::bughouse::BughouseError) -> String {
    use crate::core::bughouse::BughouseError as B;
    let say = |es: String, gl: String, en: String| pick(l, es, gl, en);
    match e {
        B::NoSuchBoard => say(
            "un encuentro de bughouse tiene los tableros 1 y 2".into(),
            "un encontro de bughouse ten os taboleiros 1 e 2".into(),
            "a bughouse match has boards 1 and 2".into(),
        ),
        B::Over => say(
            "el encuentro ha terminado".into(),
            "o encontro rematou".into(),
            "the match is over".into(),
        ),
        B::MatchOver(t) => {
            let how = strings(l).termination(*t);
            say(
                format!("el encuentro ha terminado ({how})"),
                format!("o encontro rematou ({how})"),
                format!("the match is over ({how})"),
            )
        }
        B::Unreadable(text) => say(
            format!("«{text}» no es una jugada: escriba SAN (Cf3, exd5), UCI (g1f3) o una pieza puesta (C@f3, @e4)"),
            format!("«{text}» non é unha xogada: escriba SAN (Cf3, exd5), UCI (g1f3) ou unha peza posta (C@f3, @e4)"),
            format!("{text:?} is not a move: type SAN (Nf3, exd5), UCI (g1f3) or a drop (N@f3, @e4)"),
        ),
        B::Illegal(text, board) => say(
            format!("«{text}» no es legal ahora en el tablero {board} (una pieza solo se pone en una casilla vacía; un peón nunca en la 1.ª ni en la 8.ª fila)"),
            format!("«{text}» non é legal agora no taboleiro {board} (unha peza só se pon nunha casa baleira; un peón nunca na 1.ª nin na 8.ª fila)"),
            format!("{text:?} is not legal on board {board} now (a piece drops only on an empty square; a pawn never on the 1st or 8th rank)"),
        ),
        B::NoCheckingDrop(board) => say(
            format!("en el tablero {board} no hay una pieza recién puesta dando jaque que retirar"),
            format!("no taboleiro {board} non hai unha peza recén posta dando xaque que retirar"),
            format!("on board {board} no piece just dropped with check is there to remove"),
        ),
        B::Promotion(board, fault) => {
            use crate::core::bughouse::PromotionFault as F;
            let why = match fault {
                F::Unreadable => pick(l, "escriba el movimiento del peón, como e7e8", "escriba o movemento do peón, como e7e8", "write the pawn's move, like e7e8"),
                F::NotAPromotion => pick(l, "no es un peón que llega a la última fila", "non é un peón que chega á última fila", "not a pawn reaching the last rank"),
                F::SquareUnreadable => pick(l, "la casilla que retirar no se entiende (como d8)", "a casa que retirar non se entende (como d8)", "the square to clear does not read (like d8)"),
                F::NothingToClear => pick(l, "en esa casilla no hay una pieza del rival que se pueda retirar (el rey no)", "nesa casa non hai unha peza do rival que se poida retirar (o rei non)", "that square holds no opponent's piece that may be cleared (not the king)"),
                F::NotLegal => pick(l, "la posición final no sería legal", "a posición final non sería legal", "the final position would not be legal"),
            };
            say(
            format!("esa coronación no se puede hacer en el tablero {board}: {why}"),
            format!("esa coroación non se pode facer no taboleiro {board}: {why}"),
            format!("that promotion cannot be made on board {board}: {why}"),
        )
        }
        B::NoHandOver => say(
            "en este torneo se corona como en ajedrez: escriba la coronación como jugada (e8=D)".into(),
            "neste torneo corôase como en xadrez: escriba a coroación como xogada (e8=D)".into(),
            "this event promotes as in chess: type the promotion as a move (e8=Q)".into(),
        ),
        B::NoUndo => say(
            "en bughouse no se deshace una jugada: las piezas pasadas ya pueden estar en juego; el árbitro decide el encuentro".into(),
            "en bughouse non se desfai unha xogada: as pezas pasadas xa poden estar en xogo; o árbitro decide o encontro".into(),
            "a bughouse move cannot be taken back: the pieces passed on may already be in play; the arbiter decides the match".into(),
        ),
        B::NotInBughouse => say(
            "esa orden no tiene sentido en un encuentro de bughouse".into(),
            "esa orde non ten sentido nun encontro de bughouse".into(),
            "that command has no meaning in a bughouse match".into(),
        ),
        B::OnlyInBughouse => say(
            "esa orden es solo para un encuentro de bughouse".into(),
            "esa orde é só para un encontro de bughouse".into(),
            "that command is only for a bughouse match".into(),
        ),
    }
}

/// A typed line that is not UTF-8 text, in `l`.
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
