//! MegXadrez Stage: the stage display and public-address system for live
//! chess events whose final is played on a giant floor board.

pub mod app;
pub mod audio;
pub mod console;
pub mod core;
pub mod describe;
pub mod headless;
pub mod operator;
pub mod stage;
