//! The school match screen on a 4:3 projector and others (issue 47, item
//! 6): "each child's name carries the school in brackets at about 9 px
//! beside 5:00 clocks a hundred times larger; sizes vary from board to
//! board; nothing says which child has White". The stage's renderer says
//! where it drew each text; the real binary's screenshot shows the square
//! of each child's colour beside the name.

use super::*;

/// School-five's zonal phase with a school and a child of 46 characters.
const SCHOOL: &str = "CPR Plurilingüe Nuestra Señora del Buen Consejo";
const CHILD: &str = "María del Carmen Fernández-Villaverde Iglesias";

fn long_names(dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(root().join("tests/configs/school-five.toml")).unwrap();
    let text = text
        .replace(
            "name = \"Colexio San Xosé\"",
            &format!("name = \"{SCHOOL}\"\nshort = \"CPR Buen Consejo\""),
        )
        .replace("\"Alba Piñeiro\"", &format!("\"{CHILD}\""));
    let path = dir.join("escolar.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_match_screen_names_each_child_once_at_one_size_with_its_colour_and_the_unclocked_period() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let dir = crate::fresh_dir("match-screen");
    let path = long_names(&dir);
    let config = megxadrez::store::load_config(&path).unwrap();
    let run = headless::replay(
        &config,
        "at 0 event next\nat 0 event stage 1\n",
        false,
        &mut || true,
    );
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    let session = run.session;
    // Table 1's boards, each child by name alone, White's and Black's.
    let (pairings, _) = session.event().round_pairings(1);
    let teams = [pairings[0].white, pairings[0].black]
        .map(|n| session.event().names()[n as usize - 1].clone());
    assert!(teams.contains(&SCHOOL.to_owned()), "{teams:?}");
    let children: Vec<(String, Color)> = session
        .boards()
        .iter()
        .filter(|b| b.label.starts_with("1."))
        .flat_map(|b| {
            [Color::White, Color::Black].map(|side| {
                let full = b.game.contender(side).name.clone();
                let own = full.split(" (").next().unwrap().to_owned();
                (own, side)
            })
        })
        .collect();
    assert_eq!(children.len(), 8);
    assert!(children.iter().any(|(c, _)| c == CHILD));
    for (w, h) in [(1024, 768), (1920, 1080), (1080, 1920)] {
        let mut stage =
            OffscreenStage::new(session.clone(), StageTime::Fixed(0), &[("encuentro", w, h)])
                .unwrap();
        stage.settle();
        let boxes = super::words(stage.text_boxes("encuentro"));
        let at = format!("at {w}x{h}");
        let texts: Vec<String> = boxes.iter().map(|b| b.text.clone()).collect();
        // Each child once, by name, no school beside it.
        let mut sizes = Vec::new();
        for (child, _) in &children {
            let drawn: Vec<_> = boxes.iter().filter(|b| &b.text == child).collect();
            assert_eq!(drawn.len(), 1, "{at}: {child} in {texts:?}");
            sizes.push(drawn[0].px);
        }
        assert!(
            !texts
                .iter()
                .any(|t| t.contains(" (CEIP") || t.contains(" (CPR")),
            "{at}: a school beside a child: {texts:?}"
        );
        // The school once, in the band over the boards.
        let schools = texts
            .iter()
            .filter(|t| t.contains(SCHOOL) || t.contains("CPR Buen Consejo"))
            .count();
        assert_eq!(schools, 1, "{at}: {texts:?}");
        // One size for every child, not far below the clocks'.
        assert!(
            sizes.iter().all(|&s| s == sizes[0]),
            "{at}: the children's sizes {sizes:?}"
        );
        let clock = boxes
            .iter()
            .filter(|b| b.text == "5:00")
            .map(|b| b.px)
            .fold(0.0, f32::max);
        assert!(clock > 0.0, "{at}: no clock in {texts:?}");
        assert!(
            sizes[0] >= 0.5 * clock,
            "{at}: names at {} px beside clocks at {clock} px",
            sizes[0]
        );
        assert!(
            sizes[0] >= h.min(w) as f32 / 60.0,
            "{at}: names at {} px",
            sizes[0]
        );
        // Who has White, under each team; the unclocked period (seed 001
        // §6: "los primeros 20 minutos sin reloj") said as such.
        for said in [
            "blancas en los tableros 1 y 3",
            "blancas en los tableros 2 y 4",
            "Sin reloj: 20:00",
        ] {
            assert!(
                texts.iter().any(|t| t == said),
                "{at}: no {said:?} in {texts:?}"
            );
        }
        // Nothing over anything, nothing off the screen.
        super::assert_fits_in(&boxes, w, h, "the match screen");
        // The real binary's picture: left of each child's name, a square
        // of its colour (pure white or pure black: no other text or
        // square of the screen is).
        let png = dir.join(format!("encuentro-{w}x{h}.png"));
        let size = format!("{w}x{h}");
        let out = crate::megxadrez_in(
            &dir,
            &[
                "screenshot",
                "--config",
                path.to_str().unwrap(),
                "--screen",
                "encuentro",
                "--size",
                &size,
                png.to_str().unwrap(),
            ],
            "",
            &[],
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let img = image::open(&png).unwrap().to_rgb8();
        for (child, side) in &children {
            let b = boxes.iter().find(|b| &b.text == child).unwrap();
            let y = (b.rect.y + b.rect.h / 2.0) as u32;
            let from = (b.rect.x - 2.5 * b.px).max(0.0) as u32;
            let want = if *side == Color::White {
                [255; 3]
            } else {
                [0; 3]
            };
            let found = (from..b.rect.x as u32)
                .flat_map(|x| (y.saturating_sub(3)..y + 4).map(move |y| (x, y)))
                .any(|(x, y)| img.get_pixel(x, y).0 == want);
            assert!(found, "{at}: no {side:?} square before {child}");
        }
    }
}
