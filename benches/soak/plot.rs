//! The day's samples as a picture: one panel a measure, simulated hours
//! across, so that a trend shows at a glance.

use std::path::Path;

use plotters::prelude::*;

use crate::day::Sample;

const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// One panel: its title, unit, and lines (a label and a value per sample).
struct Panel<'a> {
    title: &'a str,
    lines: Vec<(&'a str, RGBColor, Box<dyn Fn(&Sample) -> f64 + 'a>)>,
}

/// Writes the samples as a PNG of `width` x `height` at `path`, titled `title`.
pub fn write(samples: &[Sample], title: &str, path: &Path) -> Result<(), String> {
    let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT);
    let (width, height) = (1600u32, 1600u32);
    let mut buffer = vec![255u8; (width * height * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buffer, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        let root = root
            .titled(title, ("sans-serif", 26))
            .map_err(|e| e.to_string())?;
        let panels = [
            Panel {
                title: "Memoria residente (MiB)",
                lines: vec![("RSS", BLUE, Box::new(|s: &Sample| s.rss_mib))],
            },
            Panel {
                title: "Diario en disco (KiB)",
                lines: vec![(
                    "diario",
                    RGBColor(120, 60, 0),
                    Box::new(|s: &Sample| s.journal_kib),
                )],
            },
            Panel {
                title: "Fotograma (ms)",
                lines: vec![
                    (
                        "mediana",
                        RGBColor(0, 120, 0),
                        Box::new(|s: &Sample| s.frame_median_ms),
                    ),
                    ("p95", RED, Box::new(|s: &Sample| s.frame_p95_ms)),
                ],
            },
            Panel {
                title: "Orden → veredicto (ms)",
                lines: vec![
                    (
                        "mediana",
                        RGBColor(0, 120, 0),
                        Box::new(|s: &Sample| s.command_median_ms),
                    ),
                    ("p95", RED, Box::new(|s: &Sample| s.command_p95_ms)),
                ],
            },
            Panel {
                title: "Audio: peticiones en cola / s de sonido en 10 min",
                lines: vec![
                    (
                        "en cola",
                        MAGENTA,
                        Box::new(|s: &Sample| s.audio_waiting as f64),
                    ),
                    (
                        "s de sonido",
                        RGBColor(0, 100, 160),
                        Box::new(|s: &Sample| s.sound_s),
                    ),
                ],
            },
            Panel {
                title: "Partidas terminadas / ronda",
                lines: vec![
                    (
                        "partidas",
                        BLACK,
                        Box::new(|s: &Sample| s.games_ended as f64),
                    ),
                    (
                        "ronda × 10",
                        RGBColor(200, 120, 0),
                        Box::new(|s: &Sample| f64::from(s.round) * 10.0),
                    ),
                ],
            },
            Panel {
                title: "Escenario: entidades / 10, imágenes, tamaños de letra",
                lines: vec![
                    (
                        "entidades / 10",
                        BLACK,
                        Box::new(|s: &Sample| s.entities as f64 / 10.0),
                    ),
                    ("imágenes", BLUE, Box::new(|s: &Sample| s.images as f64)),
                    (
                        "tamaños de letra",
                        RED,
                        Box::new(|s: &Sample| s.font_sizes as f64),
                    ),
                ],
            },
        ];
        let areas = root.split_evenly((4, 2));
        let hours = samples
            .last()
            .map_or(1.0, |s| s.minute as f64 / 60.0)
            .max(0.1);
        for (area, panel) in areas.iter().zip(panels.iter()) {
            let top = samples
                .iter()
                .flat_map(|s| panel.lines.iter().map(move |(_, _, f)| f(s)))
                .fold(0.0f64, f64::max)
                .max(1e-3)
                * 1.15;
            let mut chart = ChartBuilder::on(area)
                .caption(panel.title, ("sans-serif", 20))
                .margin(12)
                .x_label_area_size(36)
                .y_label_area_size(64)
                .build_cartesian_2d(0.0..hours, 0.0..top)
                .map_err(|e| e.to_string())?;
            chart
                .configure_mesh()
                .x_desc("horas simuladas")
                .label_style(("sans-serif", 14))
                .draw()
                .map_err(|e| e.to_string())?;
            for (label, colour, f) in &panel.lines {
                let colour = *colour;
                chart
                    .draw_series(LineSeries::new(
                        samples.iter().map(|s| (s.minute as f64 / 60.0, f(s))),
                        colour.stroke_width(2),
                    ))
                    .map_err(|e| e.to_string())?
                    .label(*label)
                    .legend(move |(x, y)| {
                        PathElement::new(vec![(x, y), (x + 18, y)], colour.stroke_width(2))
                    });
            }
            chart
                .configure_series_labels()
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .label_font(("sans-serif", 14))
                .position(SeriesLabelPosition::LowerRight)
                .draw()
                .map_err(|e| e.to_string())?;
        }
        root.present().map_err(|e| e.to_string())?;
    }
    image::RgbImage::from_raw(width, height, buffer)
        .ok_or("buffer size")?
        .save(path)
        .map_err(|e| format!("{}: {e}", path.display()))
}
