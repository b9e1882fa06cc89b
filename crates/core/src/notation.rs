//! Reading a move as the operator types it: SAN (`Nf3`, `exd8=Q+`, `O-O`),
//! UCI (`g1f3`, `e7e8q`, castling as `e1g1`) or LAN (`Ng1-f3`, `e7xd8=Q`).

use shakmaty::san::{SanError, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position, Role, Square};
use thiserror::Error;

/// Why a typed move was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Not a move in SAN, UCI or LAN.
    #[error(
        "cannot read {0:?} as a move (SAN like Nf3 — Cf3 in Spanish or Galician —, UCI like g1f3, or LAN like Ng1-f3)"
    )]
    Unparseable(String),
    /// A well-formed move that is not legal here.
    #[error("{0:?} is not a legal move in this position")]
    Illegal(String),
    /// SAN that matches more than one legal move.
    #[error("{0:?} is ambiguous: say which piece moves (for example Nbd2)")]
    Ambiguous(String),
}

/// The piece letters an event's people write.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PieceLetters {
    /// K Q R B N.
    #[default]
    English,
    /// R rey, D dama, T torre, A alfil, C caballo (and the English letters
    /// that mean nothing else: K, Q, B, N).
    Spanish,
    /// R rei, D dama, T torre, B bispo, C cabalo (and K, Q, N).
    Galician,
}

impl PieceLetters {
    /// Each piece letter of these letters that differs from English, with
    /// the English one: (theirs, English).
    fn pairs(self) -> &'static [(char, char)] {
        match self {
            PieceLetters::English => &[],
            PieceLetters::Spanish => &[('R', 'K'), ('D', 'Q'), ('T', 'R'), ('C', 'N'), ('A', 'B')],
            PieceLetters::Galician => &[('R', 'K'), ('D', 'Q'), ('T', 'R'), ('C', 'N')],
        }
    }

    /// The English letter for a piece letter written in these letters.
    fn english(self, c: char) -> char {
        self.pairs()
            .iter()
            .find(|(theirs, _)| *theirs == c)
            .map_or(c, |(_, english)| *english)
    }
}

/// A move in English SAN written with `letters` (for suggestions shown to
/// an operator who types Spanish or Galician letters).
pub fn from_english(san: &str, letters: PieceLetters) -> String {
    san.chars()
        .map(|c| {
            letters
                .pairs()
                .iter()
                .find(|(_, english)| *english == c)
                .map_or(c, |(theirs, _)| *theirs)
        })
        .collect()
}

/// How moves are written for the audience and in the operator's move
/// list (`[event] notation`); the journal and PGN always hold English SAN.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Notation {
    /// Figurines (♔♕♖♗♘) and squares: read alike in every language.
    #[default]
    Figurine,
    /// The letters of the event's language (es R D T A C, gl R D T B C).
    Local,
    /// English letters (K Q R B N).
    English,
}

/// Move `san` (English SAN, as the journal holds it) written in
/// `notation`, with `letters` for [`Notation::Local`].
pub fn written(san: &str, notation: Notation, letters: PieceLetters) -> String {
    match notation {
        Notation::English => san.to_owned(),
        Notation::Local => from_english(san, letters),
        Notation::Figurine => san
            .chars()
            .map(|c| match c {
                'K' => '♔',
                'Q' => '♕',
                'R' => '♖',
                'B' => '♗',
                'N' => '♘',
                other => other,
            })
            .collect(),
    }
}

/// What people write around a move that SAN does not hold: annotations
/// (`!`, `?`, `!?`…), castling with zeros (`0-0`), and piece letters of
/// their language; all rewritten to plain English SAN/LAN. The operator's
/// front ends translate with it, so that commands, journals and scripts
/// always hold English moves.
pub fn to_english(text: &str, letters: PieceLetters) -> String {
    let text = text.trim().trim_end_matches(['!', '?']);
    let text = match text.trim_end_matches(['+', '#']) {
        "0-0" => text.replacen("0-0", "O-O", 1),
        "0-0-0" => text.replacen("0-0-0", "O-O-O", 1),
        _ => text.to_owned(),
    };
    text.chars()
        .map(|c| {
            if c.is_ascii_uppercase() && c != 'O' {
                letters.english(c)
            } else {
                c
            }
        })
        .collect()
}

/// Finds the legal move that `text` names in `pos` (English letters).
pub fn parse_move(pos: &Chess, text: &str) -> Result<Move, MoveError> {
    parse_move_in(pos, text, PieceLetters::English)
}

/// Finds the legal move that `text`, written with `letters`, names in
/// `pos`. Refusals quote the text as typed.
pub fn parse_move_in(pos: &Chess, text: &str, letters: PieceLetters) -> Result<Move, MoveError> {
    let typed = text.trim();
    let normal = to_english(typed, letters);
    parse_normal(pos, &normal).map_err(|e| match e {
        MoveError::Unparseable(_) => MoveError::Unparseable(typed.to_owned()),
        MoveError::Illegal(_) => MoveError::Illegal(typed.to_owned()),
        MoveError::Ambiguous(_) => MoveError::Ambiguous(typed.to_owned()),
    })
}

fn parse_normal(pos: &Chess, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    let mut parsed_somehow = false;
    let mut illegal = false;

    if let Ok(san) = SanPlus::from_ascii(text.as_bytes()) {
        parsed_somehow = true;
        match san.san.to_move(pos) {
            Ok(m) => return Ok(m),
            Err(SanError::AmbiguousSan) => return Err(MoveError::Ambiguous(text.to_owned())),
            Err(SanError::IllegalSan) => illegal = true,
        }
    }
    if let Ok(uci) = UciMove::from_ascii(text.as_bytes()) {
        parsed_somehow = true;
        match uci.to_move(pos) {
            Ok(m) => return Ok(m),
            Err(_) => illegal = true,
        }
    }
    if let Some(lan) = Lan::parse(text) {
        parsed_somehow = true;
        let mut found = pos.legal_moves().into_iter().filter(|m| lan.matches(m));
        if let Some(m) = found.next() {
            return Ok(m);
        }
        illegal = true;
    }
    if parsed_somehow && illegal {
        Err(MoveError::Illegal(text.to_owned()))
    } else {
        Err(MoveError::Unparseable(text.to_owned()))
    }
}

/// Long algebraic notation: `[piece]from(-|x)to[=promotion][+|#]`.
struct Lan {
    role: Role,
    from: Square,
    to: Square,
    promotion: Option<Role>,
}

impl Lan {
    fn parse(text: &str) -> Option<Lan> {
        let s = text.trim_end_matches(['+', '#']);
        let bytes = s.as_bytes();
        let (role, rest) = match bytes.first()? {
            c if c.is_ascii_uppercase() => (Role::from_char(*c as char)?, &s[1..]),
            _ => (Role::Pawn, s),
        };
        if rest.len() < 5 || !rest.is_char_boundary(2) || !rest.is_char_boundary(3) {
            return None;
        }
        let from: Square = rest[..2].parse().ok()?;
        if !matches!(&rest[2..3], "-" | "x") {
            return None;
        }
        let to: Square = rest.get(3..5)?.parse().ok()?;
        let promotion = match rest.get(5..)? {
            "" => None,
            p => {
                let p = p.strip_prefix('=').unwrap_or(p);
                let mut chars = p.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                Some(Role::from_char(c.to_ascii_lowercase())?)
            }
        };
        Some(Lan {
            role,
            from,
            to,
            promotion,
        })
    }

    fn matches(&self, m: &Move) -> bool {
        let to = match *m {
            // A castling move is written with the king's destination.
            Move::Castle { king, rook } => {
                let side = shakmaty::CastlingSide::from_queen_side(rook < king);
                let color = if king.rank() == shakmaty::Rank::First {
                    shakmaty::Color::White
                } else {
                    shakmaty::Color::Black
                };
                side.king_to(color)
            }
            _ => m.to(),
        };
        m.role() == self.role
            && m.from() == Some(self.from)
            && to == self.to
            && m.promotion() == self.promotion
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_in_the_audiences_notation() {
        // Issue 29: "screens and the operator's move list show moves in the
        // event's notation"; the journal stays English SAN.
        let moves = ["Nf3", "Bb5+", "Kxe2", "Rxa8", "e8=Q#", "O-O-O", "N@f3"];
        let figurine: Vec<String> = moves
            .iter()
            .map(|m| written(m, Notation::Figurine, PieceLetters::Spanish))
            .collect();
        assert_eq!(
            figurine,
            ["♘f3", "♗b5+", "♔xe2", "♖xa8", "e8=♕#", "O-O-O", "♘@f3"]
        );
        let spanish: Vec<String> = moves
            .iter()
            .map(|m| written(m, Notation::Local, PieceLetters::Spanish))
            .collect();
        assert_eq!(
            spanish,
            ["Cf3", "Ab5+", "Rxe2", "Txa8", "e8=D#", "O-O-O", "C@f3"]
        );
        let galician: Vec<String> = moves
            .iter()
            .map(|m| written(m, Notation::Local, PieceLetters::Galician))
            .collect();
        assert_eq!(
            galician,
            ["Cf3", "Bb5+", "Rxe2", "Txa8", "e8=D#", "O-O-O", "C@f3"]
        );
        assert_eq!(
            written("Nf3", Notation::English, PieceLetters::Spanish),
            "Nf3"
        );
        // What the audience reads, the operator can type back.
        for m in &spanish[..5] {
            assert!(moves.contains(&to_english(m, PieceLetters::Spanish).as_str()));
        }
    }
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn san(p: &Chess, text: &str) -> Result<String, MoveError> {
        parse_move(p, text).map(|m| San::from_move(p, m).to_string())
    }

    #[test]
    fn moves_accepted_as_san_uci_and_lan() {
        let p = Chess::default();
        for text in ["Nf3", "g1f3", "Ng1-f3", " Nf3 "] {
            assert_eq!(san(&p, text).as_deref(), Ok("Nf3"), "{text}");
        }
        for text in ["e4", "e2e4", "e2-e4"] {
            assert_eq!(san(&p, text).as_deref(), Ok("e4"), "{text}");
        }
    }

    #[test]
    fn promotion_in_every_notation() {
        let p = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        for text in ["exd8=Q+", "e7d8q", "e7xd8=Q", "e7xd8Q"] {
            assert_eq!(san(&p, text).as_deref(), Ok("exd8=Q"), "{text}");
        }
        assert_eq!(san(&p, "e8=N").as_deref(), Ok("e8=N"));
        assert!(matches!(parse_move(&p, "e8"), Err(MoveError::Illegal(_))));
    }

    #[test]
    fn castling_as_san_uci_and_king_move() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for text in ["O-O", "e1g1", "Ke1-g1"] {
            assert_eq!(san(&p, text).as_deref(), Ok("O-O"), "{text}");
        }
        assert_eq!(san(&p, "O-O-O").as_deref(), Ok("O-O-O"));
        assert_eq!(san(&p, "e1c1").as_deref(), Ok("O-O-O"));
    }

    #[test]
    fn rejected_moves_say_why() {
        let p = Chess::default();
        assert!(matches!(parse_move(&p, "e5"), Err(MoveError::Illegal(_))));
        assert!(matches!(parse_move(&p, "e2e5"), Err(MoveError::Illegal(_))));
        assert!(matches!(
            parse_move(&p, "hello"),
            Err(MoveError::Unparseable(_))
        ));
        assert!(matches!(parse_move(&p, ""), Err(MoveError::Unparseable(_))));
        assert!(matches!(
            parse_move(&p, "ñ1-ñ3"),
            Err(MoveError::Unparseable(_))
        ));
        let knights = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assert!(matches!(
            parse_move(&knights, "Nd2"),
            Err(MoveError::Ambiguous(_))
        ));
        assert_eq!(san(&knights, "Nbd2").as_deref(), Ok("Nbd2"));
    }
}

#[cfg(test)]
mod letter_tests {
    use super::*;

    fn play(letters: PieceLetters, moves: &[&str]) -> Chess {
        let mut pos = Chess::default();
        for m in moves {
            let mv = parse_move_in(&pos, m, letters).unwrap_or_else(|e| panic!("{m}: {e}"));
            pos = pos.play(mv).unwrap();
        }
        pos
    }

    #[test]
    fn spanish_and_galician_piece_letters_castling_with_zeros_and_annotations() {
        // Spanish: R rey, D dama, T torre, A alfil, C caballo.
        let es = play(
            PieceLetters::Spanish,
            &[
                "e4", "e5", "Cf3", "Cc6", "Ac4!", "Ac5?!", "0-0", "Cf6", "Te1", "d6", "c3", "De7",
                "Rh1",
            ],
        );
        // Galician: R rei, D dama, T torre, B bispo, C cabalo.
        let gl = play(
            PieceLetters::Galician,
            &[
                "e4", "e5", "Cf3", "Cc6", "Bc4!", "Bc5?!", "0-0", "Cf6", "Te1", "d6", "c3", "De7",
                "Rh1",
            ],
        );
        let en = play(
            PieceLetters::English,
            &[
                "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "Re1", "d6", "c3", "Qe7",
                "Kh1",
            ],
        );
        assert_eq!(es, en);
        assert_eq!(gl, en);
        // Promotion to a queen, in Spanish.
        let pos: Chess = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let m = parse_move_in(&pos, "a8=D+", PieceLetters::Spanish).unwrap();
        assert_eq!(m.promotion(), Some(Role::Queen));
        // In Spanish, R is the king: a rook move written the English way is
        // refused, quoting what was typed.
        let pos = play(PieceLetters::English, &["h4", "h5"]);
        assert_eq!(
            parse_move_in(&pos, "Rh3", PieceLetters::Spanish),
            Err(MoveError::Illegal("Rh3".into()))
        );
        assert!(parse_move_in(&pos, "Th3", PieceLetters::Spanish).is_ok());
        assert!(parse_move_in(&pos, "0-0-0!!", PieceLetters::Spanish).is_err());
        // Shown back to the operator in the letters typed, and read again.
        for (en, es, gl) in [
            ("Kh1", "Rh1", "Rh1"),
            ("Rxe1+", "Txe1+", "Txe1+"),
            ("Bb5", "Ab5", "Bb5"),
            ("exd8=Q#", "exd8=D#", "exd8=D#"),
            ("O-O", "O-O", "O-O"),
        ] {
            assert_eq!(from_english(en, PieceLetters::Spanish), es);
            assert_eq!(from_english(en, PieceLetters::Galician), gl);
            assert_eq!(to_english(es, PieceLetters::Spanish), en);
            assert_eq!(to_english(gl, PieceLetters::Galician), en);
        }
    }
}
