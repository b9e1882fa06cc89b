//! What the hall reads of the event, the same on the projector, on a
//! phone and in the tools: the table (its lots drawn from a fixed seed), a
//! round's pairing lines, who has White in a school match, the prize list.

use crate::core::session::Session;
use crate::core::tr;

/// The event's table as the screens and the server show it: the config's
/// tie-break text, else the one in force now (2026); lots drawn from a
/// fixed seed, as the tournament tools draw them, so that the same results
/// always rank the same.
pub fn shown_table(session: &Session) -> crate::core::tournament::table::Table {
    let config = session.config();
    let rules = config.tournament.rules_on(None);
    crate::core::tournament::table::event_table(
        config,
        session.event(),
        rules,
        None,
        &mut fixed_lots(),
    )
}

/// Lots drawn from a fixed seed, so that the same results always rank the
/// same: on the screens, on the server, in the tools and in report files.
pub fn fixed_lots() -> impl FnMut(usize) -> usize {
    let mut rng = fastrand::Rng::with_seed(2026);
    move |n| rng.usize(..n)
}

/// Who takes a prize of the prize-giving: one entrant's row, nobody, or
/// still open between entrants the table leaves level (seed 004 §6: their
/// play-off decides it).
#[derive(Clone, Debug, PartialEq)]
pub enum Awarded {
    /// This entrant.
    Winner(crate::core::tournament::table::TableRow),
    /// Nobody may take it.
    Nobody,
    /// Open until the play-off between these entrants places them.
    Tied(Vec<crate::core::tournament::table::TableRow>),
}

/// The prize-giving's list, as `megxadrez prizes` prints it and the
/// categories screen shows it: the first `general` places of the table the
/// screens show, then each age category's trophy (seed 004: under N, not
/// yet N on 1 January of `year`; open categories, one trophy each unless
/// `cumulative`), each with its label in the event's language and who
/// takes it — never one of two entrants still level: that prize stays open
/// until their play-off. The entrants `absent` from the prize-giving give
/// up their right (seed 004 §7: "Será requisito indispensable para recibir
/// cualquier premio, que el jugador esté presente en la entrega"): each
/// prize goes to the next who may take it.
pub fn prize_list(
    session: &Session,
    year: i32,
    limits: &[u8],
    general: usize,
    cumulative: bool,
    absent: &[u32],
) -> Vec<(String, Awarded)> {
    use crate::core::pairing::categories::{Outcome, Prize, awards};
    let config = session.config();
    let l = config.event.language;
    let table = shown_table(session);
    let ranking: Vec<(u32, usize)> = table
        .rows
        .iter()
        .filter(|r| !absent.contains(&r.start_no))
        .map(|r| (r.start_no, r.rank))
        .collect();
    let entrants = config.entrants();
    let born = |n: u32| -> Option<i32> {
        match entrants.get(n as usize - 1)? {
            crate::core::ids::ContenderId::Player(p) => config.roster.player(*p).born,
            crate::core::ids::ContenderId::Team(_) => None,
        }
    };
    let row = |n: u32| table.rows.iter().find(|r| r.start_no == n).cloned();
    let word = tr!(l, "live-general-prize");
    awards(&ranking, &born, year, limits, general, cumulative)
        .into_iter()
        .map(|a| {
            let label = match a.prize {
                Prize::General(k) => format!("{word} {k}"),
                Prize::Under(under) => tr!(l, "live-under-under", under = under),
            };
            let awarded = match a.outcome {
                Outcome::Winner(n) => row(n).map_or(Awarded::Nobody, Awarded::Winner),
                Outcome::Nobody => Awarded::Nobody,
                Outcome::Tied(level) => Awarded::Tied(level.into_iter().filter_map(row).collect()),
            };
            (label, awarded)
        })
        .collect()
}

/// What the prize list says of an open prize: who is level and the
/// play-off that decides it (`event playoff A B`, one game a pair).
pub fn open_prize(
    language: crate::core::language::Language,
    level: &[crate::core::tournament::table::TableRow],
) -> String {
    let names: Vec<String> = level
        .iter()
        .map(|r| format!("{} ({}.º)", r.name, r.rank))
        .collect();
    let (a, b) = match level {
        [a, b, ..] => (a.start_no, b.start_no),
        _ => (0, 0),
    };
    tr!(
        language,
        "live-prize-open",
        names = names.join(", "),
        count = level.len(),
        a = a,
        b = b
    )
}

/// One line of a round's pairings as the hall reads it, on the projector
/// and on a phone alike.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PairingLine {
    /// The table's number, or a knockout tie's name ("Final"); empty for a
    /// bye.
    pub table: String,
    /// White (a team match: the team White on board 1); a bye's entrant.
    pub white: String,
    /// The result (`1-0`, `½-½`, `+-`, `--`), a team match's game points
    /// as they come in, a bye's points; empty while it is played.
    pub result: String,
    /// Black; for a bye, the word for a bye.
    pub black: String,
    /// A bye's line.
    pub bye: bool,
}

/// A school match's game points so far, as the hall writes them ("2½"):
/// the pairing's White-on-board-1 team first.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchScore {
    /// The first team's points.
    pub first: String,
    /// The second team's.
    pub second: String,
    /// Whether a board of it has its result yet.
    pub started: bool,
}

impl MatchScore {
    /// As the match screen's band and a phone's write it: "6 – 15".
    pub fn band(&self) -> String {
        format!("{} – {}", self.first, self.second)
    }
}

/// The score of round `round`'s team match between `white` (White on
/// board 1) and `black`; `None` where the pairing is no team match.
pub fn match_score(session: &Session, round: u32, white: u32, black: u32) -> Option<MatchScore> {
    let config = session.config();
    let l = config.event.language;
    let scoring = config.rules.scoring;
    let m = session
        .event()
        .team_matches()
        .iter()
        .find(|m| (m.round, m.first, m.second) == (round, white, black))?;
    let f = |n: u32| crate::i18n::figures::figure(l, &m.points_of(n, &scoring).to_string());
    Some(MatchScore {
        first: f(white),
        second: f(black),
        started: m.boards.iter().any(Option::is_some),
    })
}

/// Round `round`'s pairings with their results as they arrive, then its
/// byes.
pub fn pairing_lines(session: &Session, round: u32) -> Vec<PairingLine> {
    use crate::core::event::PairingResult;
    use crate::core::pairing::results::Bye;
    let config = session.config();
    let event = session.event();
    let l = config.event.language;
    let (pairings, byes) = event.round_pairings(round);
    let names = event.names();
    let name = |n: u32| names.get(n as usize - 1).cloned().unwrap_or_default();
    // A knockout round's rows are named by their tie ("Final", "Tercer y
    // cuarto puesto"), not numbered.
    let ties = config.ties_of_round(round);
    let mut lines: Vec<PairingLine> = pairings
        .iter()
        .enumerate()
        .map(|(i, p)| {
            // A team match shows its boards' points as they come in.
            let result = if let Some(score) = match_score(session, round, p.white, p.black) {
                if score.started {
                    format!("{}-{}", score.first, score.second)
                } else {
                    String::new()
                }
            } else {
                match p.outcome() {
                    None => "",
                    Some(PairingResult::WhiteWins) => "1-0",
                    Some(PairingResult::Draw) => "½-½",
                    Some(PairingResult::BlackWins) => "0-1",
                    Some(PairingResult::WhiteByForfeit) => "+-",
                    Some(PairingResult::BlackByForfeit) => "-+",
                    Some(PairingResult::DoubleForfeit) => "--",
                }
                .to_owned()
            };
            PairingLine {
                table: ties
                    .as_ref()
                    .and_then(|ties| ties.get(i))
                    .map_or_else(|| format!("{}", i + 1), |t| config.tie_label(&t.name)),
                white: name(p.white),
                result,
                black: name(p.black),
                bye: false,
            }
        })
        .collect();
    let word = crate::i18n::strings(l).bye;
    for (player, kind) in byes {
        let points = match kind {
            Bye::Pairing | Bye::Full => "1",
            Bye::Half => "½",
            Bye::Zero => "0",
        };
        lines.push(PairingLine {
            table: String::new(),
            white: name(player),
            result: points.to_owned(),
            black: word.to_owned(),
            bye: true,
        });
    }
    lines
}

/// The event's table as the hall reads it: a school final phase's
/// classification once decided (seed 001 §7, with `true`), else the
/// standings.
pub fn hall_table(session: &Session) -> (crate::core::tournament::table::Table, bool) {
    let config = session.config();
    let classification =
        crate::core::tournament::table::final_classification(config, session.event());
    let decided = classification.is_some();
    (
        classification.unwrap_or_else(|| shown_table(session)),
        decided,
    )
}

/// Under a school match's team, the boards it has White on ("blancas en
/// los tableros 1 y 3"): the first team on the odd boards of `boards`, the
/// second on the even ones.
pub fn white_on_boards(l: crate::core::config::Language, boards: usize, odd: bool) -> String {
    let list: Vec<String> = (1..=boards)
        .filter(|k| (k % 2 == 1) == odd)
        .map(|k| k.to_string())
        .collect();
    let and = format!(" {} ", tr!(l, "screen-and"));
    let text = match list.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{and}{last}", rest.join(", ")),
        _ => list.join(""),
    };
    tr!(l, "screen-match-white-on", boards = text)
}
