//! The operator panel, drawn with egui: board and text move entry, clocks,
//! illegal moves, results, undo, rotation and the colour draw. It owns its
//! view state and never edits the session: every action it takes becomes a
//! `(board, Command)` that the bridge applies (and the journal records).

use bevy_egui::egui::{
    self, Align2, Color32, FontId, Key, KeyboardShortcut, Modifiers, Pos2, Rect, RichText, Sense,
    Stroke, Vec2,
};
use shakmaty::{Color, Move, Position, Role, Square};

use crate::core::clock::{TimeChange, format_clock};
use crate::core::game::{Command, Game};
use crate::core::notation::{PieceLetters, parse_move_in, to_english};
use crate::core::rules::GameResult;
use crate::core::script::parse_seconds;
use crate::core::session::Session;

/// An action that ends a game or corrects it, waiting for confirmation.
#[derive(Clone, Debug, PartialEq)]
pub enum Pending {
    /// A side resigns.
    Resign(Color),
    /// Agreed draw.
    Draw,
    /// A side's flag fell on the table clock.
    Flag(Color),
    /// The arbiter decides.
    Arbiter(GameResult, String),
    /// Take back the last move.
    Undo,
    /// Change a side's time.
    Adjust(Color, TimeChange),
    /// Set both clocks to what the table clock shows (White, Black).
    TableClocks(u64, u64),
}

impl Pending {
    fn commands(&self) -> Vec<Command> {
        vec![match self {
            Pending::Resign(side) => Command::Resign { side: *side },
            Pending::Draw => Command::AgreeDraw,
            Pending::Flag(side) => Command::Flag { side: *side },
            Pending::Arbiter(result, reason) => Command::Arbiter {
                result: *result,
                reason: reason.clone(),
            },
            Pending::Undo => Command::Undo,
            Pending::Adjust(side, change) => Command::Adjust {
                side: *side,
                change: *change,
            },
            Pending::TableClocks(white, black) => {
                return [(Color::White, *white), (Color::Black, *black)]
                    .into_iter()
                    .map(|(side, ms)| Command::Adjust {
                        side,
                        change: TimeChange::Set(ms),
                    })
                    .collect();
            }
        }]
    }

    fn describe(&self) -> String {
        let side = |c: &Color| {
            if *c == Color::White {
                "Blancas"
            } else {
                "Negras"
            }
        };
        match self {
            Pending::Resign(c) => format!("¿Abandonan las {}?", side(c).to_lowercase()),
            Pending::Draw => "¿Tablas de mutuo acuerdo?".into(),
            Pending::Flag(c) => format!("¿Cayó la bandera de las {}?", side(c).to_lowercase()),
            Pending::Arbiter(r, reason) => format!("¿Decisión arbitral {} ({reason})?", r.pgn()),
            Pending::Undo => "¿Deshacer la última jugada?".into(),
            Pending::Adjust(c, change) => {
                let (verb, ms) = match change {
                    TimeChange::Add(ms) => ("sumar", ms),
                    TimeChange::Subtract(ms) => ("restar", ms),
                    TimeChange::Set(ms) => ("poner", ms),
                };
                format!(
                    "¿{verb} {} al reloj de las {}?",
                    format_clock(*ms, 0),
                    side(c).to_lowercase()
                )
            }
            Pending::TableClocks(white, black) => format!(
                "¿Poner los relojes como el de la mesa: blancas {}, negras {}?",
                format_clock(*white, 0),
                format_clock(*black, 0)
            ),
        }
    }
}

/// The keyboard shortcuts, as shown in the panel.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Intro", "jugar la jugada escrita"),
    ("F1", "poner en marcha el reloj"),
    ("F2", "pausar / reanudar este tablero"),
    ("Mayús+F2", "pausar / reanudar todos"),
    ("F3", "jugada ilegal completada (bando al que le toca)"),
    ("F4", "reclamar tablas (triple repetición o 50 jugadas)"),
    ("F5", "sorteo de colores"),
    ("F6", "abandono del bando al que le toca"),
    ("F7", "tablas de mutuo acuerdo"),
    ("F8", "deshacer la última jugada"),
    ("F9", "bandera del bando al que le toca"),
    (
        "Espacio",
        "el reloj de la mesa se pulsó: la jugada que escribas después toma ese instante",
    ),
    ("RePág / AvPág", "tablero anterior / siguiente"),
    (
        "Esc",
        "parar todo el sonido; cancelar la selección o la confirmación",
    ),
    (
        "Ctrl+1…9",
        "señales de megafonía (la tecla de cada una, en su botón)",
    ),
    ("F12", "GO: la siguiente señal de la lista"),
    ("F11", "silenciar / activar las señales automáticas"),
    ("S / N", "confirmar / cancelar"),
    ("Tab", "recorrer todos los botones (Espacio los pulsa)"),
];

/// The panel's own view state.
#[derive(Default, Debug)]
pub struct Panel {
    /// The selected board (0-based).
    pub board: usize,
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
    buttons: std::collections::HashMap<String, Rect>,
}

impl Panel {
    /// A panel on the first board, White at the bottom.
    pub fn new() -> Panel {
        Panel {
            white_bottom: true,
            ..Panel::default()
        }
    }

    /// Where square `sq` is on screen (for tests and hit testing).
    pub fn square_rect(&self, sq: Square) -> Option<Rect> {
        let r = self.board_rect?;
        let s = r.width() / 8.0;
        let (file, rank) = (u32::from(sq.file()) as f32, u32::from(sq.rank()) as f32);
        let (col, row) = if self.white_bottom {
            (file, 7.0 - rank)
        } else {
            (7.0 - file, rank)
        };
        Some(Rect::from_min_size(
            r.min + Vec2::new(col * s, row * s),
            Vec2::splat(s),
        ))
    }

    /// Where the button labelled `label` was drawn last frame.
    pub fn button_rect(&self, label: &str) -> Option<Rect> {
        self.buttons.get(label).copied()
    }

    /// A button that remembers where it was drawn.
    fn btn(&mut self, ui: &mut egui::Ui, label: &str) -> bool {
        let response = ui.button(label);
        self.buttons.insert(label.to_owned(), response.rect);
        response.clicked()
    }

    /// A small button that remembers where it was drawn, under `key`.
    fn small_btn(&mut self, ui: &mut egui::Ui, label: &str, key: String) -> bool {
        let response = ui.small_button(label);
        self.buttons.insert(key, response.rect);
        response.clicked()
    }

    fn square_at(&self, pos: Pos2) -> Option<Square> {
        let r = self.board_rect?;
        if !r.contains(pos) {
            return None;
        }
        let s = r.width() / 8.0;
        let col = (((pos.x - r.min.x) / s) as u32).min(7);
        let row = (((pos.y - r.min.y) / s) as u32).min(7);
        let (file, rank) = if self.white_bottom {
            (col, 7 - row)
        } else {
            (7 - col, row)
        };
        Some(Square::from_coords(
            shakmaty::File::new(file),
            shakmaty::Rank::new(rank),
        ))
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
    ) -> Vec<(usize, Command)> {
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
    ) -> Vec<(usize, Command)> {
        if !self.fonts_set {
            install_fonts(ctx);
            // A blinking cursor asks for a frame twice a second, and every
            // frame draws every window: a steady one lets the stage sleep.
            ctx.all_styles_mut(|style| style.visuals.text_cursor.blink = false);
            self.fonts_set = true;
        }
        let mut out = Vec::new();
        let boards = session.boards();
        if boards.is_empty() {
            return out;
        }
        self.board = self.board.min(boards.len() - 1);
        self.letters = session.config().piece_letters();
        self.language = session.config().event.language;
        self.one_enter_per_frame(ctx);
        self.keyboard(ctx, session, &mut out);
        let game = &boards[self.board].game;

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
            egui::CollapsingHeader::new("Atajos de teclado")
                .default_open(false)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .max_height(ui.ctx().viewport_rect().height() * 0.3)
                        .show(ui, |ui| {
                            egui::Grid::new("shortcut-grid")
                                .num_columns(4)
                                .show(ui, |ui| {
                                    for (i, (key, what)) in SHORTCUTS.iter().enumerate() {
                                        ui.label(RichText::new(*key).strong());
                                        ui.label(*what);
                                        if i % 2 == 1 {
                                            ui.end_row();
                                        }
                                    }
                                });
                        });
                });
        });
        if let Some(side) = side {
            egui::Panel::right("announcer")
                .resizable(false)
                .default_size(300.0)
                .show(&mut root, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| side(ui));
                });
        }
        egui::CentralPanel::default().show(&mut root, |ui| {
            self.header_ui(ui, session);
            self.over_time_ui(ui, session, now_ms);
            ui.separator();
            ui.horizontal_top(|ui| {
                let side = (ui.available_height() - 90.0)
                    .min(ui.available_width() * 0.5)
                    .clamp(160.0, 640.0);
                ui.vertical(|ui| {
                    self.board_ui(ui, game, side, &mut out);
                    moves_ui(ui, game);
                });
                // Scrolled when the window is small: nothing out of reach.
                egui::ScrollArea::vertical()
                    .id_salt("controls")
                    .show(ui, |ui| {
                        ui.vertical(|ui| {
                            self.confirm_ui(ui, &mut out);
                            outcome_ui(ui, game, self.language);
                            self.entry_ui(ui, game, &mut out);
                            ui.separator();
                            self.clock_ui(ui, session, game, now_ms, &mut out);
                            ui.separator();
                            self.results_ui(ui, &mut out);
                            ui.separator();
                            self.rotation_ui(ui, game, &mut out);
                        });
                    });
            });
        });
        out
    }

    /// Once the round's time is over, asks the arbiter about every game
    /// still being played (seeds 000 and 001: 30 minutes at most).
    fn over_time_ui(&mut self, ui: &mut egui::Ui, session: &Session, now_ms: u64) {
        let boards = session.over_time(now_ms);
        if boards.is_empty() {
            return;
        }
        let minutes = session.config().game_window_ms.unwrap_or(0) / 60_000;
        ui.label(
            RichText::new(format!(
                "⏰ Tiempo máximo de ronda ({minutes} min) cumplido. Árbitro: decida cada partida sin terminar."
            ))
            .color(Color32::from_rgb(255, 200, 80))
            .strong(),
        );
        let reason = format!("tiempo máximo de ronda ({minutes} min)");
        for board in boards {
            ui.horizontal(|ui| {
                let b = &session.boards()[board];
                ui.label(format!(
                    "Tablero {} ({}): {} — {}",
                    board + 1,
                    b.label,
                    b.game.contender(Color::White).name,
                    b.game.contender(Color::Black).name
                ));
                for (label, result) in [
                    ("1-0", GameResult::Decisive(Color::White)),
                    ("½-½", GameResult::Draw),
                    ("0-1", GameResult::Decisive(Color::Black)),
                ] {
                    if self.small_btn(ui, label, format!("tiempo {board} {label}")) {
                        self.select_board(board);
                        self.confirm = Some(Pending::Arbiter(result, reason.clone()));
                    }
                }
            });
        }
    }

    fn header_ui(&mut self, ui: &mut egui::Ui, session: &Session) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(&session.config().event.name).strong());
            ui.separator();
            ui.label("Tablero:");
            for (i, b) in session.boards().iter().enumerate() {
                let label = format!(
                    "{} {}",
                    i + 1,
                    if b.label == (i + 1).to_string() {
                        ""
                    } else {
                        &b.label
                    }
                );
                if ui.selectable_label(self.board == i, label.trim()).clicked() && self.board != i {
                    self.select_board(i);
                }
            }
        });
        if let Some((text, is_error)) = &self.message {
            let color = if *is_error {
                Color32::from_rgb(255, 110, 110)
            } else {
                Color32::from_rgb(140, 220, 140)
            };
            ui.label(RichText::new(text).color(color).strong());
        }
    }

    fn select_board(&mut self, board: usize) {
        self.board = board;
        self.selected = None;
        self.promotion = None;
        self.confirm = None;
        self.text.clear();
    }

    fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &Game,
        side: f32,
        out: &mut Vec<(usize, Command)>,
    ) {
        let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click_and_drag());
        self.board_rect = Some(rect);
        let painter = ui.painter_at(rect);
        let pos = game.position();
        let last = game
            .moves()
            .last()
            .and_then(|m| m.uci.parse::<shakmaty::uci::UciMove>().ok());
        let last_squares: Vec<Square> = match last {
            Some(shakmaty::uci::UciMove::Normal { from, to, .. }) => vec![from, to],
            _ => vec![],
        };
        let targets: Vec<Square> = match self.selected {
            Some(from) => pos
                .legal_moves()
                .iter()
                .filter(|m| m.from() == Some(from))
                .map(king_target)
                .collect(),
            None => Vec::new(),
        };
        for sq in Square::ALL {
            let Some(r) = self.square_rect(sq) else {
                continue;
            };
            let base = if sq.is_light() {
                Color32::from_rgb(240, 217, 181)
            } else {
                Color32::from_rgb(181, 136, 99)
            };
            let color = if Some(sq) == self.selected {
                Color32::from_rgb(120, 170, 230)
            } else if last_squares.contains(&sq) {
                Color32::from_rgb(205, 210, 106)
            } else {
                base
            };
            painter.rect_filled(r, 0.0, color);
            if let Some(piece) = pos.board().piece_at(sq) {
                let glyph = crate::theme::piece_glyphs(piece.role);
                let size = r.width() * 0.8;
                let (fill, edge) = if piece.color == Color::White {
                    (Color32::WHITE, Color32::BLACK)
                } else {
                    (Color32::from_gray(15), Color32::from_gray(120))
                };
                painter.text(
                    r.center(),
                    Align2::CENTER_CENTER,
                    glyph.0,
                    FontId::proportional(size),
                    fill,
                );
                painter.text(
                    r.center(),
                    Align2::CENTER_CENTER,
                    glyph.1,
                    FontId::proportional(size),
                    edge,
                );
            }
            // Coordinates: files along the bottom row, ranks down the left.
            let (file, rank) = (sq.file(), sq.rank());
            let bottom_rank = if self.white_bottom {
                shakmaty::Rank::First
            } else {
                shakmaty::Rank::Eighth
            };
            let left_file = if self.white_bottom {
                shakmaty::File::A
            } else {
                shakmaty::File::H
            };
            let ink = if sq.is_light() {
                Color32::from_rgb(120, 80, 50)
            } else {
                Color32::from_rgb(245, 230, 205)
            };
            let small = FontId::proportional((r.width() * 0.2).max(9.0));
            if rank == bottom_rank {
                painter.text(
                    r.right_bottom() + Vec2::new(-2.0, -1.0),
                    Align2::RIGHT_BOTTOM,
                    file.char().to_string(),
                    small.clone(),
                    ink,
                );
            }
            if file == left_file {
                painter.text(
                    r.left_top() + Vec2::new(2.0, 1.0),
                    Align2::LEFT_TOP,
                    rank.char().to_string(),
                    small,
                    ink,
                );
            }
            if targets.contains(&sq) {
                painter.circle_filled(
                    r.center(),
                    r.width() * 0.14,
                    Color32::from_rgba_unmultiplied(30, 90, 30, 180),
                );
            }
        }
        if game.outcome().is_some()
            || !matches!(
                game.clock().state(),
                crate::core::clock::ClockState::Running { .. }
            )
        {
            if response.clicked() {
                self.error(if game.outcome().is_some() {
                    "la partida ha terminado"
                } else {
                    "el reloj no está en marcha"
                });
            }
            return;
        }
        // Click from-square then to-square, or drag from one to the other.
        let pointer = response.interact_pointer_pos();
        if response.drag_started()
            && let Some(sq) = pointer.and_then(|p| self.square_at(p))
            && pos.board().color_at(sq) == Some(pos.turn())
        {
            self.selected = Some(sq);
        }
        if response.drag_stopped()
            && let (Some(from), Some(to)) = (
                self.selected,
                ui.ctx()
                    .input(|i| i.pointer.latest_pos())
                    .and_then(|p| self.square_at(p)),
            )
            && from != to
        {
            self.try_board_move(game, from, to, out);
        }
        if response.clicked()
            && let Some(sq) = pointer.and_then(|p| self.square_at(p))
        {
            match self.selected {
                Some(from) if from == sq => self.selected = None,
                Some(from) if pos.board().color_at(sq) != Some(pos.turn()) => {
                    self.try_board_move(game, from, sq, out)
                }
                _ if pos.board().color_at(sq) == Some(pos.turn()) => self.selected = Some(sq),
                _ => self.error(format!("en {sq} no hay una pieza del bando que mueve")),
            }
        }
        if let Some((from, to)) = self.promotion {
            egui::Window::new("Coronación")
                .collapsible(false)
                .resizable(false)
                .show(ui.ctx(), |ui| {
                    ui.horizontal(|ui| {
                        for (role, name) in [
                            (Role::Queen, "Dama"),
                            (Role::Rook, "Torre"),
                            (Role::Bishop, "Alfil"),
                            (Role::Knight, "Caballo"),
                        ] {
                            let response = ui.button(
                                RichText::new(format!(
                                    "{} {name}",
                                    crate::theme::piece_glyphs(role).0
                                ))
                                .size(22.0),
                            );
                            self.buttons.insert(name.to_owned(), response.rect);
                            if response.clicked() {
                                let text = format!("{from}{to}{}", role.char());
                                self.promotion = None;
                                self.submit(game, &text, PieceLetters::English, out);
                            }
                        }
                        if self.btn(ui, "Cancelar") {
                            self.promotion = None;
                        }
                    });
                });
        }
    }

    fn try_board_move(
        &mut self,
        game: &Game,
        from: Square,
        to: Square,
        out: &mut Vec<(usize, Command)>,
    ) {
        self.selected = None;
        let pos = game.position();
        let candidates: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && king_target(m) == to)
            .collect();
        match candidates.as_slice() {
            [] => self.error(format!("{from}-{to} no es una jugada legal")),
            [m] => {
                let text = shakmaty::san::San::from_move(pos, *m).to_string();
                self.submit(game, &text, PieceLetters::English, out);
            }
            _ => self.promotion = Some((from, to)),
        }
    }

    /// Validates `text` on the board and queues it; refuses inline otherwise.
    /// Sends the move `text`, written with `letters`, once it reads as a
    /// legal move; else says why on the message line.
    fn submit(
        &mut self,
        game: &Game,
        text: &str,
        letters: PieceLetters,
        out: &mut Vec<(usize, Command)>,
    ) {
        if let Some(o) = game.outcome() {
            self.error(format!(
                "la partida ha terminado ({})",
                o.termination.as_str()
            ));
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

    fn entry_ui(&mut self, ui: &mut egui::Ui, game: &Game, out: &mut Vec<(usize, Command)>) {
        ui.label(RichText::new("Jugada (SAN, UCI o LAN) e Intro").strong());
        let response = ui.add(
            egui::TextEdit::singleline(&mut self.text)
                .id_salt("move-entry")
                .desired_width(220.0)
                .font(FontId::monospace(22.0)),
        );
        self.entry_id = Some(response.id);
        if self.confirm.is_none()
            && self.promotion.is_none()
            && ui.ctx().memory(|m| m.focused().is_none())
        {
            response.request_focus();
        }
        let entered = ui.input(|i| i.key_pressed(Key::Enter));
        if entered && (response.has_focus() || response.lost_focus()) {
            let text = self.text.clone();
            if text.trim().is_empty() {
                self.error("escribe una jugada");
            } else {
                self.submit(game, &text, self.letters, out);
            }
            response.request_focus();
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

    fn clock_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        game: &Game,
        now_ms: u64,
        out: &mut Vec<(usize, Command)>,
    ) {
        let tenths = session.config().tenths_below_ms;
        let running = game.clock().running_side();
        for side in [Color::White, Color::Black] {
            let left = game.clock().remaining_ms(side, now_ms);
            let marker = if running == Some(side) { "▶" } else { "  " };
            let limit = game
                .rules()
                .illegal
                .lose_at
                .map(|l| format!("/{}", l - 1))
                .unwrap_or_default();
            // The clock on one line, the name after it (a long team name
            // wraps by itself without breaking the clock's line).
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(format!(
                        "{marker} {:<7} {:>7}   ilegales {}{limit}",
                        if side == Color::White {
                            "Blancas"
                        } else {
                            "Negras"
                        },
                        format_clock(left, tenths),
                        game.illegal()[side],
                    ))
                    .font(FontId::monospace(18.0)),
                );
                ui.label(RichText::new(&game.contender(side).name).size(15.0));
            });
        }
        if let Some(left) = game.clock().unclocked_left_ms(now_ms) {
            ui.label(format!("Sin reloj: {}", format_clock(left, 0)));
        }
        let warn = Color32::from_rgb(255, 200, 80);
        if let Some(press) = game.pressed() {
            ui.label(
                RichText::new(format!(
                    "⏱ Reloj pulsado por las {} hace {} s: escribe su jugada (F8 lo anula)",
                    side_name(press.side),
                    now_ms.saturating_sub(press.at_ms) / 1000
                ))
                .color(warn)
                .strong(),
            );
        }
        if let Some((side, _)) = game.flag_shown() {
            ui.label(
                RichText::new(format!(
                    "⚑ Las {} están a 0:00 en el reloj del escenario. Árbitro: confirme la bandera \
                     (botón Bandera) o ponga los relojes como el de la mesa.",
                    side_name(side)
                ))
                .color(Color32::from_rgb(255, 110, 110))
                .strong(),
            );
        }
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, "Iniciar (F1)") {
                out.push((self.board, Command::Start));
            }
            if self.btn(ui, "Reloj pulsado (Espacio)") {
                out.push((self.board, Command::Press));
            }
            if self.btn(ui, "Pausa/reanudar (F2)") {
                out.extend(pause_or_resume(game).map(|c| (self.board, c)));
            }
            if self.btn(ui, "Todos (Mayús+F2)") {
                out.extend(pause_or_resume_all(session));
            }
            if self.btn(ui, "Jugada ilegal (F3)") {
                out.push((self.board, Command::Illegal));
            }
            if self.btn(ui, "Sorteo de colores (F5)") {
                out.push((
                    self.board,
                    Command::AssignColours {
                        first_white: fastrand::bool(),
                    },
                ));
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Ajustar tiempo (s o m:ss):");
            ui.add(
                egui::TextEdit::singleline(&mut self.adjust_seconds)
                    .id_salt("adjust")
                    .desired_width(60.0),
            );
            for side in [Color::White, Color::Black] {
                let name = if side == Color::White { "B" } else { "N" };
                for (label, make) in [
                    ("+", TimeChange::Add as fn(u64) -> TimeChange),
                    ("−", TimeChange::Subtract),
                    ("=", TimeChange::Set),
                ] {
                    if self.btn(ui, &format!("{name} {label}")) {
                        match parse_seconds(self.adjust_seconds.trim()) {
                            Ok(ms) => self.confirm = Some(Pending::Adjust(side, make(ms))),
                            Err(e) => self.error(e),
                        }
                    }
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Reloj de la mesa — B:");
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.0)
                    .id_salt("table-white")
                    .desired_width(60.0),
            );
            ui.label("N:");
            ui.add(
                egui::TextEdit::singleline(&mut self.table_clocks.1)
                    .id_salt("table-black")
                    .desired_width(60.0),
            );
            if self.btn(ui, "Poner ambos") {
                let (w, b) = &self.table_clocks;
                match (parse_seconds(w.trim()), parse_seconds(b.trim())) {
                    (Ok(w), Ok(b)) => self.confirm = Some(Pending::TableClocks(w, b)),
                    (Err(e), _) => self.error(format!("blancas: {e}")),
                    (_, Err(e)) => self.error(format!("negras: {e}")),
                }
            }
        });
    }

    fn results_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(usize, Command)>) {
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, "Abandonan blancas") {
                self.confirm = Some(Pending::Resign(Color::White));
            }
            if self.btn(ui, "Abandonan negras") {
                self.confirm = Some(Pending::Resign(Color::Black));
            }
            if self.btn(ui, "Tablas acordadas (F7)") {
                self.confirm = Some(Pending::Draw);
            }
            if self.btn(ui, "Reclamar tablas (F4)") {
                out.push((self.board, Command::ClaimDraw));
            }
            if self.btn(ui, "Bandera blancas") {
                self.confirm = Some(Pending::Flag(Color::White));
            }
            if self.btn(ui, "Bandera negras") {
                self.confirm = Some(Pending::Flag(Color::Black));
            }
            if self.btn(ui, "Deshacer jugada (F8)") {
                self.confirm = Some(Pending::Undo);
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Árbitro, motivo:");
            ui.add(
                egui::TextEdit::singleline(&mut self.arbiter_reason)
                    .id_salt("reason")
                    .desired_width(200.0),
            );
            for (label, result) in [
                ("1-0", GameResult::Decisive(Color::White)),
                ("0-1", GameResult::Decisive(Color::Black)),
                ("½-½", GameResult::Draw),
            ] {
                if self.btn(ui, label) {
                    let reason = self.arbiter_reason.trim().to_owned();
                    if reason.is_empty() {
                        self.error("la decisión arbitral necesita un motivo");
                    } else {
                        self.confirm = Some(Pending::Arbiter(result, reason));
                    }
                }
            }
        });
    }

    fn rotation_ui(&mut self, ui: &mut egui::Ui, game: &Game, out: &mut Vec<(usize, Command)>) {
        for side in [Color::White, Color::Black] {
            let Some(rotation) = &game.contender(side).rotation else {
                continue;
            };
            ui.label(
                RichText::new(format!(
                    "{} — {}",
                    if side == Color::White {
                        "Blancas"
                    } else {
                        "Negras"
                    },
                    rotation.team()
                ))
                .strong(),
            );
            let order: Vec<String> = rotation.order().map(str::to_owned).collect();
            let current = rotation.current().map(str::to_owned);
            let next = rotation.following().map(str::to_owned);
            for (i, name) in order.iter().enumerate() {
                ui.horizontal(|ui| {
                    let mark = if Some(name) == current.as_ref() {
                        "▶ mueve"
                    } else if Some(name) == next.as_ref() {
                        "→ después"
                    } else {
                        ""
                    };
                    let absent = rotation.is_absent(name);
                    let text = RichText::new(format!(
                        "{name:<12} {}",
                        if absent { "(ausente)" } else { mark }
                    ))
                    .font(FontId::monospace(15.0));
                    ui.label(if absent {
                        text.strikethrough().color(Color32::GRAY)
                    } else {
                        text
                    });
                    let label = if absent { "presente" } else { "ausente" };
                    if self.small_btn(ui, label, format!("{label} {name}")) {
                        out.push((
                            self.board,
                            Command::SetAbsent {
                                side,
                                player: name.clone(),
                                absent: !absent,
                            },
                        ));
                    }
                    if i > 0 && self.small_btn(ui, "▲", format!("▲ {name}")) {
                        let mut new = order.clone();
                        new.swap(i, i - 1);
                        out.push((self.board, Command::Reorder { side, players: new }));
                    }
                    if i + 1 < order.len() && self.small_btn(ui, "▼", format!("▼ {name}")) {
                        let mut new = order.clone();
                        new.swap(i, i + 1);
                        out.push((self.board, Command::Reorder { side, players: new }));
                    }
                });
            }
            let bench: Vec<&String> = rotation
                .roster()
                .iter()
                .filter(|p| !order.contains(p))
                .collect();
            if !bench.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    ui.label("Banquillo:");
                    for p in bench {
                        if self.small_btn(ui, &format!("entra {p}"), format!("entra {p}")) {
                            let mut new = order.clone();
                            if new.len() >= crate::core::team::MAX_ACTIVE {
                                new.pop();
                            }
                            new.push(p.clone());
                            out.push((self.board, Command::Reorder { side, players: new }));
                        }
                    }
                });
            }
        }
    }

    fn confirm_ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<(usize, Command)>) {
        let Some(pending) = self.confirm.clone() else {
            return;
        };
        egui::Frame::new()
            .fill(Color32::from_rgb(90, 60, 0))
            .inner_margin(8.0)
            .stroke(Stroke::new(2.0, Color32::YELLOW))
            .show(ui, |ui| {
                ui.label(RichText::new(pending.describe()).strong().size(18.0));
                ui.horizontal(|ui| {
                    if self.btn(ui, "Sí (S)") {
                        out.extend(pending.commands().into_iter().map(|c| (self.board, c)));
                        self.confirm = None;
                    }
                    if self.btn(ui, "No (N / Esc)") {
                        self.confirm = None;
                    }
                });
            });
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

    fn keyboard(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        out: &mut Vec<(usize, Command)>,
    ) {
        let game = &session.boards()[self.board].game;
        let key = |k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, k)))
        };
        let shift = |k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::SHIFT, k)))
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
        if shift(Key::F2) {
            out.extend(pause_or_resume_all(session));
        }
        if key(Key::F1) {
            out.push((self.board, Command::Start));
        }
        if key(Key::F2) {
            out.extend(pause_or_resume(game).map(|c| (self.board, c)));
        }
        if key(Key::F3) {
            out.push((self.board, Command::Illegal));
        }
        if key(Key::F4) {
            out.push((self.board, Command::ClaimDraw));
        }
        if key(Key::F5) {
            out.push((
                self.board,
                Command::AssignColours {
                    first_white: fastrand::bool(),
                },
            ));
        }
        let to_move = game.position().turn();
        if key(Key::F6) {
            self.confirm = Some(Pending::Resign(to_move));
        }
        if key(Key::F7) {
            self.confirm = Some(Pending::Draw);
        }
        if key(Key::F8) {
            self.confirm = Some(Pending::Undo);
        }
        if key(Key::F9) {
            self.confirm = Some(Pending::Flag(to_move));
        }
        let count = session.boards().len();
        if key(Key::PageDown) {
            self.select_board((self.board + 1) % count);
        }
        if key(Key::PageUp) {
            self.select_board((self.board + count - 1) % count);
        }
    }
}

/// The game's moves so far, numbered as the screens number them (from the
/// start position's own move number), the latest in view.
fn moves_ui(ui: &mut egui::Ui, game: &Game) {
    let mut text = crate::core::view::last_moves_text(game, game.moves().len());
    if text.is_empty() {
        text.push_str("(sin jugadas)");
    }
    ui.label(RichText::new("Jugadas").strong());
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(70.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(text).font(FontId::monospace(15.0))).wrap());
        });
}

/// The result once the game has ended, large, with how it ended.
fn outcome_ui(ui: &mut egui::Ui, game: &Game, language: crate::core::config::Language) {
    let Some(o) = game.outcome() else { return };
    let t = crate::i18n::strings(language);
    let winner = match o.winner {
        Some(Color::White) => t.white_wins,
        Some(Color::Black) => t.black_wins,
        None => t.draw,
    };
    ui.label(
        RichText::new(format!(
            "Partida terminada: {} — {} ({})",
            o.result.pgn(),
            winner,
            (t.termination)(o.termination)
        ))
        .font(FontId::proportional(22.0))
        .color(Color32::from_rgb(255, 220, 120))
        .strong(),
    );
    if let Some(reason) = &o.reason {
        ui.label(format!("Motivo: {reason}"));
    }
    ui.separator();
}

/// "blancas" or "negras".
fn side_name(side: Color) -> &'static str {
    if side == Color::White {
        "blancas"
    } else {
        "negras"
    }
}

/// The square a move lands on as the operator sees it (a castling king's
/// destination, not the rook's square).
fn king_target(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => {
            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}

fn pause_or_resume(game: &Game) -> Option<Command> {
    match game.clock().state() {
        crate::core::clock::ClockState::Running { .. } => Some(Command::Pause),
        crate::core::clock::ClockState::Paused { .. } => Some(Command::Resume),
        _ => None,
    }
}

/// Pauses every running board, or, if none runs, resumes every paused one.
fn pause_or_resume_all(session: &Session) -> Vec<(usize, Command)> {
    let running: Vec<usize> = session
        .boards()
        .iter()
        .enumerate()
        .filter(|(_, b)| {
            b.game.outcome().is_none()
                && matches!(
                    b.game.clock().state(),
                    crate::core::clock::ClockState::Running { .. }
                )
        })
        .map(|(i, _)| i)
        .collect();
    if !running.is_empty() {
        return running.into_iter().map(|i| (i, Command::Pause)).collect();
    }
    session
        .boards()
        .iter()
        .enumerate()
        .filter(|(_, b)| {
            matches!(
                b.game.clock().state(),
                crate::core::clock::ClockState::Paused { .. }
            )
        })
        .map(|(i, _)| (i, Command::Resume))
        .collect()
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
