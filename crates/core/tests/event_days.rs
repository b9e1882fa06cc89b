//! Whole event days of the rapid circuit (seed 004) and of the bughouse
//! pairs' Swiss (seed 002), random but legal,
//! driven through the event's command path as the journal writes it (each
//! command's text read back, then applied to the session), checked after
//! every round:
//!
//! - the journal replays to the same event (a fresh session given the day's
//!   command texts);
//! - the report file the event writes pairs the next round as the event
//!   does (the same boards, colours and bye through `pair --trf`'s engine
//!   path), and ranks as the event does (points and every tie-break value
//!   read back from the file);
//! - the points add up (every decided game gives its point, byes theirs);
//! - nobody meets the same opponent over the board twice (a forfeit is no
//!   game played) or plays twice in a round;
//! - no prize is handed between players still level.
//!
//! Entrants have accents and 40-to-50-character names, ratings or none;
//! results include draws, forfeits and double forfeits; players ask for
//! byes for the next round or a later one, withdraw, and no-shows come
//! back; the day ends with play-offs between the players level at the top.
//! The run is fixed by proptest's seed; a failure prints the day's command
//! script (the journal's lines), shrunk to the fewest players and rounds.
//!
//! League days (seed 000) too: the Berger rounds with random results and
//! withdrawals, lightning play-offs where a knockout place is tied, then
//! the knockout; checked for the Berger table's pairs and colours, each
//! pair meeting once, the league's points adding up, every decided tie's
//! winner one of its two teams, and the journal replaying to the same event.
//!
//! School zonal days (seed 001 §6) as well: the structure the number of
//! teams gives, four boards a match with random results, play-off
//! encounters where a place is tied; checked for the game points adding up
//! board by board, match points following them, and the journal.
//!
//! The long run against independent references (bbpPairings for the
//! pairings, FIDE's TieBreakServer or gacrux for the tie-breaks) is in
//! `scripts/conformance/` and docs/benchmarks.md; this slice runs in CI.

use megxadrez_core::config::EventConfig;
use megxadrez_core::event::{EventCommand, PairingResult, parse};
use megxadrez_core::pairing::categories::{Outcome, Prize, awards};
use megxadrez_core::pairing::results::{Bye, Round};
use megxadrez_core::pairing::standings::standings;
use megxadrez_core::pairing::{dutch, trf};
use megxadrez_core::session::Session;
use megxadrez_core::tournament::next_round::scheduled;
use megxadrez_core::tournament::report_file::trf_of_event;
use megxadrez_core::tournament::table::event_table;
use proptest::prelude::*;

const SURNAMES: [&str; 12] = [
    "García López",
    "Fernández de la Torre",
    "Núñez Bouzas",
    "Nuño Abal",
    "Álvarez Mosquera",
    "Zapata Ríos de Santiago de Compostela",
    "Pérez",
    "Castro Diz",
    "Iglesias Outeiral",
    "Vázquez Ferro",
    "Rodríguez-Piñeiro Montenegro",
    "Díaz Souto",
];
const GIVEN: [&str; 8] = [
    "Ana",
    "Uxía",
    "Brais",
    "María José Eugenia",
    "Xoán",
    "Iria",
    "Martín",
    "Eva María",
];

/// The two Swiss formats a day is played in.
#[derive(Clone, Copy, Debug)]
enum Format {
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

/// One event day, its script and what went wrong, if anything.
struct Day {
    config: EventConfig,
    session: Session,
    script: Vec<String>,
    /// Where the day's files go for the independent checkers
    /// (`MEGXADREZ_EVENT_DAYS_OUT`), each named by the day.
    out: Option<(std::path::PathBuf, String)>,
}

impl Day {
    /// The event's table as the screens show it, first place first.
    fn table(&self) -> Vec<megxadrez_core::tournament::table::TableRow> {
        let rules = self.config.tournament.rules_on(Some("2026.12.03"));
        event_table(&self.config, self.session.event(), rules, None, &mut |_| 0).rows
    }

    /// Writes `text` as the day's file `name` for the checkers.
    fn write(&self, name: &str, text: &str) {
        if let Some((dir, day)) = &self.out {
            std::fs::write(dir.join(format!("{day}-{name}")), text).unwrap();
        }
    }
}

impl Day {
    /// Applies `command` as the journal would: its text, read back.
    fn apply(&mut self, command: &EventCommand) -> Result<(), String> {
        let text = command.to_string();
        let read = parse(&text).map_err(|e| format!("{text}: {e}"))?;
        self.session
            .apply_event(&read)
            .map_err(|e| format!("{text}: {e}"))?;
        self.script.push(text);
        Ok(())
    }

    fn fail(&self, what: String) -> Result<(), TestCaseError> {
        Err(TestCaseError::fail(format!(
            "{what}\nthe day's script:\n{}",
            self.script.join("\n")
        )))
    }
}

/// A random result, mostly played.
fn result(rng: &mut fastrand::Rng) -> PairingResult {
    match rng.u8(..100) {
        0..=34 => PairingResult::WhiteWins,
        35..=64 => PairingResult::BlackWins,
        65..=92 => PairingResult::Draw,
        93..=96 => PairingResult::WhiteByForfeit,
        97..=98 => PairingResult::BlackByForfeit,
        _ => PairingResult::DoubleForfeit,
    }
}

fn day(seed: u64, players: usize, format: Format) -> Result<(), TestCaseError> {
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
        for c in &commands {
            if let Err(e) = d.apply(c) {
                return d.fail(format!("round {round}: the pairing refused: {e}"));
            }
        }
        // Nobody twice in the round, nobody against an earlier opponent.
        let (pairings, _) = d.session.event().round_pairings(round);
        let mut seen = Vec::new();
        for p in &pairings {
            for x in [p.white, p.black] {
                if seen.contains(&x) {
                    return d.fail(format!("round {round}: {x} plays twice"));
                }
                seen.push(x);
            }
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
        for p in pairings {
            let c = EventCommand::Result {
                round,
                white: p.white,
                black: p.black,
                result: result(&mut rng),
            };
            if let Err(e) = d.apply(&c) {
                return d.fail(format!("round {round}: a result refused: {e}"));
            }
        }
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
    let mut again = Session::new(d.config.clone());
    for line in &d.script {
        if let Err(e) = again.apply_event(&parse(line).unwrap()) {
            return d.fail(format!("replay: {line}: {e}"));
        }
    }
    if again.event() != event {
        return d.fail(format!("round {round}: the replayed event differs"));
    }
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

proptest! {
    // A fixed slice for CI: 40 days of 5 to 31 players. The long run:
    // PROPTEST_CASES=1000 cargo test -p megxadrez-core --test event_days
    #![proptest_config(ProptestConfig {
        cases: 40,
        rng_seed: proptest::test_runner::RngSeed::Fixed(2026),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_rapid_swiss_days_hold_every_invariant(seed in any::<u64>(), players in 5usize..32) {
        day(seed, players, Format::Rapid)?;
    }

    #[test]
    fn random_bughouse_swiss_days_hold_every_invariant(seed in any::<u64>(), pairs in 4usize..24) {
        day(seed, pairs, Format::Bughouse)?;
    }

    #[test]
    fn random_league_days_hold_every_invariant(seed in any::<u64>(), teams in 4usize..11) {
        league_day(seed, teams)?;
    }

    #[test]
    fn random_school_zonal_days_hold_every_invariant(seed in any::<u64>(), teams in 2usize..17) {
        school_day(seed, teams)?;
    }
}

/// The children's league config (seed 000) with `n` generated teams of 3
/// to 6 children, its knockout of four with the game for third place.
fn league_config(rng: &mut fastrand::Rng, n: usize) -> EventConfig {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = root.join("tests/configs/league-six.toml");
    let base = std::fs::read_to_string(&path).unwrap();
    let head = &base[..base.find("[[teams]]").unwrap()];
    let tail = &base[base.find("[knockout]").unwrap()..];
    let mut text = head.to_owned();
    for i in 0..n {
        let children: Vec<String> = (0..rng.usize(3..=6))
            .map(|k| format!("\"{} {i}.{k}\"", GIVEN[rng.usize(..GIVEN.len())]))
            .collect();
        text.push_str(&format!(
            "[[teams]]\nname = \"Equipo {i} do {}\"\nplayers = [{}]\n\n",
            SURNAMES[rng.usize(..SURNAMES.len())],
            children.join(", ")
        ));
    }
    text.push_str(tail);
    EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A league day (seed 000): the Berger rounds, random results and a
/// withdrawal now and then, lightning play-offs where the table leaves a
/// knockout place tied, then the knockout in Armageddon.
fn league_day(seed: u64, teams: usize) -> Result<(), TestCaseError> {
    use megxadrez_core::pairing::berger;
    use megxadrez_core::tournament::bracket::bracket;
    let mut rng = fastrand::Rng::with_seed(seed);
    let config = league_config(&mut rng, teams);
    let mut d = Day {
        session: Session::new(config.clone()),
        config,
        script: Vec::new(),
        out: None,
    };
    let league = d.config.tournament.rounds;
    let n = teams as u32;
    let schedule = berger::single(n);
    let mut tries = 0;
    loop {
        if rng.u8(..40) == 0 {
            let r = (d.session.event().last_paired_round() + 1).min(league);
            let _ = d.apply(&EventCommand::Withdraw {
                player: rng.u32(1..=n),
                round: r.max(1),
            });
        }
        let (round, commands) = match scheduled(&d.config, d.session.event()) {
            Ok(x) => x,
            Err(megxadrez_core::tournament::next_round::NextRoundError::EventOver(_)) => break,
            Err(_) if tries < 6 => {
                // A knockout place the table leaves tied: a lightning
                // play-off among the tied, every pair once.
                tries += 1;
                let rows = d.table();
                for a in &rows {
                    for b in rows
                        .iter()
                        .filter(|b| b.rank == a.rank && b.start_no > a.start_no)
                    {
                        let c = EventCommand::Playoff {
                            first: a.start_no,
                            second: b.start_no,
                            result: Some(result(&mut rng)),
                        };
                        if let Err(e) = d.apply(&c) {
                            return d.fail(format!("a play-off: {e}"));
                        }
                    }
                }
                continue;
            }
            // Still tied after six play-offs: the day ends there.
            Err(_) => break,
        };
        // The league's rounds are the Berger table's, colours included.
        if round <= league {
            let mut made: Vec<(u32, u32)> = commands
                .iter()
                .filter_map(|c| match *c {
                    EventCommand::Pair { white, black, .. } => Some((white, black)),
                    _ => None,
                })
                .collect();
            let mut berger: Vec<(u32, u32)> = schedule[round as usize - 1]
                .iter()
                .filter_map(|&(w, b)| b.map(|b| (w, b)))
                .collect();
            made.sort_unstable();
            berger.sort_unstable();
            if made != berger {
                return d.fail(format!("round {round}: {made:?}, Berger {berger:?}"));
            }
        }
        for c in &commands {
            if let Err(e) = d.apply(c) {
                return d.fail(format!("round {round}: {e}"));
            }
        }
        for p in d.session.event().round_pairings(round).0 {
            if p.result.is_some() {
                continue; // a forfeit against a withdrawn team
            }
            let c = EventCommand::Result {
                round,
                white: p.white,
                black: p.black,
                result: result(&mut rng),
            };
            if let Err(e) = d.apply(&c) {
                return d.fail(format!("round {round}: {e}"));
            }
        }
        // The journal replays to the same event.
        let mut again = Session::new(d.config.clone());
        for line in &d.script {
            again.apply_event(&parse(line).unwrap()).unwrap();
        }
        if again.event() != d.session.event() {
            return d.fail(format!("round {round}: the replayed event differs"));
        }
        // The league's points add up: each game its win and loss, or two
        // draws; a double forfeit nothing.
        let event = d.session.event().first_rounds(league);
        let games = event.league_games();
        let scoring = d.config.rules.scoring;
        let total: megxadrez_core::points::Points =
            megxadrez_core::event::league::points(teams, &games, &scoring)
                .into_iter()
                .sum();
        let expected: megxadrez_core::points::Points = games
            .iter()
            .map(|g| match g.result {
                Some(megxadrez_core::rules::GameResult::Draw) => scoring.draw + scoring.draw,
                Some(_) => scoring.win + scoring.loss,
                None => megxadrez_core::points::Points::ZERO,
            })
            .sum();
        if total != expected {
            return d.fail(format!("round {round}: {total} points, {expected} given"));
        }
        // Each decided knockout tie's winner is one of its two teams.
        for tie in bracket(&d.config, d.session.event()).into_iter().flatten() {
            let winners: Vec<_> = tie.slots.iter().filter(|s| s.won == Some(true)).collect();
            let losers: Vec<_> = tie.slots.iter().filter(|s| s.won == Some(false)).collect();
            if winners.len() > 1 || winners.len() != losers.len() {
                return d.fail(format!("tie {}: {:?}", tie.name, tie.slots));
            }
            if let Some(w) = winners.first()
                && w.entrant.is_none()
            {
                return d.fail(format!("tie {}: a winner with no team", tie.name));
            }
        }
    }
    // Over the league every pair met once, at most.
    let event = d.session.event().first_rounds(league);
    let mut met = std::collections::HashSet::new();
    for r in 1..=league {
        for p in event.round_pairings(r).0 {
            let key = (p.white.min(p.black), p.white.max(p.black));
            if !met.insert(key) {
                return d.fail(format!("{key:?} met twice in the league"));
            }
        }
    }
    Ok(())
}

/// A school zonal phase's config (seed 001) with `n` generated teams of 3
/// to 8 children: its structure follows the number of teams (§6).
fn school_config(rng: &mut fastrand::Rng, n: usize) -> EventConfig {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = root.join("tests/configs/school-zonal-eight.toml");
    let base = std::fs::read_to_string(&path).unwrap();
    let head = &base[..base.find("[[teams]]").unwrap()];
    let tail = &base[base.find("[[screens]]").unwrap()..];
    let mut text = head.to_owned();
    for i in 0..n {
        let children: Vec<String> = (0..rng.usize(3..=8))
            .map(|k| format!("\"{} {i}.{k}\"", GIVEN[rng.usize(..GIVEN.len())]))
            .collect();
        text.push_str(&format!(
            "[[teams]]\nname = \"CEIP {} {i}\"\nplayers = [{}]\n\n",
            SURNAMES[rng.usize(..SURNAMES.len())],
            children.join(", ")
        ));
    }
    text.push_str(tail);
    EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A school zonal day (seed 001 §6): its rounds as the structure pairs
/// them, each match's four boards given random results (a team of three's
/// empty board to the other), play-offs where a place is tied; checked for
/// nobody twice a round, each board's game points adding up (10 + 1 a
/// decided board, 5 + 5 a drawn one, 10 an empty seat's), match points 2/1/0 from them, and the
/// journal replaying to the same event.
fn school_day(seed: u64, teams: usize) -> Result<(), TestCaseError> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let config = school_config(&mut rng, teams);
    let scoring = config.rules.scoring;
    let mut d = Day {
        session: Session::new(config.clone()),
        config,
        script: Vec::new(),
        out: None,
    };
    let mut tries = 0;
    loop {
        let (round, commands) = match scheduled(&d.config, d.session.event()) {
            Ok(x) => x,
            Err(megxadrez_core::tournament::next_round::NextRoundError::EventOver(_)) => break,
            Err(_) if tries < 4 => {
                // A place the table leaves tied: a play-off encounter
                // between each two level teams, board by board.
                tries += 1;
                let rows = d.table();
                for a in &rows {
                    for b in rows
                        .iter()
                        .filter(|b| b.rank == a.rank && b.start_no > a.start_no)
                    {
                        let (first, second) = (a.start_no, b.start_no);
                        let _ = d.apply(&EventCommand::Playoff {
                            first,
                            second,
                            result: None,
                        });
                        for board in 1..=4 {
                            let _ = d.apply(&EventCommand::PlayoffBoard {
                                first,
                                second,
                                board,
                                result: result(&mut rng),
                            });
                        }
                    }
                }
                continue;
            }
            Err(_) => break,
        };
        for c in &commands {
            if let Err(e) = d.apply(c) {
                return d.fail(format!("round {round}: {e}"));
            }
        }
        let (pairings, _) = d.session.event().round_pairings(round);
        let mut seen = Vec::new();
        for p in &pairings {
            for x in [p.white, p.black] {
                if seen.contains(&x) {
                    return d.fail(format!("round {round}: {x} plays twice"));
                }
                seen.push(x);
            }
            if p.result.is_some() {
                continue;
            }
            for board in 1..=4 {
                let c = EventCommand::Board {
                    round,
                    white: p.white,
                    black: p.black,
                    board,
                    result: result(&mut rng),
                };
                if let Err(e) = d.apply(&c) {
                    return d.fail(format!("round {round}: {e}"));
                }
            }
        }
        // Each finished match: its boards' game points add up, and its
        // match points follow them.
        for m in d.session.event().team_matches() {
            if !m.complete() {
                continue;
            }
            let (a, b) = (
                m.points_of(m.first, &scoring),
                m.points_of(m.second, &scoring),
            );
            let mut expected = megxadrez_core::points::Points::ZERO;
            for r in m.boards.iter().flatten() {
                expected = expected
                    + match r {
                        PairingResult::Draw => scoring.draw + scoring.draw,
                        // An empty seat: the board to the team present, and
                        // nothing for the empty one; both empty, nothing.
                        PairingResult::WhiteByForfeit | PairingResult::BlackByForfeit => {
                            scoring.win
                        }
                        PairingResult::DoubleForfeit => megxadrez_core::points::Points::ZERO,
                        _ => scoring.win + scoring.loss,
                    };
            }
            if a + b != expected {
                return d.fail(format!("match {m:?}: {a} + {b}, {expected} given"));
            }
            let mp = |t| m.match_points_of(t, &scoring);
            let two = megxadrez_core::points::Points::whole(2);
            let one = megxadrez_core::points::Points::whole(1);
            let zero = megxadrez_core::points::Points::ZERO;
            let want = match a.cmp(&b) {
                std::cmp::Ordering::Greater => (two, zero),
                std::cmp::Ordering::Equal => (one, one),
                std::cmp::Ordering::Less => (zero, two),
            };
            if (mp(m.first), mp(m.second)) != want {
                return d.fail(format!(
                    "match {m:?}: match points {:?}",
                    (mp(m.first), mp(m.second))
                ));
            }
        }
        let mut again = Session::new(d.config.clone());
        for line in &d.script {
            again.apply_event(&parse(line).unwrap()).unwrap();
        }
        if again.event() != d.session.event() {
            return d.fail(format!("round {round}: the replayed event differs"));
        }
    }
    Ok(())
}
