//! Headless play: a scripted game on a virtual clock (`megxadrez replay`),
//! the same core that the stage and the operator panel drive.

use crate::core::config::EventConfig;
use crate::core::game::{Command, Game};
use crate::core::report::Report;
use crate::core::script::{Action, ScriptError, parse_line};
use crate::core::team::draw_white;

/// How a replay ran.
#[derive(Debug)]
pub struct Replay {
    /// The game after the script.
    pub game: Game,
    /// The report at the last line's instant (or when the game ended).
    pub report: Report,
    /// Lines that failed, in order (only the first, unless keep-going).
    pub errors: Vec<ScriptError>,
    /// The commands accepted, with their instants, in order.
    pub accepted: Vec<(u64, Command)>,
}

/// Runs `script` on a new game of `config`. A failing line is recorded and
/// ends the run unless `keep_going`. `coin` draws colours for `lot` lines.
pub fn replay(
    config: &EventConfig,
    script: &str,
    keep_going: bool,
    coin: &mut impl FnMut() -> bool,
) -> Replay {
    let mut game = config.new_game();
    let mut errors = Vec::new();
    let mut accepted = Vec::new();
    let mut last_ms = 0;
    for (i, text) in script.lines().enumerate() {
        let number = i + 1;
        let line = match parse_line(number, text) {
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
        let command = match line.action {
            Action::Command(c) => c,
            Action::Lot => Command::AssignColours {
                first_white: draw_white(coin) == shakmaty::Color::White,
            },
        };
        let at_ms = if matches!(command, Command::SetPosition { .. }) {
            last_ms
        } else {
            line.at_ms
        };
        game.tick(at_ms);
        match game.apply(&command, at_ms) {
            Ok(_) => {
                last_ms = at_ms;
                accepted.push((at_ms, command));
            }
            Err(rejection) => {
                last_ms = last_ms.max(at_ms.min(game.now_ms()));
                errors.push(ScriptError {
                    line: number,
                    message: rejection.to_string(),
                });
                if !keep_going {
                    break;
                }
            }
        }
    }
    let report = Report::of(&game, &config.event.name, game.now_ms());
    Replay {
        game,
        report,
        errors,
        accepted,
    }
}
