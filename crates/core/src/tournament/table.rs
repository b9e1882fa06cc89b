//! The event's standings as one table, whatever its format, as the screens
//! show them and `megxadrez standings --config` prints them: the children's
//! league by its points and its own ties (seed 000), a school event by its
//! matches' game points and match points (001), a Swiss by the FIDE
//! tie-breaks its config names (002, 004).

use std::collections::HashMap;

use crate::config::{EventConfig, Format};
use crate::event::Event;
use crate::event::league::{self, Place};
use crate::pairing::standings::{decimal, standings};
use crate::pairing::tiebreak::Rules;
use crate::points::Points;

/// One entrant's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The place (shared by entrants the rules leave tied).
    pub rank: usize,
    /// The start number.
    pub start_no: u32,
    /// The name.
    pub name: String,
    /// The points, as written (`13.5`).
    pub points: String,
    /// One value per extra column, as written.
    pub values: Vec<String>,
}

/// The standings: the extra columns' codes (tie-breaks, or `MP`) and the
/// rows in rank order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The extra columns after the points.
    pub columns: Vec<String>,
    /// The entrants, first place first.
    pub rows: Vec<TableRow>,
}

/// The table of `event` under `config`'s own scoring and tie-breaks, the
/// FIDE ones read under `rules`; a drawing of lots takes `lots`. A school
/// event given its `earlier` phases' game points (by team name) adds them up
/// in an `ACC` column that breaks ties on points (seed 001 §9: "el que más
/// puntos lleve acumulados"); teams still level share the place.
pub fn event_table(
    config: &EventConfig,
    event: &Event,
    rules: Rules,
    earlier: Option<&HashMap<String, Points>>,
    lots: &mut dyn FnMut(usize) -> usize,
) -> Table {
    // The earlier phases the config names count unless the caller gives
    // its own (`standings --earlier`).
    let earlier = earlier.or(config.tournament.accumulated.as_ref());
    let mut table = before_playoffs(config, event, rules, earlier, lots);
    settle_by_playoffs(&mut table, event, config.playoff.armageddon);
    table
}

/// A school final phase's classification once its ties are all decided
/// (seed 001 §7, the final, 3rd-4th, 5th-6th and 7th-8th), each team with
/// its game points of the phase; a team no tie places (groups of unequal
/// size) follows in the groups' order. `None` before then, or for any
/// other event.
pub fn final_classification(config: &EventConfig, event: &Event) -> Option<Table> {
    if !config.tournament.school_final {
        return None;
    }
    let places = crate::tournament::bracket::final_places(config, event);
    if places.is_empty() || places.iter().any(|(_, e)| e.is_none()) {
        return None;
    }
    let names = event.names();
    let mut order: Vec<u32> = places.iter().filter_map(|&(_, e)| e).collect();
    let groups = crate::tournament::next_round::league_table(config, event);
    for row in &groups.rows {
        if !order.contains(&row.start_no) {
            order.push(row.start_no);
        }
    }
    let rows = order
        .into_iter()
        .enumerate()
        .map(|(i, n)| TableRow {
            rank: i + 1,
            start_no: n,
            name: names[n as usize - 1].clone(),
            points: event.game_points(n).to_string(),
            values: Vec::new(),
        })
        .collect();
    Some(Table {
        columns: Vec::new(),
        rows,
    })
}

/// A row of a ranking: whose, and the place it shows.
pub trait Placed {
    /// The entrant's start number and place.
    fn placed(&self) -> (u32, usize);
    /// Gives it another place.
    fn set_place(&mut self, place: usize);
}

impl Placed for TableRow {
    fn placed(&self) -> (u32, usize) {
        (self.start_no, self.rank)
    }
    fn set_place(&mut self, place: usize) {
        self.rank = place;
    }
}

impl Placed for crate::pairing::standings::Row {
    fn placed(&self) -> (u32, usize) {
        (self.start_no, self.rank)
    }
    fn set_place(&mut self, place: usize) {
        self.rank = place;
    }
}

/// Entrants the table leaves level, and who played play-off games among
/// themselves, are ordered by those games' points (the league's lightning
/// games, the school's three-game match, the Armageddon): the last word of
/// every seed's ties.
fn settle_by_playoffs(table: &mut Table, event: &Event, armageddon: bool) {
    table.rows = settle_rows(std::mem::take(&mut table.rows), event, armageddon);
}

/// `rows` (first place first) reordered and placed again as the event's
/// play-off games settle the places they share ([`settled`]).
pub fn settle_rows<R: Placed>(mut rows: Vec<R>, event: &Event, armageddon: bool) -> Vec<R> {
    let ranks: Vec<(u32, usize)> = rows.iter().map(Placed::placed).collect();
    settled(event, armageddon, &ranks)
        .into_iter()
        .filter_map(|(n, rank)| {
            let i = rows.iter().position(|r| r.placed().0 == n)?;
            let mut row = rows.swap_remove(i);
            row.set_place(rank);
            Some(row)
        })
        .collect()
}

/// `ranks` (start number and place, first place first) once the event's
/// play-off games order the entrants they leave level: within a shared
/// place, by the points of the play-offs played among them (a drawn
/// Armageddon is Black's), and those still level by the games among
/// themselves. A shared place is ordered only once every entrant in it has
/// played one of those games: until then nobody in it moves (two of four
/// level players who played put neither of the other two below them).
pub(crate) fn settled(
    event: &Event,
    armageddon: bool,
    ranks: &[(u32, usize)],
) -> Vec<(u32, usize)> {
    let mut out = ranks.to_vec();
    let games = event.playoffs();
    if games.iter().all(|g| g.result.is_none()) {
        return out;
    }
    let mut start = 0;
    while start < out.len() {
        let rank = out[start].1;
        let end = start + out[start..].iter().take_while(|r| r.1 == rank).count();
        let group: Vec<u32> = out[start..end].iter().map(|r| r.0).collect();
        let mut placed = Vec::with_capacity(group.len());
        let tiers = match group[..] {
            // Two teams level: their three-game match (seed 001 §9).
            [a, b] if event.team_boards() > 0 => match match_of_three_winner(event, a, b) {
                Some(w) => vec![vec![w], vec![if w == a { b } else { a }]],
                None => vec![group.clone()],
            },
            _ => playoff_tiers(&group, games, armageddon),
        };
        for tier in tiers {
            let place = rank + placed.len();
            placed.extend(tier.into_iter().map(|n| (n, place)));
        }
        out[start..end].copy_from_slice(&placed);
        start = end;
    }
    out
}

/// The team that has won the three-game match between `a` and `b` (seed
/// 001 §9: "Si persistiera el empate: Mach de tres partidas a 5 minutos por
/// participante"), each game a team encounter on every board, 2 points a
/// won encounter and 1 a drawn one: the first to more points than the other
/// can still reach in the three; after the three, the one ahead (still
/// level: the next encounter decides). `None` until then.
pub(crate) fn match_of_three_winner(event: &Event, a: u32, b: u32) -> Option<u32> {
    let played: Vec<&crate::event::PlayoffGame> = event
        .playoffs()
        .iter()
        .filter(|g| {
            g.result.is_some() && ((g.first, g.second) == (a, b) || (g.first, g.second) == (b, a))
        })
        .collect();
    let points = |t: u32| -> u32 { played.iter().map(|g| g.halves_of(t, false)).sum() };
    let left = 2 * 3u32.saturating_sub(played.len() as u32);
    let (pa, pb) = (points(a), points(b));
    if pa > pb + left {
        Some(a)
    } else if pb > pa + left {
        Some(b)
    } else {
        None
    }
}

/// `group` (level entrants) in tiers, best first, by the play-offs among
/// them, each tier ordered again by the games among its own entrants; one
/// tier while someone in it has played none of them.
fn playoff_tiers(
    group: &[u32],
    games: &[crate::event::PlayoffGame],
    armageddon: bool,
) -> Vec<Vec<u32>> {
    let among = |g: &&crate::event::PlayoffGame| {
        g.result.is_some() && group.contains(&g.first) && group.contains(&g.second)
    };
    let everyone_played = group.iter().all(|&n| {
        games
            .iter()
            .filter(among)
            .any(|g| g.first == n || g.second == n)
    });
    if group.len() < 2 || !everyone_played {
        return vec![group.to_vec()];
    }
    let score = |n: u32| -> u32 {
        games
            .iter()
            .filter(among)
            .map(|g| g.halves_of(n, armageddon))
            .sum()
    };
    let mut sorted = group.to_vec();
    sorted.sort_by_key(|&n| std::cmp::Reverse(score(n)));
    let mut tiers: Vec<Vec<u32>> = Vec::new();
    for n in sorted {
        match tiers.last_mut() {
            Some(t) if score(t[0]) == score(n) => t.push(n),
            _ => tiers.push(vec![n]),
        }
    }
    if tiers.len() == 1 {
        return tiers;
    }
    tiers
        .into_iter()
        .flat_map(|t| playoff_tiers(&t, games, armageddon))
        .collect()
}

fn before_playoffs(
    config: &EventConfig,
    event: &Event,
    rules: Rules,
    earlier: Option<&HashMap<String, Points>>,
    lots: &mut dyn FnMut(usize) -> usize,
) -> Table {
    // A knockout's games do not count in its league's table.
    let league;
    let event = if config.knockout.is_some() || config.groups().is_some() {
        league = event.first_rounds(config.tournament.rounds);
        &league
    } else {
        event
    };
    let names = event.names();
    if config.event.format == Format::TeamRotation {
        let games = event.league_games();
        let points = league::points(names.len(), &games, &config.rules.scoring);
        let mut rows = Vec::new();
        let mut place = 1;
        for p in league::table(names.len(), &games, &config.rules.scoring) {
            let part = match p {
                Place::Team(t) => vec![t],
                Place::PlayOff(ts) => ts,
            };
            for &t in &part {
                rows.push(TableRow {
                    rank: place,
                    start_no: t as u32 + 1,
                    name: names[t].clone(),
                    points: points[t].to_string(),
                    values: Vec::new(),
                });
            }
            place += part.len();
        }
        return Table {
            columns: Vec::new(),
            rows,
        };
    }
    if event.team_boards() > 0 {
        return team_table(config, event, earlier);
    }
    let list = &config.tournament.tiebreaks;
    let rows = standings(&event.players(), event.rounds_started(), rules, list, lots)
        .into_iter()
        .map(|r| TableRow {
            rank: r.rank,
            start_no: r.start_no,
            name: r.name,
            points: decimal(r.points),
            values: r
                .values
                .iter()
                .map(|v| v.map(decimal).unwrap_or_default())
                .collect(),
        })
        .collect();
    Table {
        columns: list.iter().map(ToString::to_string).collect(),
        rows,
    }
}

/// A team event's table (seed 001): game points decide the place, then
/// the points accumulated over the earlier phases (§9); a Swiss by teams
/// ranks by match points first, game points second. An event in two groups
/// gives each group its own table, one after the other, each ranked from 1
/// (the `GR` column names the group).
fn team_table(
    config: &EventConfig,
    event: &Event,
    earlier: Option<&HashMap<String, Points>>,
) -> Table {
    let names = event.names();
    let name = |t: u32| &names[t as usize - 1];
    let swiss = config.tournament.team_swiss;
    let key = |t: u32| {
        let gp = event.game_points(t);
        let acc = earlier.map(|e| e.get(name(t)).copied().unwrap_or(Points::ZERO) + gp);
        let mp = if swiss {
            event.match_points(t)
        } else {
            Points::ZERO
        };
        (mp, gp, acc)
    };
    let groups = config.groups();
    let group_of = |t: u32| {
        groups.as_ref().map(|(a, _)| {
            if a.contains(&(t as usize - 1)) {
                "A"
            } else {
                "B"
            }
        })
    };
    let mut order: Vec<u32> = (1..=names.len() as u32).collect();
    order.sort_by(|&a, &b| {
        group_of(a)
            .cmp(&group_of(b))
            .then(key(b).cmp(&key(a)))
            .then(a.cmp(&b))
    });
    let rows = order
        .iter()
        .map(|&t| {
            let (mp, gp, acc) = key(t);
            let mut values: Vec<String> = group_of(t).map(str::to_owned).into_iter().collect();
            values.push(if swiss {
                gp.to_string()
            } else {
                event.match_points(t).to_string()
            });
            values.extend(acc.map(|a| a.to_string()));
            TableRow {
                rank: 1 + order
                    .iter()
                    .filter(|&&o| group_of(o) == group_of(t) && key(o) > key(t))
                    .count(),
                start_no: t,
                name: name(t).clone(),
                points: if swiss { mp } else { gp }.to_string(),
                values,
            }
        })
        .collect();
    let mut columns: Vec<String> = groups.map(|_| "GR".to_owned()).into_iter().collect();
    columns.push(if swiss { "GP" } else { "MP" }.into());
    if earlier.is_some() {
        columns.push("ACC".into());
    }
    Table { columns, rows }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::parse;
    use crate::session::Session;
    use crate::testing::{load, root};

    /// The table of `config`'s event after `commands`.
    fn table_of(config: &str, commands: &[&str]) -> Table {
        let mut s = Session::new(load(&root().join(config)));
        for c in commands {
            s.apply_event(&parse(c).unwrap()).unwrap();
        }
        event_table(s.config(), s.event(), Rules::Fide2026, None, &mut |_| 0)
    }

    /// Seed 004 §6: "En caso de persistir el empate entre los dos primeros
    /// ... se disputará una partida Blitz ... 5 minutos para blancas y 4
    /// minutos para negras, en la que el jugador de piezas blancas tiene que
    /// ganar. En caso de tablas el desempate se decantaría para el jugador de
    /// piezas negras." Two players the Swiss's tie-breaks leave level are
    /// ordered by the play-off, a drawn one going to Black.
    #[test]
    fn a_swiss_tie_the_tie_breaks_leave_is_settled_by_the_armageddon() {
        let round = [
            "pair 1 1 2",
            "pair 1 3 4",
            "result 1 1 2 1-0",
            "result 1 3 4 1-0",
            "pair 2 1 3",
            "pair 2 4 2",
            "result 2 1 3 1/2",
            "result 2 4 2 1/2",
        ];
        let top = |extra: &[&str]| {
            let all: Vec<&str> = round.iter().chain(extra).copied().collect();
            let t = table_of("configs/rapid-circuit-swiss.toml", &all);
            t.rows
                .iter()
                .take(2)
                .map(|r| (r.rank, r.start_no))
                .collect::<Vec<_>>()
        };
        assert_eq!(top(&[]), [(1, 1), (1, 3)], "level after every tie-break");
        assert_eq!(top(&["playoff 1 3 0-1"]), [(1, 3), (2, 1)]);
        assert_eq!(top(&["playoff 3 1 1-0"]), [(1, 3), (2, 1)]);
        // Drawn: Black's, the second named's.
        assert_eq!(top(&["playoff 1 3 1/2"]), [(1, 3), (2, 1)]);
        assert_eq!(top(&["playoff 3 1 1/2"]), [(1, 1), (2, 3)]);
    }

    #[test]
    fn each_format_gets_its_own_table() {
        // The children's league: 4/2/1 and the direct game (Alfiles, who
        // drew with Black against Cabalos, ahead on 6 points each).
        let t = table_of(
            "configs/children-team-league.toml",
            &[
                "pair 1 2 3",
                "result 1 2 3 1-0",
                "pair 2 3 1",
                "result 2 3 1 0-1",
                "pair 3 1 2",
                "result 3 1 2 1/2",
            ],
        );
        assert!(t.columns.is_empty());
        let rows: Vec<(usize, &str, &str)> = t
            .rows
            .iter()
            .map(|r| (r.rank, r.name.as_str(), r.points.as_str()))
            .collect();
        assert_eq!(
            rows[..2],
            [(1, "Os Alfiles Rápidos", "6"), (2, "Os Cabalos Tolos", "6")]
        );
        // A school event: game points, then match points.
        let t = table_of(
            "configs/school-zonal-phase.toml",
            &[
                "pair 1 1 2",
                "board 1 1 2 1 1-0",
                "board 1 1 2 2 1/2",
                "board 1 1 2 3 0-1",
                "board 1 1 2 4 +-",
            ],
        );
        assert_eq!(t.columns, ["MP"]);
        assert_eq!(
            (
                t.rows[0].name.as_str(),
                t.rows[0].points.as_str(),
                t.rows[0].values[0].as_str()
            ),
            ("CEIP O Castro", "26", "2")
        );
        // A Swiss: the config's FIDE tie-breaks as columns.
        let t = table_of(
            "configs/rapid-circuit-swiss.toml",
            &[
                "pair 1 1 2",
                "result 1 1 2 1-0",
                "pair 1 3 4",
                "result 1 3 4 1/2",
            ],
        );
        assert_eq!(t.columns, ["BH-C1", "BH", "SB", "PS", "DE"]);
        assert_eq!((t.rows[0].start_no, t.rows[0].points.as_str()), (1, "1"));
        assert_eq!(t.rows[0].values.len(), 5);
    }
}

#[cfg(test)]
mod playoff_tests {
    use super::*;
    use crate::event::parse;

    #[test]
    fn a_shared_place_moves_only_once_everyone_in_it_has_played_off() {
        // Seed 004 §6: "En caso de persistir el empate entre los dos
        // primeros, o entre jugadores con derecho a premio, se disputará una
        // partida Blitz … En caso de tablas el desempate se decantaría para
        // el jugador de piezas negras." Four level on every tie-break.
        let mut e = Event::new(3, (1..=5).map(|i| format!("P{i}")).collect(), vec![None; 5]);
        let level = [(1, 1), (2, 1), (3, 1), (4, 1), (5, 5)];
        let play = |e: &mut Event, c: &str| e.apply(&parse(c).unwrap()).unwrap();
        play(&mut e, "playoff 1 2 1/2");
        // 3 and 4 have not played: nobody leaves the shared first place.
        assert_eq!(settled(&e, true, &level), level);
        play(&mut e, "playoff 3 4 1-0");
        // Two winners (2 by Black's draw, 3) share first, two losers third.
        assert_eq!(
            settled(&e, true, &level),
            [(2, 1), (3, 1), (1, 3), (4, 3), (5, 5)]
        );
        play(&mut e, "playoff 3 2 0-1");
        assert_eq!(
            settled(&e, true, &level),
            [(2, 1), (3, 2), (1, 3), (4, 3), (5, 5)]
        );
    }
}
