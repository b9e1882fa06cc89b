//! Event configs: a TOML file per event format, parsed raw with serde and then
//! validated into an [`EventConfig`]. Every refusal names the file, the line,
//! the field and what is allowed; nothing is silently defaulted.
//!
//! One concern a file: the regulations of the games, the roster, the
//! round's boards, the screens and the public address; `source` turns spans
//! into lines. Reading the files is the caller's (the binary's `store`):
//! [`EventConfig::parse`] is handed the text and a reader for a teams file.

mod audio;
mod bughouse;
pub mod draft;
mod feeds;
mod identity;
mod knockout;
mod messages;
mod network;
mod playoff;
mod regulations;
mod roster;
mod rounds;
mod screens;
mod source;
mod speech;
mod tournament;

use crate::tr;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

pub use feeds::{FeedConfig, FeedSource};
pub use knockout::KnockoutConfig;
pub use messages::PreparedMessage;
pub use network::{
    DEFAULT_MAX_CONNECTIONS, LichessPush, LichessRounds, MIN_TOKEN, NetworkConfig, TableAccess,
    TlsFiles, is_good_token, same_token,
};
pub use roster::{Player, Roster, Team};
pub use rounds::GameSetup;
pub use screens::{MAX_MIRRORS, OperatorWindow, Orientation, ScreenConfig, ScreenLayout};
pub(crate) use source::Source;
pub use source::{ConfigError, io_reason};
pub use tournament::{TournamentConfig, final_phase_groups};

pub use crate::language::Language;

use crate::ids::ContenderId;
use crate::rules::GameRules;

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

/// Whether knockout tie `name` is a game for places ("3-4", "5-6").
fn is_place_game(name: &str) -> bool {
    name.split_once('-')
        .is_some_and(|(a, b)| a.parse::<u32>().is_ok() && b.parse::<u32>().is_ok())
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
    /// How moves are written on the screens and the operator's move list.
    pub notation: crate::notation::Notation,
}

/// A validated event config.
#[derive(Clone, Debug, PartialEq)]
pub struct EventConfig {
    /// The file it came from.
    pub path: PathBuf,
    /// The teams file it names (`teams_file`), as read.
    pub teams_file: Option<PathBuf>,
    /// What the event is.
    pub event: EventInfo,
    /// The rules every game is refereed under.
    pub rules: GameRules,
    /// Clocks show tenths below this.
    pub tenths_below_ms: u64,
    /// The game window (30 minutes at most per game in seeds 000 and 001).
    pub game_window_ms: Option<u64>,
    /// The teams and players, each with its id.
    pub roster: Roster,
    /// The boards of the session, in order (at least one).
    pub boards: Vec<GameSetup>,
    /// The config writes no board (`[game]`, `[[boards]]`): the stage's
    /// boards come from the rounds' pairings.
    pub boards_from_pairings: bool,
    /// The projector screens.
    pub screens: Vec<ScreenConfig>,
    /// The public-address cues.
    pub audio: crate::cues::AudioConfig,
    /// What the public address says (`[speech]`).
    pub speech: crate::spoken::SpeechConfig,
    /// Where the operator's window opens.
    pub operator: OperatorWindow,
    /// The event's rounds and tie-breaks.
    pub tournament: TournamentConfig,
    /// The knockout after the league (`[knockout]`), if the event has one.
    pub knockout: Option<KnockoutConfig>,
    /// The tie-break play-off games' rules (`[playoff]`).
    pub playoff: GameRules,
    /// A bughouse match's rules (`[bughouse]` and the event's clock and
    /// illegal-move limit).
    pub bughouse: crate::bughouse::BughouseRules,
    /// The product's server (`[network]`), when the config opens one.
    pub network: Option<NetworkConfig>,
    /// Boards that follow a PGN source (`[[feeds]]`).
    pub feeds: Vec<FeedConfig>,
    /// The hall's prepared messages (`[[messages]]`).
    pub messages: Vec<PreparedMessage>,
}

// ---------------------------------------------------------------- raw form

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    event: RawEvent,
    time_control: regulations::RawTimeControl,
    rules: regulations::RawRules,
    illegal_moves: regulations::RawIllegal,
    scoring: regulations::RawScoring,
    teams_file: Option<Spanned<String>>,
    #[serde(default)]
    teams: Vec<Spanned<roster::RawTeam>>,
    #[serde(default)]
    players: Vec<Spanned<String>>,
    #[serde(default)]
    entrants: Vec<Spanned<roster::RawEntrant>>,
    game: Option<Spanned<rounds::RawGame>>,
    #[serde(default)]
    boards: Vec<Spanned<rounds::RawGame>>,
    #[serde(default)]
    screens: Vec<Spanned<screens::RawScreen>>,
    audio: Option<Spanned<audio::RawAudio>>,
    #[serde(default)]
    cues: Vec<Spanned<audio::RawCue>>,
    speech: Option<speech::RawSpeech>,
    operator: Option<screens::RawOperator>,
    tournament: Option<tournament::RawTournament>,
    knockout: Option<Spanned<knockout::RawKnockout>>,
    playoff: Option<Spanned<playoff::RawPlayoff>>,
    bughouse: Option<bughouse::RawBughouse>,
    network: Option<network::RawNetwork>,
    #[serde(default)]
    feeds: Vec<feeds::RawFeed>,
    #[serde(default)]
    messages: Vec<Spanned<messages::RawMessage>>,
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
    #[serde(default)]
    notation: crate::notation::Notation,
}

impl EventConfig {
    /// Reads an event config's raw form (its sections and keys as serde
    /// sees them, before any check) from `deserializer`, and drops it: for
    /// a tool that lists the keys the reader accepts by walking it with a
    /// deserializer of its own (the config reference's test).
    pub fn read_raw<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
        RawConfig::deserialize(deserializer).map(drop)
    }

    /// Like [`Self::read_raw`], a teams file's raw form (`teams_file`).
    pub fn read_raw_teams_file<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<(), D::Error> {
        roster::RawTeamsFile::deserialize(deserializer).map(drop)
    }
}

impl EventConfig {
    /// Validates config `text`, reported as coming from `path`; a teams
    /// file it names is read with `read`, relative to `path`'s folder.
    pub fn parse(
        text: &str,
        path: &Path,
        read: &dyn Fn(&Path) -> std::io::Result<String>,
    ) -> Result<EventConfig, ConfigError> {
        let src = Source::new(path, text);
        let raw: RawConfig = src.parse()?;

        let event = EventInfo {
            name: source::non_empty(&src, &raw.event.name, "event.name")?,
            format: raw.event.format,
            site: raw.event.site,
            round: raw.event.round,
            language: raw.event.language.unwrap_or(Language::Es),
            journal: match &raw.event.journal {
                Some(j) => {
                    let folder = source::non_empty(&src, j, "event.journal")?;
                    Some(path.parent().unwrap_or(Path::new(".")).join(folder))
                }
                None => None,
            },
            notation: raw.event.notation,
        };

        let regulations = regulations::validate(
            &src,
            &raw.time_control,
            &raw.rules,
            &raw.illegal_moves,
            &raw.scoring,
        )?;
        let teams = roster::teams(&src, path, &raw.teams_file, &raw.teams, event.format, read)?;
        let players = roster::players(&src, &raw.players, &raw.entrants)?;
        let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
        if let (false, Some(e)) = (event.format == Format::Individual, raw.entrants.first()) {
            return Err(src.at(
                e,
                "entrants",
                tr!(src.language, "rounds-team-event-lists-players-inside"),
            ));
        }
        let boards = rounds::boards(
            &src,
            event.format,
            &teams,
            &names,
            &raw.teams,
            &raw.players,
            &raw.game,
            &raw.boards,
        )?;
        // The same order of checks as always: the first refusal wins.
        let audio = audio::validate(
            &src,
            raw.audio.as_ref(),
            &raw.cues,
            regulations.game_window_ms,
        )?;
        let operator = screens::operator(&src, &raw.operator)?;
        rounds::check_school_boards(&src, event.format, &teams, &boards, raw.game.is_some())?;
        // A bughouse match is two boards on the screens.
        let shown = if event.format == Format::BughousePairs {
            2 * boards.len()
        } else {
            boards.len()
        };
        let screens = screens::validate_screens(&src, &raw.screens, shown)?;
        // Boards the pairings make (no `[game]`, no `[[boards]]`) are not
        // known before each round: no screen has to name them.
        if raw.game.is_some() || !raw.boards.is_empty() {
            screens::check_every_board_shown(&src, &raw.screens, &screens, boards.len())?;
        }
        let roster = roster::roster(teams, players);
        let entrants = if roster.teams.is_empty() {
            roster.players.len()
        } else {
            roster.teams.len()
        };
        let tournament =
            tournament::validate(&src, raw.tournament.as_ref(), event.format, entrants)?;
        let knockout = raw
            .knockout
            .as_ref()
            .map(|k| knockout::validate(&src, k, &regulations.rules, entrants))
            .transpose()?;
        let playoff =
            playoff::validate(&src, raw.playoff.as_ref(), &regulations.rules, event.format)?;
        let bughouse = bughouse::rules(raw.bughouse.as_ref(), &regulations.rules);
        // A round paired on the stage has as many boards as pairings.
        let network_boards = if raw.game.is_none() && raw.boards.is_empty() {
            1000
        } else {
            shown
        };
        let network = raw
            .network
            .as_ref()
            .map(|n| network::validate(&src, n, network_boards))
            .transpose()?;
        let feeds = feeds::validate(
            &src,
            &raw.feeds,
            network_boards,
            path.parent().unwrap_or(Path::new(".")),
            event.format == Format::BughousePairs,
        )?;
        // The built-in screens' "final" shows board 1 of whatever round is
        // played in the hall: only the organiser's own "final" screens are
        // a giant board to speak by default.
        let written_screens: &[screens::ScreenConfig] = if raw.screens.is_empty() {
            &[]
        } else {
            &screens
        };
        let speech = speech::validate(
            &src,
            raw.speech.as_ref(),
            written_screens,
            shown,
            path.parent().unwrap_or(Path::new(".")),
        )?;
        let messages = messages::validate(&src, &raw.messages, event.language, &audio, &screens)?;
        messages::check_carried(&src, &raw.cues, &messages)?;
        Ok(EventConfig {
            messages,
            bughouse,
            network,
            feeds,
            path: path.to_owned(),
            teams_file: raw
                .teams_file
                .as_ref()
                .map(|f| path.parent().unwrap_or(Path::new(".")).join(f.get_ref())),
            event,
            rules: regulations.rules,
            tenths_below_ms: regulations.tenths_below_ms,
            game_window_ms: regulations.game_window_ms,
            boards: rounds::with_ids(&roster, boards),
            boards_from_pairings: raw.game.is_none() && raw.boards.is_empty(),
            roster,
            screens,
            audio,
            speech,
            operator,
            tournament,
            knockout,
            playoff,
        })
    }

    /// The rounds of the whole event: the league's (or the Swiss's), then
    /// the knockout's.
    pub fn total_rounds(&self) -> u32 {
        self.tournament.rounds + self.knockout_ties().len() as u32
    }

    /// The knockout's rounds of ties after the league (none without
    /// `[knockout]`), the third-place game with the final.
    pub fn knockout_ties(&self) -> Vec<Vec<crate::pairing::structure::Tie>> {
        if self.tournament.zonal_groups {
            // Seed 001 §6: "los dos equipos campeones juegan dos partidas
            // (ida y vuelta)", colours the other way round the second time.
            return crate::pairing::structure::group_winners_final();
        }
        if self.tournament.school_final {
            // Seed 001 §7, the places a group has no team for left out.
            let (a, b) = final_phase_groups(self.roster.teams.len());
            let smaller = a.len().min(b.len());
            return crate::pairing::structure::school_final_phase()
                .into_iter()
                .map(|round| {
                    round
                        .into_iter()
                        .filter(|t| {
                            [&t.first, &t.second].iter().all(|s| {
                                s.trim_end_matches(['A', 'B'])
                                    .parse::<usize>()
                                    .is_ok_and(|place| place <= smaller)
                                    || !s.ends_with(['A', 'B'])
                            })
                        })
                        .collect()
                })
                .collect();
        }
        let Some(k) = &self.knockout else {
            return Vec::new();
        };
        let mut rounds = crate::pairing::structure::knockout(k.teams);
        if k.third_place
            && k.teams >= 4
            && let Some(last) = rounds.last_mut()
        {
            last.push(crate::pairing::structure::Tie {
                name: "3-4".into(),
                first: "L SF1".into(),
                second: "L SF2".into(),
            });
        }
        rounds
    }

    /// The two groups (indices from 0) of an event that starts with two
    /// group leagues: a school final phase, or a zonal one of 7 to 12 teams.
    pub fn groups(&self) -> Option<(Vec<usize>, Vec<usize>)> {
        (self.tournament.school_final || self.tournament.zonal_groups)
            .then(|| final_phase_groups(self.roster.teams.len()))
    }

    /// The ties of event round `round` when it is a knockout round.
    pub fn ties_of_round(&self, round: u32) -> Option<Vec<crate::pairing::structure::Tie>> {
        let k = round.checked_sub(self.tournament.rounds + 1)?;
        self.knockout_ties().get(k as usize).cloned()
    }

    /// The rules of round `round`'s games: the knockout's in its rounds
    /// (its first tie's: every knockout round is Armageddon or none is).
    pub fn rules_for_round(&self, round: u32) -> &GameRules {
        self.rules_for_game(round, 0)
    }

    /// The rules of the game at table `table` (0-based) of round `round`:
    /// in a knockout round, its tie's (the final's clocks are not the
    /// semi-finals', and the game for third place shares the final's round).
    pub fn rules_for_game(&self, round: u32, table: usize) -> &GameRules {
        match &self.knockout {
            Some(k) if round > self.tournament.rounds => {
                let ties = self.ties_of_round(round).unwrap_or_default();
                let tie = ties
                    .get(table)
                    .or(ties.first())
                    .map_or("Final", |t| t.name.as_str());
                k.rules_for_tie(tie)
            }
            _ => &self.rules,
        }
    }

    /// Round `round` as the screens name it: "Ronda 3", "Semifinales",
    /// "Final".
    pub fn round_name(&self, round: u32) -> String {
        let l = self.event.language;
        let Some(ties) = self.ties_of_round(round) else {
            return tr!(l, "config-round-round", round = round);
        };
        let first = ties.first().map_or("", |t| t.name.as_str());
        let main = if first.starts_with("QF") {
            tr!(l, "config-quarter-finals").to_owned()
        } else if first.starts_with("SF") {
            tr!(l, "config-semi-finals").to_owned()
        } else if first == "F1" || first == "F2" {
            self.tie_label(first)
        } else {
            tr!(l, "config-final").to_owned()
        };
        // The games for places played in the same round are named too:
        // "Final · 3.º y 4.º puesto", not a "Final" with an unnamed game.
        let places: Vec<String> = ties
            .iter()
            .filter(|t| is_place_game(&t.name))
            .map(|t| self.tie_label(&t.name))
            .collect();
        std::iter::once(main)
            .chain(places)
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// A knockout tie's name as the screens write it ("Semifinal 1",
    /// "3.º y 4.º puesto").
    pub fn tie_label(&self, name: &str) -> String {
        let l = self.event.language;
        if let Some(n) = name.strip_prefix("QF") {
            tr!(l, "config-quarter-final-n", n = n)
        } else if let Some(n) = name.strip_prefix("SF") {
            tr!(l, "config-semi-final-n", n = n)
        } else if name == "F1" {
            tr!(l, "config-final-first-leg").to_owned()
        } else if name == "F2" {
            tr!(l, "config-final-second-leg").to_owned()
        } else if let Some((a, b)) = name.split_once('-')
            && a.parse::<u32>().is_ok()
        {
            match a {
                "3" => tr!(l, "config-third-place", a = a, b = b),
                _ => tr!(l, "config-places-b", a = a, b = b),
            }
        } else {
            name.to_owned()
        }
    }

    /// The event's entrants in start-number order (from 1): the teams of a
    /// team event in registration order; the players of an individual event
    /// by rating, highest first, then alphabetically (seed 004: "ranking
    /// inicial por ELO ..., en su defecto alfabético").
    pub fn entrants(&self) -> Vec<ContenderId> {
        if !self.roster.teams.is_empty() {
            return self
                .roster
                .teams
                .iter()
                .map(|t| ContenderId::Team(t.id))
                .collect();
        }
        // By rating, then alphabetically (seed 004); a late entrant after
        // everyone who was there before its round, so that no start number
        // already paired changes.
        let mut players: Vec<&Player> = self.roster.individuals().collect();
        players.sort_by(|a, b| {
            a.from_round
                .cmp(&b.from_round)
                .then_with(|| b.rating.unwrap_or(0).cmp(&a.rating.unwrap_or(0)))
                .then_with(|| crate::collation::compare(&a.name, &b.name))
        });
        players.iter().map(|p| ContenderId::Player(p.id)).collect()
    }

    /// An entrant's start number (from 1), if it is one.
    pub fn start_number(&self, c: ContenderId) -> Option<u32> {
        self.entrants()
            .iter()
            .position(|&e| e == c)
            .map(|i| i as u32 + 1)
    }

    /// An entrant's rating, when the config gives one.
    pub fn rating(&self, c: ContenderId) -> Option<u16> {
        match c {
            ContenderId::Player(p) => self.roster.player(p).rating,
            ContenderId::Team(_) => None,
        }
    }

    /// The piece letters the event's people type, from its language.
    pub fn piece_letters(&self) -> crate::notation::PieceLetters {
        match self.event.language {
            Language::Es => crate::notation::PieceLetters::Spanish,
            Language::Gl => crate::notation::PieceLetters::Galician,
            Language::En => crate::notation::PieceLetters::English,
        }
    }

    /// How the operator's move list writes moves: the letters the operator
    /// types, unless the event writes English.
    pub fn operator_notation(&self) -> crate::notation::Notation {
        use crate::notation::Notation;
        match self.event.notation {
            Notation::English => Notation::English,
            Notation::Figurine | Notation::Local => Notation::Local,
        }
    }
}
