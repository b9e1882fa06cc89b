//! The public-address side: cue samples made once at start-up
//! ([`synth`]), the audio thread that plays them ([`engine`]) and the
//! announcer's desk that decides what plays ([`desk`]).

pub mod announce;
pub mod desk;
pub mod engine;
pub mod public_address;
pub mod speaking;
pub mod speech;
pub mod speech_queue;
pub mod synth;

pub use desk::{AudioOp, Desk, DeskAction};
pub use engine::{AudioEngine, AudioStatus};
pub use synth::{CueBank, CueError, RATE};
