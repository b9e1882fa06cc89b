//! The prepared messages of the hall's screens (`[[messages]]`): a text
//! written before the event ("Entrega de premios en el escenario"), with
//! its placement, time, countdown, cue and screens, fired on the day by its
//! name (`message premios`) or its hotkey, or by a cue that carries it.

use crate::tr;
use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use super::Language;
use super::source::{ConfigError, Source};
use crate::hall::{HallCommand, MOST_SECONDS, Placement};
use crate::hotkey::Hotkey;

/// A message written in the config, fired by its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreparedMessage {
    /// Its one-word name (`message NAME`).
    pub name: String,
    /// What its button says: the config's `label`, or its name.
    pub label: String,
    /// What firing it puts up: always a [`HallCommand::Show`], its text in
    /// the event's language.
    pub command: HallCommand,
    /// The operator window's key that fires it, if the config gives one.
    pub hotkey: Option<Hotkey>,
}

/// A text, or one per language (`{ es = "…", gl = "…", en = "…" }`).
#[derive(Deserialize)]
#[serde(untagged)]
enum RawText {
    One(String),
    ByLanguage(BTreeMap<String, String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMessage {
    name: Spanned<String>,
    label: Option<Spanned<String>>,
    placement: Option<Placement>,
    text: Spanned<RawText>,
    seconds: Option<Spanned<i64>>,
    until: Option<Spanned<String>>,
    #[serde(default)]
    countdown: bool,
    cue: Option<Spanned<String>>,
    #[serde(default)]
    screens: Vec<Spanned<String>>,
    key: Option<Spanned<String>>,
}

/// The text `raw` gives in `language`: its own, else Spanish (the
/// regulations' language), else the first it gives.
fn text_in(
    src: &Source,
    raw: &Spanned<RawText>,
    field: &str,
    language: Language,
) -> Result<String, ConfigError> {
    let text = match raw.get_ref() {
        RawText::One(t) => t.clone(),
        RawText::ByLanguage(by) => {
            if let Some(bad) = by
                .keys()
                .find(|k| !["es", "gl", "en"].contains(&k.as_str()))
            {
                return Err(src.at(
                    raw,
                    field,
                    tr!(src.language, "messages-language-code", code = bad),
                ));
            }
            let code = crate::words::code(language);
            by.get(code)
                .or_else(|| by.get("es"))
                .or_else(|| by.values().next())
                .cloned()
                .unwrap_or_default()
        }
    };
    let text = text.trim();
    if text.is_empty() {
        return Err(src.at(raw, field, tr!(src.language, "audio-must-not-be-empty")));
    }
    Ok(text.to_owned())
}

/// Validates the `[[messages]]` list against the config's cues, screens
/// and cue hotkeys.
pub(crate) fn validate(
    src: &Source,
    raw: &[Spanned<RawMessage>],
    language: Language,
    audio: &crate::cues::AudioConfig,
    screens: &[super::ScreenConfig],
) -> Result<Vec<PreparedMessage>, ConfigError> {
    let mut out: Vec<PreparedMessage> = Vec::new();
    for (i, m) in raw.iter().enumerate() {
        let field = format!("messages[{}]", i + 1);
        let m = m.get_ref();
        let name = m.name.get_ref().trim().to_owned();
        if !crate::hall::is_message_name(&name) {
            return Err(src.at(
                &m.name,
                &format!("{field}.name"),
                tr!(src.language, "messages-name-one-word"),
            ));
        }
        if out.iter().any(|p| p.name == name) {
            return Err(src.at(
                &m.name,
                &format!("{field}.name"),
                tr!(src.language, "messages-name-twice", name = name),
            ));
        }
        let label = match &m.label {
            Some(l) => super::source::non_empty(src, l, &format!("{field}.label"))?,
            None => name.clone(),
        };
        let text = text_in(src, &m.text, &format!("{field}.text"), language)?;
        let seconds = match &m.seconds {
            Some(s) if (1..=MOST_SECONDS as i64).contains(s.get_ref()) => Some(*s.get_ref() as u64),
            Some(s) => {
                return Err(src.at(
                    s,
                    &format!("{field}.seconds"),
                    src.out_of_range(1, MOST_SECONDS, " s", s.get_ref()),
                ));
            }
            None => None,
        };
        let until = match &m.until {
            Some(u) => {
                if seconds.is_some() {
                    return Err(src.at(
                        u,
                        &format!("{field}.until"),
                        tr!(src.language, "messages-seconds-or-until"),
                    ));
                }
                Some(crate::hall::time_of_day(u.get_ref()).ok_or_else(|| {
                    src.at(
                        u,
                        &format!("{field}.until"),
                        crate::hall::HallFault::TimeOfDay(u.get_ref().clone()).text(src.language),
                    )
                })?)
            }
            None => None,
        };
        let cue = match &m.cue {
            Some(c) => {
                if audio.cue(c.get_ref()).is_none() {
                    let known: Vec<&str> = audio.cues.iter().map(|c| c.name.as_str()).collect();
                    return Err(src.at(
                        c,
                        &format!("{field}.cue"),
                        crate::hall::HallFault::NoSuchCue {
                            name: c.get_ref().clone(),
                            known: known.join(", "),
                        }
                        .text(src.language),
                    ));
                }
                Some(c.get_ref().clone())
            }
            None => None,
        };
        if (m.countdown || cue.is_some()) && seconds.is_none() && until.is_none() {
            return Err(src.at(
                &m.name,
                &field,
                crate::hall::HallFault::NoTime.text(src.language),
            ));
        }
        let mut names = Vec::new();
        for s in &m.screens {
            if !screens.iter().any(|c| &c.name == s.get_ref()) {
                let known: Vec<&str> = screens.iter().map(|c| c.name.as_str()).collect();
                return Err(src.at(
                    s,
                    &format!("{field}.screens"),
                    crate::hall::HallFault::NoSuchScreen {
                        name: s.get_ref().clone(),
                        known: known.join(", "),
                    }
                    .text(src.language),
                ));
            }
            names.push(s.get_ref().clone());
        }
        let hotkey = match &m.key {
            Some(k) => {
                let key = Hotkey::parse(k.get_ref())
                    .map_err(|e| src.at(k, &format!("{field}.key"), e.text(src.language)))?;
                let taken_by = audio
                    .cues
                    .iter()
                    .find(|c| c.hotkey == key)
                    .map(|c| c.name.clone())
                    .or_else(|| {
                        out.iter()
                            .find(|p| p.hotkey.as_ref() == Some(&key))
                            .map(|p| p.name.clone())
                    });
                if let Some(owner) = taken_by {
                    return Err(src.at(
                        k,
                        &format!("{field}.key"),
                        tr!(src.language, "messages-key-taken", key = key, name = owner),
                    ));
                }
                Some(key)
            }
            None => None,
        };
        out.push(PreparedMessage {
            name,
            label,
            command: HallCommand::Show {
                placement: m.placement.unwrap_or(Placement::Banner),
                seconds,
                until,
                countdown: m.countdown,
                cue,
                screens: names,
                text,
            },
            hotkey,
        });
    }
    Ok(out)
}

/// Refuses a cue that carries a message the config does not prepare.
pub(crate) fn check_carried(
    src: &Source,
    raw_cues: &[Spanned<super::audio::RawCue>],
    messages: &[PreparedMessage],
) -> Result<(), ConfigError> {
    for (i, cue) in raw_cues.iter().enumerate() {
        if let Some(name) = super::audio::carried(cue)
            && !messages.iter().any(|m| &m.name == name.get_ref())
        {
            let known: Vec<&str> = messages.iter().map(|m| m.name.as_str()).collect();
            return Err(src.at(
                name,
                &format!("cues[{}].message", i + 1),
                crate::hall::HallFault::NoSuchMessage {
                    name: name.get_ref().clone(),
                    known: known.join(", "),
                }
                .text(src.language),
            ));
        }
    }
    Ok(())
}
