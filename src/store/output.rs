//! Files a command writes for the user (a PGN export, a report file): never
//! onto a file the product owns — the event's config, anything in its
//! journal's folder (the journal, its lock, its backups, the live PGN) —
//! whatever the path's spelling or links (the same file is found by its
//! device and inode); never over an existing file unless asked; and written
//! whole: a temporary file beside it, flushed, renamed into place, so that
//! an interrupted write leaves the old file as it was.

use std::io::Write;
use std::path::{Path, PathBuf};

/// What an output may not land on.
#[derive(Clone, Debug, Default)]
pub struct Guard {
    /// Files the product owns (the config).
    pub files: Vec<PathBuf>,
    /// Folders whose every file it owns (the journal's).
    pub folders: Vec<PathBuf>,
    /// Whether an existing file the product does not own may be replaced.
    pub replace: bool,
}

impl Guard {
    /// What an output of `config`'s event may not land on: the config, its
    /// teams file and the journal's folder (`journal`, or the one the stage
    /// would use); an existing file only when `replace`.
    pub fn of_event(
        config: &crate::core::config::EventConfig,
        journal: Option<&Path>,
        replace: bool,
    ) -> Guard {
        Guard {
            files: std::iter::once(config.path.clone())
                .chain(config.teams_file.clone())
                .collect(),
            folders: vec![crate::store::recovery::folder(config, journal)],
            replace,
        }
    }
}

/// Why an output was not written (nothing was changed).
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// The path is a file the product owns.
    #[error("{0} is the product's own file")]
    Owned(PathBuf),
    /// The path is inside a folder the product owns.
    #[error("{0} is inside the journal's folder")]
    InOwnedFolder(PathBuf),
    /// The file exists and replacing it was not asked for.
    #[error("{0} exists")]
    Exists(PathBuf),
    /// The system refused.
    #[error("{0}: {1}")]
    Io(PathBuf, std::io::Error),
}

/// Why a command's output was not written, in `language`.
pub fn refusal(language: crate::core::language::Language, error: &OutputError) -> String {
    use OutputError as O;
    match error {
        O::Owned(p) => crate::core::tr!(language, "output-owned", path = p.display()),
        O::InOwnedFolder(p) => crate::core::tr!(language, "output-in-journal", path = p.display()),
        O::Exists(p) => crate::core::tr!(language, "output-exists", path = p.display()),
        O::Io(p, e) => crate::core::tr!(
            language,
            "commands-cannot-write-out-why",
            out = p.display(),
            why = crate::core::config::io_reason(language, e)
        ),
    }
}

/// The file's identity (device, inode), following links; `None` when it
/// does not exist.
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// The folder `path` would be written in, resolved (links, `..`).
fn folder_of(path: &Path) -> Option<PathBuf> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    };
    parent.canonicalize().ok()
}

/// Checks `path` against `guard`: the error that refuses it, if any.
pub fn check(path: &Path, guard: &Guard) -> Result<(), OutputError> {
    let here = identity(path);
    if let Some(id) = here
        && guard.files.iter().any(|f| identity(f) == Some(id))
    {
        return Err(OutputError::Owned(path.to_owned()));
    }
    // Inside an owned folder: by the folder's identity, so that a link or
    // another spelling of it is found too.
    let folder = folder_of(path);
    let inside = folder
        .as_deref()
        .and_then(identity)
        .is_some_and(|f| guard.folders.iter().any(|owned| identity(owned) == Some(f)));
    // A link into an owned folder: the file it leads to.
    let target_inside = std::fs::canonicalize(path).ok().is_some_and(|t| {
        folder_of(&t)
            .and_then(|f| identity(&f))
            .is_some_and(|f| guard.folders.iter().any(|o| identity(o) == Some(f)))
    });
    if inside || target_inside {
        return Err(OutputError::InOwnedFolder(path.to_owned()));
    }
    if here.is_some() && !guard.replace {
        return Err(OutputError::Exists(path.to_owned()));
    }
    Ok(())
}

/// Writes `bytes` to `path` under `guard`: refused (nothing changed) onto
/// a file the product owns or, unless the guard allows it, over an
/// existing file; else written to a temporary file beside it, flushed to
/// the disk and renamed into place.
pub fn write_output(path: &Path, bytes: &[u8], guard: &Guard) -> Result<(), OutputError> {
    write_with(path, guard, |tmp| {
        let mut file = std::fs::File::create(tmp)?;
        file.write_all(bytes)
    })
}

/// [`write_output`] for a writer that makes the file itself: `write`
/// makes the temporary file it is handed, which is then flushed to the
/// disk and renamed onto `path`.
pub fn write_with(
    path: &Path,
    guard: &Guard,
    write: impl FnOnce(&Path) -> std::io::Result<()>,
) -> Result<(), OutputError> {
    check(path, guard)?;
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    // Hidden, and ending as the file does (a writer may go by the ending).
    let tmp = path.with_file_name(format!(".tmp-{}-{name}", std::process::id()));
    let written = (|| {
        write(&tmp)?;
        std::fs::File::open(&tmp)?.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(OutputError::Io(path.to_owned(), e));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_output_never_lands_on_an_owned_file_or_over_one_not_asked_for() {
        let dir = std::env::temp_dir().join(format!("megxadrez-output-{}", std::process::id()));
        let journal = dir.join("journal");
        std::fs::create_dir_all(&journal).unwrap();
        let config = dir.join("evento.toml");
        std::fs::write(&config, "config").unwrap();
        std::fs::write(journal.join("session.journal"), "journal").unwrap();
        let guard = Guard {
            files: vec![config.clone()],
            folders: vec![journal.clone()],
            replace: false,
        };
        // The config, by its path and through a link; the journal, by a
        // path with `..` in it and through a link to its folder.
        std::os::unix::fs::symlink(&config, dir.join("link.toml")).unwrap();
        std::os::unix::fs::symlink(&journal, dir.join("jlink")).unwrap();
        for path in [
            config.clone(),
            dir.join("link.toml"),
            journal.join("../journal/session.journal"),
            dir.join("jlink/session.journal"),
            journal.join("new.pgn"),
        ] {
            assert!(
                write_output(&path, b"x", &guard).is_err(),
                "{}",
                path.display()
            );
        }
        assert_eq!(std::fs::read_to_string(&config).unwrap(), "config");
        assert_eq!(
            std::fs::read_to_string(journal.join("session.journal")).unwrap(),
            "journal"
        );
        // A new file is written whole; an existing one only when asked.
        let out = dir.join("export.pgn");
        write_output(&out, b"one", &guard).unwrap();
        assert!(matches!(
            write_output(&out, b"two", &guard),
            Err(OutputError::Exists(_))
        ));
        let replace = Guard {
            replace: true,
            ..guard
        };
        write_output(&out, b"two", &replace).unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "two");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with(".tmp-"))
            .collect();
        assert!(left.is_empty(), "no temporary file left: {left:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
