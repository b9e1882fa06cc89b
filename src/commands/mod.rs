//! The `megxadrez` command's subcommands: what each does with its
//! arguments, given the parsed command line. `main` only parses it and
//! prints the error an `Err` carries.

use crate::core::ids::BoardNo;
use crate::core::tr;
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::core::replay as headless;

mod cards;
mod check;
pub mod cli;
pub mod cli_words;
pub mod event_tools;
mod live;
pub mod new;
pub mod prizes;

use cli::{Cli, Cmd, DEFAULT_CONFIG, TrfCmd};
use live::{console, cue, display, open_journal, say_torn, stage};

/// Runs the subcommand `cli` names (the stage on the default config when
/// it names none): each subcommand its own function.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Some(Cmd::Replay {
            config,
            keep_going,
            seed,
            board_number,
            journal,
            same_event,
            script,
        }) => replay(
            config,
            keep_going,
            seed,
            board_number,
            journal,
            same_event,
            script,
        ),
        Some(Cmd::Export {
            config,
            journal,
            out,
            force,
        }) => export_pgn(config, journal, out, force),
        Some(Cmd::Check { config }) => check_config(config),
        Some(Cmd::New) => new_event(),
        Some(Cmd::Man { language }) => man_page(language),
        Some(Cmd::Cue { action }) => cue(action),
        Some(Cmd::Standings {
            trf,
            config,
            journal,
            rules,
            tiebreaks,
            format,
            earlier,
        }) => standings(trf, config, journal, rules, tiebreaks, format, earlier),
        Some(Cmd::Cards {
            config,
            journal,
            round,
            url,
            out,
            force,
        }) => cards::write(config, journal, round, url, out, force),
        Some(Cmd::Prizes {
            config,
            journal,
            categories,
            general,
            cumulative,
            year,
            absent,
            raffle,
            seed,
        }) => prizes::run(
            config, journal, categories, general, cumulative, year, absent, raffle, seed,
        ),
        Some(Cmd::Trf {
            action:
                TrfCmd::Export {
                    config,
                    journal,
                    out,
                    force,
                },
        }) => trf_export(config, journal, out, force),
        Some(Cmd::Trf {
            action: TrfCmd::Import { file },
        }) => trf_import(file),
        Some(Cmd::Pair {
            trf,
            format,
            baku,
            initial,
            rounds,
        }) => pair(trf, format, baku, initial, rounds),
        Some(Cmd::Schedule {
            entrants,
            double,
            format,
        }) => schedule(entrants, double, format),
        Some(Cmd::Console {
            config,
            journal,
            same_event,
        }) => console(&config, journal.as_deref(), same_event),
        Some(Cmd::Stage {
            config,
            file,
            journal,
            same_event,
        }) => stage(
            file.as_ref().unwrap_or(&config),
            journal.as_deref(),
            same_event,
        ),
        Some(Cmd::Display {
            follow,
            screen,
            trust,
        }) => display(&follow, screen.as_deref(), trust.as_deref()),
        None => stage(std::path::Path::new(DEFAULT_CONFIG), None, false),
        Some(Cmd::Screenshot {
            config,
            script,
            screen,
            size,
            seed,
            out,
            force,
        }) => screenshot(config, script, screen, size, seed, out, force),
    }
}

/// `megxadrez replay`.
fn replay(
    config: PathBuf,
    keep_going: bool,
    seed: Option<u64>,
    board_number: usize,
    journal: Option<PathBuf>,
    same_event: bool,
    script: String,
) -> anyhow::Result<ExitCode> {
    let config = crate::store::load_config(&config)?;
    let l = config.event.language;
    let (text, name) = if script == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| cannot_read_script(l, "<stdin>", &e))?;
        (s, "<stdin>".to_owned())
    } else {
        let text =
            std::fs::read_to_string(&script).map_err(|e| cannot_read_script(l, &script, &e))?;
        (text, script)
    };
    let mut rng = seed.map_or_else(fastrand::Rng::new, fastrand::Rng::with_seed);
    let run = match journal {
        // The store's writer without a journal: the rules' refusals
        // said in the event's language.
        None => replay_written(&config, &text, keep_going, &mut || rng.bool()),
        Some(dir) => {
            let opened = open_journal(&config, &dir, same_event)?;
            let mut sink = opened.sink;
            // The store's writer, as the live stage uses it: each
            // command durable in the journal before it applies.
            headless::replay_on(
                opened.session,
                opened.at_ms,
                &text,
                keep_going,
                &mut || rng.bool(),
                &mut |session, entry, at| {
                    let written =
                        crate::store::writer::apply_entry(session, Some(&mut sink), entry, at)
                            .map_err(|e| e.not_applied(l))?;
                    eprintln!("ack {}", sink.journal.last_seq());
                    match written.problem {
                        Some(problem) => Err(crate::core::replay::NotApplied::Stopped(tr!(
                            l,
                            "commands-cannot-write-problem",
                            problem = problem
                        ))),
                        None => Ok(()),
                    }
                },
            )
        }
    };
    for e in &run.errors {
        let said = crate::core::one_line::for_terminal(&e.message);
        eprintln!("{name}:{}: {said}", e.line);
    }
    // A bughouse event reports the match of that board.
    let count = run
        .session
        .boards()
        .len()
        .max(2 * run.session.matches().len());
    let Some(board) = BoardNo::numbered(board_number).filter(|b| b.index() < count) else {
        anyhow::bail!(tr!(
            l,
            "commands-board-board-does-not-exist",
            board = board_number,
            count = count
        ));
    };
    match run.match_report(board) {
        Some(report) => println!("{}", serde_json::to_string_pretty(&report)?),
        None => {
            if let Some(report) = run.report(board) {
                println!("{}", serde_json::to_string_pretty(&report)?);
            }
        }
    }
    Ok(if run.errors.is_empty() || keep_going {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `megxadrez export`.
fn export_pgn(
    config: PathBuf,
    journal: PathBuf,
    out: String,
    force: bool,
) -> anyhow::Result<ExitCode> {
    // Exporting reads a journal; it never starts an empty one.
    let (config, session) = event_session(&config, &journal)?;
    let pgn = crate::core::session_pgn::write_session(&session, &crate::store::files::today());
    let guard = crate::store::output::Guard::of_event(&config, Some(&journal), force);
    write_out(&out, &pgn, &guard)?;
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez check`.
fn check_config(config: PathBuf) -> anyhow::Result<ExitCode> {
    let config = crate::store::load_config(&config)?;
    // Every sound file decodes, so the public address will work.
    crate::audio::CueBank::load(&config.audio)
        .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
    // Every logo decodes, so that no screen goes without one.
    let unreadable = crate::stage::logos::unreadable_logos(&config);
    if !unreadable.is_empty() {
        anyhow::bail!(unreadable.join("\n"));
    }
    // The server as the stage starts it: its certificate and key
    // read and matched, the tokens (the environment's too) each a
    // role's own.
    if let Some(network) = &config.network {
        let l = config.event.language;
        if let Some(files) = &network.tls {
            crate::network::tls::server_config(files, l).map_err(|e| anyhow::anyhow!(e))?;
        }
        crate::network::access::Access::new(
            network.clone(),
            std::env::var("MEGXADREZ_OPERATOR_TOKEN").ok(),
            std::env::var("MEGXADREZ_ANNOUNCER_TOKEN").ok(),
            l,
        )
        .map_err(|e| anyhow::anyhow!(e))?;
    }
    print!(
        "{}",
        crate::core::one_line::for_terminal(&check::describe(&config))
    );
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez man`.
fn man_page(language: String) -> anyhow::Result<ExitCode> {
    use clap::CommandFactory;
    use std::io::Write;
    // One of the three: clap took no other.
    let l = crate::core::words::from_code(&language).unwrap_or(crate::core::config::Language::Es);
    let cmd = cli_words::localized(Cli::command(), l).name("megxadrez");
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut page)?;
    std::io::stdout().write_all(&page)?;
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez standings`.
fn standings(
    trf: Option<PathBuf>,
    config: Option<PathBuf>,
    journal: Option<PathBuf>,
    rules: Option<crate::commands::event_tools::RulesText>,
    tiebreaks: Option<String>,
    format: crate::commands::event_tools::StandingsFormat,
    earlier: Vec<String>,
) -> anyhow::Result<ExitCode> {
    let text = match (trf, config, journal) {
        (Some(trf), _, _) => crate::commands::event_tools::standings_of_trf(
            &trf,
            rules,
            tiebreaks
                .as_deref()
                .unwrap_or(crate::commands::event_tools::DEFAULT_TIEBREAKS),
            format,
        )
        .map_err(|e| anyhow::anyhow!(e.text(crate::i18n::environment_language())))?,
        (None, Some(config), Some(journal)) => {
            let (config, session) = event_session(&config, &journal)?;
            let l = config.event.language;
            // The earlier phases' game points, by team name.
            let mut before = std::collections::HashMap::new();
            for phase in &earlier {
                let Some((c, j)) = phase.split_once('=') else {
                    anyhow::bail!(tr!(
                        l,
                        "commands-earlier-phase2-write-config-journal",
                        phase = phase,
                        phase_quoted = format!("{phase:?}")
                    ));
                };
                let (_, phase) = event_session(c.as_ref(), j.as_ref())?;
                phase.event().add_game_points_by_name(&mut before);
            }
            let earlier_points = (!earlier.is_empty()).then_some(&before);
            crate::commands::event_tools::standings_of_event(
                &config,
                session.event(),
                rules,
                tiebreaks.as_deref(),
                format,
                earlier_points,
            )
            .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?
        }
        _ => anyhow::bail!(tr!(
            crate::i18n::environment_language(),
            "commands-give-trf-file-or-config"
        )),
    };
    print!("{text}");
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez pair`.
fn pair(
    trf: PathBuf,
    format: crate::commands::event_tools::PairFormat,
    baku: bool,
    initial: Option<crate::commands::event_tools::InitialColour>,
    rounds: Option<u16>,
) -> anyhow::Result<ExitCode> {
    let l = crate::i18n::environment_language();
    match crate::commands::event_tools::pair(&trf, format, baku, initial, rounds.map(usize::from)) {
        Ok(text) => {
            print!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("megxadrez: {}", e.text(l));
            Ok(ExitCode::from(e.exit_code()))
        }
    }
}

/// `megxadrez schedule`.
fn schedule(
    entrants: u32,
    double: bool,
    format: crate::commands::event_tools::ScheduleFormat,
) -> anyhow::Result<ExitCode> {
    print!(
        "{}",
        crate::commands::event_tools::schedule(entrants, double, format)
            .map_err(|e| anyhow::anyhow!(e.text(crate::i18n::environment_language())))?
    );
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez screenshot`.
fn screenshot(
    config: PathBuf,
    script: Option<PathBuf>,
    screen: String,
    size: (u32, u32),
    seed: u64,
    out: PathBuf,
    force: bool,
) -> anyhow::Result<ExitCode> {
    let config = crate::store::load_config(&config)?;
    let guard = crate::store::output::Guard::of_event(&config, None, force);
    let l = config.event.language;
    crate::store::output::check(&out, &guard)
        .map_err(|e| anyhow::anyhow!(crate::store::output::refusal(l, &e)))?;
    let text = match &script {
        Some(path) => std::fs::read_to_string(path).map_err(|e| {
            cannot_read_script(config.event.language, &path.display().to_string(), &e)
        })?,
        // An event whose boards its pairings make shows nothing
        // before a round: its first round, paired and staged as
        // `event next` would, is the first picture to see.
        None if config.boards_from_pairings => "at 0 event next\nat 0 event stage 1\n".to_owned(),
        None => String::new(),
    };
    let mut rng = fastrand::Rng::with_seed(seed);
    let run = replay_written(&config, &text, false, &mut || rng.bool());
    if let Some(e) = run.errors.first() {
        let name = script
            .as_ref()
            .map_or("<script>".into(), |p| p.display().to_string());
        anyhow::bail!("{name}:{}: {}", e.line, e.message);
    }
    let mut failed = None;
    let written = crate::store::output::write_with(&out, &guard, |tmp| {
        crate::app::render_png(run.session, run.at_ms, &screen, size.0, size.1, tmp).map_err(|e| {
            let text = e.text(l);
            failed = Some(text.clone());
            std::io::Error::other(text)
        })
    });
    if let Some(text) = failed {
        anyhow::bail!(text);
    }
    written.map_err(|e| anyhow::anyhow!(crate::store::output::refusal(l, &e)))?;
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez trf export`.
fn trf_export(
    config: PathBuf,
    journal: PathBuf,
    out: String,
    force: bool,
) -> anyhow::Result<ExitCode> {
    let (config, session) = event_session(&config, &journal)?;
    let guard = crate::store::output::Guard::of_event(&config, Some(&journal), force);
    let text = crate::core::tournament::report_file::trf_of_event(
        &config,
        session.event(),
        &crate::store::files::today(),
        &mut crate::live::fixed_lots(),
    );
    write_out(&out, &text, &guard)?;
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez trf import`.
fn trf_import(file: PathBuf) -> anyhow::Result<ExitCode> {
    print!(
        "{}",
        crate::commands::event_tools::describe_trf(&file)
            .map_err(|e| anyhow::anyhow!(e.text(crate::i18n::environment_language())))?
    );
    Ok(ExitCode::SUCCESS)
}

/// `megxadrez new`.
fn new_event() -> anyhow::Result<ExitCode> {
    let l = crate::i18n::environment_language();
    let stdin = std::io::stdin();
    let (mut input, mut out) = (stdin.lock(), std::io::stdout());
    let dir = std::env::current_dir()?;
    match new::Wizard::new(&mut input, &mut out, &dir, l).run() {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => anyhow::bail!(e.text(l)),
    }
}

/// "cannot read the script NAME: why", in `l`.
/// Replays `text` on a new session of `config` through the store's
/// writer, without a journal: a refused line said in the event's language.
fn replay_written(
    config: &crate::core::config::EventConfig,
    text: &str,
    keep_going: bool,
    coin: &mut impl FnMut() -> bool,
) -> headless::Replay {
    let l = config.event.language;
    headless::replay_on(
        crate::core::session::Session::new(config.clone()),
        0,
        text,
        keep_going,
        coin,
        &mut |session, entry, at| {
            crate::store::writer::apply_entry(session, None, entry, at)
                .map(|_| ())
                .map_err(|e| e.not_applied(l))
        },
    )
}

fn cannot_read_script(
    l: crate::core::config::Language,
    name: &str,
    e: &std::io::Error,
) -> anyhow::Error {
    let why = crate::core::config::io_reason(l, e);
    anyhow::anyhow!(tr!(
        l,
        "commands-cannot-read-script-name-why",
        name = name,
        why = why
    ))
}

/// Writes `text` to the file `out`, or to standard output for `-`.
fn write_out(out: &str, text: &str, guard: &crate::store::output::Guard) -> anyhow::Result<()> {
    if out == "-" {
        print!("{text}");
    } else {
        crate::store::output::write_output(std::path::Path::new(out), text.as_bytes(), guard)
            .map_err(|e| {
                anyhow::anyhow!(crate::store::output::refusal(
                    crate::i18n::environment_language(),
                    &e
                ))
            })?;
    }
    Ok(())
}

/// The config and the session an event's journal leads to (refused when
/// the folder holds no journal: reading never starts an empty one).
pub(super) fn event_session(
    config: &std::path::Path,
    journal: &std::path::Path,
) -> anyhow::Result<(
    crate::core::config::EventConfig,
    crate::core::session::Session,
)> {
    let config = crate::store::load_config(config)?;
    let file = journal.join(crate::store::recovery::JOURNAL_FILE);
    anyhow::ensure!(
        file.exists(),
        tr!(
            config.event.language,
            "commands-no-journal-at-display-give",
            display = file.display()
        )
    );
    // Read only: no lock (a stage may be writing it), nothing changed.
    let l = config.event.language;
    let read =
        crate::store::recovery::read(&config, journal).map_err(|e| anyhow::anyhow!(e.text(l)))?;
    say_torn(l, read.warning.as_ref());
    Ok((config, read.session))
}
