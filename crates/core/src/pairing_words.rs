//! The pairing crate's refusals said in the event's language: it types
//! them (`TrfFault`, `NoPairing`, `UnknownTieBreak`, `PairError`) and
//! words none; [`Worded::text`] words each here, above it.

use crate::language::Language;
use crate::pairing::dutch::NoPairing;
use crate::pairing::dutch::report::PairError;
use crate::pairing::tiebreak::UnknownTieBreak;
use crate::pairing::trf::{TrfError, TrfFault};

/// A refusal that can be said in the product's languages.
pub trait Worded {
    /// The refusal in `l`.
    fn text(&self, l: Language) -> String;
}

impl Worded for TrfFault {
    fn text(&self, l: Language) -> String {
        match self {
            TrfFault::StartNumberTwice { start: n, earlier } => l.pick(
                format!("el número inicial {n} ya se usa en la línea {earlier}"),
                format!("o número inicial {n} xa se usa na liña {earlier}"),
                self.to_string(),
            ),
            TrfFault::Rounds(n) => l.pick(
                format!("«{n}» no es un número de rondas"),
                format!("«{n}» non é un número de roldas"),
                self.to_string(),
            ),
            TrfFault::NoPlayers => l.pick(
                "no hay líneas de jugador (001): no es un fichero de informe de torneo".into(),
                "non hai liñas de xogador (001): non é un ficheiro de informe de torneo".into(),
                self.to_string(),
            ),
            TrfFault::UnknownOpponent { round: r, opponent } => l.pick(
                format!("ronda {r}: el rival {opponent} no tiene línea de jugador"),
                format!("rolda {r}: o rival {opponent} non ten liña de xogador"),
                self.to_string(),
            ),
            TrfFault::StartNumber(start) => l.pick(
                format!("«{start}» no es un número inicial (columnas 5-8)"),
                format!("«{start}» non é un número inicial (columnas 5-8)"),
                self.to_string(),
            ),
            TrfFault::Rating(rating) => l.pick(
                format!("«{rating}» no es un elo (columnas 49-52)"),
                format!("«{rating}» non é un elo (columnas 49-52)"),
                self.to_string(),
            ),
            TrfFault::Points(points) => l.pick(
                format!("«{points}» no es una puntuación (columnas 81-84)"),
                format!("«{points}» non é unha puntuación (columnas 81-84)"),
                self.to_string(),
            ),
            TrfFault::Opponent { round: r, text } => l.pick(
                format!("ronda {r}: «{text}» no es el número inicial de un rival"),
                format!("rolda {r}: «{text}» non é o número inicial dun rival"),
                self.to_string(),
            ),
            TrfFault::Colour { round: r, code: c } => l.pick(
                format!("ronda {r}: color «{c}»: escribe w, b o -"),
                format!("rolda {r}: cor «{c}»: escribe w, b ou -"),
                self.to_string(),
            ),
            TrfFault::NeedsOpponent { round: r, code: c } => l.pick(
                format!("ronda {r}: el resultado «{c}» necesita un rival"),
                format!("rolda {r}: o resultado «{c}» necesita un rival"),
                self.to_string(),
            ),
            TrfFault::Themself { round: r } => l.pick(
                format!("ronda {r}: un jugador no puede enfrentarse a sí mismo"),
                format!("rolda {r}: un xogador non se pode enfrontar a si mesmo"),
                self.to_string(),
            ),
            TrfFault::NoColour { round: r } => l.pick(
                format!("ronda {r}: una partida necesita su color, w o b"),
                format!("rolda {r}: unha partida necesita a súa cor, w ou b"),
                self.to_string(),
            ),
            TrfFault::Result { round: r, code: c } => l.pick(
                format!(
                    "ronda {r}: resultado «{c}»: escribe 1, =, 0, +, -, W, D, L (H, F, U, Z para descansos, con rival 0000)"
                ),
                format!(
                    "rolda {r}: resultado «{c}»: escribe 1, =, 0, +, -, W, D, L (H, F, U, Z para descansos, con rival 0000)"
                ),
                self.to_string(),
            ),
        }
    }
}

impl Worded for TrfError {
    fn text(&self, l: Language) -> String {
        let (line, column, fault) = (self.line, self.column, self.fault.text(l));
        l.pick(
            format!("línea {line}, columna {column}: {fault}"),
            format!("liña {line}, columna {column}: {fault}"),
            format!("line {line}, column {column}: {fault}"),
        )
    }
}

impl Worded for NoPairing {
    fn text(&self, l: Language) -> String {
        match self {
            NoPairing::TooFew => l.pick(
                "hay menos de dos jugadores que emparejar".into(),
                "hai menos de dous xogadores que emparellar".into(),
                "there are fewer than two players to pair".into(),
            ),
            NoPairing::Impossible => l.pick(
                "no hay emparejamiento posible: los criterios absolutos (no repetir rival, un solo bye, colores) no dejan emparejar a todos".into(),
                "non hai emparellamento posible: os criterios absolutos (non repetir rival, un só bye, cores) non deixan emparellar a todos".into(),
                "no pairing is possible: the absolute criteria (no rematch, one bye each, colours) leave someone unpaired".into(),
            ),
        }
    }
}

impl Worded for PairError {
    fn text(&self, l: Language) -> String {
        match self {
            PairError::File(e) => e.text(l),
            PairError::Rules(e) => e.text(l),
            PairError::Finished(n) => l.pick(
                format!("las {n} rondas ya están emparejadas"),
                format!("as {n} roldas xa están emparelladas"),
                format!("all {n} rounds are paired already"),
            ),
        }
    }
}

impl Worded for UnknownTieBreak {
    fn text(&self, l: Language) -> String {
        let code = &self.0;
        l.pick(
            format!(
                "«{code}» no es un desempate: usa BH, SB, PS, ARO (cada uno con -C1, -C2, -M1 o -M2), WIN, WON, BPG, BWG, DE o LOT"
            ),
            format!(
                "«{code}» non é un desempate: usa BH, SB, PS, ARO (cada un con -C1, -C2, -M1 ou -M2), WIN, WON, BPG, BWG, DE ou LOT"
            ),
            self.to_string(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_report_file_is_said_in_the_events_language_with_its_line_and_column() {
        let bad = "001    1      Ana                               1800\n\
                   001    1      Berta                             1700\n";
        let e = crate::pairing::trf::parse(bad).unwrap_err();
        assert_eq!(
            e.text(Language::Es),
            "línea 2, columna 5: el número inicial 1 ya se usa en la línea 1"
        );
        assert_eq!(
            e.text(Language::Gl),
            "liña 2, columna 5: o número inicial 1 xa se usa na liña 1"
        );
        assert_eq!(e.text(Language::En), e.to_string());
    }
}
