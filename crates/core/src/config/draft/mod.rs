//! A first event's config from a few answers (`megxadrez new`): the kind of
//! event (one of the four regulations), its name and venue, who plays, and
//! how many projector screens. The rules, clocks and scores are each
//! regulation's own; the text written has a comment on every section, in
//! the event's language, so that an organiser can read it and change it.
//!
//! Pure: the answers in, the config's text out (the front end asks, reads
//! the lists' files and writes the config).

use super::{Format, Language};
use crate::tr;

/// Who plays: a team (with its players) or a player (with a rating and a
/// year of birth, when known).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entrant {
    /// The team's or the player's name.
    pub name: String,
    /// A team's players, in order.
    pub players: Vec<String>,
    /// A player's rating.
    pub rating: Option<u16>,
    /// A player's year of birth.
    pub born: Option<i32>,
}

/// The answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The event's language.
    pub language: Language,
    /// The kind of event: which regulation it is run under.
    pub format: Format,
    /// The event's name.
    pub name: String,
    /// Where it is played.
    pub site: String,
    /// The teams or players.
    pub entrants: Vec<Entrant>,
    /// How many projector screens.
    pub screens: usize,
    /// A Swiss's rounds (bughouse pairs, individual).
    pub rounds: usize,
}

/// The most screens the wizard lays out (the config takes more).
pub const MOST_SCREENS: usize = 6;

/// Whether `format` is paired as a Swiss (and so has a number of rounds).
pub fn is_swiss(format: Format) -> bool {
    matches!(format, Format::BughousePairs | Format::Individual)
}

/// Whether `format`'s entrants are teams with players.
pub fn has_teams(format: Format) -> bool {
    format != Format::Individual
}

/// The players a team of `format` has at least and at most (the reader's
/// own limits).
pub fn team_size(format: Format) -> (usize, Option<usize>) {
    let (least, most) = super::roster::team_size(format);
    (least, (most > 0).then_some(most))
}

/// A Swiss's rounds when the organiser says none: the regulation's, as
/// the config reader gives them.
pub fn default_rounds(format: Format) -> usize {
    super::tournament::swiss_rounds(format) as usize
}

/// Why a line of the list does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineFault {
    /// A team without its players (`Team: player, player`).
    NoPlayers,
    /// Too few or too many players for the format.
    TeamSize {
        /// How many were given.
        given: usize,
        /// How many at least.
        least: usize,
        /// How many at most.
        most: Option<usize>,
    },
    /// A rating that is not a number from 0 to 3500.
    Rating(String),
    /// A year of birth that is not a year.
    Born(String),
    /// A name given twice.
    Twice(String),
    /// A field after the name that is neither a rating nor a year (a name
    /// holds one comma at most).
    NotANumber(String),
}

impl LineFault {
    /// The fault in `l`.
    pub fn text(&self, l: Language) -> String {
        match self {
            LineFault::NoPlayers => tr!(l, "draft-no-players").to_owned(),
            LineFault::TeamSize { given, least, most } => match most {
                Some(most) if most == least => {
                    tr!(l, "draft-team-exactly", given = given, least = least)
                }
                Some(most) => tr!(
                    l,
                    "draft-team-size",
                    given = given,
                    least = least,
                    most = most
                ),
                None => tr!(l, "draft-team-at-least", given = given, least = least),
            },
            LineFault::Rating(r) => tr!(l, "draft-rating", rating = r),
            LineFault::Born(b) => tr!(l, "draft-born", born = b),
            LineFault::Twice(n) => tr!(l, "draft-twice", name = n),
            LineFault::NotANumber(f) => tr!(l, "draft-not-a-number", field = f),
        }
    }
}

/// One line of a pasted list, read for an event in year `this_year`.
///
/// For teams, `Team: player; player; …`, or `Team: player, player, …`
/// when no name holds a comma: with a `;` anywhere the players are split
/// at `;` only, so a child written "Surname, Name" stays whole.
///
/// For players, `Name`, `Name, rating, year of birth` or the same with
/// `;`: the trailing fields that are numbers (or empty) are the rating
/// and the year, in that order when both are there. A number alone
/// between 1900 and `this_year` is a year of birth (most children have no
/// rating); a rating alone in those years is written with the year left
/// empty (`Pérez, Ana, 1950,`). A name holds one comma at most
/// ("Surname, Name"): another field that is not a number is refused, not
/// taken into the name.
pub fn entrant_of_line(format: Format, line: &str, this_year: i32) -> Result<Entrant, LineFault> {
    let line = line.trim();
    if has_teams(format) {
        let Some((team, players)) = line.split_once(':') else {
            return Err(LineFault::NoPlayers);
        };
        let separator = if players.contains(';') { ';' } else { ',' };
        let players: Vec<String> = players
            .split(separator)
            .map(|p| p.trim().to_owned())
            .filter(|p| !p.is_empty())
            .collect();
        let (least, most) = team_size(format);
        if players.len() < least || most.is_some_and(|m| players.len() > m) {
            return Err(LineFault::TeamSize {
                given: players.len(),
                least,
                most,
            });
        }
        return Ok(Entrant {
            name: team.trim().to_owned(),
            players,
            ..Entrant::default()
        });
    }
    let semicolons = line.contains(';');
    let fields: Vec<&str> = if semicolons {
        line.split(';').map(str::trim).collect()
    } else {
        line.split(',').map(str::trim).collect()
    };
    // The trailing numbers (or empty fields) are the rating and the year.
    let mut numbers = fields.len();
    while numbers > 1 && fields[numbers - 1].chars().all(|c| c.is_ascii_digit()) {
        numbers -= 1;
    }
    // "Surname, Name" is one comma; with `;` the name is one field.
    let most_name_fields = if semicolons { 1 } else { 2 };
    if numbers > most_name_fields {
        return Err(LineFault::NotANumber(fields[numbers - 1].to_owned()));
    }
    let name = fields[..numbers].join(", ");
    let mut entrant = Entrant {
        name,
        ..Entrant::default()
    };
    let trailing = &fields[numbers..];
    if trailing.len() > 2 {
        return Err(LineFault::Born(trailing[2].to_owned()));
    }
    let number = |field: &str| -> Option<u32> { field.parse().ok() };
    let year = |field: &str| -> Result<i32, LineFault> {
        number(field)
            .map(|n| n as i32)
            .filter(|n| (1900..=this_year).contains(n))
            .ok_or_else(|| LineFault::Born(field.to_owned()))
    };
    let rating = |field: &str| -> Result<u16, LineFault> {
        number(field)
            .filter(|n| *n <= 3500)
            .map(|n| n as u16)
            .ok_or_else(|| LineFault::Rating(field.to_owned()))
    };
    match trailing {
        [] => {}
        [""] => {}
        // A number alone: a year when it can be one, else a rating.
        [one] => match number(one) {
            Some(n) if (1900..=this_year as u32).contains(&n) => entrant.born = Some(n as i32),
            _ => entrant.rating = Some(rating(one)?),
        },
        [r, y] => {
            if !r.is_empty() {
                entrant.rating = Some(rating(r)?);
            }
            if !y.is_empty() {
                entrant.born = Some(year(y)?);
            }
        }
        _ => unreachable!("at most two trailing fields"),
    }
    Ok(entrant)
}

/// A list's entrants, each line read by [`entrant_of_line`]; the first
/// fault with its line (from 1). Blank lines are skipped.
pub fn entrants_of_lines(
    format: Format,
    text: &str,
    this_year: i32,
) -> Result<Vec<Entrant>, (usize, LineFault)> {
    let mut out: Vec<Entrant> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let e = entrant_of_line(format, line, this_year).map_err(|f| (i + 1, f))?;
        if out.iter().any(|o| o.name == e.name) {
            return Err((i + 1, LineFault::Twice(e.name)));
        }
        out.push(e);
    }
    Ok(out)
}

/// A CSV file's entrants: for teams, `team,player,player,…` a row; for
/// players, `name,rating,year of birth` (the last two may be empty). A
/// first row that names its columns is skipped; a field may be quoted.
pub fn entrants_of_csv(
    format: Format,
    text: &str,
    this_year: i32,
) -> Result<Vec<Entrant>, (usize, LineFault)> {
    let mut lines = Vec::new();
    for (i, row) in text.lines().enumerate() {
        let fields = csv_fields(row);
        let header = i == 0
            && fields.first().is_some_and(|f| {
                ["name", "nombre", "nome", "team", "equipo"].contains(&f.to_lowercase().as_str())
            });
        if header || fields.iter().all(|f| f.trim().is_empty()) {
            lines.push(String::new());
            continue;
        }
        lines.push(if has_teams(format) {
            // Each cell one player, whatever commas its name holds.
            format!("{}: {}", fields[0], fields[1..].join("; "))
        } else {
            fields.join(";")
        });
    }
    entrants_of_lines(format, &lines.join("\n"), this_year)
}

/// A CSV row's fields (commas or semicolons; `"…"` quotes, `""` a quote).
fn csv_fields(row: &str) -> Vec<String> {
    let separator = if row.contains(';') && !row.contains(',') {
        ';'
    } else {
        ','
    };
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = row.trim_end_matches('\r').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().unwrap().push('"');
            }
            '"' => quoted = !quoted,
            c if c == separator && !quoted => out.push(String::new()),
            c => out.last_mut().unwrap().push(c),
        }
    }
    out.into_iter().map(|f| f.trim().to_owned()).collect()
}

/// The screens of `n` projectors, as (name, layout, the boards it shows).
pub fn screens(l: Language, format: Format, n: usize) -> Vec<(String, &'static str)> {
    let name = |key: &'static str| crate::words::word(l, key).to_owned();
    // The first screen: the event's main board during a game (the giant
    // board, or a school match's four boards), the tables between games
    // when it is the only one.
    let main = match (format, n) {
        (_, 1) => "carousel",
        (Format::SchoolTeams, _) => "match",
        _ => "final",
    };
    let mut out = vec![(name("draft-screen-main"), main)];
    let rest: &[(&'static str, &'static str)] = match format {
        Format::TeamRotation => &[
            ("draft-screen-tables", "carousel"),
            ("draft-screen-boards", "mirrors"),
            ("draft-screen-standings", "standings"),
            ("draft-screen-bracket", "bracket"),
            ("draft-screen-crosstable", "crosstable"),
        ],
        _ => &[
            ("draft-screen-tables", "carousel"),
            ("draft-screen-boards", "mirrors"),
            ("draft-screen-round", "pairings"),
            ("draft-screen-standings", "standings"),
            ("draft-screen-crosstable", "crosstable"),
        ],
    };
    for (key, layout) in rest.iter().take(n.saturating_sub(1)) {
        out.push((name(key), layout));
    }
    out
}

/// A TOML string: quoted, escaped.
fn quoted(s: &str) -> String {
    toml::Value::String(s.to_owned()).to_string()
}

/// A comment of one or more lines, each starting `# `.
fn comment(text: &str) -> String {
    text.lines().map(|l| format!("# {l}\n")).collect()
}

impl Draft {
    /// The config's text.
    pub fn toml(&self) -> String {
        let l = self.language;
        let mut out = String::new();
        let kind = match self.format {
            Format::TeamRotation => "draft-kind-children",
            Format::SchoolTeams => "draft-kind-school",
            Format::BughousePairs => "draft-kind-bughouse",
            Format::Individual => "draft-kind-rapid",
        };
        out += &comment(&tr!(l, "draft-head", kind = crate::words::word(l, kind)));
        out += "\n";
        // Players of an individual event come first: top-level keys must
        // precede the tables.
        if self.format == Format::Individual {
            out += &comment(tr!(l, "draft-comment-entrants"));
            for e in &self.entrants {
                out += "[[entrants]]\n";
                out += &format!("name = {}\n", quoted(&e.name));
                if let Some(r) = e.rating {
                    out += &format!("rating = {r}\n");
                }
                if let Some(b) = e.born {
                    out += &format!("born = {b}\n");
                }
                out += "\n";
            }
        }
        out += &comment(tr!(l, "draft-comment-event"));
        out += "[event]\n";
        out += &format!("name = {}\n", quoted(&self.name));
        let format = match self.format {
            Format::TeamRotation => "team_rotation",
            Format::SchoolTeams => "school_teams",
            Format::BughousePairs => "bughouse_pairs",
            Format::Individual => "individual",
        };
        out += &format!("format = \"{format}\"\n");
        out += &format!("site = {}\n", quoted(&self.site));
        out += &format!("language = \"{}\"\n\n", crate::words::code(l));
        out += &self.regulation();
        if has_teams(self.format) {
            out += &comment(tr!(l, "draft-comment-teams"));
            for e in &self.entrants {
                out += "[[teams]]\n";
                out += &format!("name = {}\n", quoted(&e.name));
                let players: Vec<String> = e.players.iter().map(|p| quoted(p)).collect();
                out += &format!("players = [{}]\n\n", players.join(", "));
            }
        }
        out += &self.tournament();
        out += &comment(tr!(l, "draft-comment-screens"));
        for (i, (name, layout)) in screens(l, self.format, self.screens)
            .into_iter()
            .enumerate()
        {
            out += "[[screens]]\n";
            out += &format!("name = {}\n", quoted(&name));
            out += &format!("layout = \"{layout}\"\n");
            if layout == "final" {
                out += "boards = [1]\n";
            }
            if layout == "match" {
                out += "table = 1\n";
            }
            // The laptop is monitor 0; the projectors 1, 2, …
            out += &format!("monitor = {}\n\n", i + 1);
        }
        out
    }

    /// The regulation's clocks, rules, illegal moves and scores.
    fn regulation(&self) -> String {
        let l = self.language;
        let (seed, text) = match self.format {
            Format::TeamRotation => (
                "000",
                "[time_control]\nboth = \"10+3\"\ngame_window_minutes = 30\n\n\
                 [rules]\nflag_mode = \"arbiter\"\narmageddon = false\nflag_fall = \"always_loses\"\n\n\
                 [illegal_moves]\nlose_at = 4\nopponent_bonus_seconds = 0\n\n\
                 [scoring]\nwin = 4\ndraw = 2\nloss = 1\n\n",
            ),
            Format::SchoolTeams => (
                "001",
                "[time_control]\nboth = \"5+0\"\ngame_window_minutes = 30\n\n\
                 [rules]\nflag_fall = \"draw_if_opponent_cannot_mate\"\n\n\
                 [illegal_moves]\nopponent_bonus_seconds = 120\n\n\
                 [scoring]\nwin = 10\ndraw = 5\nloss = 1\n\n",
            ),
            Format::BughousePairs => (
                "002",
                "[time_control]\nboth = \"5+0\"\n\n\
                 [rules]\nflag_fall = \"draw_if_opponent_cannot_mate\"\ntenths_below_seconds = 20\n\n\
                 [illegal_moves]\nlose_at = 1\nopponent_bonus_seconds = 0\n\n\
                 [bughouse]\nchecking_drop = \"removable\"\npromotion = \"hand_over\"\n\n\
                 [scoring]\nwin = 1\ndraw = 0.5\nloss = 0\n\n",
            ),
            Format::Individual => (
                "004",
                "[time_control]\nboth = \"15+5\"\n\n\
                 [rules]\nflag_fall = \"draw_if_opponent_cannot_mate\"\n\n\
                 [illegal_moves]\nlose_at = 2\nopponent_bonus_seconds = 60\n\n\
                 [scoring]\nwin = 1\ndraw = 0.5\nloss = 0\n\n",
            ),
        };
        comment(&tr!(l, "draft-comment-rules", seed = seed)) + text
    }

    /// The event's rounds: a league and its knockout, a school phase, a
    /// Swiss.
    fn tournament(&self) -> String {
        let l = self.language;
        match self.format {
            Format::TeamRotation if self.entrants.len() >= 4 => {
                comment(tr!(l, "draft-comment-knockout"))
                    + "[knockout]\nteams = 4\nthird_place = true\nlose_at = 3\n\n"
            }
            Format::TeamRotation => String::new(),
            Format::SchoolTeams => {
                comment(tr!(l, "draft-comment-school")) + "[tournament]\nphase = \"zonal\"\n\n"
            }
            Format::BughousePairs | Format::Individual => {
                comment(tr!(l, "draft-comment-swiss"))
                    + &format!(
                        "[tournament]\nrules = \"2026\"\nrounds = {}\n\n",
                        self.rounds
                    )
            }
        }
    }
}

#[cfg(test)]
mod tests;
