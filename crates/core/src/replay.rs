//! Headless play: a scripted session on a virtual clock (`megxadrez replay`,
//! `megxadrez screenshot`), the same core that the stage drives.

use crate::config::EventConfig;
use crate::game::{Command, Game};
use crate::ids::BoardNo;
use crate::journal::Entry;
use crate::report::Report;
use crate::script::{Action, ScriptError, parse_line_in};
use crate::session::Session;
use crate::team::draw_white;
use crate::tr;

/// How a replay ran.
#[derive(Debug)]
pub struct Replay {
    /// The session after the script.
    pub session: Session,
    /// The instant of the last line run.
    pub at_ms: u64,
    /// Lines that failed, in order (only the first, unless keep-going).
    pub errors: Vec<ScriptError>,
    /// The board commands accepted: instant, board, command.
    pub accepted: Vec<(u64, BoardNo, Command)>,
}

impl Replay {
    /// The game on board `board` (`None` past the last board).
    pub fn game(&self, board: BoardNo) -> Option<&Game> {
        Some(&self.session.boards().get(board.index())?.game)
    }

    /// The report of the bughouse match that board `board` belongs to, at
    /// the last line's instant.
    pub fn match_report(&self, board: BoardNo) -> Option<crate::bughouse::MatchReport> {
        let m = self
            .session
            .matches()
            .get(crate::session::in_match(board).0)?;
        Some(crate::bughouse::MatchReport::of(
            &m.game,
            &self.session.config().event.name,
            self.at_ms,
        ))
    }

    /// The report of board `board` at the last line's instant.
    pub fn report(&self, board: BoardNo) -> Option<Report> {
        Some(Report::of(
            self.game(board)?,
            &self.session.config().event.name,
            self.at_ms,
        ))
    }
}

/// Runs `script` on a new session of `config`. A failing line is recorded
/// and ends the run unless `keep_going`. `coin` draws colours for `lot`.
pub fn replay(
    config: &EventConfig,
    script: &str,
    keep_going: bool,
    coin: &mut impl FnMut() -> bool,
) -> Replay {
    replay_on(
        Session::new(config.clone()),
        0,
        script,
        keep_going,
        coin,
        &mut |session, entry, at_ms| {
            let ended = session.ended();
            match entry {
                Entry::Board { board, command } => {
                    session.apply(*board, command, at_ms).map(|_| ())
                }
                Entry::Event(command) => session.apply_event(command),
                Entry::Hall(command) => session
                    .apply_hall(command, at_ms)
                    .map_err(crate::session::SessionError::Hall),
                Entry::Call(command) => session.apply_call(*command, at_ms),
                Entry::Identity(_) => Ok(()),
            }
            .map_err(|e| NotApplied::Refused(e.to_string()))?;
            // A game that ended gives its pairing its result, as on the
            // stage (where the writer journals it).
            if matches!(entry, Entry::Board { .. }) {
                for (i, &was) in ended.iter().enumerate() {
                    if !was && session.ended()[i] {
                        for command in session.results_for_event(BoardNo::at(i)) {
                            let _ = session.apply_event(&command);
                        }
                    }
                }
            }
            Ok(())
        },
    )
}

/// A move written with the event's piece letters (`move Cf3` in a Spanish
/// event), as the console takes it: rewritten in English letters when the
/// text is not a legal move as it stands and is one in the event's letters
/// (so an English script's `Rf1`, a rook, stays a rook). The journal holds
/// the English text.
fn in_english(session: &Session, entry: Entry) -> Entry {
    let letters = session.config().piece_letters();
    let Entry::Board {
        board,
        command: Command::Move { text },
    } = entry
    else {
        return entry;
    };
    let translated = crate::notation::to_english(&text, letters);
    let text = match session
        .boards()
        .get(board.index())
        .map(|b| b.game.position())
    {
        Some(pos)
            if !session.is_bughouse()
                && translated != text
                && crate::notation::parse_move(pos, &text).is_err()
                && crate::notation::parse_move(pos, &translated).is_ok() =>
        {
            translated
        }
        _ => text,
    };
    Entry::Board {
        board,
        command: Command::Move { text },
    }
}

/// Why a line's command was not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotApplied {
    /// The rules refused it: the line fails (the run goes on with
    /// keep-going).
    Refused(String),
    /// The run cannot go on (the journal could not be written).
    Stopped(String),
}

/// Runs `script` on `session` (which may already hold a journal's
/// commands, the last at `start_ms`). Each line's command is applied by
/// `apply` (the session, what to apply, the instant): the session's own
/// `apply`, or the binary's writer, which journals it first.
pub fn replay_on(
    mut session: Session,
    start_ms: u64,
    script: &str,
    keep_going: bool,
    coin: &mut impl FnMut() -> bool,
    apply: &mut dyn FnMut(&mut Session, &Entry, u64) -> Result<(), NotApplied>,
) -> Replay {
    let mut errors = Vec::new();
    let mut accepted = Vec::new();
    let mut last_ms = start_ms;
    let l = session.config().event.language;
    for (i, text) in script.lines().enumerate() {
        let number = i + 1;
        let line = match parse_line_in(l, number, text) {
            Ok(Some(line)) => line,
            Ok(None) => continue,
            Err(e) => {
                errors.push(e);
                if keep_going {
                    continue;
                }
                break;
            }
        };
        // `event next`: the round's pairings, each applied as its own
        // `event pair`/`event bye` at the line's instant.
        if matches!(line.action, Action::NextRound) {
            let lot = draw_white(coin);
            let paired = crate::tournament::next_round::scheduled_with(
                session.config(),
                session.event(),
                lot,
            );
            let refused = match paired {
                Err(e) => Some(e.text(l)),
                Ok(_) if line.at_ms < last_ms => Some(tr!(
                    l,
                    "replay-time-went-backwards-at-ms",
                    at_ms = line.at_ms,
                    last_ms = last_ms
                )),
                Ok((_, commands)) => {
                    last_ms = line.at_ms;
                    session.tick(line.at_ms);
                    commands.into_iter().find_map(|c| {
                        match apply(&mut session, &Entry::Event(c), line.at_ms) {
                            Ok(()) => None,
                            Err(NotApplied::Refused(m) | NotApplied::Stopped(m)) => Some(m),
                        }
                    })
                }
            };
            if let Some(message) = refused {
                errors.push(ScriptError {
                    line: number,
                    message,
                });
                if !keep_going {
                    break;
                }
            }
            continue;
        }
        let entry = match line.action {
            Action::NextRound => unreachable!("paired above"),
            Action::Command(command) => Entry::Board {
                board: line.board,
                command,
            },
            Action::Lot => Entry::Board {
                board: line.board,
                command: Command::AssignColours {
                    first_white: draw_white(coin) == shakmaty::Color::White,
                },
            },
            Action::Event(command) => Entry::Event(command),
            Action::Hall(command) => Entry::Hall(command),
            Action::Call(command) => Entry::Call(command),
        };
        let at_ms = if matches!(
            entry,
            Entry::Board {
                command: Command::SetPosition { .. },
                ..
            }
        ) {
            last_ms
        } else {
            line.at_ms
        };
        if at_ms < last_ms {
            errors.push(ScriptError {
                line: number,
                message: tr!(
                    l,
                    "replay-time-went-backwards-at-ms",
                    at_ms = at_ms,
                    last_ms = last_ms
                ),
            });
            if keep_going {
                continue;
            }
            break;
        }
        last_ms = at_ms;
        session.tick(at_ms);
        let entry = in_english(&session, entry);
        match apply(&mut session, &entry, at_ms) {
            Ok(()) => {
                if let Entry::Board { board, command } = entry {
                    accepted.push((at_ms, board, command));
                }
            }
            Err(NotApplied::Stopped(message)) => {
                errors.push(ScriptError {
                    line: number,
                    message,
                });
                break;
            }
            Err(NotApplied::Refused(message)) => {
                errors.push(ScriptError {
                    line: number,
                    message,
                });
                if !keep_going {
                    break;
                }
            }
        }
    }
    session.tick(last_ms);
    Replay {
        session,
        at_ms: last_ms,
        errors,
        accepted,
    }
}
