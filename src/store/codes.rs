//! The event's secret for its tables' codes, kept in the journal's folder
//! (`table-codes.key`, readable by its owner only): made once, from the
//! system's randomness, and read again after a restart and by
//! `megxadrez cards`, so that the codes on the printed cards stay right.

use crate::core::table_codes::CodeKey;
use std::path::{Path, PathBuf};

/// The key's file in a journal's folder.
pub const KEY_FILE: &str = "table-codes.key";

/// Why the key could not be had.
#[derive(Debug)]
pub enum KeyError {
    /// The file could not be read or written.
    Io(PathBuf, std::io::Error),
    /// The file is there but holds no key (damaged).
    Damaged(PathBuf),
    /// The journal's folder has no key yet (no stage with `[network]` has
    /// run on it).
    Missing(PathBuf),
}

/// The key of the journal in `dir`, made there if it has none.
pub fn key(dir: &Path) -> Result<CodeKey, KeyError> {
    let path = dir.join(KEY_FILE);
    match read(&path) {
        Ok(key) => return Ok(key),
        Err(KeyError::Io(_, e)) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let mut bytes = [0u8; 32];
    {
        use std::io::Read;
        std::fs::File::open("/dev/urandom")
            .and_then(|mut f| f.read_exact(&mut bytes))
            .map_err(|e| KeyError::Io(path.clone(), e))?;
    }
    let key = CodeKey::new(bytes);
    std::fs::create_dir_all(dir).map_err(|e| KeyError::Io(dir.to_owned(), e))?;
    match super::files::write_new(&path, &format!("{}\n", key.to_hex())) {
        Ok(()) => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
            }
            Ok(key)
        }
        // Made by another start in the same instant: that one is the key.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => read(&path),
        Err(e) => Err(KeyError::Io(path, e)),
    }
}

/// The key in the journal's folder `dir`, which must be there already
/// (the stage made it when it started).
pub fn existing(dir: &Path) -> Result<CodeKey, KeyError> {
    match read(&dir.join(KEY_FILE)) {
        Err(KeyError::Io(path, e)) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(KeyError::Missing(path))
        }
        other => other,
    }
}

fn read(path: &Path) -> Result<CodeKey, KeyError> {
    let text = super::files::read_regular_text(path).map_err(|e| KeyError::Io(path.into(), e))?;
    CodeKey::from_hex(&text).ok_or_else(|| KeyError::Damaged(path.into()))
}

impl KeyError {
    /// The reason in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            KeyError::Io(path, e) => crate::core::tr!(
                l,
                "codes-key-unreadable",
                path = path.display(),
                why = crate::core::config::io_reason(l, e)
            ),
            KeyError::Damaged(path) => {
                crate::core::tr!(l, "codes-key-damaged", path = path.display())
            }
            KeyError::Missing(path) => {
                crate::core::tr!(l, "codes-key-missing", path = path.display())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_made_once_and_read_again() {
        let dir = std::env::temp_dir().join(format!("megxadrez-codes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = key(&dir).unwrap();
        assert_eq!(key(&dir).unwrap(), first, "read back, not made again");
        assert_eq!(existing(&dir).unwrap(), first);
        assert!(matches!(
            existing(&dir.join("none")),
            Err(KeyError::Missing(_))
        ));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join(KEY_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o077, 0, "{mode:o}");
        }
        std::fs::write(dir.join(KEY_FILE), "not a key\n").unwrap();
        assert!(matches!(key(&dir), Err(KeyError::Damaged(_))));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
