//! The sponsors' logos of a screen: in a strip under what the screen shows,
//! never over a board, a clock or a name, at 16:9, 4:3 and portrait; large
//! on a carousel's sponsors' page; a file that cannot be read said by
//! `megxadrez check`, and the stage going on without it.

use std::path::{Path, PathBuf};

use megxadrez::app::OffscreenStage;
use megxadrez::live::StageTime;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Logos of a colour nothing else on a screen has (magenta), a wide PNG,
/// a square PNG and a JPEG, in `dir/logos`.
fn logos(dir: &Path) {
    std::fs::create_dir_all(dir.join("logos")).unwrap();
    let magenta = |w, h| image::RgbImage::from_pixel(w, h, image::Rgb([255, 0, 255]));
    magenta(400, 100).save(dir.join("logos/wide.png")).unwrap();
    magenta(120, 120)
        .save(dir.join("logos/square.png"))
        .unwrap();
    magenta(300, 150).save(dir.join("logos/photo.jpg")).unwrap();
}

/// The rapid Swiss with the logos on a final, a mirrors screen and a
/// carousel whose turns are the standings and the sponsors' page; `extra`
/// logo files added to each list.
fn config(dir: &Path, extra: &str) -> PathBuf {
    logos(dir);
    let text =
        std::fs::read_to_string(root().join("tests/configs/rapid-swiss-stage.toml")).unwrap();
    let list = format!("[\"logos/wide.png\", \"logos/square.png\", \"logos/photo.jpg\"{extra}]");
    let path = dir.join("logos.toml");
    std::fs::write(
        &path,
        format!(
            "{text}\n[[screens]]\nname = \"final-logos\"\nlayout = \"final\"\nboards = [1]\nlogos = {list}\n\n\
             [[screens]]\nname = \"mesas-logos\"\nlayout = \"mirrors\"\nlogos = {list}\n\n\
             [[screens]]\nname = \"carrusel\"\nlayout = \"carousel\"\ncycle = [\"standings\", \"sponsors\"]\n\
             seconds = 10\nlogos = {list}\n"
        ),
    )
    .unwrap();
    path
}

/// The first round paired and staged, its games not begun.
fn staged(config: &Path) -> megxadrez::core::session::Session {
    super::hall::staged(config, &[])
}

/// The screen's pixels as (width, height, RGBA bytes).
fn pixels(stage: &mut OffscreenStage, name: &str) -> (u32, u32, Vec<u8>) {
    let image = stage.capture(name).unwrap();
    (image.width(), image.height(), image.data.clone().unwrap())
}

fn is_magenta(p: &[u8]) -> bool {
    p[0] > 200 && p[1] < 70 && p[2] > 200
}

/// A board square's colour (light or dark, the last move's too).
fn is_square(p: &[u8]) -> bool {
    let near = |c: [u8; 3]| (0..3).all(|i| (i32::from(p[i]) - i32::from(c[i])).abs() <= 6);
    near([240, 217, 181]) || near([181, 136, 99]) || near([205, 210, 106]) || near([170, 162, 58])
}

#[test]
fn logos_take_a_strip_under_the_boards_clocks_and_names_at_every_shape() {
    let dir = super::fresh_dir("logos-strip");
    let session = staged(&config(&dir, ""));
    for (w, h) in [(1920, 1080), (1024, 768), (1080, 1920)] {
        let mut stage = OffscreenStage::new(
            session.clone(),
            StageTime::Fixed(5_000),
            &[("final-logos", w, h), ("mesas-logos", w, h)],
        )
        .unwrap();
        stage.settle();
        for screen in ["final-logos", "mesas-logos"] {
            let (iw, ih, data) = pixels(&mut stage, screen);
            let px =
                |x: u32, y: u32| &data[4 * (y * iw + x) as usize..4 * (y * iw + x) as usize + 4];
            let magenta_rows: Vec<u32> = (0..ih)
                .filter(|&y| (0..iw).any(|x| is_magenta(px(x, y))))
                .collect();
            let shown: usize = (0..ih)
                .map(|y| (0..iw).filter(|&x| is_magenta(px(x, y))).count())
                .sum();
            let tag = format!("{screen} {w}x{h}");
            // The logos show, at the screen's bottom.
            assert!(
                shown as f64 > 0.004 * f64::from(iw * ih),
                "{tag}: {shown} logo pixels"
            );
            let top = *magenta_rows.first().unwrap();
            assert!(
                top as f64 > 0.85 * f64::from(ih),
                "{tag}: logos from row {top}"
            );
            // No board square in a row of the logos.
            for &y in &magenta_rows {
                assert!(
                    !(0..iw).any(|x| is_square(px(x, y))),
                    "{tag}: a board square in row {y}, among the logos"
                );
            }
            // Every name, clock and piece ends above the logos.
            let boxes = stage.text_boxes(screen);
            for name in [
                "Fernández Castro, Lucía",
                "Sánchez Rey, Alba",
                "15:00",
                "♔",
                "♚",
            ] {
                let found: Vec<_> = boxes.iter().filter(|b| b.text == name).collect();
                assert!(!found.is_empty(), "{tag}: no {name} in {boxes:#?}");
                for b in found {
                    assert!(
                        b.rect.y + b.rect.h <= top as f32,
                        "{tag}: {name} reaches the logos (row {top}): {b:?}"
                    );
                }
            }
            if (w, h) == (1920, 1080) {
                let picture = image::RgbaImage::from_raw(iw, ih, data.clone()).unwrap();
                let _ = picture.save(std::env::temp_dir().join(format!("megxadrez-{screen}.png")));
            }
        }
    }
}

#[test]
fn the_carousel_turns_to_the_sponsors_page_between_rounds() {
    let dir = super::fresh_dir("logos-carousel");
    let config = megxadrez::store::load_config(&config(&dir, "")).unwrap();
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        // Before the first round: 10 s of standings, then the sponsors.
        let session = megxadrez::core::session::Session::new(config.clone());
        let mut stage =
            OffscreenStage::new(session, StageTime::Fixed(12_000), &[("carrusel", w, h)]).unwrap();
        stage.settle();
        let texts: Vec<String> = stage
            .text_boxes("carrusel")
            .into_iter()
            .map(|b| b.text)
            .collect();
        assert!(
            texts.iter().any(|t| t == "Con el apoyo de"),
            "{w}x{h}: {texts:?}"
        );
        let (iw, ih, data) = pixels(&mut stage, "carrusel");
        let large = data.chunks(4).filter(|p| is_magenta(p)).count();
        // Large: far more than a strip's.
        assert!(
            large as f64 > 0.08 * f64::from(iw * ih),
            "{w}x{h}: the logos cover {large} pixels"
        );
        // Its standings' turn shows no page of logos, only their strip.
        stage.set_time(StageTime::Fixed(2_000));
        stage.settle();
        let (_, _, data) = pixels(&mut stage, "carrusel");
        let strip = data.chunks(4).filter(|p| is_magenta(p)).count();
        assert!(
            strip > 0 && strip * 4 < large,
            "{w}x{h}: {strip} against {large}"
        );
    }
}

#[test]
fn a_logo_that_cannot_be_read_is_said_by_check_and_the_stage_goes_on_without_it() {
    let dir = super::fresh_dir("logos-missing");
    let path = config(&dir, ", \"logos/concelo.png\"");
    std::fs::write(dir.join("logos/broken.png"), b"not a picture").unwrap();
    let out = super::megxadrez_in(&dir, &["check".as_ref(), path.as_os_str()], "", &[]);
    assert!(!out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("no se puede leer el logotipo") && said.contains("concelo.png"),
        "{said}"
    );
    // A file that is not a picture is said as such.
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replace("logos/concelo.png", "logos/broken.png")).unwrap();
    let out = super::megxadrez_in(&dir, &["check".as_ref(), path.as_os_str()], "", &[]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && said.contains("broken.png no es una imagen PNG o JPEG"),
        "{said}"
    );
    // The stage draws the others.
    let session = staged(&path);
    let mut stage = OffscreenStage::new(
        session,
        StageTime::Fixed(5_000),
        &[("final-logos", 1280, 720)],
    )
    .unwrap();
    stage.settle();
    let (_, _, data) = pixels(&mut stage, "final-logos");
    assert!(data.chunks(4).filter(|p| is_magenta(p)).count() > 1000);
    // An SVG is refused by the reader, where it is written.
    std::fs::write(&path, text.replace("logos/concelo.png", "logos/escudo.svg")).unwrap();
    let e = megxadrez::store::load_config(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`screens.logos`") && e.contains("PNG o JPEG"),
        "{e}"
    );
}
