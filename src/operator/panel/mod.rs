//! The operator panel, drawn with egui: board and text move entry, clocks,
//! illegal moves, results, undo, rotation and the colour draw. It owns its
//! view state and never edits the session: every action it takes becomes a
//! `(board, Command)` that the bridge applies (and the journal records).

use crate::core::ids::BoardNo;
use crate::core::tr;
use bevy_egui::egui::{self, Color32, FontId, Key, Rect, RichText};
use shakmaty::{Color, Position, Square};

use crate::core::game::{Command, Game};
use crate::core::notation::{PieceLetters, parse_move_in, to_english, written};
use crate::core::session::Session;

mod board_view;
mod bughouse;
mod calls;
mod confirm;
mod controls;
mod keymap;
mod layout;
mod phones;
mod round;

pub use confirm::Pending;
pub use keymap::{Binding, KEYMAP, KeyAction};
pub use layout::Tab;
use layout::{EVENT_WIDTH, GAME_WIDTH, SIDE_WIDTH};

/// The panel's own view state.
#[derive(Default, Debug)]
pub struct Panel {
    /// The selected board.
    pub board: BoardNo,
    /// The move being typed.
    pub text: String,
    /// The square picked first on the board view.
    pub selected: Option<Square>,
    /// A promotion waiting for its piece.
    pub promotion: Option<(Square, Square)>,
    /// An action waiting for confirmation.
    pub confirm: Option<Pending>,
    /// The last message: text and whether it is an error.
    pub message: Option<(String, bool)>,
    /// Seconds typed for a time adjustment.
    pub adjust_seconds: String,
    /// The arbiter's reason.
    pub arbiter_reason: String,
    /// The table clock's times as typed (White, Black), m:ss.
    pub table_clocks: (String, String),
    /// The move entry's id, so that Space presses the clock while it has
    /// the focus (a move never holds a space).
    entry_id: Option<egui::Id>,
    /// The piece letters the operator types (the event's language).
    letters: PieceLetters,
    /// How the move lists write moves (the operator's letters by default).
    notation: crate::core::notation::Notation,
    /// The event's language, for refusals and the result.
    language: crate::core::config::Language,
    /// Input that came after an Enter in the same frame, held for the next
    /// one: a fast operator (or a slow frame) types the next move's first
    /// letter before the frame that plays the last one has run.
    held: Vec<egui::Event>,
    /// Where the board view was drawn last frame, for clicks.
    board_rect: Option<Rect>,
    /// White at the bottom of the board view (false: Black).
    pub white_bottom: bool,
    fonts_set: bool,
    /// Where each button was drawn last frame, by its label.
    buttons: std::collections::HashMap<String, (Rect, Rect)>,
    /// The changes to the event the operator confirmed, for the bridge
    /// (taken with [`Panel::take_events`]).
    events: Vec<crate::live::EventRequest>,
    /// The calls for the arbiter answered from the window, for the bridge
    /// (taken with [`Panel::take_calls`]).
    answered: Vec<crate::core::calls::CallCommand>,
    /// A school team's line-up as ticked, by (round, team): which of its
    /// list play (seed 001 §2), until saved.
    lineup_picks: std::collections::HashMap<(u32, u32), Vec<bool>>,
    /// The pairing program's report file, as typed.
    pub trf_path: String,
    /// The play-off's two start numbers, as typed.
    pub playoff_text: String,
    /// Why the arbiter swaps a pairing's colours or pairs a round again.
    pub reason_text: String,
    /// Where to write the event's report file, as typed.
    pub export_path: String,
    /// A bughouse piece in hand picked to drop.
    pub drop_pick: Option<bughouse::DropPick>,
    /// Where each bughouse board was drawn last frame, by session board.
    linked_rects: std::collections::HashMap<BoardNo, Rect>,
    /// A pawn clicked to the last rank under the hand-over house rule:
    /// its session board and move, for the hand-over fields.
    hand_over: Option<(BoardNo, String)>,
    /// The hand-over's pawn move, as typed (`e7e8`).
    pub hand_over_pawn: String,
    /// The server's word (the Lichess push), shown in the header.
    pub network_status: Option<String>,
    /// Where the hall's phones find the stage, shown with a QR code.
    pub phones: Option<crate::live::HallPhones>,
    /// The square of the piece the hand-over clears, as typed.
    pub hand_over_clear: String,
    /// The part shown when the window is too narrow for the columns side
    /// by side (None: the game, or the round before anything is staged).
    pub tab: Option<Tab>,
}

impl Panel {
    /// A panel on the first board, White at the bottom.
    pub fn new() -> Panel {
        Panel {
            white_bottom: true,
            ..Panel::default()
        }
    }

    /// Where the button labelled `label` was drawn last frame.
    pub fn button_rect(&self, label: &str) -> Option<Rect> {
        self.buttons.get(label).map(|(rect, _)| *rect)
    }

    /// Every button drawn last frame, by label (or key), in points: its
    /// box and the part of it in sight (not scrolled away).
    pub fn button_rects(&self) -> impl Iterator<Item = (&str, Rect, Rect)> {
        self.buttons.iter().map(|(k, (r, v))| (k.as_str(), *r, *v))
    }

    /// The announcer's column is wanted (Ctrl+M): in a narrow window, its
    /// tab is shown.
    pub fn show_side(&mut self) {
        self.tab = Some(Tab::Side);
    }

    /// Remembers where the control under `key` was drawn this frame: its
    /// box and the part of it in sight.
    fn place(&mut self, key: impl Into<String>, response: &egui::Response) {
        self.buttons
            .insert(key.into(), (response.rect, response.interact_rect));
    }

    /// A button that remembers where it was drawn.
    fn btn(&mut self, ui: &mut egui::Ui, label: &str) -> bool {
        let response = ui.button(label);
        self.place(label, &response);
        response.clicked()
    }

    /// A small button that remembers where it was drawn, under `key`.
    fn small_btn(&mut self, ui: &mut egui::Ui, label: &str, key: String) -> bool {
        let response = ui.small_button(label);
        self.place(key, &response);
        response.clicked()
    }

    /// The event changes the operator confirmed since the last call.
    pub fn take_events(&mut self) -> Vec<crate::live::EventRequest> {
        std::mem::take(&mut self.events)
    }

    /// Tells the panel how its last command went (from the bridge).
    pub fn feedback(&mut self, result: Result<String, String>) {
        self.message = Some(match result {
            Ok(text) => (text, false),
            Err(text) => (text, true),
        });
    }

    fn error(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), true));
    }

    /// Draws the panel for `session` at `now_ms` and returns the commands
    /// the operator gave this frame.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        now_ms: u64,
    ) -> Vec<(BoardNo, Command)> {
        self.ui_with(ctx, session, now_ms, None)
    }

    /// Like [`Panel::ui`], with `side` drawn in a column on the right (the
    /// announcer's controls).
    pub fn ui_with(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        now_ms: u64,
        side: Option<&mut dyn FnMut(&mut egui::Ui)>,
    ) -> Vec<(BoardNo, Command)> {
        if !self.fonts_set {
            install_fonts(ctx);
            // A blinking cursor asks for a frame twice a second, and every
            // frame draws every window: a steady one lets the stage sleep.
            ctx.all_styles_mut(|style| style.visuals.text_cursor.blink = false);
            // A button is clicked when it is released over it, however long
            // it was held, as in every desktop toolkit: this stage sleeps
            // between frames, and a release was measured reaching egui
            // 1.2 s after its press (egui's default limit: 0.8 s; one click
            // in three to eight was lost under Xvfb).
            ctx.options_mut(|o| o.input_options.max_click_duration = f64::INFINITY);
            self.fonts_set = true;
        }
        let mut out = Vec::new();
        // Only this frame's buttons can be clicked.
        self.buttons.clear();
        if session.board_count() == 0 {
            return out;
        }
        self.board = self.board.min(BoardNo::at(session.board_count() - 1));
        self.letters = session.config().piece_letters();
        self.notation = session.config().operator_notation();
        self.language = session.config().event.language;
        self.one_enter_per_frame(ctx);
        self.keyboard(ctx, session, &mut out);

        let mut root = egui::Ui::new(
            ctx.clone(),
            "operator".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::background())
                .max_rect(ctx.viewport_rect()),
        );
        egui::Panel::bottom("shortcuts").show(&mut root, |ui| {
            // Closed by default and scrolled when open, so that at 1280x720
            // it never pushes the clocks, the rotation or the log away.
            let language = self.language;
            egui::CollapsingHeader::new(tr!(language, "panel-keyboard-shortcuts"))
                .default_open(false)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .max_height(ui.ctx().viewport_rect().height() * 0.3)
                        .show(ui, |ui| {
                            egui::Grid::new("shortcut-grid")
                                .num_columns(4)
                                .show(ui, |ui| {
                                    for (i, b) in KEYMAP.iter().enumerate() {
                                        ui.label(RichText::new(b.key(language)).strong());
                                        ui.label(b.what(language));
                                        if i % 2 == 1 {
                                            ui.end_row();
                                        }
                                    }
                                });
                        });
                });
        });
        let has_event = session.config().boards_from_pairings || session.event().last_round() > 0;
        let mut side = side;
        let sides = f32::from(u8::from(has_event)) * EVENT_WIDTH
            + f32::from(u8::from(side.is_some())) * SIDE_WIDTH;
        let narrow = ctx.viewport_rect().width() - sides < GAME_WIDTH;
        if !narrow {
            if let Some(side) = side.as_mut() {
                egui::Panel::right("announcer")
                    .resizable(false)
                    .default_size(SIDE_WIDTH)
                    .show(&mut root, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            // A final with no event column: the phones here.
                            if !has_event {
                                self.phones_ui(ui);
                            }
                            side(ui)
                        });
                    });
            }
            // An event run round by round from the stage; not a final whose
            // boards the config writes (unless something was paired).
            if has_event {
                egui::Panel::left("event")
                    .resizable(true)
                    .default_size(EVENT_WIDTH)
                    .show(&mut root, |ui| {
                        egui::ScrollArea::vertical()
                            .id_salt("event-scroll")
                            .show(ui, |ui| self.round_ui(ui, session, &mut out));
                    });
            }
        }
        egui::CentralPanel::default().show(&mut root, |ui| {
            self.header_ui(ui, session);
            self.calls_ui(ui, session, now_ms);
            self.door_ui(ui, session);
            let tab = if narrow {
                self.tabs_ui(ui, session, has_event, side.is_some())
            } else {
                Tab::Game
            };
            // A question waiting for its answer is always in sight, above
            // whatever column asked it.
            if self.confirm.is_some() {
                ui.separator();
                self.confirm_ui(ui, &mut out);
            }
            match tab {
                Tab::Event => {
                    ui.separator();
                    egui::ScrollArea::vertical()
                        .id_salt("event-scroll")
                        .show(ui, |ui| self.round_ui(ui, session, &mut out));
                }
                Tab::Side => {
                    ui.separator();
                    if let Some(side) = side.as_mut() {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            if !has_event {
                                self.phones_ui(ui);
                            }
                            side(ui)
                        });
                    }
                }
                Tab::Game => self.game_ui(ui, session, now_ms, &mut out),
            }
        });
        out
    }

    fn header_ui(&mut self, ui: &mut egui::Ui, session: &Session) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(&session.config().event.name).strong());
            ui.separator();
            ui.label(tr!(self.language, "panel-board"));
            let (selected_match, _) = crate::core::session::in_match(self.board);
            for (k, m) in session.matches().iter().enumerate() {
                let label = format!("{} {}", tr!(self.language, "panel-table"), m.label);
                if ui.selectable_label(selected_match == k, label).clicked() && selected_match != k
                {
                    self.select_board(crate::core::session::session_board(
                        k,
                        crate::core::bughouse::MatchBoard::First,
                    ));
                }
            }
            for (board, b) in BoardNo::all(session.boards().len()).zip(session.boards()) {
                let label = format!(
                    "{board} {}",
                    if b.label == board.to_string() {
                        ""
                    } else {
                        &b.label
                    }
                );
                if ui
                    .selectable_label(self.board == board, label.trim())
                    .clicked()
                    && self.board != board
                {
                    self.select_board(board);
                }
            }
        });
        if let Some(status) = &self.network_status {
            ui.label(RichText::new(status).size(13.0).weak());
        }
        if let Some((text, is_error)) = &self.message {
            let color = if *is_error {
                Color32::from_rgb(255, 110, 110)
            } else {
                Color32::from_rgb(140, 220, 140)
            };
            ui.label(RichText::new(text).color(color).strong());
        }
    }

    fn select_board(&mut self, board: BoardNo) {
        self.board = board;
        self.selected = None;
        self.drop_pick = None;
        self.promotion = None;
        self.confirm = None;
        self.text.clear();
    }

    /// Validates `text` on the board and queues it; refuses inline otherwise.
    /// Sends the move `text`, written with `letters`, once it reads as a
    /// legal move; else says why on the message line.
    fn submit(
        &mut self,
        game: &Game,
        text: &str,
        letters: PieceLetters,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        if let Some(o) = game.outcome() {
            let why = crate::i18n::strings(self.language).termination(o.termination);
            self.error(tr!(self.language, "panel-game-over-why", why = why));
            return;
        }
        match parse_move_in(game.position(), text, letters) {
            Ok(_) => {
                // Commands and the journal hold the move in English.
                out.push((
                    self.board,
                    Command::Move {
                        text: to_english(text, letters),
                    },
                ));
                self.text.clear();
            }
            Err(e) => {
                // The message quotes what was typed; the entry is cleared
                // for the correction (a move is a few letters).
                let why = crate::core::session::SessionError::Rejected(e.into());
                self.error(crate::i18n::refusal(self.language, &why));
                self.text.clear();
            }
        }
    }

    /// The move entry under `label`, holding the focus while nothing else
    /// asks for it: the text typed when Enter is pressed (an empty entry
    /// says so and gives nothing).
    fn move_entry(&mut self, ui: &mut egui::Ui, label: &str, busy: bool) -> Option<String> {
        ui.label(RichText::new(label).strong());
        let response = ui.add(
            egui::TextEdit::singleline(&mut self.text)
                .id_salt("move-entry")
                .desired_width(220.0)
                .font(FontId::monospace(22.0)),
        );
        self.entry_id = Some(response.id);
        if self.confirm.is_none() && !busy && ui.ctx().memory(|m| m.focused().is_none()) {
            response.request_focus();
        }
        let entered = ui.input(|i| i.key_pressed(Key::Enter));
        if !(entered && (response.has_focus() || response.lost_focus())) {
            return None;
        }
        response.request_focus();
        let text = self.text.clone();
        if text.trim().is_empty() {
            self.error(tr!(self.language, "panel-type-move"));
            return None;
        }
        Some(text)
    }

    fn entry_ui(&mut self, ui: &mut egui::Ui, game: &Game, out: &mut Vec<(BoardNo, Command)>) {
        let label = tr!(self.language, "panel-move-san-uci-or-lan");
        let busy = self.promotion.is_some();
        if let Some(text) = self.move_entry(ui, label, busy) {
            self.submit(game, &text, self.letters, out);
        }
        // Suggestions: legal moves starting with what is typed.
        // Matched in English, shown in the operator's letters.
        let typed = to_english(self.text.trim(), self.letters);
        if !typed.is_empty() && game.outcome().is_none() {
            let pos = game.position();
            let mut suggestions: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| shakmaty::san::SanPlus::from_move(pos.clone(), *m).to_string())
                .filter(|san| {
                    san.starts_with(&typed) || san.to_lowercase().starts_with(&typed.to_lowercase())
                })
                .map(|san| crate::core::notation::from_english(&san, self.letters))
                .collect();
            suggestions.sort();
            suggestions.truncate(12);
            ui.horizontal_wrapped(|ui| {
                for s in suggestions {
                    if self.small_btn(ui, &s, format!("sugerencia {s}")) {
                        self.submit(game, &s, self.letters, out);
                    }
                }
            });
        }
    }

    /// Gives back what was held from the last frame, and holds what comes
    /// after this frame's first Enter, so that each Enter plays exactly the
    /// text typed before it.
    fn one_enter_per_frame(&mut self, ctx: &egui::Context) {
        let held = std::mem::take(&mut self.held);
        ctx.input_mut(|i| {
            let mut events = held;
            events.append(&mut i.events);
            let enter = events.iter().position(|e| {
                matches!(
                    e,
                    egui::Event::Key {
                        key: Key::Enter,
                        pressed: true,
                        ..
                    }
                )
            });
            if let Some(at) = enter {
                self.held = events.split_off(at + 1);
            }
            i.events = events;
        });
        if !self.held.is_empty() {
            ctx.request_repaint();
        }
    }
}

/// "blancas" or "negras", in `language`.
fn side_name(language: crate::core::config::Language, side: Color) -> &'static str {
    if side == Color::White {
        tr!(language, "panel-white")
    } else {
        tr!(language, "panel-black")
    }
}

/// Adds DejaVu Sans (compiled in) behind egui's fonts, for the chess glyphs.
fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        egui::FontData::from_static(crate::theme::REGULAR).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("dejavu".into());
    }
    ctx.set_fonts(fonts);
}
