//! The event's flow, above its config: the next round of each format (the
//! schedule, the Swiss through the pairing crate, the knockout and its
//! brackets), and the tables and crosstables the screens show. The event's
//! own state and commands are `crate::event`, below the config. Pure, like
//! the rest of the core.

pub mod bracket;
pub mod crosstable;
pub mod next_round;
pub mod report_file;
pub mod table;
