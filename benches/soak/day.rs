//! A whole event day on an accelerated clock, through the real parts: the
//! config read from a file, the journal on disk (fsync), the bridge that
//! applies every command, the offscreen stage drawing its screens, the
//! public address playing into an offline output that the day pulls at
//! its own pace, and the event layer pairing each round (FIDE Dutch) and
//! taking each game's result.
//!
//! The day: a rapid Swiss of 34 players on 17 boards (board 1 on the final
//! screen, the others on the mirrors), round after round until the day's
//! hours are spent. Each game is random legal moves at random thinking
//! times, with illegal moves recorded, mistyped moves refused, undos,
//! pauses, clock corrections and arbiter decisions; it ends by resignation,
//! agreement, the arbiter, a flag or the board itself. Used by
//! `cargo bench --bench soak` and, shortened, by a test.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender};
use megxadrez::app::OffscreenStage;
use megxadrez::audio::engine::{offline_mixer, open_once};
use megxadrez::audio::public_address::Announcer;
use megxadrez::core::clock::TimeChange;
use megxadrez::core::event::EventCommand;
use megxadrez::core::game::Command;
use megxadrez::core::ids::BoardNo;
use megxadrez::core::rules::GameResult;
use megxadrez::core::session::Session;
use megxadrez::live::{EventRequest, Inbound, SessionCommand, StageTime, Verdict};
use shakmaty::Position;

/// How the day is played.
#[derive(Clone, Debug)]
pub struct Options {
    /// Simulated hours.
    pub hours: f64,
    /// Simulated time between two frames, ms.
    pub step_ms: u64,
    /// Simulated time between two samples, ms.
    pub sample_ms: u64,
    /// The seed of every random choice.
    pub seed: u64,
    /// Each screen's size.
    pub width: u32,
    /// Each screen's size.
    pub height: u32,
    /// Where the config, the journal and the live PGN go.
    pub dir: PathBuf,
    /// Thinking time of a move, simulated seconds (lowest, highest).
    pub think_s: (u64, u64),
    /// Plies before a game is brought to its planned end (fewest, most).
    pub plies: (usize, usize),
    /// The break between two rounds, simulated minutes.
    pub break_min: u64,
}

impl Options {
    /// A full day: 8 hours, a frame every 2 s, a sample every 10 minutes.
    pub fn day(dir: PathBuf) -> Options {
        Options {
            hours: 8.0,
            step_ms: 2_000,
            sample_ms: 600_000,
            seed: 2026,
            width: 1280,
            height: 720,
            dir,
            think_s: (3, 25),
            plies: (30, 140),
            break_min: 5,
        }
    }
}

/// One sample: what the day looked like over the last sampling period.
#[derive(Clone, Debug, Default)]
pub struct Sample {
    /// Simulated minutes since the day began.
    pub minute: u64,
    /// Resident memory, MiB.
    pub rss_mib: f64,
    /// The journal's size, KiB.
    pub journal_kib: f64,
    /// Frames drawn in the period, and their median and 95th percentile, ms.
    pub frames: usize,
    pub frame_median_ms: f64,
    pub frame_p95_ms: f64,
    /// Commands applied in the period, and their latency (queued → verdict).
    pub commands: usize,
    pub command_median_ms: f64,
    pub command_p95_ms: f64,
    /// Requests waiting for the audio thread when sampled.
    pub audio_waiting: usize,
    /// Cues handed to the output since the start.
    pub cues_played: u64,
    /// Simulated seconds of sound the output gave in the period.
    pub sound_s: f64,
    /// The round being played (or last played).
    pub round: u32,
    /// Games ended since the start.
    pub games_ended: u64,
    /// What the stage holds (entities, images, fonts at a size).
    pub entities: usize,
    pub images: usize,
    pub font_sizes: usize,
}

/// One command's timing.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// When it was sent, simulated ms.
    pub sim_ms: u64,
    /// Queued → verdict, ms.
    pub latency_ms: f64,
    /// Commands sent in the same frame (1: it was alone, the same work at
    /// any hour; with others it waits for those ahead of it).
    pub sent_in_frame: usize,
    /// The time of the frame that applied it, ms.
    pub frame_ms: f64,
}

/// What the whole day gave.
#[derive(Debug, Default)]
pub struct Outcome {
    pub samples: Vec<Sample>,
    /// Every frame's time, ms, with its simulated instant.
    pub frames: Vec<(u64, f64)>,
    /// Every command's timing, in the order sent.
    pub timings: Vec<Timing>,
    /// Commands sent, and how many were meant to be refused.
    pub commands: u64,
    pub meant_refused: u64,
    /// Valid commands the stage refused, with its answer (must be none).
    pub refused_valid: Vec<String>,
    /// Commands meant to be refused that were taken (must be none).
    pub taken_invalid: Vec<String>,
    /// Rounds put on the stage, games ended.
    pub rounds: u32,
    pub games: u64,
    /// Journal records at the end, and whether the journal rebuilt the
    /// final session exactly; what differed if not.
    pub records: usize,
    pub rebuilt: Option<Result<(), String>>,
    /// Cues played (the audio thread's count), and rounds whose start was
    /// heard (a cue played within a minute of the round's start).
    pub cues_played: u64,
    pub rounds_announced: u32,
    /// Wall time of the run.
    pub wall: Duration,
}

/// A board's player model: when it acts next and how its game ends.
struct Table {
    next_at: u64,
    end_after: usize,
    ending: Ending,
    paused_until: Option<u64>,
}

#[derive(Clone, Copy, Debug)]
enum Ending {
    Resign,
    Draw,
    Arbiter,
    Flag,
}

/// A command on its way, and what it was meant to do.
struct Sent {
    what: String,
    valid: bool,
    at: Instant,
    sim_ms: u64,
}

/// Answers collected on their own thread, stamped when they arrive.
struct Replies {
    tx: Sender<Verdict>,
    got: Arc<Mutex<Vec<(Instant, Verdict)>>>,
}

impl Replies {
    fn start() -> Replies {
        let (tx, rx): (Sender<Verdict>, Receiver<Verdict>) = crossbeam_channel::unbounded();
        let got: Arc<Mutex<Vec<(Instant, Verdict)>>> = Arc::default();
        let sink = got.clone();
        std::thread::spawn(move || {
            for reply in rx {
                let now = Instant::now();
                if let Ok(mut g) = sink.lock() {
                    g.push((now, reply));
                }
            }
        });
        Replies { tx, got }
    }

    fn take(&self, expected: usize) -> Vec<(Instant, Verdict)> {
        // The verdicts are sent during the frame; the collector may be a
        // moment behind.
        let t = Instant::now();
        loop {
            let ready = self.got.lock().map(|g| g.len()).unwrap_or(0);
            if ready >= expected || t.elapsed() > Duration::from_secs(5) {
                break;
            }
            std::thread::yield_now();
        }
        self.got
            .lock()
            .map(|mut g| std::mem::take(&mut *g))
            .unwrap_or_default()
    }
}

/// The config of the day, as an organiser would write it.
fn config_text() -> String {
    const FIRST: [&str; 17] = [
        "María del Carmen",
        "José Antonio",
        "Uxía",
        "Xoán Manuel",
        "Sabela",
        "Brais",
        "Ana Isabel",
        "Francisco Javier",
        "Iria",
        "Martín",
        "Lucía",
        "Iago",
        "Noa",
        "Antía",
        "Pablo",
        "Olalla",
        "Breixo",
    ];
    const LAST: [&str; 17] = [
        "Fernández Castro",
        "Rodríguez de la Fuente",
        "Gómez Vilar",
        "López Otero",
        "Díaz Souto",
        "Pérez Lema",
        "Sánchez Rey",
        "Martínez Gil",
        "Vázquez Ferro",
        "Castro Diz",
        "Álvarez Mosquera",
        "Romero Pazos",
        "Iglesias Bouzas",
        "Estévez Rial",
        "Dopazo Abal",
        "Mosquera Lago",
        "Otero Villanueva",
    ];
    let mut text = String::from("# The soak's event: a rapid Swiss of 34 players on 17 boards.\n");
    for i in 0..34 {
        let name = format!("{}, {}", LAST[i % 17], FIRST[(i * 7 + i / 17) % 17]);
        text += &format!(
            "[[entrants]]\nname = \"{name}\"\nrating = {}\n\n",
            2400 - i * 23
        );
    }
    text += r#"[event]
name = "Circuito de ajedrez rápido — Gran Final do Día de Resistencia"
format = "individual"
site = "Polideportivo municipal"
language = "es"

[time_control]
both = "15+5"
game_window_minutes = 40

[rules]
flag_fall = "draw_if_opponent_cannot_mate"

[illegal_moves]
lose_at = 2
opponent_bonus_seconds = 60

[scoring]
win = 1
draw = 0.5
loss = 0

[tournament]
rules = "2026"
rounds = 13
initial_colour = "white"

[audio]
low_time = { cue = "aviso", seconds = [60] }

[[screens]]
name = "final"
layout = "final"
boards = [1]

[[screens]]
name = "mesas"
layout = "mirrors"

[[screens]]
name = "ronda"
layout = "pairings"

[[screens]]
name = "tabla"
layout = "standings"
"#;
    text
}

/// The screens the day draws.
pub const SCREENS: [&str; 4] = ["final", "mesas", "ronda", "tabla"];

/// Resident memory of this process, MiB.
fn rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<f64>().ok())
        .map_or(0.0, |pages| pages * 4096.0 / (1024.0 * 1024.0))
}

fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * q).round() as usize]
}

/// Plays the day; `progress` hears of each sample as it is taken.
pub fn run(options: &Options, mut progress: impl FnMut(&Sample)) -> Result<Outcome, String> {
    let started = Instant::now();
    let mut day = Day::open(options)?;
    let end_ms = (options.hours * 3_600_000.0) as u64;
    let mut t = 0;
    while t <= end_ms {
        let event_sent = day.round_flow(t);
        let board_sent = day.play_tables(t);
        let frame_ms = day.frame(t, !board_sent.is_empty() || !event_sent.is_empty());
        day.verdicts(&board_sent, &event_sent, frame_ms);
        day.listen(t);
        if t >= day.next_sample {
            day.sample(t, &mut progress);
        }
        t += options.step_ms;
    }
    let mut out = day.finish();
    out.wall = started.elapsed();
    Ok(out)
}

/// The day under way: the stage and its journal, the tables, what has been
/// measured.
struct Day<'o> {
    options: &'o Options,
    config: megxadrez::core::config::EventConfig,
    journal_dir: PathBuf,
    stage: OffscreenStage,
    to_stage: Sender<Inbound>,
    boards: Replies,
    events: Replies,
    heard: rodio::mixer::MixerSource,
    samples_per_step: usize,
    rng: fastrand::Rng,
    out: Outcome,
    tables: Vec<Table>,
    break_until: Option<u64>,
    round_started: Vec<u64>,
    /// (simulated instant, cues played by then), at each change.
    cue_log: Vec<(u64, u64)>,
    period: Sample,
    /// Where the period's frames and commands start in `out`.
    period_from: (usize, usize),
    next_sample: u64,
    last_frame: u64,
}

impl<'o> Day<'o> {
    /// The config written and read, a fresh journal, the public address
    /// into an offline output, the offscreen stage fed from an inbox.
    fn open(options: &'o Options) -> Result<Day<'o>, String> {
        std::fs::create_dir_all(&options.dir).map_err(|e| e.to_string())?;
        let config_path = options.dir.join("soak.toml");
        std::fs::write(&config_path, config_text()).map_err(|e| e.to_string())?;
        let config = megxadrez::store::load_config(&config_path).map_err(|e| format!("{e:?}"))?;
        let journal_dir = options.dir.join("journal");
        let _ = std::fs::remove_dir_all(&journal_dir);
        let opened = megxadrez::store::recovery::open(&config, &journal_dir, false)
            .map_err(|e| e.text(config.event.language))?;
        let (mixer, heard) = offline_mixer();
        let announcer = {
            let mut a = Announcer::new(&config.audio, open_once(mixer, "soak"), &opened.session, 0);
            a.terminal = false;
            a
        };
        let (to_stage, inbox) = crossbeam_channel::unbounded();
        let screens: Vec<(&str, u32, u32)> = SCREENS
            .iter()
            .map(|&n| (n, options.width, options.height))
            .collect();
        let stage = OffscreenStage::new(opened.session, StageTime::Fixed(0), &screens)
            .map_err(|e| e.text(config.event.language))?
            .with_journal(opened.sink)
            .with_inbox(inbox)
            .with_announcer(announcer);
        Ok(Day {
            options,
            journal_dir,
            stage,
            to_stage,
            boards: Replies::start(),
            events: Replies::start(),
            heard,
            samples_per_step: (options.step_ms * u64::from(megxadrez::audio::RATE) / 1000) as usize,
            rng: fastrand::Rng::with_seed(options.seed),
            out: Outcome::default(),
            tables: Vec::new(),
            break_until: Some(60_000),
            round_started: Vec::new(),
            cue_log: Vec::new(),
            period: Sample::default(),
            period_from: (0, 0),
            next_sample: options.sample_ms,
            last_frame: 0,
            config,
        })
    }

    /// Between rounds: after the break, the next round paired and put on
    /// the stage; once it is there, its tables sat down; when every game
    /// is over, the next break. Returns the event requests sent.
    fn round_flow(&mut self, t: u64) -> Vec<Sent> {
        let mut sent = Vec::new();
        let session = self.stage.session();
        let playing = !session.games_in_play().is_empty();
        let all_over = !session.boards().is_empty()
            && session.boards().iter().all(|b| b.game.outcome().is_some());
        let started = session.event().rounds_started() as u32;
        let staged = !session.boards().is_empty();
        match self.break_until {
            Some(until) if t >= until => {
                self.break_until = None;
                if started < self.config.tournament.rounds {
                    for request in [
                        EventRequest::NextRound,
                        EventRequest::Apply(EventCommand::Stage { round: started + 1 }),
                    ] {
                        sent.push(send_event(&self.to_stage, &self.events.tx, request, t));
                    }
                    self.tables.clear();
                }
            }
            None if self.tables.is_empty() && staged && !playing && !all_over => {
                // The round is on the stage: every board starts within a
                // minute, each table's first move a little later.
                let (options, rng) = (self.options, &mut self.rng);
                self.tables = (0..self.stage.session().boards().len())
                    .map(|_| Table {
                        next_at: t + rng.u64(0..60_000),
                        end_after: rng.usize(options.plies.0..=options.plies.1),
                        ending: match rng.u32(0..100) {
                            0..40 => Ending::Resign,
                            40..70 => Ending::Draw,
                            70..80 => Ending::Arbiter,
                            _ => Ending::Flag,
                        },
                        paused_until: None,
                    })
                    .collect();
                self.round_started.push(t);
                self.out.rounds += 1;
            }
            None if !self.tables.is_empty() && all_over => {
                self.tables.clear();
                self.break_until = Some(t + self.options.break_min * 60_000);
            }
            _ => {}
        }
        sent
    }

    /// Each table that acts now sends its command to the stage.
    fn play_tables(&mut self, t: u64) -> Vec<Sent> {
        let mut sent = Vec::new();
        let session = self.stage.session();
        for (b, table) in self.tables.iter_mut().enumerate() {
            if let Some((command, valid)) = act(session, b, table, t, self.options, &mut self.rng) {
                sent.push(Sent {
                    what: format!("t={t} board {}: {command:?}", b + 1),
                    valid,
                    at: Instant::now(),
                    sim_ms: t,
                });
                let _ = self.to_stage.send(Inbound::Command(
                    SessionCommand {
                        board: BoardNo::at(b),
                        command,
                    },
                    Some(self.boards.tx.clone()),
                ));
            }
        }
        sent
    }

    /// A frame when something was sent or a game is being played (or 30
    /// simulated seconds passed); its time in ms, 0 when there was none.
    fn frame(&mut self, t: u64, sent: bool) -> f64 {
        let playing = !self.stage.session().games_in_play().is_empty();
        if !(sent || playing || t >= self.last_frame + 30_000) {
            return 0.0;
        }
        self.stage.set_time(StageTime::Fixed(t));
        let frame = Instant::now();
        self.stage.update();
        let ms = frame.elapsed().as_secs_f64() * 1e3;
        self.out.frames.push((t, ms));
        self.last_frame = t;
        ms
    }

    /// The stage's answers to what was sent: each one's latency, and
    /// whether it took what it should and refused what it should.
    fn verdicts(&mut self, board_sent: &[Sent], event_sent: &[Sent], frame_ms: f64) {
        let in_frame = board_sent.len() + event_sent.len();
        let replies = board_sent
            .iter()
            .zip(self.boards.take(board_sent.len()))
            .chain(event_sent.iter().zip(self.events.take(event_sent.len())));
        let out = &mut self.out;
        for (sent, (at, reply)) in replies {
            out.commands += 1;
            let ms = at.saturating_duration_since(sent.at).as_secs_f64() * 1e3;
            out.timings.push(Timing {
                sim_ms: sent.sim_ms,
                latency_ms: ms,
                sent_in_frame: in_frame,
                frame_ms,
            });
            let taken = reply.is_done();
            if !sent.valid {
                out.meant_refused += 1;
            }
            match (sent.valid, taken) {
                (true, false) => out.refused_valid.push(format!("{}: {reply}", sent.what)),
                (false, true) => out.taken_invalid.push(format!("{}: {reply}", sent.what)),
                _ => {}
            }
        }
    }

    /// The output plays this step's sound; the cues played are logged.
    fn listen(&mut self, t: u64) {
        let mut sound = 0usize;
        for _ in 0..self.samples_per_step {
            if self.heard.next().is_some_and(|s| s != 0.0) {
                sound += 1;
            }
        }
        self.period.sound_s += sound as f64 / f64::from(megxadrez::audio::RATE);
        if let Some(a) = self.stage.announcer() {
            let played = a.engine.status().played;
            if self.cue_log.last().is_none_or(|&(_, p)| p != played) {
                self.cue_log.push((t, played));
            }
        }
    }

    /// The period's sample: memory, journal, frames, latency, audio, what
    /// the stage holds.
    fn sample(&mut self, t: u64, progress: &mut impl FnMut(&Sample)) {
        let period = &mut self.period;
        period.minute = t / 60_000;
        period.rss_mib = rss_mib();
        let journal = self
            .journal_dir
            .join(megxadrez::store::recovery::JOURNAL_FILE);
        period.journal_kib = std::fs::metadata(journal).map_or(0.0, |m| m.len() as f64 / 1024.0);
        let (frames_from, commands_from) = self.period_from;
        let mut frames: Vec<f64> = self.out.frames[frames_from..].iter().map(|f| f.1).collect();
        period.frames = frames.len();
        period.frame_median_ms = quantile(&mut frames, 0.5);
        period.frame_p95_ms = quantile(&mut frames, 0.95);
        let mut latency: Vec<f64> = self.out.timings[commands_from..]
            .iter()
            .map(|c| c.latency_ms)
            .collect();
        period.commands = latency.len();
        period.command_median_ms = quantile(&mut latency, 0.5);
        period.command_p95_ms = quantile(&mut latency, 0.95);
        if let Some(a) = self.stage.announcer() {
            period.audio_waiting = a.engine.waiting();
            period.cues_played = a.engine.status().played;
        }
        let census = self.stage.census();
        period.entities = census.entities;
        period.images = census.images;
        period.font_sizes = census.font_sizes;
        if std::env::var_os("SOAK_SIZES").is_some() {
            eprintln!("sizes at {}: {:?}", t / 60_000, self.stage.font_sizes());
        }
        let session = self.stage.session();
        period.round = session.event().staged_round();
        period.games_ended = games_ended(session);
        progress(period);
        self.out.samples.push(std::mem::take(period));
        self.period_from = (self.out.frames.len(), self.out.timings.len());
        self.next_sample += self.options.sample_ms;
    }

    /// The day's end: games and cues counted, each round's start heard or
    /// not, and the journal read back from the disk.
    fn finish(self) -> Outcome {
        let Day {
            config,
            journal_dir,
            stage,
            mut out,
            round_started,
            cue_log,
            ..
        } = self;
        let session = stage.session().clone();
        out.games = games_ended(&session);
        out.cues_played = cue_log.last().map_or(0, |&(_, p)| p);
        out.rounds_announced = round_started
            .iter()
            .filter(|&&start| {
                let before = cue_log
                    .iter()
                    .take_while(|&&(at, _)| at < start)
                    .last()
                    .map_or(0, |&(_, p)| p);
                cue_log
                    .iter()
                    .any(|&(at, p)| at >= start && at <= start + 120_000 && p > before)
            })
            .count() as u32;
        drop(stage);
        out.rebuilt = Some(rebuild_check(
            &config,
            &journal_dir,
            &session,
            &mut out.records,
        ));
        out
    }
}

fn send_event(
    to: &Sender<Inbound>,
    reply: &Sender<Verdict>,
    request: EventRequest,
    t: u64,
) -> Sent {
    let what = format!("t={t} {request:?}");
    let _ = to.send(Inbound::Event(request, reply.clone()));
    Sent {
        what,
        valid: true,
        at: Instant::now(),
        sim_ms: t,
    }
}

fn games_ended(session: &Session) -> u64 {
    let now = session
        .boards()
        .iter()
        .filter(|b| b.game.outcome().is_some())
        .count();
    let earlier: usize = session
        .earlier_games()
        .iter()
        .map(|(_, boards)| boards.iter().filter(|b| b.game.outcome().is_some()).count())
        .sum();
    (now + earlier) as u64
}

/// What board `b`'s table does at `t`, if anything: a command, and whether
/// it is meant to be taken.
fn act(
    session: &Session,
    b: usize,
    table: &mut Table,
    t: u64,
    options: &Options,
    rng: &mut fastrand::Rng,
) -> Option<(Command, bool)> {
    let game = &session.boards().get(b)?.game;
    if game.outcome().is_some() || t < table.next_at {
        return None;
    }
    let clock = game.clock();
    let think = |rng: &mut fastrand::Rng| t + 1000 * rng.u64(options.think_s.0..=options.think_s.1);
    if clock.state() == megxadrez::core::clock::ClockState::Idle {
        table.next_at = think(rng);
        return Some((Command::Start, true));
    }
    if let Some(until) = table.paused_until {
        if t < until {
            return None;
        }
        table.paused_until = None;
        table.next_at = think(rng);
        return Some((Command::Resume, true));
    }
    let side = game.position().turn();
    // A flag about to fall: the move would come too late (the bridge lets
    // time pass to the frame's instant first).
    if clock.flag_deadline_ms().is_some_and(|d| d <= t + 1) {
        return None;
    }
    let plies = game.moves().len();
    if plies >= table.end_after {
        return match table.ending {
            Ending::Resign => Some((Command::Resign { side }, true)),
            Ending::Draw => Some((Command::AgreeDraw, true)),
            Ending::Arbiter => Some((
                Command::Arbiter {
                    result: GameResult::Decisive(!side),
                    reason: "conducta antideportiva (simulada)".into(),
                },
                true,
            )),
            // The side to move stops moving: its flag falls on the stage's
            // own clock.
            Ending::Flag => {
                table.next_at = u64::MAX;
                None
            }
        };
    }
    table.next_at = think(rng);
    let roll = rng.u32(0..1000);
    match roll {
        // A mistyped move: the stage refuses it.
        0..10 => Some((Command::Move { text: "Ke9".into() }, false)),
        // An illegal move completed on the board (the second loses).
        10..13 => Some((Command::Illegal, true)),
        // The operator takes back the last move.
        13..18 if plies > 0 => Some((Command::Undo, true)),
        // The arbiter stops the clocks for a while.
        18..20 => {
            table.paused_until = Some(t + 1000 * rng.u64(30..=120));
            Some((Command::Pause, true))
        }
        // A clock correction.
        20..22 => Some((
            Command::Adjust {
                side,
                change: TimeChange::Add(60_000),
            },
            true,
        )),
        _ => {
            let legal = game.position().legal_moves();
            let m = legal.get(rng.usize(..legal.len().max(1)))?;
            Some((
                Command::Move {
                    text: shakmaty::san::San::from_move(game.position(), *m).to_string(),
                },
                true,
            ))
        }
    }
}

/// Reads the journal back from the disk and rebuilds the session; it must
/// be the live one.
fn rebuild_check(
    config: &megxadrez::core::config::EventConfig,
    dir: &Path,
    live: &Session,
    records: &mut usize,
) -> Result<(), String> {
    let r =
        megxadrez::store::recovery::read(config, dir).map_err(|e| e.text(config.event.language))?;
    *records = r.records;
    if &r.session == live {
        return Ok(());
    }
    let pgn = |s: &Session| megxadrez::core::session_pgn::write_session(s, "2026.11.30");
    let (a, b) = (pgn(&r.session), pgn(live));
    let first = a.lines().zip(b.lines()).position(|(x, y)| x != y).map(|i| {
        format!(
            "PGN line {}: {:?} vs {:?}",
            i + 1,
            a.lines().nth(i),
            b.lines().nth(i)
        )
    });
    Err(first.unwrap_or_else(|| {
        // Where their full descriptions part.
        let (a, b) = (format!("{:?}", r.session), format!("{live:?}"));
        let at = a
            .bytes()
            .zip(b.bytes())
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()));
        let from = at.saturating_sub(300);
        let cut = |s: &str| {
            let lo = (0..=from)
                .rev()
                .find(|&i| s.is_char_boundary(i))
                .unwrap_or(0);
            let hi = ((at + 120).min(s.len())..=s.len())
                .find(|&i| s.is_char_boundary(i))
                .unwrap_or(s.len());
            s[lo..hi].to_owned()
        };
        format!(
            "the sessions differ at byte {at}: rebuilt …{}… live …{}…",
            cut(&a),
            cut(&b)
        )
    }))
}
