//! `megxadrez new`: a first event's config, asked in the terminal. The
//! language first (Spanish by default), then the kind of event, its name
//! and venue, who plays (pasted, or read from a CSV or TRF file), a Swiss's
//! rounds, the projectors and the file to write. A wrong answer is said and
//! asked again; nothing is written until every answer reads, and an
//! existing file is never replaced.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use crate::core::config::Format;
use crate::core::config::Language;
use crate::core::config::draft::{self, Draft, Entrant};
use crate::core::tr;

/// Why the wizard stopped without a config.
#[derive(Debug, thiserror::Error)]
pub enum NewError {
    /// The input ended before every answer was given.
    #[error("the input ended before every question was answered")]
    Ended,
    /// The terminal could not be read or written.
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl NewError {
    /// The reason in `l`.
    pub fn text(&self, l: Language) -> String {
        match self {
            NewError::Ended => tr!(l, "new-input-ended").to_owned(),
            NewError::Io(e) => crate::core::config::io_reason(l, e),
        }
    }
}

/// The questions and answers, over any input and output (the terminal, or
/// a test's answer sheet). Files named in answers are found from `dir`.
pub struct Wizard<'a> {
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    dir: PathBuf,
    l: Language,
}

impl<'a> Wizard<'a> {
    /// A wizard asking in `l` until the language is chosen.
    pub fn new(
        input: &'a mut dyn BufRead,
        out: &'a mut dyn Write,
        dir: &Path,
        l: Language,
    ) -> Self {
        Wizard {
            input,
            out,
            dir: dir.to_owned(),
            l,
        }
    }

    /// The next line of input, without its line break.
    fn line(&mut self) -> Result<String, NewError> {
        let mut bytes = Vec::new();
        if self.input.read_until(b'\n', &mut bytes)? == 0 {
            return Err(NewError::Ended);
        }
        // A terminal that types Latin-1 (not UTF-8): its bytes are its
        // letters, so the answer is kept rather than lost.
        let s = match String::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
        };
        Ok(s.trim_end_matches(['\n', '\r']).to_owned())
    }

    /// Says `text` (with a line break).
    fn say(&mut self, text: &str) -> Result<(), NewError> {
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    /// Asks `prompt` and reads the answer (trimmed).
    fn ask(&mut self, prompt: &str) -> Result<String, NewError> {
        write!(self.out, "{prompt} ")?;
        self.out.flush()?;
        Ok(self.line()?.trim().to_owned())
    }

    /// Asks until `read` takes the answer; each refusal is said.
    fn ask_until<T>(
        &mut self,
        prompt: &str,
        mut read: impl FnMut(&str, Language) -> Result<T, String>,
    ) -> Result<T, NewError> {
        loop {
            let answer = self.ask(prompt)?;
            match read(&answer, self.l) {
                Ok(v) => return Ok(v),
                Err(why) => self.say(&format!("  ✗ {why}"))?,
            }
        }
    }

    /// The whole dialogue: the config written, and where.
    pub fn run(mut self) -> Result<PathBuf, NewError> {
        self.say(tr!(self.l, "new-welcome"))?;
        self.l = self.ask_until(tr!(self.l, "new-language"), |a, l| match a {
            "" => Ok(Language::Es),
            code => crate::core::words::from_code(code)
                .ok_or_else(|| tr!(l, "new-language-again").to_owned()),
        })?;
        let l = self.l;
        self.say(tr!(l, "new-kinds"))?;
        let format = self.ask_until(tr!(l, "new-kind"), |a, l| match a {
            "1" => Ok(Format::TeamRotation),
            "2" => Ok(Format::SchoolTeams),
            "3" => Ok(Format::BughousePairs),
            "4" => Ok(Format::Individual),
            _ => Err(tr!(l, "new-kind-again").to_owned()),
        })?;
        let name = self.ask_until(tr!(l, "new-name"), |a, l| one_line(a, l, false))?;
        let site = self.ask_until(tr!(l, "new-site"), |a, l| one_line(a, l, true))?;
        let mut entrants = self.entrants(format)?;
        if draft::has_teams(format) {
            self.short_names(&mut entrants)?;
        }
        let rounds = if draft::is_swiss(format) {
            let most = (entrants.len() - 1).min(15);
            let default = draft::default_rounds(format).min(most);
            let prompt = tr!(l, "new-rounds", most = most, default = default);
            self.ask_until(&prompt, |a, l| {
                if a.is_empty() {
                    return Ok(default);
                }
                a.parse::<usize>()
                    .ok()
                    .filter(|n| (1..=most).contains(n))
                    .ok_or_else(|| tr!(l, "new-rounds-again", most = most))
            })?
        } else {
            0
        };
        let most = draft::MOST_SCREENS;
        let screens = self.ask_until(&tr!(l, "new-screens", most = most), |a, l| {
            if a.is_empty() {
                return Ok(1);
            }
            a.parse::<usize>()
                .ok()
                .filter(|n| (1..=most).contains(n))
                .ok_or_else(|| tr!(l, "new-screens-again", most = most))
        })?;
        let network = self.ask_until(tr!(l, "new-network"), |a, l| {
            let a = a.to_lowercase();
            let among = |words: &str| words.split_whitespace().any(|w| w == a);
            if a.is_empty() || among(tr!(l, "new-no-words")) {
                Ok(false)
            } else if among(tr!(l, "new-yes-words")) {
                Ok(true)
            } else {
                Err(tr!(l, "new-network-again").to_owned())
            }
        })?;
        let network = if network {
            let token = || crate::store::files::random_token().map_err(NewError::Io);
            Some((token()?, token()?))
        } else {
            None
        };
        let text = Draft {
            language: l,
            format,
            name: name.clone(),
            site,
            entrants,
            screens,
            rounds,
            network,
        }
        .toml();
        let dir = self.dir.clone();
        let path = loop {
            let proposed = proposed_file(&dir, &name);
            let shown = proposed.display().to_string();
            let answer = self.ask(&tr!(l, "new-file", file = shown))?;
            let mut file = if answer.is_empty() {
                proposed
            } else {
                PathBuf::from(&answer)
            };
            if file.extension().is_none() {
                file.set_extension("toml");
            }
            let path = dir.join(&file);
            match crate::store::files::write_new(&path, &text) {
                Ok(()) => break file,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let shown = file.display().to_string();
                    self.say(&format!("  ✗ {}", tr!(l, "new-file-exists", file = shown)))?;
                }
                Err(e) => {
                    let (shown, why) = (
                        file.display().to_string(),
                        crate::core::config::io_reason(l, &e),
                    );
                    self.say(&format!(
                        "  ✗ {}",
                        tr!(l, "new-file-unwritable", file = shown, why = why)
                    ))?;
                }
            }
        };
        let shown = shell_word(&path.display().to_string());
        self.say(&tr!(l, "new-written", file = shown))?;
        Ok(dir.join(path))
    }

    /// The teams or players: pasted a line each up to an empty line, or
    /// `@FILE` (CSV, or a TRF for players).
    fn entrants(&mut self, format: Format) -> Result<Vec<Entrant>, NewError> {
        let l = self.l;
        let mut list: Vec<Entrant> = Vec::new();
        self.say(
            if draft::has_teams(format) {
                let (least, most) = draft::team_size(format);
                let most = most.unwrap_or(least);
                // `tr!` wants its key as a literal: the two sentences apart.
                if least == most {
                    tr!(l, "new-teams-exactly", least = least)
                } else {
                    tr!(l, "new-teams", least = least, most = most)
                }
            } else {
                tr!(l, "new-players").to_owned()
            }
            .as_str(),
        )?;
        loop {
            let line = self.ask(&format!("{:>3}>", list.len() + 1))?;
            if let Some(file) = line.strip_prefix('@') {
                match self.entrants_of_file(format, file.trim()) {
                    Ok(read) => {
                        let count = read.len();
                        list = read;
                        self.say(&format!("  ✓ {}", tr!(l, "new-read-file", count = count)))?;
                        if list.len() >= 2 {
                            return Ok(list);
                        }
                    }
                    Err(why) => self.say(&format!("  ✗ {why}"))?,
                }
                continue;
            }
            if line.is_empty() {
                if list.len() >= 2 {
                    return Ok(list);
                }
                self.say(&format!(
                    "  ✗ {}",
                    tr!(l, "new-too-few", count = list.len())
                ))?;
                continue;
            }
            if let Err(why) = one_line(&line, l, false) {
                self.say(&format!("  ✗ {why}"))?;
                continue;
            }
            match draft::entrant_of_line(format, &line, crate::store::files::this_year()) {
                Ok(e) if list.iter().any(|o| o.name == e.name) => {
                    let fault = draft::LineFault::Twice(e.name);
                    self.say(&format!("  ✗ {}", fault.text(l)))?;
                }
                Ok(e) => {
                    // Said as read, so that a name split or a number
                    // taken the wrong way shows at once.
                    self.say(&format!("  ✓ {}", read_as(&e, format, l)))?;
                    list.push(e);
                }
                Err(fault) => self.say(&format!("  ✗ {}", fault.text(l)))?,
            }
        }
    }

    /// A short name for each team whose name is too long for a match
    /// screen's band (Enter: none): shorter than the name, and no other
    /// team's name or short name.
    fn short_names(&mut self, entrants: &mut [Entrant]) -> Result<(), NewError> {
        let l = self.l;
        for i in 0..entrants.len() {
            let name = entrants[i].name.clone();
            if name.chars().count() <= draft::ASK_SHORT_ABOVE {
                continue;
            }
            let taken: Vec<String> = entrants
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i)
                .flat_map(|(_, e)| std::iter::once(e.name.clone()).chain(e.short.clone()))
                .collect();
            let prompt = tr!(l, "new-short", name = name.clone());
            let short = self.ask_until(&prompt, |a, l| {
                if a.is_empty() {
                    return Ok(None);
                }
                let a = one_line(a, l, false)?;
                if a.chars().count() >= name.chars().count() {
                    Err(tr!(l, "new-short-not-shorter", name = name.clone()))
                } else if taken.contains(&a) {
                    Err(tr!(l, "new-short-taken", short = a))
                } else {
                    Ok(Some(a))
                }
            })?;
            entrants[i].short = short;
        }
        Ok(())
    }

    /// The entrants a file lists, or why not.
    fn entrants_of_file(&self, format: Format, name: &str) -> Result<Vec<Entrant>, String> {
        let l = self.l;
        let path = self.dir.join(name);
        let shown = path.display().to_string();
        let bytes = crate::store::files::read_regular(&path).map_err(|e| {
            let why = crate::core::config::io_reason(l, &e);
            tr!(l, "new-file-unreadable", file = shown, why = why)
        })?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let trf =
            name.to_lowercase().ends_with(".trf") || text.lines().any(|r| r.starts_with("001 "));
        let read = if trf {
            if draft::has_teams(format) {
                return Err(tr!(l, "new-trf-for-teams").to_owned());
            }
            use crate::core::pairing_words::Worded;
            let t = crate::core::pairing::trf::parse(&text)
                .map_err(|e| format!("{shown}: {}", e.text(l)))?;
            t.players
                .into_iter()
                .map(|p| Entrant {
                    name: p.name,
                    rating: p.rating,
                    ..Entrant::default()
                })
                .collect()
        } else {
            draft::entrants_of_csv(format, &text, crate::store::files::this_year()).map_err(
                |(line, fault)| {
                    tr!(
                        l,
                        "new-file-line",
                        file = shown,
                        line = line,
                        why = fault.text(l)
                    )
                },
            )?
        };
        if let Some(bad) = read
            .iter()
            .flat_map(|e| std::iter::once(&e.name).chain(&e.players))
            .find(|n| one_line(n, l, false).is_err())
        {
            return Err(format!("{shown}: {}", one_line(bad, l, false).unwrap_err()));
        }
        if read.len() < 2 {
            return Err(tr!(l, "new-too-few", count = read.len()));
        }
        Ok(read)
    }
}

/// An answer that goes on one line of the config: no control character,
/// and not empty unless `empty` allows it.
fn one_line(answer: &str, l: Language, empty: bool) -> Result<String, String> {
    if answer.is_empty() && !empty {
        return Err(tr!(l, "new-not-empty").to_owned());
    }
    if answer.chars().any(char::is_control) {
        return Err(tr!(l, "new-one-line").to_owned());
    }
    Ok(answer.to_owned())
}

/// `word` as a shell reads it: quoted when it holds a space or a sign.
fn shell_word(word: &str) -> String {
    if word
        .chars()
        .all(|c| c.is_alphanumeric() || "-_./".contains(c))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// An entrant as the wizard read it: a team and its players one by one,
/// a player with the rating and the year of birth taken (or none).
fn read_as(e: &Entrant, format: Format, l: crate::core::config::Language) -> String {
    if !e.players.is_empty() {
        // A children's team plays its first four at once (seed 000): the
        // rest wait on the bench, said now rather than found by `check`.
        let active = if format == Format::TeamRotation {
            crate::core::team::MAX_ACTIVE
        } else {
            e.players.len()
        };
        let (playing, bench) = e.players.split_at(active.min(e.players.len()));
        let bench = if bench.is_empty() {
            String::new()
        } else {
            tr!(l, "describe-bench-join", join = bench.join(" · "))
        };
        return format!("{}: {}{bench}", e.name, playing.join(" · "));
    }
    let read = crate::i18n::rating_and_born(l, e.rating, e.born);
    format!("{} — {read}", e.name)
}

/// The file the wizard proposes for an event called `name` in `dir`: the
/// name in lower case, without accents, words joined by `-` (`Open de
/// Vigo 2026` is `open-de-vigo-2026.toml`), never one already there nor
/// one whose journal folder (`NAME.journal`) is — then `-2`, `-3`…
pub fn proposed_file(dir: &std::path::Path, name: &str) -> PathBuf {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let plain = match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'º' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            'ª' => 'a',
            c => c,
        };
        if plain.is_ascii_alphanumeric() {
            stem.push(plain);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let mut stem: String = stem.trim_end_matches('-').chars().take(48).collect();
    stem = stem.trim_end_matches('-').to_owned();
    if stem.is_empty() {
        stem = "evento".into();
    }
    let taken = |s: &str| {
        dir.join(format!("{s}.toml")).exists() || dir.join(format!("{s}.journal")).exists()
    };
    let mut candidate = stem.clone();
    let mut n = 1;
    while taken(&candidate) {
        n += 1;
        candidate = format!("{stem}-{n}");
    }
    PathBuf::from(format!("{candidate}.toml"))
}

#[cfg(test)]
mod proposed_tests {
    use super::proposed_file;

    #[test]
    fn the_file_proposed_comes_from_the_events_name_and_is_never_one_already_used() {
        let dir = std::env::temp_dir().join(format!("megxadrez-proposed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let name = "Campionato Galego Escolar — Fase Zonal 2026 (Sub-12) ñandú";
        assert_eq!(
            proposed_file(&dir, name).to_str(),
            Some("campionato-galego-escolar-fase-zonal-2026-sub-12.toml")
        );
        assert_eq!(proposed_file(&dir, "¿?").to_str(), Some("evento.toml"));
        std::fs::write(dir.join("open-de-vigo.toml"), "").unwrap();
        assert_eq!(
            proposed_file(&dir, "Open de Vigo").to_str(),
            Some("open-de-vigo-2.toml")
        );
        std::fs::create_dir_all(dir.join("open-de-vigo-2.journal")).unwrap();
        assert_eq!(
            proposed_file(&dir, "Open de Vigo").to_str(),
            Some("open-de-vigo-3.toml")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
