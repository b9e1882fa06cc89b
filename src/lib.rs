//! MegXadrez Stage: the stage display and public-address system for live
//! chess events whose final is played on a giant floor board.

/// The pure domain, its own crate (`crates/core`): no front end, no files,
/// no clock.
pub use megxadrez_core as core;

pub mod app;
pub mod audio;
pub mod clips;
pub mod commands;
pub mod console;
pub mod feeds;
pub mod hall_flow;
pub mod i18n;
pub mod live;
pub mod network;
pub mod operator;
pub mod round_flow;
pub mod stage;
pub mod store;
pub mod theme;
