//! A league's crosstable: every entrant against every other, in the order
//! of the table, with what each scored in their games (a school match's
//! game points), and the points and place of the table.

use super::table::Table;
use crate::config::EventConfig;
use crate::event::Event;
use crate::pairing::results::{Round, Score};

/// The crosstable: rows and columns in the table's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// Each row's place, start number, name and points, as in the table.
    pub rows: Vec<super::table::TableRow>,
    /// `cells[i][j]`: what row `i` scored against row `j`'s entrant, each
    /// game's mark joined ("1", "½", "0", "+", "-"; "1 ½" for two games);
    /// empty when they have not met.
    pub cells: Vec<Vec<String>>,
}

/// One game's mark for the entrant whose round it is.
fn mark(round: Round) -> Option<&'static str> {
    Some(match round {
        Round::Played { score, .. } => match score {
            Score::Win => "1",
            Score::Draw => "½",
            Score::Loss => "0",
        },
        Round::Forfeit { won: true, .. } => "+",
        Round::Forfeit { won: false, .. } => "-",
        Round::Bye(_) => return None,
    })
}

/// The crosstable of `event`'s league rounds, in `table`'s order.
pub fn crosstable(config: &EventConfig, event: &Event, table: &Table) -> Crosstable {
    let index: std::collections::HashMap<u32, usize> = table
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.start_no, i))
        .collect();
    let n = table.rows.len();
    let mut cells = vec![vec![String::new(); n]; n];
    let scoring = config.rules.scoring;
    let mut add = |a: u32, b: u32, text: String| {
        if let (Some(&i), Some(&j)) = (index.get(&a), index.get(&b)) {
            let cell = &mut cells[i][j];
            if !cell.is_empty() {
                cell.push(' ');
            }
            cell.push_str(&text);
        }
    };
    for round in 1..=config.tournament.rounds.min(event.last_round()) {
        let (pairings, _) = event.round_pairings(round);
        for p in pairings {
            // A school match: the game points of its boards so far.
            if let Some(m) = event
                .team_matches()
                .iter()
                .find(|m| (m.round, m.first, m.second) == (round, p.white, p.black))
            {
                if m.boards.iter().any(Option::is_some) {
                    add(p.white, p.black, m.points_of(p.white, &scoring).to_string());
                    add(p.black, p.white, m.points_of(p.black, &scoring).to_string());
                }
                continue;
            }
            let Some((w, b)) = p.result else { continue };
            if let (Some(mw), Some(mb)) = (mark(w), mark(b)) {
                add(p.white, p.black, mw.to_owned());
                add(p.black, p.white, mb.to_owned());
            }
        }
    }
    Crosstable {
        rows: table.rows.clone(),
        cells,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{EventCommand, PairingResult};
    use crate::session::Session;

    #[test]
    fn each_entrant_against_each_other_in_the_tables_order() {
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        let mut s = Session::new(crate::testing::load(&path));
        for (w, b, result) in [
            (1, 6, PairingResult::WhiteWins),
            (2, 5, PairingResult::Draw),
            (3, 4, PairingResult::BlackByForfeit),
        ] {
            s.apply_event(&EventCommand::Pair {
                round: 1,
                white: w,
                black: b,
            })
            .unwrap();
            s.apply_event(&EventCommand::Result {
                round: 1,
                white: w,
                black: b,
                result,
            })
            .unwrap();
        }
        let table = crate::tournament::table::event_table(
            s.config(),
            s.event(),
            crate::pairing::tiebreak::Rules::Fide2026,
            None,
            &mut |_| 0,
        );
        let x = crosstable(s.config(), s.event(), &table);
        let at = |a: u32, b: u32| {
            let i = x.rows.iter().position(|r| r.start_no == a).unwrap();
            let j = x.rows.iter().position(|r| r.start_no == b).unwrap();
            x.cells[i][j].clone()
        };
        assert_eq!((at(1, 6), at(6, 1)), ("1".into(), "0".into()));
        assert_eq!((at(2, 5), at(5, 2)), ("½".into(), "½".into()));
        assert_eq!((at(4, 3), at(3, 4)), ("+".into(), "-".into()));
        assert_eq!(at(1, 2), "", "not met yet");
        // The winners head the table and the crosstable alike.
        assert!(matches!(x.rows[0].start_no, 1 | 4));
    }
}
