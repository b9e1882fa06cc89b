//! The `megxadrez` command: the thin edge that parses the command line and
//! prints errors; everything else lives in the library.

use std::io::Read;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};
use megxadrez::core::config::EventConfig;
use megxadrez::core::replay as headless;

mod cli;
mod cli_words;

use cli::{Cli, Cmd, CueCmd, DEFAULT_CONFIG, TrfCmd};

fn main() -> ExitCode {
    quiet_runtime_dir();
    match run(parse_command_line()) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("megxadrez: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// The command line, its help and its refusals in the terminal's language.
fn parse_command_line() -> Cli {
    let l = megxadrez::i18n::environment_language();
    let cmd = cli_words::localized(Cli::command(), l);
    let parsed = cmd
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind as K;
            let lead = match e.kind() {
                K::DisplayHelp
                | K::DisplayVersion
                | K::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
                K::UnknownArgument | K::InvalidSubcommand => l.pick(
                    "orden u opción desconocida",
                    "orde ou opción descoñecida",
                    "unknown command or option",
                ),
                K::MissingRequiredArgument | K::MissingSubcommand => l.pick(
                    "falta un dato obligatorio",
                    "falta un dato obrigatorio",
                    "something required is missing",
                ),
                K::ArgumentConflict => l.pick(
                    "dos opciones que no van juntas",
                    "dúas opcións que non van xuntas",
                    "two options that do not go together",
                ),
                _ => l.pick("valor no válido", "valor non válido", "invalid value"),
            };
            eprintln!("megxadrez: {lead}");
            e.exit()
        }
    }
}

/// Windowing libraries print "XDG_RUNTIME_DIR is invalid or not set" on
/// every start where the session has none (a service, Xvfb, sudo): give
/// them a private one so the operator's terminal shows only what matters.
fn quiet_runtime_dir() {
    if std::env::var_os("XDG_RUNTIME_DIR").is_some() {
        return;
    }
    use std::os::unix::fs::MetadataExt;
    let uid = std::fs::metadata("/proc/self").map_or(0, |m| m.uid());
    let dir = std::env::temp_dir().join(format!("megxadrez-runtime-{uid}"));
    if std::fs::create_dir_all(&dir).is_ok() {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700));
        // SAFETY: the first thing main does, before any thread starts.
        unsafe { std::env::set_var("XDG_RUNTIME_DIR", &dir) };
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Some(Cmd::Replay {
            config,
            keep_going,
            seed,
            board,
            journal,
            script,
        }) => {
            let config = megxadrez::store::load_config(&config)?;
            let l = config.event.language;
            let (text, name) = if script == "-" {
                let mut s = String::new();
                std::io::stdin()
                    .read_to_string(&mut s)
                    .map_err(|e| cannot_read_script(l, "<stdin>", &e))?;
                (s, "<stdin>".to_owned())
            } else {
                let text = std::fs::read_to_string(&script)
                    .map_err(|e| cannot_read_script(l, &script, &e))?;
                (text, script)
            };
            let mut rng = seed.map_or_else(fastrand::Rng::new, fastrand::Rng::with_seed);
            let run = match journal {
                // The store's writer without a journal: the rules' refusals
                // said in the event's language.
                None => headless::replay_on(
                    megxadrez::core::session::Session::new(config.clone()),
                    0,
                    &text,
                    keep_going,
                    &mut || rng.bool(),
                    &mut |session, entry, at| {
                        megxadrez::store::writer::apply_entry(session, None, entry, at)
                            .map(|_| ())
                            .map_err(|e| e.not_applied(l))
                    },
                ),
                Some(dir) => {
                    let opened = open_journal(&config, &dir)?;
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
                            let written = megxadrez::store::writer::apply_entry(
                                session,
                                Some(&mut sink),
                                entry,
                                at,
                            )
                            .map_err(|e| e.not_applied(l))?;
                            eprintln!("ack {}", sink.journal.last_seq());
                            match written.problem {
                                Some(problem) => {
                                    Err(megxadrez::core::replay::NotApplied::Stopped(l.pick(
                                        format!("no se puede escribir {problem}"),
                                        format!("non se pode escribir {problem}"),
                                        format!("cannot write {problem}"),
                                    )))
                                }
                                None => Ok(()),
                            }
                        },
                    )
                }
            };
            for e in &run.errors {
                eprintln!("{name}:{}: {}", e.line, e.message);
            }
            // A bughouse event reports the match of that board.
            let count = run
                .session
                .boards()
                .len()
                .max(2 * run.session.matches().len());
            anyhow::ensure!(
                (1..=count).contains(&board),
                l.pick(
                    format!(
                        "--board {board} no existe: la configuración tiene los tableros 1 a {count}"
                    ),
                    format!(
                        "--board {board} non existe: a configuración ten os taboleiros 1 a {count}"
                    ),
                    format!("--board {board} does not exist: the config has boards 1 to {count}"),
                )
            );
            match run.match_report((board - 1) / 2) {
                Some(report) => println!("{}", serde_json::to_string_pretty(&report)?),
                None => println!("{}", serde_json::to_string_pretty(&run.report(board - 1))?),
            }
            Ok(if run.errors.is_empty() || keep_going {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Some(Cmd::Export {
            config,
            journal,
            out,
        }) => {
            // Exporting reads a journal; it never starts an empty one.
            let (_, session) = event_session(&config, &journal)?;
            let pgn =
                megxadrez::core::pgn::write_session(&session, &megxadrez::store::files::today());
            write_out(&out, &pgn)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Check { config }) => {
            let config = megxadrez::store::load_config(&config)?;
            // Every sound file decodes, so the public address will work.
            megxadrez::audio::CueBank::load(&config.audio)
                .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
            print!("{}", megxadrez::describe::describe(&config));
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Cue { action }) => cue(action),
        Some(Cmd::Standings {
            trf,
            config,
            journal,
            rules,
            tiebreaks,
            format,
            earlier,
        }) => {
            let text = match (trf, config, journal) {
                (Some(trf), _, _) => megxadrez::tournament::standings_of_trf(
                    &trf,
                    rules,
                    tiebreaks
                        .as_deref()
                        .unwrap_or(megxadrez::tournament::DEFAULT_TIEBREAKS),
                    format,
                )
                .map_err(|e| anyhow::anyhow!(e.text(megxadrez::i18n::environment_language())))?,
                (None, Some(config), Some(journal)) => {
                    let (config, session) = event_session(&config, &journal)?;
                    let l = config.event.language;
                    // The earlier phases' game points, by team name.
                    let mut before = std::collections::HashMap::new();
                    for phase in &earlier {
                        let Some((c, j)) = phase.split_once('=') else {
                            anyhow::bail!(l.pick(
                                format!("--earlier «{phase}»: escribe CONFIGURACIÓN=DIARIO"),
                                format!("--earlier «{phase}»: escribe CONFIGURACIÓN=DIARIO"),
                                format!("--earlier {phase:?}: write CONFIG=JOURNAL"),
                            ));
                        };
                        let (_, phase) = event_session(c.as_ref(), j.as_ref())?;
                        phase.event().add_game_points_by_name(&mut before);
                    }
                    let earlier_points = (!earlier.is_empty()).then_some(&before);
                    megxadrez::tournament::standings_of_event(
                        &config,
                        session.event(),
                        rules,
                        tiebreaks.as_deref(),
                        format,
                        earlier_points,
                    )
                    .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?
                }
                _ => anyhow::bail!(megxadrez::i18n::environment_language().pick(
                    "indica --trf FICHERO, o --config FICHERO con --journal CARPETA",
                    "indica --trf FICHEIRO, ou --config FICHEIRO con --journal CARTAFOL",
                    "give --trf FILE, or --config FILE with --journal DIR",
                )),
            };
            print!("{text}");
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Prizes {
            config,
            journal,
            categories,
            general,
            cumulative,
            year,
        }) => {
            let (config, session) = event_session(&config, &journal)?;
            // The config's categories, prizes and year unless the command
            // line says otherwise: the categories screen reads the same.
            let t = &config.tournament;
            let mut categories = categories.unwrap_or_else(|| {
                if t.categories.is_empty() {
                    vec![8, 10, 12]
                } else {
                    t.categories.clone()
                }
            });
            categories.sort_unstable();
            let year = year.or(t.year).unwrap_or_else(|| {
                megxadrez::store::files::today()[..4]
                    .parse()
                    .unwrap_or(2026)
            });
            print!(
                "{}",
                megxadrez::tournament::prizes(
                    &session,
                    year,
                    &categories,
                    general.unwrap_or(t.general_prizes),
                    cumulative || t.cumulative
                )
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Trf {
            action:
                TrfCmd::Export {
                    config,
                    journal,
                    out,
                },
        }) => {
            let (config, session) = event_session(&config, &journal)?;
            let text = megxadrez::tournament::trf_of_event(&config, session.event())
                .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
            write_out(&out, &text)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Trf {
            action: TrfCmd::Import { file },
        }) => {
            print!(
                "{}",
                megxadrez::tournament::describe_trf(&file).map_err(|e| anyhow::anyhow!(
                    e.text(megxadrez::i18n::environment_language())
                ))?
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Pair {
            trf,
            format,
            baku,
            initial,
            rounds,
        }) => {
            let l = megxadrez::i18n::environment_language();
            match megxadrez::tournament::pair(&trf, format, baku, initial, rounds.map(usize::from))
            {
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
        Some(Cmd::Schedule {
            entrants,
            double,
            format,
        }) => {
            print!(
                "{}",
                megxadrez::tournament::schedule(entrants, double, format).map_err(
                    |e| anyhow::anyhow!(e.text(megxadrez::i18n::environment_language()))
                )?
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Console { config, journal }) => console(&config, journal.as_deref()),
        Some(Cmd::Stage { config, journal }) => stage(&config, journal.as_deref()),
        Some(Cmd::Display {
            follow,
            screen,
            trust,
        }) => display(&follow, screen.as_deref(), trust.as_deref()),
        None => stage(std::path::Path::new(DEFAULT_CONFIG), None),
        Some(Cmd::Screenshot {
            config,
            script,
            screen,
            size,
            seed,
            out,
        }) => {
            let config = megxadrez::store::load_config(&config)?;
            let text = match &script {
                Some(path) => std::fs::read_to_string(path).map_err(|e| {
                    cannot_read_script(config.event.language, &path.display().to_string(), &e)
                })?,
                None => String::new(),
            };
            let mut rng = fastrand::Rng::with_seed(seed);
            let run = headless::replay(&config, &text, false, &mut || rng.bool());
            if let Some(e) = run.errors.first() {
                let name = script
                    .as_ref()
                    .map_or("<script>".into(), |p| p.display().to_string());
                anyhow::bail!("{name}:{}: {}", e.line, e.message);
            }
            let l = config.event.language;
            megxadrez::app::render_png(run.session, run.at_ms, &screen, size.0, size.1, &out)
                .map_err(|e| anyhow::anyhow!(e.text(l)))?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// "cannot read the script NAME: why", in `l`.
fn cannot_read_script(
    l: megxadrez::core::config::Language,
    name: &str,
    e: &std::io::Error,
) -> anyhow::Error {
    let why = megxadrez::core::config::io_reason(l, e);
    anyhow::anyhow!(l.pick(
        format!("no se puede leer el guion {name}: {why}"),
        format!("non se pode ler o guión {name}: {why}"),
        format!("cannot read the script {name}: {why}"),
    ))
}

/// Writes `text` to the file `out`, or to standard output for `-`.
fn write_out(out: &str, text: &str) -> anyhow::Result<()> {
    if out == "-" {
        print!("{text}");
    } else {
        std::fs::write(out, text).map_err(|e| {
            let l = megxadrez::i18n::environment_language();
            let why = megxadrez::core::config::io_reason(l, &e);
            anyhow::anyhow!(l.pick(
                format!("no se puede escribir {out}: {why}"),
                format!("non se pode escribir {out}: {why}"),
                format!("cannot write {out}: {why}"),
            ))
        })?;
    }
    Ok(())
}

/// The config and the session an event's journal leads to (refused when
/// the folder holds no journal: reading never starts an empty one).
fn event_session(
    config: &std::path::Path,
    journal: &std::path::Path,
) -> anyhow::Result<(
    megxadrez::core::config::EventConfig,
    megxadrez::core::session::Session,
)> {
    let config = megxadrez::store::load_config(config)?;
    let file = journal.join(megxadrez::store::recovery::JOURNAL_FILE);
    anyhow::ensure!(
        file.is_file(),
        config.event.language.pick(
            format!("no hay diario en {}: indica la carpeta que escribió `stage --journal` o `replay --journal`", file.display()),
            format!("non hai diario en {}: indica o cartafol que escribiu `stage --journal` ou `replay --journal`", file.display()),
            format!("no journal at {}: give the folder that `stage --journal` or `replay --journal` wrote", file.display()),
        )
    );
    // Read only: no lock (a stage may be writing it), nothing changed.
    let l = config.event.language;
    let read = megxadrez::store::recovery::read(&config, journal)
        .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    say_torn(l, read.warning.as_ref());
    Ok((config, read.session))
}

fn console(
    config: &std::path::Path,
    journal: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    let config = megxadrez::store::load_config(config)?;
    let (session, sink, at_ms) = match journal {
        None => (megxadrez::core::session::Session::new(config), None, 0),
        Some(dir) => {
            // As the stage resumes: running clocks paused, the restart said.
            let recovered = megxadrez::store::recovery::recover(&config, dir)
                .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
            eprintln!("megxadrez: diario {}", dir.display());
            if let Some(notice) = &recovered.notice {
                eprintln!("megxadrez: {notice}");
            }
            (recovered.session, Some(recovered.sink), recovered.at_ms)
        }
    };
    let stdin = std::io::stdin();
    megxadrez::console::run(session, sink, at_ms, stdin.lock(), std::io::stdout().lock()).map_err(
        |e| {
            let l = megxadrez::i18n::environment_language();
            anyhow::anyhow!(
                "{}: {}",
                l.pick(
                    "la consola se detuvo",
                    "a consola detívose",
                    "the console stopped"
                ),
                megxadrez::core::config::io_reason(l, &e)
            )
        },
    )?;
    Ok(ExitCode::SUCCESS)
}

fn cue(action: CueCmd) -> anyhow::Result<ExitCode> {
    match action {
        CueCmd::List { config } => {
            let config = megxadrez::store::load_config(&config)?;
            print!("{}", megxadrez::audio::synth::describe(&config.audio));
        }
        CueCmd::Render { config, name, out } => {
            let config = megxadrez::store::load_config(&config)?;
            let audio = &config.audio;
            let (_, cue) = audio.cue(&name).ok_or_else(|| {
                let e = megxadrez::audio::CueError::NoSuchCue {
                    name: name.clone(),
                    known: audio.names(),
                };
                anyhow::anyhow!(e.text(config.event.language))
            })?;
            let l = config.event.language;
            let samples =
                megxadrez::audio::synth::render(cue).map_err(|e| anyhow::anyhow!(e.text(l)))?;
            megxadrez::audio::synth::write_wav(&samples, &out)
                .map_err(|e| anyhow::anyhow!(e.text(l)))?;
            println!(
                "{}: {:.2} s, {} {:.3}",
                out.display(),
                samples.len() as f64 / megxadrez::audio::RATE as f64,
                l.pick("pico", "pico", "peak"),
                samples.iter().fold(0.0f32, |m, s| m.max(s.abs()))
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A display node: the leader's screens in windows here, its session
/// followed from its server.
fn display(
    url: &str,
    screen: Option<&str>,
    trust: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    let l = megxadrez::i18n::environment_language();
    anyhow::ensure!(
        url.starts_with("http://") || url.starts_with("https://"),
        l.pick(
            format!("«{url}» no es la dirección de un escenario: empieza por http://, como la dice el escenario al arrancar (servidor en http://…)"),
            format!("«{url}» non é o enderezo dun escenario: comeza por http://, como o di o escenario ao arrancar (servidor en http://…)"),
            format!("{url:?} is not a stage's address: it starts with http://, as the stage says it on start (server at http://…)"),
        )
    );
    megxadrez::app::check_display().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    megxadrez::app::probe_adapter().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    let trust = match trust {
        Some(path) => {
            megxadrez::network::follow::Trust::certificate(path, l).map_err(anyhow::Error::msg)?
        }
        None => Default::default(),
    };
    let copy =
        megxadrez::network::follow::first_copy(url, &trust, l).map_err(anyhow::Error::msg)?;
    let l = copy.config.event.language;
    let names: Vec<&str> = copy
        .config
        .screens
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    if let Some(name) = screen
        && !names.contains(&name)
    {
        anyhow::bail!(l.pick(
            format!(
                "no hay una pantalla «{name}» en {url}: las pantallas son {}",
                names.join(", ")
            ),
            format!(
                "non hai unha pantalla «{name}» en {url}: as pantallas son {}",
                names.join(", ")
            ),
            format!(
                "there is no screen {name:?} at {url}: the screens are {}",
                names.join(", ")
            ),
        ));
    }
    eprintln!(
        "megxadrez: {} {url} ({} {})",
        l.pick("siguiendo a", "seguindo a", "following"),
        copy.seq,
        l.pick("órdenes", "ordes", "commands")
    );
    let (tx, rx, wake) = megxadrez::app::sender_and_waker();
    let session = copy.session.clone();
    let time = megxadrez::live::StageTime::real_from(copy.leader_ms);
    let (url, waker) = (url.to_owned(), wake.clone());
    std::thread::spawn(move || megxadrez::network::follow::follow(url, trust, copy, tx, waker));
    megxadrez::app::run_display(session, time, rx, wake, screen)
        .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    Ok(ExitCode::SUCCESS)
}

/// Opens the screens and feeds them the commands typed in the terminal;
/// every command is journaled.
fn stage(config: &std::path::Path, journal: Option<&std::path::Path>) -> anyhow::Result<ExitCode> {
    let (config, sources) = megxadrez::store::load_config_sources(config)?;
    // No window can open: say so before a journal is made or replayed.
    let l = config.event.language;
    megxadrez::app::check_display().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    megxadrez::app::probe_adapter().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    let dir = megxadrez::store::recovery::folder(&config, journal);
    let recovered = megxadrez::store::recovery::recover(&config, &dir)
        .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
    let journal_word = megxadrez::i18n::pick(config.event.language, "diario", "diario", "journal");
    eprintln!(
        "megxadrez: {journal_word} {}",
        std::path::absolute(&dir).unwrap_or(dir.clone()).display()
    );
    if let Some(notice) = &recovered.notice {
        eprintln!("megxadrez: {notice}");
    }
    let session = recovered.session;
    let time = megxadrez::live::StageTime::real_from(recovered.at_ms);
    let (tx, rx, wake) = megxadrez::app::sender_and_waker();
    let started = std::time::Instant::now();
    let waker = wake.clone();
    let letters = config.piece_letters();
    let language = config.event.language;
    // The server, when the config opens one: its writes reach the bridge
    // the way the terminal's do.
    let status = megxadrez::live::NetworkStatus::default();
    let feed = match &config.network {
        Some(network) => {
            let feed = megxadrez::network::Feed::default();
            // The public address's remote requests: OSC and POST /api/cue.
            let (cues_to, cues_from) = crossbeam_channel::unbounded();
            let started = megxadrez::network::start(
                &config,
                network,
                feed.clone(),
                tx.clone(),
                wake.clone(),
                status.clone(),
                Some(megxadrez::network::leader::Leader::new(
                    sources,
                    dir.join(megxadrez::store::recovery::JOURNAL_FILE),
                    time,
                )),
                cues_to,
            )
            .map_err(anyhow::Error::msg)?;
            eprintln!(
                "megxadrez: {} {}://{}",
                l.pick("servidor en", "servidor en", "server at"),
                if started.tls { "https" } else { "http" },
                started.http
            );
            if let Some(bound) = started.osc {
                eprintln!(
                    "megxadrez: {} udp://{bound}",
                    l.pick("OSC en", "OSC en", "OSC at")
                );
            }
            Some((feed, cues_from))
        }
        None => None,
    };
    // Boards that follow a PGN source.
    megxadrez::feeds::start(&config.feeds, language, tx.clone(), wake.clone());
    std::thread::spawn(move || terminal(tx, waker, started, letters, language));
    megxadrez::app::run_windows(
        session,
        time,
        rx,
        wake,
        Some(recovered.sink),
        recovered.notice,
        feed.map(|(f, cues)| (f, status, cues)),
    )
    .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    Ok(ExitCode::SUCCESS)
}

/// The stage's terminal: reads the console's commands line by line, sends
/// each to the stage and prints its verdict (`✓ …` done, `✗ …` refused);
/// `show [N]` prints a board, `help` the commands.
fn terminal(
    tx: crossbeam_channel::Sender<megxadrez::live::Inbound>,
    waker: megxadrez::app::WakeSlot,
    started: std::time::Instant,
    letters: megxadrez::core::notation::PieceLetters,
    l: megxadrez::core::config::Language,
) {
    use megxadrez::live::{Inbound, SessionCommand};
    use std::io::Write;
    let mut rng = fastrand::Rng::new();
    let ask = |inbound: Inbound, rx: crossbeam_channel::Receiver<String>| -> bool {
        if tx.send(inbound).is_err() {
            return false;
        }
        waker.wake();
        let answer = rx
            .recv_timeout(std::time::Duration::from_secs(10))
            .unwrap_or_else(|_| {
                l.pick(
                    "✗ el escenario no respondió en 10 s",
                    "✗ o escenario non respondeu en 10 s",
                    "✗ the stage did not answer in 10 s",
                )
                .into()
            });
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{answer}");
        let _ = out.flush();
        true
    };
    for line in megxadrez::console::lines_of(std::io::stdin().lock()) {
        let Ok(line) = line else { break };
        let line = match line {
            Ok(line) => line,
            Err(_) => {
                println!("✗ {}", megxadrez::i18n::not_utf8(l));
                continue;
            }
        };
        let text = line.trim();
        let (reply, answer) = crossbeam_channel::bounded(1);
        let words: Vec<&str> = text.split_whitespace().collect();
        let alive = match words.as_slice() {
            [] => true,
            ["help"] | ["ayuda"] | ["axuda"] => {
                println!("{}", megxadrez::console::help(l));
                true
            }
            ["quit"] | ["exit"] | ["salir"] | ["sair"] | ["saír"] => {
                if tx.send(Inbound::Quit(reply)).is_ok() {
                    waker.wake();
                    let _ = answer.recv_timeout(std::time::Duration::from_secs(10));
                }
                false
            }
            ["show"] => ask(Inbound::Show(0, reply), answer),
            ["show", n] => match n.parse::<usize>() {
                Ok(n) if n >= 1 => ask(Inbound::Show(n - 1, reply), answer),
                _ => {
                    println!(
                        "{}",
                        l.pick(
                            format!("✗ `show N`: N es el número del tablero, desde 1; no «{n}»"),
                            format!("✗ `show N`: N é o número do taboleiro, desde 1; non «{n}»"),
                            format!("✗ `show N`: N is the board's number, from 1; not {n:?}"),
                        )
                    );
                    true
                }
            },
            _ if megxadrez::round_flow::parse_request(l, text).is_some() => {
                match megxadrez::round_flow::parse_request(l, text) {
                    Some(Ok(request)) => ask(Inbound::Event(request, reply), answer),
                    Some(Err(message)) => {
                        println!("✗ {message}");
                        true
                    }
                    None => true,
                }
            }
            _ => {
                let at_ms = started.elapsed().as_millis() as u64;
                match megxadrez::console::parse_live(l, text, at_ms, letters, &mut || rng.bool()) {
                    Ok(Some((board, command))) => ask(
                        Inbound::Command(SessionCommand { board, command }, Some(reply)),
                        answer,
                    ),
                    Ok(None) => true,
                    Err(message) => {
                        println!("✗ {message}");
                        true
                    }
                }
            }
        };
        if !alive {
            break;
        }
    }
}

/// Opens the journal in `dir` (warning about a torn last record).
fn open_journal(
    config: &EventConfig,
    dir: &std::path::Path,
) -> anyhow::Result<megxadrez::store::recovery::Recovered> {
    let l = config.event.language;
    let opened =
        megxadrez::store::recovery::open(config, dir).map_err(|e| anyhow::anyhow!(e.text(l)))?;
    say_torn(l, opened.warning.as_ref());
    if opened.sink.journal.had_crlf() {
        eprintln!(
            "megxadrez: {}",
            megxadrez::i18n::crlf_note(l, &dir.join(megxadrez::store::recovery::JOURNAL_FILE))
        );
    }
    Ok(opened)
}

/// Says on stderr that a torn last record was found, if one was.
fn say_torn(
    l: megxadrez::core::config::Language,
    torn: Option<&megxadrez::core::journal::TornRecord>,
) {
    if let Some(w) = torn {
        let warning = l.pick("aviso", "aviso", "warning");
        eprintln!(
            "megxadrez: {warning}: {}",
            megxadrez::i18n::torn_record(l, w)
        );
    }
}
