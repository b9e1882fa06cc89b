//! The hall's information board: a message put up from the terminal shows
//! on the screens it names (a banner above the screen's content, laid out
//! below it, or the whole screen), is journaled and comes back after a restart, and goes
//! when its time is up.

use std::path::PathBuf;

use megxadrez::app::OffscreenStage;
use megxadrez::core::hall::HallCommand;
use megxadrez::live::StageTime;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The rapid Swiss with its first round paired and staged, and `lines`
/// applied at their instants.
fn session(lines: &[(u64, &str)]) -> megxadrez::core::session::Session {
    staged(&root().join("tests/configs/rapid-swiss-stage.toml"), lines)
}

/// The rapid Swiss of `config` (the test's, or one made from it) with its
/// first round paired and staged, and `lines` applied at their instants.
pub(crate) fn staged(
    config: &std::path::Path,
    lines: &[(u64, &str)],
) -> megxadrez::core::session::Session {
    let config = megxadrez::store::load_config(config).unwrap();
    let run = megxadrez::core::replay::replay(
        &config,
        "at 1 event pair 1 1 7\nat 1 event pair 1 8 2\nat 1 event pair 1 3 9\n\
         at 1 event pair 1 10 4\nat 1 event pair 1 5 11\nat 1 event pair 1 12 6\n\
         at 2 event stage 1\n",
        false,
        &mut || true,
    );
    assert!(run.errors.is_empty(), "{:?}", run.errors);
    let mut session = run.session;
    for (at, line) in lines {
        session
            .apply_hall(&HallCommand::parse(line).unwrap(), *at)
            .unwrap();
    }
    session
}

#[test]
fn a_banner_shows_above_its_screens_content_and_goes_when_its_time_is_up() {
    let s = session(&[(
        10_000,
        "message banner for 60 on final,mesas La ronda 2 empieza a las 11:30 en la pista central",
    )]);
    for (w, h) in [(1920, 1080), (1024, 768), (1080, 1920)] {
        let mut stage = OffscreenStage::new(
            s.clone(),
            StageTime::Fixed(30_000),
            &[("final", w, h), ("ronda", w, h)],
        )
        .unwrap();
        stage.settle();
        let boxes = stage.text_boxes("final");
        let banner = boxes
            .iter()
            .find(|b| b.text.contains("La ronda 2 empieza"))
            .unwrap_or_else(|| panic!("{w}x{h}: no banner in {boxes:#?}"));
        // At the top, in front, inside the screen.
        assert!(
            banner.rect.y + banner.rect.h <= 0.08 * w.min(h) as f32,
            "{w}x{h}: {banner:?}"
        );
        assert!(
            banner.rect.x >= 0.0 && banner.rect.x + banner.rect.w <= w as f32,
            "{banner:?}"
        );
        assert!(banner.z > 60.0);
        // Nothing of the screen under it: the content is laid out below.
        for b in boxes.iter().filter(|b| !std::ptr::eq(*b, banner)) {
            assert!(
                b.rect.y >= banner.rect.y + banner.rect.h - 1.0,
                "{w}x{h}: {b:?} under the banner {banner:?}"
            );
        }
        // The board, its names and clocks still show, all below it.
        for name in [
            "Fernández Castro, Lucía",
            "Sánchez Rey, Alba",
            "15:00",
            "♔",
            "♚",
        ] {
            let b = boxes
                .iter()
                .find(|b| b.text == name)
                .unwrap_or_else(|| panic!("{w}x{h}: no {name} in {boxes:#?}"));
            assert!(
                b.rect.y >= banner.rect.y + banner.rect.h,
                "{w}x{h}: {name} under the banner: {b:?}"
            );
        }
        // Not on a screen it does not name.
        assert!(
            !stage
                .text_boxes("ronda")
                .iter()
                .any(|b| b.text.contains("La ronda 2 empieza"))
        );
        // Its minute is up at 70 s.
        stage.set_time(StageTime::Fixed(70_000));
        stage.settle();
        assert!(
            !stage
                .text_boxes("final")
                .iter()
                .any(|b| b.text.contains("La ronda 2 empieza"))
        );
    }
}

#[test]
fn a_full_screen_message_covers_the_screen_and_its_clear_uncovers_it() {
    let mut s = session(&[(10_000, "message full Entrega de premios en el escenario")]);
    let mut stage = OffscreenStage::new(
        s.clone(),
        StageTime::Fixed(20_000),
        &[("tabla", 1920, 1080)],
    )
    .unwrap();
    stage.settle();
    let boxes = stage.text_boxes("tabla");
    let message = boxes
        .iter()
        .find(|b| b.text == "Entrega de premios en el escenario")
        .unwrap_or_else(|| panic!("{boxes:#?}"));
    assert!(
        message.px >= 60.0,
        "read from the back of a hall: {message:?}"
    );
    // Everything else on the screen is behind it.
    assert!(boxes.iter().all(|b| b.z <= message.z), "{boxes:#?}");
    s.apply_hall(&HallCommand::parse("message clear full").unwrap(), 30_000)
        .unwrap();
    let mut stage =
        OffscreenStage::new(s, StageTime::Fixed(31_000), &[("tabla", 1920, 1080)]).unwrap();
    stage.settle();
    assert!(
        !stage
            .text_boxes("tabla")
            .iter()
            .any(|b| b.text.contains("Entrega"))
    );
}

/// Through the real binary: the console takes a message, refuses a wrong
/// one in the event's language, journals it, and a restart finds it.
#[test]
fn a_message_from_the_terminal_is_journaled_and_survives_a_restart() {
    let dir = super::fresh_dir("hall-console");
    let run = |input: &str| {
        let out = super::megxadrez_in(
            &root(),
            &[
                "console".as_ref(),
                "--config".as_ref(),
                root()
                    .join("tests/configs/rapid-swiss-stage.toml")
                    .as_os_str(),
                "--journal".as_ref(),
                dir.as_os_str(),
            ],
            input,
            &[],
        );
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let said = run("message banner for 600 on final Silencio, por favor\n\
         message full on fnal Entrega de premios\n\
         message banner for nunca Hola\n");
    assert!(
        said.contains("ok: mensaje: message banner for 600 on final Silencio, por favor"),
        "{said}"
    );
    assert!(
        said.contains(
            "! no hay ninguna pantalla «fnal»; las pantallas son: final, mesas, ronda, tabla"
        ),
        "{said}"
    );
    assert!(
        said.contains("! «nunca» no es un número de segundos de 1 a 86400"),
        "{said}"
    );
    let journal = std::fs::read_to_string(dir.join("session.journal")).unwrap();
    let halls: Vec<&str> = journal
        .lines()
        .filter(|l| l.contains(" hall at "))
        .collect();
    assert_eq!(halls.len(), 1, "only what was accepted: {journal}");
    assert!(
        halls[0].ends_with("message banner for 600 on final Silencio, por favor"),
        "{journal}"
    );
    // Restarted on the journal: the message is there again (a clear of
    // the banner is taken, and journaled too).
    let said = run("message clear banner on final\n");
    assert!(
        said.contains("ok: mensaje: message clear banner on final"),
        "{said}"
    );
    let journal = std::fs::read_to_string(dir.join("session.journal")).unwrap();
    assert_eq!(
        journal.lines().filter(|l| l.contains(" hall at ")).count(),
        2,
        "{journal}"
    );
    let (records, _) =
        megxadrez::core::journal::read(&dir.join("session.journal"), &journal).unwrap();
    let config =
        megxadrez::store::load_config(&root().join("tests/configs/rapid-swiss-stage.toml"))
            .unwrap();
    let mut session = megxadrez::core::session::Session::new(config);
    let mut up_before_clear = 0;
    for r in &records {
        if matches!(
            r.entry,
            megxadrez::core::journal::Entry::Hall(HallCommand::Clear { .. })
        ) {
            up_before_clear = session.hall().up(r.at_ms).count();
        }
        session.replay(r).unwrap();
    }
    assert_eq!(up_before_clear, 1, "the banner came back with the journal");
    assert_eq!(session.hall().up(u64::MAX / 2).count(), 0);
}

#[test]
fn a_countdown_shows_the_time_left_each_second() {
    let s = session(&[(
        10_000,
        "message full for 300 countdown on tabla La ronda 2 empieza en",
    )]);
    let mut stage =
        OffscreenStage::new(s, StageTime::Fixed(11_000), &[("tabla", 1920, 1080)]).unwrap();
    stage.settle();
    let said = |stage: &mut OffscreenStage| -> Vec<String> {
        stage
            .text_boxes("tabla")
            .into_iter()
            .filter(|b| b.text.starts_with("La ronda 2"))
            .map(|b| b.text)
            .collect()
    };
    assert_eq!(said(&mut stage), ["La ronda 2 empieza en 4:59"]);
    stage.set_time(StageTime::Fixed(250_500));
    stage.settle();
    assert_eq!(said(&mut stage), ["La ronda 2 empieza en 1:00"]);
    stage.set_time(StageTime::Fixed(310_000));
    stage.settle();
    assert!(said(&mut stage).is_empty(), "gone at zero");
}

/// The rapid Swiss with a welcome screen, its rounds' times and the
/// address its phones follow it at.
fn welcome_config(dir: &std::path::Path) -> std::path::PathBuf {
    let text = std::fs::read_to_string(root().join("tests/configs/rapid-swiss-stage.toml"))
        .unwrap()
        .replace(
            "initial_colour = \"white\"",
            "initial_colour = \"white\"\nschedule = [\"10:00\", \"11:15\", \"12:30\", \"16:00\", \"17:15\"]",
        );
    let path = dir.join("welcome.toml");
    std::fs::write(
        &path,
        format!(
            "{text}\n[[screens]]\nname = \"bienvenida\"\nlayout = \"welcome\"\n\n\
             [network]\nlisten = \"127.0.0.1:0\"\npublic_url = \"http://192.168.1.40:8080/\"\n"
        ),
    )
    .unwrap();
    path
}

#[test]
fn the_welcome_screen_has_the_schedule_and_a_code_that_reads_as_the_address() {
    let dir = super::fresh_dir("hall-welcome");
    let config = megxadrez::store::load_config(&welcome_config(&dir)).unwrap();
    for (w, h) in [(1920, 1080), (1024, 768), (1080, 1920)] {
        let session = megxadrez::core::session::Session::new(config.clone());
        let mut stage =
            OffscreenStage::new(session, StageTime::Fixed(0), &[("bienvenida", w, h)]).unwrap();
        stage.settle();
        let boxes = stage.text_boxes("bienvenida");
        let texts: Vec<&str> = boxes.iter().map(|b| b.text.as_str()).collect();
        for wanted in [
            "Circuito de ajedrez rápido — Sub-18",
            "Polideportivo municipal",
            "Ronda 1 · 10:00",
            "Ronda 5 · 17:15",
            "Siga el evento en el móvil: http://192.168.1.40:8080/follow",
        ] {
            assert!(
                texts.contains(&wanted),
                "{w}x{h}: no {wanted:?} in {texts:?}"
            );
        }
        // The code, read back from the screen's pixels.
        let image = stage.capture("bienvenida").unwrap();
        let data = image.data.as_ref().unwrap();
        let luma = image::GrayImage::from_fn(image.width(), image.height(), |x, y| {
            let i = 4 * (y * image.width() + x) as usize;
            image::Luma([
                ((u32::from(data[i]) + u32::from(data[i + 1]) + u32::from(data[i + 2])) / 3) as u8,
            ])
        });
        let mut prepared = rqrr::PreparedImage::prepare(luma);
        let grids = prepared.detect_grids();
        assert_eq!(grids.len(), 1, "{w}x{h}: one code on the screen");
        let (_, content) = grids[0].decode().unwrap();
        assert_eq!(content, "http://192.168.1.40:8080/follow", "{w}x{h}");
    }
}

#[test]
fn a_wrong_schedule_or_address_is_refused_where_it_is_written() {
    let dir = super::fresh_dir("hall-welcome-wrong");
    let path = welcome_config(&dir);
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replace("\"16:00\"", "\"16h\"")).unwrap();
    let e = megxadrez::store::load_config(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("tournament.schedule") && e.contains("«16h» no es una hora"),
        "{e}"
    );
    std::fs::write(
        &path,
        text.replace("http://192.168.1.40:8080/", "192.168.1.40"),
    )
    .unwrap();
    let e = megxadrez::store::load_config(&path)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("network.public_url") && e.contains("no es una dirección web"),
        "{e}"
    );
}
