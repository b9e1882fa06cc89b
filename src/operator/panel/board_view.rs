//! The panel's board: squares to click a move on, coordinates, the move
//! list and the result.

use crate::core::tr;
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Vec2};
use shakmaty::{Color, Move, Position, Role, Square};

use super::*;
use crate::core::game::{Command, Game};
use crate::core::notation::PieceLetters;

impl Panel {
    /// Where square `sq` is on screen (for tests and hit testing).
    pub fn square_rect(&self, sq: Square) -> Option<Rect> {
        Some(square_in(self.board_rect?, sq, self.white_bottom))
    }

    pub(super) fn square_at(&self, pos: Pos2) -> Option<Square> {
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

    pub(super) fn board_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &Game,
        side: f32,
        out: &mut Vec<(BoardNo, Command)>,
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
            paint_square(
                &painter,
                r,
                sq,
                Some(sq) == self.selected,
                last_squares.contains(&sq),
                pos.board().piece_at(sq),
            );
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
                let l = self.language;
                self.error(if game.outcome().is_some() {
                    tr!(l, "board-view-game-over")
                } else {
                    tr!(l, "board-view-clock-not-running")
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
                _ => self.error(tr!(
                    self.language,
                    "bughouse-sq-holds-no-piece-side",
                    sq = sq
                )),
            }
        }
        if let Some((from, to)) = self.promotion {
            let l = self.language;
            egui::Window::new(tr!(l, "board-view-promotion"))
                .collapsible(false)
                .resizable(false)
                .show(ui.ctx(), |ui| {
                    ui.horizontal(|ui| {
                        // Each button is found by its Spanish name.
                        for (role, key, name) in [
                            (Role::Queen, "Dama", tr!(l, "board-view-queen")),
                            (Role::Rook, "Torre", tr!(l, "board-view-rook")),
                            (Role::Bishop, "Alfil", tr!(l, "board-view-bishop")),
                            (Role::Knight, "Caballo", tr!(l, "board-view-knight")),
                        ] {
                            let response = ui.button(
                                RichText::new(format!(
                                    "{} {name}",
                                    crate::theme::piece_glyphs(role).0
                                ))
                                .size(22.0),
                            );
                            self.place(key, &response);
                            if response.clicked() {
                                let text = format!("{from}{to}{}", role.char());
                                self.promotion = None;
                                self.submit(game, &text, PieceLetters::English, out);
                            }
                        }
                        if self.btn(ui, tr!(l, "board-view-cancel")) {
                            self.promotion = None;
                        }
                    });
                });
        }
    }

    pub(super) fn try_board_move(
        &mut self,
        game: &Game,
        from: Square,
        to: Square,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        self.selected = None;
        let pos = game.position();
        let candidates: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && king_target(m) == to)
            .collect();
        match candidates.as_slice() {
            [] => self.error(tr!(
                self.language,
                "bughouse-from-not-legal-move",
                from = from,
                to = to
            )),
            [m] => {
                let text = shakmaty::san::San::from_move(pos, *m).to_string();
                self.submit(game, &text, PieceLetters::English, out);
            }
            _ => self.promotion = Some((from, to)),
        }
    }
}

/// Where `sq` is on a board drawn in `board`, White at the bottom or not.
pub(super) fn square_in(board: Rect, sq: Square, white_bottom: bool) -> Rect {
    let s = board.width() / 8.0;
    let (file, rank) = (u32::from(sq.file()) as f32, u32::from(sq.rank()) as f32);
    let (col, row) = if white_bottom {
        (file, 7.0 - rank)
    } else {
        (7.0 - file, rank)
    };
    Rect::from_min_size(board.min + Vec2::new(col * s, row * s), Vec2::splat(s))
}

/// One square of a panel board: its colour (picked, or part of the last
/// move), then its piece.
pub(super) fn paint_square(
    painter: &egui::Painter,
    r: Rect,
    sq: Square,
    picked: bool,
    last: bool,
    piece: Option<shakmaty::Piece>,
) {
    let color = if picked {
        Color32::from_rgb(120, 170, 230)
    } else if last {
        Color32::from_rgb(205, 210, 106)
    } else if sq.is_light() {
        Color32::from_rgb(240, 217, 181)
    } else {
        Color32::from_rgb(181, 136, 99)
    };
    painter.rect_filled(r, 0.0, color);
    let Some(piece) = piece else {
        return;
    };
    let glyph = crate::theme::piece_glyphs(piece.role);
    let size = r.width() * 0.8;
    let (fill, edge) = if piece.color == Color::White {
        (Color32::WHITE, Color32::BLACK)
    } else {
        (Color32::from_gray(15), Color32::from_gray(120))
    };
    for (g, c) in [(glyph.0, fill), (glyph.1, edge)] {
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            g,
            FontId::proportional(size),
            c,
        );
    }
}

/// The game's moves so far, numbered as the screens number them (from the
/// start position's own move number), the latest in view.
pub(super) fn moves_ui(
    ui: &mut egui::Ui,
    game: &Game,
    l: crate::core::config::Language,
    notation: crate::core::notation::Notation,
    letters: PieceLetters,
) {
    let mut text = crate::core::view::last_moves_text(game, game.moves().len(), notation, letters);
    if text.is_empty() {
        text.push_str(tr!(l, "board-view-no-moves"));
    }
    ui.label(RichText::new(tr!(l, "board-view-moves")).strong());
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(70.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(text).font(FontId::monospace(15.0))).wrap());
        });
}

/// The result once the game has ended, large, with how it ended.
pub(super) fn outcome_ui(ui: &mut egui::Ui, game: &Game, language: crate::core::config::Language) {
    let Some(o) = game.outcome() else { return };
    let t = crate::i18n::strings(language);
    let winner = match o.winner {
        Some(Color::White) => t.white_wins,
        Some(Color::Black) => t.black_wins,
        None => t.draw,
    };
    ui.label(
        RichText::new(format!(
            "{}: {} — {} ({})",
            tr!(language, "board-view-game-over-2"),
            o.result.pgn(),
            winner,
            t.termination(o.termination)
        ))
        .font(FontId::proportional(22.0))
        .color(Color32::from_rgb(255, 220, 120))
        .strong(),
    );
    if let Some(reason) = &o.reason {
        ui.label(format!("{}: {reason}", tr!(language, "board-view-reason")));
    }
    ui.separator();
}

/// The square a move lands on as the operator sees it (a castling king's
/// destination, not the rook's square).
pub(super) fn king_target(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => {
            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}
