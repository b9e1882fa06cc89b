//! A stream's overlays (issue 50), each an OBS browser source rendered by
//! Chromium on a transparent page at 1920x1080 and 1080x1920: the final's
//! lower third and the vertical final with the final's 70-character team
//! names; a school match's score bar and the results ticker with
//! 50-character school names. Nothing is drawn outside each overlay's
//! boxes (alpha 0 there), the boxes are there, and the names fit whole
//! (the page's own fit check, and the names in the page's text).

use super::*;

/// The overlay `kind`'s screenshot at `w`x`h` (RGBA).
fn shot(addr: &str, kind: &str, w: u32, h: u32, dir: &Path) -> image::RgbaImage {
    let path = dir.join(format!("overlay-{kind}-{w}x{h}.png"));
    let size = format!("--window-size={w},{h}");
    let shot = format!("--screenshot={}", path.display());
    super::chromium(
        &format!("http://{addr}/overlay/{kind}"),
        &[&size, &shot, "--default-background-color=00000000"],
    );
    image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_rgba8()
}

/// Pixels drawn (alpha not 0) among `rows` × `columns`.
fn drawn(
    img: &image::RgbaImage,
    rows: std::ops::Range<u32>,
    columns: std::ops::Range<u32>,
) -> usize {
    rows.flat_map(|y| columns.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y)[3] != 0)
        .count()
}

/// Pixels of a box (alpha over 200) among `rows`, every column.
fn boxed(img: &image::RgbaImage, rows: std::ops::Range<u32>) -> usize {
    let w = img.width();
    rows.flat_map(|y| (0..w).map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y)[3] > 200)
        .count()
}

/// The overlay's DOM at `w`x`h`: it says nothing is cut or past the edge,
/// and holds each of `names` whole.
fn fits(addr: &str, kind: &str, w: u32, h: u32, names: &[&str]) {
    let size = format!("--window-size={w},{h}");
    let dom = super::chromium(
        &format!("http://{addr}/overlay/{kind}"),
        &[&size, "--dump-dom"],
    );
    assert!(
        dom.contains("data-overflow=\"[]\""),
        "{kind} {w}x{h}:\n{dom}"
    );
    for name in names {
        assert!(dom.contains(name), "{kind} {w}x{h}: {name:?} not whole");
    }
}

#[test]
fn the_finals_lower_third_and_vertical_final_draw_only_their_boxes_and_fit_long_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let text = crate::relocated_config("tests/configs/final-long-names.toml");
    let white = "Club de Xadrez Infantil dos Peóns Saltaríns de Santiago de Compostela";
    let black = "Agrupación Deportiva e Cultural As Torres Valentes de Vilagarcía de Arousa";
    let (mut stage, addr, config) = Stage::serving(&text, "", "overlay", "final.toml");
    let dir = config.parent().unwrap().to_owned();
    assert!(stage.say("start").starts_with("✓ "), "the final starts");
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        let img = shot(&addr, "final", w, h, &dir);
        assert_eq!(img.dimensions(), (w, h));
        // The top half is the stream's own picture: nothing drawn there.
        assert_eq!(
            drawn(&img, 0..h / 2, 0..w),
            0,
            "{w}x{h}: pixels drawn above the lower third"
        );
        // The box is there, opaque enough to read over any picture.
        let b = boxed(&img, h * 3 / 4..h);
        assert!(
            b > (w * h / 40) as usize,
            "{w}x{h}: no lower third ({b} px)"
        );
        fits(&addr, "final", w, h, &[white, black]);
    }
    // The vertical final: the board and both sides in a column, the
    // stream's picture free on both sides of it.
    let (w, h) = (1080, 1920);
    let img = shot(&addr, "vertical", w, h, &dir);
    assert_eq!(drawn(&img, 0..h, 0..w * 3 / 100), 0, "left margin");
    assert_eq!(drawn(&img, 0..h, w - w * 3 / 100..w), 0, "right margin");
    // The board's squares: light and dark, opaque, in the middle.
    let light = (0..w)
        .flat_map(|x| (h / 3..h * 2 / 3).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let p = img.get_pixel(x, y);
            p[3] == 255 && p[0] == 0xf0 && p[1] == 0xd9 && p[2] == 0xb5
        })
        .count();
    assert!(light > (w * h / 20) as usize, "no board ({light} px)");
    assert!(
        boxed(&img, 0..h / 4) > 0 && boxed(&img, h * 3 / 4..h) > 0,
        "both sides' panels"
    );
    fits(&addr, "vertical", w, h, &[white, black]);
    // Only these four: any other name is not found.
    let (status, _) = super::http(&addr, "GET", "/overlay/nothing", &[], b"");
    assert_eq!(status, 404);
}

#[test]
fn a_school_matchs_score_bar_and_the_results_ticker_draw_only_their_boxes_and_fit_long_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    // Fifty-character schools' names.
    let long = [
        (
            "CEIP A Laxe",
            "Colexio de Educación Infantil e Primaria A Laxe 01",
        ),
        (
            "CEIP O Castro",
            "Colexio de Educación Infantil e Primaria de Castro",
        ),
        (
            "CPI Os Dices",
            "Centro Público Integrado Os Dices de Rois (Coruña)",
        ),
        (
            "CEIP Praia Xardín",
            "Colexio de Educación Infantil Praia Xardín Boiro 4",
        ),
    ];
    let mut text = std::fs::read_to_string(root().join("tests/configs/school-five.toml")).unwrap();
    for (short, name) in long {
        assert_eq!(name.chars().count(), 50, "{name}");
        text = text.replace(
            &format!("name = \"{short}\""),
            &format!("name = \"{name}\""),
        );
    }
    let (mut stage, addr, config) = Stage::serving(&text, "", "overlay-school", "school.toml");
    let dir = config.parent().unwrap().to_owned();
    stage.done(&[
        "event pair 1 1 4",
        "event pair 1 2 3",
        "event bye 1 5 zero",
        "event stage 1",
        "board 1 start",
        "board 2 start",
        "board 2 resign black",
        "board 3 start",
        "board 3 draw",
    ]);
    let (first, second) = (long[0].1, long[3].1);
    // The match's score as the state says it (its points, "15 – 6").
    let (_, body) = super::http(&addr, "GET", "/api/state", &[], b"");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    let score = state["tables"][0]["score"].as_str().unwrap().to_owned();
    assert_ne!(score, "–", "{body}");
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        // The score bar at the top; below it the stream's picture.
        let img = shot(&addr, "score", w, h, &dir);
        assert_eq!(
            drawn(&img, h / 2..h, 0..w),
            0,
            "{w}x{h}: drawn under the bar"
        );
        let b = boxed(&img, 0..h / 4);
        assert!(b > (w * h / 80) as usize, "{w}x{h}: no score bar ({b} px)");
        fits(&addr, "score", w, h, &[first, second, &score]);
        // The ticker at the bottom; above it the stream's picture.
        let img = shot(&addr, "ticker", w, h, &dir);
        assert_eq!(
            drawn(&img, 0..h / 2, 0..w),
            0,
            "{w}x{h}: drawn above the ticker"
        );
        let b = boxed(&img, h * 3 / 4..h);
        assert!(b > (w * h / 80) as usize, "{w}x{h}: no ticker ({b} px)");
        fits(&addr, "ticker", w, h, &[first, second]);
    }
    assert!(!stage.stderr().contains("panicked"), "{}", stage.stderr());
}
