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

/// How many times (20 ms apart) a lock naming this process is tried again.
const OWN_WAITS: u32 = 100;

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
        // A lock that names this very process is held by a child it is
        // starting (between fork and exec the child shares the lock's open
        // file, until exec closes it): it is let go in a moment, so it is
        // waited for, briefly.
        let mut waits = 0;
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) => {
                    let mut text = String::new();
                    let _ = file.rewind().and_then(|()| file.read_to_string(&mut text));
                    let pid = text.trim().parse().ok();
                    if pid == Some(std::process::id()) && waits < OWN_WAITS {
                        waits += 1;
                        std::thread::sleep(std::time::Duration::from_millis(20));
                        continue;
                    }
                    return Err(JournalError::Locked {
                        path: path.to_owned(),
                        pid,
                    });
                }
                Err(TryLockError::Error(e)) => return Err(io_error(e)),
            }
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

    /// A fresh folder of this test and the lock file's path in it.
    fn lock_in_a_fresh_folder() -> (std::path::PathBuf, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "megxadrez-lock-{}-{}",
            std::process::id(),
            fastrand::u64(..)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("session.lock");
        (dir, path)
    }

    #[test]
    fn a_second_holder_is_refused_with_the_first_ones_process_and_may_take_it_once_freed() {
        let (dir, path) = lock_in_a_fresh_folder();
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

    /// What a child being started holds between fork and exec: a lock
    /// naming this process that is let go a moment later is waited for,
    /// not refused (a test spawning processes beside a journal's reopening
    /// failed on it under load).
    #[test]
    fn a_lock_naming_this_process_let_go_a_moment_later_is_taken() {
        let (dir, path) = lock_in_a_fresh_folder();
        let first = Held::take(&path).unwrap();
        let letting_go = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(200));
            drop(first);
        });
        assert!(Held::take(&path).is_ok());
        letting_go.join().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }
}
