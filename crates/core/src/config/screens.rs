//! The projector screens and the operator's window (`[[screens]]`,
//! `[operator]`): which boards each shows, how, and on which monitor.

use crate::tr;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use super::source::{ConfigError, Source, non_empty};
use crate::ids::BoardNo;

/// Where the operator's window opens (`[operator]`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OperatorWindow {
    /// Which monitor (0 = the first, the default).
    pub monitor: usize,
    /// Full-screen (true) or a window (the default).
    pub fullscreen: bool,
}

/// What a screen shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenLayout {
    /// One board, large: the giant-board final.
    Final,
    /// A grid of boards (up to 16).
    Mirrors,
    /// The event's standings, between rounds: no board.
    Standings,
    /// The last round's pairings and their results as they arrive: no
    /// board.
    Pairings,
    /// A school team match of the round on the stage: its four boards side
    /// by side with the running match score (`table`, from 1).
    Match,
    /// Between rounds, the layouts of `cycle` in turn, `seconds` each; the
    /// round's boards while a game of it is being played.
    Carousel,
    /// The knockout after the league: its ties round by round, each with
    /// its teams (or where they come from) and the winner.
    Bracket,
    /// A league's crosstable: every entrant against every other.
    Crosstable,
    /// The age categories' trophies and who takes each (seed 004).
    Categories,
    /// Before the first round and between rounds: the event's name, venue
    /// and schedule, and a code to follow it on a phone.
    Welcome,
    /// The screen's logos (`logos`), large: the sponsors' page of a
    /// carousel.
    Sponsors,
}

impl ScreenLayout {
    /// The name a config writes.
    pub fn name(self) -> &'static str {
        match self {
            ScreenLayout::Final => "final",
            ScreenLayout::Mirrors => "mirrors",
            ScreenLayout::Standings => "standings",
            ScreenLayout::Pairings => "pairings",
            ScreenLayout::Match => "match",
            ScreenLayout::Carousel => "carousel",
            ScreenLayout::Bracket => "bracket",
            ScreenLayout::Crosstable => "crosstable",
            ScreenLayout::Categories => "categories",
            ScreenLayout::Welcome => "welcome",
            ScreenLayout::Sponsors => "sponsors",
        }
    }
}

/// Which side of the board is at the bottom of a screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    /// White at the bottom.
    WhiteBottom,
    /// Black at the bottom (as the audience sees the floor board from
    /// Black's end).
    BlackBottom,
}

/// Most boards on one mirrors screen.
pub const MAX_MIRRORS: usize = 16;

/// One projector screen: a window on a monitor showing a layout of boards.
#[derive(Clone, Debug, PartialEq)]
pub struct ScreenConfig {
    /// Its name (for `megxadrez screenshot --screen NAME`).
    pub name: String,
    /// What it shows.
    pub layout: ScreenLayout,
    /// The boards it shows.
    pub boards: Vec<BoardNo>,
    /// A board shown enlarged on a mirrors screen.
    pub featured: Option<BoardNo>,
    /// Which monitor (0 = the first).
    pub monitor: usize,
    /// Full-screen (true) or a window.
    pub fullscreen: bool,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// A mirrors screen whose config lists no boards: it shows the stage's
    /// boards as they are, those of each round as it is staged.
    pub follows_round: bool,
    /// A match screen's table in the staged round (from 1).
    pub table: usize,
    /// A carousel's layouts, in turn.
    pub cycle: Vec<ScreenLayout>,
    /// How long a carousel shows each, in ms.
    pub cycle_ms: u64,
    /// The sponsors' and organisers' logos (PNG or JPEG files), in a strip
    /// under what the screen shows and on its sponsors' page.
    pub logos: Vec<std::path::PathBuf>,
}

impl ScreenConfig {
    /// The boards the screen shows when the stage has `count` boards.
    pub fn shown(&self, count: usize) -> Vec<BoardNo> {
        if self.follows_round {
            BoardNo::all(count.min(MAX_MIRRORS)).collect()
        } else {
            self.boards
                .iter()
                .copied()
                .filter(|b| b.index() < count)
                .collect()
        }
    }

    /// What the screen shows at session instant `now_ms`, with a game of
    /// the round being played (`in_play`) or not: its layout; a
    /// carousel's turn between rounds, the round's boards while a game of
    /// it is being played. The stage and its web mirror read it alike.
    pub fn showing(&self, in_play: bool, now_ms: u64) -> ScreenLayout {
        if self.layout != ScreenLayout::Carousel {
            return self.layout;
        }
        if in_play || self.cycle.is_empty() {
            return ScreenLayout::Mirrors;
        }
        let turn = (now_ms / self.cycle_ms.max(1)) as usize % self.cycle.len();
        self.cycle[turn]
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawOperator {
    pub(super) monitor: Option<Spanned<i64>>,
    #[serde(default)]
    pub(super) fullscreen: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawScreen {
    pub(super) name: Spanned<String>,
    pub(super) layout: ScreenLayout,
    pub(super) boards: Option<Spanned<Vec<i64>>>,
    pub(super) featured: Option<Spanned<i64>>,
    pub(super) monitor: Option<Spanned<i64>>,
    #[serde(default)]
    pub(super) fullscreen: bool,
    pub(super) orientation: Option<Orientation>,
    pub(super) table: Option<Spanned<i64>>,
    pub(super) cycle: Option<Spanned<Vec<ScreenLayout>>>,
    pub(super) seconds: Option<Spanned<i64>>,
    #[serde(default)]
    pub(super) logos: Vec<Spanned<String>>,
}

/// Most logos on one screen: more would be too small to read in a strip.
pub const MAX_LOGOS: usize = 12;

/// The logos of a screen, resolved against the config's folder: PNG or
/// JPEG files, at most [`MAX_LOGOS`]. Whether they exist and decode is
/// checked by `megxadrez check` and the stage, which goes on without one
/// it cannot read.
fn logos(src: &Source, raw: &[Spanned<String>]) -> Result<Vec<std::path::PathBuf>, ConfigError> {
    let dir = src.file.parent().unwrap_or(std::path::Path::new("."));
    if let Some(extra) = raw.get(MAX_LOGOS) {
        return Err(src.at(
            extra,
            "screens.logos",
            tr!(src.language, "screens-too-many-logos", most = MAX_LOGOS),
        ));
    }
    let mut out = Vec::new();
    for logo in raw {
        let file = non_empty(src, logo, "screens.logos")?;
        let ext = std::path::Path::new(&file)
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        if !matches!(ext.as_deref(), Some("png" | "jpg" | "jpeg")) {
            return Err(src.at(
                logo,
                "screens.logos",
                tr!(src.language, "screens-logo-png-or-jpeg", file = file),
            ));
        }
        out.push(dir.join(file));
    }
    Ok(out)
}

/// A carousel's layouts when the config names none.
const DEFAULT_CYCLE: [ScreenLayout; 2] = [ScreenLayout::Standings, ScreenLayout::Pairings];

/// A carousel's time on each layout when the config says none.
const DEFAULT_CYCLE_MS: u64 = 15_000;

/// The screens, or by default the final on the first monitor and a mirrors
/// screen of every board on the second.
pub(super) fn validate_screens(
    src: &Source,
    raw: &[Spanned<RawScreen>],
    boards: usize,
) -> Result<Vec<ScreenConfig>, ConfigError> {
    if raw.is_empty() {
        return Ok(vec![
            ScreenConfig {
                name: "final".into(),
                layout: ScreenLayout::Final,
                boards: vec![BoardNo::FIRST],
                featured: None,
                // Monitor 0 is the operator's own screen.
                monitor: 1,
                fullscreen: false,
                orientation: Orientation::WhiteBottom,
                follows_round: false,
                table: 1,
                cycle: Vec::new(),
                cycle_ms: DEFAULT_CYCLE_MS,
                logos: Vec::new(),
            },
            ScreenConfig {
                name: "mirrors".into(),
                layout: ScreenLayout::Mirrors,
                boards: BoardNo::all(boards.min(MAX_MIRRORS)).collect(),
                featured: None,
                monitor: 2,
                fullscreen: false,
                orientation: Orientation::WhiteBottom,
                follows_round: true,
                table: 1,
                cycle: Vec::new(),
                cycle_ms: DEFAULT_CYCLE_MS,
                logos: Vec::new(),
            },
        ]);
    }
    let mut screens: Vec<ScreenConfig> = Vec::new();
    for spanned in raw {
        let r = spanned.get_ref();
        let name = non_empty(src, &r.name, "screens.name")?;
        if screens.iter().any(|s| s.name == name) {
            return Err(src.at(
                &r.name,
                "screens.name",
                tr!(
                    src.language,
                    "screens-two-screens-are-called-name2",
                    name = name,
                    name_quoted = format!("{name:?}")
                ),
            ));
        }
        // A board number from 1, checked where it was written.
        let board_index =
            |n: i64, span: Range<usize>, field: &str| -> Result<BoardNo, ConfigError> {
                if !(1..=boards as i64).contains(&n) {
                    return Err(src.error(
                        Some(span),
                        Some(field),
                        tr!(
                            src.language,
                            "network-board-n-does-not-exist",
                            n = n,
                            boards = boards
                        ),
                    ));
                }
                Ok(BoardNo::at(n as usize - 1))
            };
        let list: Vec<BoardNo> = match &r.boards {
            Some(list) => {
                let mut out = Vec::new();
                for &n in list.get_ref() {
                    let i = board_index(n, list.span(), "screens.boards")?;
                    if out.contains(&i) {
                        return Err(src.at(
                            list,
                            "screens.boards",
                            tr!(
                                src.language,
                                "screens-board-n-listed-twice-screen",
                                n = n,
                                name = name,
                                name_quoted = format!("{name:?}")
                            ),
                        ));
                    }
                    out.push(i);
                }
                out
            }
            None => match r.layout {
                ScreenLayout::Final => vec![BoardNo::FIRST],
                ScreenLayout::Mirrors => BoardNo::all(boards.min(MAX_MIRRORS)).collect(),
                _ => Vec::new(),
            },
        };
        let allowed = match r.layout {
            ScreenLayout::Final => 1..=1,
            ScreenLayout::Mirrors => 1..=MAX_MIRRORS,
            _ => 0..=0,
        };
        if !allowed.contains(&list.len()) {
            let span = r
                .boards
                .as_ref()
                .map(|b| b.span())
                .unwrap_or(spanned.span());
            return Err(src.error(Some(span), Some("screens.boards"), {
                let layout = format!("{:?}", r.layout).to_lowercase();
                let (from, to, n) = (allowed.start(), allowed.end(), list.len());
                tr!(
                    src.language,
                    "screens-layout-screen-shows-from-boards",
                    layout = layout,
                    from = from,
                    to = to,
                    n = n
                )
            }));
        }
        let featured = match &r.featured {
            Some(f) => {
                let i = board_index(*f.get_ref(), f.span(), "screens.featured")?;
                if !list.contains(&i) {
                    return Err(src.at(
                        f,
                        "screens.featured",
                        tr!(src.language, "screens-featured-board-must-be-one"),
                    ));
                }
                Some(i)
            }
            None => None,
        };
        let monitor = match &r.monitor {
            Some(m) => monitor_number(src, m, "screens.monitor")?,
            None => 0,
        };
        let logos = logos(src, &r.logos)?;
        let sponsors = r.layout == ScreenLayout::Sponsors
            || r.cycle
                .as_ref()
                .is_some_and(|c| c.get_ref().contains(&ScreenLayout::Sponsors));
        if sponsors && logos.is_empty() {
            return Err(src.at(
                spanned,
                "screens.logos",
                tr!(src.language, "screens-sponsors-need-logos", name = name),
            ));
        }
        screens.push(ScreenConfig {
            logos,
            name,
            layout: r.layout,
            boards: list,
            featured,
            monitor,
            fullscreen: r.fullscreen,
            orientation: r.orientation.unwrap_or(Orientation::WhiteBottom),
            follows_round: r.layout == ScreenLayout::Mirrors && r.boards.is_none(),
            table: match &r.table {
                Some(t) => {
                    let n = *t.get_ref();
                    if !(1..=50).contains(&n) {
                        return Err(src.at(t, "screens.table", src.out_of_range(1, 50, "", n)));
                    }
                    n as usize
                }
                None => 1,
            },
            cycle: match &r.cycle {
                Some(list) => {
                    let bad = list
                        .get_ref()
                        .iter()
                        .find(|l| matches!(l, ScreenLayout::Carousel | ScreenLayout::Final));
                    if list.get_ref().is_empty() || bad.is_some() {
                        return Err(src.at(
                            list,
                            "screens.cycle",
                            tr!(
                                src.language,
                                "screens-carousel-cycles-standings-pairings-match"
                            ),
                        ));
                    }
                    list.get_ref().clone()
                }
                None => DEFAULT_CYCLE.to_vec(),
            },
            cycle_ms: match &r.seconds {
                Some(s) => {
                    let n = *s.get_ref();
                    if !(3..=600).contains(&n) {
                        return Err(src.at(
                            s,
                            "screens.seconds",
                            src.out_of_range(3, 600, " s", n),
                        ));
                    }
                    n as u64 * 1000
                }
                None => DEFAULT_CYCLE_MS,
            },
        });
    }
    Ok(screens)
}

/// A monitor number as written in the config: 0 (the first) to 15.
pub(super) fn monitor_number(
    src: &Source,
    m: &Spanned<i64>,
    field: &str,
) -> Result<usize, ConfigError> {
    if !(0..=15).contains(m.get_ref()) {
        return Err(src.at(
            m,
            field,
            tr!(
                src.language,
                "screens-monitors-are-numbered-0-15",
                get_ref = m.get_ref()
            ),
        ));
    }
    Ok(*m.get_ref() as usize)
}

/// The operator's window.
pub(super) fn operator(
    src: &Source,
    raw: &Option<RawOperator>,
) -> Result<OperatorWindow, ConfigError> {
    Ok(match raw {
        None => OperatorWindow::default(),
        Some(o) => OperatorWindow {
            monitor: match &o.monitor {
                Some(m) => monitor_number(src, m, "operator.monitor")?,
                None => 0,
            },
            fullscreen: o.fullscreen,
        },
    })
}

/// Refuses a board that no screen shows, when the config lists screens.
pub(super) fn check_every_board_shown(
    src: &Source,
    raw: &[Spanned<RawScreen>],
    screens: &[ScreenConfig],
    boards: usize,
) -> Result<(), ConfigError> {
    if let Some(first) = raw.first() {
        for board in BoardNo::all(boards) {
            if !screens.iter().any(|sc| sc.boards.contains(&board)) {
                return Err(src.at(first, "screens", {
                    let n = board.number();
                    tr!(
                        src.language,
                        "screens-board-n-no-screen-add",
                        n = n,
                        MAX_MIRRORS = MAX_MIRRORS
                    )
                }));
            }
        }
    }
    Ok(())
}

impl super::EventConfig {
    /// Every logo file of the screens, once each, in the config's order
    /// (`GET /api/logos/N` serves the N-th).
    pub fn logo_files(&self) -> Vec<std::path::PathBuf> {
        let mut files: Vec<std::path::PathBuf> = Vec::new();
        for f in self.screens.iter().flat_map(|s| &s.logos) {
            if !files.contains(f) {
                files.push(f.clone());
            }
        }
        files
    }
}
