//! The FIDE tie-breaks (C.07) on hand-computed tournaments: byes,
//! forfeits, withdrawals and unplayed rounds under both texts (2024, 2026).

use megxadrez_pairing::results::{Bye, Player, Quarters, Round, Score};
use megxadrez_pairing::standings::{decimal, standings};
use megxadrez_pairing::tiebreak::{Context, Rules, TieBreak};
use megxadrez_pairing::trf;
use shakmaty::Color::{Black, White};

const FILLER: u32 = 99;

fn game(opponent: u32, score: Score) -> Round {
    Round::Played {
        opponent,
        colour: White,
        score,
        rated: true,
    }
}

/// A player who meets `focus` in round `round` (0-based) with `result`,
/// and reaches `total` quarters over `rounds` rounds against a filler.
fn opponent(
    no: u32,
    focus: u32,
    round: usize,
    result: Score,
    total: Quarters,
    rounds: usize,
) -> Player {
    let mut left = total
        - match result {
            Score::Win => 4,
            Score::Draw => 2,
            Score::Loss => 0,
        };
    let rounds = (0..rounds)
        .map(|r| {
            if r == round {
                return game(focus, result);
            }
            let score = if left >= 4 {
                left -= 4;
                Score::Win
            } else if left >= 2 {
                left -= 2;
                Score::Draw
            } else {
                Score::Loss
            };
            game(FILLER, score)
        })
        .collect();
    assert_eq!(left, 0, "player {no} cannot reach its score");
    Player {
        start_no: no,
        name: format!("P{no}"),
        rating: Some(2000 + no as u16),
        rounds,
    }
}

fn value(players: &[Player], rounds: usize, rules: Rules, code: &str, i: usize) -> String {
    let ctx = Context::new(players, rounds, rules);
    decimal(ctx.value(code.parse::<TieBreak>().unwrap(), i).unwrap())
}

/// The Arbiters' Manual 2026 case (a ZPB in round 4 of 10, then played):
/// opponents on 5, 5, 6.5, 4.5, 6, 5, 6.5, 5.5, 6.
fn laxman() -> Vec<Player> {
    use Score::*;
    let results = [
        (Win, 20),
        (Win, 20),
        (Loss, 26),
        (Win, 18),
        (Draw, 24),
        (Win, 20),
        (Draw, 26),
        (Win, 22),
        (Win, 24),
    ];
    let mut rounds = Vec::new();
    let mut players = Vec::new();
    let mut no = 2;
    for r in 0..10 {
        if r == 3 {
            rounds.push(Round::Bye(Bye::Zero));
            continue;
        }
        let (result, score) = results[players.len()];
        let theirs = match result {
            Win => Loss,
            Loss => Win,
            Draw => Draw,
        };
        players.push(opponent(no, 1, r, theirs, score, 10));
        rounds.push(game(no, result));
        no += 1;
    }
    let me = Player {
        start_no: 1,
        name: "Laxman".into(),
        rating: Some(2500),
        rounds,
    };
    std::iter::once(me).chain(players).collect()
}

#[test]
fn a_zero_point_bye_then_play_buchholz_and_cut_under_both_texts() {
    let p = laxman();
    assert_eq!(decimal(p[0].score(10)), "7");
    assert_eq!(value(&p, 10, Rules::Fide2024, "BH", 0), "57");
    assert_eq!(
        value(&p, 10, Rules::Fide2026, "BH", 0),
        "55",
        "dummy capped at 0.5 x 10"
    );
    assert_eq!(
        value(&p, 10, Rules::Fide2024, "BH-C1", 0),
        "50",
        "the VUR is cut first"
    );
    assert_eq!(value(&p, 10, Rules::Fide2026, "BH-C1", 0), "50");
    assert_eq!(value(&p, 10, Rules::Fide2024, "SB", 0), "37.25");
    assert_eq!(value(&p, 10, Rules::Fide2026, "SB", 0), "37.25");
    // Median-1: the VUR low, then the highest (6.5).
    assert_eq!(value(&p, 10, Rules::Fide2024, "BH-M1", 0), "43.5");
}

/// Four rounds, 2.5 points: a win against 0.5, a half-point bye, a
/// forfeit loss (the scheduled opponent on 3), a win against 1.5.
fn sb_cuts() -> Vec<Player> {
    let me = Player {
        start_no: 1,
        name: "P".into(),
        rating: None,
        rounds: vec![
            game(2, Score::Win),
            Round::Bye(Bye::Half),
            Round::Forfeit {
                opponent: 3,
                colour: Some(Black),
                won: false,
            },
            game(4, Score::Win),
        ],
    };
    vec![
        me,
        opponent(2, 1, 0, Score::Loss, 2, 4),
        Player {
            start_no: 3,
            name: "P3".into(),
            rating: None,
            rounds: vec![
                game(FILLER, Score::Win),
                game(FILLER, Score::Win),
                Round::Forfeit {
                    opponent: 1,
                    colour: Some(White),
                    won: true,
                },
                game(FILLER, Score::Loss),
            ],
        },
        opponent(4, 1, 3, Score::Loss, 6, 4),
    ]
}

#[test]
fn sonneborn_berger_cuts_the_higher_of_the_lowest_vur_and_the_least_significant_value() {
    let p = sb_cuts();
    assert_eq!(value(&p, 4, Rules::Fide2026, "SB", 0), "3");
    assert_eq!(value(&p, 4, Rules::Fide2026, "SB-C1", 0), "2.5");
    assert_eq!(value(&p, 4, Rules::Fide2026, "SB-C2", 0), "1");
    assert_eq!(value(&p, 4, Rules::Fide2024, "SB", 0), "3.25");
    assert_eq!(value(&p, 4, Rules::Fide2024, "SB-C1", 0), "2.75");
    // Buchholz: 0.5 + 2.5 (dummy, own score) + 2.5 + 1.5 in 2024; the
    // half-point bye's dummy capped at 0.5 x 4 = 2 in 2026.
    assert_eq!(value(&p, 4, Rules::Fide2024, "BH", 0), "7");
    assert_eq!(value(&p, 4, Rules::Fide2026, "BH", 0), "6.5");
}

#[test]
fn a_withdrawn_opponent_counts_draws_for_the_rounds_after_a_forfeit_counts_nothing() {
    // Y scored 3 in rounds 1-6 (beating the focus player), then withdrew.
    let mut y = opponent(2, 1, 0, Score::Win, 12, 6);
    let focus = Player {
        start_no: 1,
        name: "F".into(),
        rating: None,
        rounds: (0..9)
            .map(|r| {
                if r == 0 {
                    game(2, Score::Loss)
                } else {
                    game(FILLER, Score::Draw)
                }
            })
            .collect(),
    };
    let players = vec![focus.clone(), y.clone()];
    // Y's 3 points plus three withdrawn rounds counted as draws (16.3).
    let ctx = Context::new(&players, 9, Rules::Fide2026);
    let bh = ctx.value("BH".parse().unwrap(), 0).unwrap();
    let fillers: Quarters = 0; // the filler has no line: its games add 0
    assert_eq!(decimal(bh - fillers), "4.5");
    // The same rounds lost by forfeit are face value: 3.
    y.rounds.extend((6..9).map(|_| Round::Forfeit {
        opponent: FILLER,
        colour: Some(White),
        won: false,
    }));
    let players = vec![focus, y];
    let ctx = Context::new(&players, 9, Rules::Fide2026);
    assert_eq!(decimal(ctx.value("BH".parse().unwrap(), 0).unwrap()), "3");
}

#[test]
fn counts_and_progressive_scores() {
    let p = sb_cuts();
    let v = |code| value(&p, 4, Rules::Fide2026, code, 0);
    // Running scores 1, 1.5, 1.5, 2.5.
    assert_eq!(v("PS"), "6.5");
    assert_eq!(v("PS-C1"), "5.5");
    assert_eq!(v("WIN"), "2");
    assert_eq!(v("WON"), "2");
    assert_eq!(v("BPG"), "0");
    // Player 3 won by forfeit: a win's points (WIN), not a game won (WON).
    assert_eq!(value(&p, 4, Rules::Fide2026, "WIN", 2), "3");
    assert_eq!(value(&p, 4, Rules::Fide2026, "WON", 2), "2");
}

#[test]
fn average_rating_of_opponents_is_rounded_half_up_over_the_board_only() {
    let rated = |no: u32, rating: u16, rounds: Vec<Round>| Player {
        start_no: no,
        name: format!("P{no}"),
        rating: Some(rating),
        rounds,
    };
    let players = vec![
        rated(
            1,
            2000,
            vec![
                game(2, Score::Win),
                game(3, Score::Draw),
                Round::Forfeit {
                    opponent: 4,
                    colour: None,
                    won: true,
                },
            ],
        ),
        rated(2, 1801, vec![game(1, Score::Loss)]),
        rated(3, 1900, vec![game(1, Score::Draw)]),
        rated(4, 2400, vec![]),
    ];
    let ctx = Context::new(&players, 3, Rules::Fide2026);
    // (1801 + 1900) / 2 = 1850.5 -> 1851; the forfeit's 2400 is not met.
    assert_eq!(
        decimal(ctx.value("ARO".parse().unwrap(), 0).unwrap()),
        "1851"
    );
    assert_eq!(
        decimal(ctx.value("ARO-C1".parse().unwrap(), 0).unwrap()),
        "1900"
    );
}

/// A report file's player line, its columns as TRF16 sets them.
fn line(no: u32, name: &str, rating: u16, points: &str, rounds: &[&str]) -> String {
    let blocks: String = rounds.iter().map(|r| format!("{r:<10}")).collect();
    format!(
        "001 {no:>4} {:<1}{:<3} {name:<33} {rating:>4} {:<3} {:>11} {:<10} {points:>4} {:>4}  {}",
        "",
        "",
        "ESP",
        "",
        "",
        "",
        blocks.trim_end()
    )
}

/// A small Swiss as a report file: 4 players, 3 rounds.
fn small() -> String {
    [
        "012 Proba".to_owned(),
        "042 2024/10/05".to_owned(),
        line(1, "Ana", 1900, "2.0", &["   2 w 1", "   3 b =", "   4 w ="]),
        line(
            2,
            "Breixo",
            1850,
            "1.5",
            &["   1 b 0", "   4 w 1", "   3 b ="],
        ),
        line(
            3,
            "Carme",
            1800,
            "1.5",
            &["   4 b =", "   1 w =", "   2 w ="],
        ),
        line(
            4,
            "Dúnia",
            1700,
            "1.0",
            &["   3 w =", "   2 b 0", "   1 b ="],
        ),
    ]
    .join("\n")
        + "\n"
}

#[test]
fn a_report_file_reads_and_ranks_with_direct_encounter_and_lots() {
    let t = trf::parse(&small()).unwrap();
    assert_eq!(
        (t.name.as_str(), t.rounds, t.players.len()),
        ("Proba", 3, 4)
    );
    assert_eq!(Rules::in_force_on(t.start_date.as_deref()), Rules::Fide2024);
    assert_eq!(t.players[3].name, "Dúnia", "columns count characters");
    let list: Vec<TieBreak> = ["DE", "BH"].iter().map(|c| c.parse().unwrap()).collect();
    let rows = standings(&t.players, t.rounds, Rules::Fide2024, &list, &mut |_| 0);
    let order: Vec<(usize, u32)> = rows.iter().map(|r| (r.rank, r.start_no)).collect();
    // Breixo and Carme on 1.5 drew: DE leaves them; BH (5 v 5) too.
    assert_eq!(order, [(1, 1), (2, 2), (2, 3), (4, 4)]);
    // With lots at the end, the coin decides: it picks the second one.
    let list: Vec<TieBreak> = ["DE", "BH", "LOT"]
        .iter()
        .map(|c| c.parse().unwrap())
        .collect();
    let rows = standings(&t.players, t.rounds, Rules::Fide2024, &list, &mut |n| n - 1);
    let order: Vec<(usize, u32)> = rows.iter().map(|r| (r.rank, r.start_no)).collect();
    assert_eq!(order, [(1, 1), (2, 3), (3, 2), (4, 4)]);
}

#[test]
fn direct_encounter_places_the_one_first_whatever_the_missing_games() {
    // Three players tied on 2 of a Swiss: A beat B and C, who never met.
    // A has 2 among them whatever happens; B and C at most 1 each (their
    // missing game won): A is first (6.3), B and C stay tied.
    let players = vec![
        Player {
            start_no: 1,
            name: "A".into(),
            rating: None,
            rounds: vec![
                game(2, Score::Win),
                game(3, Score::Win),
                game(FILLER, Score::Loss),
            ],
        },
        Player {
            start_no: 2,
            name: "B".into(),
            rating: None,
            rounds: vec![
                game(1, Score::Loss),
                game(FILLER, Score::Win),
                game(FILLER, Score::Win),
            ],
        },
        Player {
            start_no: 3,
            name: "C".into(),
            rating: None,
            rounds: vec![
                game(FILLER, Score::Win),
                game(1, Score::Loss),
                game(FILLER, Score::Win),
            ],
        },
    ];
    let ctx = Context::new(&players, 3, Rules::Fide2026);
    assert_eq!(ctx.direct_encounter(&[0, 1, 2]), vec![vec![0], vec![1, 2]]);
}

#[test]
fn damaged_report_lines_are_refused_with_line_column_and_what_is_expected() {
    let bad_code = small().replace("2 w 1     3 b =", "2 w 7     3 b =");
    let e = trf::parse(&bad_code).unwrap_err();
    assert_eq!((e.line, e.column), (3, 99), "{e}");
    assert!(e.to_string().contains("result '7'"), "{e}");
    let missing = small().replacen("   4 w =", "   9 w =", 1);
    let e = trf::parse(&missing).unwrap_err();
    assert!(
        e.to_string().contains("opponent 9 has no player line"),
        "{e}"
    );
    assert_eq!(e.line, 3);
    let twice = format!("{}001    2      Outro\n", small());
    assert!(
        trf::parse(&twice)
            .unwrap_err()
            .to_string()
            .contains("already used on line 4")
    );
    assert!(trf::parse("hello\n").is_err());
}

#[test]
fn a_report_file_written_reads_back_the_same_rounds() {
    let text = include_str!("../../../tests/data/fide-tiebreakserver/capo_dorso_2012.trf");
    let t = trf::parse(text).unwrap();
    let written = trf::write(
        &t.name,
        t.start_date.as_deref(),
        t.rounds,
        &t.players,
        &[(1, 1)],
        &[],
        &[],
    );
    let back = trf::parse(&written).unwrap();
    assert_eq!(back.rounds, t.rounds);
    assert_eq!(back.players.len(), t.players.len());
    for (a, b) in t.players.iter().zip(&back.players) {
        assert_eq!((a.start_no, a.rating), (b.start_no, b.rating));
        assert_eq!(b.name, a.name.chars().take(33).collect::<String>());
        for r in 0..t.rounds {
            assert_eq!(
                a.round(r),
                b.round(r),
                "player {}, round {}",
                a.start_no,
                r + 1
            );
        }
    }
    // The points written are the results' (the standings' own reading).
    assert!(
        back.players
            .iter()
            .zip(&back.written_points)
            .all(|(p, w)| *w == Some(p.score(back.rounds)))
    );
}

#[test]
fn games_with_black_and_wins_count_over_the_board_only_under_both_texts() {
    let black = |opponent, score| Round::Played {
        opponent,
        colour: Black,
        score,
        rated: true,
    };
    let p = vec![Player {
        start_no: 1,
        name: "P".into(),
        rating: None,
        rounds: vec![
            black(2, Score::Win),
            Round::Forfeit {
                opponent: 3,
                colour: Some(Black),
                won: true,
            },
            game(4, Score::Win),
            black(2, Score::Draw),
            Round::Bye(Bye::Half),
        ],
    }];
    for rules in [Rules::Fide2024, Rules::Fide2026] {
        let v = |code| value(&p, 5, rules, code, 0);
        // A forfeit "with Black" is no game played with Black (7.3, 7.4),
        // but its point is a win's (7.1).
        assert_eq!(
            (v("BPG"), v("BWG"), v("WON"), v("WIN")),
            ("2".into(), "1".into(), "2".into(), "3".into())
        );
    }
}
