//! Files people read while the event runs: the live PGN (replaced whole,
//! atomically) and the wall clock's date for their headers and logs; a new
//! config, written once (`megxadrez new`).

/// Replaces `path` with `contents` so that a reader polling it only ever
/// sees a whole file: write a temporary file, rename. Not flushed to the
/// disk: the journal is what is durable (a restart writes the live PGN
/// again from it), and a flush of a file that grows all day made every
/// command slower as the day went on.
pub fn write_atomically(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    write_bytes_atomically(path, contents.as_bytes())
}

/// [`write_atomically`] for any bytes (a game's clip).
pub fn write_bytes_atomically(path: &std::path::Path, contents: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let ext = path.extension().map_or("".into(), |e| e.to_string_lossy());
    let tmp = path.with_extension(format!("{ext}.tmp"));
    let written = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(contents)?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        // A full disk (or any failure) leaves no half-written file behind;
        // the last good PGN stays as it was.
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Today's date as PGN writes it (`YYYY.MM.DD`, UTC).
pub fn today() -> String {
    crate::core::pgn::date_of(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    )
}

/// This year by the computer's clock (a year of birth after it is not
/// one; an event without its own year counts ages from it).
pub fn this_year() -> i32 {
    today()
        .get(..4)
        .and_then(|y| y.parse().ok())
        .unwrap_or(2026)
}

/// Now as `YYYY.MM.DD hh:mm:ss UTC`, for logs people read.
pub fn now_utc() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let t = secs % 86_400;
    format!(
        "{} {:02}:{:02}:{:02} UTC",
        crate::core::pgn::date_of(secs),
        t / 3600,
        t / 60 % 60,
        t % 60
    )
}

/// A fresh token for the event's network: 15 letters and digits a phone's
/// keyboard types without doubt (no 0/o, 1/l/i), in three groups, from the
/// system's randomness (/dev/urandom): about 72 bits.
pub fn random_token() -> std::io::Result<String> {
    use std::io::Read;
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut bytes = [0u8; 15];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    let letters: Vec<char> = bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect();
    Ok(letters
        .chunks(5)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-"))
}

/// The wall clock's local time of day: (minute of the day, second within
/// the minute), for a countdown to a time of day (`until 11:30`). UTC
/// where the local time cannot be read.
pub fn local_time_of_day() -> (u32, u32) {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    #[cfg(target_os = "linux")]
    {
        let t = secs as libc::time_t;
        // SAFETY: localtime_r writes only into `tm`, which lives here.
        let mut tm: libc::tm = unsafe { std::mem::zeroed() };
        if !unsafe { libc::localtime_r(&t, &mut tm) }.is_null() {
            return ((tm.tm_hour * 60 + tm.tm_min) as u32, tm.tm_sec as u32);
        }
    }
    let of_day = (secs % 86_400) as u32;
    (of_day / 60, of_day % 60)
}

/// Writes a new file at `path` with `contents`, flushed to the disk; an
/// existing file is never replaced (`AlreadyExists`), and a failed write
/// leaves no file behind.
pub fn write_new(path: &std::path::Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    let written = file
        .write_all(contents.as_bytes())
        .and_then(|()| file.sync_all());
    if written.is_err() {
        drop(file);
        let _ = std::fs::remove_file(path);
    }
    written
}

/// The most a file the product reads whole may hold (a config, a teams
/// list, a journal): far more than any event's, far less than memory.
pub const MAX_READ: u64 = 256 << 20;

/// Reads the regular file at `path` whole: a pipe, a device or a socket
/// (which would block or never end) is refused as unsupported, and a file
/// past [`MAX_READ`] as too large, before anything is read.
pub fn read_regular(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let meta = std::fs::metadata(path)?;
    if meta.is_dir() {
        return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory));
    }
    if !meta.is_file() {
        return Err(std::io::Error::from(std::io::ErrorKind::Unsupported));
    }
    if meta.len() > MAX_READ {
        return Err(std::io::Error::from(std::io::ErrorKind::FileTooLarge));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_READ + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_READ {
        return Err(std::io::Error::from(std::io::ErrorKind::FileTooLarge));
    }
    Ok(bytes)
}

/// [`read_regular`] as UTF-8 text (other bytes are invalid data).
pub fn read_regular_text(path: &std::path::Path) -> std::io::Result<String> {
    String::from_utf8(read_regular(path)?)
        .map_err(|_| std::io::Error::from(std::io::ErrorKind::InvalidData))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_failed_write_leaves_the_last_file_and_no_temporary_one() {
        let dir = std::env::temp_dir().join(format!("megxadrez-pgn-fail-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // The target is a folder that is not empty: the last step fails, as
        // a write on a full disk would before it.
        let target = dir.join("live.pgn");
        std::fs::create_dir_all(target.join("in-the-way")).unwrap();
        assert!(super::write_atomically(&target, "1. e4 *\n").is_err());
        assert!(!dir.join("live.pgn.tmp").exists(), "no temporary file left");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
