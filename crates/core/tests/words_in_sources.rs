//! No product sentence outside the Fluent files: the string literals of the
//! sources (the program's and every crate's, tests aside) hold no Spanish
//! or Galician word. A sentence goes in `i18n/{es,gl,en}/*.ftl` and the
//! source names its key (`tr!(l, "key")`).
//!
//! What a source may still spell in Spanish is listed in [`ALLOWED`], each
//! with why: words the product reads (the seeds' config values, the
//! operator's accepted spellings), not words it says.

use std::path::{Path, PathBuf};

/// Words that mark a literal as Spanish or Galician text (none is an
/// English word, a config key or a command of the scripts).
const MARKERS: &[&str] = &[
    "el",
    "la",
    "los",
    "las",
    "del",
    "al",
    "una",
    "unha",
    "uno",
    "unos",
    "por",
    "para",
    "con",
    "sin",
    "sen",
    "que",
    "qué",
    "pero",
    "desde",
    "hasta",
    "ata",
    "tras",
    "está",
    "están",
    "hay",
    "hai",
    "es",
    "é",
    "non",
    "y",
    "ou",
    "nos",
    "nas",
    "da",
    "do",
    "dos",
    "das",
    "tablero",
    "taboleiro",
    "tableros",
    "taboleiros",
    "ronda",
    "rolda",
    "rondas",
    "roldas",
    "jugada",
    "xogada",
    "partida",
    "partidas",
    "blancas",
    "negras",
    "brancas",
    "reloj",
    "reloxo",
    "jugador",
    "xogador",
    "jugadores",
    "xogadores",
    "equipo",
    "equipos",
    "señal",
    "sinal",
    "pantalla",
    "pantallas",
    "fichero",
    "ficheiro",
    "diario",
    "orden",
    "orde",
    "tablas",
    "táboas",
    "empate",
    "desempate",
    "descansa",
    "abandonan",
    "bandera",
    "bandeira",
    "tiempo",
    "tempo",
    "minutos",
    "segundos",
    "árbitro",
    "mesa",
    "sorteo",
    "colores",
    "cores",
    "puntos",
    "clasificación",
    "configuración",
];

/// Words that are Spanish or Galician alone: one is enough.
const STRONG: &[&str] = &[
    "tablero",
    "taboleiro",
    "tableros",
    "taboleiros",
    "ronda",
    "rolda",
    "rondas",
    "roldas",
    "jugada",
    "xogada",
    "jugadas",
    "xogadas",
    "blancas",
    "brancas",
    "negras",
    "jugador",
    "xogador",
    "jugadores",
    "xogadores",
    "reloj",
    "reloxo",
    "fichero",
    "ficheiro",
    "pantalla",
    "bandera",
    "bandeira",
    "tablas",
    "equipo",
    "partida",
];

/// (file, literal, why): the literals a source may keep.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "src/commands/live.rs",
        "saír",
        "a spelling of `quit` the terminal accepts",
    ),
    (
        "crates/core/src/config/draft/mod.rs",
        "equipo",
        "a CSV file's header the wizard reads and skips",
    ),
    (
        "src/i18n/mod.rs",
        "fin-de-ronda",
        "the name of a shipped cue, as configs write it",
    ),
    (
        "crates/core/src/hotkey.rs",
        "mayús",
        "a spelling of Shift a config may write",
    ),
    (
        "crates/core/src/config/roster.rs",
        r#"a name ("Ana") or { name = "Ana Pérez Souto", short = "Ana P." }"#,
        "serde's expectation, whose example is a player's name",
    ),
    (
        "crates/core/src/collation.rs",
        "àáâäãåā",
        "the letters the alphabetical order reads as a",
    ),
    (
        "crates/core/src/collation.rs",
        "èéêëē",
        "the letters the alphabetical order reads as e",
    ),
    (
        "crates/core/src/collation.rs",
        "ìíîïī",
        "the letters the alphabetical order reads as i",
    ),
    (
        "crates/core/src/collation.rs",
        "òóôöõøō",
        "the letters the alphabetical order reads as o",
    ),
    (
        "crates/core/src/collation.rs",
        "ùúûüū",
        "the letters the alphabetical order reads as u",
    ),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            let p = entry.unwrap().path();
            if p.file_name().is_some_and(|n| n == "tests") {
                continue;
            }
            rust_files(&p, out);
        }
    } else if path.extension().is_some_and(|e| e == "rs")
        && !path
            .file_name()
            .is_some_and(|n| n == "tests.rs" || n.to_string_lossy().ends_with("_tests.rs"))
    {
        out.push(path.to_owned());
    }
}

/// The string literals of `text` outside comments and `#[cfg(test)]`
/// modules, each with its line, as written (escapes kept).
fn literals(text: &str) -> Vec<(usize, String)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let line_of = |i: usize| text[..i].matches('\n').count() + 1;
    while i < b.len() {
        if text[i..].starts_with("#[cfg(test)]") {
            // Skip the item that follows: to its block's end, or its `;`.
            let mut j = i + "#[cfg(test)]".len();
            while j < b.len() && b[j] != b'{' && b[j] != b';' {
                j += 1;
            }
            if j < b.len() && b[j] == b'{' {
                let mut depth = 0;
                while j < b.len() {
                    match b[j] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        b'"' => {
                            j += 1;
                            while j < b.len() && b[j] != b'"' {
                                if b[j] == b'\\' {
                                    j += 1;
                                }
                                j += 1;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            i = j + 1;
            continue;
        }
        if text[i..].starts_with("//") {
            i = text[i..].find('\n').map_or(b.len(), |n| i + n);
            continue;
        }
        if text[i..].starts_with("/*") {
            i = text[i..].find("*/").map_or(b.len(), |n| i + n + 2);
            continue;
        }
        let ident_before = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if b[i] == b'r'
            && !ident_before
            && i + 1 < b.len()
            && (b[i + 1] == b'"' || b[i + 1] == b'#')
        {
            let hashes = text[i + 1..].bytes().take_while(|c| *c == b'#').count();
            let open = i + 1 + hashes;
            if open < b.len() && b[open] == b'"' {
                let close = format!("\"{}", "#".repeat(hashes));
                let end = text[open + 1..]
                    .find(&close)
                    .map_or(b.len(), |n| open + 1 + n);
                out.push((line_of(i), text[open + 1..end].to_owned()));
                i = end + close.len();
                continue;
            }
        }
        if b[i] == b'\'' {
            // A char literal ('x', '\n', '"') or a lifetime.
            if i + 1 < b.len() && b[i + 1] == b'\\' {
                i = text[i + 2..].find('\'').map_or(b.len(), |n| i + 2 + n + 1);
                continue;
            }
            let c = text[i + 1..].chars().next().map_or(0, |c| c.len_utf8());
            if text[i + 1 + c..].starts_with('\'') {
                i += 2 + c;
                continue;
            }
            i += 1;
            continue;
        }
        if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                if b[j] == b'\\' {
                    j += 1;
                }
                j += 1;
            }
            out.push((line_of(i), text[i + 1..j.min(b.len())].to_owned()));
            i = j + 1;
            continue;
        }
        i += 1;
    }
    out
}

/// The marker words `literal` holds.
fn markers(literal: &str) -> Vec<&'static str> {
    let words: Vec<String> = literal
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect();
    MARKERS
        .iter()
        .copied()
        .filter(|m| words.iter().any(|w| w == m))
        .collect()
}

/// Whether `literal` reads as Spanish or Galician: an accented vowel, `ñ`,
/// `¿` or `¡` (English has none), a word only they have, or two marker
/// words.
fn is_spanish(literal: &str) -> bool {
    literal.contains([
        '¿', '¡', 'ñ', 'á', 'é', 'í', 'ó', 'ú', 'Á', 'É', 'Í', 'Ó', 'Ú',
    ]) || literal
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| STRONG.contains(&w.to_lowercase().as_str()))
        || markers(literal).len() >= 2
}

#[test]
fn no_source_literal_holds_a_spanish_or_galician_sentence() {
    let root = root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for krate in std::fs::read_dir(root.join("crates")).unwrap() {
        rust_files(&krate.unwrap().path().join("src"), &mut files);
    }
    assert!(files.len() > 100, "{}", files.len());
    let mut found = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        for (line, literal) in literals(&text) {
            if is_spanish(&literal) && !ALLOWED.iter().any(|(f, l, _)| *f == name && *l == literal)
            {
                found.push(format!("{name}:{line}: {literal:?}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} literals read as Spanish or Galician; put them in i18n/*.ftl:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_a_sentence_and_not_an_english_one_nor_a_comment() {
    let text = "// la ronda en un comentario\nfn f() -> &'static str { let c = '\"'; \"la ronda empieza\" }\n\
                fn g() { \"the round starts\"; r#\"el tablero del \"árbitro\"\"#; }\n\
                #[cfg(test)]\nmod tests { fn h() { \"la ronda de una prueba\"; } }\n";
    let found: Vec<String> = literals(text)
        .into_iter()
        .filter(|(_, l)| is_spanish(l))
        .map(|(_, l)| l)
        .collect();
    assert_eq!(found, ["la ronda empieza", "el tablero del \"árbitro\""]);
    assert!(is_spanish("¿está en marcha?"));
    assert!(!is_spanish("the event's screens, a la carte"));
    assert!(is_spanish("Negras"));
    assert!(!is_spanish("Black"));
}
