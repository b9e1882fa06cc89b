//! The panel for a bughouse match (seed 002): both boards of the selected
//! match side by side, each with its players, clocks and pieces in hand.
//! A move is clicked on either board (from-square, to-square), a drop by a
//! click on a piece in hand then on an empty square, or typed (`Cf3`,
//! `C@f3`, `@e4`); the house rules have their own buttons: take off a piece
//! dropped with check, hand a promoting pawn over and clear a piece.

use crate::core::bughouse::MatchBoard;
use crate::core::ids::BoardNo;
use crate::core::session::{in_match, session_board};
use crate::core::tr;
use bevy_egui::egui::{self, Color32, FontId, Pos2, Rect, RichText, Sense, Vec2};
use shakmaty::{Color, Position, Role, Square};

use super::*;
use crate::core::bughouse::{BughouseGame, Deed};
use crate::core::clock::{ClockState, format_clock};

/// Which piece in hand was picked to drop, on which session board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DropPick {
    /// The session board.
    pub board: BoardNo,
    /// The piece.
    pub role: Role,
}

impl Panel {
    /// The selected match's two boards and the controls beside them.
    pub(super) fn bughouse_ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        now_ms: u64,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let (k, _) = in_match(self.board);
        let Some(linked) = session.matches().get(k) else {
            return;
        };
        let game = &linked.game;
        let tenths = session.config().tenths_below_ms;
        ui.horizontal_top(|ui| {
            // Two boards and, beside them, about 330 points of controls.
            let side = (ui.available_height() - 200.0)
                .min((ui.available_width() - 350.0) / 2.0)
                .clamp(140.0, 520.0);
            for b in MatchBoard::BOTH {
                let board = session_board(k, b);
                ui.vertical(|ui| {
                    ui.set_max_width(side);
                    // Board 2 turned round: partners on the same side.
                    let bottom = match b {
                        MatchBoard::First => Color::White,
                        MatchBoard::Second => Color::Black,
                    };
                    self.player_ui(ui, game, board, !bottom, now_ms, tenths);
                    self.linked_board_ui(ui, game, board, side, out);
                    self.player_ui(ui, game, board, bottom, now_ms, tenths);
                    linked_moves_ui(ui, game, b, self.language, self.notation, self.letters);
                });
            }
            egui::ScrollArea::vertical()
                .id_salt("bughouse-controls")
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        self.linked_outcome_ui(ui, game);
                        self.linked_entry_ui(ui, game, out);
                        ui.separator();
                        self.house_rules_ui(ui, game, out);
                        ui.separator();
                        self.linked_clock_ui(ui, game, out);
                    });
                });
        });
    }

    /// A player's line: name, clock and the pieces in hand as buttons (a
    /// click on one of the side to move's picks it to drop).
    fn player_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &BughouseGame,
        board: BoardNo,
        side: Color,
        now_ms: u64,
        tenths: u64,
    ) {
        let (_, b) = in_match(board);
        let pos = game.position(b);
        let running = game.clock(b).running_side() == Some(side);
        ui.horizontal(|ui| {
            let clock = format_clock(game.clock(b).remaining_ms(side, now_ms), tenths);
            let text = RichText::new(format!("{} {clock}", if running { "▶" } else { " " }))
                .font(FontId::monospace(20.0));
            ui.label(if running { text.strong() } else { text });
            ui.label(RichText::new(game.player(b, side)).size(15.0));
        });
        ui.horizontal(|ui| {
            let pockets = pos.pockets().copied().unwrap_or_default();
            let mut any = false;
            for role in [
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ] {
                let n = *pockets.get(side).get(role);
                if n == 0 {
                    continue;
                }
                any = true;
                let glyph = crate::theme::piece_glyphs(role);
                let label = format!(
                    "{}{}",
                    if side == Color::White {
                        glyph.1
                    } else {
                        glyph.0
                    },
                    if n > 1 {
                        format!("×{n}")
                    } else {
                        String::new()
                    }
                );
                let picked = self.drop_pick == Some(DropPick { board, role });
                // Found by tests as "mano T COLOR LETTER" (e.g. "mano 1 w n").
                let key = format!(
                    "mano {} {} {}",
                    board,
                    if side == Color::White { "w" } else { "b" },
                    role.char()
                );
                let response =
                    ui.add(egui::Button::new(RichText::new(label).size(24.0)).selected(picked));
                self.place(key, &response);
                if response.clicked() {
                    if side != pos.turn() {
                        self.error(tr!(self.language, "bughouse-that-piece-belongs-side-not"));
                    } else {
                        self.board = board;
                        self.selected = None;
                        self.drop_pick = (!picked).then_some(DropPick { board, role });
                    }
                }
            }
            if !any {
                ui.label(RichText::new("—").size(18.0).weak());
            }
        });
    }

    /// Where square `sq` of session board `board` is on screen.
    pub fn linked_square_rect(&self, board: BoardNo, sq: Square) -> Option<Rect> {
        // Board 2 turned round: Black at the bottom.
        let r = *self.linked_rects.get(&board)?;
        Some(board_view::square_in(
            r,
            sq,
            in_match(board).1 == MatchBoard::First,
        ))
    }

    fn linked_square_at(&self, board: BoardNo, pos: Pos2) -> Option<Square> {
        Square::ALL.into_iter().find(|&sq| {
            self.linked_square_rect(board, sq)
                .is_some_and(|r| r.contains(pos))
        })
    }

    fn linked_board_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &BughouseGame,
        board: BoardNo,
        side: f32,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let (_, b) = in_match(board);
        let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click());
        self.linked_rects.insert(board, rect);
        let painter = ui.painter_at(rect);
        let pos = game.position(b);
        let last = game.moves(b).filter(|m| m.deed == Deed::Move).last();
        let last_squares: Vec<Square> = match last.and_then(|m| m.uci.parse().ok()) {
            Some(shakmaty::uci::UciMove::Normal { from, to, .. }) => vec![from, to],
            Some(shakmaty::uci::UciMove::Put { to, .. }) => vec![to],
            _ => Vec::new(),
        };
        let active = self.board == board;
        for sq in Square::ALL {
            let Some(r) = self.linked_square_rect(board, sq) else {
                continue;
            };
            board_view::paint_square(
                &painter,
                r,
                sq,
                active && Some(sq) == self.selected,
                last_squares.contains(&sq),
                pos.board().piece_at(sq),
            );
        }
        // The selected board is framed.
        if active {
            painter.rect_stroke(
                rect,
                0.0,
                egui::Stroke::new(3.0, Color32::from_rgb(255, 200, 80)),
                egui::StrokeKind::Inside,
            );
        }
        if !response.clicked() {
            return;
        }
        let Some(sq) = response
            .interact_pointer_pos()
            .and_then(|p| self.linked_square_at(board, p))
        else {
            return;
        };
        if self.board != board {
            // A click on the other board selects it first.
            self.board = board;
            self.selected = None;
            self.drop_pick = None;
        }
        if game.outcome().is_some() || !matches!(game.clock(b).state(), ClockState::Running { .. })
        {
            self.error(tr!(self.language, "bughouse-match-not-being-played"));
            return;
        }
        if let Some(pick) = self.drop_pick.take() {
            let text = format!("{}@{sq}", pick.role.upper_char());
            self.linked_submit(game, board, &text, out);
            return;
        }
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) if pos.board().color_at(sq) != Some(pos.turn()) => {
                self.selected = None;
                self.linked_board_move(game, board, from, sq, out);
            }
            _ if pos.board().color_at(sq) == Some(pos.turn()) => self.selected = Some(sq),
            _ => self.error(tr!(
                self.language,
                "bughouse-sq-holds-no-piece-side",
                sq = sq
            )),
        }
    }

    /// A move clicked from `from` to `to`: a pawn reaching the last rank
    /// under the house rule asks which piece to clear; otherwise the legal
    /// move (a promotion as in chess takes a queen).
    fn linked_board_move(
        &mut self,
        game: &BughouseGame,
        board: BoardNo,
        from: Square,
        to: Square,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let pos = game.position(in_match(board).1);
        let candidates: Vec<shakmaty::Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && board_view::king_target(m) == to)
            .collect();
        match candidates.as_slice() {
            [] => self.error(tr!(
                self.language,
                "bughouse-from-not-legal-move",
                from = from,
                to = to
            )),
            [m, ..] if m.promotion().is_some() && game.rules().hand_over_promotion => {
                self.hand_over = Some((board, format!("{from}{to}")));
            }
            [m, ..] => {
                let text = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
                self.linked_submit(game, board, &text, out);
            }
        }
    }

    /// Sends `text` (English letters) for session board `board` once the
    /// match would take it; else says why.
    fn linked_submit(
        &mut self,
        game: &BughouseGame,
        board: BoardNo,
        text: &str,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        match game.board_match().parse(in_match(board).1, text) {
            Ok(_) => {
                out.push((
                    board,
                    Command::Move {
                        text: text.to_owned(),
                    },
                ));
                self.text.clear();
            }
            Err(e) => {
                let why = crate::core::session::SessionError::Rejected(e.into());
                self.error(crate::i18n::refusal(self.language, &why));
                self.text.clear();
            }
        }
    }

    fn linked_outcome_ui(&mut self, ui: &mut egui::Ui, game: &BughouseGame) {
        let l = self.language;
        let Some(o) = game.outcome() else {
            return;
        };
        let how = crate::i18n::strings(l).termination(o.termination());
        let who = match o.winner {
            Some(pair) => format!("{} {}", tr!(l, "bughouse-won-by"), game.pair_name(pair)),
            None => tr!(l, "bughouse-draw").to_owned(),
        };
        ui.label(
            RichText::new(format!("{} · {who} · {how}", o.result.pgn()))
                .size(20.0)
                .strong()
                .color(Color32::from_rgb(255, 200, 80)),
        );
    }

    fn linked_entry_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &BughouseGame,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let n = in_match(self.board).1.number();
        let label = tr!(self.language, "bughouse-move-board-n-nf3-n", n = n);
        let busy = self.hand_over.is_some();
        if let Some(typed) = self.move_entry(ui, &label, busy) {
            let text = to_english(typed.trim(), self.letters);
            self.linked_submit(game, self.board, &text, out);
        }
    }

    /// The house rules' actions on the selected board.
    fn house_rules_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &BughouseGame,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let l = self.language;
        let (_, b) = in_match(self.board);
        if let Some(square) = game.board_match().checking_drop(b) {
            ui.label(
                RichText::new(tr!(
                    l,
                    "bughouse-piece-dropped-square-gives-check",
                    square = square
                ))
                .color(Color32::from_rgb(255, 200, 80)),
            );
            if self.btn(ui, tr!(l, "bughouse-take-off")) {
                out.push((self.board, Command::RemoveDrop));
            }
        }
        if game.rules().hand_over_promotion {
            ui.label(tr!(l, "bughouse-promotion-pawn-goes-opponent-who"));
            ui.horizontal(|ui| {
                ui.label(tr!(l, "bughouse-pawn"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.hand_over_pawn)
                        .id_salt("hand-over-pawn")
                        .desired_width(70.0),
                );
                ui.label(tr!(l, "bughouse-clears"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.hand_over_clear)
                        .id_salt("hand-over-clear")
                        .desired_width(50.0),
                );
            });
            if let Some((board, pawn)) = self.hand_over.take() {
                self.board = board;
                self.hand_over_pawn = pawn;
            }
            if self.btn(ui, tr!(l, "bughouse-hand-pawn-over")) {
                let clear = self.hand_over_clear.trim();
                out.push((
                    self.board,
                    Command::HandOver {
                        pawn: self.hand_over_pawn.trim().to_owned(),
                        clear: (!clear.is_empty()).then(|| clear.to_owned()),
                    },
                ));
                self.hand_over_pawn.clear();
                self.hand_over_clear.clear();
            }
        }
    }

    /// Start, pause, the first illegal move, resignations and the arbiter.
    fn linked_clock_ui(
        &mut self,
        ui: &mut egui::Ui,
        game: &BughouseGame,
        out: &mut Vec<(BoardNo, Command)>,
    ) {
        let l = self.language;
        let (_, b) = in_match(self.board);
        let to_move = game.position(b).turn();
        ui.horizontal_wrapped(|ui| {
            if !game.started() && self.btn(ui, tr!(l, "bughouse-start-f1")) {
                out.push((self.board, Command::Start));
            }
            if let Some(c) = controls::pause_or_resume(game.clock(b))
                && self.btn(
                    ui,
                    if c == Command::Pause {
                        tr!(l, "bughouse-pause-f2")
                    } else {
                        tr!(l, "bughouse-resume-f2")
                    },
                )
            {
                out.push((self.board, c));
            }
        });
        ui.horizontal_wrapped(|ui| {
            if self.btn(ui, tr!(l, "bughouse-illegal-move-loses")) {
                self.confirm = Some(Pending::Illegal(to_move));
            }
            if self.btn(ui, tr!(l, "bughouse-resigns")) {
                self.confirm = Some(Pending::Resign(to_move));
            }
            if self.btn(ui, tr!(l, "bughouse-flag")) {
                self.confirm = Some(Pending::Flag(to_move));
            }
            if self.btn(ui, tr!(l, "bughouse-draw-2")) {
                self.confirm = Some(Pending::Draw);
            }
        });
    }
}

/// Board `b`'s moves, numbered, written as the chess panel writes them,
/// the latest in view.
fn linked_moves_ui(
    ui: &mut egui::Ui,
    game: &BughouseGame,
    b: MatchBoard,
    l: crate::core::config::Language,
    notation: crate::core::notation::Notation,
    letters: PieceLetters,
) {
    let mut text = String::new();
    let mut n = 0;
    for m in game.moves(b) {
        match m.deed {
            Deed::Removal => text.push_str(&format!(
                "({} {}) ",
                tr!(l, "bughouse-removes"),
                written(&m.san, notation, letters)
            )),
            _ => {
                if m.side == Color::White {
                    n += 1;
                    text.push_str(&format!("{n}. "));
                }
                text.push_str(&written(&m.san, notation, letters));
                text.push(' ');
            }
        }
    }
    egui::ScrollArea::vertical()
        .id_salt(("bughouse-moves", b))
        .max_height(80.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.add(egui::Label::new(RichText::new(text).monospace()).wrap());
        });
}
