//! The event above the games: round robins, results of whole tournaments,
//! standings and tie-breaks, and the FIDE report file. Pure, like the rest
//! of the core: the text of a file comes in, its text goes out.

pub mod absence;
pub mod berger;
pub mod bracket;
pub mod categories;
pub mod crosstable;
pub mod dutch;
pub mod event;
pub mod league;
pub mod next_round;
pub mod results;
pub mod school;
pub mod standings;
pub mod structure;
pub mod table;
pub mod team_match;
pub mod tiebreak;
pub mod trf;
