//! The sponsors' and organisers' logos of a screen (`[[screens]] logos`):
//! read once at the start, drawn in a strip under what the screen shows
//! (its content is laid out above the strip, so that no board, clock or
//! name is ever covered) and, large, on the sponsors' page of a carousel.
//! A logo that cannot be read is said on the terminal (and by `megxadrez
//! check`) and the stage goes on without it.

use crate::core::tr;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::prelude::*;

use super::layout::Rect as PxRect;
use super::painter::Painter;
use crate::core::config::{EventConfig, Language};
use crate::live::SessionState;
use crate::theme::palette;

/// The logos read, by their file.
#[derive(Resource, Default)]
pub struct Logos {
    read: HashMap<PathBuf, (Handle<Image>, Vec2)>,
}

impl Logos {
    /// The logos of `files` that could be read, in order: each image and
    /// its size in pixels.
    pub(super) fn of(&self, files: &[PathBuf]) -> Vec<(Handle<Image>, Vec2)> {
        files
            .iter()
            .filter_map(|f| self.read.get(f).cloned())
            .collect()
    }
}

/// Reads and decodes the logo at `path`; why not, in `l`, naming it.
pub fn read_logo(path: &Path, l: Language) -> Result<Image, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        tr!(
            l,
            "logos-cannot-read",
            file = path.display(),
            reason = crate::core::config::io_reason(l, &e)
        )
    })?;
    decode_logo(&bytes, path, l)
}

/// Decodes logo `bytes`, read from `path`.
pub fn decode_logo(bytes: &[u8], path: &Path, l: Language) -> Result<Image, String> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("png")
        .to_ascii_lowercase();
    Image::from_buffer(
        bytes,
        ImageType::Extension(&ext),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::linear(),
        RenderAssetUsages::RENDER_WORLD,
    )
    .map_err(|_| tr!(l, "logos-not-an-image", file = path.display()))
}

/// Every logo of `config`'s screens that cannot be read, said in its
/// language (`megxadrez check`, the stage's start).
pub fn unreadable_logos(config: &EventConfig) -> Vec<String> {
    config
        .logo_files()
        .iter()
        .filter_map(|f| read_logo(f, config.event.language).err())
        .collect()
}

/// Reads the screens' logos at the start; one that cannot be read is said
/// and left out.
pub(super) fn load_logos(
    mut commands: Commands,
    session: Option<Res<SessionState>>,
    given: Option<Res<crate::live::LogoFiles>>,
    mut images: ResMut<Assets<Image>>,
) {
    let mut logos = Logos::default();
    if let Some(session) = session {
        let config = session.0.config();
        let l = config.event.language;
        for file in config.logo_files() {
            // A display node's come from its leader.
            let read = match given.as_ref().and_then(|g| g.0.get(&file)) {
                Some(bytes) => decode_logo(bytes, &file, l),
                None => read_logo(&file, l),
            };
            match read {
                Ok(image) => {
                    let size = image.size().as_vec2();
                    logos.read.insert(file.clone(), (images.add(image), size));
                }
                Err(why) => eprintln!("megxadrez: {why}"),
            }
        }
    }
    commands.insert_resource(logos);
}

/// The height of the logo strip on a screen of `size`.
pub(super) fn strip_height(size: Vec2) -> f32 {
    0.1 * super::layout::unit(size.x, size.y)
}

/// Where each logo goes in a row inside `area`: as tall as `area` allows
/// (leaving a margin), narrower when the row would not fit its width,
/// centred, the gaps half a logo's height.
fn row(area: PxRect, sizes: &[Vec2]) -> Vec<PxRect> {
    let aspects: Vec<f32> = sizes.iter().map(|s| s.x / s.y.max(1.0)).collect();
    let n = aspects.len() as f32;
    let sum: f32 = aspects.iter().sum();
    let mut h = 0.8 * area.h;
    let mut gap = 0.5 * h;
    let width = |h: f32, gap: f32| h * sum + gap * (n - 1.0);
    let room = 0.96 * area.w;
    if width(h, gap) > room {
        let scale = room / width(h, gap);
        h *= scale;
        gap *= scale;
    }
    let mut x = area.x + (area.w - width(h, gap)) / 2.0;
    let y = area.y + (area.h - h) / 2.0;
    aspects
        .iter()
        .map(|a| {
            let r = PxRect::new(x, y, a * h, h);
            x += a * h + gap;
            r
        })
        .collect()
}

/// The strip of `logos` across the bottom of the painter's screen.
pub(super) fn draw_strip(p: &mut Painter, logos: &[(Handle<Image>, Vec2)]) {
    let h = strip_height(p.size);
    let band = PxRect::new(0.0, p.size.y - h, p.size.x, h);
    p.rect(band, palette::LOGO_STRIP, 50.0);
    let sizes: Vec<Vec2> = logos.iter().map(|(_, s)| *s).collect();
    for (r, (image, _)) in row(band, &sizes).into_iter().zip(logos) {
        p.image(r, image.clone(), 51.0);
    }
}

/// The sponsors' page: a title, then the logos as large as they fit, in
/// the rows that make them largest.
pub(super) fn draw_sponsors(
    p: &mut Painter,
    session: &SessionState,
    logos: &[(Handle<Image>, Vec2)],
) {
    let config = session.0.config();
    let l = config.event.language;
    let unit = p.unit();
    let top = p.head(
        &config.event.name,
        tr!(l, "logos-sponsors-title"),
        unit,
        false,
    );
    let margin = p.margin();
    let area = PxRect::new(
        margin,
        top,
        p.size.x - 2.0 * margin,
        p.size.y - top - margin,
    );
    p.rect(area, palette::LOGO_STRIP, 2.0);
    let sizes: Vec<Vec2> = logos.iter().map(|(_, s)| *s).collect();
    for (r, (image, _)) in grid(area, &sizes).into_iter().zip(logos) {
        p.image(r, image.clone(), 3.0);
    }
}

/// The logos in 1 to n rows, whichever makes them tallest.
fn grid(area: PxRect, sizes: &[Vec2]) -> Vec<PxRect> {
    let n = sizes.len();
    let mut best: Vec<PxRect> = Vec::new();
    let mut best_h = 0.0;
    for rows in 1..=n.max(1) {
        let per = n.div_ceil(rows);
        let row_h = area.h / rows as f32;
        let mut placed = Vec::new();
        for (i, chunk) in sizes.chunks(per).enumerate() {
            let band = PxRect::new(area.x, area.y + i as f32 * row_h, area.w, row_h);
            placed.extend(row(band, chunk));
        }
        let h = placed.iter().map(|r| r.h).fold(f32::INFINITY, f32::min);
        if h > best_h {
            best_h = h;
            best = placed;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_logos_fits_its_band_and_keeps_their_shapes() {
        let band = PxRect::new(0.0, 900.0, 1920.0, 100.0);
        let sizes = [Vec2::new(400.0, 100.0), Vec2::new(100.0, 100.0)];
        let placed = row(band, &sizes);
        assert_eq!(placed.len(), 2);
        for (r, s) in placed.iter().zip(&sizes) {
            assert!((r.w / r.h - s.x / s.y).abs() < 1e-3, "{r:?}");
            assert!(r.y >= band.y && r.y + r.h <= band.y + band.h, "{r:?}");
            assert!(r.x >= 0.0 && r.x + r.w <= band.w, "{r:?}");
        }
        assert!(placed[0].x + placed[0].w < placed[1].x, "no overlap");
        // Twelve wide logos on a portrait screen: narrower, still inside.
        let band = PxRect::new(0.0, 1800.0, 1080.0, 100.0);
        let placed = row(band, &[Vec2::new(600.0, 100.0); 12]);
        assert!(placed.last().unwrap().x + placed.last().unwrap().w <= 1080.0);
        assert!(placed[0].x >= 0.0);
    }

    #[test]
    fn the_sponsors_grid_picks_the_rows_that_make_the_logos_largest() {
        let area = PxRect::new(0.0, 0.0, 1000.0, 1000.0);
        // Four square logos in a square area: two rows of two.
        let placed = grid(area, &[Vec2::splat(10.0); 4]);
        let rows: std::collections::BTreeSet<i32> = placed.iter().map(|r| r.y as i32).collect();
        assert_eq!(rows.len(), 2, "{placed:?}");
        // Two wide ones in a wide area: one row.
        let area = PxRect::new(0.0, 0.0, 2000.0, 500.0);
        let placed = grid(area, &[Vec2::new(200.0, 100.0); 2]);
        assert!((placed[0].y - placed[1].y).abs() < 1e-3, "{placed:?}");
    }
}
