//! The public address's desk as the rest of the app sees it: what the
//! announcer asks for ([`DeskAction`], sent as a [`DeskPress`]) and what
//! the desk shows ([`DeskView`]), which the public address publishes
//! whenever it changes. The operator's controls and the announcer's page
//! read the view and send presses; neither reaches into the audio side.

use bevy::prelude::*;

use crate::core::config::Language;
use crate::core::cues::AudioConfig;

/// What the announcer asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum DeskAction {
    /// Fire cue `i`.
    Fire(usize),
    /// Fire the next cue of the GO list.
    Go,
    /// Back to the GO list's first cue.
    GoReset,
    /// Silence everything (panic stop).
    StopAll,
    /// Set the master volume (0 to 1).
    SetVolume(f32),
    /// The master volume to nothing, the one before kept for [`DeskAction::Unmute`].
    Mute,
    /// The master volume back to what it was before the mute.
    Unmute,
    /// Turn the automatic cues off or on.
    ToggleAutomatic,
    /// Turn the automatic cues on (true) or off.
    SetAutomatic(bool),
    /// Turn a kind of speech on (true) or off.
    Speech(SpeechKind, bool),
    /// Read out the last paired round's pairings, table by table.
    ReadPairings,
}

/// What a spoken sentence is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpeechKind {
    /// A move of a board the config names.
    Move,
    /// A game's result.
    Result,
    /// The pairings read out, table by table.
    Pairings,
}

impl SpeechKind {
    /// Every kind.
    pub const ALL: [SpeechKind; 3] = [SpeechKind::Move, SpeechKind::Result, SpeechKind::Pairings];

    /// The word the pages, the state and OSC use.
    pub fn name(self) -> &'static str {
        match self {
            SpeechKind::Move => "moves",
            SpeechKind::Result => "results",
            SpeechKind::Pairings => "pairings",
        }
    }

    /// The kind a page's word names.
    pub fn named(name: &str) -> Option<SpeechKind> {
        SpeechKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Its name in `l` (the desk's label and log).
    pub fn word(self, l: Language) -> &'static str {
        match self {
            SpeechKind::Move => crate::core::tr!(l, "desk-speech-moves"),
            SpeechKind::Result => crate::core::tr!(l, "desk-speech-results"),
            SpeechKind::Pairings => crate::core::tr!(l, "desk-speech-pairings"),
        }
    }
}

/// A sentence of the public address's speech, as the pages show it.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeechLine {
    /// Its number, from 1.
    pub n: u64,
    /// What it is about.
    pub kind: SpeechKind,
    /// Who asked for it (a board, the desk, the web page, OSC).
    pub source: String,
    /// What it says, in the event's language.
    pub text: String,
    /// Where it stands (`making`, `ready`, `saying`, `said`, `cut`,
    /// `stale`, `stopped`, `unsaid`).
    pub stand: &'static str,
    /// When it was asked for (session time).
    pub at_ms: u64,
}

/// The speech, as the desk shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeechView {
    /// The engine's version, or why the stage cannot speak.
    pub engine: Result<String, String>,
    /// The phrases the organiser recorded.
    pub recorded: usize,
    /// Each kind, on or off, in [`SpeechKind::ALL`]'s order.
    pub on: [bool; 3],
    /// The boards whose moves are said.
    pub boards: Vec<usize>,
    /// The sentences, oldest first.
    pub sentences: Vec<SpeechLine>,
}

impl Default for SpeechView {
    fn default() -> SpeechView {
        SpeechView {
            engine: Err(String::new()),
            recorded: 0,
            on: [false; 3],
            boards: Vec::new(),
            sentences: Vec::new(),
        }
    }
}

/// Where, inside [`super::AppSystems::Publish`], the public address
/// publishes its [`DeskView`]: a reader of the view in the same frame runs
/// after it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeskPublished;

/// A press at the desk in the operator's window, for the public address to
/// carry out.
#[derive(Message, Clone, Debug)]
pub struct DeskPress(pub DeskAction);

/// A line of the signal log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// Session time.
    pub at_ms: u64,
    /// What happened, in the event's language.
    pub text: String,
    /// True when a signal was asked for and did not sound.
    pub problem: bool,
}

/// The audio thread's counts.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct EngineCounts {
    /// Cues that sounded.
    pub played: u64,
    /// Cues that could not sound (no device).
    pub dropped: u64,
    /// Panic stops carried out.
    pub stops: u64,
    /// The output's master volume.
    pub volume: f32,
}

/// What the desk shows: its cues, the output's status, the volume, the
/// automatic cues, GO's next cue, the log (each line numbered from the
/// run's first) and the audio thread's counts.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct DeskView {
    /// The cues and settings.
    pub audio: AudioConfig,
    /// The language the desk names cues in (the event's).
    pub language: Language,
    /// The output's status line, in that language.
    pub status: String,
    /// True when an output device is open.
    pub heard: bool,
    /// The master volume (0 to 1).
    pub volume: f32,
    /// True while muted.
    pub muted: bool,
    /// True while automatic cues play.
    pub automatic: bool,
    /// The GO list's next cue, if the list is not done.
    pub go_next: Option<usize>,
    /// The log, oldest first, each line with its number.
    pub log: Vec<(u64, LogLine)>,
    /// The audio thread's counts.
    pub engine: EngineCounts,
    /// The speech.
    pub speech: SpeechView,
}
