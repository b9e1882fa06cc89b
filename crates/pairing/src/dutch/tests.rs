//! The Dutch system against the regulation's own cases and its absolute
//! criteria over many random tournaments.

use shakmaty::Color;

use super::*;
use crate::results::{Bye, Player, Round, Score};

fn players(n: u32) -> Vec<Player> {
    (1..=n)
        .map(|i| Player {
            start_no: i,
            name: format!("P{i}"),
            rating: Some(2400 - i as u16 * 10),
            rounds: Vec::new(),
        })
        .collect()
}

fn rules(round: usize, rounds: usize) -> Rules {
    Rules {
        last_round: round + 1 == rounds,
        rounds_played: round,
        initial: Color::White,
        forbidden: Vec::new(),
    }
}

/// Plays a pairing into the players' rounds: White wins when `white_wins`.
fn record(ps: &mut [Player], p: &Pairing, result: impl Fn(u32, u32) -> (Score, Score)) {
    for &(w, b) in &p.boards {
        let (sw, sb) = result(w, b);
        ps[w as usize - 1].rounds.push(Round::Played {
            opponent: b,
            colour: Color::White,
            score: sw,
            rated: true,
        });
        ps[b as usize - 1].rounds.push(Round::Played {
            opponent: w,
            colour: Color::Black,
            score: sb,
            rated: true,
        });
    }
    if let Some(x) = p.bye {
        ps[x as usize - 1].rounds.push(Round::Bye(Bye::Pairing));
    }
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_alternating_colours() {
    let ps = players(8);
    let p = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    assert_eq!(p.boards, [(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(p.bye, None);
    // The full matching (a pair kept apart that round 1 never makes)
    // reaches the same first candidate as the shortcut, odd or even.
    for n in [8, 9, 30, 31] {
        let ps = players(n);
        let mut kept = rules(0, 5);
        kept.forbidden = vec![(1, 2)];
        assert_eq!(
            pair(&entrants(&ps, 0, &[]), &kept),
            pair(&entrants(&ps, 0, &[]), &rules(0, 5)),
            "{n} players"
        );
    }
    // Black drawn for board 1: every colour the other way.
    let mut r = rules(0, 5);
    r.initial = Color::Black;
    let p = pair(&entrants(&ps, 0, &[]), &r).unwrap();
    assert_eq!(p.boards, [(5, 1), (2, 6), (7, 3), (4, 8)]);
}

#[test]
fn an_odd_round_one_gives_the_bye_to_the_lowest_ranked() {
    let ps = players(7);
    let p = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    assert_eq!(p.boards, [(1, 4), (5, 2), (3, 6)]);
    assert_eq!(p.bye, Some(7));
}

#[test]
fn a_player_absent_before_their_first_pairing_is_not_numbered_for_the_colours() {
    // C.04.3 E.5: "If the higher ranked player has an odd pairing number,
    // give them the initial-colour". Player 2 asked for a bye before
    // round 1: in round 1 the pairing numbers run over those paired
    // (1, 3, 4, 5, 6 → 1 to 5), so board 2's higher ranked, 3, is the
    // second and takes Black, as bbpPairings gives it.
    let ps = players(6);
    let p = pair(&entrants(&ps, 0, &[2]), &rules(0, 5)).unwrap();
    assert_eq!(p.boards, [(1, 4), (5, 3)]);
    assert_eq!(p.bye, Some(6));
    // Once paired in a round, a player keeps their number: absent in
    // round 2, player 2 still counts, so 3 is the third again.
    let mut ps = players(6);
    let r1 = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    record(&mut ps, &r1, |_, _| (Score::Draw, Score::Draw));
    let list = entrants(&ps, 1, &[2]);
    assert_eq!(
        list.iter().map(|e| e.tpn).collect::<Vec<_>>(),
        [1, 3, 4, 5, 6]
    );
}

#[test]
fn round_two_transposes_s2_to_grant_the_colours() {
    // After 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1: 1-3 and 2-4 would leave
    // two players each without their colour (C.10); the transposition
    // 1-4, 2-3 grants every preference.
    let mut ps = players(8);
    let r1 = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    record(&mut ps, &r1, |w, b| {
        if w < b {
            (Score::Win, Score::Loss)
        } else {
            (Score::Loss, Score::Win)
        }
    });
    let p = pair(&entrants(&ps, 1, &[]), &rules(1, 5)).unwrap();
    assert_eq!(p.boards, [(4, 1), (2, 3), (5, 8), (7, 6)]);
}

#[test]
fn an_odd_bracket_floats_its_lowest_player_down() {
    // Round 2 of 6 after three draws and... 1 beats 4, 5-2 and 3-6 drawn:
    // the top bracket {1} floats down, the lowest resident of the next one
    // meets it; the bye goes to the lowest score.
    let mut ps = players(7);
    let r1 = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    assert_eq!(r1.bye, Some(7));
    record(&mut ps, &r1, |w, b| match (w, b) {
        (1, _) => (Score::Win, Score::Loss),
        _ => (Score::Draw, Score::Draw),
    });
    let e = entrants(&ps, 1, &[]);
    let p = pair(&e, &rules(1, 5)).unwrap();
    // 1 and 7 have a point: they meet (7 had the bye, no colour yet).
    assert!(
        p.boards.contains(&(7, 1)) || p.boards.contains(&(1, 7)),
        "{p:?}"
    );
    // 7 cannot have a second bye; it goes to the lowest score, 4.
    assert_eq!(p.bye, Some(4));
}

#[test]
fn forbidden_pairs_never_meet() {
    let ps = players(8);
    let mut r = rules(0, 5);
    r.forbidden = vec![(1, 5), (2, 6)];
    let p = pair(&entrants(&ps, 0, &[]), &r).unwrap();
    for &(w, b) in &p.boards {
        assert!(![(1, 5), (5, 1), (2, 6), (6, 2)].contains(&(w, b)), "{p:?}");
    }
    assert_eq!(p.boards.len(), 4);
}

#[test]
fn absent_players_are_not_paired() {
    let ps = players(6);
    let p = pair(&entrants(&ps, 0, &[3]), &rules(0, 5)).unwrap();
    assert!(p.boards.iter().all(|&(w, b)| w != 3 && b != 3));
    assert_eq!(p.boards.len() + usize::from(p.bye.is_some()), 3);
}

#[test]
fn when_everyone_has_met_no_pairing_exists() {
    let mut ps = players(4);
    for _ in 0..3 {
        let r = pair(
            &entrants(&ps, ps[0].rounds.len(), &[]),
            &rules(ps[0].rounds.len(), 5),
        )
        .unwrap();
        record(&mut ps, &r, |_, _| (Score::Draw, Score::Draw));
    }
    assert_eq!(
        pair(&entrants(&ps, 3, &[]), &rules(3, 5)),
        Err(NoPairing::Impossible)
    );
    assert_eq!(
        pair(&entrants(&ps[..1], 0, &[]), &rules(0, 5)),
        Err(NoPairing::TooFew)
    );
}

#[test]
fn baku_acceleration_adds_virtual_points_to_the_top_half_early() {
    let ps = players(10);
    let mut e = entrants(&ps, 0, &[]);
    accelerate(&mut e, 0, 9);
    // Group A: 2 × ⌈10/4⌉ = 6 players, one point in round 1.
    assert!(e[..6].iter().all(|x| x.score == WIN));
    assert!(e[6..].iter().all(|x| x.score == 0));
    let p = pair(&e, &rules(0, 9)).unwrap();
    // A's players meet each other, B's each other.
    for &(w, b) in &p.boards {
        assert_eq!(w <= 6, b <= 6, "{p:?}");
    }
    let mut late = entrants(&ps, 6, &[]);
    accelerate(&mut late, 6, 9);
    assert!(late.iter().all(|x| x.score == 0));
}

/// Whole random tournaments paired by the engine, results at random
/// (forfeits among them): every round keeps the absolute criteria.
#[test]
fn random_tournaments_keep_the_absolute_criteria() {
    let mut rng = fastrand::Rng::with_seed(16);
    for t in 0..40 {
        let n = rng.u32(6..40);
        let rounds = rng.usize(4..9);
        let mut ps = players(n);
        for r in 0..rounds {
            let e = entrants(&ps, r, &[]);
            let rl = rules(r, rounds);
            let p = match pair(&e, &rl) {
                Ok(p) => p,
                // Late rounds of small events can run out of opponents.
                Err(NoPairing::Impossible) if n < 10 => break,
                Err(x) => panic!("tournament {t} round {r}: {x}"),
            };
            let mut seen = std::collections::HashSet::new();
            for &(w, b) in &p.boards {
                assert!(seen.insert(w) && seen.insert(b), "paired twice");
                let (ew, eb) = (&e[w as usize - 1], &e[b as usize - 1]);
                assert!(!ew.met.contains(&b), "t{t} r{r}: {w} and {b} meet again");
                for (x, c) in [(ew, Color::White), (eb, Color::Black)] {
                    let top = rl.last_round && 2 * x.score > WIN * r as Quarters;
                    let col = colour::Colours::of(x.colours.clone());
                    if !top {
                        assert!(
                            col.difference_after(c).abs() <= 2,
                            "t{t} r{r}: {} colour difference",
                            x.id
                        );
                        assert!(!col.third_in_a_row(c), "t{t} r{r}: {} three in a row", x.id);
                    }
                }
            }
            if let Some(x) = p.bye {
                assert!(seen.insert(x));
                assert!(
                    e[x as usize - 1].bye_allowed,
                    "t{t} r{r}: second bye for {x}"
                );
            }
            assert_eq!(seen.len(), n as usize, "everyone paired once");
            // Results, with a forfeit now and then.
            for &(w, b) in &p.boards {
                let roll = rng.u8(0..100);
                let (sw, sb) = match roll {
                    0..=40 => (Score::Win, Score::Loss),
                    41..=70 => (Score::Draw, Score::Draw),
                    _ => (Score::Loss, Score::Win),
                };
                if roll.is_multiple_of(29) {
                    ps[w as usize - 1].rounds.push(Round::Forfeit {
                        opponent: b,
                        colour: Some(Color::White),
                        won: true,
                    });
                    ps[b as usize - 1].rounds.push(Round::Forfeit {
                        opponent: w,
                        colour: Some(Color::Black),
                        won: false,
                    });
                } else {
                    let one = Pairing {
                        boards: vec![(w, b)],
                        bye: None,
                    };
                    record(&mut ps, &one, |_, _| (sw, sb));
                }
            }
            if let Some(x) = p.bye {
                ps[x as usize - 1].rounds.push(Round::Bye(Bye::Pairing));
            }
        }
    }
}

#[test]
fn a_forfeit_winner_gets_no_pairing_allocated_bye() {
    let mut ps = players(3);
    ps[0].rounds.push(Round::Forfeit {
        opponent: 2,
        colour: Some(Color::White),
        won: true,
    });
    ps[1].rounds.push(Round::Forfeit {
        opponent: 1,
        colour: Some(Color::Black),
        won: false,
    });
    ps[2].rounds.push(Round::Bye(Bye::Pairing));
    let e = entrants(&ps, 1, &[]);
    assert!(!e[0].bye_allowed && e[1].bye_allowed && !e[2].bye_allowed);
    // 1 and 2 may meet again (their game was not played); 3 and one of
    // them play, the other... only 2 may take the bye.
    let p = pair(&e, &rules(1, 5)).unwrap();
    assert_eq!(p.bye, Some(2));
}

#[test]
fn the_bye_goes_to_a_lowest_scorer_who_has_missed_fewest_rounds() {
    // Round 1 of 5: 5 has the bye, 1 beats 3 by forfeit, 4 beats 2.
    let mut ps = players(5);
    let r1 = pair(&entrants(&ps, 0, &[]), &rules(0, 5)).unwrap();
    assert_eq!(
        (r1.boards.as_slice(), r1.bye),
        (&[(1, 3), (4, 2)][..], Some(5))
    );
    ps[0].rounds.push(Round::Forfeit {
        opponent: 3,
        colour: Some(Color::White),
        won: true,
    });
    ps[2].rounds.push(Round::Forfeit {
        opponent: 1,
        colour: Some(Color::Black),
        won: false,
    });
    record(
        &mut ps,
        &Pairing {
            boards: vec![(4, 2)],
            bye: Some(5),
        },
        |_, _| (Score::Win, Score::Loss),
    );
    // 2 and 3 have nothing; 3, ranked lower, did not play: 2 sits out.
    let p = pair(&entrants(&ps, 1, &[]), &rules(1, 5)).unwrap();
    assert_eq!(p.bye, Some(2), "{p:?}");
}

#[test]
fn the_higher_ranked_player_is_the_one_with_more_points_then_the_lower_number() {
    // Both want Black as strongly, with the same colours so far: E.4 gives
    // the higher ranked its wish, and A.2 ranks by points first, so 2 (one
    // point) has Black against 1 (none), though 1 has the lower number.
    let e = |id: u32, score: Quarters| Entrant {
        id,
        tpn: id,
        score,
        colours: vec![Color::White],
        floats: [Float::None; 2],
        met: vec![9],
        bye_allowed: true,
        unplayed: 0,
    };
    let p = pair(&[e(1, 0), e(2, WIN)], &rules(1, 5)).unwrap();
    assert_eq!(p.boards, [(1, 2)]);
    let p = pair(&[e(1, WIN), e(2, 0)], &rules(1, 5)).unwrap();
    assert_eq!(p.boards, [(2, 1)]);
}
