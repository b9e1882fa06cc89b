//! Each table's codes for a round: a player reports their table's result
//! (or calls the arbiter) from a phone with the code beside their name on
//! the table's card. The codes come from the event's secret key (kept
//! beside the journal, never served), the round, the table and the side:
//! they change each round, and one table's code says nothing of
//! another's.

use shakmaty::Color;

/// How many digits a code has.
pub const DIGITS: usize = 5;

/// The event's secret for its tables' codes.
#[derive(Clone, PartialEq, Eq)]
pub struct CodeKey([u8; 32]);

impl std::fmt::Debug for CodeKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CodeKey(…)")
    }
}

impl CodeKey {
    /// A key of these bytes.
    pub fn new(bytes: [u8; 32]) -> CodeKey {
        CodeKey(bytes)
    }

    /// The key as 64 hexadecimal digits (how its file keeps it).
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A key from 64 hexadecimal digits (surrounding space ignored).
    pub fn from_hex(text: &str) -> Option<CodeKey> {
        let text = text.trim();
        if text.len() != 64 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0; 32];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(CodeKey(bytes))
    }

    fn digits(&self, round: u32, table: u32, side: Color, salt: u8) -> String {
        let label = format!("megxadrez table code {round} {table} {side:?} {salt}");
        let hash = blake3::keyed_hash(&self.0, label.as_bytes());
        let mut first = [0; 8];
        first.copy_from_slice(&hash.as_bytes()[..8]);
        let n = u64::from_le_bytes(first) % 10u64.pow(DIGITS as u32);
        format!("{n:0width$}", width = DIGITS)
    }

    /// The code of `side`'s player at table `table` of round `round`
    /// (never the same as the other side's).
    pub fn code(&self, round: u32, table: u32, side: Color) -> String {
        let white = self.digits(round, table, Color::White, 0);
        if side == Color::White {
            return white;
        }
        (0..)
            .map(|salt| self.digits(round, table, Color::Black, salt))
            .find(|c| *c != white)
            .unwrap_or_default()
    }

    /// Whose code `code` is at that table, if either's.
    pub fn side_of(&self, round: u32, table: u32, code: &str) -> Option<Color> {
        let code = code.trim();
        [Color::White, Color::Black]
            .into_iter()
            .find(|&side| self.code(round, table, side) == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_differ_by_table_round_and_side_and_read_back() {
        let key = CodeKey::new([7; 32]);
        let again = CodeKey::from_hex(&key.to_hex()).unwrap();
        assert_eq!(again, key);
        assert_eq!(CodeKey::from_hex("zz"), None);
        let mut seen = std::collections::HashSet::new();
        for round in 1..=3 {
            for table in 1..=20 {
                for side in [Color::White, Color::Black] {
                    let code = key.code(round, table, side);
                    assert_eq!(code.len(), DIGITS);
                    assert!(code.bytes().all(|b| b.is_ascii_digit()));
                    assert_eq!(key.side_of(round, table, &code), Some(side));
                    seen.insert(code);
                }
            }
        }
        // 120 codes of 100,000: a repeat or two at most by chance.
        assert!(seen.len() >= 118, "{}", seen.len());
        let other = CodeKey::new([8; 32]);
        assert_ne!(other.code(1, 1, Color::White), key.code(1, 1, Color::White));
        assert_eq!(key.side_of(1, 1, "abcde"), None);
    }
}
