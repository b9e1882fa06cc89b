//! The command line as clap reads it: the commands, their options and
//! their help texts.

use crate::core::tr;
use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// MegXadrez Stage: stage display and public address for live chess events.
#[derive(Parser)]
#[command(version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// Run a scripted game on a virtual clock and print a JSON report.
    Replay {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// Go on past failing lines (each is still reported on stderr).
        #[arg(long)]
        keep_going: bool,
        /// Seed for colour draws by lot (default: random).
        #[arg(long)]
        seed: Option<u64>,
        /// Which board to report, as the user numbers it (from 1); read
        /// into a board in `replay`.
        #[arg(long = "board", id = "board", default_value_t = 1)]
        board_number: usize,
        /// Journal every accepted command in this folder (made durable, then
        /// acknowledged on stderr as `ack SEQ`); an existing journal there is
        /// replayed first.
        #[arg(long)]
        journal: Option<PathBuf>,
        /// The journal is this event's although its config changed (its
        /// name or what decides the games): the arbiter's word, noted in
        /// the journal.
        #[arg(long, requires = "journal")]
        same_event: bool,
        /// The script, or `-` for standard input.
        script: String,
    },
    /// Open the operator's window and the projector screens (one window per
    /// screen in the config), and read commands from the terminal too. This
    /// is what `megxadrez` alone runs.
    Stage {
        /// The event config (TOML).
        #[arg(long, default_value = DEFAULT_CONFIG)]
        config: PathBuf,
        /// The event config, named without `--config`.
        #[arg(value_name = "CONFIG", conflicts_with = "config")]
        file: Option<PathBuf>,
        /// The journal folder (default: the config's `event.journal`, else
        /// `<config name>.journal` beside the config). A journal already there is replayed and
        /// its clocks come back paused.
        #[arg(long)]
        journal: Option<PathBuf>,
        /// The journal is this event's although its config changed (its
        /// name or what decides the games): the arbiter's word, noted in
        /// the journal.
        #[arg(long)]
        same_event: bool,
    },
    /// Show another stage's screens on this computer: its config and journal
    /// are read from its server (`[network]`) and followed live; no window
    /// of the operator, no sound.
    Display {
        /// The leading stage's address, as it says it on start
        /// (`http://HOST:PORT`).
        #[arg(long)]
        follow: String,
        /// Only this screen of the leader's config (default: all of them).
        #[arg(long)]
        screen: Option<String>,
        /// The stage's certificate (PEM), trusted for its HTTPS (the file
        /// its `tls_certificate` names).
        #[arg(long)]
        trust: Option<PathBuf>,
    },
    /// Replay a script and render one screen to a PNG, with no window.
    Screenshot {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// A replay script to run first (its last instant is drawn);
        /// without one, an event paired round by round shows its first
        /// round (`event next`, `event stage 1`).
        #[arg(long)]
        script: Option<PathBuf>,
        /// The screen's name in the config.
        #[arg(long)]
        screen: String,
        /// Picture size, WIDTHxHEIGHT.
        #[arg(long, default_value = "1920x1080", value_parser = parse_size)]
        size: (u32, u32),
        /// Seed for colour draws by lot.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the PNG.
        out: PathBuf,
        /// Replace the file if it exists (never the config or a file in
        /// the journal's folder).
        #[arg(long)]
        force: bool,
    },
    /// Run the first board of a config live from the terminal, with no
    /// window.
    Console {
        /// The event config (TOML).
        #[arg(long, default_value = DEFAULT_CONFIG)]
        config: PathBuf,
        /// Journal every accepted command in this folder (made durable,
        /// then applied), resuming the session it holds; without it the
        /// console keeps no record.
        #[arg(long)]
        journal: Option<PathBuf>,
        /// The journal is this event's although its config changed (its
        /// name or what decides the games): the arbiter's word, noted in
        /// the journal.
        #[arg(long, requires = "journal")]
        same_event: bool,
    },
    /// Write every game of a journaled session as one PGN file.
    Export {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// The journal folder (as given to `replay --journal`).
        #[arg(long)]
        journal: PathBuf,
        /// Where to write the PGN (`-` for standard output).
        out: String,
        /// Replace the file if it exists (never the config or a file in
        /// the journal's folder).
        #[arg(long)]
        force: bool,
    },
    /// Public-address cues: list a config's cues, or render one to a WAV
    /// file (no sound card needed).
    Cue {
        #[command(subcommand)]
        action: CueCmd,
    },
    /// Prepare a first event: asks its kind, name, venue, teams or players
    /// and screens, and writes its config.
    New,
    /// Print the manual page of the command line (roff, for `man`), in a
    /// language: the packages install it.
    #[command(hide = true)]
    Man {
        /// The manual's language: es, gl or en.
        #[arg(long, default_value = "es", value_parser = ["es", "gl", "en"])]
        language: String,
    },
    /// Check a config and print what it sets up.
    Check {
        /// The event config (TOML).
        config: PathBuf,
    },
    /// Print the standings of a tournament report file (TRF) with FIDE
    /// tie-breaks.
    Standings {
        /// The tournament report file (TRF16 or TRF-2026).
        #[arg(long, conflicts_with_all = ["config", "journal"], required_unless_present = "config")]
        trf: Option<PathBuf>,
        /// Or an event run by the product: its config…
        #[arg(long, requires = "journal")]
        config: Option<PathBuf>,
        /// …and its journal folder.
        #[arg(long, requires = "config")]
        journal: Option<PathBuf>,
        /// The tie-break regulations' text: 2024 or 2026 (by default the
        /// one in force on the tournament's start date).
        #[arg(long)]
        rules: Option<crate::commands::event_tools::RulesText>,
        /// The tie-breaks, in order (BH, BH-C1, BH-M1, SB, PS, WIN, WON,
        /// BPG, BWG, DE, ARO, LOT); by default the event config's, or
        /// BH-C1,BH,SB,PS,DE for a report file.
        #[arg(long)]
        tiebreaks: Option<String>,
        /// `tsv` or `json`.
        #[arg(long, default_value = "tsv")]
        format: crate::commands::event_tools::StandingsFormat,
        /// A school event's earlier phase, `CONFIG=JOURNAL` (repeatable):
        /// its game points add up with this phase's in an `ACC` column,
        /// which breaks ties on points (seed 001 §9).
        #[arg(long, value_name = "CONFIG=JOURNAL", requires = "config")]
        earlier: Vec<String>,
    },
    /// The round's table cards (PDF): each table's players, their codes
    /// and a QR code of the table's page.
    Cards {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// The event's journal folder (the stage's, where the codes' key is).
        #[arg(long)]
        journal: PathBuf,
        /// The round (by default the last one paired).
        #[arg(long)]
        round: Option<u32>,
        /// The address the hall's phones reach the stage at (by default the
        /// config's `network.public_url`, else this computer's address in
        /// the hall's network).
        #[arg(long)]
        url: Option<String>,
        /// Where to write the PDF.
        out: String,
        /// Replace the file if it exists (never the config or a file in
        /// the journal's folder).
        #[arg(long)]
        force: bool,
    },
    /// Age-category trophies of an event run by the product.
    Prizes {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// The event's journal folder.
        #[arg(long)]
        journal: PathBuf,
        /// The categories' age limits, youngest first (`8,10,12`; by
        /// default the config's `[tournament] categories`, else 8,10,12).
        #[arg(long, value_delimiter = ',')]
        categories: Option<Vec<u8>>,
        /// How many general prizes (the first places) count as a trophy (by
        /// default the config's `general_prizes`).
        #[arg(long)]
        general: Option<usize>,
        /// Trophies add up: a general prize does not stop a category one
        /// (also the config's `cumulative`).
        #[arg(long)]
        cumulative: bool,
        /// The event's year (by default the config's `year`, else this
        /// year).
        #[arg(long)]
        year: Option<i32>,
        /// Start numbers not present at the prize-giving: they give up
        /// their prizes, which go to the next (seed 004 §7).
        #[arg(long, value_delimiter = ',')]
        absent: Vec<u32>,
        /// Gifts to raffle among the players present without a prize (seed
        /// 004 §7: at least 4).
        #[arg(long, default_value_t = 0)]
        raffle: usize,
        /// The raffle's seed, to draw it again the same (by default one
        /// from the clock, printed).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Tournament report files (TRF).
    Trf {
        #[command(subcommand)]
        action: TrfCmd,
    },
    /// Pair a Swiss tournament's next round by the FIDE Dutch system.
    Pair {
        /// The tournament so far, as a FIDE report file (TRF).
        #[arg(long)]
        trf: PathBuf,
        /// `text` (boards, then `White Black` a line, the bye as `N 0`),
        /// `json`, or `trf` (the file with the new round added).
        #[arg(long, default_value = "text")]
        format: crate::commands::event_tools::PairFormat,
        /// Baku acceleration (virtual points for the top half early on).
        #[arg(long)]
        baku: bool,
        /// The colour of the top player on board 1 in round 1, if the file
        /// has no `XXC` line: `white` or `black`.
        #[arg(long)]
        initial: Option<crate::commands::event_tools::InitialColour>,
        /// The tournament's number of rounds, when the file's `142`/`XXR`
        /// line does not give it (an export made mid-event gives the rounds
        /// played).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=50))]
        rounds: Option<u16>,
    },
    /// Print the rounds of a round robin by the FIDE Berger tables.
    Schedule {
        /// How many entrants (2 to 100; an odd count sits one out a round).
        #[arg(long)]
        entrants: u32,
        /// A double round robin (the second cycle with colours reversed).
        #[arg(long)]
        double: bool,
        /// `json` ({"rounds": [[[white, black], ...], ...]}) or `text`.
        #[arg(long, default_value = "text")]
        format: crate::commands::event_tools::ScheduleFormat,
    },
}

#[derive(Subcommand)]
pub enum TrfCmd {
    /// Read a report file and print what it holds, or its first damaged
    /// line.
    Import {
        /// The file.
        file: PathBuf,
    },
    /// Write an event run by the product as a report file.
    Export {
        /// The event config (TOML).
        #[arg(long)]
        config: PathBuf,
        /// The event's journal folder.
        #[arg(long)]
        journal: PathBuf,
        /// Where to write the report file (`-` for standard output).
        out: String,
        /// Replace the file if it exists (never the config or a file in
        /// the journal's folder).
        #[arg(long)]
        force: bool,
    },
}

#[derive(Subcommand)]
pub enum CueCmd {
    /// List the cues: name, sound, volume, hotkey and automatic use.
    List {
        /// The event config (TOML).
        #[arg(long, default_value = DEFAULT_CONFIG)]
        config: PathBuf,
    },
    /// Write a cue's exact samples (48 kHz mono, 32-bit float) to a WAV file.
    Render {
        /// The event config (TOML).
        #[arg(long, default_value = DEFAULT_CONFIG)]
        config: PathBuf,
        /// The cue's name (see `megxadrez cue list`).
        name: String,
        /// Where to write the WAV file.
        out: PathBuf,
        /// Replace the file if it exists (never the config or a file in
        /// the journal's folder).
        #[arg(long)]
        force: bool,
    },
}

/// The config the product opens when none is given: the giant-board final.
pub const DEFAULT_CONFIG: &str = "configs/megxadrez-final-armageddon-12-10.toml";

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || {
        tr!(
            crate::i18n::environment_language(),
            "cli-text2-not-size-write-widthxheight",
            text = text,
            text_quoted = format!("{text:?}")
        )
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h): (u32, u32) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    if !(16..=8192).contains(&w) || !(16..=8192).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}
