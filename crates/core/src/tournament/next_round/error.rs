//! Why the next round cannot be paired, said in the event's language.

use super::*;

/// Why the next round cannot be paired here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextRoundError {
    /// Every round of the event has been paired.
    EventOver(u32),
    /// The last round still waits for results (round, how many).
    Unfinished(u32, usize),
    /// A Swiss is paired round by round by a pairing program (or, later,
    /// by the stage itself): its pairings come from a report file.
    SwissFromFile,
    /// The structure fixes no more rounds in advance (a group's winners
    /// meet once the groups are over): the rest is paired by hand.
    NotScheduled(u32),
    /// The report file cannot be read.
    File(trf::TrfError),
    /// The file's player `n` is not the event's.
    NotTheSamePlayer {
        /// The start number.
        start_no: u32,
        /// The name in the file.
        file: String,
        /// The name in the event (empty: no such entrant).
        event: String,
    },
    /// The file has no pairing for that round.
    NoPairingsInFile(u32),
    /// The Dutch system finds no pairing of the round.
    NoSwissPairing(u32, crate::pairing::dutch::NoPairing),
    /// Teams level on a place the knockout's seeding needs: the league's
    /// play-off decides it first.
    TiedForPlace(usize, Vec<String>),
    /// A knockout tie without a winner yet (its name as the screens say it).
    Undecided(String),
}

impl NextRoundError {
    /// The reason in `l`.
    pub fn text(&self, l: Language) -> String {
        match self {
            NextRoundError::EventOver(n) => l.pick(
                format!("las {n} rondas del torneo ya están emparejadas"),
                format!("as {n} roldas do torneo xa están emparelladas"),
                format!("all {n} rounds of the event are already paired"),
            ),
            NextRoundError::Unfinished(r, k) => l.pick(
                format!("a la ronda {r} le faltan {k} resultados: entra o decide esos primero"),
                format!("á rolda {r} fáltanlle {k} resultados: introduce ou decide eses primeiro"),
                format!("round {r} still lacks {k} results: enter or decide them first"),
            ),
            NextRoundError::SwissFromFile => l.pick(
                "un suizo se empareja con su programa (Vega, Swiss-Manager): carga la ronda desde su fichero TRF".into(),
                "un suízo emparéllase co seu programa (Vega, Swiss-Manager): carga a rolda desde o seu ficheiro TRF".into(),
                "a Swiss is paired by its program (Vega, Swiss-Manager): load the round from its TRF file".to_owned(),
            ),
            NextRoundError::NotScheduled(r) => l.pick(
                format!("la estructura no fija la ronda {r} de antemano (los ganadores de grupo): emparéjala a mano con `event pair`"),
                format!("a estrutura non fixa a rolda {r} de antemán (os gañadores de grupo): emparéllaa a man con `event pair`"),
                format!("the structure does not fix round {r} in advance (the group winners): pair it by hand with `event pair`"),
            ),
            NextRoundError::File(e) => l.pick(
                format!("fichero TRF, {}", e.text(l)),
                format!("ficheiro TRF, {}", e.text(l)),
                format!("TRF file, {}", e.text(l)),
            ),
            NextRoundError::NotTheSamePlayer {
                start_no,
                file,
                event,
            } => l.pick(
                format!("el jugador {start_no} del fichero es «{file}», pero en el torneo es «{event}»: el fichero no es de este torneo o sus números iniciales no coinciden"),
                format!("o xogador {start_no} do ficheiro é «{file}», pero no torneo é «{event}»: o ficheiro non é deste torneo ou os seus números iniciais non coinciden"),
                format!("the file's player {start_no} is {file:?}, but the event's is {event:?}: the file is not this event's or its start numbers differ"),
            ),
            NextRoundError::TiedForPlace(place, names) => {
                let names = names.join(", ");
                l.pick(
                    format!("{names} empatan en el puesto {place} de la liga: el desempate de las bases (relámpago en la liga infantil, match de tres partidas en el escolar) lo decide antes de la eliminatoria; empareja la ronda a mano con `event pair`"),
                    format!("{names} empatan no posto {place} da liga: o desempate das bases (lóstrego na liga infantil, match de tres partidas no escolar) decídeo antes da eliminatoria; emparella a rolda a man con `event pair`"),
                    format!("{names} are level on place {place} of the league: the regulations' play-off (lightning in the children's league, a three-game match in the school one) decides it before the knockout; pair the round by hand with `event pair`"),
                )
            }
            NextRoundError::Undecided(tie) => l.pick(
                format!("{tie} aún no tiene ganador"),
                format!("{tie} aínda non ten gañador"),
                format!("{tie} has no winner yet"),
            ),
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::TooFew) => l.pick(
                format!("ronda {r}: quedan menos de dos jugadores que emparejar"),
                format!("rolda {r}: quedan menos de dous xogadores que emparellar"),
                format!("round {r}: fewer than two players are left to pair"),
            ),
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::Impossible) => l.pick(
                format!("ronda {r}: no hay emparejamiento posible sin repetir rival, dar un segundo bye o romper un color absoluto; el árbitro decide (emparejar a mano con pair)"),
                format!("rolda {r}: non hai emparellamento posible sen repetir rival, dar un segundo bye ou romper unha cor absoluta; o árbitro decide (emparellar a man con pair)"),
                format!("round {r}: no pairing without a rematch, a second bye or a broken absolute colour; the arbiter decides (pair by hand with pair)"),
            ),
            NextRoundError::NoPairingsInFile(r) => l.pick(
                format!("el fichero no tiene emparejamientos de la ronda {r}"),
                format!("o ficheiro non ten emparellamentos da rolda {r}"),
                format!("the file has no pairings for round {r}"),
            ),
        }
    }
}
