//! Tournaments that the Dutch system paired round by round and that an
//! independent engine (caissify-pairings' free pairings checker, itself
//! cross-validated with the FIDE-endorsed bbpPairings) re-paired to the same
//! pairs in every round (`scripts/conformance/dutch.py` made and checked
//! them): each round, paired again from the rounds before it, must come out
//! the same, pairs, colours and bye.

use megxadrez_pairing::dutch::report::{Options, next_round};
use megxadrez_pairing::results::{Bye, Round};
use megxadrez_pairing::trf;

fn check(text: &str) {
    let t = trf::parse(text).unwrap();
    for r in 0..t.rounds {
        // The file cut after round r: each player line keeps r rounds.
        let cut: String = text
            .lines()
            .map(|l| {
                if l.starts_with("001") {
                    let keep: String = l.chars().take(91 + 10 * r).collect();
                    format!("{}\n", keep.trim_end())
                } else {
                    format!("{l}\n")
                }
            })
            .collect();
        let options = Options {
            rounds: Some(t.rounds),
            ..Options::default()
        };
        let next = next_round(&cut, &options).unwrap();
        assert_eq!(next.round, r + 1);
        let mut want: Vec<(u32, u32)> = Vec::new();
        let mut bye = None;
        for p in &t.players {
            match p.round(r) {
                Round::Played {
                    opponent,
                    colour: shakmaty::Color::White,
                    ..
                }
                | Round::Forfeit {
                    opponent,
                    colour: Some(shakmaty::Color::White),
                    ..
                } => want.push((p.start_no, opponent)),
                Round::Bye(Bye::Pairing) => bye = Some(p.start_no),
                _ => {}
            }
        }
        let mut got = next.pairing.boards.clone();
        got.sort_unstable();
        want.sort_unstable();
        assert_eq!(got, want, "round {}", r + 1);
        assert_eq!(next.pairing.bye, bye, "round {}", r + 1);
    }
}

#[test]
fn a_37_player_9_round_swiss_with_byes_and_forfeits() {
    check(include_str!("../../../tests/data/dutch/checked-1.trf"));
}

#[test]
fn a_37_player_8_round_swiss_with_byes_and_forfeits() {
    check(include_str!("../../../tests/data/dutch/checked-2.trf"));
}

/// Rounds where the bye's choice needed the rule's finer points, as the
/// independent engine paired them (`*.pairs`: `megxadrez pair`'s text).
fn check_round(trf: &str, pairs: &str) {
    let next = next_round(trf, &Options::default()).unwrap();
    assert_eq!(next.text(), pairs);
}

#[test]
fn the_bye_goes_to_the_lone_player_left_who_missed_fewest_rounds() {
    // 4 points: 13, 15 (all played) and 18 (a forfeit loss); every lower
    // player has had a bye. The bracket leaves one player: 13 sits out.
    check_round(
        include_str!("../../../tests/data/dutch/bye-1.trf"),
        include_str!("../../../tests/data/dutch/bye-1.pairs"),
    );
}

#[test]
fn with_several_players_left_the_bye_follows_the_other_criteria() {
    // 3 points: 55 (all played) and 57 (a forfeit loss) could sit out; the
    // bracket leaves more than one player down, so the missed rounds do not
    // count and 57, as the rules' order gives it, has the bye.
    check_round(
        include_str!("../../../tests/data/dutch/bye-2.trf"),
        include_str!("../../../tests/data/dutch/bye-2.pairs"),
    );
}
