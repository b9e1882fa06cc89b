//! Key combinations that fire cues from the operator's window, and the
//! keys the panel keeps for itself.

use crate::tr;
use std::fmt;

/// A key combination that fires a cue from the operator window.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hotkey {
    /// Ctrl held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
    /// Shift held.
    pub shift: bool,
    /// The key: `A`–`Z`, `0`–`9` or `F1`–`F12`.
    pub key: String,
}

/// As configs write it (`Ctrl+1`, `Alt+Shift+F10`); the operator reads it in
/// the event's language through the binary's i18n.
impl fmt::Display for Hotkey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            write!(f, "Ctrl+")?;
        }
        if self.alt {
            write!(f, "Alt+")?;
        }
        if self.shift {
            write!(f, "Shift+")?;
        }
        write!(f, "{}", self.key)
    }
}

/// Keys the operator window keeps for itself.
pub const GO_KEY: &str = "F12";
/// Toggles the automatic cues.
pub const MUTE_KEY: &str = "F11";

/// Why a key cannot be a cue's hotkey.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HotkeyError {
    /// Nothing written.
    #[error("empty key")]
    Empty,
    /// A modifier that is not Ctrl, Alt or Shift.
    #[error("{0:?} is not a modifier: use Ctrl, Alt or Shift")]
    NotAModifier(String),
    /// Not a letter, a digit or F1–F12.
    #[error("{0:?} is not a key: use A-Z, 0-9 or F1-F12, with Ctrl, Alt or Shift before it")]
    NotAKey(String),
    /// A letter or digit alone: it would be typed into the move field.
    #[error("{0} alone would be typed into the move field: add Ctrl or Alt (Ctrl+{0})")]
    TypedIntoTheMoveField(String),
    /// Shift with a digit: another sign on most keyboards.
    #[error(
        "Shift changes the digit {0} into another sign on most keyboards: use Ctrl or Alt alone"
    )]
    ShiftedDigit(String),
    /// Alt+F4: closes the window.
    #[error("Alt+F4 closes the window on most desktops: choose another key")]
    ClosesTheWindow,
    /// Ctrl+Alt+Fn: switches to a text console.
    #[error("Ctrl+Alt+{0} switches to a text console on Linux: choose another key")]
    SwitchesConsole(String),
    /// One of the panel's own keys.
    #[error(
        "{0} is the operator panel's own key (F1-F9 with or without Shift the clocks \
         and results, {MUTE_KEY} the automatic cues, {GO_KEY} GO): add Ctrl or Alt"
    )]
    PanelKey(String),
    /// Ctrl+M: the operator window's message field.
    #[error("Ctrl+M takes the operator window to the message field: choose another key")]
    MessageField,
}

impl HotkeyError {
    /// The refusal in `language`.
    pub fn text(&self, language: crate::language::Language) -> String {
        let l = language;
        match self {
            HotkeyError::Empty => tr!(l, "hotkey-empty-key").to_owned(),
            HotkeyError::NotAModifier(m) => tr!(
                l,
                "hotkey-m2-not-modifier-use-ctrl",
                m = m,
                m_quoted = format!("{m:?}")
            ),
            HotkeyError::NotAKey(k) => {
                tr!(
                    l,
                    "hotkey-k2-not-key-use-z",
                    k = k,
                    k_quoted = format!("{k:?}")
                )
            }
            HotkeyError::TypedIntoTheMoveField(k) => tr!(l, "hotkey-k-alone-would-be-typed", k = k),
            HotkeyError::ShiftedDigit(d) => tr!(l, "hotkey-shift-changes-digit-d-into", d = d),
            HotkeyError::ClosesTheWindow => tr!(l, "hotkey-alt-f4-closes-window-most").to_owned(),
            HotkeyError::SwitchesConsole(f) => tr!(l, "hotkey-ctrl-alt-f-switches-text", f = f),
            HotkeyError::PanelKey(k) => tr!(
                l,
                "hotkey-k-operator-panels-own-key",
                k = k,
                MUTE_KEY = MUTE_KEY,
                GO_KEY = GO_KEY
            ),
            HotkeyError::MessageField => tr!(l, "hotkey-ctrl-m-message-field").to_owned(),
        }
    }
}

impl Hotkey {
    /// Reads `Ctrl+1`, `Alt+Shift+F10`, `F10`…: a letter or digit needs Ctrl
    /// or Alt (plain ones are typed into the move field), and the operator
    /// panel's own keys (F1–F9 alone, F11, F12) are refused.
    pub fn parse(text: &str) -> Result<Hotkey, HotkeyError> {
        let mut hotkey = Hotkey {
            ctrl: false,
            alt: false,
            shift: false,
            key: String::new(),
        };
        let parts: Vec<&str> = text.split('+').map(str::trim).collect();
        let (key, modifiers) = parts.split_last().ok_or(HotkeyError::Empty)?;
        for m in modifiers {
            match m.to_ascii_lowercase().as_str() {
                "ctrl" | "control" => hotkey.ctrl = true,
                "alt" => hotkey.alt = true,
                "shift" | "mayús" | "mayus" => hotkey.shift = true,
                other => return Err(HotkeyError::NotAModifier(other.to_owned())),
            }
        }
        let key = key.to_ascii_uppercase();
        let function = key
            .strip_prefix('F')
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|n| (1..=12).contains(n) && key == format!("F{n}"));
        let plain = key.len() == 1 && key.chars().all(|c| c.is_ascii_alphanumeric());
        if function.is_none() && !plain {
            return Err(HotkeyError::NotAKey(key));
        }
        let modified = hotkey.ctrl || hotkey.alt;
        if plain && !modified {
            return Err(HotkeyError::TypedIntoTheMoveField(key));
        }
        if plain && hotkey.shift && key.chars().all(|c| c.is_ascii_digit()) {
            return Err(HotkeyError::ShiftedDigit(key));
        }
        if key == "F4" && hotkey.alt {
            return Err(HotkeyError::ClosesTheWindow);
        }
        if function.is_some() && hotkey.ctrl && hotkey.alt {
            return Err(HotkeyError::SwitchesConsole(key));
        }
        if let Some(n) = function
            && !modified
            && (n <= 9 || key == GO_KEY || key == MUTE_KEY)
        {
            return Err(HotkeyError::PanelKey(key));
        }
        if key == "M" && hotkey.ctrl && !hotkey.alt && !hotkey.shift {
            return Err(HotkeyError::MessageField);
        }
        hotkey.key = key;
        Ok(hotkey)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hotkeys_need_a_modifier_for_letters_and_digits_and_spare_the_panels_keys() {
        let k = Hotkey::parse("ctrl+1").unwrap();
        assert!(k.ctrl && k.key == "1");
        assert_eq!(k.to_string(), "Ctrl+1");
        assert_eq!(
            Hotkey::parse("Alt+Shift+f10").unwrap().to_string(),
            "Alt+Shift+F10"
        );
        assert!(Hotkey::parse("Ctrl+Shift+Q").is_ok());
        // Ctrl+M is the operator window's message field.
        assert_eq!(Hotkey::parse("Ctrl+M"), Err(HotkeyError::MessageField));
        assert!(Hotkey::parse("Alt+M").is_ok());
        assert!(Hotkey::parse("Shift+F10").is_ok());
        assert!(Hotkey::parse("F10").is_ok());
        assert!(Hotkey::parse("Ctrl+F3").is_ok());
        for bad in [
            "1",
            "A",
            "F3",
            "Shift+F2",
            "F12",
            "F11",
            "Shift+Q",
            "Ctrl+Shift+1",
            "Ctrl+F01",
            "Hyper+1",
            "Ctrl+Enter",
            "",
            // Keys the desktop takes: close the window, switch console.
            "Alt+F4",
            "Ctrl+Alt+F2",
        ] {
            assert!(Hotkey::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert!(
            Hotkey::parse("Alt+F4")
                .unwrap_err()
                .to_string()
                .contains("closes the window")
        );
    }
}
