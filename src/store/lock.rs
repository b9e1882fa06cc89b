//! One writer per journal: an exclusive lock (`flock`) on a file beside
//! the journal, taken before the journal is read or written and held while
//! it is open. The holder's process number is written in the lock file, so
//! that a second process (a double-click, a console beside the stage) is
//! refused naming it. The system lets go of the lock when the process ends,
//! however it ends: a crash leaves no stale lock behind.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::Path;

use crate::core::journal::JournalError;

/// A lock held (released when dropped or when the process ends).
#[derive(Debug)]
pub struct Held {
    _file: File,
}

impl Held {
    /// Takes the lock at `path` (creating the file), or says which process
    /// holds it.
    pub fn take(path: &Path) -> Result<Held, JournalError> {
        let io_error = |source| JournalError::Io {
            path: path.to_owned(),
            source,
        };
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(io_error)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(JournalError::Locked {
                    path: path.to_owned(),
                    pid: text.trim().parse().ok(),
                });
            }
            Err(TryLockError::Error(e)) => return Err(io_error(e)),
        }
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| writeln!(file, "{}", std::process::id()))
            .and_then(|()| file.flush())
            .map_err(io_error)?;
        Ok(Held { _file: file })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_with_the_first_ones_process_and_may_take_it_once_freed() {
        let dir = std::env::temp_dir().join(format!(
            "megxadrez-lock-{}-{}",
            std::process::id(),
            fastrand::u64(..)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("session.lock");
        let first = Held::take(&path).unwrap();
        // A lock taken through another open file description is refused,
        // as another process's would be.
        match Held::take(&path) {
            Err(JournalError::Locked { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("{other:?}"),
        }
        drop(first);
        assert!(Held::take(&path).is_ok());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
