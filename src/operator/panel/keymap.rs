//! The panel's keys: one table that both the shortcut list the operator
//! reads and the key handling use, so that the two never disagree.

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
/// and the key press it is (none for the lines handled elsewhere). Texts
/// are in Spanish, Galician and English, in that order.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The key, as shown.
    pub key: [&'static str; 3],
    /// What it does, as shown.
    pub what: [&'static str; 3],
    /// The press, with its modifiers.
    pub press: Option<(Modifiers, Key)>,
    /// What it does.
    pub action: KeyAction,
}

impl Binding {
    /// The key's name in `language`.
    pub fn key(&self, language: Language) -> &'static str {
        language.pick(self.key[0], self.key[1], self.key[2])
    }

    /// What the key does, in `language`.
    pub fn what(&self, language: Language) -> &'static str {
        language.pick(self.what[0], self.what[1], self.what[2])
    }
}

/// A key whose name is the same in every language.
const fn same(key: &'static str) -> [&'static str; 3] {
    [key, key, key]
}

const fn on(key: [&'static str; 3], what: [&'static str; 3], k: Key, action: KeyAction) -> Binding {
    Binding {
        key,
        what,
        press: Some((Modifiers::NONE, k)),
        action,
    }
}

const fn listed(key: [&'static str; 3], what: [&'static str; 3]) -> Binding {
    Binding {
        key,
        what,
        press: None,
        action: KeyAction::Elsewhere,
    }
}

/// The keyboard shortcuts, in the order the panel lists them.
pub const KEYMAP: &[Binding] = &[
    listed(
        ["Intro", "Intro", "Enter"],
        [
            "jugar la jugada escrita",
            "xogar a xogada escrita",
            "play the move typed",
        ],
    ),
    on(
        same("F1"),
        [
            "poner en marcha el reloj",
            "pór en marcha o reloxo",
            "start the clock",
        ],
        Key::F1,
        KeyAction::Start,
    ),
    on(
        same("F2"),
        [
            "pausar / reanudar este tablero",
            "pausar / retomar este taboleiro",
            "pause / resume this board",
        ],
        Key::F2,
        KeyAction::PauseResume,
    ),
    Binding {
        key: ["Mayús+F2", "Maiús+F2", "Shift+F2"],
        what: [
            "pausar / reanudar todos",
            "pausar / retomar todos",
            "pause / resume every board",
        ],
        press: Some((Modifiers::SHIFT, Key::F2)),
        action: KeyAction::PauseResumeAll,
    },
    on(
        same("F3"),
        [
            "jugada ilegal completada (bando al que le toca)",
            "xogada ilegal completada (bando ao que lle toca)",
            "completed illegal move (the side to move)",
        ],
        Key::F3,
        KeyAction::Illegal,
    ),
    on(
        same("F4"),
        [
            "reclamar tablas (triple repetición o 50 jugadas)",
            "reclamar táboas (tripla repetición ou 50 xogadas)",
            "claim a draw (threefold repetition or 50 moves)",
        ],
        Key::F4,
        KeyAction::ClaimDraw,
    ),
    on(
        same("F5"),
        ["sorteo de colores", "sorteo de cores", "draw the colours"],
        Key::F5,
        KeyAction::Lot,
    ),
    on(
        same("F6"),
        [
            "abandono del bando al que le toca",
            "abandono do bando ao que lle toca",
            "the side to move resigns",
        ],
        Key::F6,
        KeyAction::Resign,
    ),
    on(
        same("F7"),
        [
            "tablas de mutuo acuerdo",
            "táboas de mutuo acordo",
            "draw by agreement",
        ],
        Key::F7,
        KeyAction::Draw,
    ),
    on(
        same("F8"),
        [
            "deshacer la última jugada",
            "desfacer a última xogada",
            "take back the last move",
        ],
        Key::F8,
        KeyAction::Undo,
    ),
    on(
        same("F9"),
        [
            "bandera del bando al que le toca",
            "bandeira do bando ao que lle toca",
            "the side to move's flag fell",
        ],
        Key::F9,
        KeyAction::Flag,
    ),
    listed(
        ["Espacio", "Espazo", "Space"],
        [
            "el reloj de la mesa se pulsó: la jugada que escribas después toma ese instante",
            "o reloxo da mesa pulsouse: a xogada que escribas despois toma ese instante",
            "the table clock was pressed: the move typed next takes that instant",
        ],
    ),
    Binding {
        key: ["RePág / AvPág", "RePáx / AvPáx", "PgUp / PgDn"],
        what: [
            "tablero anterior / siguiente",
            "taboleiro anterior / seguinte",
            "previous / next board",
        ],
        press: Some((Modifiers::NONE, Key::PageUp)),
        action: KeyAction::PreviousBoard,
    },
    listed(
        same("Esc"),
        [
            "parar todo el sonido; cancelar la selección o la confirmación",
            "parar todo o son; cancelar a selección ou a confirmación",
            "stop all sound; cancel the selection or the confirmation",
        ],
    ),
    listed(
        same("Ctrl+1…9"),
        [
            "señales de megafonía (la tecla de cada una, en su botón)",
            "sinais de megafonía (a tecla de cada un, no seu botón)",
            "public-address cues (each one's key is on its button)",
        ],
    ),
    listed(
        same("F12"),
        [
            "GO: la siguiente señal de la lista",
            "GO: o seguinte sinal da lista",
            "GO: the next cue of the list",
        ],
    ),
    listed(
        same("F11"),
        [
            "silenciar / activar las señales automáticas",
            "silenciar / activar os sinais automáticos",
            "mute / unmute the automatic cues",
        ],
    ),
    listed(
        same("S / N"),
        [
            "confirmar / cancelar",
            "confirmar / cancelar",
            "confirm (S) / cancel (N)",
        ],
    ),
    listed(
        same("Tab"),
        [
            "recorrer todos los botones (Espacio los pulsa)",
            "percorrer todos os botóns (Espazo púlsaos)",
            "go through every button (Space presses it)",
        ],
    ),
];

/// Presses that share a line of the list with another (AvPág beside
/// RePág): handled, not listed again.
const ALSO: &[Binding] = &[Binding {
    key: ["AvPág", "AvPáx", "PgDn"],
    what: ["tablero siguiente", "taboleiro seguinte", "next board"],
    press: Some((Modifiers::NONE, Key::PageDown)),
    action: KeyAction::NextBoard,
}];

impl Panel {
    pub(super) fn keyboard(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        out: &mut Vec<(usize, Command)>,
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
    fn act(&mut self, action: KeyAction, session: &Session, out: &mut Vec<(usize, Command)>) {
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
            KeyAction::NextBoard => self.select_board((self.board + 1) % count),
            KeyAction::PreviousBoard => self.select_board((self.board + count - 1) % count),
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
