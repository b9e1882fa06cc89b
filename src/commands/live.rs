//! The subcommands that run live: the stage (its windows and its
//! terminal), a display node, the console, and the cue tools.

use crate::core::ids::BoardNo;
use crate::core::tr;
use std::process::ExitCode;

use super::cli::CueCmd;
use crate::core::config::EventConfig;

pub(super) fn console(
    config: &std::path::Path,
    journal: Option<&std::path::Path>,
    same_event: bool,
) -> anyhow::Result<ExitCode> {
    let config = crate::store::load_config(config)?;
    let (session, sink, at_ms) = match journal {
        None => (crate::core::session::Session::new(config), None, 0),
        Some(dir) => {
            // As the stage resumes: running clocks paused, the restart said.
            let recovered = crate::store::recovery::recover(&config, dir, same_event)
                .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
            let l = config.event.language;
            eprintln!(
                "megxadrez: {}",
                tr!(l, "live-journal-display", display = dir.display())
            );
            if let Some(notice) = &recovered.notice {
                eprintln!("megxadrez: {notice}");
            }
            (recovered.session, Some(recovered.sink), recovered.at_ms)
        }
    };
    let stdin = std::io::stdin();
    crate::console::run(session, sink, at_ms, stdin.lock(), std::io::stdout().lock()).map_err(
        |e| {
            let l = crate::i18n::environment_language();
            anyhow::anyhow!(
                "{}: {}",
                tr!(l, "live-console-stopped"),
                crate::core::config::io_reason(l, &e)
            )
        },
    )?;
    Ok(ExitCode::SUCCESS)
}

pub(super) fn cue(action: CueCmd) -> anyhow::Result<ExitCode> {
    match action {
        CueCmd::List { config } => {
            let config = crate::store::load_config(&config)?;
            print!(
                "{}",
                crate::audio::synth::describe(&config.audio, config.event.language)
            );
        }
        CueCmd::Render {
            config,
            name,
            out,
            force,
        } => {
            let config = crate::store::load_config(&config)?;
            let guard = crate::store::output::Guard::of_event(&config, None, force);
            let audio = &config.audio;
            let (_, cue) = audio.cue(&name).ok_or_else(|| {
                let e = crate::audio::CueError::NoSuchCue {
                    name: name.clone(),
                    known: audio.names(),
                };
                anyhow::anyhow!(e.text(config.event.language))
            })?;
            let l = config.event.language;
            let samples =
                crate::audio::synth::render(cue).map_err(|e| anyhow::anyhow!(e.text(l)))?;
            crate::store::output::write_with(&out, &guard, |tmp| {
                crate::audio::synth::write_wav(&samples, tmp)
                    .map_err(|e| std::io::Error::other(e.text(l)))
            })
            .map_err(|e| anyhow::anyhow!(crate::store::output::refusal(l, &e)))?;
            println!(
                "{}: {:.2} s, {} {:.3}",
                out.display(),
                samples.len() as f64 / crate::audio::RATE as f64,
                tr!(l, "live-peak"),
                samples.iter().fold(0.0f32, |m, s| m.max(s.abs()))
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A display node: the leader's screens in windows here, its session
/// followed from its server.
pub(super) fn display(
    url: &str,
    screen: Option<&str>,
    trust: Option<&std::path::Path>,
) -> anyhow::Result<ExitCode> {
    let l = crate::i18n::environment_language();
    anyhow::ensure!(
        url.starts_with("http://") || url.starts_with("https://"),
        tr!(
            l,
            "live-url2-not-stages-address-starts",
            url = url,
            url_quoted = format!("{url:?}")
        )
    );
    crate::app::check_display().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    crate::app::probe_adapter().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    let trust = match trust {
        Some(path) => {
            crate::network::follow::Trust::certificate(path, l).map_err(anyhow::Error::msg)?
        }
        None => Default::default(),
    };
    let copy = crate::network::follow::first_replica(url, &trust, l).map_err(anyhow::Error::msg)?;
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
        anyhow::bail!(tr!(
            l,
            "live-there-no-screen-name2-at",
            name = name,
            url = url,
            join = names.join(", "),
            name_quoted = format!("{name:?}")
        ));
    }
    eprintln!(
        "megxadrez: {} {url} ({} {})",
        tr!(l, "live-following"),
        copy.commands,
        tr!(l, "live-commands")
    );
    let (tx, rx, wake) = crate::app::sender_and_waker();
    let session = copy.session.clone();
    let logos = copy.logos.clone();
    let time = crate::live::StageTime::real_from(copy.leader_ms);
    let (url, waker) = (url.to_owned(), wake.clone());
    std::thread::spawn(move || crate::network::follow::follow(url, trust, copy, tx, waker));
    crate::app::run_display(session, time, rx, wake, screen, logos)
        .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    Ok(ExitCode::SUCCESS)
}

/// Opens the screens and feeds them the commands typed in the terminal;
/// every command is journaled.
pub(super) fn stage(
    config: &std::path::Path,
    journal: Option<&std::path::Path>,
    same_event: bool,
) -> anyhow::Result<ExitCode> {
    let (config, sources) = crate::store::load_config_sources(config)?;
    // No window can open: say so before a journal is made or replayed.
    let l = config.event.language;
    crate::app::check_display().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    crate::app::probe_adapter().map_err(|e| anyhow::anyhow!(e.text(l)))?;
    let dir = crate::store::recovery::folder(&config, journal);
    let recovered = crate::store::recovery::recover(&config, &dir, same_event)
        .map_err(|e| anyhow::anyhow!(e.text(config.event.language)))?;
    let journal_word = tr!(config.event.language, "live-journal");
    eprintln!(
        "megxadrez: {journal_word} {}",
        std::path::absolute(&dir).unwrap_or(dir.clone()).display()
    );
    if let Some(notice) = &recovered.notice {
        eprintln!("megxadrez: {notice}");
    }
    let session = recovered.session;
    let time = crate::live::StageTime::real_from(recovered.at_ms);
    let (tx, rx, wake) = crate::app::sender_and_waker();
    let started = std::time::Instant::now();
    let waker = wake.clone();
    let letters = config.piece_letters();
    let language = config.event.language;
    // The server, when the config opens one: its writes reach the bridge
    // the way the terminal's do.
    let status = crate::live::NetworkStatus::default();
    let outbox = config.network.as_ref().map(|_| {
        // The state as the journal left it, served from the server's first
        // request (before the stage's first frame publishes its own).
        let outbox = crate::network::Outbox::default();
        crate::network::seed(&outbox, &session, recovered.at_ms);
        outbox
    });
    // Every finished game's clip, beside the live PGN (and served when
    // the config opens a server).
    let tell: Option<crate::clips::Teller> = outbox.clone().map(|outbox| {
        Box::new(move |list: String, change: String| {
            outbox.set_clips(list);
            outbox.push(change);
        }) as crate::clips::Teller
    });
    let clips = crate::clips::Shelf::new(Some(dir.join("clips")), tell);
    let outbox = match (&config.network, outbox) {
        (Some(network), Some(outbox)) => {
            // The public address's remote requests: OSC and POST /api/cue.
            let (cues_to, cues_from) = crossbeam_channel::unbounded();
            let started = crate::network::start(
                &config,
                network,
                outbox.clone(),
                tx.clone(),
                wake.clone(),
                status.clone(),
                Some(crate::network::routes::leader::Leader::new(
                    sources,
                    config.logo_files(),
                    dir.join(crate::store::recovery::JOURNAL_FILE),
                    time,
                )),
                cues_to,
                Some(crate::store::codes::key(&dir).map_err(|e| anyhow::anyhow!(e.text(l)))?),
                Some(clips.clone()),
            )
            .map_err(anyhow::Error::msg)?;
            let scheme = if started.tls { "https" } else { "http" };
            eprintln!(
                "megxadrez: {} {scheme}://{}",
                tr!(l, "live-server-at"),
                started.http
            );
            // On every interface: the addresses a phone in the hall types.
            let hall = crate::network::hall_address::reachable(started.http);
            let base = crate::stage::follow_url(&config).unwrap_or_else(|| {
                format!(
                    "{scheme}://{}/",
                    hall.first().copied().unwrap_or(started.http)
                )
            });
            let base = base.trim_end_matches('/');
            if started.http.ip().is_unspecified() {
                let urls: Vec<String> = hall.iter().map(|a| format!("{scheme}://{a}/")).collect();
                eprintln!(
                    "megxadrez: {} {}",
                    tr!(l, "live-phones-at"),
                    urls.join("  ")
                );
            }
            // Where the announcer's phone goes, when a token lets it act,
            // and the tokens themselves: the organiser hands them out.
            if network.announcer_token.is_some() || network.operator_token.is_some() {
                eprintln!(
                    "megxadrez: {} {base}/announcer",
                    tr!(l, "live-announcer-page-at"),
                );
            }
            if let Some(token) = &network.announcer_token {
                eprintln!("megxadrez: {} {token}", tr!(l, "live-announcer-token"));
            }
            // The same on the operator's window, with a QR code of the
            // address.
            status.set_phones(crate::live::HallPhones {
                url: format!("{base}/"),
                announcer: network
                    .announcer_token
                    .as_ref()
                    .map(|t| (format!("{base}/announcer"), t.clone())),
            });
            if let Some(token) = &network.operator_token {
                eprintln!("megxadrez: {} {token}", tr!(l, "live-operator-token"));
            }
            if let Some(bound) = started.osc {
                eprintln!("megxadrez: {} udp://{bound}", tr!(l, "live-osc-at"));
            }
            Some((outbox, cues_from))
        }
        _ => None,
    };
    // Boards that follow a PGN source.
    crate::feeds::start(&config.feeds, language, tx.clone(), wake.clone());
    std::thread::spawn(move || terminal(tx, waker, started, letters, language));
    crate::app::run_windows(
        session,
        time,
        rx,
        wake,
        Some(recovered.sink),
        recovered.notice,
        outbox.map(|(f, cues)| (f, status, cues)),
        Some(clips),
    )
    .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    Ok(ExitCode::SUCCESS)
}

/// The stage's terminal: reads the console's commands line by line, sends
/// each to the stage and prints its verdict (`✓ …` done, `✗ …` refused);
/// `show [N]` prints a board, `help` the commands.
fn terminal(
    tx: crossbeam_channel::Sender<crate::live::Inbound>,
    waker: crate::app::WakeSlot,
    started: std::time::Instant,
    letters: crate::core::notation::PieceLetters,
    l: crate::core::config::Language,
) {
    use crate::live::{Inbound, SessionCommand};
    use std::io::Write;
    let mut rng = fastrand::Rng::new();
    // Sends `inbound` and writes the stage's answer (a board's text, a
    // verdict) on the terminal; false once the stage is gone.
    fn ask_stage<T: std::fmt::Display>(
        tx: &crossbeam_channel::Sender<Inbound>,
        waker: &crate::app::WakeSlot,
        l: crate::core::config::Language,
        inbound: Inbound,
        rx: crossbeam_channel::Receiver<T>,
    ) -> bool {
        if tx.send(inbound).is_err() {
            return false;
        }
        waker.wake();
        let answer = rx
            .recv_timeout(std::time::Duration::from_secs(10))
            .map(|a| a.to_string())
            .unwrap_or_else(|_| tr!(l, "live-stage-did-not-answer-10").into());
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{answer}");
        let _ = out.flush();
        true
    }
    let ask = |inbound: Inbound, rx: crossbeam_channel::Receiver<String>| -> bool {
        ask_stage(&tx, &waker, l, inbound, rx)
    };
    let judge = |inbound: Inbound, rx: crossbeam_channel::Receiver<crate::live::Verdict>| -> bool {
        ask_stage(&tx, &waker, l, inbound, rx)
    };
    for line in crate::console::lines_of(std::io::stdin().lock()) {
        let Ok(line) = line else { break };
        let line = match line {
            Ok(line) => line,
            Err(_) => {
                println!("✗ {}", crate::i18n::not_utf8(l));
                continue;
            }
        };
        let text = line.trim();
        let (reply, answer) = crossbeam_channel::bounded(1);
        let (verdict, judged) = crossbeam_channel::bounded(1);
        let words: Vec<&str> = text.split_whitespace().collect();
        let alive = match words.as_slice() {
            [] => true,
            ["help"] | ["ayuda"] | ["axuda"] => {
                println!("{}", crate::console::help(l));
                true
            }
            ["quit"] | ["exit"] | ["salir"] | ["sair"] | ["saír"] => {
                if tx.send(Inbound::Quit(reply)).is_ok() {
                    waker.wake();
                    let _ = answer.recv_timeout(std::time::Duration::from_secs(10));
                }
                false
            }
            ["show"] => ask(Inbound::Show(BoardNo::FIRST, reply), answer),
            ["show", n] => match BoardNo::read(n) {
                Some(board) => ask(Inbound::Show(board, reply), answer),
                None => {
                    println!(
                        "{}",
                        tr!(
                            l,
                            "live-show-n-n-boards-number",
                            n = n,
                            n_quoted = format!("{n:?}")
                        )
                    );
                    true
                }
            },
            ["message" | "call" | "answer", ..] => match crate::hall_flow::parse(l, text) {
                Some(Ok(change)) => judge(Inbound::Hall(change, verdict), judged),
                Some(Err(why)) => {
                    println!("✗ {why}");
                    true
                }
                None => true,
            },
            _ if crate::round_flow::parse_request(l, text).is_some() => {
                match crate::round_flow::parse_request(l, text) {
                    Some(Ok(request)) => judge(Inbound::Event(request, verdict), judged),
                    Some(Err(message)) => {
                        println!("✗ {message}");
                        true
                    }
                    None => true,
                }
            }
            _ => {
                let at_ms = started.elapsed().as_millis() as u64;
                match crate::core::script::parse_live(text, at_ms, letters, &mut || rng.bool()) {
                    Ok(Some(line)) => judge(
                        Inbound::Command(
                            SessionCommand {
                                board: line.board.unwrap_or(BoardNo::FIRST),
                                command: line.command,
                            },
                            Some(verdict),
                        ),
                        judged,
                    ),
                    Ok(None) => true,
                    Err(fault) => {
                        println!("✗ {}", fault.text(l));
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
pub(super) fn open_journal(
    config: &EventConfig,
    dir: &std::path::Path,
    same_event: bool,
) -> anyhow::Result<crate::store::recovery::Recovered> {
    let l = config.event.language;
    let opened = crate::store::recovery::open(config, dir, same_event)
        .map_err(|e| anyhow::anyhow!(e.text(l)))?;
    say_torn(l, opened.warning.as_ref());
    if opened.sink.journal.had_crlf() {
        eprintln!(
            "megxadrez: {}",
            crate::i18n::crlf_note(l, &dir.join(crate::store::recovery::JOURNAL_FILE))
        );
    }
    Ok(opened)
}

/// Says on stderr that a torn last record was found, if one was.
pub(super) fn say_torn(
    l: crate::core::config::Language,
    torn: Option<&crate::core::journal::TornRecord>,
) {
    if let Some(w) = torn {
        let warning = tr!(l, "live-warning");
        eprintln!("megxadrez: {warning}: {}", crate::i18n::torn_record(l, w));
    }
}
