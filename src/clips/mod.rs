//! A clip of every finished game: an animated GIF of the game (board,
//! names, clocks, the result), made on a thread of its own as soon as the
//! game ends, kept in the journal's folder beside the live PGN
//! (`clips/round-R-board-B-S.gif`) and served at `/clips/NAME` with the
//! list of clips in the state, so that a phone links it.

pub mod canvas;
pub mod render;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use bevy::prelude::Resource;

/// Where the clips are kept and who is told of a new one.
#[derive(Clone, Resource)]
pub struct Shelf(Arc<Inner>);

struct Inner {
    /// The clips' folder (none: kept in memory, for a stage without a
    /// journal).
    folder: Option<PathBuf>,
    memory: Mutex<BTreeMap<String, Arc<[u8]>>>,
    /// The clips made, by name: (round, board).
    listed: Mutex<BTreeMap<String, (u32, u32)>>,
    /// Told of every change: the whole list (JSON) and the change (JSON).
    tell: Option<Teller>,
}

/// Who is told of a new clip (the server's outbox): the list of clips and
/// the change, both JSON.
pub type Teller = Box<dyn Fn(String, String) + Send + Sync>;

/// A clip's file name: `round-R-board-B-S.gif`, the round staged (0: the
/// config's own boards), the board, and which staging of the stage it was
/// (a play-off may put a round's board on the stage again).
pub fn name(round: u32, board: u32, staging: u32) -> String {
    format!("round-{round}-board-{board}-{staging}.gif")
}

/// The round and board of a clip's `name`, when it is one.
pub fn parse(name: &str) -> Option<(u32, u32, u32)> {
    let rest = name.strip_prefix("round-")?.strip_suffix(".gif")?;
    let (round, rest) = rest.split_once("-board-")?;
    let (board, staging) = rest.split_once('-')?;
    let number = |s: &str| -> Option<u32> {
        (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    Some((number(round)?, number(board)?, number(staging)?))
}

impl Shelf {
    /// A shelf in `folder` (the clips already there listed), telling
    /// `tell` of each change.
    pub fn new(folder: Option<PathBuf>, tell: Option<Teller>) -> Shelf {
        let mut listed = BTreeMap::new();
        if let Some(dir) = &folder
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            for entry in entries.flatten() {
                let file = entry.file_name().to_string_lossy().into_owned();
                if let Some((round, board, _)) = parse(&file) {
                    listed.insert(file, (round, board));
                }
            }
        }
        let shelf = Shelf(Arc::new(Inner {
            folder,
            memory: Mutex::default(),
            listed: Mutex::new(listed),
            tell,
        }));
        shelf.tell(None);
        shelf
    }

    /// The clip called `name`, when there is one.
    pub fn get(&self, name: &str) -> Option<Arc<[u8]>> {
        parse(name)?;
        if let Some(bytes) = self.0.memory.lock().ok()?.get(name) {
            return Some(bytes.clone());
        }
        let dir = self.0.folder.as_ref()?;
        std::fs::read(dir.join(name)).ok().map(Arc::from)
    }

    /// Whether a clip called `name` is listed.
    pub fn has(&self, name: &str) -> bool {
        self.0.listed.lock().is_ok_and(|l| l.contains_key(name))
    }

    /// Keeps `bytes` as the clip `name`.
    fn put(&self, name: &str, bytes: Vec<u8>) -> std::io::Result<()> {
        let Some((round, board, _)) = parse(name) else {
            return Ok(());
        };
        match &self.0.folder {
            Some(dir) => {
                std::fs::create_dir_all(dir)?;
                crate::store::files::write_bytes_atomically(&dir.join(name), &bytes)?;
            }
            None => {
                if let Ok(mut m) = self.0.memory.lock() {
                    m.insert(name.to_owned(), bytes.into());
                }
            }
        }
        if let Ok(mut l) = self.0.listed.lock() {
            l.insert(name.to_owned(), (round, board));
        }
        self.tell(Some((name, round, board)));
        Ok(())
    }

    /// Forgets the clip `name` (its game's ending was taken back).
    fn drop_clip(&self, name: &str) {
        let had = self
            .0
            .listed
            .lock()
            .is_ok_and(|mut l| l.remove(name).is_some());
        if let Ok(mut m) = self.0.memory.lock() {
            m.remove(name);
        }
        if let Some(dir) = &self.0.folder {
            let _ = std::fs::remove_file(dir.join(name));
        }
        if had {
            self.tell(None);
        }
    }

    /// Tells the list, and the new clip as a change.
    fn tell(&self, new: Option<(&str, u32, u32)>) {
        let Some(tell) = &self.0.tell else {
            return;
        };
        let list: Vec<serde_json::Value> = self
            .0
            .listed
            .lock()
            .map(|l| {
                l.iter()
                    .map(|(name, (round, board))| clip_json(name, *round, *board))
                    .collect()
            })
            .unwrap_or_default();
        let change = match new {
            Some((name, round, board)) => {
                let mut c = clip_json(name, round, board);
                c["kind"] = "clip".into();
                c
            }
            None => serde_json::json!({ "kind": "clips" }),
        };
        tell(
            serde_json::Value::Array(list).to_string(),
            change.to_string(),
        );
    }
}

fn clip_json(name: &str, round: u32, board: u32) -> serde_json::Value {
    serde_json::json!({ "url": format!("/clips/{name}"), "round": round, "board": board })
}

/// What the clips' worker is asked.
pub enum Job {
    /// Make the clip `name` of this game.
    Make(String, render::Clip),
    /// Forget the clip `name`.
    Drop(String),
}

/// Starts the worker that makes `shelf`'s clips, on a thread of its own
/// that gives way to the stage's; its queue.
pub fn worker(shelf: Shelf) -> std::io::Result<crossbeam_channel::Sender<Job>> {
    let (tx, rx) = crossbeam_channel::unbounded::<Job>();
    std::thread::Builder::new()
        .name("clips".into())
        .spawn(move || {
            crate::live::yield_to_stage();
            for job in rx {
                match job {
                    Job::Make(name, clip) => match render::gif(&clip) {
                        Ok(bytes) => {
                            if let Err(e) = shelf.put(&name, bytes) {
                                eprintln!("megxadrez: clips/{name}: {e}");
                            }
                        }
                        Err(e) => eprintln!("megxadrez: clips/{name}: {e}"),
                    },
                    Job::Drop(name) => shelf.drop_clip(&name),
                }
            }
        })?;
    Ok(tx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clips_name_reads_back_and_nothing_else_reads_as_one() {
        assert_eq!(parse(&name(3, 12, 5)), Some((3, 12, 5)));
        for bad in [
            "round-3-board-12-5.png",
            "../round-3-board-1-1.gif",
            "round-3-board--1.gif",
            "round-x-board-1-1.gif",
            "round-1-board-1-1.gif/..",
            "round-1-board-1-99999999.gif",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_clip_is_kept_listed_told_and_dropped() {
        let told: Arc<Mutex<Vec<(String, String)>>> = Arc::default();
        let sink = told.clone();
        let shelf = Shelf::new(
            None,
            Some(Box::new(move |list, change| {
                sink.lock().unwrap().push((list, change))
            })),
        );
        let name = name(2, 4, 3);
        shelf.put(&name, vec![1, 2, 3]).unwrap();
        assert!(shelf.has(&name));
        assert_eq!(shelf.get(&name).as_deref(), Some(&[1u8, 2, 3][..]));
        let (list, change) = told.lock().unwrap().last().cloned().unwrap();
        assert_eq!(
            list,
            r#"[{"board":4,"round":2,"url":"/clips/round-2-board-4-3.gif"}]"#
        );
        assert!(change.contains(r#""kind":"clip""#), "{change}");
        shelf.drop_clip(&name);
        assert!(!shelf.has(&name) && shelf.get(&name).is_none());
        assert_eq!(told.lock().unwrap().last().unwrap().0, "[]");
    }

    #[test]
    fn the_clips_in_the_folder_are_listed_and_served_after_a_restart() {
        let dir = std::env::temp_dir().join(format!("megxadrez-clips-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let shelf = Shelf::new(Some(dir.clone()), None);
        shelf.put(&name(0, 1, 0), b"GIF89a".to_vec()).unwrap();
        std::fs::write(dir.join("notes.txt"), "not a clip").unwrap();
        let again = Shelf::new(Some(dir.clone()), None);
        assert!(again.has(&name(0, 1, 0)));
        assert_eq!(again.get(&name(0, 1, 0)).as_deref(), Some(&b"GIF89a"[..]));
        assert!(again.get("notes.txt").is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
