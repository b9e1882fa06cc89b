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
    #[error("cannot read {0:?} as a move (SAN like Nf3, UCI like g1f3, or LAN like Ng1-f3)")]
    Unparseable(String),
    /// A well-formed move that is not legal here.
    #[error("{0:?} is not a legal move in this position")]
    Illegal(String),
    /// SAN that matches more than one legal move.
    #[error("{0:?} is ambiguous: say which piece moves (for example Nbd2)")]
    Ambiguous(String),
}

/// Finds the legal move that `text` names in `pos`.
pub fn parse_move(pos: &Chess, text: &str) -> Result<Move, MoveError> {
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
