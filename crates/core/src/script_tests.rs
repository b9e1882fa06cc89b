//! The unit tests of `script`.

use super::*;

fn cmd(text: &str) -> Command {
    match parse_line(1, text).unwrap().unwrap().action {
        Action::Command(c) => c,
        Action::Lot | Action::Event(_) | Action::Hall(_) | Action::Call(_) | Action::NextRound => {
            panic!("not a game command")
        }
    }
}

#[test]
fn a_byte_order_mark_and_tabs_read_as_nothing_and_spaces() {
    let line = parse_line(1, "\u{feff}at\t3\tboard\t2\tmove\te4")
        .unwrap()
        .unwrap();
    assert_eq!((line.at_ms, line.board.number()), (3000, 2));
    assert!(matches!(line.action, Action::Command(Command::Move { text }) if text == "e4"));
    assert_eq!(cmd("at 4 press"), Command::Press);
    assert_eq!(format_line(4000, &Command::Press), "at 4 press");
}

#[test]
fn reads_every_command_of_the_format() {
    assert_eq!(cmd("at 0 start"), Command::Start);
    assert_eq!(
        cmd("at 1.5 move Nf3  # a comment"),
        Command::Move { text: "Nf3".into() }
    );
    assert_eq!(
        cmd("at 2 adjust black -1:30"),
        Command::Adjust {
            side: Color::Black,
            change: TimeChange::Subtract(90_000)
        }
    );
    assert_eq!(
        cmd("at 2 adjust white =300"),
        Command::Adjust {
            side: Color::White,
            change: TimeChange::Set(300_000)
        }
    );
    assert_eq!(
        cmd("at 3 resign white"),
        Command::Resign { side: Color::White }
    );
    let hash = Command::Arbiter {
        result: GameResult::Draw,
        reason: "falta # grave, #3 ausente".into(),
    };
    let line = format_line(7000, &hash);
    assert_eq!(line, "at 7 arbiter 1/2-1/2 falta \\# grave, \\#3 ausente");
    assert_eq!(cmd(&line), hash, "a reason's # survives the script form");
    assert_eq!(
        cmd("at 4 arbiter 0-1 White's adult intervened twice"),
        Command::Arbiter {
            result: GameResult::Decisive(Color::Black),
            reason: "White's adult intervened twice".into()
        }
    );
    assert_eq!(
        cmd("at 5 absent black María José"),
        Command::SetAbsent {
            side: Color::Black,
            player: "María José".into(),
            absent: true
        }
    );
    assert_eq!(
        cmd("at 5 order white Ana, Brais ,Carla"),
        Command::Reorder {
            side: Color::White,
            players: vec!["Ana".into(), "Brais".into(), "Carla".into()]
        }
    );
    assert_eq!(parse_line(1, "  # only a comment").unwrap(), None);
    assert_eq!(
        cmd("at 9 move Rd8#  # mate"),
        Command::Move {
            text: "Rd8#".into()
        }
    );
    assert_eq!(
        cmd("at 9 move Rd8 #mate"),
        Command::Move { text: "Rd8".into() }
    );
    assert_eq!(
        parse_line(1, "at 0 lot").unwrap().unwrap().action,
        Action::Lot
    );
}

#[test]
fn malformed_lines_say_what_is_wrong() {
    let cases = [
        ("at x start", "not a time"),
        ("at -1 start", "not a time"),
        ("at 1 jump", "unknown command"),
        ("at 1 move", "needs a move"),
        ("at 1 move e4 e5", "one move"),
        ("at 1 adjust green +5", "`white` or `black`"),
        ("at 1 adjust white 5", "start the amount"),
        ("at 1 arbiter 2-0 x", "not a result"),
        ("at 1 arbiter 1-0", "needs a reason"),
        ("at 1 start now", "takes nothing"),
        ("at 1", "add a command"),
        ("start", "expected `at SECONDS"),
        ("at NaN start", "not a time"),
        ("at 1e999 start", "not a time"),
    ];
    for (text, expected) in cases {
        let err = parse_line(7, text).unwrap_err();
        assert_eq!(err.line, 7);
        assert!(err.message.contains(expected), "{text}: {}", err.message);
    }
}

#[test]
fn times_going_backwards_stop_the_script_at_that_line() {
    let (before, err) = parse_script("at 0 start\nat 5 move e4\n\nat 4 move e5\n").unwrap_err();
    assert_eq!(before.len(), 2);
    assert_eq!(err.line, 4);
    assert!(err.message.contains("backwards"), "{}", err.message);
}

#[test]
fn formatted_lines_read_back_to_the_same_command() {
    for text in [
        "at 0 start",
        "at 1.250 move exd8=Q+",
        "at 2 adjust black +60",
        "at 2.001 adjust white =0.500",
        "at 3 arbiter 1/2-1/2 both flags",
        "at 4 order white Ana, Brais",
        "at 4 present black Eva",
        "at 5 lot second",
        "position 8/8/8/8/8/8/8/K6k w - - 0 1",
    ] {
        let line = parse_line(1, text).unwrap().unwrap();
        let Action::Command(c) = &line.action else {
            panic!()
        };
        assert_eq!(format_line(line.at_ms, c), text);
    }
}
