//! Scores in half-points: a win, a draw and every tie-break add up exactly,
//! with no floating point; converted to a decimal only at the edges (the
//! JSON report, the texts people read).

use std::fmt;
use std::iter::Sum;
use std::ops::Add;

/// A score, in half-points.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Points(u32);

impl Points {
    /// Nothing.
    pub const ZERO: Points = Points(0);

    /// A score of `halves` half-points.
    pub const fn from_halves(halves: u32) -> Points {
        Points(halves)
    }

    /// A whole number of points.
    pub const fn whole(points: u32) -> Points {
        Points(points * 2)
    }

    /// The score as written in a config (`1`, `0.5`, `10`): a multiple of
    /// one half from 0 up; `None` for anything else.
    pub fn from_decimal(value: f64) -> Option<Points> {
        let halves = value * 2.0;
        (value.is_finite() && value >= 0.0 && halves.fract() == 0.0 && halves <= u32::MAX as f64)
            .then_some(Points(halves as u32))
    }

    /// The number of half-points.
    pub const fn halves(self) -> u32 {
        self.0
    }

    /// The score as a decimal, for the edges that print numbers.
    pub fn as_decimal(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl fmt::Display for Points {
    /// `1`, `0.5`, `2.5`: as a config writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_points_add_exactly_and_print_as_configs_write_them() {
        let s: Points = [1.0, 0.5, 0.5, 0.0, 1.0]
            .into_iter()
            .map(|v| Points::from_decimal(v).unwrap())
            .sum();
        assert_eq!(s, Points::from_halves(6));
        assert_eq!(s.to_string(), "3");
        assert_eq!(Points::from_halves(5).to_string(), "2.5");
        assert_eq!(Points::whole(10).as_decimal(), 10.0);
        for bad in [0.3, -1.0, f64::NAN, f64::INFINITY] {
            assert_eq!(Points::from_decimal(bad), None, "{bad}");
        }
    }
}
