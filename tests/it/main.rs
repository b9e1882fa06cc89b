//! The binary's tests, one crate so that it links once: the real program
//! run as a user runs it (windows under Xvfb, the terminal, the command
//! line), and its front-end parts (stage, panel, audio, journal file)
//! driven headless. The core's own tests live in `crates/core/tests`.

mod audio;
mod console;
mod cue_files;
mod journal;
mod operator;
mod pgn;
mod replay;
mod stage;
mod tournament;
