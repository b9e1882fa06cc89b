//! The Swiss days: the rapid circuit (seed 004) and the bughouse pairs
//! (seed 002), paired by the event and checked against its report file.

use super::*;

/// The two Swiss formats a day is played in.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Format {
    /// Seed 004: the rapid circuit, individual.
    Rapid,
    /// Seed 002: bughouse pairs, paired as entrants.
    Bughouse,
}

/// The format's shipped config with `n` generated entrants (players with
/// ratings and years of birth, or pairs), its own sections kept.
fn config(rng: &mut fastrand::Rng, n: usize, format: Format) -> (EventConfig, String) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = match format {
        Format::Rapid => root.join("tests/configs/rapid-fourteen.toml"),
        Format::Bughouse => root.join("configs/bughouse-pairs-swiss.toml"),
    };
    let base = std::fs::read_to_string(&path).unwrap();
    let mut name = |i: usize| {
        // Unique names: the number keeps two draws of the same parts apart.
        format!(
            "{} {}, {} {i}",
            SURNAMES[rng.usize(..SURNAMES.len())],
            SURNAMES[rng.usize(..SURNAMES.len())],
            GIVEN[rng.usize(..GIVEN.len())]
        )
    };
    let text = match format {
        Format::Rapid => {
            let mut text = String::new();
            let mut extra = fastrand::Rng::with_seed(n as u64);
            for i in 0..n {
                text.push_str(&format!("[[entrants]]\nname = \"{}\"\n", name(i)));
                if extra.u8(..10) < 7 {
                    text.push_str(&format!("rating = {}\n", extra.u16(1000..2300)));
                }
                text.push_str(&format!("born = {}\n\n", extra.i32(2008..2020)));
            }
            text + &base[base.find("[event]").unwrap()..]
        }
        Format::Bughouse => {
            let mut text = base[..base.find("[[teams]]").unwrap()].to_owned();
            for i in 0..n {
                text.push_str(&format!(
                    "[[teams]]\nname = \"Parella {i} do Clube de Xadrez Rodríguez-Piñeiro\"\nplayers = [\"{}\", \"{}\"]\n\n",
                    name(2 * i),
                    name(2 * i + 1)
                ));
            }
            text
        }
    };
    let config = EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"));
    (config, text)
}

pub(crate) fn day(seed: u64, players: usize, format: Format) -> Result<(), TestCaseError> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let (config, _) = config(&mut rng, players, format);
    let out = std::env::var_os("MEGXADREZ_EVENT_DAYS_OUT").map(|dir| {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        (dir, format!("{format:?}-{seed:016x}-{players}"))
    });
    let mut d = Day {
        session: Session::new(config.clone()),
        config,
        script: Vec::new(),
        out,
    };
    let total = d.session.event().rounds();
    let n = players as u32;
    for round in 1..=total {
        // Before the round is paired: byes asked for (this round or a
        // later one), a withdrawal, a no-show asking back.
        for _ in 0..rng.usize(..3) {
            let p = rng.u32(1..=n);
            let r = rng.u32(round..=total);
            let c = match rng.u8(..10) {
                0..=5 => EventCommand::Bye {
                    round: r,
                    player: p,
                    kind: Bye::Zero,
                    reason: None,
                },
                6 => EventCommand::Bye {
                    round: r,
                    player: p,
                    kind: Bye::Half,
                    reason: Some("decisión arbitral".into()),
                },
                7 => EventCommand::Withdraw {
                    player: p,
                    round: r,
                },
                _ => EventCommand::Return { player: p },
            };
            // A bye for a player already out of that round is refused:
            // what the arbiter would be told; the day goes on.
            let _ = d.apply(&c);
        }
        let (paired, commands) = match scheduled(&d.config, d.session.event()) {
            Ok(x) => x,
            // Fewer than two left to pair: the day ends there.
            Err(_) => break,
        };
        if paired != round {
            return d.fail(format!("round {round} expected, {paired} paired"));
        }
        // The report file written now pairs the same round the same way.
        let text = trf_of_event(&d.config, d.session.event(), "2026.12.03", &mut |_| 0);
        let options = dutch::report::Options {
            rounds: Some(total as usize),
            initial: Some(shakmaty::Color::White),
            ..Default::default()
        };
        let ours: (Vec<(u32, u32)>, Option<u32>) = {
            let mut boards = Vec::new();
            let mut bye = None;
            for c in &commands {
                match *c {
                    EventCommand::Pair { white, black, .. } => boards.push((white, black)),
                    EventCommand::Bye {
                        player,
                        kind: Bye::Pairing,
                        ..
                    } => bye = Some(player),
                    _ => {}
                }
            }
            boards.sort_unstable();
            (boards, bye)
        };
        // For bbpPairings: the file before the round, and the event's pairing
        // as a pairing program writes it (White Black a board, the bye `N 0`).
        d.write(
            &format!("r{round}-pre.trf"),
            &format!("{text}XXR {total}\nXXC white1\n"),
        );
        let mut written = String::new();
        for c in &commands {
            match *c {
                EventCommand::Pair { white, black, .. } => {
                    written.push_str(&format!("{white} {black}\n"))
                }
                EventCommand::Bye {
                    player,
                    kind: Bye::Pairing,
                    ..
                } => written.push_str(&format!("{player} 0\n")),
                _ => {}
            }
        }
        d.write(&format!("r{round}-pairing.txt"), &written);
        match dutch::report::next_round(&text, &options) {
            Ok(next) => {
                let mut boards = next.pairing.boards.clone();
                boards.sort_unstable();
                if (boards.clone(), next.pairing.bye) != ours {
                    return d.fail(format!(
                        "round {round}: the event pairs {ours:?}, its report file {:?}\n{text}",
                        (boards, next.pairing.bye)
                    ));
                }
            }
            Err(e) => return d.fail(format!("round {round}: the report file: {e}\n{text}")),
        }
        d.apply_round(round, &commands)?;
        // Nobody twice in the round, nobody against an earlier opponent.
        d.check_once_a_round(round)?;
        let (pairings, _) = d.session.event().round_pairings(round);
        for p in &pairings {
            // A forfeit is not a game played (C.04.1): they may meet again.
            for r in 1..round {
                let earlier = d.session.event().round_pairings(r).0;
                if earlier.iter().any(|e| {
                    ((e.white, e.black) == (p.white, p.black)
                        || (e.white, e.black) == (p.black, p.white))
                        && matches!(e.result, Some((Round::Played { .. }, _)))
                }) {
                    return d.fail(format!(
                        "round {round}: {} and {} met in round {r}",
                        p.white, p.black
                    ));
                }
            }
        }
        d.play_round(round, &mut rng)?;
        check_round(&d, round)?;
    }
    // The day's end: the players level at the top play off, a drawn
    // Armageddon going to Black.
    let rows = d.table();
    let level: Vec<u32> = rows
        .iter()
        .filter(|r| r.rank == 1)
        .map(|r| r.start_no)
        .collect();
    if let [a, b] = level[..] {
        let c = EventCommand::Playoff {
            first: a,
            second: b,
            result: Some(PairingResult::Draw),
        };
        if let Err(e) = d.apply(&c) {
            return d.fail(format!("the play-off: {e}"));
        }
        let rows = d.table();
        let first: Vec<u32> = rows
            .iter()
            .filter(|r| r.rank == 1)
            .map(|r| r.start_no)
            .collect();
        if first != [b] {
            return d.fail(format!("a drawn Armageddon {a} v {b}: first {first:?}"));
        }
    }
    check_round(&d, total)?;
    Ok(())
}

/// The invariants after a round's results.
fn check_round(d: &Day, round: u32) -> Result<(), TestCaseError> {
    let event = d.session.event();
    // The journal replays to the same event.
    d.check_replay(round)?;
    // The points add up: a decided game gives one point, a drawn one two
    // halves, a double forfeit none; byes their own.
    let played = event.rounds_started();
    let players = event.players();
    let total: i64 = players.iter().map(|p| p.score(played)).sum();
    let mut expected: i64 = 0;
    for r in 1..=played as u32 {
        let (pairings, byes) = event.round_pairings(r);
        for p in pairings {
            expected += match p.outcome() {
                Some(PairingResult::DoubleForfeit) | None => 0,
                Some(_) => 4,
            };
        }
        for (_, kind) in byes {
            expected += match kind {
                Bye::Pairing | Bye::Full => 4,
                Bye::Half => 2,
                Bye::Zero => 0,
            };
        }
    }
    if total != expected {
        return d.fail(format!(
            "round {round}: {total} quarters scored, {expected} given"
        ));
    }
    // The report file ranks as the event does, value by value.
    let rules = d.config.tournament.rules_on(Some("2026.12.03"));
    let text = trf_of_event(&d.config, event, "2026.12.03", &mut |_| 0);
    let file = match trf::parse(&text) {
        Ok(f) => f,
        Err(e) => return d.fail(format!("round {round}: the report file: {e}\n{text}")),
    };
    if file.rounds != played {
        return d.fail(format!(
            "round {round}: the file has {} rounds, {played} were paired\n{text}",
            file.rounds
        ));
    }
    let list = &d.config.tournament.tiebreaks;
    let from_file = standings(&file.players, file.rounds, rules, list, &mut |_| 0);
    let from_event = standings(&players, played, rules, list, &mut |_| 0);
    // For FIDE's tie-break engine: the file and the event's values.
    d.write(&format!("r{round}-post.trf"), &text);
    let mut values = String::from("StartNo\tRank\tPTS");
    for t in list.iter() {
        values.push_str(&format!("\t{t}"));
    }
    values.push('\n');
    for r in &from_event {
        values.push_str(&format!(
            "{}\t{}\t{}",
            r.start_no,
            r.rank,
            megxadrez_core::pairing::standings::decimal(r.points)
        ));
        for v in &r.values {
            values.push('\t');
            values.push_str(
                &v.map(megxadrez_core::pairing::standings::decimal)
                    .unwrap_or_default(),
            );
        }
        values.push('\n');
    }
    d.write(&format!("r{round}-post.tsv"), &values);
    for (a, b) in from_event.iter().zip(&from_file) {
        if (a.start_no, a.points, &a.values, a.rank) != (b.start_no, b.points, &b.values, b.rank) {
            return d.fail(format!(
                "round {round}: the event ranks {a:?}, its report file {b:?}\n{text}"
            ));
        }
    }
    // No prize between players still level: a winner's place is shared
    // by no other candidate of the prize who has none yet.
    let table = event_table(&d.config, event, rules, None, &mut |_| 0);
    let ranking: Vec<(u32, usize)> = table.rows.iter().map(|r| (r.start_no, r.rank)).collect();
    let entrants = d.config.entrants();
    let born = |n: u32| match entrants.get(n as usize - 1)? {
        megxadrez_core::ids::ContenderId::Player(p) => d.config.roster.player(*p).born,
        megxadrez_core::ids::ContenderId::Team(_) => None,
    };
    let t = &d.config.tournament;
    let list = awards(
        &ranking,
        &born,
        2026,
        &t.categories,
        t.general_prizes,
        false,
    );
    let mut given: Vec<u32> = Vec::new();
    for a in &list {
        if let Outcome::Winner(w) = a.outcome {
            let place = ranking.iter().find(|r| r.0 == w).map_or(0, |r| r.1);
            let eligible = |p: u32| match a.prize {
                Prize::General(_) => true,
                Prize::Under(u) => born(p).is_some_and(|y| y >= 2026 - i32::from(u)),
            };
            let rival = ranking
                .iter()
                .find(|&&(p, r)| p != w && r == place && eligible(p) && !given.contains(&p));
            if let Some(&(p, _)) = rival {
                return d.fail(format!(
                    "round {round}: {:?} given to {w}, level with {p} at {place}",
                    a.prize
                ));
            }
            given.push(w);
        }
    }
    // Every round up to the last paired has a pairing or a bye for everyone
    // in it (a future bye paired nothing).
    for p in &players {
        if matches!(
            p.round(played),
            Round::Played { .. } | Round::Forfeit { .. }
        ) {
            return d.fail(format!(
                "round {round}: {} plays a round not paired",
                p.start_no
            ));
        }
    }
    Ok(())
}
