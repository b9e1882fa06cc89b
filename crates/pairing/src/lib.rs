//! Pairing and scoring, below everything else of MegXadrez Stage: a
//! maximum-weight matching, FIDE's Dutch system (C.04.3) and Berger tables
//! (C.05), the structures of the seeds' events (round robins, knockouts,
//! groups), results as a report file holds them, tie-breaks (C.07) and
//! standings, and the FIDE report file (TRF) read from its text.
//!
//! Pure and worded by no one: errors are typed (`TrfFault`, `NoPairing`,
//! `UnknownTieBreak`), and the core says them in the event's language. It
//! depends on nothing of the product, so `cargo test -p megxadrez-pairing`
//! builds only this crate and shakmaty.

pub mod absence;
pub mod berger;
pub mod categories;
pub mod dutch;
pub mod matching;
pub mod results;
pub mod standings;
pub mod structure;
pub mod tiebreak;
pub mod trf;
