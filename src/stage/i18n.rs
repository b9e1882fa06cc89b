//! Every string the screens show, one table per language: Spanish (the
//! default), Galician and English.

use crate::core::config::Language;
use crate::core::rules::Termination;

/// The screens' strings in one language.
pub struct Strings {
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
    /// The Armageddon notice.
    pub armageddon: &'static str,
    /// Label of the round timer.
    pub round_time: &'static str,
    /// The round's time is over with this game unfinished.
    pub round_over: &'static str,
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
    /// Reasons a game ends.
    pub termination: fn(Termination) -> &'static str,
}

const ES: Strings = Strings {
    white: "Blancas",
    black: "Negras",
    mover: "Mueve",
    next: "Después",
    absent: "ausente",
    illegal: "Jugadas ilegales",
    armageddon: "ARMAGEDÓN: las blancas deben ganar; las tablas dan la victoria a las negras",
    round_time: "Tiempo de ronda",
    round_over: "TIEMPO MÁXIMO: decide el árbitro",
    unclocked: "Sin reloj",
    flag: "BANDERA",
    paused: "EN PAUSA",
    not_started: "Esperando el inicio",
    white_wins: "GANAN LAS BLANCAS",
    black_wins: "GANAN LAS NEGRAS",
    draw: "TABLAS",
    armageddon_draw: "tablas en Armagedón: ganan las negras",
    termination: |t| match t {
        Termination::Checkmate => "jaque mate",
        Termination::Stalemate => "rey ahogado",
        Termination::InsufficientMaterial => "material insuficiente",
        Termination::Repetition => "repetición de la posición",
        Termination::FiftyMoves => "regla de las 50 jugadas",
        Termination::Resignation => "abandono",
        Termination::Agreement => "tablas de mutuo acuerdo",
        Termination::Flag => "caída de bandera",
        Termination::IllegalMoves => "jugadas ilegales",
        Termination::Arbiter => "decisión arbitral",
    },
};

const GL: Strings = Strings {
    white: "Brancas",
    black: "Negras",
    mover: "Move",
    next: "Despois",
    absent: "ausente",
    illegal: "Xogadas ilegais",
    armageddon: "ARMAGEDÓN: as brancas deben gañar; as táboas dan a vitoria ás negras",
    round_time: "Tempo de rolda",
    round_over: "TEMPO MÁXIMO: decide o árbitro",
    unclocked: "Sen reloxo",
    flag: "BANDEIRA",
    paused: "EN PAUSA",
    not_started: "Agardando o inicio",
    white_wins: "GAÑAN AS BRANCAS",
    black_wins: "GAÑAN AS NEGRAS",
    draw: "TÁBOAS",
    armageddon_draw: "táboas en Armagedón: gañan as negras",
    termination: |t| match t {
        Termination::Checkmate => "xaque mate",
        Termination::Stalemate => "rei afogado",
        Termination::InsufficientMaterial => "material insuficiente",
        Termination::Repetition => "repetición da posición",
        Termination::FiftyMoves => "regra das 50 xogadas",
        Termination::Resignation => "abandono",
        Termination::Agreement => "táboas de mutuo acordo",
        Termination::Flag => "caída de bandeira",
        Termination::IllegalMoves => "xogadas ilegais",
        Termination::Arbiter => "decisión arbitral",
    },
};

const EN: Strings = Strings {
    white: "White",
    black: "Black",
    mover: "Moves",
    next: "Then",
    absent: "absent",
    illegal: "Illegal moves",
    armageddon: "ARMAGEDDON: White must win; a draw wins for Black",
    round_time: "Round time",
    round_over: "TIME LIMIT: the arbiter decides",
    unclocked: "No clock",
    flag: "FLAG",
    paused: "PAUSED",
    not_started: "Waiting for the start",
    white_wins: "WHITE WINS",
    black_wins: "BLACK WINS",
    draw: "DRAW",
    armageddon_draw: "Armageddon draw: Black wins",
    termination: |t| match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::Repetition => "repetition",
        Termination::FiftyMoves => "fifty-move rule",
        Termination::Resignation => "resignation",
        Termination::Agreement => "draw agreed",
        Termination::Flag => "flag fall",
        Termination::IllegalMoves => "illegal moves",
        Termination::Arbiter => "arbiter's decision",
    },
};

/// The notice for a window whose monitor is not connected (`monitor` as
/// the config writes it, from 0).
pub fn monitor_missing(
    language: Language,
    window: &str,
    monitor: usize,
    connected: usize,
) -> String {
    let (asked, n) = (monitor, connected);
    match language {
        Language::Es => format!(
            "pantalla «{window}»: pide `monitor = {asked}` pero hay {n} monitor(es) conectado(s), numerados desde 0; se abre en una ventana junto a las demás"
        ),
        Language::Gl => format!(
            "pantalla «{window}»: pide `monitor = {asked}` pero hai {n} monitor(es) conectado(s), numerados desde 0; ábrese nunha xanela xunto ás demais"
        ),
        Language::En => format!(
            "screen \"{window}\": asks for `monitor = {asked}` but {n} monitor(s) are connected, numbered from 0; it opens in a window beside the others"
        ),
    }
}

/// The strings of `language`.
pub fn strings(language: Language) -> &'static Strings {
    match language {
        Language::Es => &ES,
        Language::Gl => &GL,
        Language::En => &EN,
    }
}
