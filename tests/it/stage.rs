//! The stage screens, rendered offscreen by the real renderer (`megxadrez
//! screenshot`, on Mesa's software Vulkan where there is no GPU) and checked
//! by their pixels against what the core says the position is.

use megxadrez::core::bughouse::MatchBoard;
use megxadrez::core::ids::BoardNo;
use std::path::{Path, PathBuf};
use std::process::Command;

use image::{Rgb, RgbImage};
use megxadrez::core::config::{EventConfig, Orientation};
use megxadrez::core::replay as headless;
use megxadrez::core::session::Session;
use megxadrez::stage::final_layout::final_layout;
use megxadrez::stage::layout::{BoardGeometry, Rect};
use megxadrez::stage::mirror_layout::mirrors_layout;
use shakmaty::{Color, Position, Square};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn out_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("megxadrez-stage-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Renders `screen` with the real binary and loads the picture.
fn render(config: &str, script: &str, screen: &str, w: u32, h: u32) -> RgbImage {
    let out = out_dir().join(format!("{screen}-{w}x{h}-{}.png", fastrand::u32(..)));
    let status = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["screenshot", "--config"])
        .arg(root().join(config))
        .arg("--script")
        .arg(script)
        .args(["--screen", screen, "--size", &format!("{w}x{h}")])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let img = image::open(&out).unwrap().to_rgb8();
    assert_eq!(img.dimensions(), (w, h));
    img
}

/// The session a script leads to, from the real core.
fn session(config: &str, script: &Path) -> Session {
    let config = megxadrez::store::load_config(&root().join(config)).unwrap();
    let text = std::fs::read_to_string(script).unwrap();
    let run = headless::replay(&config, &text, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    run.session
}

fn px(img: &RgbImage, x: f32, y: f32) -> Rgb<u8> {
    *img.get_pixel(
        (x as u32).min(img.width() - 1),
        (y as u32).min(img.height() - 1),
    )
}

fn differs(a: Rgb<u8>, b: Rgb<u8>, by: i32) -> bool {
    a.0.iter()
        .zip(b.0)
        .any(|(&x, y)| (x as i32 - y as i32).abs() > by)
}

/// Pixels in the middle of a square that differ from its plain colour.
fn piece_pixels(img: &RgbImage, r: Rect) -> usize {
    let plain = px(img, r.x + 3.0, r.y + 3.0);
    let inner = r.inset(0.2);
    let mut count = 0;
    for y in inner.y as u32..(inner.y + inner.h) as u32 {
        for x in inner.x as u32..(inner.x + inner.w) as u32 {
            if differs(*img.get_pixel(x, y), plain, 60) {
                count += 1;
            }
        }
    }
    count
}

fn check_pieces(img: &RgbImage, geo: &BoardGeometry, pos: &impl Position, what: &str) {
    for sq in Square::ALL {
        let r = geo.square(sq);
        let n = piece_pixels(img, r);
        let area = (r.w * 0.6) * (r.h * 0.6);
        match pos.board().piece_at(sq) {
            Some(p) => assert!(
                n as f32 > 0.03 * area,
                "{what}: {sq} holds {p:?} but shows {n} piece pixels"
            ),
            None => assert_eq!(n, 0, "{what}: {sq} is empty but shows piece pixels"),
        }
    }
}

fn luminance(c: Rgb<u8>) -> f64 {
    let lin = |v: u8| {
        let v = v as f64 / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0[0]) + 0.7152 * lin(c.0[1]) + 0.0722 * lin(c.0[2])
}

/// The clock box's background, its digits' colour, their contrast ratio and
/// the digits' height in pixels.
fn clock_facts(img: &RgbImage, clock: Rect) -> (f64, f32) {
    let inner = clock.inset(0.04);
    let mut counts = std::collections::HashMap::new();
    for y in inner.y as u32..(inner.y + inner.h) as u32 {
        for x in inner.x as u32..(inner.x + inner.w) as u32 {
            *counts.entry(img.get_pixel(x, y).0).or_insert(0usize) += 1;
        }
    }
    let background = Rgb(*counts.iter().max_by_key(|(_, n)| **n).unwrap().0);
    let (mut ink, mut top, mut bottom) = (std::collections::HashMap::new(), u32::MAX, 0);
    for y in inner.y as u32..(inner.y + inner.h) as u32 {
        for x in inner.x as u32..(inner.x + inner.w) as u32 {
            let p = *img.get_pixel(x, y);
            if differs(p, background, 100) {
                *ink.entry(p.0).or_insert(0usize) += 1;
                top = top.min(y);
                bottom = bottom.max(y);
            }
        }
    }
    let digits = Rgb(*ink.iter().max_by_key(|(_, n)| **n).expect("digits drawn").0);
    let (a, b) = (luminance(digits), luminance(background));
    let contrast = (a.max(b) + 0.05) / (a.min(b) + 0.05);
    (contrast, (bottom - top + 1) as f32)
}

fn ink_pixels(img: &RgbImage, r: Rect) -> usize {
    let background = px(img, r.x + 1.0, r.y + 1.0);
    let mut n = 0;
    for y in r.y as u32..(r.y + r.h) as u32 {
        for x in r.x as u32..(r.x + r.w) as u32 {
            n += usize::from(differs(*img.get_pixel(x, y), background, 80));
        }
    }
    n
}

const FINAL: &str = "configs/megxadrez-final-armageddon-12-10.toml";

#[test]
fn final_layout_shows_pieces_clocks_last_move_and_mover_at_1080p_and_4k() {
    let script = root().join("tests/scripts/stage-final.txt");
    let s = session(FINAL, &script);
    let game = &s.boards()[0].game;
    for (w, h) in [(1920, 1080), (3840, 2160)] {
        let img = render(FINAL, script.to_str().unwrap(), "final", w, h);
        let l = final_layout(w as f32, h as f32, Orientation::WhiteBottom);
        check_pieces(&img, &l.board, game.position(), &format!("final {w}x{h}"));

        for side in [Color::White, Color::Black] {
            let (contrast, digit_height) = clock_facts(&img, l.panel(side).clock);
            assert!(
                contrast >= 7.0,
                "{side:?} clock contrast {contrast:.1}:1 at {w}x{h}"
            );
            assert!(
                digit_height >= h as f32 / 8.0,
                "{side:?} digits {digit_height}px tall at {w}x{h}"
            );
        }

        // The last move, 5...Na5, from c6 to a5: both squares differ from
        // plain squares of their colour.
        let plain_light = px(
            &img,
            l.board.square(Square::E4).x + 3.0,
            l.board.square(Square::E4).y + 3.0,
        );
        let plain_dark = px(
            &img,
            l.board.square(Square::D4).x + 3.0,
            l.board.square(Square::D4).y + 3.0,
        );
        for (sq, plain) in [(Square::C6, plain_light), (Square::A5, plain_dark)] {
            let r = l.board.square(sq);
            assert!(
                differs(px(&img, r.x + 3.0, r.y + 3.0), plain, 20),
                "{sq} is not highlighted at {w}x{h}"
            );
        }

        // Both teams' movers are named.
        for side in [Color::White, Color::Black] {
            assert!(
                ink_pixels(&img, l.panel(side).mover) > 200,
                "{side:?} mover at {w}x{h}"
            );
        }
    }
}

#[test]
fn the_mover_shown_changes_when_the_team_moves() {
    let script = root().join("tests/scripts/stage-final.txt");
    let before = render(FINAL, script.to_str().unwrap(), "final", 1920, 1080);
    let longer = out_dir().join("stage-final-one-more.txt");
    let text = std::fs::read_to_string(&script).unwrap();
    std::fs::write(&longer, format!("{text}at 205 move Bb5+\n")).unwrap();
    let after = render(FINAL, longer.to_str().unwrap(), "final", 1920, 1080);
    let s = session(FINAL, &longer);
    assert_eq!(s.boards()[0].game.mover(Color::White), Some("Antía"));

    let l = final_layout(1920.0, 1080.0, Orientation::WhiteBottom);
    let changed = |r: Rect| {
        let mut n = 0;
        for y in r.y as u32..(r.y + r.h) as u32 {
            for x in r.x as u32..(r.x + r.w) as u32 {
                n += usize::from(differs(*before.get_pixel(x, y), *after.get_pixel(x, y), 40));
            }
        }
        n
    };
    assert!(
        changed(l.bottom.mover) > 200,
        "White's mover (Brais → Antía) is redrawn"
    );
    assert_eq!(changed(l.top.name), 0, "Black's name did not change");
    assert!(
        changed(l.board.square(Square::B5)) > 0,
        "the bishop arrived on b5"
    );
}

#[test]
fn mirrors_layout_shows_sixteen_boards_at_1080p_and_4k() {
    let config = "tests/configs/sixteen-boards.toml";
    let script = root().join("tests/scripts/sixteen-boards.txt");
    let s = session(config, &script);
    assert_eq!(s.boards().len(), 16);
    for (w, h) in [(1920, 1080), (3840, 2160)] {
        let img = render(config, script.to_str().unwrap(), "mirrors", w, h);
        let cells = mirrors_layout(w as f32, h as f32, 16, None, Orientation::WhiteBottom);
        for (i, cell) in cells.iter().enumerate() {
            let game = &s.boards()[i].game;
            check_pieces(
                &img,
                &cell.board,
                game.position(),
                &format!("mirror {} at {w}x{h}", i + 1),
            );
            for clock in [cell.top_clock, cell.bottom_clock] {
                let (contrast, _) = clock_facts(&img, clock);
                assert!(
                    contrast >= 7.0,
                    "board {} clock contrast {contrast:.1}:1 at {w}x{h}",
                    i + 1
                );
            }
            let last = game.moves().last().unwrap();
            let to: Square = last.uci[2..4].parse().unwrap();
            let r = cell.board.square(to);
            let plain = if to.is_light() {
                megxadrez::theme::palette::LIGHT
            } else {
                megxadrez::theme::palette::DARK
            };
            let plain = plain.to_srgba();
            let plain = Rgb([
                (plain.red * 255.0).round() as u8,
                (plain.green * 255.0).round() as u8,
                (plain.blue * 255.0).round() as u8,
            ]);
            assert!(
                differs(px(&img, r.x + 2.0, r.y + 2.0), plain, 20),
                "board {} last move {to}",
                i + 1
            );
        }
    }
}

#[test]
fn an_unknown_screen_or_bad_size_is_refused_clearly() {
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["screenshot", "--config"])
        .arg(root().join(FINAL))
        .args(["--screen", "lobby", "/tmp/x.png"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no hay ninguna pantalla «lobby»") && err.contains("final, mirrors"),
        "{err}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["screenshot", "--config"])
        .arg(root().join(FINAL))
        .args(["--screen", "final", "--size", "huge", "/tmp/x.png"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("WIDTHxHEIGHT"));
}

/// Runs `megxadrez ARGS` with `DISPLAY` set to `display` (or unset) and no
/// Wayland: it must exit 2 and say every one of `said`, without a panic.
fn refused_with(args: &[&str], display: Option<&str>, said: &[&str]) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_megxadrez"));
    command.args(args).env_remove("WAYLAND_DISPLAY");
    match display {
        Some(d) => command.env("DISPLAY", d),
        None => command.env_remove("DISPLAY"),
    };
    let out = command.output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(said.iter().all(|s| err.contains(s)), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn without_a_display_the_stage_says_so_instead_of_panicking() {
    let config = root().join(FINAL);
    let stage = ["stage", "--config", config.to_str().unwrap()];
    refused_with(&stage, None, &["no hay servidor gráfico", "xvfb-run"]);
    // No X server answers on display 987 (nor its socket exists).
    refused_with(&stage, Some(":987"), &["la pantalla X :987 no responde"]);
}

#[test]
fn a_display_node_given_no_stage_address_says_what_one_looks_like() {
    refused_with(
        &["display", "--follow", "escenario.local:8080"],
        None,
        &["«escenario.local:8080» no es la dirección de un escenario: empieza por http://"],
    );
}

#[test]
fn without_a_graphics_adapter_the_screenshot_says_so_instead_of_panicking() {
    // Point the Vulkan loader at no driver at all: as on a machine with no
    // GPU and no Mesa.
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["screenshot", "--config"])
        .arg(root().join(FINAL))
        .args(["--screen", "final"])
        .arg(out_dir().join("never.png"))
        .env("VK_ICD_FILENAMES", "/nonexistent/icd.json")
        .env("VK_DRIVER_FILES", "/nonexistent/icd.json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no hay adaptador gráfico") && err.contains("mesa-vulkan-drivers"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

mod match_screen;
mod windowed;

/// The final config with the longest names a venue might type, read as if
/// it stood beside the shipped configs.
fn long_names_config() -> EventConfig {
    let dir = out_dir();
    let teams = dir.join("long-teams.toml");
    std::fs::write(
        &teams,
        r#"
[[teams]]
name = "Club de Xadrez Infantil dos Peóns Saltaríns de Santiago de Compostela"
players = ["Maximiliano Fernández-Castiñeira", "Uxía María de los Ángeles Otero", "Brais Xoán Rodríguez-Villanueva", "Antía Sabela Pérez de Castro", "Sabela"]
active = ["Maximiliano Fernández-Castiñeira", "Uxía María de los Ángeles Otero", "Brais Xoán Rodríguez-Villanueva", "Antía Sabela Pérez de Castro"]

[[teams]]
name = "Agrupación Deportiva e Cultural As Torres Valentes de Vilagarcía de Arousa"
players = ["Iria Wolfeschlegelsteinhausenbergerdorff", "Martiño Castro", "Noa", "Roi"]

[[teams]]
name = "Os Cabalos Tolos"
players = ["Lucía", "Hugo", "Martina"]

[[teams]]
name = "As Raíñas do Xadrez"
players = ["Noelia", "Iago", "Olalla"]
"#,
    )
    .unwrap();
    let shipped = root().join("configs/megxadrez-final-armageddon-12-10.toml");
    let text = std::fs::read_to_string(&shipped)
        .unwrap()
        .replace(
            "teams_file = \"teams/megxadrez-finalists.toml\"",
            &format!("teams_file = {:?}", teams.to_str().unwrap()),
        )
        .replace(
            "Os Peóns Saltaríns",
            "Club de Xadrez Infantil dos Peóns Saltaríns de Santiago de Compostela",
        )
        .replace(
            "As Torres Valentes",
            "Agrupación Deportiva e Cultural As Torres Valentes de Vilagarcía de Arousa",
        )
        .replace(
            "name = \"MegXadrez — Gran final\"",
            "name = \"MegXadrez 2026 — Gran final do Campionato Galego Infantil por Equipos\"",
        );
    EventConfig::parse(&text, &shipped, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn overlap(a: &Rect, b: &Rect) -> f32 {
    let w = (a.x + a.w).min(b.x + b.w) - a.x.max(b.x);
    let h = (a.y + a.h).min(b.y + b.h) - a.y.max(b.y);
    if w > 1.0 && h > 1.0 { w * h } else { 0.0 }
}

#[test]
fn glyph_atlases_no_text_uses_are_freed_and_the_screens_look_the_same() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::core::game::Command as Cmd;
    use megxadrez::live::StageTime;
    // Long names: many texts are first laid out at the size asked for and
    // then drawn smaller to fit, leaving atlases behind that no text uses
    // (the game for third place's white team with a name no layout holds).
    let mut config = long_names_config();
    config.roster.teams[2].name = "Sociedade Cultural, Recreativa e Deportiva dos Veciños do Barrio Vello de Santiago — Sección de Xadrez Infantil e Xuvenil Os Cabalos Tolos".into();
    let script = std::fs::read_to_string(root().join("tests/scripts/stage-final.txt")).unwrap();
    let run = headless::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    // Sizes at which a text shrinks from a size no other text uses (a
    // 4:3 final, portrait mirrors).
    let screens = [("final", 1024, 768), ("mirrors", 1080, 1920)];
    let open = |spare: usize| {
        let mut stage =
            OffscreenStage::new(run.session.clone(), StageTime::Fixed(200_000), &screens)
                .unwrap()
                .with_spare_atlases(spare);
        stage.settle();
        stage
    };
    let mut kept = open(usize::MAX);
    let mut freed = open(0);
    let (k, f) = (kept.census(), freed.census());
    assert!(
        k.font_sizes > k.font_sizes_in_use,
        "nothing to free: {k:?} (the test shows nothing)"
    );
    assert_eq!(f.font_sizes, f.font_sizes_in_use, "{f:?}");
    assert_eq!(
        f.font_sizes_in_use, k.font_sizes_in_use,
        "{f:?} against {k:?}"
    );
    // Texts change (new moves, a new player to move): sizes freed before
    // are drawn anew where needed, and every screen shows the same pixels
    // as on the stage that kept every atlas.
    for stage in [&mut kept, &mut freed] {
        stage.send(BoardNo::at(0), Cmd::Move { text: "d3".into() });
        stage.send(BoardNo::at(0), Cmd::Move { text: "c6".into() });
        stage.settle();
    }
    let f = freed.census();
    assert_eq!(f.font_sizes, f.font_sizes_in_use, "{f:?}");
    for (screen, _, _) in screens {
        let a = kept.capture(screen).unwrap();
        let b = freed.capture(screen).unwrap();
        assert_eq!((a.width(), a.height()), (b.width(), b.height()));
        let (da, db) = (a.data.as_ref().unwrap(), b.data.as_ref().unwrap());
        let differing = da
            .chunks(4)
            .zip(db.chunks(4))
            .filter(|(x, y)| x.iter().zip(y.iter()).any(|(p, q)| p.abs_diff(*q) > 2))
            .count();
        assert_eq!(differing, 0, "{screen}: {differing} pixels differ");
    }
}

#[test]
fn every_text_fits_its_screen_at_every_size_with_the_longest_names() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let config = long_names_config();
    let script = std::fs::read_to_string(root().join("tests/scripts/stage-final.txt")).unwrap();
    // Under way; paused; ended by White's flag (the flag mark beside the
    // digits, the result banner over the board).
    let runs: Vec<_> = [
        script.clone(),
        format!("{script}at 200 pause\n"),
        format!("{script}at 2000 wait\n"),
    ]
    .iter()
    .map(|text| {
        let run = headless::replay(&config, text, false, &mut || true);
        assert!(run.errors.is_empty(), "{:?}", run.errors);
        run
    })
    .collect();
    let sizes = [
        (1024, 768),
        (1280, 720),
        (1920, 1080),
        (1920, 1200),
        (1080, 1920),
        (3840, 2160),
    ];
    let mut problems = Vec::new();
    for (k, run) in runs.iter().enumerate() {
        for (w, h) in sizes {
            let mut stage = OffscreenStage::new(
                run.session.clone(),
                StageTime::Fixed(run.at_ms),
                &[("final", w, h), ("mirrors", w, h)],
            )
            .unwrap();
            stage.settle();
            for screen in ["final", "mirrors"] {
                // The pieces are glyphs too (a filled one under its outline):
                // part of the board, checked by the board tests.
                let boxes: Vec<_> = stage
                    .text_boxes(screen)
                    .into_iter()
                    .filter(|b| {
                        !b.text
                            .chars()
                            .all(|c| ('\u{2654}'..='\u{265F}').contains(&c))
                    })
                    .collect();
                assert!(boxes.len() > 10, "{screen} {w}x{h}: {} texts", boxes.len());
                for b in &boxes {
                    let r = b.rect;
                    if r.x < -1.0
                        || r.y < -1.0
                        || r.x + r.w > w as f32 + 1.0
                        || r.y + r.h > h as f32 + 1.0
                    {
                        problems.push(format!(
                            "{screen} {w}x{h}: {:?} leaves the screen at {r:?}",
                            b.text
                        ));
                    }
                }
                // Overlays (the pause, the result banner) cover what is under
                // them on purpose; every other pair of texts stays apart.
                for (i, a) in boxes.iter().enumerate() {
                    for b in &boxes[i + 1..] {
                        if a.z < 10.0 && b.z < 10.0 && overlap(&a.rect, &b.rect) > 0.0 {
                            problems.push(format!(
                                "case {k} {screen} {w}x{h}: {:?} {:?} overlaps {:?} {:?}",
                                a.text, a.rect, b.text, b.rect
                            ));
                        }
                    }
                }
                // The names are there, shortened or smaller, not gone.
                assert!(
                    boxes.iter().any(|b| b.text.contains("Club de Xadrez")),
                    "{screen} {w}x{h}: no White name"
                );
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// No text leaves a `w`x`h` screen and no two overlap.
fn assert_fits(boxes: &[megxadrez::stage::TextBox], w: u32, h: u32) {
    assert_fits_in(boxes, w, h, "");
}

/// Every text on a `w`x`h` screen, none over another; `what` says which
/// screen (and frame) in a failure.
fn assert_fits_in(boxes: &[megxadrez::stage::TextBox], w: u32, h: u32, what: &str) {
    for (i, a) in boxes.iter().enumerate() {
        let r = a.rect;
        assert!(
            r.x >= -1.0
                && r.y >= -1.0
                && r.x + r.w <= w as f32 + 1.0
                && r.y + r.h <= h as f32 + 1.0,
            "{w}x{h} {what}: {:?} leaves the screen at {r:?}",
            a.text
        );
        for b in &boxes[i + 1..] {
            assert!(
                overlap(&a.rect, &b.rect) == 0.0,
                "{w}x{h} {what}: {:?} overlaps {:?}",
                a.text,
                b.text
            );
        }
    }
}

/// A 30-player Swiss (long names) with a standings screen, after round 1:
/// odd numbers beat even ones, the last pairing drawn.
fn standings_session() -> (Session, u64) {
    swiss_session(30, 15, "{i:02} Jugadora con un nombre muy largo de verdad")
}

/// A Swiss of `players` (named by `pattern`, `{i:02}` the start number)
/// with a standings screen `tabla` and a pairings screen `ronda`: round 1
/// pairs 1-2, 3-4…; the first `results` pairings are played, odd numbers
/// winning, the last of them drawn.
fn swiss_session(players: usize, results: usize, pattern: &str) -> (Session, u64) {
    let shipped = root().join("configs/rapid-circuit-swiss.toml");
    let text = std::fs::read_to_string(&shipped).unwrap();
    let start = text.find("players = [").unwrap();
    let end = start + text[start..].find(']').unwrap() + 1;
    let name = |i: usize| pattern.replace("{i:02}", &format!("{i:02}"));
    let names: Vec<String> = (1..=players).map(|i| format!("\"{}\"", name(i))).collect();
    let text = text
        .replace(
            "white = \"García López, Ana\"",
            &format!("white = \"{}\"", name(1)),
        )
        .replace(
            "black = \"Martín Ruiz, Pablo\"",
            &format!("black = \"{}\"", name(2)),
        );
    let text = format!(
        "{}players = [{}]{}\n[[screens]]\nname = \"final\"\nlayout = \"final\"\nboards = [1]\n\n\
         [[screens]]\nname = \"tabla\"\nlayout = \"standings\"\n\n\
         [[screens]]\nname = \"ronda\"\nlayout = \"pairings\"\n\n\
         [[screens]]\nname = \"mesas\"\nlayout = \"mirrors\"\n",
        &text[..start],
        names.join(", "),
        &text[end..]
    );
    let config = EventConfig::parse(&text, &shipped, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut script = String::new();
    for k in 0..players / 2 {
        let (w, b) = (2 * k + 1, 2 * k + 2);
        script.push_str(&format!("at {} event pair 1 {w} {b}\n", 2 * k + 1));
        if k < results {
            let result = if k + 1 == results { "1/2" } else { "1-0" };
            script.push_str(&format!(
                "at {} event result 1 {w} {b} {result}\n",
                2 * k + 2
            ));
        }
    }
    let run = headless::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    (run.session, run.at_ms)
}

/// Seed 001 §7: "Así salen los dos finalistas, los que jugarán por el 3º-4º
/// puesto, y por los puestos 5º a 8º". Once a school final phase is
/// decided, the standings screen shows its classification, the champion
/// first, in place of the groups' tables.
#[test]
fn the_standings_screen_shows_a_school_final_phases_classification() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::core::event::EventCommand;
    use megxadrez::core::tournament::next_round::scheduled;
    use megxadrez::live::StageTime;
    let path = root().join("tests/configs/school-final-six.toml");
    // Its screens have the standings as `tabla`.
    let text = std::fs::read_to_string(&path).unwrap();
    let config =
        megxadrez::core::config::EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
            .unwrap();
    let mut session = Session::new(config.clone());
    // Every match to the lower start number, on every board.
    while let Ok((round, commands)) = scheduled(&config, session.event()) {
        for c in &commands {
            session.apply_event(c).unwrap();
        }
        for p in session.event().round_pairings(round).0 {
            for board in 1..=4u32 {
                let white_team_wins = p.white < p.black;
                let white_on_board = board % 2 == 1;
                let result = if white_team_wins == white_on_board {
                    "1-0"
                } else {
                    "0-1"
                };
                let c = EventCommand::Board {
                    round,
                    white: p.white,
                    black: p.black,
                    board,
                    result: megxadrez::core::event::PairingResult::parse(result).unwrap(),
                };
                session
                    .apply_event(&c)
                    .unwrap_or_else(|e| panic!("{c}: {e}"));
            }
        }
    }
    let table = megxadrez::core::tournament::table::final_classification(&config, session.event())
        .expect("the phase is decided");
    let champion = table.rows[0].name.clone();
    let second = table.rows[1].name.clone();
    let mut stage =
        OffscreenStage::new(session, StageTime::Fixed(0), &[("tabla", 1920, 1080)]).unwrap();
    stage.settle();
    let boxes = stage.text_boxes("tabla");
    let find = |needle: &str| {
        boxes
            .iter()
            .find(|b| b.text == needle)
            .unwrap_or_else(|| panic!("no {needle:?} in {boxes:#?}"))
    };
    assert!(find("Clasificación final").rect.y < 1080.0 * 0.15);
    assert!(find(&champion).rect.y < find(&second).rect.y, "{boxes:#?}");
    // No group column: one table.
    assert!(
        !boxes.iter().any(|b| b.text == "A" || b.text == "B"),
        "{boxes:#?}"
    );
}

#[test]
fn the_standings_screen_shows_the_table_readably_at_1080p_4k_and_portrait() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let (session, at_ms) = standings_session();
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920)] {
        let mut stage =
            OffscreenStage::new(session.clone(), StageTime::Fixed(at_ms), &[("tabla", w, h)])
                .unwrap();
        stage.settle();
        let boxes = stage.text_boxes("tabla");
        let find = |needle: &str| {
            boxes
                .iter()
                .find(|b| b.text.contains(needle))
                .unwrap_or_else(|| panic!("{w}x{h}: no {needle:?} in {boxes:#?}"))
        };
        assert!(find("Clasificación tras la ronda 1").rect.y < h as f32 * 0.15);
        // The winners first, in start-number order; the drawn pair after.
        let first = find("01 Jugadora");
        let third = find("03 Jugadora");
        assert!(first.rect.y < third.rect.y, "{w}x{h}: 01 above 03");
        // Lines readable at 30 m: at least 1/24 of the screen's unit apart
        // (its height; on a portrait screen, that of a 16:9 one as wide),
        // and the ones that do not fit are counted.
        let unit = (h as f32).min(w as f32 * 9.0 / 16.0);
        let centre = |b: &megxadrez::stage::TextBox| b.rect.y + b.rect.h / 2.0;
        assert!(
            centre(third) - centre(first) >= unit / 24.0 - 2.0,
            "{w}x{h}: {first:?} {third:?}"
        );
        let shown = boxes.iter().filter(|b| b.text.contains("Jugadora")).count();
        match boxes.iter().find(|b| b.text.starts_with("… y ")) {
            Some(more) => assert_eq!(more.text, format!("… y {} más", 30 - shown), "{w}x{h}"),
            None => assert_eq!(shown, 30, "{w}x{h}: rows left out but not counted"),
        }
        if w > h {
            assert!(shown < 30, "{w}x{h}: 30 lines cannot all be readable");
        }
        // The tie-break columns' codes are the config's, as many as leave
        // the names room.
        find("BH-C1");
        if w > h {
            find("DE");
        }
        // Issue 47: "abbreviations explained or avoided": a line under the
        // table says what each code shown means.
        let legend = find("BH-C1: Buchholz sin el peor resultado");
        assert!(
            legend
                .text
                .contains("BH: Buchholz (suma de los puntos de los rivales)"),
            "{w}x{h}: {legend:?}"
        );
        // Halves as the hall writes them ("½", "14½"), never a file's "0.5".
        assert!(
            boxes.iter().any(|b| b.text.ends_with('½')),
            "{w}x{h}: no half shown as ½"
        );
        assert!(
            !boxes.iter().any(|b| b.text.ends_with(".5")),
            "{w}x{h}: a file's decimal on the screen"
        );
        // Nothing leaves the screen; no two texts overlap.
        assert_fits(&boxes, w, h);
    }
}

#[test]
fn the_standings_screen_agrees_with_the_standings_command() {
    let config = "tests/configs/rapid-standings.toml";
    let script = root().join("tests/scripts/rapid-standings.txt");
    let journal = out_dir().join(format!("standings-{}", fastrand::u32(..)));
    let replayed = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config", config, "--journal"])
        .arg(&journal)
        .arg(&script)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(replayed.status.success(), "{replayed:?}");
    let out = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["standings", "--config", config, "--journal"])
        .arg(&journal)
        .current_dir(root())
        .output()
        .unwrap();
    let tsv = String::from_utf8(out.stdout).unwrap();
    let boxes = boxes_on(session(config, &script), 0, "tabla", (1920, 1080));
    // Each row of the command: its place, name, points and tie-breaks on
    // one line of the screen, in the same order.
    let mut last_y = 0.0;
    for line in tsv.lines().skip(1) {
        let cells: Vec<&str> = line.split('\t').collect();
        let name = boxes
            .iter()
            .find(|b| b.text == cells[2])
            .unwrap_or_else(|| panic!("{} not on the screen", cells[2]));
        let y = name.rect.y + name.rect.h / 2.0;
        assert!(y > last_y, "{} out of order", cells[2]);
        last_y = y;
        let on_line: Vec<&str> = boxes
            .iter()
            .filter(|b| (b.rect.y + b.rect.h / 2.0 - y).abs() < 10.0)
            .map(|b| b.text.as_str())
            .collect();
        let mut wanted = vec![format!("{}.", cells[0])];
        // The command writes a file's figures ("2.5", "3.25"); the screen,
        // the hall's ("2½", "3,25" in this Spanish event).
        let hall = |c: &str| match c.strip_suffix(".5") {
            Some("0") => "½".to_owned(),
            Some(whole) => format!("{whole}½"),
            None => c.replace('.', ","),
        };
        wanted.extend(cells[3..].iter().map(|c| hall(c)));
        for cell in wanted {
            assert!(
                on_line.contains(&cell.as_str()),
                "{cell} not on {}'s line: {on_line:?}",
                cells[2]
            );
        }
    }
    let _ = std::fs::remove_dir_all(&journal);
    // And the real `megxadrez screenshot` draws it: the yellow title, and
    // white text on every one of the twelve lines.
    let img = render(config, script.to_str().unwrap(), "tabla", 1920, 1080);
    let yellow = img
        .pixels()
        .filter(|p| p[0] > 200 && p[1] > 170 && p[2] < 120)
        .count();
    assert!(yellow > 2000, "the title: {yellow} yellow pixels");
    let lines_with_text = (0..12)
        .filter(|&i| {
            let y0 = 160 + i * 60;
            (y0..y0 + 60).any(|y| {
                (200..800)
                    .filter(|&x| luminance(*img.get_pixel(x, y)) > 0.8)
                    .count()
                    > 20
            })
        })
        .count();
    assert!(lines_with_text >= 11, "{lines_with_text} lines with text");
}

#[test]
fn the_pairings_screen_holds_forty_pairings_at_1080p_with_results_as_they_come() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    // 80 players, 40 pairings: 30 played (29 won by White, one drawn), 10
    // still being played.
    let (session, at_ms) = swiss_session(80, 30, "{i:02} Nombre Apellido Apellido");
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let mut stage =
            OffscreenStage::new(session.clone(), StageTime::Fixed(at_ms), &[("ronda", w, h)])
                .unwrap();
        stage.settle();
        let boxes = stage.text_boxes("ronda");
        let count = |text: &str| boxes.iter().filter(|b| b.text == text).count();
        // The title says who has White, once for every line.
        let titles = boxes
            .iter()
            .filter(|b| b.text.starts_with("Ronda 1 · blancas"))
            .count();
        assert_eq!(titles, 1, "{w}x{h}: {boxes:#?}");
        let names = boxes.iter().filter(|b| b.text.contains("Apellido")).count();
        assert_eq!(names, 80, "{w}x{h}: every pairing on one screen");
        assert_eq!((count("1-0"), count("½-½")), (29, 1), "{w}x{h}");
        // A pairing and its result on one line: 01 (White) left of 1-0,
        // 02 right of it.
        let find = |t: &str| boxes.iter().find(|b| b.text.starts_with(t)).unwrap();
        let (one, two) = (find("01 "), find("02 "));
        assert!((one.rect.y - two.rect.y).abs() < 8.0 && one.rect.x < two.rect.x);
        assert_fits(&boxes, w, h);
    }
    // 60 pairings do not fit a 1080p screen readably: the rest are counted.
    let (session, at_ms) = swiss_session(120, 0, "{i:02} Nombre Apellido");
    // Pages turn with the time: the first page at a whole turn of both.
    let page = megxadrez::stage::PAGE_MS;
    let base = at_ms.div_ceil(2 * page) * 2 * page;
    let mut stage =
        OffscreenStage::new(session, StageTime::Fixed(base), &[("ronda", 1920, 1080)]).unwrap();
    stage.settle();
    let boxes = stage.text_boxes("ronda");
    let shown = boxes.iter().filter(|b| b.text.contains("Apellido")).count() / 2;
    let more = boxes
        .iter()
        .find(|b| b.text.starts_with("… y "))
        .expect("the rest counted");
    assert_eq!(more.text, format!("… y {} más", 60 - shown));
    assert!(
        boxes
            .iter()
            .any(|b| b.text.starts_with("Ronda 1 · 1/2 · blancas")),
        "{boxes:#?}"
    );
    // Paged: a few seconds later the rest, from where the first page ended.
    stage.set_time(StageTime::Fixed(base + page));
    stage.settle();
    let boxes = stage.text_boxes("ronda");
    assert!(
        boxes
            .iter()
            .any(|b| b.text.starts_with("Ronda 1 · 2/2 · blancas")),
        "{boxes:#?}"
    );
    let rest = boxes.iter().filter(|b| b.text.contains("Apellido")).count() / 2;
    assert_eq!(rest, 60 - shown, "every pairing on one of the pages");
    let first_table = (shown + 1).to_string();
    assert!(
        boxes.iter().any(|b| b.text == first_table),
        "table {first_table} first"
    );
    assert!(!boxes.iter().any(|b| b.text.starts_with("… y ")));
    assert_fits(&boxes, 1920, 1080);
}

#[test]
fn a_staged_round_is_what_the_mirrors_pairings_and_standings_screens_show() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let script = root().join("tests/scripts/league-six.txt");
    let session = session("tests/configs/league-six.toml", &script);
    assert_eq!(session.boards().len(), 3, "round 2's three pairings");
    let teams = session.event().names().to_vec();
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let mut stage = OffscreenStage::new(
            session.clone(),
            StageTime::Fixed(31_000),
            &[("mesas", w, h), ("ronda", w, h), ("tabla", w, h)],
        )
        .unwrap();
        stage.settle();
        // The pieces' glyphs sit square by square; the texts are the rest.
        let boxes: Vec<_> = stage
            .text_boxes("mesas")
            .into_iter()
            .filter(|b| !b.text.chars().all(|c| ('♔'..='♟').contains(&c)))
            .collect();
        // Every team of the round on the mirrors (each with its mover),
        // and the three tables by number.
        for team in &teams {
            assert!(
                boxes.iter().any(|b| b.text.starts_with(team.as_str())),
                "{w}x{h}: no {team:?} on the mirrors"
            );
        }
        for label in ["1", "2", "3"] {
            assert!(
                boxes.iter().any(|b| b.text == label),
                "{w}x{h}: no table {label}"
            );
        }
        assert_fits(&boxes, w, h);
        let ronda = stage.text_boxes("ronda");
        assert!(
            ronda
                .iter()
                .any(|b| b.text.starts_with("Ronda 2 · blancas")),
            "{w}x{h}: {ronda:#?}"
        );
        assert_fits(&ronda, w, h);
        // Round 2 is under way: the table is the one after round 1.
        let tabla = stage.text_boxes("tabla");
        assert!(
            tabla
                .iter()
                .any(|b| b.text == "Clasificación tras la ronda 1"),
            "{w}x{h}: {tabla:#?}"
        );
        assert_fits(&tabla, w, h);
    }
}

/// Texts that are not the pieces' glyphs.
fn words(boxes: Vec<megxadrez::stage::TextBox>) -> Vec<megxadrez::stage::TextBox> {
    boxes
        .into_iter()
        .filter(|b| !b.text.chars().all(|c| ('♔'..='♟').contains(&c)))
        .collect()
}

#[test]
fn the_match_screen_shows_a_school_match_board_by_board_with_its_score() {
    let config = "tests/configs/school-five.toml";
    let script = root().join("tests/scripts/school-five.txt");
    let session = session(config, &script);
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let boxes = words(boxes_on(session.clone(), 60_000, "encuentro", (w, h)));
        let has = |t: &str| boxes.iter().any(|b| b.text == t);
        assert!(has("Ronda 1 · Mesa 1"), "{w}x{h}: {boxes:#?}");
        // Board 1.2 went to the second team (its White, on an even
        // board), 1.3 was drawn: 1 + 5 against 10 + 5.
        assert!(has("6 – 15"), "{w}x{h}: {boxes:#?}");
        assert!(has("CEIP A Laxe") && has("CEIP Praia Xardín"), "{w}x{h}");
        for k in 1..=4 {
            assert!(has(&format!("Tablero {k}")), "{w}x{h}: no board {k}");
        }
        // Table 2's boards are not on this screen.
        assert!(!has("2.1"), "{w}x{h}");
        assert_fits(&boxes, w, h);
    }
    // The real binary draws it: the score in the accent colour.
    let img = render(config, script.to_str().unwrap(), "encuentro", 1920, 1080);
    let yellow = img
        .pixels()
        .filter(|p| p[0] > 200 && p[1] > 170 && p[2] < 120)
        .count();
    assert!(yellow > 2000, "the title and score: {yellow} yellow pixels");
}

#[test]
fn the_carousel_cycles_between_rounds_and_shows_the_boards_while_they_are_played() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let config = "tests/configs/school-five.toml";
    // Round 1 on the stage, nothing started yet.
    let waiting = out_dir().join("carousel-waiting.txt");
    std::fs::write(
        &waiting,
        "at 1 event pair 1 1 4\nat 2 event pair 1 2 3\nat 3 event bye 1 5 zero\nat 4 event stage 1\n",
    )
    .unwrap();
    let idle = session(config, &waiting);
    let mut stage =
        OffscreenStage::new(idle, StageTime::Fixed(0), &[("entre-rondas", 1920, 1080)]).unwrap();
    // Ten seconds each: standings, pairings, the match, and round again.
    for (at, expected) in [
        (1_000, "Clasificación"),
        (11_000, "Ronda 1"),
        (21_000, "Ronda 1 · Mesa 1"),
        (31_000, "Clasificación"),
    ] {
        stage.set_time(StageTime::Fixed(at));
        stage.settle();
        let boxes = words(stage.text_boxes("entre-rondas"));
        let pairings_title = format!("{expected} · blancas");
        assert!(
            boxes
                .iter()
                .any(|b| b.text == expected || b.text.starts_with(&pairings_title)),
            "at {at} ms: {boxes:#?}"
        );
        assert_fits(&boxes, 1920, 1080);
    }
    // A game under way: the round's boards, whatever the time.
    let script = root().join("tests/scripts/school-five.txt");
    let playing = session(config, &script);
    let boxes = words(boxes_on(playing, 61_000, "entre-rondas", (1920, 1080)));
    for label in ["1.1", "1.4", "2.1", "2.4"] {
        assert!(boxes.iter().any(|b| b.text == label), "no board {label}");
    }
}

#[test]
fn the_bracket_holds_eight_long_named_teams_and_shows_each_tie_as_it_is_decided() {
    // The six-team league with two more teams, eight through to
    // quarter-finals, every name long.
    let path = root().join("tests/configs/league-six.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let long = |i: usize| format!("{i} — Club Escolar de Xadrez da Mariña Lucense e Ortegal");
    let mut text = text.replace("teams = 4", "teams = 8");
    for (i, old) in [
        "Os Cabalos Tolos",
        "Os Alfiles Rápidos",
        "As Raíñas do Xadrez",
        "Os Peóns Valentes",
        "As Torres de Hércules",
        "Os Reis do Enroque",
    ]
    .iter()
    .enumerate()
    {
        text = text.replace(old, &long(i + 1));
    }
    let extra = "[[teams]]\nname = \"{n}\"\nplayers = [\"Ana {i}\", \"Bea {i}\", \"Cris {i}\"]\n\n";
    for i in 7..=8 {
        text = text.replacen(
            "[knockout]",
            &(extra
                .replace("{n}", &long(i))
                .replace("{i}", &i.to_string())
                + "[knockout]"),
            1,
        );
    }
    let config =
        megxadrez::core::config::EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
            .unwrap_or_else(|e| panic!("{e}"));
    // The league played out (the lower number wins), then quarter-final 1
    // decided.
    let (mut script, t) = crate::league_played_out(8, true);
    script.push_str(&format!(
        "at {t} event pair 8 1 8\nat {t} event pair 8 4 5\nat {t} event pair 8 2 7\nat {t} event pair 8 3 6\nat {t} event result 8 1 8 0-1\n"
    ));
    let run = megxadrez::core::replay::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let boxes = boxes_on(run.session.clone(), t * 1000, "cuadro", (w, h));
        // The eight teams of the quarter-finals (shortened if need be), the
        // later ties by where their teams come from.
        let named = |i: usize| {
            boxes
                .iter()
                .filter(|b| b.text.starts_with(&format!("{i} — Club")))
                .count()
        };
        for i in 1..=7 {
            assert_eq!(named(i), 1, "{w}x{h}: team {i}: {boxes:#?}");
        }
        let has = |t: &str| boxes.iter().any(|b| b.text == t);
        assert!(
            has("Cuartos 1") && has("Semifinal 2") && has("Final"),
            "{w}x{h}"
        );
        assert!(has("Ganador Cuartos 2"), "{w}x{h}: {boxes:#?}");
        // Quarter-final 1 went to the eighth: the one tie decided, its
        // winner already in semi-final 1.
        assert_eq!(boxes.iter().filter(|b| b.text == "✓").count(), 1, "{w}x{h}");
        assert_eq!(named(8), 2, "{w}x{h}");
        assert!(!has("Ganador Cuartos 1"), "{w}x{h}");
        assert_fits(&boxes, w, h);
    }
}

#[test]
fn the_crosstable_shows_each_league_game_from_both_sides() {
    let script = root().join("tests/scripts/league-six-final.txt");
    let session = session("tests/configs/league-six.toml", &script);
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let boxes = boxes_on(session.clone(), 60_000, "cruzada", (w, h));
        assert!(boxes.iter().any(|b| b.text == "Tabla cruzada"), "{w}x{h}");
        // The lower number won every league game: 15 wins and 15 losses;
        // the knockout's games are not in it.
        let ones = boxes.iter().filter(|b| b.text == "1").count();
        let zeros = boxes.iter().filter(|b| b.text == "0").count();
        // "1" is also a row and a column number.
        assert_eq!((ones - 2, zeros), (15, 15), "{w}x{h}");
        let first = boxes.iter().find(|b| b.text == "Os Cabalos Tolos").unwrap();
        let last = boxes
            .iter()
            .find(|b| b.text == "Os Reis do Enroque")
            .unwrap();
        assert!(first.rect.y < last.rect.y, "{w}x{h}: the table's order");
        for points in ["20", "17", "14", "11", "8", "5"] {
            assert!(boxes.iter().any(|b| b.text == points), "{w}x{h}: {points}");
        }
        assert_fits(&boxes, w, h);
    }
}

#[test]
fn the_categories_screen_gives_each_trophy_as_the_prizes_command_does() {
    // Under 14, 16 and 18 in 2026, one general prize, trophies not
    // cumulative.
    let text = rapid_with_categories(None);
    let dir = out_dir().join(format!("categories-{}", fastrand::u32(..)));
    std::fs::create_dir_all(&dir).unwrap();
    let config_path = dir.join("sub18.toml");
    std::fs::write(&config_path, &text).unwrap();
    let script = root().join("tests/scripts/rapid-standings.txt");
    let journal = dir.join("journal");
    let replayed = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["replay", "--config"])
        .arg(&config_path)
        .arg("--journal")
        .arg(&journal)
        .arg(&script)
        .output()
        .unwrap();
    assert!(replayed.status.success(), "{replayed:?}");
    let prizes = Command::new(env!("CARGO_BIN_EXE_megxadrez"))
        .args(["prizes", "--config"])
        .arg(&config_path)
        .arg("--journal")
        .arg(&journal)
        .args([
            "--categories",
            "14,16,18",
            "--general",
            "1",
            "--year",
            "2026",
        ])
        .output()
        .unwrap();
    assert!(prizes.status.success(), "{prizes:?}");
    let prizes = String::from_utf8(prizes.stdout).unwrap();
    let config = megxadrez::core::config::EventConfig::parse(&text, &config_path, &|p| {
        std::fs::read_to_string(p)
    })
    .unwrap();
    let run = headless::replay(
        &config,
        &std::fs::read_to_string(&script).unwrap(),
        false,
        &mut || true,
    );
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920)] {
        let boxes = boxes_on(run.session.clone(), 0, "premios", (w, h));
        // Each line of the command: "Sub-14: NAME (P.º)" is the category,
        // the name and the place on one line of the screen.
        for line in prizes.lines() {
            let (category, rest) = line.split_once(": ").unwrap();
            let label = boxes
                .iter()
                .find(|b| b.text == category)
                .unwrap_or_else(|| panic!("{w}x{h}: no {category}: {boxes:#?}"));
            let y = label.rect.y + label.rect.h / 2.0;
            let on_line: Vec<&str> = boxes
                .iter()
                .filter(|b| (b.rect.y + b.rect.h / 2.0 - y).abs() < label.rect.h)
                .map(|b| b.text.as_str())
                .collect();
            // An open prize (players still level) shows its whole text and
            // the shared place.
            let (name, place) = if rest.starts_with("pendiente") {
                let place = rest
                    .split_once(" (")
                    .and_then(|(_, p)| p.split_once(')'))
                    .map_or("", |(p, _)| p);
                (rest, place)
            } else {
                match rest.rsplit_once(" (") {
                    Some((n, p)) => (n, p.trim_end_matches(')')),
                    None => (rest, ""),
                }
            };
            assert!(on_line.contains(&name), "{w}x{h}: {line}: {on_line:?}");
            if !place.is_empty() {
                assert!(on_line.contains(&place), "{w}x{h}: {line}: {on_line:?}");
            }
        }
        assert_fits(&boxes, w, h);
    }
    // One general prize and three categories, at least two with a winner:
    // the check above saw names, not only "(nadie)".
    assert_eq!(prizes.lines().count(), 4, "{prizes}");
    assert!(
        prizes.lines().filter(|l| !l.contains("(nadie)")).count() >= 2,
        "{prizes}"
    );
}

/// A text's contrast on screen: its box's most common colour (the
/// background) against the pixel in it that differs most (the ink).
fn text_contrast(img: &RgbImage, r: &Rect) -> f64 {
    let mut counts: std::collections::HashMap<[u8; 3], usize> = Default::default();
    let (x0, y0) = (r.x.max(0.0) as u32, r.y.max(0.0) as u32);
    let (x1, y1) = (
        ((r.x + r.w) as u32).min(img.width() - 1),
        ((r.y + r.h) as u32).min(img.height() - 1),
    );
    for y in y0..=y1 {
        for x in x0..=x1 {
            *counts.entry(img.get_pixel(x, y).0).or_default() += 1;
        }
    }
    let background = counts
        .iter()
        .max_by_key(|(_, n)| **n)
        .map(|(c, _)| Rgb(*c))
        .unwrap();
    let lb = luminance(background);
    let ink = counts
        .keys()
        .map(|c| luminance(Rgb(*c)))
        .max_by(|a, b| (a - lb).abs().total_cmp(&(b - lb).abs()))
        .unwrap();
    (lb.max(ink) + 0.05) / (lb.min(ink) + 0.05)
}

#[test]
fn every_text_of_the_event_screens_stands_out_seven_to_one() {
    for (config, script, screen) in [
        (
            "tests/configs/school-five.toml",
            "tests/scripts/school-five.txt",
            "encuentro",
        ),
        (
            "tests/configs/league-six.toml",
            "tests/scripts/league-six-final.txt",
            "cuadro",
        ),
        (
            "tests/configs/league-six.toml",
            "tests/scripts/league-six-final.txt",
            "cruzada",
        ),
        (
            "tests/configs/league-six.toml",
            "tests/scripts/league-six.txt",
            "ronda",
        ),
        (
            "tests/configs/league-six.toml",
            "tests/scripts/league-six.txt",
            "tabla",
        ),
    ] {
        let path = root().join(script);
        let img = render(config, path.to_str().unwrap(), screen, 1920, 1080);
        let boxes = words(boxes_on(session(config, &path), 0, screen, (1920, 1080)));
        assert!(boxes.len() >= 5, "{screen}: {boxes:#?}");
        for b in &boxes {
            if b.rect.h < 8.0 {
                continue;
            }
            let c = text_contrast(&img, &b.rect);
            assert!(c >= 7.0, "{screen}: {:?} at {:?}: {c:.1}:1", b.text, b.rect);
        }
    }
}

#[test]
fn a_round_of_twenty_boards_turns_on_the_mirrors_in_pages_of_sixteen() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::core::event::EventCommand;
    use megxadrez::live::StageTime;
    let (mut session, at_ms) = swiss_session(40, 0, "{i:02} Nombre Apellido");
    session
        .apply_event(&EventCommand::Stage { round: 1 })
        .unwrap();
    assert_eq!(session.boards().len(), 20);
    let page = megxadrez::stage::PAGE_MS;
    let base = at_ms.div_ceil(2 * page) * 2 * page;
    let mut stage =
        OffscreenStage::new(session, StageTime::Fixed(base), &[("mesas", 1920, 1080)]).unwrap();
    stage.settle();
    let labels = |stage: &mut OffscreenStage| -> Vec<u32> {
        let mut l: Vec<u32> = stage
            .text_boxes("mesas")
            .iter()
            .filter_map(|b| b.text.parse().ok())
            .filter(|&n| (1..=20).contains(&n))
            .collect();
        l.sort();
        l.dedup();
        l
    };
    assert_eq!(labels(&mut stage), (1..=16).collect::<Vec<u32>>());
    stage.set_time(StageTime::Fixed(base + page));
    stage.settle();
    assert_eq!(labels(&mut stage), (17..=20).collect::<Vec<u32>>());
}

#[test]
fn the_bughouse_screen_shows_both_boards_pieces_in_hand_and_four_clocks() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    use megxadrez::stage::bughouse_layout::bughouse_layout;
    let config = "configs/bughouse-pairs-swiss.toml";
    let script = root().join("tests/scripts/bughouse-stage.txt");
    let s = session(config, &script);
    let game = &s.matches()[0].game;
    // The real binary's picture at each size: every piece of both boards
    // where the match has it, a glyph in a bar for each kind of piece in
    // hand, four clocks readable from the back of the hall.
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let img = render(config, script.to_str().unwrap(), "final", w, h);
        let l = bughouse_layout(w as f32, h as f32);
        for (b, place) in MatchBoard::BOTH.into_iter().zip(&l.boards) {
            let what = format!("board {} at {w}x{h}", b.number());
            check_pieces(&img, &place.board, game.position(b), &what);
            let pockets = game.position(b).pockets().unwrap();
            let bottom = place.board.bottom_side();
            for (bar, side) in [(0, !bottom), (1, bottom)] {
                let kinds = shakmaty::Role::ALL
                    .iter()
                    .filter(|&&r| *pockets.get(side).get(r) > 0)
                    .count();
                // Each kind held is a light tile the height of the pocket.
                let r = place.pocket(bar);
                let tiles = (0..(r.w / r.h) as usize)
                    .filter(|k| {
                        let c = px(&img, r.x + (*k as f32 + 0.5) * r.h, r.y + r.h * 0.12);
                        luminance(c) > 0.5
                    })
                    .count();
                assert!(
                    tiles >= kinds && (kinds > 0 || tiles == 0),
                    "{what}: {side:?} holds {kinds} kinds, {tiles} tiles shown"
                );
                let clock = place.clock(bar);
                let (contrast, digits) = clock_facts(&img, clock);
                assert!(contrast >= 7.0, "{what}: clock contrast {contrast:.1}");
                assert!(
                    digits >= h.min(w * 9 / 16) as f32 / 17.0,
                    "{what}: clock digits {digits}px"
                );
                // The digits keep clear of the running frame: nothing bright
                // in a strip just inside it, on either side.
                let frame = clock.running_frame();
                for x in [clock.x + frame + 2.0, clock.x + clock.w - frame - 3.0] {
                    let bright = (0..clock.h as u32 / 2)
                        .filter(|dy| {
                            let y = clock.y + clock.h / 4.0 + *dy as f32;
                            luminance(px(&img, x, y)) > 0.5
                        })
                        .count();
                    assert_eq!(bright, 0, "{what}: digits on the clock's edge at x={x}");
                }
            }
        }
        // Board 1's last move was a knight dropped on f3: its square lit.
        let f3 = l.boards[0].board.square(Square::F3);
        let plain = px(
            &img,
            l.boards[0].board.square(Square::H3).x + 3.0,
            f3.y + 3.0,
        );
        assert!(
            differs(px(&img, f3.x + 3.0, f3.y + 3.0), plain, 20),
            "{w}x{h}: f3 not lit"
        );
    }
    assert_eq!(
        format!(
            "{:?}",
            game.position(MatchBoard::First).pockets().unwrap().white
        ),
        format!(
            "{:?}",
            shakmaty::ByRole::<u8> {
                pawn: 1,
                bishop: 1,
                ..Default::default()
            }
        ),
        "White on board 1 holds the pawn and the bishop passed on"
    );
    // The words on it, from the real stage offscreen: four names with their
    // pairs, the table, the notice that the checking knight may go.
    for (w, h) in [(1920, 1080), (3840, 2160), (1080, 1920), (1024, 768)] {
        let mut stage =
            OffscreenStage::new(s.clone(), StageTime::Fixed(40_000), &[("final", w, h)]).unwrap();
        stage.settle();
        let boxes = words(stage.text_boxes("final"));
        let has = |t: &str| boxes.iter().any(|b| b.text == t);
        assert!(
            has(
                "Torneo de ajedrez por parejas (bughouse) · Ronda 1 · Mesa 1: Os Cabaleiros – Peón Pasado"
            ),
            "{w}x{h}: {boxes:#?}"
        );
        for name in ["Marta Otero", "Lorena Vilas", "Diego Bouzas", "Iván Castro"] {
            assert!(has(name), "{w}x{h}: no {name:?} in {boxes:#?}");
        }
        assert!(
            has("Tablero 1: la pieza puesta con jaque se puede retirar"),
            "{w}x{h}: {boxes:#?}"
        );
        // Four clocks, worked out from the script's instants: board 1's
        // White (in check) has used 21 s and runs since 37 s; Black 16 s;
        // board 2's White 19 s and runs since 38 s; Black 19 s.
        for clock in ["4:36", "4:44", "4:39", "4:41"] {
            assert!(has(clock), "{w}x{h}: no clock {clock} in {boxes:#?}");
        }
        assert_fits(&boxes, w, h);
    }
}

#[test]
fn every_picture_the_readme_shows_is_there_at_its_size() {
    // The README's and the guide's pictures, by their path from the root.
    let mut pages = vec![root().join("README.md")];
    for lang in ["en", "es"] {
        let dir = root().join("docs/guide").join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            pages.push(entry.unwrap().path());
        }
    }
    let mut paths = std::collections::BTreeSet::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for (i, _) in text.match_indices("screens/") {
            let name = &text[i..i + text[i..].find(".png").expect("a PNG") + 4];
            paths.insert(format!("docs/{name}"));
        }
    }
    let mut seen = 0;
    for path in &paths {
        let path = path.as_str();
        let img = image::open(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        let want = if path.contains("-4k") {
            (3840, 2160)
        } else if path.contains("portrait") {
            (1080, 1920)
        } else if path.contains("4x3") {
            (1024, 768)
        } else if path.contains("operator") {
            (1280, 720)
        } else if path.contains("phone") {
            (412, 915)
        } else if path.contains("laptop") {
            (1280, 800)
        } else {
            (1920, 1080)
        };
        assert_eq!((img.width(), img.height()), want, "{path}");
        seen += 1;
    }
    assert!(seen >= 20, "{seen} pictures");
}

#[test]
fn a_mirrors_screen_shows_each_board_of_a_bughouse_match_with_its_pieces_in_hand() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let config = "configs/bughouse-pairs-swiss.toml";
    let s = session(config, &root().join("tests/scripts/bughouse-stage.txt"));
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        let mut stage =
            OffscreenStage::new(s.clone(), StageTime::Fixed(40_000), &[("mirrors", w, h)]).unwrap();
        stage.settle();
        let boxes = words(stage.text_boxes("mirrors"));
        let has = |t: &str| boxes.iter().any(|b| b.text == t);
        for t in [
            "1 · A",
            "1 · B",
            "Marta Otero",
            "Lorena Vilas",
            "Diego Bouzas",
            "Iván Castro",
            "4:36",
            "4:44",
            "4:39",
            "4:41",
        ] {
            assert!(has(t), "{w}x{h}: no {t:?} in {boxes:#?}");
        }
        // The pieces in hand: White's bishop and pawn on board 1, Black's
        // pawn there, White's pawn on board 2 (glyph boxes).
        let glyphs = stage
            .text_boxes("mirrors")
            .into_iter()
            .filter(|b| b.text.chars().all(|c| ('♔'..='♟').contains(&c)))
            .count();
        // The pieces on both boards (32 + 28) and the four kinds in hand,
        // each drawn as two glyphs (its fill and its outline).
        assert_eq!(glyphs, 2 * (32 + 28 + 4), "{w}x{h}");
        assert_fits(&words(stage.text_boxes("mirrors")), w, h);
    }
}

/// Seed 004: an individual Swiss has no game of its own before round 1.
/// The mirrors screen of a Swiss whose boards come from its pairings shows
/// the event and that it waits for the pairings, not the config's first two
/// players as a game; once round 1 is on the stage, its boards.
#[test]
fn a_swiss_shows_no_game_before_its_first_round_is_on_the_stage() {
    let config = "tests/configs/rapid-fourteen.toml";
    let dir = out_dir();
    let before = dir.join(format!("swiss-before-{}.txt", fastrand::u32(..)));
    std::fs::write(&before, "").unwrap();
    let after = dir.join(format!("swiss-after-{}.txt", fastrand::u32(..)));
    std::fs::write(
        &after,
        "at 0 event pair 1 1 8\nat 0 event pair 1 9 2\nat 1 event stage 1\n",
    )
    .unwrap();
    let (w, h) = (1280u32, 720u32);
    // The top quarter: where a mirror's board would be; blank while waiting.
    let top = Rect {
        x: 0.0,
        y: 0.0,
        w: w as f32,
        h: h as f32 * 0.25,
    };
    let waiting = render(config, before.to_str().unwrap(), "mesas", w, h);
    assert_eq!(ink_pixels(&waiting, top), 0, "no board before round 1");
    let middle = Rect {
        x: 0.0,
        y: h as f32 * 0.3,
        w: w as f32,
        h: h as f32 * 0.35,
    };
    assert!(ink_pixels(&waiting, middle) > 1000, "the waiting text");
    let staged = render(config, after.to_str().unwrap(), "mesas", w, h);
    assert!(
        ink_pixels(&staged, top) > 1000,
        "round 1's boards on the mirrors"
    );
}

/// A captured screen as an RGB picture.
fn rgb(image: &bevy::image::Image) -> RgbImage {
    let data = image.data.as_ref().unwrap();
    RgbImage::from_fn(image.width(), image.height(), |x, y| {
        let i = 4 * (y * image.width() + x) as usize;
        Rgb([data[i], data[i + 1], data[i + 2]])
    })
}

#[test]
fn the_final_writes_its_moves_in_the_events_notation() {
    // Issue 29: "screens ... show moves in the event's notation: figurine
    // (the default for screens), local (es R D T A C) or english. The
    // journal and PGN stay standard SAN."
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let shipped = root().join(FINAL);
    let base = std::fs::read_to_string(&shipped).unwrap();
    let script = std::fs::read_to_string(root().join("tests/scripts/stage-final.txt")).unwrap();
    let mut pictures = Vec::new();
    for (notation, shown, not_shown) in [
        (None, "4. ♘g5 d5 5. exd5 ♘a5", "Na5"),
        (Some("local"), "4. Cg5 d5 5. exd5 Ca5", "♘"),
        (Some("english"), "4. Ng5 d5 5. exd5 Na5", "Ca5"),
    ] {
        let text = match notation {
            Some(n) => base.replacen(
                "language = \"es\"",
                &format!("language = \"es\"\nnotation = \"{n}\""),
                1,
            ),
            None => base.clone(),
        };
        let config = EventConfig::parse(&text, &shipped, &|p| std::fs::read_to_string(p))
            .unwrap_or_else(|e| panic!("{e}"));
        let run = headless::replay(&config, &script, false, &mut || true);
        assert!(run.errors.is_empty(), "{:?}", run.errors);
        // The record keeps English SAN whatever the screens show.
        let pgn = megxadrez::core::session_pgn::write_session(&run.session, "2026.12.01");
        assert!(pgn.contains("5. exd5") && pgn.contains("Na5"), "{pgn}");
        let mut stage = OffscreenStage::new(
            run.session.clone(),
            StageTime::Fixed(run.at_ms),
            &[("final", 1280, 720)],
        )
        .unwrap();
        stage.settle();
        let moves = stage
            .text_boxes("final")
            .into_iter()
            .find(|b| b.text.contains("exd5"))
            .expect("the last moves are on the final");
        assert!(
            moves.text.contains(shown) && !moves.text.contains(not_shown),
            "{notation:?}: {:?}",
            moves.text
        );
        let picture = rgb(&stage.capture("final").unwrap());
        assert!(ink_pixels(&picture, moves.rect) > 200, "{notation:?}");
        pictures.push((picture, moves.rect));
    }
    // On the pictures: the figurines are not the letters.
    let (figurine, r) = &pictures[0];
    let (english, _) = &pictures[2];
    let mut differing = 0;
    for y in r.y as u32..(r.y + r.h) as u32 {
        for x in r.x as u32..(r.x + r.w) as u32 {
            differing += usize::from(differs(
                *figurine.get_pixel(x, y),
                *english.get_pixel(x, y),
                80,
            ));
        }
    }
    assert!(differing > 100, "{differing} pixels differ");
}

#[test]
fn a_knockout_round_is_named_by_what_it_is_and_the_league_table_by_the_league() {
    // Issue 29: "rounds named by what they are (... Final, Tercer y cuarto
    // puesto) on the pairings screen, the bracket, the console and the PGN
    // Round tag; a league table after the league ended says «Clasificación
    // final de la liga», not a round number that belongs to the knockout."
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let path = root().join("tests/configs/league-six.toml");
    let config = megxadrez::store::load_config(&path).unwrap();
    let (mut script, t) = crate::league_played_out(6, true);
    script.push_str(&format!(
        "at {t} event pair 6 1 4\nat {t} event pair 6 2 3\nat {t} event result 6 1 4 1-0\nat {t} event result 6 2 3 1-0\nat {t} event pair 7 1 2\nat {t} event pair 7 4 3\nat {t} event stage 7\n"
    ));
    let run = headless::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    let pgn = megxadrez::core::session_pgn::write_session(&run.session, "2026.12.01");
    assert!(pgn.contains("[Round \"Final\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"Tercer y cuarto puesto\"]"), "{pgn}");
    for (w, h) in [(1920, 1080), (1080, 1920)] {
        let mut stage = OffscreenStage::new(
            run.session.clone(),
            StageTime::Fixed(t * 1000),
            &[("ronda", w, h), ("tabla", w, h)],
        )
        .unwrap();
        stage.settle();
        let pairings = stage.text_boxes("ronda");
        let has = |boxes: &[megxadrez::stage::TextBox], t: &str| boxes.iter().any(|b| b.text == t);
        assert!(
            pairings.iter().any(|b| b
                .text
                .starts_with("Final · Tercer y cuarto puesto · blancas")),
            "{w}x{h}: {pairings:#?}"
        );
        // Each row says which game it is.
        let row_of = |label: &str| {
            pairings
                .iter()
                .find(|b| b.text == label)
                .unwrap_or_else(|| panic!("{w}x{h}: no row {label}: {pairings:#?}"))
                .rect
        };
        let (final_row, third_row) = (row_of("Final"), row_of("Tercer y cuarto puesto"));
        assert!(final_row.y < third_row.y);
        // A name belongs to the row whose label is nearest (a portrait
        // screen puts one side over the other beside the label).
        let centre = |r: &Rect| r.y + r.h / 2.0;
        let on_row = |row: Rect, name: &str| {
            pairings.iter().any(|b| {
                b.text == name
                    && [final_row, third_row].iter().all(|other| {
                        (centre(&b.rect) - centre(&row)).abs()
                            <= (centre(&b.rect) - centre(other)).abs()
                    })
            })
        };
        assert!(on_row(final_row, "Os Cabalos Tolos") && on_row(final_row, "Os Alfiles Rápidos"));
        assert!(on_row(third_row, "Os Peóns Valentes"));
        assert_fits(&pairings, w, h);
        let table = stage.text_boxes("tabla");
        assert!(
            has(&table, "Clasificación final de la liga"),
            "{w}x{h}: {table:#?}"
        );
        assert!(!table.iter().any(|b| b.text.contains("tras la ronda")));
    }
}

#[test]
fn a_name_too_long_for_its_place_is_written_short_where_the_config_gives_a_short_one() {
    // Issue 29: "a cut name keeps its distinctive part (...): allow a short
    // name per team/player in the config, short = "…", used where space is
    // tight".
    let long = "Club de Xadrez da Escola Municipal de Ensino Básico e Secundario do Concello de Santiago de Compostela e da Asociación de Nais e Pais do Alumnado do Ensino Público — Os Peóns Saltaríns do Barrio Vello";
    let script = std::fs::read_to_string(root().join("tests/scripts/stage-final.txt")).unwrap();
    let mut seen = Vec::new();
    for short in [None, Some("Os Peóns Saltaríns")] {
        let dir = out_dir().join(format!("short-{}", short.is_some()));
        std::fs::create_dir_all(&dir).unwrap();
        let short_line = short.map_or(String::new(), |s| format!("short = \"{s}\"\n"));
        std::fs::write(
            dir.join("teams.toml"),
            format!(
                "[[teams]]\nname = \"{long}\"\n{short_line}players = [\"Ana\", \"Bea\", \"Cris\"]\n\n\
                 [[teams]]\nname = \"As Torres Valentes\"\nplayers = [\"Dani\", \"Eva\", \"Fran\"]\n\n\
                 [[teams]]\nname = \"Os Cabalos Tolos\"\nplayers = [\"Gael\", \"Hugo\", \"Lois\"]\n\n\
                 [[teams]]\nname = \"As Raíñas do Xadrez\"\nplayers = [\"Iria\", \"Xoel\", \"Uxía\"]\n"
            ),
        )
        .unwrap();
        let shipped = root().join(FINAL);
        let text = std::fs::read_to_string(&shipped)
            .unwrap()
            .replace(
                "teams_file = \"teams/megxadrez-finalists.toml\"",
                &format!(
                    "teams_file = {:?}",
                    dir.join("teams.toml").to_str().unwrap()
                ),
            )
            .replace("Os Peóns Saltaríns", long);
        let config = EventConfig::parse(&text, &shipped, &|p| std::fs::read_to_string(p))
            .unwrap_or_else(|e| panic!("{e}"));
        let run = headless::replay(&config, &script, false, &mut || true);
        assert!(run.errors.is_empty(), "{:?}", run.errors);
        let boxes = boxes_on(run.session.clone(), run.at_ms, "final", (1024, 768));
        let cut = boxes
            .iter()
            .any(|b| b.text.starts_with("Club de Xadrez") && b.text.ends_with('…'));
        let written_short = boxes.iter().any(|b| b.text == "Os Peóns Saltaríns");
        seen.push((cut, written_short));
        assert_fits(
            &boxes
                .into_iter()
                .filter(|b| b.z < 10.0 && !b.text.chars().all(|c| ('♔'..='♟').contains(&c)))
                .collect::<Vec<_>>(),
            1024,
            768,
        );
    }
    // Without a short name the name is cut; with one, it is written short.
    assert_eq!(seen, [(true, false), (false, true)]);
}

#[test]
fn a_childs_name_too_long_for_the_mover_line_is_written_short() {
    // Issue 29: "allow a short name per team/player in the config, `short =
    // "…"`, used where space is tight". The long-names final gives Uxía
    // María de los Ángeles Otero the short "Uxía M. Otero": at 4:3 the next
    // mover's line is written with it, not cut; with a wide screen's room
    // the full name stays.
    let session = session(
        "tests/configs/final-long-names.toml",
        &root().join("tests/scripts/stage-final.txt"),
    );
    for ((w, h), wanted) in [
        ((1024, 768), "▶ Mueve: Uxía M. Otero"),
        ((3840, 2160), "▶ Mueve: Uxía María de los Ángeles Otero"),
    ] {
        let mover = boxes_on(session.clone(), 60_000, "final", (w, h))
            .into_iter()
            .find(|b| b.text.starts_with('▶'))
            .map(|b| b.text);
        assert_eq!(mover.as_deref(), Some(wanted), "{w}x{h}");
    }
}

/// The texts `screen` shows at `w`×`h` for `session` at `at_ms`, once
/// every text has found its size.
fn boxes_on(
    session: Session,
    at_ms: u64,
    screen: &str,
    (w, h): (u32, u32),
) -> Vec<megxadrez::stage::TextBox> {
    let mut stage = megxadrez::app::OffscreenStage::new(
        session,
        megxadrez::live::StageTime::Fixed(at_ms),
        &[(screen, w, h)],
    )
    .unwrap();
    stage.settle();
    stage.text_boxes(screen)
}

/// The config at `path` (from the repository's root) with its `teams`
/// renamed `name(1)`, `name(2)`, … in order.
fn renamed(path: &str, teams: &[&str], name: &dyn Fn(usize) -> String) -> EventConfig {
    let path = root().join(path);
    let mut text = std::fs::read_to_string(&path).unwrap();
    for (i, old) in teams.iter().enumerate() {
        text = text.replace(old, &name(i + 1));
    }
    EventConfig::parse(&text, &path, &|p| std::fs::read_to_string(p))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The six-team league with its teams renamed by `name(i)`, played out,
/// its semi-finals decided and the final and the game for third place on
/// the stage.
fn league_to_final(name: &dyn Fn(usize) -> String) -> (Session, u64) {
    let config = renamed(
        "tests/configs/league-six.toml",
        &[
            "Os Cabalos Tolos",
            "Os Alfiles Rápidos",
            "As Raíñas do Xadrez",
            "Os Peóns Valentes",
            "As Torres de Hércules",
            "Os Reis do Enroque",
        ],
        name,
    );
    let (mut script, t) = crate::league_played_out(6, true);
    script.push_str(&format!(
        "at {t} event pair 6 1 4\nat {t} event pair 6 2 3\nat {t} event result 6 1 4 1-0\nat {t} event result 6 2 3 1-0\nat {t} event pair 7 1 2\nat {t} event pair 7 4 3\nat {t} event stage 7\nat {} start\nat {} move e4\n",
        t + 1, t + 2
    ));
    let run = headless::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    (run.session, run.at_ms)
}

/// The rapid circuit's twelve with birth years, prizes for under 14, 16 and
/// 18 in 2026 and one general prize, and a `premios` categories screen; the
/// players named by `name` (1-based) where given.
fn rapid_with_categories(name: Option<&dyn Fn(usize) -> String>) -> String {
    let mut text =
        std::fs::read_to_string(root().join("tests/configs/rapid-standings.toml")).unwrap();
    if let Some(name) = name {
        let players: Vec<String> = text
            .split("[[entrants]]\nname = \"")
            .skip(1)
            .filter_map(|rest| rest.split_once('"').map(|(n, _)| n.to_owned()))
            .collect();
        assert_eq!(players.len(), 12);
        for (i, old) in players.iter().enumerate() {
            text = text.replace(&format!("\"{old}\""), &format!("\"{}\"", name(i + 1)));
        }
    }
    let mut k = 0;
    text.lines()
        .map(|l| {
            if l.starts_with("rating = ") {
                k += 1;
                format!("{l}\nborn = {}", 2007 + (k * 5) % 8)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        .replace(
            "rules = \"2026\"",
            "rules = \"2026\"\ncategories = [14, 16, 18]\ngeneral_prizes = 1\nyear = 2026",
        )
        + "\n\n[[screens]]\nname = \"premios\"\nlayout = \"categories\"\n"
}

/// The school zonal of five with its teams named by `name` (1-based),
/// after round 1's script: its match screen `encuentro` and the mirrors.
fn school_match(name: &dyn Fn(usize) -> String) -> (Session, u64) {
    let config = renamed(
        "tests/configs/school-five.toml",
        &[
            "CEIP A Laxe",
            "CEIP O Castro",
            "CPI Os Dices",
            "CEIP Praia Xardín",
            "Colexio San Xosé",
        ],
        name,
    );
    let script = std::fs::read_to_string(root().join("tests/scripts/school-five.txt")).unwrap();
    let run = headless::replay(&config, &script, false, &mut || true);
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    (run.session, run.at_ms)
}

/// What the picture rule finds wrong with `screen` of `stage` (`w`×`h`)
/// whose names are `names`: a text off the screen or over another; a name
/// cut while a band of the screen free of anything is taller than two of
/// its lines; the content (from its first to its last drawn row) under 70 %
/// of the safe area's height while the names are smaller than 1/20 of it
/// and narrower than 40 % of the width; on the final, the team names and
/// the next mover under 1/20 of the height.
fn layout_problems(
    stage: &mut megxadrez::app::OffscreenStage,
    screen: &str,
    (w, h): (u32, u32),
    names: &[String],
    what: &str,
) -> Vec<String> {
    let mut problems = Vec::new();
    let boxes: Vec<_> = stage
        .text_boxes(screen)
        .into_iter()
        .filter(|b| b.z < 10.0)
        .collect();
    let words: Vec<_> = boxes
        .iter()
        .filter(|b| !b.text.chars().all(|c| ('♔'..='♟').contains(&c)))
        .collect();
    // Nothing leaves the screen; no two texts overlap.
    for (i, a) in words.iter().enumerate() {
        let r = a.rect;
        if r.x < -1.0 || r.y < -1.0 || r.x + r.w > w as f32 + 1.0 || r.y + r.h > h as f32 + 1.0 {
            problems.push(format!("{what}: {:?} leaves the screen", a.text));
        }
        for b in &words[i + 1..] {
            if overlap(&a.rect, &b.rect) > 0.0 {
                problems.push(format!("{what}: {:?} overlaps {:?}", a.text, b.text));
            }
        }
    }
    // The screen's rows that show nothing: all (but a few pixels) the
    // background's colour, read at the bottom-left corner.
    let img = rgb(&stage.capture(screen).unwrap());
    let background = *img.get_pixel(0, h - 1);
    let empty: Vec<bool> = (0..h)
        .map(|y| {
            let drawn = (0..w)
                .filter(|&x| differs(*img.get_pixel(x, y), background, 12))
                .count();
            drawn * 200 < w as usize
        })
        .collect();
    let top = empty.iter().position(|e| !e).unwrap_or(0) as f32;
    let bottom = empty.iter().rposition(|e| !e).unwrap_or(0) as f32 + 1.0;
    let covered = (bottom - top) / (0.94 * h as f32);
    let mut free = 0usize;
    let mut run = 0usize;
    for e in &empty[..(0.97 * h as f32) as usize] {
        run = if *e { run + 1 } else { 0 };
        free = free.max(run);
    }
    let free = free as f32;
    let named: Vec<_> = words
        .iter()
        .filter(|b| {
            names
                .iter()
                .any(|t| b.text.contains(t.trim_end_matches('…')))
        })
        .collect();
    for b in &words {
        let cut = b.text.ends_with('…')
            && names.iter().any(|t| {
                let kept = b.text.trim_end_matches('…');
                let kept = kept.rsplit(['(', '·']).next().unwrap_or(kept).trim();
                kept.chars().count() > 2 && t.starts_with(kept) && t.as_str() != kept
            });
        if cut && free > 2.4 * b.px {
            problems.push(format!(
                "{what}: {:?} cut while a band of {free:.0} px is free",
                b.text
            ));
        }
    }
    if screen == "final" {
        // 1/20 of the height (of a 4:3 screen as wide, on a portrait one).
        let measure = if w < h { w as f32 * 0.75 } else { h as f32 };
        let mover = words.iter().find(|b| b.text.starts_with('▶'));
        let teams = names[..2].iter().map(|team| {
            let px = words.iter().find(|b| &b.text == team).map_or(0.0, |b| b.px);
            (team.clone(), px)
        });
        for (text, px) in teams.chain(mover.map(|b| (b.text.clone(), b.px))) {
            if px < measure / 20.0 - 0.5 {
                problems.push(format!(
                    "{what}: {text:?} at {px} px, under 1/20 of {measure}"
                ));
            }
        }
        return problems;
    }
    // Names as large as the screen allows: the content filling 70 % of
    // the safe area, or the largest name at 1/20 of the height, or names
    // filling 40 % of the width (the width binds, not the height).
    let largest = named.iter().map(|b| b.px).fold(0.0, f32::max);
    let width_bound = named.iter().any(|b| b.rect.w >= 0.4 * w as f32);
    if covered < 0.7 && largest < 0.94 * h as f32 / 20.0 && !width_bound {
        problems.push(format!(
            "{what}: content covers {:.0} % of the height, names at {largest} px",
            covered * 100.0
        ));
    }
    problems
}

#[test]
fn every_screen_uses_the_projector_at_every_size_with_short_and_long_names() {
    // Issue 29: "the content is laid out to fill the screen's safe area,
    // whatever its aspect ... Names wrap to two lines before they shrink,
    // and shrink before they are cut"; "team names on the final ≥ H/20".
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let sizes = [
        (1024, 768),
        (1280, 720),
        (1920, 1080),
        (1920, 1200),
        (1080, 1920),
        (3840, 2160),
    ];
    let short = |i: usize| format!("Equipo {i}");
    let long = |i: usize| format!("{i} Club Cultural e Deportivo Iñaki Núñez de Allariz");
    assert_eq!(long(1).chars().count(), 50);
    let player = |i: usize| format!("Xogador {i}");
    let long_player = |i: usize| format!("Fernández-Villaverde Outeiriño, María del Carmen {i}");
    let mut problems = Vec::new();
    for (label, short, long) in [
        (
            "8",
            &short as &dyn Fn(usize) -> String,
            &player as &dyn Fn(usize) -> String,
        ),
        ("50", &long, &long_player),
    ] {
        let rapid = rapid_with_categories(Some(long));
        let path = root().join("tests/configs/rapid-standings.toml");
        let config = EventConfig::parse(&rapid, &path, &|p| std::fs::read_to_string(p)).unwrap();
        let script =
            std::fs::read_to_string(root().join("tests/scripts/rapid-standings.txt")).unwrap();
        let prizes = headless::replay(&config, &script, false, &mut || true);
        assert!(prizes.errors.is_empty(), "{:?}", prizes.errors);
        let league = league_to_final(short);
        let school = school_match(short);
        let events = [
            (
                league,
                (1..=6).map(short).collect::<Vec<_>>(),
                &["final", "mesas", "ronda", "tabla", "cruzada", "cuadro"][..],
            ),
            (
                school,
                (1..=5).map(short).collect(),
                &["encuentro", "mesas"][..],
            ),
            (
                (prizes.session, 0),
                (1..=12).map(long).collect(),
                &["premios"][..],
            ),
        ];
        for ((session, at_ms), names, screens) in &events {
            for (w, h) in sizes {
                let wanted: Vec<_> = screens.iter().map(|s| (*s, w, h)).collect();
                let mut stage =
                    OffscreenStage::new(session.clone(), StageTime::Fixed(*at_ms), &wanted)
                        .unwrap();
                stage.settle();
                for screen in *screens {
                    let what = format!("{screen} {w}x{h} names of {label}");
                    problems.extend(layout_problems(&mut stage, screen, (w, h), names, &what));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Issue 47, item 12: "for one frame after a result a name was drawn
/// clipped ('tero' for 'Otero')". A screen drawn again shows in its first
/// frames only texts that fit their boxes: none off the screen or over
/// another, at any size (a text is shown once it fits).
#[test]
fn no_frame_shows_a_text_before_it_fits() {
    use megxadrez::app::OffscreenStage;
    use megxadrez::live::StageTime;
    let config = "tests/configs/league-six-long-names.toml";
    let script = root().join("tests/scripts/league-six-final.txt");
    let session = session(config, &script);
    let at = 0;
    let screens = ["tabla", "ronda", "mesas", "cuadro", "cruzada"];
    let mut caught = 0;
    for (w, h) in [(1024, 768), (1080, 1920), (1920, 1080)] {
        let sizes: Vec<(&str, u32, u32)> = screens.iter().map(|&s| (s, w, h)).collect();
        let mut stage = OffscreenStage::new(session.clone(), StageTime::Fixed(at), &sizes).unwrap();
        for frame in 0..6 {
            stage.update();
            for screen in screens {
                let boxes = words(stage.text_boxes(screen));
                caught += boxes.len();
                assert_fits_in(&boxes, w, h, &format!("{screen}, frame {frame}"));
            }
        }
        // Settled, the standings' places and points are no larger than
        // the names beside them ("in the 4:3 standings names are smaller
        // than the figures beside them").
        stage.settle();
        let boxes = words(stage.text_boxes("tabla"));
        let names: Vec<f32> = boxes
            .iter()
            .filter(|b| session.event().names().contains(&b.text))
            .map(|b| b.px)
            .collect();
        let figures: Vec<f32> = boxes
            .iter()
            .filter(|b| {
                b.text
                    .chars()
                    .all(|c| c.is_ascii_digit() || "½.,".contains(c))
            })
            .map(|b| b.px)
            .collect();
        assert_eq!(names.len(), 6, "{w}x{h}: {boxes:?}");
        // (A name too long for its place shrinks alone: the names' size
        // is the one most are drawn at, the largest.)
        let name = names.iter().copied().fold(0.0, f32::max);
        for f in figures {
            assert!(
                f <= name * 1.1,
                "{w}x{h}: figures at {f} px beside names at {name} px"
            );
        }
    }
    assert!(caught > 0, "the screens showed nothing");
}

/// Before any result every entrant is level on nothing: the standings list
/// them with no places and no leader in bold (the organiser's run found
/// every entrant "1." and the first row bold before the first game); a
/// result brings the places.
#[test]
fn standings_before_any_result_show_no_places() {
    let config = "tests/configs/league-six.toml";
    let before = session(config, &root().join("tests/scripts/league-six.txt"));
    let places = |session: Session| {
        let boxes = words(boxes_on(session, 0, "tabla", (1920, 1080)));
        let places: Vec<String> = boxes
            .iter()
            .filter(|b| b.text.ends_with('.') && b.text[..b.text.len() - 1].parse::<u32>().is_ok())
            .map(|b| b.text.clone())
            .collect();
        let names = boxes
            .iter()
            .filter(|b| b.text.starts_with("Os ") || b.text.starts_with("As "))
            .count();
        (places, names)
    };
    let mut fresh = Session::new(before.config().clone());
    fresh.tick(0);
    let (none, names) = places(fresh);
    assert!(none.is_empty(), "places before any result: {none:?}");
    assert_eq!(names, 6, "every team listed");
    let (some, _) = places(before);
    assert!(
        some.contains(&"1.".to_owned()),
        "no places after results: {some:?}"
    );
}
