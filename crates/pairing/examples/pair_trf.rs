//! The next round of a FIDE report file by the Dutch system, printed as
//! `megxadrez pair --format text --trf FILE` prints it (the number of
//! boards, then `White Black` a line, the bye as `N 0`), without building
//! the application: for the conformance scripts and the speed comparison.
//!
//! `cargo run --release -p megxadrez-pairing --example pair_trf -- FILE`
//! Exit status: 0 paired, 1 no legal pairing, 2 a file that cannot be used.

use megxadrez_pairing::dutch::report::{Options, PairError, next_round};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: pair_trf FILE");
        std::process::exit(2);
    };
    let text = match std::fs::read(&path) {
        // As the application reads it: UTF-8, or else Latin-1.
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
        },
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    match next_round(&text, &Options::default()) {
        Ok(next) => print!("{}", next.text()),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(if matches!(e, PairError::Rules(_)) {
                1
            } else {
                2
            });
        }
    }
}
