//! The app's shared vocabulary, below every plugin: the session as a
//! resource, the stage's time, commands in, events out, the verdict line
//! and the frame's order. The stage, the operator window, the public address
//! and the app read and write these; none of them imports another.

use crate::core::ids::BoardNo;
use std::time::Instant;

use bevy::prelude::*;
use crossbeam_channel::{Receiver, Sender};

use crate::core::game::Command;
use crate::core::session::Session;

mod desk;
mod hall;
pub use desk::{
    DeskAction, DeskPress, DeskPublished, DeskView, EngineCounts, LogLine, SpeechKind, SpeechLine,
    SpeechView,
};
pub use hall::{
    Awarded, MatchScore, PairingLine, fixed_lots, hall_table, match_score, open_prize,
    pairing_lines, prize_list, shown_table, white_on_boards,
};

/// The frame's order and the shared messages and resources; every app
/// (windows, offscreen, tests) adds this before the plugins.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Apply,
            AppSystems::Publish,
            AppSystems::Draw,
            AppSystems::Wake,
        )
            .chain(),
    )
    .configure_sets(Update, DeskPublished.in_set(AppSystems::Publish))
    .add_message::<SessionCommand>()
    .add_message::<EventChange>()
    .add_message::<HallChange>()
    .add_message::<DeskPress>()
    .add_message::<SessionEvent>()
    .init_resource::<LastResult>()
    .init_resource::<NextWake>()
    .add_systems(First, |mut wake: ResMut<NextWake>| {
        *wake = NextWake::default()
    });
}

/// The session every screen reads.
#[derive(Resource)]
pub struct SessionState(pub Session);

/// Where the stage's time comes from: the real clock since the session's
/// zero, or a fixed instant (offscreen renders of a replayed script).
#[derive(Resource, Clone, Copy, Debug)]
pub enum StageTime {
    /// Real time since `zero`, plus an offset (a resumed session's instant).
    Real {
        /// The instant that is `offset_ms` in session time.
        zero: Instant,
        /// Session time at `zero`.
        offset_ms: u64,
    },
    /// A fixed instant.
    Fixed(u64),
}

impl StageTime {
    /// Real time from now on, starting at session time `offset_ms`.
    pub fn real_from(offset_ms: u64) -> StageTime {
        StageTime::Real {
            zero: Instant::now(),
            offset_ms,
        }
    }

    /// The session time now, in ms.
    pub fn now_ms(&self) -> u64 {
        match *self {
            StageTime::Real { zero, offset_ms } => {
                offset_ms.saturating_add(zero.elapsed().as_millis() as u64)
            }
            StageTime::Fixed(at) => at,
        }
    }
}

/// A command for board `board`, from any producer in the app.
#[derive(Message, Clone, Debug)]
pub struct SessionCommand {
    /// The board.
    pub board: BoardNo,
    /// The command.
    pub command: Command,
}

/// A change to the event asked for by the operator or the terminal.
#[derive(Clone, Debug, PartialEq)]
pub enum EventRequest {
    /// One change: a pairing, a bye, a result, a round onto the stage.
    Apply(crate::core::event::EventCommand),
    /// Pair the next round from the event's own schedule.
    NextRound,
    /// Pair the next round from a pairing program's report file.
    FromTrf(std::path::PathBuf),
    /// Write the event as a report file (for the federation).
    ExportTrf(std::path::PathBuf),
}

/// An [`EventRequest`] from any producer in the app.
#[derive(Message, Clone, Debug)]
pub struct EventChange(pub EventRequest);

/// What the hall says to the stage, from the operator window, the
/// terminal or the web: a message put up or taken down on its screens, or
/// a board's call for the arbiter and its answer.
#[derive(Message, Clone, Debug)]
pub enum HallChange {
    /// A message on the hall's screens.
    Message(crate::core::hall::HallCommand),
    /// A call for the arbiter, or its answer.
    Call(crate::core::calls::CallCommand),
}

/// What the stage answers a command, a message for the hall or a change
/// to the event: done (what was done) or refused (why), in the event's
/// language. Whoever asked decides by the variant, never by the words:
/// the terminal writes it as `✓ …` or `✗ …` ([`std::fmt::Display`]), the
/// server as a status code.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Done: what was done.
    Done(String),
    /// Refused: why.
    Refused(String),
}

impl Verdict {
    /// A verdict from what the writer answered.
    pub fn of(result: Result<String, String>) -> Verdict {
        match result {
            Ok(done) => Verdict::Done(done),
            Err(why) => Verdict::Refused(why),
        }
    }

    /// True when it was done.
    pub fn is_done(&self) -> bool {
        matches!(self, Verdict::Done(_))
    }

    /// What was done, or why not, without the mark.
    pub fn text(&self) -> &str {
        match self {
            Verdict::Done(t) | Verdict::Refused(t) => t,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Done(done) => write!(f, "✓ {done}"),
            Verdict::Refused(why) => write!(f, "✗ {why}"),
        }
    }
}

/// What the stage's terminal asks of the app.
#[derive(Clone, Debug)]
pub enum Inbound {
    /// Apply a command; the verdict goes back on the sender, if any.
    Command(SessionCommand, Option<Sender<Verdict>>),
    /// Change the event; the verdict goes back on the sender.
    Event(EventRequest, Sender<Verdict>),
    /// Send back board `N` as text: board, clocks, movers.
    Show(BoardNo, Sender<String>),
    /// A display node's copy of the leader's session, rebuilt from the
    /// leader's journal, and the leader's session time when it was read.
    Followed(Box<Session>, u64),
    /// A display node lost its leader: its screens say so instead of
    /// showing clocks that no longer run true.
    LinkLost,
    /// Board `N` follows a PGN source: the game as the source now gives
    /// it.
    Fed(BoardNo, Box<crate::core::feed::FedGame>),
    /// Put up or take down a message on the hall's screens; the verdict
    /// goes back on the sender.
    Hall(HallChange, Sender<Verdict>),
    /// End the stage once the commands before it are applied; the sender
    /// hears when.
    Quit(Sender<String>),
}

/// On a display node (`megxadrez display --follow URL`): whether the link
/// to the leader is lost. The session is only replaced by the leader's;
/// time lets no flag fall here (the leader journals it).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Following {
    /// The leader cannot be reached.
    pub lost: bool,
}

/// Requests arriving from outside the app (the stage's terminal thread).
#[derive(Resource)]
pub struct CommandInbox(pub Receiver<Inbound>);

/// The verdict on the latest command, for whoever shows messages to the
/// operator: what was done, or why it was refused. `seq` grows with each.
#[derive(Resource, Default, Debug)]
pub struct LastResult {
    /// Grows by one with every command applied or refused.
    pub seq: u64,
    /// Done (a short description) or refused (the reason).
    pub verdict: Option<Result<String, String>>,
}

/// The frame's order, one chained set: what the people and the outside
/// asked (input), the bridge applying it and letting time pass (apply),
/// what happened handed on (publish), the screens and panels drawn (draw),
/// and each plugin saying when it next needs a frame (wake).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Commands gathered from the panel, the terminal and the network.
    Input,
    /// The session changed: commands applied, time let pass.
    Apply,
    /// What happened, read by whoever reacts to it (the public address).
    Publish,
    /// The screens and the panel drawn from the session.
    Draw,
    /// Each plugin asks for its next frame ([`NextWake`]).
    Wake,
}

/// Something that happened to a board of the session, as the bridge
/// published it: its sequence number (from 1, in the order applied), the
/// board, the session instant, and the core's event.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct SessionEvent {
    /// Grows by one with every event published.
    pub seq: u64,
    /// The board.
    pub board: BoardNo,
    /// When, in session time.
    pub at_ms: u64,
    /// What happened.
    pub event: crate::core::game::Event,
}

/// The longest the app may sleep before its next frame, as the plugins ask
/// in [`AppSystems::Wake`]: each asks with [`NextWake::within`], the
/// smallest wins. Reset at the start of every frame.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct NextWake(pub Option<std::time::Duration>);

impl NextWake {
    /// Asks for a frame within `wait`.
    pub fn within(&mut self, wait: std::time::Duration) {
        self.0 = Some(self.0.map_or(wait, |w| w.min(wait)));
    }
}

/// Where the console thread finds the function that wakes the stage up
/// after it queued a command.
#[derive(Resource, Clone, Default)]
pub struct WakeSlot(pub std::sync::Arc<std::sync::Mutex<Option<Box<dyn Fn() + Send>>>>);

impl WakeSlot {
    /// Wakes the stage, if it is running.
    pub fn wake(&self) {
        if let Ok(slot) = self.0.lock()
            && let Some(wake) = slot.as_ref()
        {
            wake();
        }
    }
}

/// The server's word for the operator (the Lichess push's last outcome),
/// set by the server's thread and shown on the panel; and where the hall's
/// phones find the stage, set once it listens.
#[derive(Resource, Clone, Default)]
pub struct NetworkStatus {
    said: std::sync::Arc<std::sync::Mutex<Option<String>>>,
    phones: std::sync::Arc<std::sync::Mutex<Option<HallPhones>>>,
}

/// Where the hall's phones find the stage: the address they open (the
/// screens' mirrors, the tables, the announcer's page), and the
/// announcer's page with its token, when the config gives one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HallPhones {
    /// The address a phone in the hall types (`http://192.168.1.23:8080/`).
    pub url: String,
    /// The announcer's page and its token.
    pub announcer: Option<(String, String)>,
}

impl NetworkStatus {
    /// Says `text`.
    pub fn set(&self, text: String) {
        if let Ok(mut s) = self.said.lock() {
            *s = Some(text);
        }
    }

    /// What was last said.
    pub fn get(&self) -> Option<String> {
        self.said.lock().ok().and_then(|s| s.clone())
    }

    /// Where the phones find the stage.
    pub fn set_phones(&self, phones: HallPhones) {
        if let Ok(mut p) = self.phones.lock() {
            *p = Some(phones);
        }
    }

    /// Where the phones find the stage, once it listens.
    pub fn phones(&self) -> Option<HallPhones> {
        self.phones.lock().ok().and_then(|p| p.clone())
    }
}

/// Where a remote cue was asked from (said in the announcer's log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remote {
    /// An OSC controller (Stream Deck, Companion).
    Osc,
    /// The server (`POST /api/cue`, the `/announcer` page), with the
    /// announcer's or operator's token.
    Web,
}

impl Remote {
    /// As the announcer's log says it.
    pub fn label(self) -> &'static str {
        match self {
            Remote::Osc => "OSC",
            Remote::Web => "web",
        }
    }
}

/// What the announcer asks of the public address from afar: the desk's
/// own presses.
#[derive(Clone, Debug, PartialEq)]
pub enum CueRequest {
    /// Fire the cue of this name.
    Cue(String),
    /// The GO list's next cue.
    Go,
    /// The GO list back to its first cue.
    GoReset,
    /// Silence everything (the panic stop).
    Stop,
    /// The master volume to nothing (the volume before is kept).
    Mute,
    /// The master volume back to what it was before the mute.
    Unmute,
    /// The master volume, 0 to 1.
    Volume(f32),
    /// The automatic cues on (true) or off.
    Automatic(bool),
    /// A kind of speech on (true) or off.
    Speech(SpeechKind, bool),
    /// Read out the last paired round's pairings.
    ReadPairings,
}

/// The public address's answer to a remote request: what its log said of
/// it, and whether a cue was handed to the audio thread.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CueVerdict {
    /// A cue was started.
    pub played: bool,
    /// What was asked was done: a cue or GO played, or a setting took.
    pub done: bool,
    /// The log's lines the request wrote (or the state it left).
    pub said: String,
}

/// A request of the announcer's remote control (OSC: a Stream Deck through
/// Bitfocus Companion, say; the server's page or `POST /api/cue`), from
/// where, and where to answer (the server waits; OSC does not).
#[derive(Clone, Debug)]
pub struct RemoteCue {
    /// What is asked.
    pub request: CueRequest,
    /// Asked from there.
    pub from: Remote,
    /// Where the verdict goes, when someone waits for it.
    pub reply: Option<Sender<CueVerdict>>,
}

/// The remote control's requests, for the public address.
#[derive(Resource)]
pub struct RemoteCues(pub Receiver<RemoteCue>);

/// Lowers the calling thread's priority (nice 10): when the server's
/// threads and the stage's frames both want the CPU, the frames win. On
/// Linux nice is per thread, and `who` 0 is the calling one.
pub fn yield_to_stage() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority takes no pointers; it only changes this
    // thread's nice value, and a failure leaves it as it was.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 10);
    }
}

/// The logo files a display node was given by its leader, by the path the
/// leader's config names them at (they are not on the node's disk).
#[derive(Resource, Default, Clone, Debug)]
pub struct LogoFiles(pub std::collections::BTreeMap<std::path::PathBuf, Vec<u8>>);
