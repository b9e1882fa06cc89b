//! The unit tests of `draft`: each kind of event, in each language, gives a
//! config the reader accepts, with the answers in it.

use super::*;
use crate::config::{EventConfig, ScreenLayout};
use std::path::Path;

fn read(text: &str) -> EventConfig {
    EventConfig::parse(text, Path::new("evento.toml"), &|p| {
        Err(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            p.display().to_string(),
        ))
    })
    .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn teams(format: Format, n: usize) -> Vec<Entrant> {
    let (least, _) = team_size(format);
    (0..n)
        .map(|t| Entrant {
            name: format!(
                "Club de Ajedrez Ciudad Vieja de A Coruña — equipo {}",
                t + 1
            ),
            players: (0..least).map(|p| format!("Xogadora {t}-{p}")).collect(),
            ..Entrant::default()
        })
        .collect()
}

fn draft(format: Format, language: Language, entrants: usize, screens: usize) -> Draft {
    Draft {
        language,
        format,
        name: "Torneo \"de Nadal\" — San Xoán\\2026".into(),
        site: "Pavillón «Municipal» de Santiago".into(),
        entrants: if has_teams(format) {
            teams(format, entrants)
        } else {
            (0..entrants)
                .map(|i| Entrant {
                    name: format!("Apelido{i} Apelido, Nome"),
                    rating: (i % 2 == 0).then_some(1500 + i as u16),
                    born: (i % 3 == 0).then_some(2010),
                    ..Entrant::default()
                })
                .collect()
        },
        screens,
        rounds: 5,
        network: None,
    }
}

#[test]
fn each_kind_in_each_language_at_each_number_of_screens_reads_back() {
    for format in [
        Format::TeamRotation,
        Format::SchoolTeams,
        Format::BughousePairs,
        Format::Individual,
    ] {
        for language in [Language::Es, Language::Gl, Language::En] {
            for screens in 1..=MOST_SCREENS {
                let d = draft(format, language, 8, screens);
                let text = d.toml();
                let c = read(&text);
                assert_eq!(c.event.format, format);
                assert_eq!(c.event.language, language);
                assert_eq!(c.event.name, d.name, "quotes and backslashes kept");
                assert_eq!(c.event.site, d.site);
                assert_eq!(c.screens.len(), screens, "{text}");
                assert!(text.lines().next().unwrap().starts_with("# "), "{text}");
                if has_teams(format) {
                    assert_eq!(c.roster.teams.len(), 8);
                    assert_eq!(c.roster.teams[3].name, d.entrants[3].name);
                } else {
                    assert_eq!(c.entrants().len(), 8);
                }
                if is_swiss(format) {
                    assert_eq!(c.tournament.rounds, 5, "{text}");
                }
            }
        }
    }
}

#[test]
fn the_screens_are_named_in_the_events_language_one_a_projector() {
    let es = screens(Language::Es, Format::Individual, 4);
    let names: Vec<&str> = es.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["principal", "mesas", "tableros", "ronda"]);
    let en = screens(Language::En, Format::TeamRotation, 1);
    assert_eq!(en, [("main".to_owned(), "carousel")]);
    let c = read(&draft(Format::SchoolTeams, Language::Gl, 6, 2).toml());
    assert_eq!(c.screens[0].layout, ScreenLayout::Match);
    assert_eq!(c.screens[1].name, "mesas");
    assert_eq!(c.screens[1].monitor, 2);
}

#[test]
fn a_pasted_line_reads_as_a_team_or_a_player() {
    let e = entrant_of_line(
        Format::BughousePairs,
        "Peón Pasado: Lorena Vilas, Diego Bouzas",
        2026,
    )
    .unwrap();
    assert_eq!(e.name, "Peón Pasado");
    assert_eq!(e.players, ["Lorena Vilas", "Diego Bouzas"]);
    assert_eq!(
        entrant_of_line(Format::BughousePairs, "Peón Pasado: Lorena Vilas", 2026),
        Err(LineFault::TeamSize {
            given: 1,
            least: 2,
            most: Some(2)
        })
    );
    assert_eq!(
        entrant_of_line(Format::SchoolTeams, "CEIP A Laxe", 2026),
        Err(LineFault::NoPlayers)
    );
    let p = entrant_of_line(Format::Individual, "García López, Ana, 1890, 2009", 2026).unwrap();
    assert_eq!(
        (p.name.as_str(), p.rating, p.born),
        ("García López, Ana", Some(1890), Some(2009))
    );
    let p = entrant_of_line(Format::Individual, "Ana García; ; 2011", 2026).unwrap();
    assert_eq!(
        (p.name.as_str(), p.rating, p.born),
        ("Ana García", None, Some(2011))
    );
    assert_eq!(
        entrant_of_line(Format::Individual, "Ana, 1890, 1850", 2026),
        Err(LineFault::Born("1850".into()))
    );
    assert_eq!(
        entrants_of_lines(Format::Individual, "Ana\n\nBea\nAna\n", 2026),
        Err((4, LineFault::Twice("Ana".into())))
    );
    assert!(
        LineFault::TeamSize {
            given: 1,
            least: 2,
            most: Some(2)
        }
        .text(Language::Gl)
        .contains("ten 2")
    );
}

#[test]
fn a_csv_file_reads_with_its_header_quotes_and_semicolons() {
    let players = "Nombre,Elo,Nacimiento\n\"García López, Ana\",1890,2009\nBea Souto,,2012\r\n";
    let e = entrants_of_csv(Format::Individual, players, 2026).unwrap();
    assert_eq!(e.len(), 2);
    assert_eq!(e[0].name, "García López, Ana");
    assert_eq!((e[0].rating, e[0].born), (Some(1890), Some(2009)));
    assert_eq!(
        (e[1].name.as_str(), e[1].rating, e[1].born),
        ("Bea Souto", None, Some(2012))
    );
    let teams = "equipo;jugador;jugador\nOs Cabaleiros;Marta Otero;Iván Castro\n";
    let t = entrants_of_csv(Format::BughousePairs, teams, 2026).unwrap();
    assert_eq!(t[0].players, ["Marta Otero", "Iván Castro"]);
}

#[test]
fn a_swiss_s_rounds_are_the_regulation_s_when_the_organiser_says_none() {
    // Seed 002: "Sistema Suizo a seis rondas"; seed 004's circuit, five.
    assert_eq!(default_rounds(Format::BughousePairs), 6);
    assert_eq!(default_rounds(Format::Individual), 5);
}

/// Seen on a teacher's first day: a team of children written "Surname,
/// Name" became twice as many children; a year of birth alone became a
/// rating (the top seed, no age category); an impossible year and a word
/// after the name passed without a word.
#[test]
fn names_stay_whole_and_a_year_is_a_year() {
    let team = entrant_of_line(
        Format::SchoolTeams,
        "IES Xoán Montes: García Martínez, Sabela; Fernández Díaz, Xoel; Rey, Iria; Vila, Noa",
        2026,
    )
    .unwrap();
    assert_eq!(
        team.players,
        [
            "García Martínez, Sabela",
            "Fernández Díaz, Xoel",
            "Rey, Iria",
            "Vila, Noa"
        ]
    );
    let p = entrant_of_line(Format::Individual, "Álvarez, Uxía, 2013", 2026).unwrap();
    assert_eq!((p.rating, p.born), (None, Some(2013)));
    let p = entrant_of_line(Format::Individual, "Pérez, Ana, 1950,", 2026).unwrap();
    assert_eq!((p.rating, p.born), (Some(1950), None));
    let p = entrant_of_line(Format::Individual, "Souto, Brais, 2150", 2026).unwrap();
    assert_eq!(
        (p.rating, p.born),
        (Some(2150), None),
        "not a year yet: a rating"
    );
    assert_eq!(
        entrant_of_line(Format::Individual, "Souto, Brais, 1800, 2030", 2026),
        Err(LineFault::Born("2030".into()))
    );
    assert_eq!(
        entrant_of_line(Format::Individual, "Pérez, Ana, mil", 2026),
        Err(LineFault::NotANumber("mil".into()))
    );
    assert!(
        LineFault::NotANumber("mil".into())
            .text(Language::Es)
            .contains("«mil»")
    );
    let csv = "equipo,jugador,jugador,jugador,jugador\n\
               IES Xoán Montes,\"García Martínez, Sabela\",\"Rey, Iria\",Noa Vila,Xoel Díaz\n";
    let t = entrants_of_csv(Format::SchoolTeams, csv, 2026).unwrap();
    assert_eq!(t[0].players[0], "García Martínez, Sabela");
    assert_eq!(t[0].players.len(), 4);
}
