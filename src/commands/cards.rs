//! `megxadrez cards`: the round's table cards, as a PDF to print — two
//! cards an A4 page, one a table: the round and the table in large type,
//! each player's name and colour with their code for the round, and a QR
//! code of the table's page (`/board/N`), where the players report the
//! result and call the arbiter.

use crate::core::config::Language;
use crate::core::table_codes::CodeKey;
use crate::core::tr;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use shakmaty::Color;

/// One table's card.
pub struct Card {
    /// The table, from 1.
    pub table: u32,
    /// White's name and code.
    pub white: (String, String),
    /// Black's name and code.
    pub black: (String, String),
    /// The table's page.
    pub url: String,
}

/// The cards of round `round` of `session`'s event, their pages under
/// `base` (`http://192.168.1.10:8080`).
pub fn cards(
    session: &crate::core::session::Session,
    key: &CodeKey,
    round: u32,
    base: &str,
) -> Vec<Card> {
    let event = session.event();
    let name = |n: u32| event.name_of(n);
    event
        .round_pairings(round)
        .0
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let table = i as u32 + 1;
            Card {
                table,
                white: (name(p.white), key.code(round, table, Color::White)),
                black: (name(p.black), key.code(round, table, Color::Black)),
                url: format!("{}/board/{table}", base.trim_end_matches('/')),
            }
        })
        .collect()
}

/// A4 in points.
const PAGE: (f32, f32) = (595.0, 842.0);
/// Each card: half a page.
const CARD_HEIGHT: f32 = PAGE.1 / 2.0;
const MARGIN: f32 = 36.0;
/// The QR code's side.
const QR_SIDE: f32 = 170.0;

/// `text` in the standard fonts' WinAnsi encoding: Latin letters with
/// their accents as they are, what it lacks as `?`.
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            ' '..='~' => c as u8,
            '\u{a0}'..='\u{ff}' => c as u32 as u8,
            '–' => 0x96,
            '—' => 0x97,
            '‘' => 0x91,
            '’' => 0x92,
            '“' => 0x93,
            '”' => 0x94,
            '€' => 0x80,
            _ => b'?',
        })
        .collect()
}

/// About how wide `text` is in Helvetica at `size` points (an upper
/// bound for ordinary names: capitals and wide letters count more).
fn width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| match c {
            'i' | 'l' | 'j' | 't' | 'f' | 'r' | '.' | ',' | ' ' | '\'' | 'I' | 'í' | 'ï' => 0.30,
            'm' | 'w' | 'M' | 'W' => 0.85,
            c if c.is_uppercase() => 0.72,
            _ => 0.56,
        })
        .sum::<f32>()
        * size
}

/// `text` in lines of at most `room` points at `size`: words wrap first;
/// a word wider than the room alone shrinks the size (returned) until it
/// fits; nothing is cut.
fn wrapped(text: &str, room: f32, mut size: f32) -> (Vec<String>, f32) {
    while text.split_whitespace().any(|w| width(w, size) > room) && size > 6.0 {
        size -= 0.5;
    }
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if width(&format!("{line} {word}"), size) <= room => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    (lines, size)
}

/// The cards as a PDF, its words in `l`, headed with `event`'s name.
pub fn pdf(l: Language, event: &str, round: u32, cards: &[Card]) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let (regular, bold) = (Ref::new(3), Ref::new(4));
    let pages = cards.len().div_ceil(2).max(1);
    let page_ref = |i: usize| Ref::new(5 + 2 * i as i32);
    let content_ref = |i: usize| Ref::new(6 + 2 * i as i32);
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids((0..pages).map(page_ref))
        .count(pages as i32);
    for (font, base) in [(regular, "Helvetica"), (bold, "Helvetica-Bold")] {
        pdf.type1_font(font)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    for p in 0..pages {
        let mut page = pdf.page(page_ref(p));
        page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1));
        page.parent(tree);
        page.contents(content_ref(p));
        page.resources()
            .fonts()
            .pair(Name(b"R"), regular)
            .pair(Name(b"B"), bold);
        page.finish();
        let mut c = Content::new();
        for (slot, card) in cards.iter().skip(2 * p).take(2).enumerate() {
            draw_card(
                &mut c,
                l,
                event,
                round,
                card,
                PAGE.1 - CARD_HEIGHT * slot as f32,
            );
        }
        // The cut between the two cards.
        c.set_stroke_gray(0.6)
            .set_line_width(0.5)
            .move_to(MARGIN / 2.0, CARD_HEIGHT)
            .line_to(PAGE.0 - MARGIN / 2.0, CARD_HEIGHT)
            .stroke();
        pdf.stream(content_ref(p), &c.finish());
    }
    pdf.finish()
}

/// Writes `text` at (x, y) in font `font` (`R` or `B`) at `size`.
fn text(c: &mut Content, font: &[u8], size: f32, x: f32, y: f32, text: &str) {
    c.begin_text()
        .set_font(Name(font), size)
        .next_line(x, y)
        .show(Str(&win_ansi(text)))
        .end_text();
}

/// One card, its top edge at `top`.
fn draw_card(c: &mut Content, l: Language, event: &str, round: u32, card: &Card, top: f32) {
    let left = MARGIN;
    let room = PAGE.0 - 2.0 * MARGIN - QR_SIDE - 16.0;
    let mut y = top - MARGIN - 10.0;
    c.set_fill_gray(0.0);
    let (lines, size) = wrapped(event, room, 12.0);
    for line in lines.iter().take(2) {
        text(c, b"R", size, left, y, line);
        y -= size * 1.25;
    }
    y -= 26.0;
    text(
        c,
        b"B",
        30.0,
        left,
        y,
        &tr!(l, "cards-round-table", round = round, table = card.table),
    );
    y -= 34.0;
    for (side, (name, code)) in [(Color::White, &card.white), (Color::Black, &card.black)] {
        let colour = match side {
            Color::White => tr!(l, "cards-white"),
            Color::Black => tr!(l, "cards-black"),
        };
        y -= 10.0;
        text(c, b"R", 13.0, left, y, colour);
        y -= 22.0;
        let (lines, size) = wrapped(name, room, 18.0);
        for line in &lines {
            text(c, b"B", size, left, y, line);
            y -= size * 1.2;
        }
        y -= 6.0;
        text(
            c,
            b"R",
            16.0,
            left,
            y,
            &tr!(l, "cards-code", code = code.as_str()),
        );
        y -= 14.0;
    }
    // How to use it, under the QR code's column on the left.
    let (lines, size) = wrapped(tr!(l, "cards-how"), PAGE.0 - 2.0 * MARGIN, 10.0);
    let mut hy = top - CARD_HEIGHT + MARGIN - 6.0 + size * 1.25 * (lines.len() as f32 - 1.0);
    for line in &lines {
        text(c, b"R", size, left, hy, line);
        hy -= size * 1.25;
    }
    // The QR code of the table's page, with its quiet zone white.
    if let Ok(code) = qrcode::QrCode::new(card.url.as_bytes()) {
        let n = code.width();
        let module = QR_SIDE / (n + 8) as f32;
        let x0 = PAGE.0 - MARGIN - QR_SIDE + 4.0 * module;
        let y0 = top - MARGIN - QR_SIDE + 4.0 * module;
        for (i, colour) in code.to_colors().iter().enumerate() {
            if *colour == qrcode::Color::Dark {
                let (col, row) = ((i % n) as f32, (i / n) as f32);
                c.rect(
                    x0 + col * module,
                    y0 + (n as f32 - 1.0 - row) * module,
                    module,
                    module,
                );
            }
        }
        c.fill_nonzero();
        let (lines, size) = wrapped(&card.url, QR_SIDE, 9.0);
        let mut uy = top - MARGIN - QR_SIDE - 8.0;
        for line in &lines {
            text(c, b"R", size, PAGE.0 - MARGIN - QR_SIDE, uy, line);
            uy -= size * 1.2;
        }
    }
}

/// `megxadrez cards`.
pub(super) fn write(
    config: std::path::PathBuf,
    journal: std::path::PathBuf,
    round: Option<u32>,
    url: Option<String>,
    out: String,
    force: bool,
) -> anyhow::Result<std::process::ExitCode> {
    let (config, session) = super::event_session(&config, &journal)?;
    let l = config.event.language;
    let key = crate::store::codes::existing(&journal).map_err(|e| anyhow::anyhow!(e.text(l)))?;
    let round = round.unwrap_or_else(|| session.event().last_round());
    let network = config.network.as_ref();
    let base = url
        .or_else(|| network.and_then(|n| n.public_url.clone()))
        .or_else(|| {
            network.map(|n| {
                let reachable = crate::network::hall_address::reachable(n.listen);
                let scheme = if n.tls.is_some() { "https" } else { "http" };
                format!(
                    "{scheme}://{}",
                    reachable.first().copied().unwrap_or(n.listen)
                )
            })
        })
        .ok_or_else(|| anyhow::anyhow!(tr!(l, "cards-no-network")))?;
    let cards = cards(&session, &key, round, &base);
    anyhow::ensure!(!cards.is_empty(), tr!(l, "cards-no-tables", round = round));
    let bytes = pdf(l, &config.event.name, round, &cards);
    let guard = crate::store::output::Guard::of_event(&config, Some(&journal), force);
    crate::store::output::write_output(std::path::Path::new(&out), &bytes, &guard)
        .map_err(|e| anyhow::anyhow!(crate::store::output::refusal(l, &e)))?;
    eprintln!(
        "{}",
        tr!(l, "cards-written", n = cards.len(), out = out.as_str())
    );
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_wrap_before_they_shrink_and_nothing_is_cut() {
        let name = "Fernández-Castro de la Vega y Montenegro, María Lucía";
        let (lines, size) = wrapped(name, 300.0, 18.0);
        assert_eq!(size, 18.0, "wrapped, not shrunk");
        assert!(lines.len() >= 2);
        assert_eq!(lines.join(" "), name, "nothing cut");
        assert!(lines.iter().all(|l| width(l, size) <= 300.0));
        let (lines, size) = wrapped("Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww", 300.0, 18.0);
        assert!(size < 18.0 && lines.len() == 1 && width(&lines[0], size) <= 300.0);
        assert_eq!(win_ansi("Uxía ½ — €"), b"Ux\xeda \xbd \x97 \x80");
    }
}
