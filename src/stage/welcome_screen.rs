//! The welcome screen: before the first round and between rounds, the
//! event's name and venue, the rounds' starting times, and a QR code to
//! follow the event on a phone (the web mirror's address), with the address
//! written beside it.

use crate::core::tr;
use bevy::text::Justify;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use super::*;
use crate::theme::palette;

/// The address the hall's phones follow the event at: the config's
/// `public_url`, else the server's listening address when it is one other
/// computers reach (not loopback, not "every address").
pub fn follow_url(config: &crate::core::config::EventConfig) -> Option<String> {
    let network = config.network.as_ref()?;
    if let Some(url) = &network.public_url {
        return Some(url.clone());
    }
    let ip = network.listen.ip();
    if ip.is_loopback() || ip.is_unspecified() {
        return None;
    }
    let scheme = if network.tls.is_some() {
        "https"
    } else {
        "http"
    };
    Some(format!("{scheme}://{}/", network.listen))
}

pub(super) fn draw_welcome(p: &mut Painter, session: &SessionState) {
    let config = session.0.config();
    let l = config.event.language;
    let (w, h) = (p.size.x, p.size.y);
    let (margin, unit) = (p.margin(), p.unit());
    // The parents' page: a team or a player followed on the phone.
    let url = follow_url(config).map(|u| format!("{}/follow", u.trim_end_matches('/')));
    let code = url
        .as_deref()
        .and_then(|u| qrcode::QrCode::new(u.as_bytes()).ok());
    // Side by side on a wide screen, the code under the words on a tall one.
    let wide = w >= h;
    let words = match (&code, wide) {
        (None, _) => PxRect::new(margin, margin, w - 2.0 * margin, h - 2.0 * margin),
        (Some(_), true) => PxRect::new(margin, margin, 0.56 * w - margin, h - 2.0 * margin),
        (Some(_), false) => PxRect::new(margin, margin, w - 2.0 * margin, 0.5 * h - margin),
    };
    // The event's name, large, then its venue, then the schedule.
    let name = PxRect::new(words.x, words.y, words.w, 0.3 * words.h);
    p.text(
        name,
        &config.event.name,
        0.1 * unit,
        palette::TEXT,
        true,
        Justify::Center,
        2.0,
    );
    let site = PxRect::new(words.x, name.y + name.h, words.w, 0.1 * words.h);
    p.text(
        site,
        &config.event.site,
        0.05 * unit,
        palette::DIM,
        false,
        Justify::Center,
        2.0,
    );
    let times = &config.tournament.schedule;
    if !times.is_empty() {
        let top = site.y + site.h + 0.04 * words.h;
        let row = ((words.y + words.h - top) / times.len() as f32).min(0.09 * unit * 1.6);
        for (i, time) in times.iter().enumerate() {
            let r = PxRect::new(words.x, top + i as f32 * row, words.w, row);
            let line = tr!(l, "welcome-round-at", round = i + 1, time = time);
            p.text(
                r,
                &line,
                0.055 * unit,
                palette::TEXT,
                false,
                Justify::Center,
                2.0,
            );
        }
    }
    let (Some(code), Some(url)) = (code, url) else {
        return;
    };
    // The code on white with its quiet zone (four modules), as large as
    // the space allows, the address under it.
    let modules = code.width();
    let colors = code.to_colors();
    let space = if wide {
        PxRect::new(0.58 * w, margin, 0.42 * w - margin, h - 2.0 * margin)
    } else {
        PxRect::new(margin, 0.5 * h, w - 2.0 * margin, 0.5 * h - margin)
    };
    let side = (space.w.min(0.82 * space.h)).floor();
    let cell = (side / (modules + 8) as f32).floor().max(1.0);
    let side = cell * (modules + 8) as f32;
    // Whole pixels, so that the modules meet without seams.
    let (x0, y0) = ((space.x + (space.w - side) / 2.0).round(), space.y.round());
    p.rect(
        PxRect::new(x0, y0, side, side),
        bevy::color::Color::WHITE,
        2.0,
    );
    for (i, c) in colors.iter().enumerate() {
        if *c == qrcode::Color::Dark {
            let (col, row) = ((i % modules) as f32, (i / modules) as f32);
            let r = PxRect::new(x0 + (col + 4.0) * cell, y0 + (row + 4.0) * cell, cell, cell);
            p.rect(r, bevy::color::Color::BLACK, 3.0);
        }
    }
    let said = PxRect::new(space.x, y0 + side, space.w, 0.12 * space.h);
    let line = tr!(l, "welcome-follow-at", url = url);
    p.text(
        said,
        &line,
        0.04 * unit,
        palette::TEXT,
        false,
        Justify::Center,
        2.0,
    );
}
