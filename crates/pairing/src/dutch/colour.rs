//! Colours in the Dutch system: each player's colour preference (C.04.3
//! A.6) from the games they played, and the allocation of colours to a
//! pair (C.04.3 E.1–E.5).

use shakmaty::Color;

/// How much a player wants a colour (A.6), weakest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game played yet.
    None,
    /// Level colours: the other one than last time.
    Mild,
    /// One colour more than the other.
    Strong,
    /// Two more, or the same colour in the last two games.
    Absolute,
}

/// A player's colours so far and what they ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colours {
    /// The colours of the games played, oldest first (unplayed rounds
    /// left out).
    pub played: Vec<Color>,
    /// Whites minus blacks.
    pub difference: i32,
    /// The colour wanted, if any.
    pub wants: Option<Color>,
    /// How much.
    pub strength: Strength,
}

impl Colours {
    /// The preference of a player who played `played` (A.6).
    pub fn of(played: Vec<Color>) -> Self {
        let difference: i32 = played
            .iter()
            .map(|c| if *c == Color::White { 1 } else { -1 })
            .sum();
        let last_two_same =
            played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
        let (wants, strength) = if played.is_empty() {
            (None, Strength::None)
        } else if difference.abs() > 1 || last_two_same {
            let wants = if difference > 1 {
                Color::Black
            } else if difference < -1 {
                Color::White
            } else {
                !played[played.len() - 1]
            };
            (Some(wants), Strength::Absolute)
        } else if difference != 0 {
            let wants = if difference > 0 {
                Color::Black
            } else {
                Color::White
            };
            (Some(wants), Strength::Strong)
        } else {
            (Some(!played[played.len() - 1]), Strength::Mild)
        };
        Colours {
            played,
            difference,
            wants,
            strength,
        }
    }

    /// The difference after a game with `c`.
    pub fn difference_after(&self, c: Color) -> i32 {
        self.difference + if c == Color::White { 1 } else { -1 }
    }

    /// Whether a game with `c` would be the third of that colour in a row.
    pub fn third_in_a_row(&self, c: Color) -> bool {
        let n = self.played.len();
        n >= 2 && self.played[n - 1] == c && self.played[n - 2] == c
    }
}

/// Which of two players gets White (E.1–E.5): `true` when the first one.
/// `a` is the higher ranked (more points, then the lower pairing number);
/// `a_odd` whether its pairing number is odd; `initial` the colour drawn
/// for the first board of round 1.
pub fn first_gets_white(a: &Colours, b: &Colours, a_odd: bool, initial: Color) -> bool {
    let a_white = |c: Color| c == Color::White;
    match (a.wants, b.wants) {
        // E.1: both preferences granted.
        (Some(x), Some(y)) if x != y => return a_white(x),
        (Some(x), None) => return a_white(x),
        (None, Some(y)) => return !a_white(y),
        (Some(x), Some(_)) => {
            // E.2: the stronger preference.
            if a.strength != b.strength {
                return if a.strength > b.strength {
                    a_white(x)
                } else {
                    !a_white(x)
                };
            }
            if a.strength == Strength::Absolute && a.difference.abs() != b.difference.abs() {
                return if a.difference.abs() > b.difference.abs() {
                    a_white(x)
                } else {
                    !a_white(x)
                };
            }
            // E.3: alternate to the most recent round in which they differed.
            let (pa, pb) = (&a.played, &b.played);
            for k in 1..=pa.len().min(pb.len()) {
                let (ca, cb) = (pa[pa.len() - k], pb[pb.len() - k]);
                if ca != cb {
                    return ca == Color::Black;
                }
            }
            // E.4: the higher ranked player's preference.
            return a_white(x);
        }
        (None, None) => {}
    }
    // E.5: the initial colour to an odd pairing number.
    if a_odd {
        initial == Color::White
    } else {
        initial == Color::Black
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black as B, White as W};

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(Colours::of(vec![]).strength, Strength::None);
        let c = Colours::of(vec![W, B]);
        assert_eq!((c.wants, c.strength), (Some(W), Strength::Mild));
        let c = Colours::of(vec![W]);
        assert_eq!((c.wants, c.strength), (Some(B), Strength::Strong));
        let c = Colours::of(vec![B, W, W]);
        assert_eq!((c.wants, c.strength), (Some(B), Strength::Absolute));
        let c = Colours::of(vec![B, B, W, B]);
        assert_eq!((c.wants, c.strength), (Some(W), Strength::Absolute));
        assert!(c.difference == -2);
    }

    #[test]
    fn allocation_follows_e1_to_e5() {
        // E.1: opposite wishes.
        assert!(first_gets_white(
            &Colours::of(vec![B]),
            &Colours::of(vec![W]),
            true,
            W
        ));
        // E.2: strong beats mild.
        assert!(!first_gets_white(
            &Colours::of(vec![B, W]),
            &Colours::of(vec![B]),
            true,
            W
        ));
        // E.3: both strong for White; the last round they differed (the
        // second), a had Black, b White: a gets White now.
        let a = Colours::of(vec![W, B, B, W, B]);
        let b = Colours::of(vec![B, W, B, W, B]);
        assert_eq!(
            (a.strength, b.strength),
            (Strength::Strong, Strength::Strong)
        );
        assert!(first_gets_white(&a, &b, true, W));
        assert!(!first_gets_white(&b, &a, true, W));
        // E.4: same histories: the higher ranked one's wish.
        assert!(first_gets_white(
            &Colours::of(vec![B]),
            &Colours::of(vec![B]),
            false,
            W
        ));
        // E.5: nothing played: odd pairing number takes the initial colour.
        assert!(first_gets_white(
            &Colours::of(vec![]),
            &Colours::of(vec![]),
            true,
            W
        ));
        assert!(!first_gets_white(
            &Colours::of(vec![]),
            &Colours::of(vec![]),
            false,
            W
        ));
        assert!(!first_gets_white(
            &Colours::of(vec![]),
            &Colours::of(vec![]),
            true,
            B
        ));
    }
}
