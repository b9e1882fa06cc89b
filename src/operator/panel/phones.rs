//! The hall's phones on the operator's window: the address a phone in the
//! hall opens, written and as a QR code to scan, and the announcer's page
//! with its token, for the organiser to hand out at the start of the day.

use bevy_egui::egui::{self, Color32, RichText};

use super::Panel;
use crate::core::tr;

/// A QR code's modules are this many points wide on the window.
const MODULE: f32 = 3.0;

impl Panel {
    /// The phones' block, under a header the operator folds away; nothing
    /// when the config opens no server.
    pub(super) fn phones_ui(&mut self, ui: &mut egui::Ui) {
        let Some(phones) = self.phones.clone() else {
            return;
        };
        let l = self.language;
        let response = egui::CollapsingHeader::new(tr!(l, "panel-phones"))
            .id_salt("phones")
            .default_open(true)
            .show(ui, |ui| {
                ui.label(tr!(l, "panel-phones-scan"));
                if let Ok(code) = qrcode::QrCode::new(phones.url.as_bytes()) {
                    let n = code.width();
                    let colors = code.to_colors();
                    // A quiet zone of four modules all round, as readers want.
                    let side = (n + 8) as f32 * MODULE;
                    let (rect, shown) =
                        ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
                    let painter = ui.painter_at(rect);
                    painter.rect_filled(rect, 0.0, Color32::WHITE);
                    for (i, c) in colors.iter().enumerate() {
                        if *c == qrcode::Color::Dark {
                            let (x, y) = ((i % n + 4) as f32, (i / n + 4) as f32);
                            painter.rect_filled(
                                egui::Rect::from_min_size(
                                    rect.min + egui::vec2(x * MODULE, y * MODULE),
                                    egui::vec2(MODULE, MODULE),
                                ),
                                0.0,
                                Color32::BLACK,
                            );
                        }
                    }
                    self.place("phones-qr", &shown);
                }
                let url = ui.label(RichText::new(&phones.url).monospace().strong());
                self.place("phones-url", &url);
                if let Some((page, token)) = &phones.announcer {
                    ui.label(format!("{} {page}", tr!(l, "panel-phones-announcer")));
                    ui.label(
                        RichText::new(format!("{} {token}", tr!(l, "panel-phones-token")))
                            .monospace(),
                    );
                }
            });
        self.place("phones", &response.header_response);
    }
}
