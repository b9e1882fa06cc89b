//! The hall's information board: messages the announcer puts on the
//! projector screens ("La ronda 3 empieza a las 11:30", "Entrega de premios
//! en el escenario"), as a banner over what a screen shows or over the
//! whole screen, on every screen or on the ones named, for a time or until
//! withdrawn.
//!
//! Pure: the commands carry their session time (the journal's), and what a
//! screen shows is asked at a time.

use std::fmt;

/// Where a message shows on a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// A band over the screen's top, the boards and clocks still seen.
    Banner,
    /// The whole screen.
    Full,
}

impl Placement {
    /// As the commands write it.
    pub fn word(self) -> &'static str {
        match self {
            Placement::Banner => "banner",
            Placement::Full => "full",
        }
    }
}

/// A command to the hall's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallCommand {
    /// `message banner|full [for SECONDS | until HH:MM] [countdown] [cue
    /// NAME] [on SCREEN,SCREEN] TEXT`: show `text`, over what showed there
    /// on those screens; a countdown writes the time left after it, and
    /// the cue plays when the time is up.
    Show {
        /// Banner or full screen.
        placement: Placement,
        /// How long, in seconds; until withdrawn if none.
        seconds: Option<u64>,
        /// Until this time of day (hours, minutes), as the terminal and the
        /// web give it: the stage turns it into `seconds` by its wall
        /// clock before it is journaled ([`HallCommand::resolve`]).
        until: Option<(u8, u8)>,
        /// The time left is written after the text (`… 4:59`).
        countdown: bool,
        /// The cue of the config that plays when the time is up.
        cue: Option<String>,
        /// The screens by name; every screen if empty.
        screens: Vec<String>,
        /// What it says (one line).
        text: String,
    },
    /// `message clear [banner|full] [on SCREEN,SCREEN]`: withdraw what
    /// shows (both placements if none is named; every screen if none).
    Clear {
        /// Which placement, or both.
        placement: Option<Placement>,
        /// The screens by name; every screen if empty.
        screens: Vec<String>,
    },
    /// `message NAME`: the config's prepared message of that name
    /// (`[[messages]]`), turned into its `Show` before it is journaled
    /// ([`crate::session::Session::expand_hall`]).
    Prepared(String),
}

/// Why a hall command does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HallFault {
    /// Not `message banner|full|clear …` nor `message NAME`.
    #[error(
        "write message banner|full [for SECONDS] [on SCREEN,SCREEN] TEXT, message NAME, or message clear"
    )]
    Grammar,
    /// A time that is not a whole number of seconds from 1 to 86400.
    #[error("{0:?} is not a number of seconds from 1 to 86400")]
    Seconds(String),
    /// A message with nothing to say.
    #[error("the message has no text")]
    NoText,
    /// A line break or a control character in the text.
    #[error("the message holds a line break or a control character")]
    NotOneLine,
    /// A time of day that is not `HH:MM`.
    #[error("{0:?} is not a time of day (HH:MM)")]
    TimeOfDay(String),
    /// A countdown or a cue without the time it counts to.
    #[error("a countdown or a cue needs `for SECONDS` or `until HH:MM`")]
    NoTime,
    /// A cue the config does not have.
    #[error("no cue called {name:?}; the cues are: {known}")]
    NoSuchCue {
        /// The name given.
        name: String,
        /// The config's cues.
        known: String,
    },
    /// A prepared message the config does not have.
    #[error("no prepared message called {name:?}; the messages are: {known}")]
    NoSuchMessage {
        /// The name given.
        name: String,
        /// The config's prepared messages.
        known: String,
    },
    /// A screen the config does not have.
    #[error("no screen called {name:?}; the screens are: {known}")]
    NoSuchScreen {
        /// The name given.
        name: String,
        /// The config's screens, by name.
        known: String,
    },
}

impl HallFault {
    /// The fault in `l`.
    pub fn text(&self, l: crate::language::Language) -> String {
        match self {
            HallFault::Grammar => crate::tr!(l, "hall-grammar").to_owned(),
            HallFault::Seconds(s) => crate::tr!(l, "hall-seconds", seconds = s),
            HallFault::NoText => crate::tr!(l, "hall-no-text").to_owned(),
            HallFault::NotOneLine => crate::tr!(l, "hall-one-line").to_owned(),
            HallFault::NoSuchScreen { name, known } => {
                crate::tr!(l, "hall-no-such-screen", name = name, known = known)
            }
            HallFault::TimeOfDay(t) => crate::tr!(l, "hall-time-of-day", time = t),
            HallFault::NoTime => crate::tr!(l, "hall-no-time").to_owned(),
            HallFault::NoSuchCue { name, known } => {
                crate::tr!(l, "hall-no-such-cue", name = name, known = known)
            }
            HallFault::NoSuchMessage { name, known } => {
                crate::tr!(l, "hall-no-such-message", name = name, known = known)
            }
        }
    }
}

/// The word that ends a message's options: what follows is its text.
pub const TEXT_FOLLOWS: &str = "--";

/// The words a message's options begin with (and the end of them).
const OPTION_WORDS: [&str; 6] = ["for", "until", "countdown", "cue", "on", TEXT_FOLLOWS];

/// The longest a message shows for by time: a day.
pub const MOST_SECONDS: u64 = 86_400;

impl HallCommand {
    /// Reads a request from the web or OSC, where the word `message` may
    /// be left out (`banner for 60 …`).
    pub fn parse_request(text: &str) -> Result<HallCommand, HallFault> {
        let text = text.trim();
        if text.split_whitespace().next() == Some("message") {
            HallCommand::parse(text)
        } else {
            HallCommand::parse(&format!("message {text}"))
        }
    }

    /// The screens it names (none: every screen).
    pub fn screens(&self) -> &[String] {
        match self {
            HallCommand::Show { screens, .. } | HallCommand::Clear { screens, .. } => screens,
            HallCommand::Prepared(_) => &[],
        }
    }

    /// Reads `message …` (the word `message` included).
    pub fn parse(line: &str) -> Result<HallCommand, HallFault> {
        if line.chars().any(char::is_control) {
            return Err(HallFault::NotOneLine);
        }
        let mut words = Words(line.trim());
        if words.next() != Some("message") {
            return Err(HallFault::Grammar);
        }
        let placement = match words.next() {
            Some("banner") => Some(Placement::Banner),
            Some("full") => Some(Placement::Full),
            Some("clear") => None,
            // `message NAME`: a prepared message, by its one-word name.
            Some(name) if is_message_name(name) && words.next().is_none() => {
                return Ok(HallCommand::Prepared(name.to_owned()));
            }
            _ => return Err(HallFault::Grammar),
        };
        let screens_of = |list: Option<&str>| -> Result<Vec<String>, HallFault> {
            let screens: Vec<String> = list
                .unwrap_or("")
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect();
            if screens.is_empty() {
                Err(HallFault::Grammar)
            } else {
                Ok(screens)
            }
        };
        let Some(placement) = placement else {
            // `clear [banner|full] [on SCREENS]`.
            let mut which = None;
            let mut screens = Vec::new();
            while let Some(w) = words.next() {
                match w {
                    "banner" if which.is_none() && screens.is_empty() => {
                        which = Some(Placement::Banner)
                    }
                    "full" if which.is_none() && screens.is_empty() => {
                        which = Some(Placement::Full)
                    }
                    "on" if screens.is_empty() => screens = screens_of(words.next())?,
                    _ => return Err(HallFault::Grammar),
                }
            }
            return Ok(HallCommand::Clear {
                placement: which,
                screens,
            });
        };
        // `for SECONDS` or `until HH:MM`, `countdown`, `cue NAME` and `on
        // SCREENS`, each once, in any order; then `--` or not, and the text.
        let mut seconds = None;
        let mut until = None;
        let mut countdown = false;
        let mut cue = None;
        let mut screens = Vec::new();
        let text = loop {
            let before = words.0;
            match words.next() {
                Some("until") if seconds.is_none() && until.is_none() => {
                    let t = words.next().unwrap_or("");
                    until = Some(time_of_day(t).ok_or_else(|| HallFault::TimeOfDay(t.to_owned()))?);
                }
                Some("countdown") if !countdown => countdown = true,
                Some("cue") if cue.is_none() => {
                    cue = Some(words.next().ok_or(HallFault::Grammar)?.to_owned());
                }
                Some("for") if seconds.is_none() && until.is_none() => {
                    let s = words.next().unwrap_or("");
                    seconds = Some(
                        s.parse::<u64>()
                            .ok()
                            .filter(|n| (1..=MOST_SECONDS).contains(n))
                            .ok_or_else(|| HallFault::Seconds(s.to_owned()))?,
                    );
                }
                Some("on") if screens.is_empty() => screens = screens_of(words.next())?,
                // `--` ends the options: the text follows, whatever its
                // first word.
                Some(TEXT_FOLLOWS) => break words.0.trim(),
                Some(_) => break before.trim(),
                None => break "",
            }
        };
        if text.is_empty() {
            return Err(HallFault::NoText);
        }
        if (countdown || cue.is_some()) && seconds.is_none() && until.is_none() {
            return Err(HallFault::NoTime);
        }
        Ok(HallCommand::Show {
            placement,
            seconds,
            until,
            countdown,
            cue,
            screens,
            text: text.to_owned(),
        })
    }
}

/// The words a prepared message may not be called: the grammar's own.
pub const KEYWORDS: [&str; 3] = ["banner", "full", "clear"];

/// Whether `name` can be a prepared message's name: one word of letters,
/// digits, `-` and `_`, not one of the grammar's [`KEYWORDS`].
pub fn is_message_name(name: &str) -> bool {
    !name.is_empty()
        && !KEYWORDS.contains(&name)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// A line's words one by one; what is left keeps its own spaces (a
/// message's text).
struct Words<'a>(&'a str);

impl<'a> Words<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let rest = self.0.trim_start();
        if rest.is_empty() {
            return None;
        }
        let end = rest.find(' ').unwrap_or(rest.len());
        let (word, left) = rest.split_at(end);
        self.0 = left;
        Some(word)
    }
}

/// `HH:MM` (or `H:MM`, `HHhMM`) as hours and minutes.
pub fn time_of_day(t: &str) -> Option<(u8, u8)> {
    let (h, m) = t.split_once([':', 'h', '.'])?;
    let (h, m): (u8, u8) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60 && (1..=2).contains(&t.split_once([':', 'h', '.'])?.1.len()))
        .then_some((h, m))
}

impl HallCommand {
    /// The command with a time of day turned into seconds from now, the
    /// wall clock's minute of the day being `now_minute` and its second
    /// within it `now_second` (a time already past today is tomorrow's).
    pub fn resolve(self, now_minute: u32, now_second: u32) -> HallCommand {
        match self {
            HallCommand::Show {
                until: Some((h, m)),
                placement,
                countdown,
                cue,
                screens,
                text,
                ..
            } => {
                let target = (u32::from(h) * 60 + u32::from(m)) * 60;
                let now = now_minute * 60 + now_second;
                let left = (target + 86_400 - now) % 86_400;
                HallCommand::Show {
                    placement,
                    seconds: Some(u64::from(left.max(1))),
                    until: None,
                    countdown,
                    cue,
                    screens,
                    text,
                }
            }
            other => other,
        }
    }
}

impl fmt::Display for HallCommand {
    /// The command as it is written (and read back by [`HallCommand::parse`]).
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            HallCommand::Show {
                placement,
                seconds,
                until,
                countdown,
                cue,
                screens,
                text,
            } => {
                write!(f, "message {}", placement.word())?;
                if let Some(s) = seconds {
                    write!(f, " for {s}")?;
                }
                if let Some((h, m)) = until {
                    write!(f, " until {h:02}:{m:02}")?;
                }
                if *countdown {
                    write!(f, " countdown")?;
                }
                if let Some(c) = cue {
                    write!(f, " cue {c}")?;
                }
                if !screens.is_empty() {
                    write!(f, " on {}", screens.join(","))?;
                }
                // A text that begins with an option's word (typed in the
                // panel or the page, or a prepared one) is marked as text,
                // so that it reads back as itself.
                let first = text.split(' ').next().unwrap_or("");
                if OPTION_WORDS.contains(&first) {
                    write!(f, " {TEXT_FOLLOWS}")?;
                }
                write!(f, " {text}")
            }
            HallCommand::Clear { placement, screens } => {
                write!(f, "message clear")?;
                if let Some(p) = placement {
                    write!(f, " {}", p.word())?;
                }
                if !screens.is_empty() {
                    write!(f, " on {}", screens.join(","))?;
                }
                Ok(())
            }
            HallCommand::Prepared(name) => write!(f, "message {name}"),
        }
    }
}

/// A message on the board.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Message {
    /// What it says.
    pub text: String,
    /// Banner or full screen.
    pub placement: Placement,
    /// The screens it shows on; every screen if empty.
    pub screens: Vec<String>,
    /// When it was put up (session time).
    pub from_ms: u64,
    /// When it goes, if it goes by itself.
    pub until_ms: Option<u64>,
    /// The time left is written after the text.
    pub countdown: bool,
    /// The cue that plays when its time is up.
    pub cue: Option<String>,
}

impl Message {
    /// What it says at `now_ms`: a countdown's text with the time left
    /// (`… 4:59`, whole seconds rounded up).
    pub fn said(&self, now_ms: u64) -> String {
        match (self.countdown, self.until_ms) {
            (true, Some(until)) => {
                let left = until.saturating_sub(now_ms).div_ceil(1000);
                format!("{} {}:{:02}", self.text, left / 60, left % 60)
            }
            _ => self.text.clone(),
        }
    }
}

impl Message {
    /// Whether it shows on `screen` at `now_ms`.
    pub fn shows(&self, screen: &str, now_ms: u64) -> bool {
        (self.screens.is_empty() || self.screens.iter().any(|s| s == screen))
            && self.until_ms.is_none_or(|u| now_ms < u)
    }
}

/// What the board holds: a message per placement and screen, the newest
/// first asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hall {
    messages: Vec<Message>,
}

impl Hall {
    /// Applies `command`, given at `at_ms`.
    pub fn apply(&mut self, command: &HallCommand, at_ms: u64) {
        match command {
            HallCommand::Show {
                placement,
                seconds,
                countdown,
                cue,
                screens,
                text,
                ..
            } => {
                // The newest shows where it is put up; an older one it
                // covers everywhere is gone.
                self.messages.retain(|m| {
                    m.placement != *placement
                        || !(screens.is_empty()
                            || (!m.screens.is_empty()
                                && m.screens.iter().all(|s| screens.contains(s))))
                });
                self.messages.push(Message {
                    text: text.clone(),
                    placement: *placement,
                    screens: screens.clone(),
                    from_ms: at_ms,
                    until_ms: seconds.map(|s| at_ms + s * 1000),
                    countdown: *countdown,
                    cue: cue.clone(),
                });
            }
            HallCommand::Clear { placement, screens } => self.withdraw(*placement, screens),
            // Expanded before it reaches the board (the session refuses it
            // unexpanded).
            HallCommand::Prepared(_) => {}
        }
    }

    /// Takes down the messages of `placement` (both if none) from
    /// `screens` (every screen if empty): a message named for other screens
    /// too stays on those.
    fn withdraw(&mut self, placement: Option<Placement>, screens: &[String]) {
        let mut kept = Vec::new();
        for mut m in self.messages.drain(..) {
            if placement.is_some_and(|p| p != m.placement) {
                kept.push(m);
                continue;
            }
            if screens.is_empty() {
                continue;
            }
            if m.screens.is_empty() {
                // A message on every screen, cleared from some: the board
                // does not know the others by name, so it comes down from
                // all (put it up again on the ones that keep it).
                continue;
            }
            m.screens.retain(|s| !screens.contains(s));
            if !m.screens.is_empty() {
                kept.push(m);
            }
        }
        self.messages = kept;
    }

    /// What `screen` shows at `now_ms`: its banner and its full-screen
    /// message, the newest of each.
    pub fn showing(&self, screen: &str, now_ms: u64) -> (Option<&Message>, Option<&Message>) {
        let newest = |p: Placement| {
            self.messages
                .iter()
                .rev()
                .find(|m| m.placement == p && m.shows(screen, now_ms))
        };
        (newest(Placement::Banner), newest(Placement::Full))
    }

    /// The messages still up at `now_ms` (on some screen).
    pub fn up(&self, now_ms: u64) -> impl Iterator<Item = &Message> {
        self.messages
            .iter()
            .filter(move |m| m.until_ms.is_none_or(|u| now_ms < u))
    }

    /// Takes down every message whose time is up by `at_ms` (a restart
    /// after the stage was down that long: a message whose minutes passed
    /// while it was down does not come back).
    pub fn drop_ended_by(&mut self, at_ms: u64) {
        self.messages
            .retain(|m| m.until_ms.is_none_or(|u| u > at_ms));
    }

    /// Every message put up and not withdrawn, its time up or not (a
    /// cue due at a message's end is found here).
    pub fn all(&self) -> &[Message] {
        &self.messages
    }

    /// The next time after `now_ms` a message goes by itself.
    pub fn next_change_ms(&self, now_ms: u64) -> Option<u64> {
        self.messages
            .iter()
            .filter_map(|m| m.until_ms)
            .filter(|&u| u > now_ms)
            .min()
    }
}

#[cfg(test)]
mod tests;
