//! The `megxadrez` command: the thin edge that parses the command line and
//! prints errors; everything else lives in the library.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use megxadrez::core::config::EventConfig;
use megxadrez::headless;

/// MegXadrez Stage: stage display and public address for live chess events.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
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
        /// The script, or `-` for standard input.
        script: String,
    },
    /// Run a game live from the terminal (the default).
    Console {
        /// The event config (TOML).
        #[arg(long, default_value = DEFAULT_CONFIG)]
        config: PathBuf,
    },
    /// Check a config and print what it sets up.
    Check {
        /// The event config (TOML).
        config: PathBuf,
    },
}

/// The config the product opens when none is given: the giant-board final.
const DEFAULT_CONFIG: &str = "configs/megxadrez-final-armageddon-12-10.toml";

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("megxadrez: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Some(Cmd::Replay {
            config,
            keep_going,
            seed,
            script,
        }) => {
            let config = EventConfig::load(&config)?;
            let (text, name) = if script == "-" {
                let mut s = String::new();
                std::io::stdin()
                    .read_to_string(&mut s)
                    .context("cannot read the script from standard input")?;
                (s, "<stdin>".to_owned())
            } else {
                let text = std::fs::read_to_string(&script)
                    .with_context(|| format!("cannot read the script {script}"))?;
                (text, script)
            };
            let mut rng = seed.map_or_else(fastrand::Rng::new, fastrand::Rng::with_seed);
            let run = headless::replay(&config, &text, keep_going, &mut || rng.bool());
            for e in &run.errors {
                eprintln!("{name}:{}: {}", e.line, e.message);
            }
            println!("{}", serde_json::to_string_pretty(&run.report)?);
            Ok(if run.errors.is_empty() || keep_going {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Some(Cmd::Check { config }) => {
            let config = EventConfig::load(&config)?;
            println!(
                "{}: {} ({:?})",
                config.path.display(),
                config.event.name,
                config.event.format
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Console { config }) => console(&config),
        None => console(std::path::Path::new(DEFAULT_CONFIG)),
    }
}

fn console(config: &std::path::Path) -> anyhow::Result<ExitCode> {
    let config = EventConfig::load(config)?;
    let stdin = std::io::stdin();
    megxadrez::console::run(&config, stdin.lock(), std::io::stdout().lock())
        .context("the console stopped")?;
    Ok(ExitCode::SUCCESS)
}
