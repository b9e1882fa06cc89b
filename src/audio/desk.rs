//! The announcer's desk: what a press of a cue button, GO, the panic stop,
//! the volume or the automatic-cue mute does, and the log of every signal.
//! It decides; the audio thread plays. Pure: time is a parameter.

use crate::core::tr;
use std::collections::VecDeque;

use crate::core::config::Language;
use crate::core::cues::AudioConfig;
use crate::core::schedule::Due;

/// What the announcer asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum DeskAction {
    /// Fire cue `i`.
    Fire(usize),
    /// Fire cue `i`, asked by the remote control (OSC).
    FireRemote(usize, crate::live::Remote),
    /// Fire the next cue of the GO list.
    Go,
    /// Back to the GO list's first cue.
    GoReset,
    /// Silence everything (panic stop).
    StopAll,
    /// Set the master volume (0 to 1).
    SetVolume(f32),
    /// Turn the automatic cues off or on.
    ToggleAutomatic,
}

/// What the audio thread must do.
#[derive(Clone, Debug, PartialEq)]
pub enum AudioOp {
    /// Play cue `i`.
    Play(usize),
    /// Silence everything.
    StopAll,
    /// Set the master volume.
    SetVolume(f32),
}

/// A line of the signal log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// Session time.
    pub at_ms: u64,
    /// What happened (Spanish).
    pub text: String,
    /// True when a signal was asked for and did not sound.
    pub problem: bool,
}

/// An automatic cue found this much after its instant is not played: it
/// would mislead (the app was stopped, or the session was rebuilt).
pub const TOO_LATE_MS: u64 = 10_000;

/// Lines kept in the log.
const LOG_LINES: usize = 200;

/// The announcer's desk.
#[derive(Clone, Debug)]
pub struct Desk {
    last_started: Vec<Option<u64>>,
    go_next: usize,
    last_go: Option<u64>,
    automatic: bool,
    volume: f32,
    log: VecDeque<LogLine>,
    /// Lines ever written to the log (the log keeps the latest only).
    noted: u64,
    /// The language cues are named in.
    language: Language,
}

impl Desk {
    /// The language cues are named in (the event's).
    pub fn language(&self) -> Language {
        self.language
    }

    /// Names cues in `language` from now on.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    /// A desk for `audio`'s cues, with its volume and automatic setting.
    pub fn new(audio: &AudioConfig) -> Desk {
        Desk {
            last_started: vec![None; audio.cues.len()],
            go_next: 0,
            last_go: None,
            automatic: audio.automatic,
            volume: audio.volume,
            log: VecDeque::new(),
            noted: 0,
            language: Language::default(),
        }
    }

    /// True while automatic cues play.
    pub fn automatic(&self) -> bool {
        self.automatic
    }

    /// The master volume.
    pub fn volume(&self) -> f32 {
        self.volume
    }

    /// The GO list's next cue, if the list is not done.
    pub fn go_next(&self, audio: &AudioConfig) -> Option<usize> {
        audio.go.get(self.go_next).copied()
    }

    /// The log, oldest first.
    pub fn log(&self) -> impl DoubleEndedIterator<Item = &LogLine> {
        self.log.iter()
    }

    /// How many lines were ever written to the log.
    pub fn noted(&self) -> u64 {
        self.noted
    }

    /// Logs a problem (a sound file that could not be used).
    pub fn problem(&mut self, at_ms: u64, text: String) {
        self.note(at_ms, text, true);
    }

    fn note(&mut self, at_ms: u64, text: String, problem: bool) {
        if self.log.len() == LOG_LINES {
            self.log.pop_front();
        }
        self.noted += 1;
        self.log.push_back(LogLine {
            at_ms,
            text,
            problem,
        });
    }

    /// Plays cue `cue` unless it started less than the minimum gap ago.
    /// `heard` says whether an output device is there.
    fn fire(
        &mut self,
        audio: &AudioConfig,
        cue: usize,
        now_ms: u64,
        why: &str,
        heard: bool,
    ) -> Option<AudioOp> {
        let c = audio.cues.get(cue)?;
        if let Some(Some(last)) = self.last_started.get(cue)
            && now_ms.saturating_sub(*last) < audio.min_gap_ms
        {
            let (label, ago) = (
                crate::i18n::cue_label(self.language, c),
                now_ms.saturating_sub(*last) as f64 / 1000.0,
            );
            let text = tr!(
                self.language,
                "desk-label-not-repeated-sounded-ago",
                label = label,
                ago = format!("{:.1}", ago),
                why = why
            );
            self.note(now_ms, text, false);
            return None;
        }
        self.last_started[cue] = Some(now_ms);
        if heard {
            let label = crate::i18n::cue_label(self.language, c);
            self.note(now_ms, format!("♪ «{label}» — {why}"), false);
        } else {
            let label = crate::i18n::cue_label(self.language, c);
            let text = tr!(
                self.language,
                "desk-label-was-not-heard-no",
                label = label,
                why = why
            );
            self.note(now_ms, text, true);
        }
        Some(AudioOp::Play(cue))
    }

    /// What the announcer's action does at `now_ms`.
    pub fn act(
        &mut self,
        audio: &AudioConfig,
        action: &DeskAction,
        now_ms: u64,
        heard: bool,
    ) -> Option<AudioOp> {
        match *action {
            DeskAction::Fire(cue) => {
                let why = tr!(self.language, "desk-by-hand");
                self.fire(audio, cue, now_ms, why, heard)
            }
            DeskAction::FireRemote(cue, from) => self.fire(audio, cue, now_ms, from.label(), heard),
            DeskAction::Go => {
                let Some(cue) = self.go_next(audio) else {
                    let text = tr!(self.language, "desk-go-list-done");
                    self.note(now_ms, text.into(), false);
                    return None;
                };
                // A double press (or a held key) must not run down the list.
                if let Some(last) = self.last_go
                    && now_ms.saturating_sub(last) < audio.min_gap_ms
                {
                    let ago = now_ms.saturating_sub(last) as f64 / 1000.0;
                    let text = tr!(
                        self.language,
                        "desk-go-ignored-last-one-was",
                        ago = format!("{:.1}", ago)
                    );
                    self.note(now_ms, text, false);
                    return None;
                }
                let op = self.fire(audio, cue, now_ms, "GO", heard);
                if op.is_some() {
                    self.go_next += 1;
                    self.last_go = Some(now_ms);
                }
                op
            }
            DeskAction::GoReset => {
                self.go_next = 0;
                let text = tr!(self.language, "desk-go-list-starts-again");
                self.note(now_ms, text.into(), false);
                None
            }
            DeskAction::StopAll => {
                let text = tr!(self.language, "desk-all-sound-stopped");
                self.note(now_ms, text.into(), false);
                Some(AudioOp::StopAll)
            }
            DeskAction::SetVolume(v) => {
                self.volume = v.clamp(0.0, 1.0);
                Some(AudioOp::SetVolume(self.volume))
            }
            DeskAction::ToggleAutomatic => {
                self.automatic = !self.automatic;
                let text = if self.automatic {
                    tr!(self.language, "desk-automatic-cues")
                } else {
                    tr!(self.language, "desk-automatic-cues-muted")
                };
                self.note(now_ms, text.into(), false);
                None
            }
        }
    }

    /// What an automatic cue that fell due does at `now_ms`: it plays unless
    /// the automatic cues are muted, it is too late, or the same cue just
    /// sounded (two boards starting together give one signal).
    pub fn automatic_due(
        &mut self,
        audio: &AudioConfig,
        due: &Due,
        now_ms: u64,
        heard: bool,
    ) -> Option<AudioOp> {
        let why = crate::i18n::trigger(self.language, &due.trigger);
        let label = audio
            .cues
            .get(due.cue)
            .map_or("?".into(), |c| crate::i18n::cue_label(self.language, c));
        if !self.automatic {
            let text = tr!(
                self.language,
                "desk-label-muted-automatic-cues-off",
                label = label,
                why = why
            );
            self.note(now_ms, text, false);
            return None;
        }
        if now_ms.saturating_sub(due.at_ms) > TOO_LATE_MS {
            let late = (now_ms - due.at_ms) / 1000;
            let text = tr!(
                self.language,
                "desk-label-not-given-came-late",
                label = label,
                late = late,
                why = why
            );
            self.note(now_ms, text, true);
            return None;
        }
        self.fire(audio, due.cue, now_ms, &why, heard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schedule::Trigger;

    #[test]
    fn a_cue_fired_twice_within_the_gap_plays_once_and_go_walks_its_list() {
        let audio = AudioConfig {
            go: vec![0, 2, 1],
            ..AudioConfig::default()
        };
        let mut desk = Desk::new(&audio);
        assert_eq!(
            desk.act(&audio, &DeskAction::Fire(1), 1000, true),
            Some(AudioOp::Play(1))
        );
        assert_eq!(desk.act(&audio, &DeskAction::Fire(1), 2500, true), None);
        assert_eq!(
            desk.act(&audio, &DeskAction::Fire(1), 3000, true),
            Some(AudioOp::Play(1)),
            "2 s later it plays again"
        );
        assert_eq!(
            desk.act(&audio, &DeskAction::Go, 9_000, true),
            Some(AudioOp::Play(0))
        );
        assert_eq!(
            desk.act(&audio, &DeskAction::Go, 9_500, true),
            None,
            "a double press of GO plays one cue"
        );
        desk.act(&audio, &DeskAction::GoReset, 9_600, true);
        let go: Vec<_> = (0..4)
            .map(|i| desk.act(&audio, &DeskAction::Go, 20_000 + i * 5000, true))
            .collect();
        assert_eq!(
            go,
            [
                Some(AudioOp::Play(0)),
                Some(AudioOp::Play(2)),
                Some(AudioOp::Play(1)),
                None
            ]
        );
        assert!(desk.log().any(|l| l.text.contains("no se repite")));
    }

    #[test]
    fn muted_late_and_deviceless_automatic_cues_are_logged_not_lost() {
        let audio = AudioConfig::default();
        let mut desk = Desk::new(&audio);
        let due = |at_ms| Due {
            cue: 0,
            at_ms,
            trigger: Trigger::GameStart { board: 0 },
        };
        assert_eq!(
            desk.automatic_due(&audio, &due(0), 0, false),
            Some(AudioOp::Play(0))
        );
        assert!(desk.log().last().unwrap().problem, "no device is a problem");
        desk.act(&audio, &DeskAction::ToggleAutomatic, 5000, true);
        assert_eq!(desk.automatic_due(&audio, &due(5000), 5000, true), None);
        desk.act(&audio, &DeskAction::ToggleAutomatic, 6000, true);
        assert_eq!(desk.automatic_due(&audio, &due(6000), 17_000, true), None);
        assert!(desk.log().last().unwrap().text.contains("11 s tarde"));
        assert_eq!(
            desk.act(&audio, &DeskAction::SetVolume(1.7), 0, true),
            Some(AudioOp::SetVolume(1.0))
        );
    }
}
