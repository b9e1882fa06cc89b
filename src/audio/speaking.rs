//! The announcer's speech: the voice started, sentences asked for and
//! made, each started when its turn comes, and what the desk shows of it.

use crate::audio::announce::Ask;
use crate::audio::public_address::Announcer;
use crate::audio::speech::{Speaker, Voice};
use crate::audio::speech_queue::Stand;
use crate::core::session::Session;
use crate::core::spoken::Said;
use crate::core::tr;
use crate::live::SpeechKind;

impl Announcer {
    /// Starts the voice (the speech engine and the organiser's
    /// recordings) at `now_ms`: a stage without the engine says so once in
    /// the log and plays its cues as always.
    pub fn start_voice(&mut self, now_ms: u64) {
        let l = self.desk.language();
        let voice = Voice::start(Speaker::new(&self.speech_config, l));
        if let Err(why) = &voice.engine
            && voice.recorded == 0
        {
            let text = tr!(l, "speech-cannot-speak", why = why);
            self.desk.problem(now_ms, text);
            self.unsaid = Some(why.clone());
        }
        for p in &voice.problems {
            self.desk
                .problem(now_ms, tr!(l, "speech-recording-unusable", what = p));
        }
        self.voice = Some(voice);
        self.echo_log();
    }

    /// Asks for a sentence of `kind` (about `board`, asked by `source`),
    /// after `pause_ms` of quiet; its number, none when its kind is off.
    pub fn say(
        &mut self,
        kind: SpeechKind,
        board: Option<crate::core::ids::BoardNo>,
        source: String,
        said: Vec<Said>,
        pause_ms: u64,
        now_ms: u64,
    ) -> Option<u64> {
        let text = crate::core::spoken::sentence(self.desk.language(), &said);
        let n = self
            .speech
            .add(kind, board, source, text, pause_ms, now_ms)?;
        match &self.voice {
            Some(voice) => voice.say(n, said),
            None => self.speech.made(n, None),
        }
        Some(n)
    }

    /// Takes the sentences made and starts the next one whose turn came.
    pub(crate) fn poll_speech(&mut self, now_ms: u64) {
        let made = self.voice.as_ref().map(Voice::made).unwrap_or_default();
        for (n, made) in made {
            match made {
                Ok(u) => {
                    self.speech.made(n, Some(u.duration_ms()));
                    self.sounds.insert(n, u.samples);
                }
                Err(why) => {
                    self.speech.made(n, None);
                    // Said once until it changes (no engine: every move).
                    if self.unsaid.as_ref() != Some(&why) {
                        let l = self.desk.language();
                        let text = self
                            .speech
                            .sentences()
                            .find(|s| s.n == n)
                            .map_or_else(String::new, |s| s.text.clone());
                        self.desk
                            .problem(now_ms, tr!(l, "speech-not-said", text = text, why = why));
                        self.unsaid = Some(why);
                    }
                }
            }
        }
        let waiting: Vec<u64> = self.speech.sentences().map(|s| s.n).collect();
        self.sounds.retain(|n, _| waiting.contains(n));
        while let Some(n) = self.speech.next(now_ms) {
            let Some(samples) = self.sounds.remove(&n) else {
                continue;
            };
            if let Some(s) = self.speech.sentences().find(|s| s.n == n) {
                let (text, source) = (s.text.clone(), s.source.clone());
                let heard = self.heard();
                self.desk.said(now_ms, &text, &source, heard);
            }
            self.engine.speak(samples);
        }
    }

    /// When the speech next needs a frame: a sentence being made, one
    /// ending, a pause over.
    pub fn speech_due_ms(&self, now_ms: u64) -> Option<u64> {
        if self.speech.sentences().any(|s| s.stand == Stand::Making) {
            return Some(now_ms + 10);
        }
        self.speech.next_due_ms()
    }

    pub(crate) fn speech_view(&self) -> crate::live::SpeechView {
        crate::live::SpeechView {
            engine: self
                .voice
                .as_ref()
                .map_or(Err(String::new()), |v| v.engine.clone()),
            recorded: self.voice.as_ref().map_or(0, |v| v.recorded),
            on: SpeechKind::ALL.map(|k| self.speech.is_on(k)),
            boards: self
                .speech_config
                .boards
                .iter()
                .map(|b| b.number())
                .collect(),
            sentences: self
                .speech
                .sentences()
                .map(|s| crate::live::SpeechLine {
                    n: s.n,
                    kind: s.kind,
                    source: s.source.clone(),
                    text: s.text.clone(),
                    stand: s.stand.name(),
                    at_ms: s.at_ms,
                })
                .collect(),
        }
    }

    /// Asks for `ask` at `now_ms`; its number, none when its kind is off.
    pub fn ask(&mut self, ask: Ask, now_ms: u64) -> Option<u64> {
        self.say(
            ask.kind,
            ask.board,
            ask.source,
            ask.said,
            ask.pause_ms,
            now_ms,
        )
    }

    /// Reads out the match scores of each team round that ended since the
    /// last look (a results entry, a game on the stage, a correction
    /// closing the round's last board), once each.
    pub fn read_ended_rounds(&mut self, session: &Session, now_ms: u64) {
        let l = self.desk.language();
        let pause = self.speech_config.table_pause_ms;
        for round in crate::audio::announce::rounds_ended(session) {
            if self.scores_read.contains(&round) {
                continue;
            }
            self.scores_read.push(round);
            for ask in crate::audio::announce::match_scores_read(session, l, round, pause) {
                self.ask(ask, now_ms);
            }
        }
    }

    /// Reads the last paired round's pairings out at `now_ms`, asked by
    /// `source`, the config's pause between two tables. What the log says
    /// of it.
    pub fn read_pairings(&mut self, session: &Session, source: &str, now_ms: u64) -> String {
        let l = self.desk.language();
        let pause = self.speech_config.table_pause_ms;
        let Some(asks) = crate::audio::announce::pairings_read(session, l, source, pause) else {
            return tr!(l, "speech-no-pairings").to_owned();
        };
        let mut asked = Vec::new();
        for ask in asks {
            let text = crate::core::spoken::sentence(l, &ask.said);
            if self.ask(ask, now_ms).is_some() {
                asked.push(text);
            }
        }
        if asked.is_empty() {
            let kind = SpeechKind::Pairings.word(l);
            return tr!(l, "desk-speech-off", kind = kind);
        }
        asked.join("\n")
    }
}
