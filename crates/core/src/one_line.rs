//! Text that must stay on one line: every command is one journal record,
//! one line of a file; every name and reason may end up in a PGN comment,
//! a tag or a terminal. A line break or any other control character inside
//! such a text would split a record (making the journal unreadable at the
//! next start), close a PGN comment, or drive a terminal. Such text is
//! refused where it comes in, whatever its source (HTTP, terminal, panel,
//! OSC, scripts, configs), and shown escaped where it is only printed.

/// The first control character in `text` (a line break, a tab, ESC, NUL,
/// DEL, one of Unicode's C1 controls and line or paragraph separators, or
/// a bidirectional embedding, override or isolate, which would show a name
/// or a reason written backwards), if any.
pub fn control_character(text: &str) -> Option<char> {
    text.chars().find(|&c| is_control(c))
}

fn is_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` with every control character written as `\u{…}` (and a
/// backslash doubled), safe to print on a terminal or in a log line.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            c if is_control(c) => push_code(&mut out, c),
            c => out.push(c),
        }
    }
    out
}

/// `c` written as `\u{…}`.
fn push_code(out: &mut String, c: char) {
    out.push_str(&format!("\\u{{{:x}}}", c as u32));
}

/// `text` as a terminal may show it, whatever its source (a config's key,
/// a leader's answer, a journal): every control character escaped as
/// [`escaped`] does, but the line breaks between its lines.
pub fn for_terminal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push('\n'),
            c if is_control(c) => push_code(&mut out, c),
            c => out.push(c),
        }
    }
    out
}

/// `text` as it may stand inside a PGN comment (`{…}`): a closing brace
/// cannot end the comment early (it becomes `)`), and control characters
/// become spaces.
pub fn pgn_comment(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '}' => ')',
            '{' => '(',
            c if is_control(c) => ' ',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::EventCommand;
    use crate::game::Command;
    use crate::rules::GameResult;

    fn in_command(command: &Command) -> Option<char> {
        command.texts().into_iter().find_map(control_character)
    }

    fn in_event(command: &EventCommand) -> Option<char> {
        command.texts().into_iter().find_map(control_character)
    }

    #[test]
    fn line_breaks_and_terminal_controls_are_found_in_every_text_field() {
        for bad in [
            "line one\nline two",
            "a\rb",
            "\u{1b}[2J",
            "nul\0",
            "tab\there",
            "Ana \u{202e}anaG",
        ] {
            let arbiter = Command::Arbiter {
                result: GameResult::Draw,
                reason: bad.into(),
            };
            assert!(in_command(&arbiter).is_some(), "{bad:?}");
            let reorder = Command::Reorder {
                side: shakmaty::Color::White,
                players: vec!["Ana".into(), bad.into()],
            };
            assert!(in_command(&reorder).is_some(), "{bad:?}");
            let unpair = EventCommand::Unpair {
                round: 2,
                reason: bad.into(),
            };
            assert!(in_event(&unpair).is_some(), "{bad:?}");
        }
        let fine = Command::Arbiter {
            result: GameResult::Draw,
            reason: "Martiño e Iñaki, «de acuerdo» — sí".into(),
        };
        assert_eq!(in_command(&fine), None);
        assert_eq!(control_character("\u{2028}"), Some('\u{2028}'));
    }

    #[test]
    fn escaped_text_has_no_control_character_left_and_says_which_it_was() {
        let shown = escaped("a\u{1b}[31mb\nc\\");
        assert_eq!(shown, "a\\u{1b}[31mb\\u{a}c\\\\");
        assert_eq!(control_character(&shown), None);
    }

    #[test]
    fn a_pgn_comment_cannot_be_closed_from_inside() {
        let text = pgn_comment("ok} 1-0 [Result \"1-0\"] {");
        assert!(!text.contains('}') && !text.contains('{'), "{text}");
    }

    #[test]
    fn a_terminal_gets_every_control_escaped_but_its_line_breaks() {
        assert_eq!(
            for_terminal("x\u{1b}]0;HACKED\u{7}\nsegunda\rliña \u{202e}"),
            "x\\u{1b}]0;HACKED\\u{7}\nsegunda\\u{d}liña \\u{202e}"
        );
        assert_eq!(for_terminal("Peón — «Pasado» 1.º"), "Peón — «Pasado» 1.º");
    }
}
