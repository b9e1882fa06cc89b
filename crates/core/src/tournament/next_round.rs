//! The next round's pairings as event commands, for the arbiter to confirm:
//! from the event's own schedule (a league's Berger rounds, the school
//! zonal's structure), or from a report file made by a pairing program
//! (Vega, Swiss-Manager) for a Swiss. The commands go to the journal like
//! any other change, so nothing here needs to be remembered.

use crate::config::{EventConfig, Format};
use crate::event::{Event, EventCommand, PairingResult};
use crate::language::Language;
use crate::pairing::berger::{self, Pairing};
use crate::pairing::results::{Bye, Round};
use crate::pairing::structure::{self, Zonal};
use crate::pairing::trf;
use crate::pairing_words::Worded;

/// Why the next round cannot be paired here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextRoundError {
    /// Every round of the event has been paired.
    EventOver(u32),
    /// The last round still waits for results (round, how many).
    Unfinished(u32, usize),
    /// A Swiss is paired round by round by a pairing program (or, later,
    /// by the stage itself): its pairings come from a report file.
    SwissFromFile,
    /// The structure fixes no more rounds in advance (a group's winners
    /// meet once the groups are over): the rest is paired by hand.
    NotScheduled(u32),
    /// The report file cannot be read.
    File(trf::TrfError),
    /// The file's player `n` is not the event's.
    NotTheSamePlayer {
        /// The start number.
        start_no: u32,
        /// The name in the file.
        file: String,
        /// The name in the event (empty: no such entrant).
        event: String,
    },
    /// The file has no pairing for that round.
    NoPairingsInFile(u32),
    /// The Dutch system finds no pairing of the round.
    NoSwissPairing(u32, crate::pairing::dutch::NoPairing),
    /// Teams level on a place the knockout's seeding needs: the league's
    /// play-off decides it first.
    TiedForPlace(usize, Vec<String>),
    /// A knockout tie without a winner yet (its name as the screens say it).
    Undecided(String),
}

impl NextRoundError {
    /// The reason in `l`.
    pub fn text(&self, l: Language) -> String {
        match self {
            NextRoundError::EventOver(n) => l.pick(
                format!("las {n} rondas del torneo ya están emparejadas"),
                format!("as {n} roldas do torneo xa están emparelladas"),
                format!("all {n} rounds of the event are already paired"),
            ),
            NextRoundError::Unfinished(r, k) => l.pick(
                format!("a la ronda {r} le faltan {k} resultados: entra o decide esos primero"),
                format!("á rolda {r} fáltanlle {k} resultados: introduce ou decide eses primeiro"),
                format!("round {r} still lacks {k} results: enter or decide them first"),
            ),
            NextRoundError::SwissFromFile => l.pick(
                "un suizo se empareja con su programa (Vega, Swiss-Manager): carga la ronda desde su fichero TRF".into(),
                "un suízo emparéllase co seu programa (Vega, Swiss-Manager): carga a rolda desde o seu ficheiro TRF".into(),
                "a Swiss is paired by its program (Vega, Swiss-Manager): load the round from its TRF file".to_owned(),
            ),
            NextRoundError::NotScheduled(r) => l.pick(
                format!("la estructura no fija la ronda {r} de antemano (los ganadores de grupo): emparéjala a mano con `event pair`"),
                format!("a estrutura non fixa a rolda {r} de antemán (os gañadores de grupo): emparéllaa a man con `event pair`"),
                format!("the structure does not fix round {r} in advance (the group winners): pair it by hand with `event pair`"),
            ),
            NextRoundError::File(e) => l.pick(
                format!("fichero TRF, {}", e.text(l)),
                format!("ficheiro TRF, {}", e.text(l)),
                format!("TRF file, {}", e.text(l)),
            ),
            NextRoundError::NotTheSamePlayer {
                start_no,
                file,
                event,
            } => l.pick(
                format!("el jugador {start_no} del fichero es «{file}», pero en el torneo es «{event}»: el fichero no es de este torneo o sus números iniciales no coinciden"),
                format!("o xogador {start_no} do ficheiro é «{file}», pero no torneo é «{event}»: o ficheiro non é deste torneo ou os seus números iniciais non coinciden"),
                format!("the file's player {start_no} is {file:?}, but the event's is {event:?}: the file is not this event's or its start numbers differ"),
            ),
            NextRoundError::TiedForPlace(place, names) => {
                let names = names.join(", ");
                l.pick(
                    format!("{names} empatan en el puesto {place} de la liga: el desempate de las bases (relámpago en la liga infantil, match de tres partidas en el escolar) lo decide antes de la eliminatoria; empareja la ronda a mano con `event pair`"),
                    format!("{names} empatan no posto {place} da liga: o desempate das bases (lóstrego na liga infantil, match de tres partidas no escolar) decídeo antes da eliminatoria; emparella a rolda a man con `event pair`"),
                    format!("{names} are level on place {place} of the league: the regulations' play-off (lightning in the children's league, a three-game match in the school one) decides it before the knockout; pair the round by hand with `event pair`"),
                )
            }
            NextRoundError::Undecided(tie) => l.pick(
                format!("{tie} aún no tiene ganador"),
                format!("{tie} aínda non ten gañador"),
                format!("{tie} has no winner yet"),
            ),
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::TooFew) => l.pick(
                format!("ronda {r}: quedan menos de dos jugadores que emparejar"),
                format!("rolda {r}: quedan menos de dous xogadores que emparellar"),
                format!("round {r}: fewer than two players are left to pair"),
            ),
            NextRoundError::NoSwissPairing(r, crate::pairing::dutch::NoPairing::Impossible) => l.pick(
                format!("ronda {r}: no hay emparejamiento posible sin repetir rival, dar un segundo bye o romper un color absoluto; el árbitro decide (emparejar a mano con pair)"),
                format!("rolda {r}: non hai emparellamento posible sen repetir rival, dar un segundo bye ou romper unha cor absoluta; o árbitro decide (emparellar a man con pair)"),
                format!("round {r}: no pairing without a rematch, a second bye or a broken absolute colour; the arbiter decides (pair by hand with pair)"),
            ),
            NextRoundError::NoPairingsInFile(r) => l.pick(
                format!("el fichero no tiene emparejamientos de la ronda {r}"),
                format!("o ficheiro non ten emparellamentos da rolda {r}"),
                format!("the file has no pairings for round {r}"),
            ),
        }
    }
}

/// The round to pair next: the one after the last with a pairing, once
/// that one has all its results (a bye asked for in advance, for this
/// round or a later one, leaves it to be paired).
pub fn round_to_pair(event: &Event) -> Result<u32, NextRoundError> {
    let last = event.last_paired_round();
    if last > 0 && !event.round_complete(last) {
        let (pairings, _) = event.round_pairings(last);
        let missing = pairings.iter().filter(|p| p.result.is_none()).count();
        return Err(NextRoundError::Unfinished(last, missing));
    }
    if last >= event.rounds() {
        return Err(NextRoundError::EventOver(event.rounds()));
    }
    Ok(last + 1)
}

/// The schedule of a round-robin event (the children's league; the school
/// zonal by its number of teams), entrants from 1.
fn schedule(config: &EventConfig, entrants: u32) -> Result<Vec<Vec<Pairing>>, NextRoundError> {
    match config.event.format {
        Format::TeamRotation => Ok(berger::single(entrants)),
        Format::SchoolTeams if config.tournament.school_final => {
            let (a, b) = crate::config::final_phase_groups(entrants as usize);
            Ok(structure::zonal_rounds(
                &Zonal::TwoGroups { a, b },
                entrants as usize,
            ))
        }
        Format::SchoolTeams => match structure::zonal(entrants as usize) {
            Some(Zonal::TeamSwiss) | None => Err(NextRoundError::SwissFromFile),
            Some(z) => Ok(structure::zonal_rounds(&z, entrants as usize)),
        },
        Format::Individual | Format::BughousePairs => Err(NextRoundError::SwissFromFile),
    }
}

/// The next round of the event's own schedule: its pairings and the one
/// who sits out (a zero-point bye: a league gives no points for a round
/// without a game).
pub fn scheduled(
    config: &EventConfig,
    event: &Event,
) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    scheduled_with(config, event, shakmaty::Color::White)
}

/// Like [`scheduled`], with the colour a lot gave for a Swiss's round 1
/// when the config leaves the initial colour to one (the front end draws
/// it; the round's journaled pairings keep it).
pub fn scheduled_with(
    config: &EventConfig,
    event: &Event,
    lot: shakmaty::Color,
) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    let round = round_to_pair(event)?;
    if let Some(ties) = config.ties_of_round(round) {
        return knockout_round(config, event, round, &ties)
            .map(|c| (round, with_forfeits(event, round, c)));
    }
    if config.event.format == Format::Individual || config.tournament.team_swiss {
        return swiss_round(config, event, round, lot).map(|c| (round, c));
    }
    let rounds = schedule(config, event.names().len() as u32)?;
    let Some(pairings) = rounds.get(round as usize - 1) else {
        return Err(NextRoundError::NotScheduled(round));
    };
    let commands = pairings
        .iter()
        .map(|&(white, black)| match black {
            Some(black) => EventCommand::Pair {
                round,
                white,
                black,
            },
            None => EventCommand::Bye {
                round,
                player: white,
                kind: Bye::Zero,
            },
        })
        .collect();
    Ok((round, with_forfeits(event, round, commands)))
}

/// An individual Swiss's next round by the Dutch system (C.04.3): every
/// player not withdrawn and without a bye entered for it beforehand; the
/// withdrawn sit it out with nothing.
fn swiss_round(
    config: &EventConfig,
    event: &Event,
    round: u32,
    lot: shakmaty::Color,
) -> Result<Vec<EventCommand>, NextRoundError> {
    let open = event.unpaired(round);
    let everyone = 1..=event.names().len() as u32;
    // The withdrawn, and those seed 004's rule of no-shows leaves out.
    let withdrawn: Vec<u32> = open
        .iter()
        .copied()
        .filter(|&p| {
            event.withdrawn_in(p, round)
                || event.presence_status(p, round) != crate::pairing::absence::Status::Active
        })
        .collect();
    let absent: Vec<u32> = everyone
        .filter(|p| !open.contains(p) || withdrawn.contains(p))
        .collect();
    let mut players = event.players();
    if event.team_boards() > 0 {
        // A Swiss by teams (seed 001 §6): match points make the score
        // groups; within one, the game points the teams have won rank
        // them (the event's secondary score), then the start number.
        players.sort_by_key(|p| (std::cmp::Reverse(event.game_points(p.start_no)), p.start_no));
    }
    let mut list = crate::pairing::dutch::entrants(&players, round as usize - 1, &absent);
    if config.tournament.baku {
        crate::pairing::dutch::accelerate(&mut list, round as usize - 1, event.rounds() as usize);
    }
    let forbidden = config
        .tournament
        .apart
        .iter()
        .flat_map(|g| crate::pairing::dutch::kept_apart(g))
        .collect();
    let rules = crate::pairing::dutch::Rules {
        last_round: round == event.rounds(),
        rounds_played: round as usize - 1,
        initial: initial_colour(event)
            .or(config.tournament.initial_colour)
            .unwrap_or(lot),
        forbidden,
    };
    let pairing = crate::pairing::dutch::pair(&list, &rules)
        .map_err(|e| NextRoundError::NoSwissPairing(round, e))?;
    let mut commands: Vec<EventCommand> = pairing
        .boards
        .iter()
        .map(|&(white, black)| EventCommand::Pair {
            round,
            white,
            black,
        })
        .collect();
    if let Some(player) = pairing.bye {
        commands.push(EventCommand::Bye {
            round,
            player,
            kind: Bye::Pairing,
        });
    }
    for player in withdrawn {
        commands.push(EventCommand::Bye {
            round,
            player,
            kind: Bye::Zero,
        });
    }
    Ok(commands)
}

/// The initial colour as round 1 gave it (E.5): board 1's higher-ranked
/// player had it if their start number is odd, the other colour if even.
fn initial_colour(event: &Event) -> Option<shakmaty::Color> {
    let (pairings, _) = event.round_pairings(1);
    let first = pairings.first()?;
    let top = first.white.min(first.black);
    let had = if top == first.white {
        shakmaty::Color::White
    } else {
        shakmaty::Color::Black
    };
    Some(if top % 2 == 1 { had } else { !had })
}

/// A scheduled game against a withdrawn entrant is a forfeit: its result
/// goes in with its pairing (a team match's, board by board).
fn with_forfeits(event: &Event, round: u32, commands: Vec<EventCommand>) -> Vec<EventCommand> {
    let mut out = Vec::with_capacity(commands.len());
    for c in commands {
        out.push(c.clone());
        let EventCommand::Pair { white, black, .. } = c else {
            continue;
        };
        let result = match (
            event.withdrawn_in(white, round),
            event.withdrawn_in(black, round),
        ) {
            (false, false) => continue,
            (true, false) => PairingResult::BlackByForfeit,
            (false, true) => PairingResult::WhiteByForfeit,
            (true, true) => PairingResult::DoubleForfeit,
        };
        if event.team_boards() == 0 {
            out.push(EventCommand::Result {
                round,
                white,
                black,
                result,
            });
            continue;
        }
        // Colours alternate by board: on the even ones the first team has
        // Black, so its empty seat reads the other way round.
        for board in 1..=event.team_boards() as u32 {
            let seen = if board % 2 == 1 {
                result
            } else {
                match result {
                    PairingResult::WhiteByForfeit => PairingResult::BlackByForfeit,
                    PairingResult::BlackByForfeit => PairingResult::WhiteByForfeit,
                    other => other,
                }
            };
            out.push(EventCommand::Board {
                round,
                white,
                black,
                board,
                result: seen,
            });
        }
    }
    out
}

/// A knockout round's games: league places seed the first (1 v 8, 4 v 5,
/// 2 v 7, 3 v 6; or 1 v 4, 2 v 3), winners and losers of earlier ties the
/// rest. The first named has White until the lot at the board.
fn knockout_round(
    config: &EventConfig,
    event: &Event,
    round: u32,
    ties: &[structure::Tie],
) -> Result<Vec<EventCommand>, NextRoundError> {
    let table = league_table(config, event);
    ties.iter()
        .map(|t| {
            Ok(EventCommand::Pair {
                round,
                white: resolve(config, event, &table, round, &t.first)?,
                black: resolve(config, event, &table, round, &t.second)?,
            })
        })
        .collect()
}

/// The league's table, as the knockout's seeding reads it.
pub(crate) fn league_table(config: &EventConfig, event: &Event) -> super::table::Table {
    super::table::event_table(
        config,
        event,
        crate::pairing::tiebreak::Rules::Fide2026,
        None,
        &mut |_| 0,
    )
}

/// Whether White won a knockout game of `round` (an Armageddon draw is
/// Black's); `None` while it has no winner.
pub(crate) fn white_won(
    config: &EventConfig,
    event: &Event,
    round: u32,
    p: &crate::event::RoundPairing,
) -> Option<bool> {
    match p.result?.0 {
        Round::Played { score, .. } => match score {
            crate::pairing::results::Score::Win => Some(true),
            crate::pairing::results::Score::Loss => Some(false),
            crate::pairing::results::Score::Draw if config.rules_for_round(round).armageddon => {
                Some(false)
            }
            crate::pairing::results::Score::Draw if event.team_boards() > 0 => {
                level_match_winner(config, event, p.white, p.black).map(|w| w == p.white)
            }
            crate::pairing::results::Score::Draw => None,
        },
        Round::Forfeit { won, .. } => Some(won),
        Round::Bye(_) => None,
    }
}

/// Who goes through a school match level on game points (seed 001 §9: "en
/// caso de empate a puntos en la partida entre dos equipos, se proclamará
/// campeón el que más puntos lleve acumulados ... Si persistiera el
/// empate: Mach de tres partidas"): the team with more points over every
/// phase (the earlier ones the config names, and this one's), then the
/// play-off games between the two; `None` while those leave them level.
fn level_match_winner(config: &EventConfig, event: &Event, a: u32, b: u32) -> Option<u32> {
    let names = event.names();
    let accumulated = |t: u32| {
        let before = config
            .tournament
            .accumulated
            .as_ref()
            .and_then(|m| m.get(&names[t as usize - 1]).copied())
            .unwrap_or(crate::points::Points::ZERO);
        before + event.game_points(t)
    };
    match accumulated(a).cmp(&accumulated(b)) {
        std::cmp::Ordering::Greater => Some(a),
        std::cmp::Ordering::Less => Some(b),
        std::cmp::Ordering::Equal => playoff_winner(config, event, a, b),
    }
}

/// The one of `a` and `b` the play-off games between them put ahead, as
/// they settle any shared place in a table; `None` while none or level.
fn playoff_winner(config: &EventConfig, event: &Event, a: u32, b: u32) -> Option<u32> {
    match super::table::settled(event, config.playoff.armageddon, &[(a, 1), (b, 1)])[..] {
        [(first, 1), (_, 2)] => Some(first),
        _ => None,
    }
}

/// The champion of a school zonal phase in two groups (seed 001 §6, §9):
/// of the group winners' two matches, the team with more game points over
/// both; level, the one with more points accumulated over the phase ("se
/// proclamará campeón el que más puntos lleve acumulados"); still level,
/// the play-off games between them ("match de tres partidas"). `None`
/// until both matches are over, or while the play-off has not decided.
pub fn group_winners_champion(config: &EventConfig, event: &Event) -> Option<u32> {
    if !config.tournament.zonal_groups {
        return None;
    }
    let league = config.tournament.rounds;
    let legs: Vec<&crate::event::team_match::TeamMatch> = event
        .team_matches()
        .iter()
        .filter(|m| m.round > league && m.round <= league + 2)
        .collect();
    let &[first, second] = legs.as_slice() else {
        return None;
    };
    if !first.complete() || !second.complete() {
        return None;
    }
    let scoring = &config.rules.scoring;
    let (a, b) = (first.first, first.second);
    let over_both = |t: u32| first.points_of(t, scoring) + second.points_of(t, scoring);
    match over_both(a).cmp(&over_both(b)) {
        std::cmp::Ordering::Greater => Some(a),
        std::cmp::Ordering::Less => Some(b),
        std::cmp::Ordering::Equal => level_match_winner(config, event, a, b),
    }
}

/// The entrant a tie's `source` names ("3": the league's third; "W SF1",
/// "L SF2": a tie's winner or loser) for a tie of `round`.
pub(crate) fn resolve(
    config: &EventConfig,
    event: &Event,
    table: &super::table::Table,
    round: u32,
    source: &str,
) -> Result<u32, NextRoundError> {
    let teams = config.knockout.as_ref().map_or(0, |k| k.teams);
    // "1A", "2B": a group's place in a school final phase.
    let group_place = source
        .strip_suffix(['A', 'B'])
        .and_then(|n| n.parse::<usize>().ok());
    if let (Some(place), Some((a, b))) = (group_place, config.groups()) {
        let group = if source.ends_with('A') { a } else { b };
        let rows: Vec<&super::table::TableRow> = table
            .rows
            .iter()
            .filter(|r| group.contains(&(r.start_no as usize - 1)))
            .collect();
        // Places within the group: one more than the group's teams above.
        let placed: Vec<(usize, &super::table::TableRow)> = rows
            .iter()
            .map(|r| (1 + rows.iter().filter(|o| o.rank < r.rank).count(), *r))
            .collect();
        return holder_of(place, &placed);
    }
    if let Ok(place) = source.parse::<usize>() {
        if place > teams {
            return Err(NextRoundError::NotScheduled(round));
        }
        let placed: Vec<(usize, &super::table::TableRow)> =
            table.rows.iter().map(|r| (r.rank, r)).collect();
        return holder_of(place, &placed);
    }
    let (want_winner, name) = match source.split_once(' ') {
        Some(("W", n)) => (true, n),
        Some(("L", n)) => (false, n),
        _ => return Err(NextRoundError::NotScheduled(round)),
    };
    let undecided = || NextRoundError::Undecided(config.tie_label(name));
    for earlier in config.tournament.rounds + 1..round {
        let Some(k) = config
            .ties_of_round(earlier)
            .and_then(|t| t.iter().position(|t| t.name == name))
        else {
            continue;
        };
        let (pairings, _) = event.round_pairings(earlier);
        let p = pairings.get(k).ok_or_else(undecided)?;
        let white = white_won(config, event, earlier, p).ok_or_else(undecided)?;
        return Ok(if white == want_winner {
            p.white
        } else {
            p.black
        });
    }
    Err(undecided())
}

/// The one entrant at `place` among `rows` (each with its place): an
/// error names the teams level on it (those sharing a place that spans it).
fn holder_of(
    place: usize,
    rows: &[(usize, &super::table::TableRow)],
) -> Result<u32, NextRoundError> {
    let sharing = |p: usize| rows.iter().filter(|(q, _)| *q == p).count();
    let names = |keep: &dyn Fn(usize) -> bool| -> Vec<String> {
        rows.iter()
            .filter(|(q, _)| keep(*q))
            .map(|(_, r)| r.name.clone())
            .collect()
    };
    match sharing(place) {
        1 => Ok(rows
            .iter()
            .find(|(q, _)| *q == place)
            .map_or(0, |(_, r)| r.start_no)),
        0 => Err(NextRoundError::TiedForPlace(
            place,
            names(&|q| q < place && q + sharing(q) > place),
        )),
        _ => Err(NextRoundError::TiedForPlace(place, names(&|q| q == place))),
    }
}

/// The next round's pairings and byes as a pairing program's report file
/// gives them (its players must be the event's, by start number).
pub fn from_trf(event: &Event, text: &str) -> Result<(u32, Vec<EventCommand>), NextRoundError> {
    let round = round_to_pair(event)?;
    let file = trf::parse(text).map_err(NextRoundError::File)?;
    for p in &file.players {
        let ours = event
            .names()
            .get(p.start_no as usize - 1)
            .cloned()
            .unwrap_or_default();
        if !same_name(&ours, &p.name) {
            return Err(NextRoundError::NotTheSamePlayer {
                start_no: p.start_no,
                file: p.name.clone(),
                event: ours,
            });
        }
    }
    let mut commands: Vec<EventCommand> = file
        .pending
        .iter()
        .filter(|&&(r, _, _)| r == round)
        .map(|&(_, white, black)| EventCommand::Pair {
            round,
            white,
            black,
        })
        .collect();
    for p in &file.players {
        match p.rounds.get(round as usize - 1) {
            // A round the file already has a result for: its pairing.
            Some(
                Round::Played {
                    opponent,
                    colour: shakmaty::Color::White,
                    ..
                }
                | Round::Forfeit {
                    opponent,
                    colour: Some(shakmaty::Color::White),
                    ..
                },
            ) => commands.push(EventCommand::Pair {
                round,
                white: p.start_no,
                black: *opponent,
            }),
            Some(Round::Bye(kind)) if *kind != Bye::Zero => commands.push(EventCommand::Bye {
                round,
                player: p.start_no,
                kind: *kind,
            }),
            _ => {}
        }
    }
    // A report file does not number its tables: the top score first, then
    // the lower start number, as pairing programs print them.
    let players = event.players();
    let points = |n: u32| {
        players
            .get(n as usize - 1)
            .map_or(0, |p| p.score(round as usize - 1))
    };
    commands.sort_by_key(|c| match *c {
        EventCommand::Pair { white, black, .. } => {
            (0, -points(white).max(points(black)), white.min(black))
        }
        EventCommand::Bye { player, .. } => (1, 0, player),
        _ => (2, 0, 0),
    });
    if !commands
        .iter()
        .any(|c| matches!(c, EventCommand::Pair { .. }))
    {
        return Err(NextRoundError::NoPairingsInFile(round));
    }
    // Whoever the file leaves out of the round sits it out with nothing.
    let mut paired: Vec<u32> = Vec::new();
    for c in &commands {
        match *c {
            EventCommand::Pair { white, black, .. } => paired.extend([white, black]),
            EventCommand::Bye { player, .. } => paired.push(player),
            _ => {}
        }
    }
    for p in event.unpaired(round) {
        if !paired.contains(&p) {
            commands.push(EventCommand::Bye {
                round,
                player: p,
                kind: Bye::Zero,
            });
        }
    }
    Ok((round, commands))
}

/// Names as two programs write them: case, accents' spacing and commas
/// aside.
fn same_name(a: &str, b: &str) -> bool {
    let key = |s: &str| {
        s.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    key(a) == key(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::PairingResult;
    use crate::game::Command;
    use crate::session::{Session, SessionError};

    fn league() -> Session {
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        Session::new(crate::testing::load(&path))
    }

    /// White wins each of round `round`'s `pairs`.
    fn white_wins(s: &mut Session, round: u32, pairs: &[(u32, u32)]) {
        for &(white, black) in pairs {
            s.apply_event(&EventCommand::Result {
                round,
                white,
                black,
                result: PairingResult::WhiteWins,
            })
            .unwrap();
        }
    }

    /// Every pairing of round `round` given the result `result` says for it.
    fn results(
        s: &mut Session,
        round: u32,
        result: impl Fn(&crate::event::RoundPairing) -> PairingResult,
    ) {
        for p in s.event().round_pairings(round).0 {
            s.apply_event(&EventCommand::Result {
                round,
                white: p.white,
                black: p.black,
                result: result(&p),
            })
            .unwrap();
        }
    }

    fn apply_all(s: &mut Session, commands: &[EventCommand]) {
        for c in commands {
            s.apply_event(c).unwrap_or_else(|e| panic!("{c}: {e}"));
        }
    }

    #[test]
    fn a_league_is_paired_round_by_round_from_the_berger_tables() {
        let mut s = league();
        assert_eq!(s.config().tournament.rounds, 5, "six teams: five rounds");
        let (round, commands) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 1);
        // Berger round 1 for six: 1-6, 2-5, 3-4.
        let pairs: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
        assert_eq!(pairs, ["pair 1 1 6", "pair 1 2 5", "pair 1 3 4"]);
        apply_all(&mut s, &commands);
        // Not before round 1 has every result.
        assert_eq!(
            scheduled(s.config(), s.event()),
            Err(NextRoundError::Unfinished(1, 3))
        );
        for (w, b) in [(1, 6), (2, 5), (3, 4)] {
            s.apply_event(&EventCommand::Result {
                round: 1,
                white: w,
                black: b,
                result: PairingResult::Draw,
            })
            .unwrap();
        }
        let (round, commands) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 2);
        let pairs: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
        assert_eq!(pairs, ["pair 2 6 4", "pair 2 5 3", "pair 2 1 2"]);
    }

    /// Seed 000: "El color de las piezas se sorteará al principio de la
    /// partida." and "En el caso de empate, se resolverá por el resultado
    /// del enfrentamiento directo entre los 2 equipos. Si hubiera sido de
    /// tablas, se resolverá a favor del que jugó con piezas negras.": a lot
    /// that gives the paired White team Black at the board makes it the team
    /// that had Black, in the result, the tie-break and every table.
    #[test]
    fn a_drawn_direct_game_goes_to_the_team_that_had_black_after_the_lot() {
        for swapped in [false, true] {
            let mut s = league();
            let (_, commands) = scheduled(s.config(), s.event()).unwrap();
            apply_all(&mut s, &commands);
            s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
            // Board 3: team 3 paired with White against team 4; the lot.
            s.apply(
                2,
                &Command::AssignColours {
                    first_white: !swapped,
                },
                0,
            )
            .unwrap();
            s.apply(2, &Command::Start, 1_000).unwrap();
            s.apply(2, &Command::AgreeDraw, 2_000).unwrap();
            let said: Vec<String> = s
                .results_for_event(2)
                .iter()
                .map(|c| c.to_string())
                .collect();
            if swapped {
                assert_eq!(said, ["colours 1 4 3", "result 1 4 3 1/2"]);
            } else {
                assert_eq!(said, ["result 1 3 4 1/2"]);
            }
            for c in s.results_for_event(2) {
                s.apply_event(&c).unwrap();
            }
            white_wins(&mut s, 1, &[(1, 6), (2, 5)]);
            // 3 and 4 are level on two points: the drawn direct game goes
            // to the one that had Black at the board.
            let table = league_table(s.config(), s.event());
            let order: Vec<u32> = table.rows.iter().map(|r| r.start_no).collect();
            let black = if swapped { 3 } else { 4 };
            let white = 7 - black;
            let at = |n: u32| order.iter().position(|&p| p == n).unwrap();
            assert!(at(black) < at(white), "swapped {swapped}: {order:?}");
            // The round's pairing reads the colours played.
            let (pairings, _) = s.event().round_pairings(1);
            assert!(
                pairings
                    .iter()
                    .any(|p| (p.white, p.black) == (white, black)),
                "{pairings:?}"
            );
        }
    }

    #[test]
    fn a_staged_round_becomes_the_stage_boards_and_waits_for_games_in_play() {
        let mut s = league();
        let (_, commands) = scheduled(s.config(), s.event()).unwrap();
        apply_all(&mut s, &commands);
        s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
        let names: Vec<(String, String, String)> = s
            .boards()
            .iter()
            .map(|b| {
                (
                    b.label.clone(),
                    b.game.contender(shakmaty::Color::White).name.clone(),
                    b.game.contender(shakmaty::Color::Black).name.clone(),
                )
            })
            .collect();
        assert_eq!(
            names,
            [
                (
                    "1".into(),
                    "Os Cabalos Tolos".into(),
                    "Os Reis do Enroque".into()
                ),
                (
                    "2".into(),
                    "Os Alfiles Rápidos".into(),
                    "As Torres de Hércules".into()
                ),
                (
                    "3".into(),
                    "As Raíñas do Xadrez".into(),
                    "Os Peóns Valentes".into()
                ),
            ]
        );
        // Each board rotates its own team's children.
        assert!(
            s.boards()[1]
                .game
                .contender(shakmaty::Color::White)
                .rotation
                .is_some()
        );
        // A game on the stage ends and its result reaches the event.
        s.apply(2, &Command::Start, 1_000).unwrap();
        s.apply(
            2,
            &Command::Resign {
                side: shakmaty::Color::White,
            },
            2_000,
        )
        .unwrap();
        let result = s.result_for_event(2).expect("the pairing waits for it");
        assert_eq!(result.to_string(), "result 1 3 4 0-1");
        s.apply_event(&result).unwrap();
        // Board 1 is being played: round 2 cannot take the stage yet.
        s.apply(0, &Command::Start, 3_000).unwrap();
        white_wins(&mut s, 1, &[(1, 6), (2, 5)]);
        let (_, next) = scheduled(s.config(), s.event()).unwrap();
        apply_all(&mut s, &next);
        assert_eq!(
            s.apply_event(&EventCommand::Stage { round: 2 }),
            Err(SessionError::GamesInProgress(vec![0]))
        );
        s.apply(
            0,
            &Command::Resign {
                side: shakmaty::Color::White,
            },
            4_000,
        )
        .unwrap();
        s.apply_event(&EventCommand::Stage { round: 2 }).unwrap();
        assert_eq!(s.event().staged_round(), 2);
        assert_eq!(
            s.boards()[2].game.contender(shakmaty::Color::White).name,
            "Os Cabalos Tolos"
        );
        assert!(s.boards().iter().all(|b| b.game.moves().is_empty()));
        // A round with no pairing yet cannot take the stage.
        assert!(s.apply_event(&EventCommand::Stage { round: 3 }).is_err());
    }

    #[test]
    fn a_swiss_initial_colour_left_to_lot_is_drawn_once_and_read_back_from_round_one() {
        let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
        let mut config = crate::testing::load(&path);
        config.tournament.initial_colour = None;
        let mut s = Session::new(config);
        let (_, round1) = scheduled_with(s.config(), s.event(), shakmaty::Color::Black).unwrap();
        assert_eq!(
            round1[0].to_string(),
            "pair 1 7 1",
            "the lot gave Black to board 1's top"
        );
        for c in &round1 {
            s.apply_event(c).unwrap();
        }
        for (i, p) in s.event().round_pairings(1).0.iter().enumerate() {
            let r = PairingResult::parse(["1-0", "0-1", "1/2"][i % 3]).unwrap();
            s.apply_event(&EventCommand::Result {
                round: 1,
                white: p.white,
                black: p.black,
                result: r,
            })
            .unwrap();
        }
        // Round 2 reads the initial colour from round 1, whatever a new lot
        // would say.
        assert_eq!(initial_colour(s.event()), Some(shakmaty::Color::Black));
        let a = scheduled_with(s.config(), s.event(), shakmaty::Color::White).unwrap();
        let b = scheduled_with(s.config(), s.event(), shakmaty::Color::Black).unwrap();
        assert_eq!(a, b);
    }

    /// Seed 004 §5: "Si un jugador pidiese ser desactivado en alguna ronda,
    /// podrá ser concedido bajo criterio arbitral": a bye asked for in
    /// advance leaves that round to be paired, with the player left out
    /// (it once paired the round after instead).
    #[test]
    fn a_bye_asked_for_in_advance_leaves_its_round_to_be_paired_without_the_player() {
        let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
        let mut s = Session::new(crate::testing::load(&path));
        let (_, round1) = scheduled(s.config(), s.event()).unwrap();
        apply_all(&mut s, &round1);
        results(&mut s, 1, |_| PairingResult::Draw);
        // Player 5 asks for a half-point bye in round 2, and player 8 for
        // round 3, before round 2 is paired.
        for (round, player, kind) in [(2, 5, Bye::Half), (3, 8, Bye::Zero)] {
            s.apply_event(&EventCommand::Bye {
                round,
                player,
                kind,
            })
            .unwrap();
        }
        let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 2, "{pairs:?}");
        let paired: Vec<u32> = pairs
            .iter()
            .flat_map(|c| match *c {
                EventCommand::Pair { white, black, .. } => vec![white, black],
                _ => vec![],
            })
            .collect();
        assert!(!paired.contains(&5), "{pairs:?}");
        assert!(paired.contains(&8), "{pairs:?}");
        assert_eq!(paired.len(), 10, "eleven players: ten paired, one bye");
        apply_all(&mut s, &pairs);
        results(&mut s, 2, |_| PairingResult::WhiteWins);
        let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 3);
        assert!(!pairs.iter().any(|c| matches!(
            *c,
            EventCommand::Pair { white: 8, .. } | EventCommand::Pair { black: 8, .. }
        )));
    }

    /// Seed 004 §8: "En caso de incomparecencia a la primera ronda, el
    /// jugador deberá notificar al equipo arbitral su presencia antes de la
    /// conclusión de la primera ronda para ser emparejado en la segunda. En
    /// caso contrario será descalificado del torneo. Igualmente, la
    /// incomparecencia de algún jugador se computará como derrota y no
    /// volverá a ser emparejado en lo sucesivo si no lo reclama al árbitro,
    /// en su segunda incomparecencia será descalificado de la competición."
    #[test]
    fn no_shows_are_left_out_until_they_ask_and_out_for_good_at_the_second() {
        use crate::pairing::absence::Status;
        let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
        let mut s = Session::new(crate::testing::load(&path));
        // Paired, or given the pairing's bye.
        let paired_in = |s: &Session, round: u32| -> Vec<u32> {
            let (pairings, byes) = s.event().round_pairings(round);
            pairings
                .iter()
                .flat_map(|p| [p.white, p.black])
                .chain(byes.iter().filter(|b| b.1 == Bye::Pairing).map(|&(p, _)| p))
                .collect()
        };
        // Every game drawn but the forfeits given: `absent` lose theirs.
        let play = |s: &mut Session, absent: &[u32]| {
            let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
            apply_all(s, &pairs);
            results(s, round, |p| {
                if absent.contains(&p.black) {
                    PairingResult::WhiteByForfeit
                } else if absent.contains(&p.white) {
                    PairingResult::BlackByForfeit
                } else {
                    PairingResult::Draw
                }
            });
            round
        };
        // Round 1: 7 and 9 do not come (both Black); 9 tells the arbiters
        // before the round ends, 7 does not.
        assert_eq!(play(&mut s, &[7, 9]), 1);
        apply_all(&mut s, &[EventCommand::Return { player: 9 }]);
        assert_eq!(s.event().presence_status(7, 2), Status::Disqualified);
        assert_eq!(s.event().presence_status(9, 2), Status::Active);
        // Round 2: 7 left out for good, 9 paired; 3 does not come.
        assert_eq!(play(&mut s, &[3]), 2);
        let two = paired_in(&s, 2);
        assert!(!two.contains(&7) && two.contains(&9), "{two:?}");
        // Round 3: 3 is not paired; it asks the arbiter during round 3.
        assert_eq!(s.event().presence_status(3, 3), Status::Inactive);
        assert_eq!(play(&mut s, &[]), 3);
        assert!(!paired_in(&s, 3).contains(&3));
        apply_all(&mut s, &[EventCommand::Return { player: 3 }]);
        // Round 4: back, and a second no-show.
        assert_eq!(play(&mut s, &[3]), 4);
        assert!(paired_in(&s, 4).contains(&3));
        // Round 5: out for good, even if it asks.
        apply_all(&mut s, &[EventCommand::Return { player: 3 }]);
        assert_eq!(s.event().presence_status(3, 5), Status::Disqualified);
        assert_eq!(play(&mut s, &[]), 5);
        let five = paired_in(&s, 5);
        assert!(!five.contains(&3) && !five.contains(&7), "{five:?}");
    }

    #[test]
    fn a_swiss_round_loads_from_a_pairing_programs_report_file() {
        let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
        let mut s = Session::new(crate::testing::load(&path));
        // The product pairs it itself by the Dutch system (round 1: the top
        // half against the bottom half, colours alternating from White)...
        let (round, dutch) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 1);
        let lines: Vec<String> = dutch.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            lines,
            [
                "pair 1 1 7",
                "pair 1 8 2",
                "pair 1 3 9",
                "pair 1 10 4",
                "pair 1 5 11",
                "pair 1 12 6"
            ]
        );
        // ... or takes a pairing program's file.
        let names = s.event().names().to_vec();
        // Round 1 as a pairing program writes it: 1-7, 8-2, ... with no
        // result yet, 12 absent (not paired).
        let mut text = String::from("012 Circuito\n");
        let top = [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11)];
        for n in 1..=12u32 {
            let block = top
                .iter()
                .find_map(|&(w, b)| {
                    (w == n)
                        .then(|| format!("{b:>4} w  "))
                        .or_else(|| (b == n).then(|| format!("{w:>4} b  ")))
                })
                .unwrap_or_else(|| {
                    if n == 6 {
                        "0000 - U".into()
                    } else {
                        "0000 - Z".into()
                    }
                });
            let name = &names[n as usize - 1];
            text.push_str(&format!(
                "001 {n:>4}      {name:<33} {:>4}                            {:>4}       {block}\n",
                "", "0.0"
            ));
        }
        let (round, commands) = from_trf(s.event(), &text).unwrap();
        assert_eq!(round, 1);
        let lines: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            lines,
            [
                "pair 1 1 7",
                "pair 1 8 2",
                "pair 1 3 9",
                "pair 1 10 4",
                "pair 1 5 11",
                "bye 1 6 pairing",
                "bye 1 12 zero"
            ]
        );
        apply_all(&mut s, &commands);
        s.apply_event(&EventCommand::Stage { round: 1 }).unwrap();
        assert_eq!(s.boards().len(), 5);
        // Another event's file is refused and says which player differs.
        let other = text.replace(&names[2], "Outra Xogadora, X");
        let mut fresh = Session::new(crate::testing::load(&path));
        let e = from_trf(fresh.event(), &other).unwrap_err();
        assert!(
            e.text(Language::Es).contains("jugador 3"),
            "{}",
            e.text(Language::Es)
        );
        assert!(
            fresh
                .apply_event(&EventCommand::Stage { round: 1 })
                .is_err()
        );
    }
}

#[cfg(test)]
mod knockout_tests {
    use super::*;
    use crate::event::PairingResult;
    use crate::session::Session;

    fn names_of(s: &Session, commands: &[EventCommand]) -> Vec<(String, String)> {
        let names = s.event().names();
        commands
            .iter()
            .filter_map(|c| match *c {
                EventCommand::Pair { white, black, .. } => Some((
                    names[white as usize - 1].clone(),
                    names[black as usize - 1].clone(),
                )),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_league_seeds_the_semi_finals_and_their_winners_meet_in_an_armageddon_final() {
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        let mut s = Session::new(crate::testing::load(&path));
        assert_eq!(
            s.event().rounds(),
            7,
            "five league rounds, semi-finals, final"
        );
        // The league: the lower start number wins every game, so the table
        // is 1, 2, 3, 4, 5, 6.
        for _ in 1..=5 {
            let (round, commands) = scheduled(s.config(), s.event()).unwrap();
            for c in &commands {
                s.apply_event(c).unwrap();
                if let EventCommand::Pair { white, black, .. } = *c {
                    let result = if white < black {
                        PairingResult::WhiteWins
                    } else {
                        PairingResult::BlackWins
                    };
                    s.apply_event(&EventCommand::Result {
                        round,
                        white,
                        black,
                        result,
                    })
                    .unwrap();
                }
            }
        }
        let (round, semis) = scheduled(s.config(), s.event()).unwrap();
        assert_eq!(round, 6);
        assert_eq!(s.config().round_name(6), "Semifinales");
        assert_eq!(
            names_of(&s, &semis),
            [
                ("Os Cabalos Tolos".into(), "Os Peóns Valentes".into()),
                ("Os Alfiles Rápidos".into(), "As Raíñas do Xadrez".into()),
            ]
        );
        for c in &semis {
            s.apply_event(c).unwrap();
        }
        s.apply_event(&EventCommand::Stage { round: 6 }).unwrap();
        // The knockout's games: labelled by tie, Armageddon, the semi-finals
        // 11+3 v 9+3, the third illegal move losing.
        let b = &s.boards()[0];
        assert_eq!(b.label, "Semifinal 1");
        assert!(b.game.rules().armageddon);
        assert_eq!(b.game.rules().clock.control.white.base_ms, 11 * 60_000);
        assert_eq!(b.game.rules().clock.control.black.base_ms, 9 * 60_000);
        assert_eq!(b.game.rules().illegal.lose_at, Some(3));
        // Not before both semi-finals are decided.
        assert!(matches!(
            scheduled(s.config(), s.event()),
            Err(NextRoundError::Unfinished(6, 2))
        ));
        // Semi-final 1 drawn: Armageddon gives it to Black (Os Peóns).
        s.apply_event(&EventCommand::Result {
            round: 6,
            white: 1,
            black: 4,
            result: PairingResult::Draw,
        })
        .unwrap();
        s.apply_event(&EventCommand::Result {
            round: 6,
            white: 2,
            black: 3,
            result: PairingResult::WhiteWins,
        })
        .unwrap();
        let (round, last) = scheduled(s.config(), s.event()).unwrap();
        // Issue 29: the round is named by what it is, its game for third place
        // too, not a "Final" with an unnamed game.
        assert_eq!(
            (round, s.config().round_name(7).as_str()),
            (7, "Final · Tercer y cuarto puesto")
        );
        assert_eq!(
            names_of(&s, &last),
            [
                ("Os Peóns Valentes".into(), "Os Alfiles Rápidos".into()),
                ("Os Cabalos Tolos".into(), "As Raíñas do Xadrez".into()),
            ]
        );
        for c in &last {
            s.apply_event(c).unwrap();
        }
        s.apply_event(&EventCommand::Stage { round: 7 }).unwrap();
        let labels: Vec<&str> = s.boards().iter().map(|b| b.label.as_str()).collect();
        assert_eq!(labels, ["Final", "Tercer y cuarto puesto"]);
        // The league's table does not count the knockout's games.
        let table = crate::tournament::table::event_table(
            s.config(),
            s.event(),
            crate::pairing::tiebreak::Rules::Fide2026,
            None,
            &mut |_| 0,
        );
        let points: Vec<&str> = table.rows.iter().map(|r| r.points.as_str()).collect();
        assert_eq!(points, ["20", "17", "14", "11", "8", "5"]);
        // Nothing after the final.
        s.apply_event(&EventCommand::Result {
            round: 7,
            white: 4,
            black: 2,
            result: PairingResult::BlackWins,
        })
        .unwrap();
        s.apply_event(&EventCommand::Result {
            round: 7,
            white: 1,
            black: 3,
            result: PairingResult::WhiteWins,
        })
        .unwrap();
        assert_eq!(
            scheduled(s.config(), s.event()),
            Err(NextRoundError::EventOver(7))
        );
    }

    #[test]
    fn teams_level_on_a_seeding_place_wait_for_their_play_off() {
        let path = crate::testing::root().join("tests/configs/league-six.toml");
        let mut s = Session::new(crate::testing::load(&path));
        // Every league game drawn: the Black-in-a-draw rule goes round in
        // cycles, and teams stay level where the seeding needs them.
        for _ in 1..=5 {
            let (round, commands) = scheduled(s.config(), s.event()).unwrap();
            for c in &commands {
                s.apply_event(c).unwrap();
                if let EventCommand::Pair { white, black, .. } = *c {
                    s.apply_event(&EventCommand::Result {
                        round,
                        white,
                        black,
                        result: PairingResult::Draw,
                    })
                    .unwrap();
                }
            }
        }
        let e = scheduled(s.config(), s.event()).unwrap_err();
        assert!(
            matches!(e, NextRoundError::TiedForPlace(p, ref names) if p <= 4 && names.len() >= 2),
            "{e:?}"
        );
        assert!(
            e.text(Language::Es)
                .contains("relámpago en la liga infantil")
        );
    }
}

#[cfg(test)]
mod school_zonal_tests {
    use super::*;
    use crate::event::parse;
    use crate::session::Session;

    fn session(config: &str) -> Session {
        Session::new(crate::testing::load(
            &crate::testing::root().join("tests/configs").join(config),
        ))
    }

    fn apply(s: &mut Session, text: &str) {
        s.apply_event(&parse(text).unwrap())
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
    }

    /// Plays round `round`'s match `first` v `second` board by board, each
    /// board's result seen from the first-named team ('W' won, 'D' drew,
    /// 'L' lost); the first team has White on boards 1 and 3.
    fn team_match(s: &mut Session, round: u32, first: u32, second: u32, boards: &str) {
        for (i, r) in boards.chars().enumerate() {
            let white_first = i % 2 == 0;
            let result = match (r, white_first) {
                ('D', _) => "1/2",
                ('W', true) | ('L', false) => "1-0",
                _ => "0-1",
            };
            apply(
                s,
                &format!("board {round} {first} {second} {} {result}", i + 1),
            );
        }
    }

    /// Pairs the next round with `event next`'s commands and returns them.
    fn next(s: &mut Session) -> (u32, Vec<EventCommand>) {
        let (round, commands) = scheduled(s.config(), s.event()).unwrap();
        for c in &commands {
            s.apply_event(c).unwrap();
        }
        (round, commands)
    }

    /// The group leagues of eight teams, every match won by the lower
    /// start number on all four boards, except `weaker` (first-named,
    /// match) where a board is drawn.
    fn groups_played(s: &mut Session, draw_one_board_of: Option<u32>) {
        for _ in 0..3 {
            let (round, commands) = next(s);
            for c in commands {
                if let EventCommand::Pair { white, black, .. } = c {
                    let boards = if white < black { "WWWW" } else { "LLLL" };
                    let boards = if draw_one_board_of.is_some_and(|t| t == white.min(black)) {
                        &boards.replacen(['W', 'L'], "D", 1)
                    } else {
                        boards
                    };
                    team_match(s, round, white, black, boards);
                }
            }
        }
    }

    #[test]
    fn seven_to_twelve_teams_play_two_group_leagues_then_their_winners_home_and_away() {
        // Seed 001 §6: "7 a 12 equipos participantes: LIGA de dos GRUPOS y
        // los dos equipos campeones juegan dos partidas (ida y vuelta),
        // para sacar un solo equipo Campeón."
        let mut s = session("school-zonal-eight.toml");
        assert_eq!(s.config().tournament.rounds, 3, "two groups of four");
        assert_eq!(s.config().total_rounds(), 5, "then the two matches");
        groups_played(&mut s, None);
        // A table per group: 1 and 2 each first of their own.
        let table = league_table(s.config(), s.event());
        assert_eq!(table.columns[0], "GR");
        let places: Vec<(&str, usize, u32)> = table
            .rows
            .iter()
            .map(|r| (r.values[0].as_str(), r.rank, r.start_no))
            .collect();
        assert_eq!(
            places,
            [
                ("A", 1, 1),
                ("A", 2, 3),
                ("A", 3, 5),
                ("A", 4, 7),
                ("B", 1, 2),
                ("B", 2, 4),
                ("B", 3, 6),
                ("B", 4, 8)
            ]
        );
        // The winners' two matches, colours the other way round.
        let (round, first) = next(&mut s);
        assert_eq!(round, 4);
        assert_eq!(
            first.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            ["pair 4 1 2"]
        );
        assert_eq!(s.config().tie_label("F1"), "Final, ida");
        team_match(&mut s, 4, 1, 2, "DDDD");
        let (round, second) = next(&mut s);
        assert_eq!(
            (
                round,
                second.iter().map(|c| c.to_string()).collect::<Vec<_>>()
            ),
            (5, vec!["pair 5 2 1".to_owned()])
        );
        assert_eq!(group_winners_champion(s.config(), s.event()), None);
        // Team 2 wins a board of the second match: champion on the two
        // matches' game points.
        let mut won = s.clone();
        team_match(&mut won, 5, 2, 1, "WDDD");
        assert_eq!(group_winners_champion(won.config(), won.event()), Some(2));
        let bracket = crate::tournament::bracket::bracket(won.config(), won.event());
        assert_eq!(bracket[1][0].slots[0].won, Some(true), "2 wins the tie");
        // Level over both: seed 001 §9, "se proclamará campeón el que más
        // puntos lleve acumulados ... Si persistiera el empate: Mach de
        // tres partidas".
        team_match(&mut s, 5, 2, 1, "DDDD");
        assert_eq!(group_winners_champion(s.config(), s.event()), None);
        // The play-off is a team encounter on the four boards: a whole
        // result is refused; 1 (Black on board 1 of this one) wins a board.
        assert!(s.apply_event(&parse("playoff 2 1 0-1").unwrap()).is_err());
        apply(&mut s, "playoff 2 1");
        // On the stage: the four boards, team 2 White on boards 1 and 3.
        assert_eq!(s.boards().len(), 4);
        let white = |s: &Session, b: usize| s.setup(b).map(|x| (x.board, x.white));
        assert_eq!(white(&s, 0).map(|w| w.0), Some(1));
        assert_eq!(white(&s, 3).map(|w| w.0), Some(4));
        // Board 1's game ends with White resigning: the encounter's board
        // 1 goes to team 1, as the stage feeds it.
        s.apply(0, &crate::game::Command::Start, 1_000).unwrap();
        s.apply(
            0,
            &crate::game::Command::Resign {
                side: shakmaty::Color::White,
            },
            2_000,
        )
        .unwrap();
        let fed = s.results_for_event(0);
        assert_eq!(
            fed.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            ["playoff 2 1 1 0-1"]
        );
        for c in &fed {
            s.apply_event(c).unwrap();
        }
        for (board, result) in [(2, "1/2"), (3, "1/2")] {
            apply(&mut s, &format!("playoff 2 1 {board} {result}"));
        }
        assert_eq!(
            group_winners_champion(s.config(), s.event()),
            None,
            "a board to play"
        );
        apply(&mut s, "playoff 2 1 4 1/2");
        assert_eq!(group_winners_champion(s.config(), s.event()), Some(1));
        let mut acc = session("school-zonal-eight.toml");
        groups_played(&mut acc, Some(1));
        next(&mut acc);
        team_match(&mut acc, 4, 1, 2, "DDDD");
        next(&mut acc);
        team_match(&mut acc, 5, 2, 1, "DDDD");
        assert_eq!(
            group_winners_champion(acc.config(), acc.event()),
            Some(2),
            "1 drew a board in its group: 2 has more accumulated"
        );
    }

    #[test]
    fn more_than_twelve_teams_are_a_swiss_by_teams_paired_on_match_points() {
        // Seed 001 §6: "Si hubiera MÁS de 12 equipos : Sistema suizo por
        // equipos, del que sale el Campeón."
        let mut s = session("school-zonal-thirteen.toml");
        assert!(s.config().tournament.team_swiss);
        assert_eq!(s.config().tournament.rounds, 5);
        let (round, r1) = next(&mut s);
        assert_eq!(round, 1);
        let pairs: Vec<String> = r1.iter().map(|c| c.to_string()).collect();
        // Round 1: top half against bottom half, colours alternating by
        // board, the last team's bye a win's match points.
        assert_eq!(
            pairs,
            [
                "pair 1 1 7",
                "pair 1 8 2",
                "pair 1 3 9",
                "pair 1 10 4",
                "pair 1 5 11",
                "pair 1 12 6",
                "bye 1 13 pairing"
            ]
        );
        // The lower start number wins every match 3½-½ except 3 v 9, won
        // 4-0: 3 leads the winners on game points.
        for c in &r1 {
            if let EventCommand::Pair { white, black, .. } = *c {
                let first_wins = white < black;
                let boards = match (first_wins, white == 3) {
                    (true, true) => "WWWW",
                    (true, false) => "WWWD",
                    (false, _) => "LLLD",
                };
                team_match(&mut s, 1, white, black, boards);
            }
        }
        let table = event_table_of(&s);
        assert_eq!(table.columns, ["GP"]);
        assert_eq!(
            (
                table.rows[0].start_no,
                table.rows[0].points.as_str(),
                table.rows[0].values[0].as_str()
            ),
            (3, "2", "40"),
            "match points first, then game points"
        );
        let bye = table.rows.iter().find(|r| r.start_no == 13).unwrap();
        assert_eq!((bye.points.as_str(), bye.values[0].as_str()), ("2", "20"));
        // Round 2: the winners (and the bye) in one score group, paired
        // among themselves; no rematch.
        let (round, r2) = next(&mut s);
        assert_eq!(round, 2);
        // Seven teams on 2 match points: one floats down, every other
        // winner meets a winner.
        let winners = [1, 2, 3, 4, 5, 6, 13];
        let mixed = r2
            .iter()
            .filter(|c| matches!(**c, EventCommand::Pair { white, black, .. } if winners.contains(&white) != winners.contains(&black)))
            .count();
        assert_eq!(mixed, 1, "{r2:?}");
        for c in &r2 {
            if let EventCommand::Pair { white, black, .. } = *c {
                assert!(
                    !r1.iter().any(|p| matches!(*p, EventCommand::Pair { white: w, black: b, .. } if [w, b] == [white, black] || [w, b] == [black, white])),
                    "{white}-{black} met in round 1"
                );
            }
        }
        // 3, top on game points among the winners, is the score group's
        // first: it meets the first of the second half (C.04.3 S1 v S2).
        assert!(r2.iter().any(
            |c| matches!(*c, EventCommand::Pair { white, black, .. } if white == 3 || black == 3)
        ),);
    }

    fn event_table_of(s: &Session) -> crate::tournament::table::Table {
        crate::tournament::table::event_table(
            s.config(),
            s.event(),
            crate::pairing::tiebreak::Rules::Fide2026,
            None,
            &mut |_| 0,
        )
    }
}
