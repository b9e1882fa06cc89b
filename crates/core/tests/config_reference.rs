//! The config reference (`docs/guide/en/config-reference.md`, and its
//! Spanish twin `docs/guide/es/config-reference.md`) lists every key the
//! event config reader accepts, and no other: a key added to the reader and
//! not to the page fails here, and so does a key on the page the reader
//! refuses (a typo, a key since removed).
//!
//! The keys are the reader's own, not a list kept here: the config's raw
//! form ([`EventConfig::read_raw`]) is read from a deserializer of this
//! file's that answers every request with a made-up value and writes down
//! what serde asks for on the way: the fields of each struct
//! (`deserialize_struct` names them all, `deny_unknown_fields` or not), the
//! variants of each enum (checked on the page's rows too), and for a value
//! read with `deserialize_any` (a team's player, a name or a table) the
//! fields its table takes, learnt from the unknown-field refusal of a probe
//! key, the walk then started again.
//!
//! The page's convention (said in an HTML comment at its top): a key is a
//! table row whose first cell is the key alone in backticks, dotted from the
//! top of the file (`| \`time_control.both\` | …`; a key of an array of
//! tables is written without brackets: `teams.name`, `network.tables.token`),
//! five cells a row; an enum key's row writes each value it takes as
//! `` `"value"` ``.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};

use megxadrez_core::config::EventConfig;
use serde::de::value::{BorrowedStrDeserializer, U64Deserializer};
use serde::de::{self, DeserializeSeed, Visitor};

// ------------------------------------------------------------- the walk

/// What the walk found: each key, dotted, with the values of an enum key
/// (empty for any other).
type Keys = BTreeMap<String, BTreeSet<&'static str>>;

/// How a value read with `deserialize_any` is answered.
#[derive(Clone, Copy, Debug)]
enum Shape {
    /// A table of these fields.
    Table(&'static [&'static str]),
    /// A text, a whole number, a number, a boolean: the nth of these.
    Scalar(u8),
}

/// A key no struct has: the refusal that names it lists those it takes.
const PROBE: &str = "\u{1}probe";

#[derive(Default)]
struct State {
    keys: Keys,
    /// The shapes learnt so far, by path.
    shapes: HashMap<String, Shape>,
    /// A shape learnt in this walk: the walk starts again with it.
    learnt: Option<(String, Shape)>,
}

#[derive(Debug)]
struct WalkError {
    text: String,
    /// The fields of the struct that refused a key.
    expected: Option<&'static [&'static str]>,
}

impl fmt::Display for WalkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::error::Error for WalkError {}

impl de::Error for WalkError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        WalkError {
            text: msg.to_string(),
            expected: None,
        }
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        WalkError {
            text: format!("unknown field {field:?}, expected one of {expected:?}"),
            expected: Some(expected),
        }
    }
}

/// The deserializer that walks: `path` is where its value is.
struct Walker<'a> {
    state: &'a RefCell<State>,
    path: String,
}

impl<'a> Walker<'a> {
    fn at(&self, field: &str) -> Walker<'a> {
        let path = if self.path.is_empty() {
            field.to_owned()
        } else {
            format!("{}.{field}", self.path)
        };
        Walker {
            state: self.state,
            path,
        }
    }

    /// Another walker of the same place (an array's element, a span's
    /// value).
    fn here(&self) -> Walker<'a> {
        Walker {
            state: self.state,
            path: self.path.clone(),
        }
    }

    fn learn(&self, shape: Shape) {
        let mut state = self.state.borrow_mut();
        if state.learnt.is_none() {
            state.learnt = Some((self.path.clone(), shape));
        }
    }

    /// A table of `fields`, each written down and walked.
    fn table<'de, V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        let walkers: Vec<Walker> = fields.iter().map(|f| self.at(f)).collect();
        let mut state = self.state.borrow_mut();
        for w in &walkers {
            state.keys.entry(w.path.clone()).or_default();
        }
        drop(state);
        let entries = fields.iter().copied().zip(walkers.into_iter().map(Some));
        visitor.visit_map(Entries::new(entries.collect()))
    }
}

/// A table's entries: a key, then its value (walked, or a zero: a span's
/// ends).
struct Entries<'a> {
    entries: std::vec::IntoIter<(&'static str, Option<Walker<'a>>)>,
    value: Option<Option<Walker<'a>>>,
}

impl<'a> Entries<'a> {
    fn new(entries: Vec<(&'static str, Option<Walker<'a>>)>) -> Entries<'a> {
        Entries {
            entries: entries.into_iter(),
            value: None,
        }
    }
}

impl<'de> de::MapAccess<'de> for Entries<'_> {
    type Error = WalkError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, WalkError> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some(value);
        seed.deserialize(BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, WalkError> {
        match self.value.take().flatten() {
            Some(walker) => seed.deserialize(walker),
            None => seed.deserialize(U64Deserializer::new(0)),
        }
    }
}

/// An array of `len` values, each walked at the array's own path.
struct Elements<'a> {
    walker: Walker<'a>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Elements<'_> {
    type Error = WalkError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, WalkError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(self.walker.here()).map(Some)
    }
}

macro_rules! zero {
    ($($method:ident => $visit:ident($($value:expr)?)),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, WalkError> {
            visitor.$visit($($value)?)
        })*
    };
}

impl<'de> de::Deserializer<'de> for Walker<'_> {
    type Error = WalkError;

    zero! {
        deserialize_bool => visit_bool(false),
        deserialize_i8 => visit_i64(0),
        deserialize_i16 => visit_i64(0),
        deserialize_i32 => visit_i64(0),
        deserialize_i64 => visit_i64(0),
        deserialize_u8 => visit_u64(0),
        deserialize_u16 => visit_u64(0),
        deserialize_u32 => visit_u64(0),
        deserialize_u64 => visit_u64(0),
        deserialize_f32 => visit_f64(0.0),
        deserialize_f64 => visit_f64(0.0),
        deserialize_char => visit_char('a'),
        deserialize_str => visit_str(""),
        deserialize_string => visit_str(""),
        deserialize_bytes => visit_bytes(&[]),
        deserialize_byte_buf => visit_bytes(&[]),
        deserialize_unit => visit_unit(),
        deserialize_identifier => visit_str(""),
        deserialize_ignored_any => visit_unit(),
    }

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, WalkError> {
        let shape = self.state.borrow().shapes.get(&self.path).copied();
        match shape {
            // A probe's own value: anything is taken there (an untagged
            // enum buffers whatever it is given), so it is a text rather
            // than another probe, and another, without end.
            None if self.path.ends_with(PROBE) => visitor.visit_str(""),
            // First time here: is it a table, and of which fields?
            None => visitor
                .visit_map(Entries::new(vec![(PROBE, Some(self.at(PROBE)))]))
                .inspect_err(|e| {
                    self.learn(match e.expected {
                        Some(fields) => Shape::Table(fields),
                        None => Shape::Scalar(0),
                    })
                }),
            Some(Shape::Table(fields)) => self.table(fields, visitor),
            Some(Shape::Scalar(n)) => {
                let read = match n {
                    0 => visitor.visit_str(""),
                    1 => visitor.visit_i64(0),
                    2 => visitor.visit_f64(0.0),
                    _ => visitor.visit_bool(false),
                };
                read.inspect_err(|_| {
                    if n < 3 {
                        self.learn(Shape::Scalar(n + 1));
                    }
                })
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, WalkError> {
        visitor.visit_some(self)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, WalkError> {
        visitor.visit_seq(Elements {
            walker: self,
            left: 1,
        })
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        visitor.visit_seq(Elements {
            walker: self,
            left: len,
        })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, WalkError> {
        // A map of any keys (none in the reader today) has none to list.
        visitor.visit_map(Entries::new(Vec::new()))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        // toml's `Spanned<T>` is a struct of its span's ends and the value:
        // no key of the config's, the value where the key is.
        if name.starts_with("$__serde_spanned_private") {
            let entries = fields
                .iter()
                .map(|f| (*f, f.ends_with("value").then(|| self.here())))
                .collect();
            return visitor.visit_map(Entries::new(entries));
        }
        self.table(fields, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, WalkError> {
        let first = *variants.first().expect("an enum has a variant");
        self.state
            .borrow_mut()
            .keys
            .entry(self.path.clone())
            .or_default()
            .extend(variants);
        // A `&str` reads as an enum of that unit variant.
        visitor.visit_enum(BorrowedStrDeserializer::new(first))
    }
}

/// Every key `read` accepts, walked.
fn walk(read: impl Fn(Walker<'_>) -> Result<(), WalkError>) -> Keys {
    let mut shapes = HashMap::new();
    for _ in 0..100 {
        let state = RefCell::new(State {
            shapes: shapes.clone(),
            ..State::default()
        });
        let read = read(Walker {
            state: &state,
            path: String::new(),
        });
        let state = state.into_inner();
        match (read, state.learnt) {
            (Ok(()), _) => return state.keys,
            (Err(_), Some((path, shape))) => {
                shapes.insert(path, shape);
            }
            (Err(e), None) => panic!("the walk of the config reader stopped: {e}"),
        }
    }
    panic!("the walk of the config reader learnt shapes a hundred times over");
}

fn config_keys() -> Keys {
    walk(|w| EventConfig::read_raw(w))
}

fn teams_file_keys() -> Keys {
    walk(|w| EventConfig::read_raw_teams_file(w))
}

// ------------------------------------------------------------- the pages

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A page's key rows, in order: (key, row), outside HTML comments. A row
/// whose first cell starts with a backtick and is not one key in
/// backticks, or has not five cells, or repeats a key, is a fault.
fn page_rows(page: &str) -> Result<Vec<(String, String)>, Vec<String>> {
    let mut rows: Vec<(String, String)> = Vec::new();
    let mut faults = Vec::new();
    let mut comment = false;
    for (n, line) in page.lines().enumerate() {
        let line = line.trim();
        // An HTML comment (the convention's own) holds no key row.
        if line.starts_with("<!--") {
            comment = true;
        }
        if comment {
            comment = !line.contains("-->");
            continue;
        }
        let Some(inner) = line.strip_prefix('|') else {
            continue;
        };
        let cells: Vec<&str> = inner.trim_end_matches('|').split('|').collect();
        let first = cells[0].trim();
        if !first.starts_with('`') {
            continue;
        }
        let key = first
            .strip_prefix('`')
            .and_then(|k| k.strip_suffix('`'))
            .filter(|k| {
                !k.is_empty()
                    && k.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_.".contains(c))
            });
        match key {
            None => faults.push(format!("line {}: {first} is not one key", n + 1)),
            Some(_) if cells.len() != 5 => {
                faults.push(format!("line {}: {} cells, not 5", n + 1, cells.len()))
            }
            Some(k) if rows.iter().any(|(r, _)| r == k) => {
                faults.push(format!("line {}: `{k}` is listed twice", n + 1))
            }
            Some(k) => rows.push((k.to_owned(), line.to_owned())),
        }
    }
    if faults.is_empty() {
        Ok(rows)
    } else {
        Err(faults)
    }
}

fn page(language: &str) -> Vec<(String, String)> {
    let path = root().join(format!("docs/guide/{language}/config-reference.md"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    page_rows(&text).unwrap_or_else(|faults| panic!("{}: {faults:#?}", path.display()))
}

/// Each of `keys` the page does not list, and each key the page lists that
/// is not one of `keys`.
fn differences(keys: &Keys, rows: &[(String, String)]) -> (Vec<String>, Vec<String>) {
    let listed: BTreeSet<&str> = rows.iter().map(|(k, _)| k.as_str()).collect();
    let missing = keys
        .keys()
        .filter(|k| !listed.contains(k.as_str()))
        .cloned()
        .collect();
    let unknown = listed
        .iter()
        .filter(|k| !keys.contains_key(**k))
        .map(|k| k.to_string())
        .collect();
    (missing, unknown)
}

// ------------------------------------------------------------- the tests

#[test]
fn the_english_page_lists_every_key_the_reader_accepts_and_no_other() {
    let rows = page("en");
    let (mut missing, unknown) = differences(&config_keys(), &rows);
    // A teams file's keys are the inline teams' (`teams.name`…).
    let (teams_missing, _) = differences(&teams_file_keys(), &rows);
    missing.extend(
        teams_missing
            .into_iter()
            .map(|k| format!("{k} (teams file)")),
    );
    assert!(
        missing.is_empty() && unknown.is_empty(),
        "docs/guide/en/config-reference.md is out of step with the config reader:\n\
         accepted by the reader, missing from the page: {missing:?}\n\
         listed on the page, not accepted by the reader: {unknown:?}"
    );
}

#[test]
fn the_spanish_page_lists_the_english_pages_keys_in_the_same_order() {
    let en: Vec<String> = page("en").into_iter().map(|(k, _)| k).collect();
    let es: Vec<String> = page("es").into_iter().map(|(k, _)| k).collect();
    let missing: Vec<&String> = en.iter().filter(|k| !es.contains(k)).collect();
    let extra: Vec<&String> = es.iter().filter(|k| !en.contains(k)).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "docs/guide/es/config-reference.md lacks {missing:?} and has {extra:?} \
         that the English page does not"
    );
    assert_eq!(es, en, "the Spanish page lists the keys in another order");
}

#[test]
fn every_value_an_enum_key_takes_is_on_its_row_in_both_pages() {
    let keys = config_keys();
    let mut faults = Vec::new();
    for language in ["en", "es"] {
        for (key, row) in page(language) {
            for value in keys.get(&key).into_iter().flatten() {
                if !row.contains(&format!("`\"{value}\"")) {
                    faults.push(format!("{language}: `{key}` does not write `\"{value}\"`"));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// The walk agrees with the reader on the shipped configs: every key they
/// write (and the reader takes: their own tests read them) is one the walk
/// found, so a walk that missed a kind of value would show here.
#[test]
fn the_walk_finds_every_key_the_shipped_configs_write() {
    fn flatten(prefix: &str, value: &toml::Value, out: &mut BTreeSet<String>) {
        match value {
            toml::Value::Table(table) => {
                for (k, v) in table {
                    let path = if prefix.is_empty() {
                        k.clone()
                    } else {
                        format!("{prefix}.{k}")
                    };
                    flatten(&path, v, out);
                    out.insert(path);
                }
            }
            toml::Value::Array(items) => {
                for item in items {
                    flatten(prefix, item, out);
                }
            }
            _ => {}
        }
    }
    let (config, teams) = (config_keys(), teams_file_keys());
    let mut unseen = Vec::new();
    let mut read = 0;
    for folder in [
        "configs",
        "tests/configs",
        "configs/teams",
        "tests/configs/teams",
    ] {
        let keys = if folder.ends_with("teams") {
            &teams
        } else {
            &config
        };
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).unwrap();
            let value: toml::Value = toml::from_str(&text).unwrap();
            let mut written = BTreeSet::new();
            flatten("", &value, &mut written);
            read += 1;
            // A text written once per language (`text = { es = "…" }`) is
            // a map of language codes, not keys of the reader's.
            let language_of_text = |k: &str| {
                k.rsplit_once('.').is_some_and(|(above, code)| {
                    above.ends_with(".text") && ["es", "gl", "en"].contains(&code)
                })
            };
            for key in written
                .into_iter()
                .filter(|k| !keys.contains_key(k) && !language_of_text(k))
            {
                unseen.push(format!("{}: {key}", path.display()));
            }
        }
    }
    assert!(read > 10, "only {read} shipped configs read");
    assert!(unseen.is_empty(), "keys the walk did not find: {unseen:#?}");
}
