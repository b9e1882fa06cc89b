//! Event configs: a TOML file per event format, parsed raw with serde and then
//! validated into an [`EventConfig`]. Every refusal names the file, the line,
//! the field and what is allowed; nothing is silently defaulted.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use shakmaty::ByColor;
use toml::Spanned;

use crate::core::clock::{ClockSettings, SideControl};
use crate::core::game::{Contender, Game};
use crate::core::rules::{FlagMode, FlagPolicy, GameRules, IllegalMovePolicy, Scoring};
use crate::core::team::{MAX_ACTIVE, Rotation, school_boards};

/// A config that was refused, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file at fault.
    pub file: PathBuf,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The field, as a dotted path, when known.
    pub field: Option<String>,
    /// What is wrong and what is allowed.
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, ": ")?;
        if let Some(field) = &self.field {
            write!(f, "field `{field}`: ")?;
        }
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for ConfigError {}

/// The four event formats of the seed regulations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Children's teams with a rotating mover (seed 000).
    TeamRotation,
    /// School team matches on four boards (seed 001).
    SchoolTeams,
    /// Bughouse pairs (seed 002).
    BughousePairs,
    /// Individual Swiss (seed 004).
    Individual,
}

/// Language of the product's own text.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    /// Spanish (the default).
    #[default]
    Es,
    /// Galician.
    Gl,
    /// English.
    En,
}

/// What the event is.
#[derive(Clone, Debug, PartialEq)]
pub struct EventInfo {
    /// Its name.
    pub name: String,
    /// Its format.
    pub format: Format,
    /// Where it is played.
    pub site: String,
    /// The round or phase.
    pub round: String,
    /// Language of the product's text.
    pub language: Language,
    /// The folder of the event's journal and live PGN (relative paths are
    /// resolved against the config's folder), if the config sets one.
    pub journal: Option<PathBuf>,
}

/// A team and its players, in board (or rotation) order.
#[derive(Clone, Debug, PartialEq)]
pub struct Team {
    /// The team's name.
    pub name: String,
    /// All players on the roster, in registered order.
    pub players: Vec<String>,
    /// The players who play this game, in rotation order.
    pub active: Vec<String>,
}

/// One board of the session: who plays there.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSetup {
    /// A label for the screens ("Final", "3.º e 4.º posto"), if given.
    pub label: Option<String>,
    /// The contender with White unless a lot says otherwise (a team in team
    /// events, else a player).
    pub white: String,
    /// The contender with Black.
    pub black: String,
    /// For matches over several boards: which board (1-based).
    pub board: usize,
}

/// A validated event config.
#[derive(Clone, Debug, PartialEq)]
pub struct EventConfig {
    /// The file it came from.
    pub path: PathBuf,
    /// What the event is.
    pub event: EventInfo,
    /// The rules every game is refereed under.
    pub rules: GameRules,
    /// Clocks show tenths below this.
    pub tenths_below_ms: u64,
    /// The game window (30 minutes at most per game in seeds 000 and 001).
    pub game_window_ms: Option<u64>,
    /// Teams (team, school and bughouse formats).
    pub teams: Vec<Team>,
    /// Players (individual format).
    pub players: Vec<String>,
    /// The boards of the session, in order (at least one).
    pub boards: Vec<GameSetup>,
    /// The projector screens.
    pub screens: Vec<ScreenConfig>,
    /// The public-address cues.
    pub audio: crate::core::cues::AudioConfig,
    /// Where the operator's window opens.
    pub operator: OperatorWindow,
}

/// Where the operator's window opens (`[operator]`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OperatorWindow {
    /// Which monitor (0 = the first, the default).
    pub monitor: usize,
    /// Full-screen (true) or a window (the default).
    pub fullscreen: bool,
}

/// What a screen shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenLayout {
    /// One board, large: the giant-board final.
    Final,
    /// A grid of boards (up to 16).
    Mirrors,
}

/// Which side of the board is at the bottom of a screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    /// White at the bottom.
    WhiteBottom,
    /// Black at the bottom (as the audience sees the floor board from
    /// Black's end).
    BlackBottom,
}

/// Most boards on one mirrors screen.
pub const MAX_MIRRORS: usize = 16;

/// One projector screen: a window on a monitor showing a layout of boards.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenConfig {
    /// Its name (for `megxadrez screenshot --screen NAME`).
    pub name: String,
    /// What it shows.
    pub layout: ScreenLayout,
    /// The boards it shows, as indices into `EventConfig::boards`.
    pub boards: Vec<usize>,
    /// A board shown enlarged on a mirrors screen.
    pub featured: Option<usize>,
    /// Which monitor (0 = the first).
    pub monitor: usize,
    /// Full-screen (true) or a window.
    pub fullscreen: bool,
    /// Which side is at the bottom.
    pub orientation: Orientation,
}

// ---------------------------------------------------------------- raw form

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    event: RawEvent,
    time_control: RawTimeControl,
    rules: RawRules,
    illegal_moves: RawIllegal,
    scoring: RawScoring,
    teams_file: Option<Spanned<String>>,
    #[serde(default)]
    teams: Vec<Spanned<RawTeam>>,
    #[serde(default)]
    players: Vec<Spanned<String>>,
    game: Option<Spanned<RawGame>>,
    #[serde(default)]
    boards: Vec<Spanned<RawGame>>,
    #[serde(default)]
    screens: Vec<Spanned<RawScreen>>,
    audio: Option<Spanned<crate::core::cues::RawAudio>>,
    #[serde(default)]
    cues: Vec<Spanned<crate::core::cues::RawCue>>,
    operator: Option<RawOperator>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOperator {
    monitor: Option<Spanned<i64>>,
    #[serde(default)]
    fullscreen: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScreen {
    name: Spanned<String>,
    layout: ScreenLayout,
    boards: Option<Spanned<Vec<i64>>>,
    featured: Option<Spanned<i64>>,
    monitor: Option<Spanned<i64>>,
    #[serde(default)]
    fullscreen: bool,
    orientation: Option<Orientation>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEvent {
    name: Spanned<String>,
    format: Format,
    #[serde(default)]
    site: String,
    #[serde(default)]
    round: String,
    language: Option<Language>,
    journal: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTimeControl {
    both: Option<Spanned<String>>,
    white: Option<Spanned<String>>,
    black: Option<Spanned<String>>,
    unclocked_opening_minutes: Option<Spanned<f64>>,
    game_window_minutes: Option<Spanned<f64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    #[serde(default)]
    armageddon: bool,
    flag_fall: FlagPolicy,
    flag_mode: Option<FlagMode>,
    tenths_below_seconds: Option<Spanned<f64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIllegal {
    lose_at: Option<Spanned<i64>>,
    opponent_bonus_seconds: Spanned<i64>,
    draw_if_opponent_cannot_mate: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScoring {
    win: Spanned<f64>,
    draw: Spanned<f64>,
    loss: Spanned<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTeam {
    name: Spanned<String>,
    players: Spanned<Vec<String>>,
    active: Option<Spanned<Vec<String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTeamsFile {
    teams: Vec<Spanned<RawTeam>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    label: Option<Spanned<String>>,
    white: Spanned<String>,
    black: Spanned<String>,
    board: Option<Spanned<i64>>,
}

// ------------------------------------------------------------- validation

/// One source text being validated, to turn spans into lines.
pub(crate) struct Source<'a> {
    pub(crate) file: &'a Path,
    text: &'a str,
}

impl Source<'_> {
    pub(crate) fn error(
        &self,
        span: Option<Range<usize>>,
        field: Option<&str>,
        message: String,
    ) -> ConfigError {
        let (line, column) = match span {
            Some(span) => {
                let start = span.start.min(self.text.len());
                let before = &self.text[..start];
                let line = before.matches('\n').count() + 1;
                let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                (Some(line), Some(column))
            }
            None => (None, None),
        };
        ConfigError {
            file: self.file.to_owned(),
            line,
            column,
            field: field.map(str::to_owned),
            message,
        }
    }

    pub(crate) fn at<T>(
        &self,
        value: &Spanned<T>,
        field: &str,
        message: impl Into<String>,
    ) -> ConfigError {
        self.error(Some(value.span()), Some(field), message.into())
    }

    /// The dotted name of the key written on the line holding `offset`.
    fn field_at(&self, offset: usize) -> Option<String> {
        let offset = offset.min(self.text.len());
        let line_start = self.text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line = self.text[line_start..].lines().next().unwrap_or("");
        let key = line.split_once('=').map(|(k, _)| k.trim().to_owned());
        let section = self.text[..line_start]
            .lines()
            .rev()
            .map(str::trim)
            .find(|l| l.starts_with('['))
            .map(|l| l.trim_matches(['[', ']']).trim().to_owned());
        match (section, key) {
            (Some(s), Some(k)) => Some(format!("{s}.{k}")),
            (None, Some(k)) => Some(k),
            (Some(s), None) => Some(s),
            (None, None) => None,
        }
    }

    fn parse<T: for<'de> Deserialize<'de>>(&self) -> Result<T, ConfigError> {
        toml::from_str(self.text).map_err(|e| {
            let field = e.span().and_then(|s| self.field_at(s.start));
            // serde speaks of Rust types; the organiser reads TOML.
            let message = e
                .message()
                .trim()
                .replace("expected i64", "expected a whole number")
                .replace("expected f64", "expected a number");
            self.error(e.span(), field.as_deref(), message)
        })
    }
}

/// Reads "M+S" (minutes, then increment seconds), e.g. `10+3` or `4.5+2`.
fn parse_control(text: &str) -> Option<SideControl> {
    let (minutes, increment) = text.trim().split_once('+')?;
    let minutes: f64 = minutes.trim().parse().ok()?;
    let increment: u64 = increment.trim().parse().ok()?;
    if !(minutes > 0.0 && minutes <= 600.0) || increment > 600 {
        return None;
    }
    Some(SideControl {
        base_ms: (minutes * 60_000.0).round() as u64,
        increment_ms: increment * 1000,
    })
}

fn minutes_ms(
    src: &Source,
    value: &Spanned<f64>,
    field: &str,
    max: f64,
) -> Result<u64, ConfigError> {
    let v = *value.get_ref();
    if !(v > 0.0 && v <= max) {
        return Err(src.at(
            value,
            field,
            format!("must be more than 0 and at most {max} minutes, got {v}"),
        ));
    }
    Ok((v * 60_000.0).round() as u64)
}

const CONTROL_HELP: &str =
    "write minutes+increment seconds, like \"10+3\" (minutes 0 to 600, increment 0 to 600)";

impl EventConfig {
    /// Reads and validates the config at `path`.
    pub fn load(path: &Path) -> Result<EventConfig, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError {
            file: path.to_owned(),
            line: None,
            column: None,
            field: None,
            message: format!("cannot read the file: {e}"),
        })?;
        EventConfig::parse(&text, path)
    }

    /// Validates config `text`, reported as coming from `path` (a teams
    /// file it names is read relative to it).
    pub fn parse(text: &str, path: &Path) -> Result<EventConfig, ConfigError> {
        let src = Source { file: path, text };
        let raw: RawConfig = src.parse()?;

        let event = EventInfo {
            name: non_empty(&src, &raw.event.name, "event.name")?,
            format: raw.event.format,
            site: raw.event.site,
            round: raw.event.round,
            language: raw.event.language.unwrap_or(Language::Es),
            journal: match &raw.event.journal {
                Some(j) => {
                    let folder = non_empty(&src, j, "event.journal")?;
                    Some(path.parent().unwrap_or(Path::new(".")).join(folder))
                }
                None => None,
            },
        };

        let tc = &raw.time_control;
        let control = match (&tc.both, &tc.white, &tc.black) {
            (Some(both), None, None) => {
                let c = parse_control(both.get_ref())
                    .ok_or_else(|| src.at(both, "time_control.both", CONTROL_HELP))?;
                ByColor { white: c, black: c }
            }
            (None, Some(white), Some(black)) => ByColor {
                white: parse_control(white.get_ref())
                    .ok_or_else(|| src.at(white, "time_control.white", CONTROL_HELP))?,
                black: parse_control(black.get_ref())
                    .ok_or_else(|| src.at(black, "time_control.black", CONTROL_HELP))?,
            },
            _ => {
                return Err(src.error(
                    None,
                    Some("time_control"),
                    "give either `both` (same control for each side) or both `white` and `black`"
                        .into(),
                ));
            }
        };
        let unclocked_ms = tc
            .unclocked_opening_minutes
            .as_ref()
            .map(|v| minutes_ms(&src, v, "time_control.unclocked_opening_minutes", 600.0))
            .transpose()?;
        let game_window_ms = tc
            .game_window_minutes
            .as_ref()
            .map(|v| minutes_ms(&src, v, "time_control.game_window_minutes", 1440.0))
            .transpose()?;

        let tenths_below_ms = match &raw.rules.tenths_below_seconds {
            Some(v) => {
                let s = *v.get_ref();
                if !(0.0..=60.0).contains(&s) {
                    return Err(src.at(
                        v,
                        "rules.tenths_below_seconds",
                        format!("must be 0 to 60 seconds, got {s}"),
                    ));
                }
                (s * 1000.0).round() as u64
            }
            None => 10_000,
        };

        let lose_at = match &raw.illegal_moves.lose_at {
            Some(v) => {
                let n = *v.get_ref();
                if !(1..=20).contains(&n) {
                    return Err(src.at(
                        v,
                        "illegal_moves.lose_at",
                        format!("the count of illegal moves that loses must be 1 to 20 (leave it out for never), got {n}"),
                    ));
                }
                Some(n as u32)
            }
            None => None,
        };
        let bonus = &raw.illegal_moves.opponent_bonus_seconds;
        if !(0..=600).contains(bonus.get_ref()) {
            return Err(src.at(
                bonus,
                "illegal_moves.opponent_bonus_seconds",
                format!("must be 0 to 600 seconds, got {}", bonus.get_ref()),
            ));
        }

        let s = &raw.scoring;
        for (value, field) in [
            (&s.win, "scoring.win"),
            (&s.draw, "scoring.draw"),
            (&s.loss, "scoring.loss"),
        ] {
            let v = *value.get_ref();
            if !(v.is_finite() && v >= 0.0 && (v * 2.0).fract() == 0.0 && v <= 1000.0) {
                return Err(src.at(
                    value,
                    field,
                    format!("points must be a multiple of 0.5 from 0 to 1000, got {v}"),
                ));
            }
        }
        if !(s.win.get_ref() >= s.draw.get_ref() && s.draw.get_ref() >= s.loss.get_ref()) {
            return Err(src.at(&s.win, "scoring", "points must satisfy win >= draw >= loss"));
        }

        let rules = GameRules {
            clock: ClockSettings {
                control,
                unclocked_ms,
            },
            armageddon: raw.rules.armageddon,
            flag: raw.rules.flag_fall,
            flag_mode: raw.rules.flag_mode.unwrap_or_default(),
            illegal: IllegalMovePolicy {
                lose_at,
                opponent_bonus_ms: *bonus.get_ref() as u64 * 1000,
                // An event that follows FIDE on flags (6.9) follows it on
                // illegal moves too (7.5.5), unless the config says.
                draw_if_opponent_cannot_mate: raw
                    .illegal_moves
                    .draw_if_opponent_cannot_mate
                    .unwrap_or(raw.rules.flag_fall == FlagPolicy::DrawIfOpponentCannotMate),
            },
            scoring: Scoring {
                win: *s.win.get_ref(),
                draw: *s.draw.get_ref(),
                loss: *s.loss.get_ref(),
            },
        };

        // Teams live in the config or in a file it names.
        let teams = match (&raw.teams_file, raw.teams.is_empty()) {
            (Some(file), true) => {
                let teams_path = path.parent().unwrap_or(Path::new(".")).join(file.get_ref());
                let teams_text = std::fs::read_to_string(&teams_path).map_err(|e| {
                    src.at(
                        file,
                        "teams_file",
                        format!("cannot read {}: {e}", teams_path.display()),
                    )
                })?;
                let teams_src = Source {
                    file: &teams_path,
                    text: &teams_text,
                };
                let raw_teams: RawTeamsFile = teams_src.parse()?;
                validate_teams(&teams_src, &raw_teams.teams, event.format)?
            }
            (Some(file), false) => {
                return Err(src.at(
                    file,
                    "teams_file",
                    "give the teams either inline ([[teams]]) or in a teams file, not both",
                ));
            }
            (None, _) => validate_teams(&src, &raw.teams, event.format)?,
        };

        let mut players = Vec::new();
        for p in &raw.players {
            let name = non_empty(&src, p, "players")?;
            if players.contains(&name) {
                return Err(src.at(p, "players", format!("{name:?} is listed twice")));
            }
            players.push(name);
        }

        let contenders: Vec<&str> = match event.format {
            Format::Individual => {
                if let Some(t) = raw.teams.first() {
                    return Err(src.at(
                        t,
                        "teams",
                        "an individual event lists `players`, not teams",
                    ));
                }
                if players.len() < 2 {
                    return Err(src.error(
                        None,
                        Some("players"),
                        format!(
                            "an individual event needs at least 2 players, found {}",
                            players.len()
                        ),
                    ));
                }
                players.iter().map(String::as_str).collect()
            }
            _ => {
                if let Some(p) = raw.players.first() {
                    return Err(src.at(
                        p,
                        "players",
                        "a team event lists players inside its teams",
                    ));
                }
                if teams.len() < 2 {
                    return Err(src.error(
                        None,
                        Some("teams"),
                        format!("a team event needs at least 2 teams, found {}", teams.len()),
                    ));
                }
                teams.iter().map(|t| t.name.as_str()).collect()
            }
        };

        let kind = if event.format == Format::Individual {
            "players"
        } else {
            "teams"
        };
        let boards: Vec<GameSetup> = match (&raw.game, raw.boards.is_empty()) {
            (Some(g), true) => vec![validate_game(
                &src,
                g,
                "game",
                &contenders,
                kind,
                event.format,
            )?],
            (Some(g), false) => {
                return Err(src.at(
                    g,
                    "game",
                    "give either one [game] or a list of [[boards]], not both",
                ));
            }
            (None, false) => {
                let boards: Vec<GameSetup> = raw
                    .boards
                    .iter()
                    .map(|b| validate_game(&src, b, "boards", &contenders, kind, event.format))
                    .collect::<Result<_, _>>()?;
                check_boards_apart(&src, &raw.boards, &boards)?;
                boards
            }
            (None, true) => vec![GameSetup {
                label: None,
                white: contenders[0].to_owned(),
                black: contenders[1].to_owned(),
                board: 1,
            }],
        };

        let mut config = EventConfig {
            path: path.to_owned(),
            event,
            rules,
            tenths_below_ms,
            game_window_ms,
            teams,
            players,
            boards,
            screens: Vec::new(),
            audio: crate::core::cues::validate(
                &src,
                raw.audio.as_ref(),
                &raw.cues,
                game_window_ms,
            )?,
            operator: match &raw.operator {
                None => OperatorWindow::default(),
                Some(o) => OperatorWindow {
                    monitor: match &o.monitor {
                        Some(m) => monitor_number(&src, m, "operator.monitor")?,
                        None => 0,
                    },
                    fullscreen: o.fullscreen,
                },
            },
        };
        if config.event.format == Format::SchoolTeams {
            for (i, setup) in config.boards.iter().enumerate() {
                let players = |name: &str| {
                    config
                        .team(name)
                        .map(|t| t.players.clone())
                        .unwrap_or_default()
                };
                let field = if raw.game.is_some() {
                    "game".to_owned()
                } else {
                    format!("boards[{}]", i + 1)
                };
                let played = school_boards(&players(&setup.white), &players(&setup.black), true, 4)
                    .map_err(|e| src.error(None, Some(&field), e))?;
                if setup.board > played.len() {
                    return Err(src.error(
                        None,
                        Some(&format!("{field}.board")),
                        format!(
                            "board {} is not played: only {} boards",
                            setup.board,
                            played.len()
                        ),
                    ));
                }
            }
        }
        config.screens = validate_screens(&src, &raw.screens, config.boards.len())?;
        if let Some(first) = raw.screens.first() {
            for board in 0..config.boards.len() {
                if !config.screens.iter().any(|sc| sc.boards.contains(&board)) {
                    return Err(src.at(
                        first,
                        "screens",
                        format!(
                            "board {} is on no screen: add it to a screen's `boards` (a mirrors screen shows up to {MAX_MIRRORS})",
                            board + 1
                        ),
                    ));
                }
            }
        }
        Ok(config)
    }

    /// The piece letters the event's people type, from its language.
    pub fn piece_letters(&self) -> crate::core::notation::PieceLetters {
        match self.event.language {
            Language::Es => crate::core::notation::PieceLetters::Spanish,
            Language::Gl => crate::core::notation::PieceLetters::Galician,
            Language::En => crate::core::notation::PieceLetters::English,
        }
    }

    /// The team called `name`.
    pub fn team(&self, name: &str) -> Option<&Team> {
        self.teams.iter().find(|t| t.name == name)
    }

    /// A new game on the first board, not started.
    pub fn new_game(&self) -> Game {
        self.new_board_game(0)
    }

    /// A new game on board `index` (0-based), not started. In a school match
    /// (seed 001) colours alternate by board, and a bughouse pair's second
    /// board plays the other colour (seed 002): on even boards the team
    /// listed as `white` has Black.
    pub fn new_board_game(&self, index: usize) -> Game {
        let setup = &self.boards[index.min(self.boards.len() - 1)];
        let contender = |name: &str| -> Contender {
            let team = self.team(name);
            match (self.event.format, team) {
                (Format::TeamRotation, Some(team)) => Contender {
                    name: team.name.clone(),
                    rotation: Rotation::new(&team.name, &team.players, &team.active).ok(),
                },
                (Format::SchoolTeams | Format::BughousePairs, Some(team)) => Contender {
                    name: match team.players.get(setup.board - 1) {
                        Some(player) => format!("{player} ({})", team.name),
                        None => team.name.clone(),
                    },
                    rotation: None,
                },
                _ => Contender {
                    name: name.to_owned(),
                    rotation: None,
                },
            }
        };
        let (first, second) = (contender(&setup.white), contender(&setup.black));
        let swapped = matches!(
            self.event.format,
            Format::SchoolTeams | Format::BughousePairs
        ) && setup.board.is_multiple_of(2);
        let contenders = if swapped {
            [second, first]
        } else {
            [first, second]
        };
        Game::new(self.rules.clone(), contenders)
    }
}

fn validate_game(
    src: &Source,
    game: &Spanned<RawGame>,
    field: &str,
    contenders: &[&str],
    kind: &str,
    format: Format,
) -> Result<GameSetup, ConfigError> {
    let g = game.get_ref();
    for (name, side) in [(&g.white, "white"), (&g.black, "black")] {
        if !contenders.contains(&name.get_ref().as_str()) {
            return Err(src.at(
                name,
                &format!("{field}.{side}"),
                format!(
                    "{:?} is not one of the event's {kind}: {}",
                    name.get_ref(),
                    contenders.join(", ")
                ),
            ));
        }
    }
    if g.white.get_ref() == g.black.get_ref() {
        return Err(src.at(
            &g.black,
            &format!("{field}.black"),
            "a game needs two different contenders",
        ));
    }
    let boards = match format {
        Format::SchoolTeams => 4,
        Format::BughousePairs => 2,
        _ => 1,
    };
    let board = match &g.board {
        Some(b) => {
            let n = *b.get_ref();
            if !(1..=boards as i64).contains(&n) {
                return Err(src.at(
                    b,
                    &format!("{field}.board"),
                    format!("must be 1 to {boards} for this format, got {n}"),
                ));
            }
            n as usize
        }
        None => 1,
    };
    let label = match &g.label {
        Some(l) => Some(non_empty(src, l, &format!("{field}.label"))?),
        None => None,
    };
    Ok(GameSetup {
        label,
        white: g.white.get_ref().clone(),
        black: g.black.get_ref().clone(),
        board,
    })
}

/// Refuses a contender on two games of the same board number (a team or a
/// player cannot play two games at once) and two boards with one label.
fn check_boards_apart(
    src: &Source,
    raw: &[Spanned<RawGame>],
    boards: &[GameSetup],
) -> Result<(), ConfigError> {
    for (i, (spanned, setup)) in raw.iter().zip(boards).enumerate() {
        let g = spanned.get_ref();
        for (earlier, other) in boards[..i].iter().enumerate() {
            for (name, side) in [(&g.white, "white"), (&g.black, "black")] {
                let who = name.get_ref();
                if other.board == setup.board && (&other.white == who || &other.black == who) {
                    return Err(src.at(
                        name,
                        &format!("boards[{}].{side}", i + 1),
                        format!(
                            "{who:?} already plays on boards[{}]; nobody plays two games at once",
                            earlier + 1
                        ),
                    ));
                }
            }
            if let (Some(label), Some(l)) = (&setup.label, &g.label)
                && other.label.as_ref() == Some(label)
            {
                return Err(src.at(
                    l,
                    &format!("boards[{}].label", i + 1),
                    format!(
                        "boards[{}] is already labelled {label:?}; the screens tell boards apart by their labels",
                        earlier + 1
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The screens, or by default the final on the first monitor and a mirrors
/// screen of every board on the second.
fn validate_screens(
    src: &Source,
    raw: &[Spanned<RawScreen>],
    boards: usize,
) -> Result<Vec<ScreenConfig>, ConfigError> {
    if raw.is_empty() {
        return Ok(vec![
            ScreenConfig {
                name: "final".into(),
                layout: ScreenLayout::Final,
                boards: vec![0],
                featured: None,
                // Monitor 0 is the operator's own screen.
                monitor: 1,
                fullscreen: false,
                orientation: Orientation::WhiteBottom,
            },
            ScreenConfig {
                name: "mirrors".into(),
                layout: ScreenLayout::Mirrors,
                boards: (0..boards.min(MAX_MIRRORS)).collect(),
                featured: None,
                monitor: 2,
                fullscreen: false,
                orientation: Orientation::WhiteBottom,
            },
        ]);
    }
    let mut screens: Vec<ScreenConfig> = Vec::new();
    for spanned in raw {
        let r = spanned.get_ref();
        let name = non_empty(src, &r.name, "screens.name")?;
        if screens.iter().any(|s| s.name == name) {
            return Err(src.at(
                &r.name,
                "screens.name",
                format!("two screens are called {name:?}"),
            ));
        }
        // A board number from 1, checked where it was written.
        let board_index = |n: i64, span: Range<usize>, field: &str| -> Result<usize, ConfigError> {
            if !(1..=boards as i64).contains(&n) {
                return Err(src.error(
                    Some(span),
                    Some(field),
                    format!("board {n} does not exist: boards are numbered 1 to {boards}"),
                ));
            }
            Ok(n as usize - 1)
        };
        let list: Vec<usize> = match &r.boards {
            Some(list) => {
                let mut out = Vec::new();
                for &n in list.get_ref() {
                    let i = board_index(n, list.span(), "screens.boards")?;
                    if out.contains(&i) {
                        return Err(src.at(
                            list,
                            "screens.boards",
                            format!("board {n} is listed twice on screen {name:?}"),
                        ));
                    }
                    out.push(i);
                }
                out
            }
            None => match r.layout {
                ScreenLayout::Final => vec![0],
                ScreenLayout::Mirrors => (0..boards.min(MAX_MIRRORS)).collect(),
            },
        };
        let allowed = match r.layout {
            ScreenLayout::Final => 1..=1,
            ScreenLayout::Mirrors => 1..=MAX_MIRRORS,
        };
        if !allowed.contains(&list.len()) {
            let span = r
                .boards
                .as_ref()
                .map(|b| b.span())
                .unwrap_or(spanned.span());
            return Err(src.error(
                Some(span),
                Some("screens.boards"),
                format!(
                    "a {:?} screen shows {} to {} boards, not {}",
                    r.layout,
                    allowed.start(),
                    allowed.end(),
                    list.len()
                )
                .to_lowercase(),
            ));
        }
        let featured = match &r.featured {
            Some(f) => {
                let i = board_index(*f.get_ref(), f.span(), "screens.featured")?;
                if !list.contains(&i) {
                    return Err(src.at(
                        f,
                        "screens.featured",
                        "the featured board must be one of the screen's boards",
                    ));
                }
                Some(i)
            }
            None => None,
        };
        let monitor = match &r.monitor {
            Some(m) => monitor_number(src, m, "screens.monitor")?,
            None => 0,
        };
        screens.push(ScreenConfig {
            name,
            layout: r.layout,
            boards: list,
            featured,
            monitor,
            fullscreen: r.fullscreen,
            orientation: r.orientation.unwrap_or(Orientation::WhiteBottom),
        });
    }
    Ok(screens)
}

/// A monitor number as written in the config: 0 (the first) to 15.
fn monitor_number(src: &Source, m: &Spanned<i64>, field: &str) -> Result<usize, ConfigError> {
    if !(0..=15).contains(m.get_ref()) {
        return Err(src.at(
            m,
            field,
            format!("monitors are numbered 0 to 15, got {}", m.get_ref()),
        ));
    }
    Ok(*m.get_ref() as usize)
}

fn non_empty(src: &Source, value: &Spanned<String>, field: &str) -> Result<String, ConfigError> {
    let v = value.get_ref().trim();
    if v.is_empty() {
        return Err(src.at(value, field, "must not be empty"));
    }
    Ok(v.to_owned())
}

fn validate_teams(
    src: &Source,
    raw: &[Spanned<RawTeam>],
    format: Format,
) -> Result<Vec<Team>, ConfigError> {
    let (min, max, what) = match format {
        Format::TeamRotation => (3, 6, "a team has 3 to 6 children (seed 000)"),
        Format::SchoolTeams => (3, 8, "a school team has 3 to 8 players (seed 001)"),
        Format::BughousePairs => (
            2,
            2,
            "a bughouse pair has exactly 2 players, board 1 first (seed 002)",
        ),
        Format::Individual => (0, 0, "an individual event has no teams"),
    };
    let mut teams: Vec<Team> = Vec::new();
    for spanned in raw {
        let t = spanned.get_ref();
        let name = non_empty(src, &t.name, "teams.name")?;
        if teams.iter().any(|other| other.name == name) {
            return Err(src.at(
                &t.name,
                "teams.name",
                format!("two teams are called {name:?}"),
            ));
        }
        let players: Vec<String> = t
            .players
            .get_ref()
            .iter()
            .map(|p| p.trim().to_owned())
            .collect();
        if players.len() < min || players.len() > max {
            return Err(src.at(
                &t.players,
                "teams.players",
                format!("{name:?} has {} players; {what}", players.len()),
            ));
        }
        for (i, p) in players.iter().enumerate() {
            if p.is_empty() {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!("player {} of {name:?} has no name", i + 1),
                ));
            }
            if players[..i].contains(p) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!("{p:?} is listed twice in {name:?}"),
                ));
            }
            if let Some(other) = teams.iter().find(|o| o.players.contains(p)) {
                return Err(src.at(
                    &t.players,
                    "teams.players",
                    format!(
                        "{p:?} is already a player of {:?}; a player belongs to one team",
                        other.name
                    ),
                ));
            }
        }
        let active = match &t.active {
            Some(active) => {
                if format != Format::TeamRotation {
                    return Err(src.at(active, "teams.active", "only team_rotation events have active players; board order is the players' order"));
                }
                let list: Vec<String> = active
                    .get_ref()
                    .iter()
                    .map(|p| p.trim().to_owned())
                    .collect();
                if list.is_empty() || list.len() > MAX_ACTIVE {
                    return Err(src.at(
                        active,
                        "teams.active",
                        format!(
                            "name 1 to {MAX_ACTIVE} players of {name:?}, not {}",
                            list.len()
                        ),
                    ));
                }
                for (i, p) in list.iter().enumerate() {
                    if !players.contains(p) {
                        return Err(src.at(
                            active,
                            "teams.active",
                            format!("{p:?} is not in the players of {name:?}"),
                        ));
                    }
                    if list[..i].contains(p) {
                        return Err(src.at(
                            active,
                            "teams.active",
                            format!("{p:?} is listed twice"),
                        ));
                    }
                }
                list
            }
            None => players.iter().take(MAX_ACTIVE).cloned().collect(),
        };
        teams.push(Team {
            name,
            players,
            active,
        });
    }
    Ok(teams)
}
