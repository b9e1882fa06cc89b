//! The unit tests of `hall`.

use super::*;

fn show(line: &str, at_ms: u64, hall: &mut Hall) {
    hall.apply(&HallCommand::parse(line).unwrap(), at_ms);
}

#[test]
fn a_command_reads_and_is_written_back_as_it_reads() {
    for line in [
        "message banner La ronda 3 empieza a las 11:30",
        "message full for 300 Entrega de premios en el escenario",
        "message banner on final,mesas for 60 Silencio,   por favor",
        "message clear",
        "message clear banner",
        "message clear full on final",
        "message clear on final,mesas",
        "message banner until 11:30 countdown cue fin La ronda 4 empieza en",
        "message full for 300 countdown on tabla Entrega de premios en",
    ] {
        let c = HallCommand::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let again = HallCommand::parse(&c.to_string()).unwrap();
        assert_eq!(c, again, "{line} → {c}");
    }
    assert_eq!(
        HallCommand::parse("message banner on final,mesas for 60 Silencio,   por favor").unwrap(),
        HallCommand::Show {
            placement: Placement::Banner,
            seconds: Some(60),
            until: None,
            countdown: false,
            cue: None,
            screens: vec!["final".into(), "mesas".into()],
            text: "Silencio,   por favor".into(),
        }
    );
    // The text may begin with a word the options use, once they are read.
    assert_eq!(
        HallCommand::parse("message full for 10 for the prize-giving").unwrap(),
        HallCommand::Show {
            placement: Placement::Full,
            seconds: Some(10),
            until: None,
            countdown: false,
            cue: None,
            screens: vec![],
            text: "for the prize-giving".into(),
        }
    );
}

#[test]
fn a_text_that_begins_with_an_options_word_reads_back_as_itself() {
    // Typed in the panel (taken as it is) or a prepared message's text: it
    // is journaled and must come back the same after a restart.
    for text in [
        "for the parents: the Wi-Fi is «Pavillón»",
        "on the stage now: the prize-giving",
        "until 12:00 the bar is closed",
        "countdown to the final",
        "cue cards at the desk",
        "-- not an option",
        "on",
    ] {
        for seconds in [None, Some(60)] {
            let c = HallCommand::Show {
                placement: Placement::Banner,
                seconds,
                until: None,
                countdown: false,
                cue: None,
                screens: vec![],
                text: text.into(),
            };
            let line = c.to_string();
            assert_eq!(HallCommand::parse(&line), Ok(c), "{line}");
        }
    }
    // `--` ends the options, also when typed.
    assert_eq!(
        HallCommand::parse("message banner for 120 countdown -- on stage in").unwrap(),
        HallCommand::Show {
            placement: Placement::Banner,
            seconds: Some(120),
            until: None,
            countdown: true,
            cue: None,
            screens: vec![],
            text: "on stage in".into(),
        }
    );
    assert_eq!(
        HallCommand::parse("message banner --"),
        Err(HallFault::NoText)
    );
}

#[test]
fn a_wrong_command_says_what_is_wrong() {
    assert_eq!(HallCommand::parse("message"), Err(HallFault::Grammar));
    assert_eq!(
        HallCommand::parse("message big Hola"),
        Err(HallFault::Grammar)
    );
    assert_eq!(
        HallCommand::parse("messages banner Hola"),
        Err(HallFault::Grammar)
    );
    assert_eq!(HallCommand::parse("message banner"), Err(HallFault::NoText));
    assert_eq!(
        HallCommand::parse("message banner for 60"),
        Err(HallFault::NoText)
    );
    assert_eq!(
        HallCommand::parse("message banner for 0 Hola"),
        Err(HallFault::Seconds("0".into()))
    );
    assert_eq!(
        HallCommand::parse("message banner for mañana Hola"),
        Err(HallFault::Seconds("mañana".into()))
    );
    assert_eq!(
        HallCommand::parse("message banner on Hola"),
        Err(HallFault::NoText)
    );
    assert_eq!(
        HallCommand::parse("message banner Hola\nevent next"),
        Err(HallFault::NotOneLine)
    );
    assert_eq!(
        HallCommand::parse("message clear everything"),
        Err(HallFault::Grammar)
    );
    assert!(
        HallFault::Seconds("0".into())
            .text(crate::language::Language::Gl)
            .contains("«0»")
    );
}

#[test]
fn a_message_shows_on_its_screens_until_its_time_is_up_or_it_is_withdrawn() {
    let mut hall = Hall::default();
    show(
        "message banner for 60 La ronda 3 empieza a las 11:30",
        10_000,
        &mut hall,
    );
    show(
        "message full on tabla Entrega de premios",
        20_000,
        &mut hall,
    );
    let (banner, full) = hall.showing("final", 30_000);
    assert_eq!(banner.unwrap().text, "La ronda 3 empieza a las 11:30");
    assert!(
        full.is_none(),
        "the full-screen message is for `tabla` only"
    );
    let (_, full) = hall.showing("tabla", 30_000);
    assert_eq!(full.unwrap().text, "Entrega de premios");
    // Its minute is up at 70 s: the banner goes by itself.
    assert_eq!(hall.next_change_ms(30_000), Some(70_000));
    assert!(hall.showing("final", 69_999).0.is_some());
    assert!(hall.showing("final", 70_000).0.is_none());
    assert_eq!(hall.next_change_ms(70_000), None);
    assert_eq!(hall.up(70_000).count(), 1);
    // A newer banner on one screen covers the older there only.
    show("message banner Bienvenidos", 80_000, &mut hall);
    show("message banner on final Silencio", 90_000, &mut hall);
    assert_eq!(hall.showing("final", 95_000).0.unwrap().text, "Silencio");
    assert_eq!(hall.showing("mesas", 95_000).0.unwrap().text, "Bienvenidos");
    // One on every screen takes down every older one of its placement.
    show("message banner Todos", 100_000, &mut hall);
    assert_eq!(
        hall.up(100_000)
            .filter(|m| m.placement == Placement::Banner)
            .count(),
        1
    );
    // Withdrawn: the banner from every screen, the full screen stays.
    show("message clear banner", 110_000, &mut hall);
    assert!(hall.showing("final", 110_000).0.is_none());
    assert!(hall.showing("tabla", 110_000).1.is_some());
    show("message clear on tabla", 120_000, &mut hall);
    assert_eq!(hall.up(120_000).count(), 0);
}

#[test]
fn a_message_on_some_screens_is_withdrawn_from_those_named() {
    let mut hall = Hall::default();
    show("message full on final,mesas Descanso", 0, &mut hall);
    show("message clear full on mesas", 1_000, &mut hall);
    assert!(hall.showing("final", 2_000).1.is_some());
    assert!(hall.showing("mesas", 2_000).1.is_none());
}

#[test]
fn a_script_puts_a_message_up_at_its_instant_and_its_time_takes_it_down() {
    let config =
        crate::testing::load(&crate::testing::root().join("configs/rapid-circuit-swiss.toml"));
    let script = "at 10 message banner for 30 on final Silencio, por favor\n\
                  at 12 board 1 start\n\
                  at 20 message full Entrega de premios\n\
                  at 25 message clear full\n";
    let r = crate::replay::replay(&config, script, false, &mut || true);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    let hall = r.session.hall();
    let (banner, full) = hall.showing("final", 25_000);
    assert_eq!(banner.unwrap().text, "Silencio, por favor");
    assert_eq!(banner.unwrap().from_ms, 10_000);
    assert!(full.is_none(), "withdrawn at 25 s");
    assert!(hall.showing("final", 40_000).0.is_none(), "its 30 s are up");
    let bad = crate::replay::replay(
        &config,
        "at 1 message banner for x Hola\n",
        false,
        &mut || true,
    );
    assert!(bad.errors[0].message.contains("x"), "{:?}", bad.errors);
    let bad = crate::replay::replay(
        &config,
        "at 1 message banner on finl Hola\n",
        false,
        &mut || true,
    );
    assert!(bad.errors[0].message.contains("finl"), "{:?}", bad.errors);
    assert!(bad.session.hall().up(1_000).next().is_none());
}

#[test]
fn a_restart_leaves_down_what_ended_while_the_stage_was_down() {
    let mut hall = Hall::default();
    show("message banner for 3 Descanso", 10_000, &mut hall);
    show("message full Entrega de premios", 11_000, &mut hall);
    show(
        "message banner on final for 600 Silencio",
        12_000,
        &mut hall,
    );
    // Down for 5 s after the last record at 12 s.
    hall.drop_ended_by(17_000);
    let texts: Vec<&str> = hall.up(12_000).map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["Entrega de premios", "Silencio"]);
}

#[test]
fn a_countdown_says_the_time_left_and_its_cue_plays_at_zero() {
    let c = HallCommand::parse("message banner for 300 countdown cue fin La ronda 4 empieza en")
        .unwrap();
    let mut hall = Hall::default();
    hall.apply(&c, 10_000);
    let m = hall.showing("final", 10_000).0.unwrap();
    assert_eq!(m.said(10_000), "La ronda 4 empieza en 5:00");
    assert_eq!(
        m.said(10_001),
        "La ronda 4 empieza en 5:00",
        "whole seconds, rounded up"
    );
    assert_eq!(m.said(11_000), "La ronda 4 empieza en 4:59");
    assert_eq!(m.said(309_500), "La ronda 4 empieza en 0:01");
    // A time of day, turned into seconds by the stage's wall clock:
    // 11:30 from 11:25:01 is 4:59 away; a time past today is tomorrow's.
    let at =
        HallCommand::parse("message banner until 11:30 countdown La ronda 4 empieza en").unwrap();
    let resolved = at.clone().resolve(11 * 60 + 25, 1);
    assert_eq!(
        resolved.to_string(),
        "message banner for 299 countdown La ronda 4 empieza en"
    );
    assert!(
        at.resolve(11 * 60 + 31, 0)
            .to_string()
            .contains("for 86340 ")
    );
    assert_eq!(
        HallCommand::parse("message banner countdown Hola"),
        Err(HallFault::NoTime)
    );
    assert_eq!(
        HallCommand::parse("message banner until 25:00 Hola"),
        Err(HallFault::TimeOfDay("25:00".into()))
    );
    // Its cue at zero, once, through the scheduler; none for a countdown
    // taken down before it.
    let config =
        crate::testing::load(&crate::testing::root().join("configs/rapid-circuit-swiss.toml"));
    let mut session = crate::session::Session::new(config);
    let mut scheduler = crate::schedule::CueScheduler::new();
    session.apply_hall(&c, 10_000).unwrap();
    let taken = HallCommand::parse("message full for 100 cue fin Descanso").unwrap();
    session.apply_hall(&taken, 20_000).unwrap();
    session
        .apply_hall(&HallCommand::parse("message clear full").unwrap(), 50_000)
        .unwrap();
    assert!(scheduler.poll(&session, 309_000).is_empty());
    assert_eq!(scheduler.next_due_ms(&session, 309_000), Some(310_000));
    let due = scheduler.poll(&session, 311_000);
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(due[0].at_ms, 310_000);
    assert_eq!(session.config().audio.cues[due[0].cue].name, "fin");
    assert!(scheduler.poll(&session, 400_000).is_empty(), "once");
    // A cue the config lacks is refused.
    assert!(matches!(
        session.apply_hall(
            &HallCommand::parse("message banner for 5 cue gong Hola").unwrap(),
            1
        ),
        Err(HallFault::NoSuchCue { .. })
    ));
}

#[test]
fn a_request_from_the_web_or_osc_may_leave_out_the_word_message() {
    assert_eq!(
        HallCommand::parse_request("  banner for 60 Hola "),
        HallCommand::parse("message banner for 60 Hola")
    );
    assert_eq!(
        HallCommand::parse_request("message clear"),
        HallCommand::parse("message clear")
    );
    assert_eq!(
        HallCommand::parse_request("big Hola"),
        Err(HallFault::Grammar)
    );
}

#[test]
fn a_prepared_message_is_fired_by_its_name_in_the_events_language() {
    let path = crate::testing::root().join("configs/megxadrez-final-armageddon-11-9.toml");
    let config = crate::testing::load(&path);
    let names: Vec<&str> = config.messages.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["premios", "descanso", "silencio"]);
    assert_eq!(
        HallCommand::parse("message premios"),
        Ok(HallCommand::Prepared("premios".into()))
    );
    assert_eq!(
        HallCommand::parse_request("descanso"),
        Ok(HallCommand::Prepared("descanso".into()))
    );
    assert_eq!(
        HallCommand::Prepared("premios".into()).to_string(),
        "message premios"
    );
    // The words of the grammar are never a name.
    assert_eq!(
        HallCommand::parse("message clear"),
        Ok(HallCommand::Clear {
            placement: None,
            screens: vec![]
        })
    );
    assert_eq!(HallCommand::parse("message banner"), Err(HallFault::NoText));
    let session = crate::session::Session::new(config.clone());
    let premios = session
        .expand_hall(HallCommand::Prepared("premios".into()))
        .unwrap();
    assert_eq!(
        premios.to_string(),
        "message full for 600 Entrega de premios en el escenario"
    );
    assert_eq!(
        session
            .expand_hall(HallCommand::Prepared("descanso".into()))
            .unwrap()
            .to_string(),
        "message banner for 300 countdown cue inicio La gran final empieza en"
    );
    // A name the config lacks is said with the ones it has; unexpanded,
    // the board refuses it the same way.
    let unknown = HallCommand::Prepared("fiesta".into());
    let fault = HallFault::NoSuchMessage {
        name: "fiesta".into(),
        known: "premios, descanso, silencio".into(),
    };
    assert_eq!(session.expand_hall(unknown.clone()), Err(fault.clone()));
    assert_eq!(session.check_hall(&unknown), Err(fault));
    assert!(
        session
            .check_hall(&HallCommand::Prepared("premios".into()))
            .is_err()
    );
    // The prize-giving cue carries its message; its key is the config's.
    let (_, cue) = config.audio.cue("premios").expect("the cue");
    assert_eq!(cue.message.as_deref(), Some("premios"));
    assert_eq!(
        config.messages[0]
            .hotkey
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("Alt+P")
    );
    // The same config spoken in Galician shows the Galician text.
    let text = std::fs::read_to_string(&path).unwrap();
    let gl = text.replace("language = \"es\"", "language = \"gl\"");
    let gl =
        crate::config::EventConfig::parse(&gl, &path, &|p| std::fs::read_to_string(p)).unwrap();
    assert_eq!(
        gl.messages[0].command.to_string(),
        "message full for 600 Entrega de premios no escenario"
    );
}

#[test]
fn a_prepared_message_the_config_gets_wrong_is_refused_where_it_is_written() {
    let path = crate::testing::root().join("configs/megxadrez-final-armageddon-11-9.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let refused = |from: &str, to: &str| {
        assert!(text.contains(from), "{from}");
        let changed = text.replacen(from, to, 1);
        crate::config::EventConfig::parse(&changed, &path, &|p| std::fs::read_to_string(p))
            .expect_err(to)
            .to_string()
    };
    let e = refused("name = \"silencio\"", "name = \"clear\"");
    assert!(
        e.contains("`messages[3].name`") && e.contains("una palabra"),
        "{e}"
    );
    let e = refused("name = \"silencio\"", "name = \"premios\"");
    assert!(e.contains("ya hay un mensaje llamado «premios»"), "{e}");
    let e = refused("cue = \"inicio\"", "cue = \"gong\"");
    assert!(
        e.contains("`messages[2].cue`") && e.contains("«gong»"),
        "{e}"
    );
    let e = refused("key = \"Alt+S\"", "key = \"Alt+P\"");
    assert!(
        e.contains("`messages[3].key`") && e.contains("«premios»"),
        "{e}"
    );
    let e = refused("key = \"Alt+S\"", "key = \"Ctrl+1\"");
    assert!(e.contains("«inicio»"), "{e}");
    let e = refused(
        "en = \"Prize-giving on the stage\"",
        "fr = \"Remise des prix\"",
    );
    assert!(
        e.contains("`messages[1].text`") && e.contains("«fr»"),
        "{e}"
    );
    let e = refused("seconds = 60\n", "seconds = 0\n");
    assert!(e.contains("`messages[3].seconds`"), "{e}");
    let e = refused("seconds = 300\n", "until = \"25:00\"\n");
    assert!(
        e.contains("`messages[2].until`") && e.contains("25:00"),
        "{e}"
    );
    let e = refused("message = \"premios\"", "message = \"fiesta\"");
    assert!(
        e.contains("`cues[5].message`") && e.contains("«fiesta»"),
        "{e}"
    );
    let e = refused(
        "key = \"Alt+S\"",
        "key = \"Alt+S\"\nscreens = [\"pasillo\"]",
    );
    assert!(e.contains("«pasillo»"), "{e}");
}
