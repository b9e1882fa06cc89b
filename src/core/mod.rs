//! The pure domain: chess games refereed under each event's regulations,
//! clocks, rotations, configs and scripts. Nothing here depends on bevy,
//! egui, rodio or crossbeam, and nothing here reads the time.

pub mod clock;
pub mod config;
pub mod cues;
pub mod game;
pub mod journal;
pub mod notation;
pub mod pgn;
pub mod report;
pub mod round;
pub mod rules;
pub mod schedule;
pub mod script;
pub mod session;
pub mod team;
