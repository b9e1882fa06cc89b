//! The public address inside the app: after the bridge has applied the
//! frame's commands and let time pass, the automatic cues that fell due go
//! through the announcer's desk to the audio thread. The operator window's
//! announcer controls act on the same desk.

use crate::core::tr;
use std::time::Duration;

use bevy::prelude::*;

use crate::audio::engine::{Opener, device_opener, offline_mixer, open_once};
use crate::audio::speech_queue::SpeechQueue;
use crate::audio::{AudioEngine, AudioOp, AudioStatus, CueBank, Desk, DeskAction};
use crate::core::cues::AudioConfig;
use crate::core::hall::HallCommand;
use crate::core::schedule::CueScheduler;
use crate::live::SpeechKind;
use crate::live::{AppSystems, CueRequest, NextWake, SessionState, StageTime};
use crate::live::{DeskPress, DeskView, EngineCounts, LogLine};
use std::collections::HashMap;
use std::sync::Arc;

/// How often a missing output device is looked for again.
pub const RETRY: Duration = Duration::from_secs(2);

/// The public address: the desk, the scheduler of automatic cues and the
/// audio thread.
#[derive(Resource)]
pub struct Announcer {
    /// The cues and settings (from the session's config).
    pub audio: AudioConfig,
    /// What the announcer's presses do, and the log.
    pub desk: Desk,
    /// When the automatic cues fall due.
    pub scheduler: CueScheduler,
    /// The audio thread.
    pub engine: AudioEngine,
    /// Cues that could not be made (a missing or broken sound file).
    pub problem: Option<String>,
    /// The audio thread's status, as of this frame.
    pub status: AudioStatus,
    /// Log lines already shown on the terminal.
    echoed: u64,
    /// Whether the status and the log go to the terminal (not for an
    /// offscreen render, which plays nothing).
    pub terminal: bool,
    /// What is said, and how (the session's config).
    pub speech_config: crate::core::spoken::SpeechConfig,
    /// The sentences to say, in order.
    pub speech: SpeechQueue,
    /// The voice's thread, once started ([`Announcer::start_voice`]).
    pub(crate) voice: Option<crate::audio::speech::Voice>,
    /// The sentences made and not yet said.
    pub(crate) sounds: HashMap<u64, Arc<[f32]>>,
    /// The last reason a sentence could not be made, said once.
    pub(crate) unsaid: Option<String>,
    /// The rounds whose team-match scores were read (or had ended before
    /// the stage started: not read again after a restart).
    pub(crate) scores_read: Vec<u32>,
}

impl Announcer {
    /// An announcer for `audio`, its output opened by `open`; the scheduler
    /// starts primed with `session` at `now_ms` (nothing already past is
    /// announced again after a restart).
    pub fn new(
        audio: &AudioConfig,
        open: Opener,
        session: &crate::core::session::Session,
        now_ms: u64,
    ) -> Announcer {
        let mut scheduler = CueScheduler::new();
        scheduler.prime(session, now_ms);
        let (bank, problems) = CueBank::load_or_fallback(audio);
        let language = session.config().event.language;
        let problem = (!problems.is_empty()).then(|| {
            problems
                .iter()
                .map(|p| p.text(language))
                .collect::<Vec<_>>()
                .join("; ")
        });
        let mut desk = Desk::new(audio);
        desk.set_language(language);
        for p in &problems {
            let instead = tr!(language, "public-address-double-beep-sounds-instead");
            desk.problem(now_ms, format!("{} — {instead}", p.text(language)));
        }
        Announcer {
            audio: audio.clone(),
            desk,
            scheduler,
            engine: AudioEngine::start(bank, open, audio.volume, RETRY),
            problem,
            status: AudioStatus::default(),
            echoed: 0,
            terminal: true,
            speech: SpeechQueue::new(|k| speech_on(&session.config().speech, k)),
            speech_config: session.config().speech.clone(),
            voice: None,
            sounds: HashMap::new(),
            unsaid: None,
            scores_read: crate::audio::announce::rounds_ended(session),
        }
    }

    /// Writes the signal log's new lines to the stage's terminal, so the
    /// announcer sees there too what sounded and what did not.
    pub(crate) fn echo_log(&mut self) {
        if !self.terminal {
            return;
        }
        let new = (self.desk.noted() - self.echoed) as usize;
        let lines: Vec<&LogLine> = self.desk.log().rev().take(new).collect();
        let l = self.desk.language();
        for line in lines.into_iter().rev() {
            eprintln!(
                "megxadrez: {}",
                tr!(l, "public-address-public-address-text", text = line.text)
            );
        }
        self.echoed = self.desk.noted();
    }

    /// True when an output device is open.
    pub fn heard(&self) -> bool {
        self.status.device.is_some()
    }

    /// The status line for the announcer, in the event's language.
    pub fn status_line(&self) -> String {
        let l = self.desk.language();
        match &self.problem {
            Some(p) => format!("{} — {p}", self.status.describe(l)),
            None => self.status.describe(l),
        }
    }

    /// What the desk shows now, for the operator's controls and the
    /// announcer's page.
    pub fn view(&self) -> DeskView {
        let mut view = self
            .desk
            .view(&self.audio, self.status_line(), self.heard(), self.counts());
        view.speech = self.speech_view();
        view
    }

    fn counts(&self) -> EngineCounts {
        let engine = self.engine.status();
        EngineCounts {
            played: engine.played,
            dropped: engine.dropped,
            stops: self.engine.stops(),
            volume: self.engine.volume(),
        }
    }

    /// Whether `view` still shows this desk (nothing logged, set or
    /// counted since it was taken).
    fn shown_by(&self, view: &DeskView) -> bool {
        let last = view.log.last().map_or(0, |(n, _)| *n);
        last == self.desk.noted()
            && view.language == self.desk.language()
            && view.volume == self.desk.volume()
            && view.muted == self.desk.muted()
            && view.automatic == self.desk.automatic()
            && view.go_next == self.desk.go_next(&self.audio)
            && view.heard == self.heard()
            && view.engine == self.counts()
            && view.status == self.status_line()
            && view.speech == self.speech_view()
    }

    /// Does what the announcer asked at `now_ms`, at the desk (`from`
    /// none) or from afar: what the log said of it, whether a cue played,
    /// and the prepared message the cue carries.
    pub fn act_from(
        &mut self,
        action: &DeskAction,
        from: Option<crate::live::Remote>,
        now_ms: u64,
    ) -> Acted {
        let heard = self.heard();
        let before = self.desk.noted();
        let op = self.desk.act_from(&self.audio, action, now_ms, heard, from);
        let carried = match &op {
            Some(AudioOp::Play(cue)) => self.audio.cues.get(*cue).and_then(|c| c.message.clone()),
            _ => None,
        };
        let played = matches!(op, Some(AudioOp::Play(_)));
        if let DeskAction::Speech(kind, on) = action {
            self.speech.set_on(*kind, *on);
        }
        if let Some(op) = op {
            self.perform(op, now_ms);
        }
        let said: Vec<&str> = self
            .desk
            .numbered_log()
            .filter(|(n, _)| *n > before)
            .map(|(_, l)| l.text.as_str())
            .collect();
        let said = said.join("\n");
        self.echo_log();
        Acted {
            carried,
            verdict: crate::live::CueVerdict {
                played,
                // A cue or GO that did not play did not do what was asked.
                done: played || !matches!(action, DeskAction::Fire(_) | DeskAction::Go),
                said,
            },
        }
    }

    /// Carries out `op` at `now_ms`: a cue cuts the sentence being said
    /// (the signals first; it is not resumed), stop-all empties the
    /// speech's queue too.
    fn perform(&mut self, op: AudioOp, now_ms: u64) {
        match op {
            AudioOp::Play(cue) => {
                if self.speech.cut(now_ms).is_some() {
                    self.engine.cut_speech();
                }
                self.engine.play(cue)
            }
            AudioOp::StopAll => {
                self.speech.stop_all(now_ms);
                self.engine.stop_all()
            }
            AudioOp::SetVolume(v) => self.engine.set_volume(v),
        }
    }

    /// Plays the automatic cues due at `now_ms` in `session`.
    pub fn poll(&mut self, session: &crate::core::session::Session, now_ms: u64) {
        let status = self.engine.status();
        let (was, is) = (
            (&self.status.device, &self.status.problem),
            (&status.device, &status.problem),
        );
        if was != is && self.terminal {
            // The operator's terminal hears of it too.
            eprintln!("megxadrez: {}", status.describe(self.desk.language()));
        }
        self.status = status;
        let heard = self.heard();
        for due in self.scheduler.poll(session, now_ms) {
            if let Some(op) = self.desk.automatic_due(&self.audio, &due, now_ms, heard) {
                self.perform(op, now_ms);
            }
        }
        self.poll_speech(now_ms);
        self.echo_log();
    }
}

/// Whether `kind` is said when the stage starts, as `config` says.
pub fn speech_on(config: &crate::core::spoken::SpeechConfig, kind: SpeechKind) -> bool {
    match kind {
        SpeechKind::Move => config.moves,
        SpeechKind::Result => config.results,
        SpeechKind::Pairings => config.pairings,
    }
}

/// What an announcer's request did.
#[derive(Debug, Default)]
pub struct Acted {
    /// The prepared message the cue that played carries.
    pub carried: Option<String>,
    /// What the log said of it, and whether a cue played.
    pub verdict: crate::live::CueVerdict,
}

/// Does what the remote control (OSC, the server) asked, as the announcer's
/// own presses — a cue by its name, GO, stop, the volume — and answers
/// whoever waits with what the log said.
fn remote_cues(
    inbox: Option<Res<crate::live::RemoteCues>>,
    announcer: Option<ResMut<Announcer>>,
    session: Res<SessionState>,
    time: Res<crate::live::StageTime>,
    mut halls: MessageWriter<crate::live::HallChange>,
) {
    let (Some(inbox), Some(mut announcer)) = (inbox, announcer) else {
        return;
    };
    let now = time.now_ms();
    for remote in inbox.0.try_iter() {
        let l = announcer.desk.language();
        let action = match remote.request {
            CueRequest::Cue(name) => {
                match announcer.audio.cues.iter().position(|c| c.name == name) {
                    Some(i) => DeskAction::Fire(i),
                    None => {
                        let names: Vec<&str> = announcer
                            .audio
                            .cues
                            .iter()
                            .map(|c| c.name.as_str())
                            .collect();
                        // Said on the terminal: a controller's control
                        // characters escaped.
                        let name = crate::core::one_line::escaped(&name);
                        let said = crate::i18n::unknown_cue(l, &name, &names.join(", "));
                        eprintln!("megxadrez: {}: {said}", remote.from.label());
                        if let Some(reply) = remote.reply {
                            let _ = reply.send(crate::live::CueVerdict {
                                played: false,
                                done: false,
                                said,
                            });
                        }
                        continue;
                    }
                }
            }
            CueRequest::Go => DeskAction::Go,
            CueRequest::GoReset => DeskAction::GoReset,
            CueRequest::Stop => DeskAction::StopAll,
            CueRequest::Mute => DeskAction::Mute,
            CueRequest::Unmute => DeskAction::Unmute,
            CueRequest::Volume(v) => DeskAction::SetVolume(v),
            CueRequest::Automatic(on) => DeskAction::SetAutomatic(on),
            CueRequest::Speech(kind, on) => DeskAction::Speech(kind, on),
            CueRequest::ReadPairings => {
                let source = remote.from.label().to_owned();
                let said = announcer.read_pairings(&session.0, &source, now);
                if let Some(reply) = remote.reply {
                    let _ = reply.send(crate::live::CueVerdict {
                        played: false,
                        done: true,
                        said,
                    });
                }
                continue;
            }
        };
        let acted = announcer.act_from(&action, Some(remote.from), now);
        if let Some(name) = acted.carried {
            halls.write(crate::live::HallChange::Message(HallCommand::Prepared(
                name,
            )));
        }
        if let Some(reply) = remote.reply {
            let _ = reply.send(acted.verdict);
        }
    }
}

/// The public address in the app: started at startup, automatic cues
/// played as they fall due.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (desk_presses, remote_cues)
            .chain()
            .in_set(AppSystems::Input),
    )
    .add_systems(Startup, start_announcer)
    .add_systems(
        Update,
        (speak_session, automatic_cues, publish_desk)
            .chain()
            .in_set(crate::live::DeskPublished),
    )
    .add_systems(Update, ask_for_next_cue.in_set(AppSystems::Wake));
}

/// Offscreen renders (screenshots, tests, benchmarks) play no sound: their
/// output is a mixer nobody listens to.
#[derive(Resource)]
pub struct Silent;

/// Starts the public address on the system's output, unless one was given.
fn start_announcer(
    mut commands: Commands,
    existing: Option<Res<Announcer>>,
    silent: Option<Res<Silent>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
) {
    if existing.is_some() {
        return;
    }
    let audio = &session.0.config().audio;
    let open: Opener = if silent.is_some() {
        let l = session.0.config().event.language;
        open_once(offline_mixer().0, tr!(l, "public-address-silent-render"))
    } else {
        device_opener(audio.device.clone(), audio.buffer_frames)
    };
    let mut announcer = Announcer::new(audio, open, &session.0, time.now_ms());
    // A cue that could not be made is in the desk's log, which the
    // terminal echoes in the event's language.
    announcer.terminal = silent.is_none();
    if silent.is_none() {
        announcer.start_voice(time.now_ms());
    }
    commands.insert_resource(announcer);
}

/// Does what the announcer pressed at the desk in the operator's window; a
/// cue that carries a prepared message (`cues.message`) puts it up on the
/// hall's screens.
fn desk_presses(
    mut presses: MessageReader<DeskPress>,
    announcer: Option<ResMut<Announcer>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut halls: MessageWriter<crate::live::HallChange>,
) {
    let Some(mut announcer) = announcer else {
        presses.clear();
        return;
    };
    for DeskPress(action) in presses.read() {
        if *action == DeskAction::ReadPairings {
            let l = announcer.desk.language();
            let source = tr!(l, "desk-by-hand");
            announcer.read_pairings(&session.0, source, time.now_ms());
            continue;
        }
        if let Some(name) = announcer.act_from(action, None, time.now_ms()).carried {
            halls.write(crate::live::HallChange::Message(HallCommand::Prepared(
                name,
            )));
        }
    }
}

/// Publishes what the desk shows whenever it changed.
fn publish_desk(
    announcer: Option<Res<Announcer>>,
    view: Option<ResMut<DeskView>>,
    mut commands: Commands,
) {
    let Some(a) = announcer else {
        return;
    };
    match view {
        Some(view) if a.shown_by(&view) => {}
        Some(mut view) => *view = a.view(),
        None => commands.insert_resource(a.view()),
    }
}

/// Says the moves and results of the boards the config names, as the
/// session's events come, and a team round's match scores once its last
/// board ended.
fn speak_session(
    announcer: Option<ResMut<Announcer>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut events: MessageReader<crate::live::SessionEvent>,
) {
    let Some(mut announcer) = announcer else {
        events.clear();
        return;
    };
    let l = announcer.desk.language();
    let asks =
        crate::audio::announce::of_events(&session.0, &announcer.speech_config, l, events.read());
    for ask in asks {
        announcer.ask(ask, time.now_ms());
    }
    if session.is_changed() {
        announcer.read_ended_rounds(&session.0, time.now_ms());
    }
}

fn automatic_cues(
    announcer: Option<ResMut<Announcer>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
) {
    if let Some(mut a) = announcer {
        a.poll(&session.0, time.now_ms());
    }
}

/// An automatic cue (a window mark, a low-time beep) wakes the app at its
/// instant.
fn ask_for_next_cue(
    announcer: Option<Res<Announcer>>,
    session: Res<SessionState>,
    time: Res<StageTime>,
    mut wake: ResMut<NextWake>,
) {
    let now = time.now_ms();
    let Some(a) = announcer else {
        return;
    };
    if let Some(due) = a.scheduler.next_due_ms(&session.0, now) {
        wake.within(Duration::from_millis(due.saturating_sub(now)));
    }
    if let Some(due) = a.speech_due_ms(now) {
        wake.within(Duration::from_millis(due.saturating_sub(now)));
    }
    // A cue handed to the audio thread: a frame soon reads what became of
    // it (played, or dropped without a device), for the announcer's page.
    let engine = a.engine.status();
    if a.engine.waiting() > 0
        || (engine.played, engine.dropped) != (a.status.played, a.status.dropped)
    {
        wake.within(Duration::from_millis(100));
    }
}
