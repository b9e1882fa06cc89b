//! A stream's overlay (issue 50): the final's lower third as an OBS browser
//! source, rendered by Chromium on a transparent page at 1920x1080 and
//! 1080x1920 with the final's 70-character team names: nothing is drawn
//! outside its box (alpha 0 there), the box is there, and the names fit
//! whole (the page's own fit check).

use super::*;

/// The overlay's screenshot at `w`x`h` (RGBA).
fn shot(addr: &str, w: u32, h: u32, dir: &Path) -> image::RgbaImage {
    let path = dir.join(format!("overlay-{w}x{h}.png"));
    let size = format!("--window-size={w},{h}");
    let shot = format!("--screenshot={}", path.display());
    super::chromium(
        &format!("http://{addr}/overlay/final"),
        &[&size, &shot, "--default-background-color=00000000"],
    );
    image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_rgba8()
}

#[test]
fn the_finals_lower_third_draws_only_its_box_and_fits_long_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = crate::fresh_dir("overlay");
    let config = dir.join("final.toml");
    let text = std::fs::read_to_string(root().join("tests/configs/final-long-names.toml")).unwrap();
    let text = text.replace(
        "teams_file = \"teams/long-names.toml\"",
        &format!(
            "teams_file = \"{}\"",
            root().join("tests/configs/teams/long-names.toml").display()
        ),
    );
    std::fs::write(
        &config,
        format!("{text}\n[network]\nlisten = \"127.0.0.1:0\"\n"),
    )
    .unwrap();
    let mut stage = Stage::start(config.to_str().unwrap(), "overlay");
    stage.wait_stderr("servidor en http://");
    let addr = stage.said_after("servidor en http://");
    assert!(stage.say("start").starts_with("✓ "), "the final starts");
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        let img = shot(&addr, w, h, &dir);
        assert_eq!(img.dimensions(), (w, h));
        // The top half is the stream's own picture: nothing drawn there.
        let drawn_above = (0..h / 2)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y)[3] != 0)
            .count();
        assert_eq!(
            drawn_above, 0,
            "{w}x{h}: pixels drawn above the lower third"
        );
        // The box is there, opaque enough to read over any picture.
        let boxed = (h * 3 / 4..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y)[3] > 200)
            .count();
        assert!(
            boxed > (w * h / 40) as usize,
            "{w}x{h}: no lower third ({boxed} px)"
        );
        // Its names whole: the page says nothing of it is cut or past the edge.
        let size = format!("--window-size={w},{h}");
        let dom = super::chromium(
            &format!("http://{addr}/overlay/final"),
            &[&size, "--dump-dom"],
        );
        assert!(dom.contains("data-overflow=\"[]\""), "{w}x{h}:\n{dom}");
        assert!(dom.chars().filter(|c| *c == '—').count() >= 1, "{dom}");
    }
}
