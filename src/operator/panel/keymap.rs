//! The panel's keys: one table that both the shortcut list the operator
//! reads and the key handling use, so that the two never disagree.

use crate::core::ids::BoardNo;
use bevy_egui::egui::{self, Key, KeyboardShortcut, Modifiers};

use super::Panel;
use super::confirm::Pending;
use super::controls::{pause_or_resume, pause_or_resume_all};
use crate::core::config::Language;
use crate::core::game::Command;
use crate::core::session::Session;

/// What a key of the table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// Start the clocks.
    Start,
    /// Pause or resume this board.
    PauseResume,
    /// Pause or resume every board.
    PauseResumeAll,
    /// A completed illegal move by the side to move.
    Illegal,
    /// Claim a draw (threefold repetition or 50 moves).
    ClaimDraw,
    /// Draw the colours by lot.
    Lot,
    /// The side to move resigns (confirmed).
    Resign,
    /// Agreed draw (confirmed).
    Draw,
    /// Take back the last move (confirmed).
    Undo,
    /// The side to move's flag fell on the table clock (confirmed).
    Flag,
    /// The next board.
    NextBoard,
    /// The previous board.
    PreviousBoard,
    /// Handled where it is typed (the move entry, the announcer, egui's
    /// focus): listed for the operator only.
    Elsewhere,
}

/// One line of the table: the key as the operator reads it, what it does,
/// and the key press it is (none for the lines handled elsewhere). The
/// texts are Fluent keys (`i18n/*/panel.ftl`).
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The key, as shown (its Fluent key).
    pub key: &'static str,
    /// What it does, as shown (its Fluent key).
    pub what: &'static str,
    /// The press, with its modifiers.
    pub press: Option<(Modifiers, Key)>,
    /// What it does.
    pub action: KeyAction,
}

impl Binding {
    /// The key's name in `language`.
    pub fn key(&self, language: Language) -> &'static str {
        crate::core::words::word(language, self.key)
    }

    /// What the key does, in `language`.
    pub fn what(&self, language: Language) -> &'static str {
        crate::core::words::word(language, self.what)
    }
}

const fn on(key: &'static str, what: &'static str, k: Key, action: KeyAction) -> Binding {
    Binding {
        key,
        what,
        press: Some((Modifiers::NONE, k)),
        action,
    }
}

const fn listed(key: &'static str, what: &'static str) -> Binding {
    Binding {
        key,
        what,
        press: None,
        action: KeyAction::Elsewhere,
    }
}

/// The keyboard shortcuts, in the order the panel lists them.
pub const KEYMAP: &[Binding] = &[
    listed("keymap-key-enter", "keymap-does-play-move-typed"),
    on(
        "keymap-key-f1",
        "keymap-does-start-clock",
        Key::F1,
        KeyAction::Start,
    ),
    on(
        "keymap-key-f2",
        "keymap-does-pause-resume-this-board",
        Key::F2,
        KeyAction::PauseResume,
    ),
    Binding {
        key: "keymap-key-shift-f2",
        what: "keymap-does-pause-resume-every-board",
        press: Some((Modifiers::SHIFT, Key::F2)),
        action: KeyAction::PauseResumeAll,
    },
    on(
        "keymap-key-f3",
        "keymap-does-completed-illegal-move-side-move",
        Key::F3,
        KeyAction::Illegal,
    ),
    on(
        "keymap-key-f4",
        "keymap-does-claim-draw-threefold-repetition-or",
        Key::F4,
        KeyAction::ClaimDraw,
    ),
    on(
        "keymap-key-f5",
        "keymap-does-draw-colours",
        Key::F5,
        KeyAction::Lot,
    ),
    on(
        "keymap-key-f6",
        "keymap-does-side-move-resigns",
        Key::F6,
        KeyAction::Resign,
    ),
    on(
        "keymap-key-f7",
        "keymap-does-draw-by-agreement",
        Key::F7,
        KeyAction::Draw,
    ),
    on(
        "keymap-key-f8",
        "keymap-does-take-back-last-move",
        Key::F8,
        KeyAction::Undo,
    ),
    on(
        "keymap-key-f9",
        "keymap-does-side-moves-flag-fell",
        Key::F9,
        KeyAction::Flag,
    ),
    listed(
        "keymap-key-space",
        "keymap-does-table-clock-was-pressed-move",
    ),
    Binding {
        key: "keymap-key-pgup-pgdn",
        what: "keymap-does-previous-next-board",
        press: Some((Modifiers::NONE, Key::PageUp)),
        action: KeyAction::PreviousBoard,
    },
    listed(
        "keymap-key-esc",
        "keymap-does-stop-all-sound-cancel-selection",
    ),
    listed(
        "keymap-key-ctrl-1-9",
        "keymap-does-public-address-cues-each-ones",
    ),
    listed("keymap-key-f12", "keymap-does-go-next-cue-list"),
    listed("keymap-key-shift-f12", "keymap-does-read-pairings"),
    listed("keymap-key-f11", "keymap-does-mute-unmute-automatic-cues"),
    listed("keymap-key-n", "keymap-does-confirm-cancel-n"),
    listed(
        "keymap-key-tab",
        "keymap-does-go-through-every-button-space",
    ),
];

/// Presses that share a line of the list with another (AvPág beside
/// RePág): handled, not listed again.
const ALSO: &[Binding] = &[Binding {
    key: "keymap-key-pgdn",
    what: "keymap-does-next-board",
    press: Some((Modifiers::NONE, Key::PageDown)),
    action: KeyAction::NextBoard,
}];

impl Panel {
    pub(super) fn keyboard(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let key = |k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, k)))
        };
        if let Some(pending) = self.confirm.clone() {
            // The question takes the keyboard: S or Enter confirms, N or Esc
            // cancels; no text field keeps the focus meanwhile.
            ctx.memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
            if key(Key::S) || key(Key::Enter) {
                out.extend(pending.commands().into_iter().map(|c| (self.board, c)));
                if let Pending::Event(request, _) = &pending {
                    self.events.push(request.clone());
                }
                self.confirm = None;
            } else if key(Key::Escape) || key(Key::N) {
                self.confirm = None;
            }
            return;
        }
        if key(Key::Escape) {
            self.selected = None;
            self.promotion = None;
        }
        // Space: the table clock was pressed. Taken while the move entry
        // (or nothing) has the focus; on a focused button Space presses it.
        let focused = ctx.memory(|m| m.focused());
        if (focused.is_none() || focused == self.entry_id)
            && ctx.input_mut(|i| {
                let pressed = i.events.iter().any(|e| {
                    matches!(
                        e,
                        egui::Event::Key {
                            key: Key::Space,
                            pressed: true,
                            repeat: false,
                            modifiers,
                            ..
                        } if modifiers.is_none()
                    )
                });
                i.events.retain(|e| {
                    !matches!(
                        e,
                        egui::Event::Key {
                            key: Key::Space,
                            ..
                        }
                    ) && !matches!(e, egui::Event::Text(t) if t == " ")
                });
                pressed
            })
        {
            out.push((self.board, Command::Press));
        }
        // Shifted presses first: Mayús+F2 is not also taken as F2.
        let mut bindings: Vec<&Binding> = KEYMAP.iter().chain(ALSO).collect();
        bindings.sort_by_key(|b| b.press.is_some_and(|(m, _)| m.is_none()));
        for binding in bindings {
            let Some((modifiers, k)) = binding.press else {
                continue;
            };
            if !ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, k))) {
                continue;
            }
            self.act(binding.action, session, out);
        }
    }

    /// Does what a key of the table does.
    fn act(&mut self, action: KeyAction, session: &Session, out: &mut Vec<(BoardNo, Command)>) {
        let Some(to_move) = session.turn_on(self.board) else {
            return;
        };
        let count = session.board_count();
        match action {
            KeyAction::Start => out.push((self.board, Command::Start)),
            KeyAction::PauseResume => {
                out.extend(
                    session
                        .clock_of(self.board)
                        .and_then(pause_or_resume)
                        .map(|c| (self.board, c)),
                );
            }
            KeyAction::PauseResumeAll => out.extend(pause_or_resume_all(session)),
            // In bughouse the first illegal move loses: asked first.
            KeyAction::Illegal if session.is_bughouse() => {
                self.confirm = Some(Pending::Illegal(to_move));
            }
            KeyAction::Illegal => out.push((self.board, Command::Illegal)),
            KeyAction::ClaimDraw => out.push((self.board, Command::ClaimDraw)),
            KeyAction::Lot => out.push((
                self.board,
                Command::AssignColours {
                    first_white: fastrand::bool(),
                },
            )),
            KeyAction::Resign => self.confirm = Some(Pending::Resign(to_move)),
            KeyAction::Draw => self.confirm = Some(Pending::Draw),
            KeyAction::Undo => self.confirm = Some(Pending::Undo),
            KeyAction::Flag => self.confirm = Some(Pending::Flag(to_move)),
            KeyAction::NextBoard => {
                self.select_board(BoardNo::at((self.board.index() + 1) % count));
            }
            KeyAction::PreviousBoard => {
                self.select_board(BoardNo::at((self.board.index() + count - 1) % count));
            }
            KeyAction::Elsewhere => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_press_is_listed_once_and_no_two_share_a_key() {
        let all: Vec<&Binding> = KEYMAP.iter().chain(ALSO).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[..i] {
                if let (Some(x), Some(y)) = (a.press, b.press) {
                    assert_ne!(x, y, "{:?} and {:?} are the same press", a.key, b.key);
                }
            }
        }
        // Every press the panel handles is on a line the operator reads,
        // in every language.
        for b in ALSO {
            for l in [Language::Es, Language::Gl, Language::En] {
                assert!(
                    KEYMAP.iter().any(|k| k.key(l).contains(b.key(l))),
                    "{} is not listed",
                    b.key(l)
                );
            }
        }
        for action in [
            KeyAction::Start,
            KeyAction::PauseResume,
            KeyAction::PauseResumeAll,
            KeyAction::Illegal,
            KeyAction::ClaimDraw,
            KeyAction::Lot,
            KeyAction::Resign,
            KeyAction::Draw,
            KeyAction::Undo,
            KeyAction::Flag,
            KeyAction::NextBoard,
            KeyAction::PreviousBoard,
        ] {
            assert!(
                all.iter().any(|b| b.action == action && b.press.is_some()),
                "{action:?} has no key"
            );
        }
    }
}
