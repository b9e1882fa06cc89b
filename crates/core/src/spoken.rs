//! What the public address says, as phrase keys: a move of the giant board
//! read the way the hall says it ("Caballo toma efe tres, jaque"), a result,
//! a pairing. A phrase key (`piece-knight`, `takes`, `square-f3`, `check`)
//! is the unit an organiser records once (`piece-knight.wav`) and the
//! speech engine says otherwise from the event's language's words; a name
//! is free text that only the engine can say. Pure: the engine, the
//! recordings and the desk that decides when are the app's.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingMode, CastlingSide, Chess, File, Move, Position, Rank, Role};

use crate::command::Outcome;
use crate::game::Game;
use crate::language::Language;
use crate::tr;

/// What the public address says, and how (`[speech]`).
#[derive(Clone, Debug, PartialEq)]
pub struct SpeechConfig {
    /// The moves of `boards` are said.
    pub moves: bool,
    /// Their games' results (and a school match's score) are said.
    pub results: bool,
    /// The announcer may have the pairings read out.
    pub pairings: bool,
    /// The boards whose moves and results are said (by default the final
    /// screens'): never the others, played next to the loudspeakers.
    pub boards: Vec<crate::ids::BoardNo>,
    /// A rotating team's mover is named before the move.
    pub mover: bool,
    /// The organiser's recordings: a folder of WAV or OGG files named by
    /// phrase key (`piece-knight.wav`), played instead of the engine.
    pub recordings: Option<std::path::PathBuf>,
    /// The engine's voice (espeak-ng's name), instead of the language's.
    pub voice: Option<String>,
    /// The engine's pace.
    pub words_per_minute: u32,
    /// The pause between two tables of the pairings read out.
    pub table_pause_ms: u64,
}

impl Default for SpeechConfig {
    fn default() -> SpeechConfig {
        SpeechConfig {
            moves: true,
            results: true,
            pairings: true,
            boards: Vec::new(),
            mover: true,
            recordings: None,
            voice: None,
            words_per_minute: 150,
            table_pause_ms: 1500,
        }
    }
}

/// One item of what is said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A fixed phrase by its key: an organiser's recording of it, or the
    /// language's words for it.
    Key(String),
    /// Free text (a name, a score): said by the engine.
    Text(String),
}

impl Said {
    /// The phrase key, for a fixed phrase.
    pub fn key(&self) -> Option<&str> {
        match self {
            Said::Key(k) => Some(k),
            Said::Text(_) => None,
        }
    }

    /// What is said, in `l`'s words.
    pub fn text(&self, l: Language) -> String {
        match self {
            Said::Key(k) => key_text(l, k).unwrap_or_else(|| k.clone()),
            Said::Text(t) => t.clone(),
        }
    }
}

/// Every fixed phrase but the squares, with its sentence's key in the
/// language files (`speech.ftl`).
const PHRASES: [(&str, &str); 32] = [
    ("piece-king", "speech-piece-king"),
    ("piece-queen", "speech-piece-queen"),
    ("piece-rook", "speech-piece-rook"),
    ("piece-bishop", "speech-piece-bishop"),
    ("piece-knight", "speech-piece-knight"),
    ("piece-pawn", "speech-piece-pawn"),
    ("takes", "speech-takes"),
    ("check", "speech-check"),
    ("checkmate", "speech-checkmate"),
    ("castles-short", "speech-castles-short"),
    ("castles-long", "speech-castles-long"),
    ("promotes", "speech-promotes"),
    ("en-passant", "speech-en-passant"),
    ("draw", "speech-draw"),
    ("file-a", "speech-file-a"),
    ("file-b", "speech-file-b"),
    ("file-c", "speech-file-c"),
    ("file-d", "speech-file-d"),
    ("file-e", "speech-file-e"),
    ("file-f", "speech-file-f"),
    ("file-g", "speech-file-g"),
    ("file-h", "speech-file-h"),
    ("rank-1", "speech-rank-1"),
    ("rank-2", "speech-rank-2"),
    ("rank-3", "speech-rank-3"),
    ("rank-4", "speech-rank-4"),
    ("rank-5", "speech-rank-5"),
    ("rank-6", "speech-rank-6"),
    ("rank-7", "speech-rank-7"),
    ("rank-8", "speech-rank-8"),
    ("pairings", "speech-pairings"),
    ("results", "speech-results"),
];

/// Every phrase key there is: the fixed phrases and the 64 squares
/// (`square-a1` … `square-h8`), for an organiser recording them all.
pub fn all_keys() -> Vec<String> {
    let mut keys: Vec<String> = PHRASES.iter().map(|(k, _)| (*k).to_owned()).collect();
    for rank in Rank::ALL {
        for file in File::ALL {
            keys.push(format!("square-{}{}", file.char(), rank.char()));
        }
    }
    keys
}

/// What phrase `key` says in `l`, if it is a phrase.
pub fn key_text(l: Language, key: &str) -> Option<String> {
    if let Some(square) = key.strip_prefix("square-") {
        let mut chars = square.chars();
        let (file, rank, None) = (chars.next()?, chars.next()?, chars.next()) else {
            return None;
        };
        let file = key_text(l, &format!("file-{file}"))?;
        let rank = key_text(l, &format!("rank-{rank}"))?;
        return Some(tr!(l, "speech-square", file = file, rank = rank));
    }
    let (_, sentence) = PHRASES.iter().find(|(k, _)| *k == key)?;
    Some(crate::words::text(l, sentence))
}

fn piece(role: Role) -> Said {
    let key = match role {
        Role::King => "piece-king",
        Role::Queen => "piece-queen",
        Role::Rook => "piece-rook",
        Role::Bishop => "piece-bishop",
        Role::Knight => "piece-knight",
        Role::Pawn => "piece-pawn",
    };
    Said::Key(key.to_owned())
}

fn key(k: &str) -> Said {
    Said::Key(k.to_owned())
}

/// A move, said from the position it was played in: the piece (none for
/// a pawn's push; a pawn's capture names its file), the file or rank that
/// tells two pieces apart, "takes", the square, "en passant", the
/// promotion, then check or mate. `None` when `san` is not a legal move
/// there.
pub fn move_keys(before: &Chess, san: &str) -> Option<Vec<Said>> {
    let plus: SanPlus = san.parse().ok()?;
    let played = plus.san.to_move(before).ok()?;
    let mut said = Vec::new();
    match (&plus.san, &played) {
        (_, Move::Castle { king, rook }) => {
            let side = CastlingSide::from_queen_side(rook < king);
            said.push(key(match side {
                CastlingSide::KingSide => "castles-short",
                CastlingSide::QueenSide => "castles-long",
            }));
        }
        (
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            },
            _,
        ) => {
            if *role != Role::Pawn {
                said.push(piece(*role));
                if let Some(f) = file {
                    said.push(key(&format!("file-{}", f.char())));
                }
                if let Some(r) = rank {
                    said.push(key(&format!("rank-{}", r.char())));
                }
            } else if *capture {
                let from = played.from().map(|s| s.file()).or(*file)?;
                said.push(key(&format!("file-{}", from.char())));
            }
            if *capture {
                said.push(key("takes"));
            }
            said.push(Said::Key(format!("square-{to}")));
            if matches!(played, Move::EnPassant { .. }) {
                said.push(key("en-passant"));
            }
            if let Some(p) = promotion {
                said.push(key("promotes"));
                said.push(piece(*p));
            }
        }
        (San::Put { role, to }, _) => {
            said.push(piece(*role));
            said.push(Said::Key(format!("square-{to}")));
        }
        _ => return None,
    }
    // The position tells check and mate, whatever the record's suffix.
    let mut after = before.clone();
    after.play_unchecked(played);
    match Suffix::from_position(&after) {
        Some(Suffix::Checkmate) => said.push(key("checkmate")),
        Some(Suffix::Check) => said.push(key("check")),
        None => {}
    }
    Some(said)
}

/// The position after `moves` from `start_fen` (the initial position
/// without one): for a sealed game, which no longer keeps its positions.
fn replay(start_fen: Option<&str>, moves: &[crate::game::PlayedMove]) -> Option<Chess> {
    let mut pos: Chess = match start_fen {
        Some(fen) => fen
            .parse::<shakmaty::fen::Fen>()
            .ok()?
            .into_position(CastlingMode::Standard)
            .ok()?,
        None => Chess::default(),
    };
    for m in moves {
        let san: SanPlus = m.san.parse().ok()?;
        let played = san.san.to_move(&pos).ok()?;
        pos.play_unchecked(played);
    }
    Some(pos)
}

/// The game's last move, said (with its mover's name first when `mover`
/// and the move has one); `None` before any move.
pub fn last_move(game: &Game, mover: bool) -> Option<Vec<Said>> {
    let (last, earlier) = game.moves().split_last()?;
    let replayed;
    let before: &Chess = match game.position_before_last_move() {
        Some(pos) => pos,
        None => {
            replayed = replay(game.start_fen(), earlier)?;
            &replayed
        }
    };
    let mut said = Vec::new();
    if mover && let Some(name) = &last.mover {
        said.push(Said::Text(name.clone()));
    }
    said.extend(move_keys(before, &last.san)?);
    Some(said)
}

/// A game's result, said in `l`: the winner's name (a team's, a player's)
/// or a draw.
pub fn result(l: Language, outcome: &Outcome, white: &str, black: &str) -> Vec<Said> {
    match outcome.winner {
        Some(shakmaty::Color::White) => vec![Said::Text(tr!(l, "speech-wins", name = white))],
        Some(shakmaty::Color::Black) => vec![Said::Text(tr!(l, "speech-wins", name = black))],
        None => vec![key("draw")],
    }
}

/// One team match's score, as a round's results read it: its table, each
/// team's name and game points (in the event's figures, "30,5").
pub struct MatchLine {
    /// The table, from 1.
    pub table: u32,
    /// The team with White on board 1, and its points.
    pub home: (String, String),
    /// The other team, and its points.
    pub away: (String, String),
}

/// A round's team matches, said in `l` once the last of them ended:
/// "results" then, for each table, its two teams and their points.
pub fn match_scores(l: Language, round: u32, matches: &[MatchLine]) -> Vec<Vec<Said>> {
    let mut said = vec![vec![
        key("results"),
        Said::Text(tr!(l, "speech-round", round = round)),
    ]];
    for m in matches {
        said.push(vec![Said::Text(tr!(
            l,
            "speech-match-score",
            table = m.table,
            home = m.home.0.as_str(),
            home_points = m.home.1.as_str(),
            away = m.away.0.as_str(),
            away_points = m.away.1.as_str()
        ))]);
    }
    said
}

/// A round's pairings, said table by table in `l`: "pairings" then, for
/// each table, its number and its two names (a bye: the name alone).
pub fn pairings(
    l: Language,
    round: u32,
    tables: &[(u32, String, Option<String>)],
) -> Vec<Vec<Said>> {
    let mut said = vec![vec![
        key("pairings"),
        Said::Text(tr!(l, "speech-round", round = round)),
    ]];
    for (table, white, black) in tables {
        said.push(vec![Said::Text(match black {
            Some(black) => tr!(
                l,
                "speech-table",
                table = table,
                white = white,
                black = black
            ),
            None => tr!(l, "speech-table-bye", table = table, name = white),
        })]);
    }
    said
}

/// The whole of `said` as one line in `l` (for the log and the pages).
pub fn sentence(l: Language, said: &[Said]) -> String {
    let words: Vec<String> = said.iter().map(|s| s.text(l)).collect();
    let line = words.join(" ");
    let mut chars = line.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(said: &[Said]) -> Vec<&str> {
        said.iter().map(|s| s.key().unwrap_or("TEXT")).collect()
    }

    fn after(moves: &[&str]) -> Chess {
        let mut pos = Chess::default();
        for m in moves {
            let san: SanPlus = m.parse().unwrap();
            let mv = san.san.to_move(&pos).unwrap();
            pos.play_unchecked(mv);
        }
        pos
    }

    #[test]
    fn a_knights_capture_with_check_reads_in_each_language() {
        let pos = after(&["e4", "f5", "exf5", "g6", "fxg6", "Nf6", "gxh7"]);
        let said = move_keys(&pos, "Nxh7").unwrap();
        assert_eq!(keys(&said), ["piece-knight", "takes", "square-h7"]);
        let pos = after(&["e4", "e5", "Nf3", "d6"]);
        let said = move_keys(&pos, "Nxe5").unwrap();
        assert_eq!(sentence(Language::Es, &said), "Caballo toma e cinco");
        assert_eq!(sentence(Language::Gl, &said), "Cabalo toma e cinco");
        assert_eq!(sentence(Language::En, &said), "Knight takes e five");
    }

    #[test]
    fn castling_en_passant_promotion_with_capture_and_check_and_mate() {
        let pos = after(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
        assert_eq!(keys(&move_keys(&pos, "O-O").unwrap()), ["castles-short"]);
        let pos = after(&["d4", "d5", "Nc3", "Nc6", "Bf4", "Bf5", "Qd2", "Qd7"]);
        assert_eq!(keys(&move_keys(&pos, "O-O-O").unwrap()), ["castles-long"]);
        let pos = after(&["e4", "a6", "e5", "d5"]);
        let said = move_keys(&pos, "exd6").unwrap();
        assert_eq!(keys(&said), ["file-e", "takes", "square-d6", "en-passant"]);
        assert_eq!(sentence(Language::Es, &said), "E toma de seis al paso");
        // A pawn takes on a8 or c8 and becomes a queen, on c8 with check.
        let pos = after(&["a4", "d5", "a5", "Qd6", "a6", "h6", "axb7", "h5"]);
        let said = move_keys(&pos, "bxa8=Q").unwrap();
        assert_eq!(
            keys(&said),
            ["file-b", "takes", "square-a8", "promotes", "piece-queen"]
        );
        let said = move_keys(&pos, "bxc8=Q+").unwrap();
        assert_eq!(
            keys(&said),
            [
                "file-b",
                "takes",
                "square-c8",
                "promotes",
                "piece-queen",
                "check"
            ]
        );
        assert_eq!(
            sentence(Language::En, &said),
            "B takes c eight promotes to queen check"
        );
        let pos = after(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"]);
        let said = move_keys(&pos, "Qxf7#").unwrap();
        assert_eq!(
            keys(&said),
            ["piece-queen", "takes", "square-f7", "checkmate"]
        );
        assert_eq!(
            sentence(Language::Es, &said),
            "Dama toma efe siete jaque mate"
        );
        // Two knights that can reach d2: the file tells them apart.
        let pos = after(&["Nf3", "e5", "d3", "d5"]);
        let said = move_keys(&pos, "Nbd2").unwrap();
        assert_eq!(keys(&said), ["piece-knight", "file-b", "square-d2"]);
        assert_eq!(move_keys(&pos, "Ke2"), None, "not legal there");
    }

    #[test]
    fn the_last_move_reads_the_same_from_the_kept_position_and_from_a_sealed_games_replay() {
        use crate::game::Command;
        let config =
            crate::testing::load(&crate::testing::root().join("configs/rapid-circuit-swiss.toml"));
        let mut g = config.new_game();
        g.apply(&Command::Start, 0).unwrap();
        let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
        for (i, m) in moves.iter().enumerate() {
            g.apply(&Command::Move { text: (*m).into() }, i as u64 + 1)
                .unwrap();
            let live = last_move(&g, false).unwrap();
            let mut sealed = g.clone();
            sealed.seal();
            assert!(sealed.position_before_last_move().is_none());
            assert_eq!(last_move(&sealed, false).unwrap(), live, "after {m}");
        }
        assert_eq!(
            keys(&last_move(&g, false).unwrap()),
            ["piece-queen", "takes", "square-f7", "checkmate"]
        );
        // Taken back, the move before is the last one again.
        g.apply(&Command::Undo, 10).unwrap();
        assert_eq!(
            keys(&last_move(&g, false).unwrap()),
            ["piece-knight", "square-f6"]
        );
    }

    #[test]
    fn a_rounds_team_matches_are_read_table_by_table_after_the_word_results() {
        let line = |t: u32, h: &str, hp: &str, a: &str, ap: &str| MatchLine {
            table: t,
            home: (h.into(), hp.into()),
            away: (a.into(), ap.into()),
        };
        let said = match_scores(
            Language::Es,
            3,
            &[
                line(1, "CEIP Ría de Vigo", "31", "Colegio Mariño", "9"),
                line(2, "IES Castelao", "20,5", "CPR Fingoi", "14"),
            ],
        );
        assert_eq!(keys(&said[0]), ["results", "TEXT"]);
        let lines: Vec<String> = said.iter().map(|s| sentence(Language::Es, s)).collect();
        assert_eq!(
            lines,
            [
                "Resultados de la ronda 3",
                "Mesa 1: CEIP Ría de Vigo 31, Colegio Mariño 9",
                "Mesa 2: IES Castelao 20,5, CPR Fingoi 14"
            ]
        );
        let said = match_scores(Language::En, 1, &[line(1, "A", "10", "B", "24")]);
        assert_eq!(sentence(Language::En, &said[1]), "Table 1: A 10, B 24");
        assert_eq!(sentence(Language::En, &said[0]), "Results for round 1");
        let said = match_scores(Language::Gl, 1, &[line(1, "A", "10", "B", "24")]);
        assert_eq!(sentence(Language::Gl, &said[0]), "Resultados da rolda 1");
    }

    #[test]
    fn every_key_has_its_words_in_every_language() {
        let keys = all_keys();
        assert_eq!(keys.len(), 32 + 64);
        for l in [Language::Es, Language::Gl, Language::En] {
            for k in &keys {
                let text = key_text(l, k).unwrap();
                assert!(
                    !text.is_empty() && !text.contains("speech-"),
                    "{k} in {l:?}"
                );
            }
        }
        assert_eq!(key_text(Language::Gl, "square-g8").unwrap(), "gue oito");
        assert_eq!(key_text(Language::Es, "square-h1").unwrap(), "hache uno");
        assert_eq!(key_text(Language::Es, "square-i9"), None);
    }
}
