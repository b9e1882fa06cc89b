//! The announcer's desk: what a press of a cue button, GO, the panic stop,
//! the volume or the automatic-cue mute does, and the log of every signal.
//! It decides; the audio thread plays. Pure: time is a parameter.

use crate::core::tr;
use std::collections::VecDeque;

use crate::core::config::Language;
use crate::core::cues::AudioConfig;
use crate::core::schedule::Due;
use crate::i18n::unquoted_label;
pub use crate::live::{DeskAction, LogLine};
use crate::live::{DeskView, EngineCounts};

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
    /// The volume before a mute, while muted.
    before_mute: Option<f32>,
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
            before_mute: None,
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

    /// The log, oldest first, each line with its number (from 1, counting
    /// every line ever written): a page that follows the log knows which
    /// lines it has.
    pub fn numbered_log(&self) -> impl Iterator<Item = (u64, &LogLine)> {
        let first = self.noted - self.log.len() as u64 + 1;
        (first..).zip(self.log.iter())
    }

    /// What the desk shows, with the output's `status` line, whether it is
    /// `heard` and the audio thread's `engine` counts.
    pub fn view(
        &self,
        audio: &AudioConfig,
        status: String,
        heard: bool,
        engine: EngineCounts,
    ) -> DeskView {
        DeskView {
            audio: audio.clone(),
            language: self.language,
            status,
            heard,
            volume: self.volume,
            muted: self.muted(),
            automatic: self.automatic,
            go_next: self.go_next(audio),
            log: self.numbered_log().map(|(n, l)| (n, l.clone())).collect(),
            engine,
            speech: crate::live::SpeechView::default(),
        }
    }

    /// True while the master volume is muted ([`DeskAction::Mute`]).
    pub fn muted(&self) -> bool {
        self.before_mute.is_some()
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
                unquoted_label(self.language, c),
                now_ms.saturating_sub(*last) as f64 / 1000.0,
            );
            let text = tr!(
                self.language,
                "desk-label-not-repeated-sounded-ago",
                label = label,
                ago = crate::i18n::figures::decimal(self.language, &format!("{ago:.1}")),
                why = why
            );
            self.note(now_ms, text, false);
            return None;
        }
        self.last_started[cue] = Some(now_ms);
        if heard {
            let label = unquoted_label(self.language, c);
            self.note(now_ms, format!("♪ «{label}» — {why}"), false);
        } else {
            let label = unquoted_label(self.language, c);
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

    /// What the announcer's action at the desk does at `now_ms`.
    pub fn act(
        &mut self,
        audio: &AudioConfig,
        action: &DeskAction,
        now_ms: u64,
        heard: bool,
    ) -> Option<AudioOp> {
        self.act_from(audio, action, now_ms, heard, None)
    }

    /// What the announcer's action does at `now_ms`, asked at the desk
    /// (`from` none) or from afar (OSC, the web page): the log says where.
    pub fn act_from(
        &mut self,
        audio: &AudioConfig,
        action: &DeskAction,
        now_ms: u64,
        heard: bool,
        from: Option<crate::live::Remote>,
    ) -> Option<AudioOp> {
        let l = self.language;
        // The log's words for where a press came from.
        let whence = |desk: &str| match from {
            Some(r) => format!("{desk} · {}", r.label()),
            None => desk.to_owned(),
        };
        let after = |text: &str| match from {
            Some(r) => format!("{text} — {}", r.label()),
            None => text.to_owned(),
        };
        let percent = |v: f32| (v * 100.0).round() as u32;
        match *action {
            DeskAction::Fire(cue) => {
                let why = match from {
                    Some(r) => r.label().to_owned(),
                    None => tr!(l, "desk-by-hand").to_owned(),
                };
                self.fire(audio, cue, now_ms, &why, heard)
            }
            DeskAction::Go => {
                let Some(cue) = self.go_next(audio) else {
                    let text = after(tr!(l, "desk-go-list-done"));
                    self.note(now_ms, text, false);
                    return None;
                };
                // A double press (or a held key) must not run down the list.
                if let Some(last) = self.last_go
                    && now_ms.saturating_sub(last) < audio.min_gap_ms
                {
                    let ago = now_ms.saturating_sub(last) as f64 / 1000.0;
                    let text = tr!(
                        l,
                        "desk-go-ignored-last-one-was",
                        ago = crate::i18n::figures::decimal(l, &format!("{ago:.1}"))
                    );
                    self.note(now_ms, after(&text), false);
                    return None;
                }
                let op = self.fire(audio, cue, now_ms, &whence("GO"), heard);
                if op.is_some() {
                    self.go_next += 1;
                    self.last_go = Some(now_ms);
                }
                op
            }
            DeskAction::GoReset => {
                self.go_next = 0;
                let text = after(tr!(l, "desk-go-list-starts-again"));
                self.note(now_ms, text, false);
                None
            }
            DeskAction::StopAll => {
                let text = after(tr!(l, "desk-all-sound-stopped"));
                self.note(now_ms, text, false);
                Some(AudioOp::StopAll)
            }
            DeskAction::SetVolume(v) => {
                self.volume = v.clamp(0.0, 1.0);
                self.before_mute = None;
                // The desk's slider moves by the frame: only a volume set
                // from afar is logged (one request, one line).
                if from.is_some() {
                    let text = tr!(l, "desk-volume-set", volume = percent(self.volume));
                    self.note(now_ms, after(&text), false);
                }
                Some(AudioOp::SetVolume(self.volume))
            }
            DeskAction::Mute => {
                // A second mute keeps the volume from before the first.
                let before = percent(*self.before_mute.get_or_insert(self.volume));
                self.volume = 0.0;
                let text = tr!(l, "desk-muted", before = before);
                self.note(now_ms, after(&text), false);
                Some(AudioOp::SetVolume(0.0))
            }
            DeskAction::Unmute => {
                let Some(before) = self.before_mute.take() else {
                    let text = tr!(l, "desk-not-muted", volume = percent(self.volume));
                    self.note(now_ms, after(&text), false);
                    return None;
                };
                self.volume = before;
                let text = tr!(l, "desk-unmuted", volume = percent(before));
                self.note(now_ms, after(&text), false);
                Some(AudioOp::SetVolume(before))
            }
            DeskAction::ToggleAutomatic => {
                let on = !self.automatic;
                self.set_automatic(on, now_ms, &after);
                None
            }
            DeskAction::SetAutomatic(on) => {
                self.set_automatic(on, now_ms, &after);
                None
            }
            DeskAction::Speech(kind, on) => {
                let kind = kind.word(l);
                let text = if on {
                    tr!(l, "desk-speech-on", kind = kind)
                } else {
                    tr!(l, "desk-speech-off", kind = kind)
                };
                self.note(now_ms, after(&text), false);
                None
            }
            // The announcer reads them (it knows the round).
            DeskAction::ReadPairings => None,
        }
    }

    /// Notes that a sentence started being said (`heard`: an output is
    /// there) at `now_ms`, asked for by `source`.
    pub fn said(&mut self, now_ms: u64, text: &str, source: &str, heard: bool) {
        self.note(now_ms, format!("🗣 «{text}» — {source}"), !heard);
    }

    fn set_automatic(&mut self, on: bool, now_ms: u64, after: &dyn Fn(&str) -> String) {
        self.automatic = on;
        let text = if on {
            tr!(self.language, "desk-automatic-cues")
        } else {
            tr!(self.language, "desk-automatic-cues-muted")
        };
        self.note(now_ms, after(text), false);
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
            .map_or("?".into(), |c| unquoted_label(self.language, c));
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
    use crate::core::ids::BoardNo;
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
            trigger: Trigger::GameStart {
                board: BoardNo::at(0),
            },
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

    #[test]
    fn a_press_from_afar_is_logged_with_where_it_came_from_and_mute_keeps_the_volume() {
        use crate::live::Remote;
        let audio = AudioConfig {
            go: vec![0, 1],
            volume: 0.8,
            ..AudioConfig::default()
        };
        let mut desk = Desk::new(&audio);
        let web = Some(Remote::Web);
        let act =
            |desk: &mut Desk, a: DeskAction, at: u64| desk.act_from(&audio, &a, at, true, web);
        assert_eq!(act(&mut desk, DeskAction::Go, 1000), Some(AudioOp::Play(0)));
        assert_eq!(
            act(&mut desk, DeskAction::Go, 1200),
            None,
            "the double GO is held"
        );
        assert_eq!(
            act(&mut desk, DeskAction::StopAll, 1300),
            Some(AudioOp::StopAll)
        );
        assert_eq!(
            act(&mut desk, DeskAction::Mute, 1400),
            Some(AudioOp::SetVolume(0.0))
        );
        assert!(desk.muted());
        // A second mute keeps the volume from before the first.
        act(&mut desk, DeskAction::Mute, 1450);
        assert_eq!(
            act(&mut desk, DeskAction::Unmute, 1500),
            Some(AudioOp::SetVolume(0.8))
        );
        assert_eq!(act(&mut desk, DeskAction::Unmute, 1550), None, "not muted");
        assert_eq!(
            act(&mut desk, DeskAction::SetVolume(0.4), 1600),
            Some(AudioOp::SetVolume(0.4))
        );
        act(&mut desk, DeskAction::SetAutomatic(false), 1700);
        assert!(!desk.automatic());
        let log: Vec<(u64, &str)> = desk
            .numbered_log()
            .map(|(n, l)| (n, l.text.as_str()))
            .collect();
        assert_eq!(
            log,
            [
                (1, "♪ «Inicio de partida» — GO · web"),
                (2, "GO ignorado: el anterior fue hace 0,2 s — web"),
                (3, "■ todo el sonido parado — web"),
                (4, "silencio: volumen 0 % (antes 80 %) — web"),
                (5, "silencio: volumen 0 % (antes 80 %) — web"),
                (6, "sonido de nuevo: volumen al 80 % — web"),
                (7, "no estaba en silencio (volumen 80 %) — web"),
                (8, "volumen al 40 % — web"),
                (9, "señales automáticas silenciadas — web"),
            ]
        );
        // The desk's own slider moves by the frame: not logged.
        desk.act(&audio, &DeskAction::SetVolume(0.5), 1800, true);
        assert_eq!(desk.noted(), 9);
    }
}
