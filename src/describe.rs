//! What a config sets up, in plain words and in the event's language: what
//! `megxadrez check` prints so that an organiser can read back the event
//! before the day (teams, players, clocks, rules, screens, cues).

use shakmaty::Color;

use crate::core::clock::SideControl;
use crate::core::config::{EventConfig, Format, Language, ScreenLayout};
use crate::core::rules::{FlagMode, FlagPolicy};

/// The config in plain words, one fact a line.
pub fn describe(config: &EventConfig) -> String {
    let l = config.event.language;
    let say = |es: String, gl: String, en: String| crate::i18n::pick(l, es, gl, en);
    let mut out = Vec::new();
    let e = &config.event;
    let format = match e.format {
        Format::TeamRotation => say(
            "equipos con un niño distinto en cada jugada".into(),
            "equipos cun neno distinto en cada xogada".into(),
            "teams with a different child executing each move".into(),
        ),
        Format::SchoolTeams => say(
            "encuentros de equipos escolares".into(),
            "encontros de equipos escolares".into(),
            "school team matches".into(),
        ),
        Format::BughousePairs => say(
            "parejas de bughouse".into(),
            "parellas de bughouse".into(),
            "bughouse pairs".into(),
        ),
        Format::Individual => say(
            "torneo individual".into(),
            "torneo individual".into(),
            "individual tournament".into(),
        ),
    };
    let place = [e.site.as_str(), e.round.as_str()]
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    out.push(format!(
        "{}: {} — {format}{}",
        config.path.display(),
        e.name,
        if place.is_empty() {
            String::new()
        } else {
            format!(" ({place})")
        }
    ));

    let side_word = |c: Color| match (l, c) {
        (Language::Es, Color::White) => "blancas",
        (Language::Es, Color::Black) => "negras",
        (Language::Gl, Color::White) => "brancas",
        (Language::Gl, Color::Black) => "negras",
        (Language::En, Color::White) => "White",
        (Language::En, Color::Black) => "Black",
    };
    // Boards the pairings make: no game of the config's own.
    let from_pairings = config.boards_from_pairings;
    if from_pairings {
        out.push(say(
            "Tableros: los de cada ronda, de sus emparejamientos (`event next`, `event stage R`)".into(),
            "Taboleiros: os de cada rolda, dos seus emparellamentos (`event next`, `event stage R`)".into(),
            "Boards: each round's, from its pairings (`event next`, `event stage R`)".into(),
        ));
    } else {
        out.push(say(
            format!("Tableros: {}", config.boards.len()),
            format!("Taboleiros: {}", config.boards.len()),
            format!("Boards: {}", config.boards.len()),
        ));
    }
    for (i, b) in config.boards.iter().enumerate().filter(|_| !from_pairings) {
        let label = b
            .label
            .as_ref()
            .map(|l| format!(" {l}"))
            .unwrap_or_default();
        out.push(format!(
            "  {}.{label}: {} ({}) — {} ({})",
            i + 1,
            config.roster.contender_name(b.white),
            side_word(Color::White),
            config.roster.contender_name(b.black),
            side_word(Color::Black)
        ));
    }
    let roster = &config.roster;
    if !roster.teams.is_empty() {
        out.push(say(
            format!("Equipos: {}", roster.teams.len()),
            format!("Equipos: {}", roster.teams.len()),
            format!("Teams: {}", roster.teams.len()),
        ));
        for t in &roster.teams {
            let bench: Vec<&str> = t
                .players
                .iter()
                .filter(|p| !t.active.contains(p))
                .map(|&p| roster.player(p).name.as_str())
                .collect();
            let bench = if bench.is_empty() {
                String::new()
            } else {
                say(
                    format!("; banquillo: {}", bench.join(", ")),
                    format!("; banco: {}", bench.join(", ")),
                    format!("; bench: {}", bench.join(", ")),
                )
            };
            let level = t
                .level
                .as_ref()
                .map(|l| format!(" ({l})"))
                .unwrap_or_default();
            out.push(format!(
                "  {}{level}: {}{bench}",
                t.name,
                roster.names(&t.active).join(", ")
            ));
        }
    }
    let individuals = roster.individuals().count();
    if individuals > 0 {
        out.push(say(
            format!("Jugadores: {individuals}"),
            format!("Xogadores: {individuals}"),
            format!("Players: {individuals}"),
        ));
    }

    // A school event's shape (seed 001 §6, §7, §9), as `event next` will
    // pair it.
    let t = &config.tournament;
    let names_of = |group: &[usize]| -> String {
        group
            .iter()
            .filter_map(|&i| roster.teams.get(i).map(|t| t.name.clone()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some((a, b)) = config.groups() {
        let (ga, gb) = (names_of(&a), names_of(&b));
        let after = if t.school_final {
            say(
                "semifinales cruzadas (1.º A - 2.º B, 1.º B - 2.º A), final y puestos".into(),
                "semifinais cruzadas (1.º A - 2.º B, 1.º B - 2.º A), final e postos".into(),
                "crossed semi-finals (1st A - 2nd B, 1st B - 2nd A), final and placings".into(),
            )
        } else {
            say(
                "los dos campeones de grupo, ida y vuelta, por el título".into(),
                "os dous campións de grupo, ida e volta, polo título".into(),
                "the two group winners, home and away, for the title".into(),
            )
        };
        out.push(say(
            format!(
                "Estructura: dos grupos, liga de {} rondas; después {after}",
                t.rounds
            ),
            format!(
                "Estrutura: dous grupos, liga de {} roldas; despois {after}",
                t.rounds
            ),
            format!(
                "Structure: two groups, a league of {} rounds; then {after}",
                t.rounds
            ),
        ));
        out.push(format!("  A: {ga}"));
        out.push(format!("  B: {gb}"));
    } else if t.team_swiss {
        out.push(say(
            format!("Estructura: suizo por equipos (más de 12), {} rondas, por puntos de encuentro y después de partida", t.rounds),
            format!("Estrutura: suízo por equipos (máis de 12), {} roldas, por puntos de encontro e despois de partida", t.rounds),
            format!("Structure: a Swiss by teams (more than 12), {} rounds, by match points then game points", t.rounds),
        ));
    }
    if !t.earlier.is_empty() {
        let phases: Vec<String> = t
            .earlier
            .iter()
            .map(|(c, j)| format!("{} ({})", c.display(), j.display()))
            .collect();
        let teams = t.accumulated.as_ref().map_or(0, |m| m.len());
        out.push(say(
            format!(
                "Puntos acumulados de fases anteriores: {} ({teams} equipos)",
                phases.join(", ")
            ),
            format!(
                "Puntos acumulados de fases anteriores: {} ({teams} equipos)",
                phases.join(", ")
            ),
            format!(
                "Points accumulated from earlier phases: {} ({teams} teams)",
                phases.join(", ")
            ),
        ));
    }

    let control = |c: &SideControl| {
        let minutes = c.base_ms as f64 / 60_000.0;
        format!("{minutes} min + {} s", c.increment_ms / 1000)
    };
    let c = &config.rules.clock.control;
    let clocks = if c.white == c.black {
        control(&c.white)
    } else {
        format!(
            "{} {}, {} {}",
            side_word(Color::White),
            control(&c.white),
            side_word(Color::Black),
            control(&c.black)
        )
    };
    out.push(say(
        format!("Relojes: {clocks}"),
        format!("Reloxos: {clocks}"),
        format!("Clocks: {clocks}"),
    ));
    if let Some(u) = config.rules.clock.unclocked_ms {
        out.push(say(
            format!("  primeros {} min sin reloj", u / 60_000),
            format!("  primeiros {} min sen reloxo", u / 60_000),
            format!("  the first {} min unclocked", u / 60_000),
        ));
    }
    if let Some(w) = config.game_window_ms {
        out.push(say(
            format!("  tiempo máximo de ronda: {} min", w / 60_000),
            format!("  tempo máximo de rolda: {} min", w / 60_000),
            format!("  round time limit: {} min", w / 60_000),
        ));
    }

    let r = &config.rules;
    if r.armageddon {
        out.push(say(
            "Armagedón: las tablas dan la victoria a las negras".into(),
            "Armagedón: as táboas dan a vitoria ás negras".into(),
            "Armageddon: a draw wins for Black".into(),
        ));
    }
    out.push(match r.flag {
        FlagPolicy::AlwaysLoses => say(
            "Bandera: pierde siempre".into(),
            "Bandeira: perde sempre".into(),
            "Flag: always loses".into(),
        ),
        FlagPolicy::DrawIfOpponentCannotMate => say(
            "Bandera: pierde, salvo tablas si el rival no puede dar mate (FIDE 6.9)".into(),
            "Bandeira: perde, agás táboas se o rival non pode dar mate (FIDE 6.9)".into(),
            "Flag: loses, but a draw when the opponent cannot mate (FIDE 6.9)".into(),
        ),
    });
    out.push(match r.flag_mode {
        FlagMode::Automatic => say(
            "  la decide el reloj del escenario".into(),
            "  decídea o reloxo do escenario".into(),
            "  the stage's clock decides it".into(),
        ),
        FlagMode::Arbiter => say(
            "  la confirma el árbitro (el reloj de la mesa es el oficial)".into(),
            "  confírmaa o árbitro (o reloxo da mesa é o oficial)".into(),
            "  the arbiter confirms it (the table clock is the official one)".into(),
        ),
    });
    let i = &r.illegal;
    let bonus = i.opponent_bonus_ms / 1000;
    out.push(match i.lose_at {
        Some(n) => say(
            format!("Jugadas ilegales: la {n}.ª pierde; {bonus} s al rival por cada una"),
            format!("Xogadas ilegais: a {n}.ª perde; {bonus} s ao rival por cada unha"),
            format!("Illegal moves: number {n} loses; {bonus} s to the opponent for each"),
        ),
        None => say(
            format!("Jugadas ilegales: nunca pierden; {bonus} s al rival por cada una"),
            format!("Xogadas ilegais: nunca perden; {bonus} s ao rival por cada unha"),
            format!("Illegal moves: never lose; {bonus} s to the opponent for each"),
        ),
    });
    if i.draw_if_opponent_cannot_mate {
        out.push(say(
            "  tablas si el rival no puede dar mate (FIDE 7.5.5)".into(),
            "  táboas se o rival non pode dar mate (FIDE 7.5.5)".into(),
            "  a draw when the opponent cannot mate (FIDE 7.5.5)".into(),
        ));
    }
    let s = &r.scoring;
    out.push(say(
        format!(
            "Puntos: victoria {}, tablas {}, derrota {}",
            s.win, s.draw, s.loss
        ),
        format!(
            "Puntos: vitoria {}, táboas {}, derrota {}",
            s.win, s.draw, s.loss
        ),
        format!("Points: win {}, draw {}, loss {}", s.win, s.draw, s.loss),
    ));

    let op = &config.operator;
    let fullscreen = |f: bool| match (l, f) {
        (Language::Es, true) => "pantalla completa",
        (Language::Gl, true) => "pantalla completa",
        (Language::En, true) => "full screen",
        (Language::Es, false) => "ventana",
        (Language::Gl, false) => "xanela",
        (Language::En, false) => "window",
    };
    out.push(say(
        format!(
            "Operador: monitor {}, {}",
            op.monitor,
            fullscreen(op.fullscreen)
        ),
        format!(
            "Operador: monitor {}, {}",
            op.monitor,
            fullscreen(op.fullscreen)
        ),
        format!(
            "Operator: monitor {}, {}",
            op.monitor,
            fullscreen(op.fullscreen)
        ),
    ));
    for screen in &config.screens {
        let mut boards: Vec<String> = screen.boards.iter().map(|b| (b + 1).to_string()).collect();
        if screen.follows_round {
            boards = vec![say(
                "los de la ronda en el escenario".into(),
                "os da rolda no escenario".into(),
                "those of the round on the stage".into(),
            )];
        }
        let layout = match screen.layout {
            ScreenLayout::Match => format!(
                "match ({} {})",
                say("mesa".into(), "mesa".into(), "table".into()),
                screen.table
            ),
            ScreenLayout::Carousel => format!(
                "carousel ({}, {} s)",
                screen
                    .cycle
                    .iter()
                    .map(|l| l.name())
                    .collect::<Vec<_>>()
                    .join(", "),
                screen.cycle_ms / 1000
            ),
            other => other.name().to_owned(),
        };
        // A screen without boards (pairings, standings…) says none.
        let boards = if boards.is_empty() {
            String::new()
        } else {
            format!(
                ", {} {}",
                say("tableros".into(), "taboleiros".into(), "boards".into()),
                boards.join(", ")
            )
        };
        out.push(say(
            format!(
                "Pantalla «{}»: {layout}{boards}, monitor {}, {}",
                screen.name,
                screen.monitor,
                fullscreen(screen.fullscreen)
            ),
            format!(
                "Pantalla «{}»: {layout}{boards}, monitor {}, {}",
                screen.name,
                screen.monitor,
                fullscreen(screen.fullscreen)
            ),
            format!(
                "Screen \"{}\": {layout}{boards}, monitor {}, {}",
                screen.name,
                screen.monitor,
                fullscreen(screen.fullscreen)
            ),
        ));
    }
    if e.format == Format::BughousePairs {
        let b = &config.bughouse;
        let drop = if b.removable_drops {
            say(
                "una pieza puesta con jaque se puede retirar".into(),
                "unha peza posta con xaque pódese retirar".into(),
                "a piece dropped with check may be taken off".into(),
            )
        } else {
            say(
                "una pieza puesta con jaque queda".into(),
                "unha peza posta con xaque queda".into(),
                "a piece dropped with check stands".into(),
            )
        };
        let promotion = if b.hand_over_promotion {
            say(
                "al coronar se entrega el peón y se puede retirar una pieza del rival".into(),
                "ao coroar entrégase o peón e pódese retirar unha peza do rival".into(),
                "a promotion hands the pawn over and may clear an opponent's piece".into(),
            )
        } else {
            say(
                "se corona como en ajedrez".into(),
                "corôase como en xadrez".into(),
                "pawns promote as in chess".into(),
            )
        };
        out.push(format!("Bughouse: {drop}; {promotion}"));
    }
    if let Some(n) = &config.network {
        let reach = if n.listen.ip().is_loopback() {
            say(
                "solo este ordenador".into(),
                "só este ordenador".into(),
                "this computer only".into(),
            )
        } else {
            say(
                "la red del pabellón".into(),
                "a rede do pavillón".into(),
                "the hall's network".into(),
            )
        };
        let writes = if n.operator_token.is_some() {
            say(
                "el operador escribe con su token".into(),
                "o operador escribe co seu token".into(),
                "the operator writes with its token".into(),
            )
        } else {
            say(
                "sin token del operador (o MEGXADREZ_OPERATOR_TOKEN)".into(),
                "sen token do operador (ou MEGXADREZ_OPERATOR_TOKEN)".into(),
                "no operator's token (or MEGXADREZ_OPERATOR_TOKEN)".into(),
            )
        };
        let writes = if n.announcer_token.is_some() {
            say(
                format!("{writes}; el locutor, con el suyo"),
                format!("{writes}; o locutor, co seu"),
                format!("{writes}; the announcer, with its own"),
            )
        } else {
            writes
        };
        let scheme = if n.tls.is_some() { "https" } else { "http" };
        out.push(say(
            format!("Servidor: {scheme}://{} ({reach}); {writes}", n.listen),
            format!("Servidor: {scheme}://{} ({reach}); {writes}", n.listen),
            format!("Server: {scheme}://{} ({reach}); {writes}", n.listen),
        ));
        if n.tls.is_none() && !n.listen.ip().is_loopback() {
            out.push(say(
                "  Sin HTTPS: los tokens y las órdenes viajan en claro por la red del pabellón (quien escuche el wifi los lee); `tls_certificate` y `tls_key` lo cifran".into(),
                "  Sen HTTPS: os tokens e as ordes viaxan en claro pola rede do pavillón (quen escoite a wifi leos); `tls_certificate` e `tls_key` cífrano".into(),
                "  No HTTPS: tokens and commands travel in clear over the hall's network (anyone listening to the Wi-Fi reads them); `tls_certificate` and `tls_key` encrypt them".into(),
            ));
        }
        for t in &n.tables {
            let boards: Vec<String> = t.boards.iter().map(|b| (b + 1).to_string()).collect();
            out.push(say(
                format!("Mesa remota: tableros {}", boards.join(", ")),
                format!("Mesa remota: taboleiros {}", boards.join(", ")),
                format!("Remote table: boards {}", boards.join(", ")),
            ));
        }
        if let Some(li) = &n.lichess {
            let (es, gl, en) = match &li.rounds {
                crate::core::config::LichessRounds::One(id) => (
                    format!("ronda {id}"),
                    format!("rolda {id}"),
                    format!("round {id}"),
                ),
                crate::core::config::LichessRounds::ByRound(ids) => (
                    format!("una ronda por ronda del evento: {}", ids.join(", ")),
                    format!("unha rolda por rolda do evento: {}", ids.join(", ")),
                    format!("one round per round of the event: {}", ids.join(", ")),
                ),
            };
            out.push(say(
                format!("Lichess: {es} en {}", li.url),
                format!("Lichess: {gl} en {}", li.url),
                format!("Lichess: {en} at {}", li.url),
            ));
        }
        if let Some(osc) = n.osc {
            out.push(format!("OSC: udp://{osc}"));
        }
    }
    for f in &config.feeds {
        let (board, every) = (f.board + 1, f.every_ms as f64 / 1000.0);
        out.push(say(
            format!(
                "Tablero {board}: sigue la partida {} de {} (cada {every} s)",
                f.game, f.source
            ),
            format!(
                "Taboleiro {board}: segue a partida {} de {} (cada {every} s)",
                f.game, f.source
            ),
            format!(
                "Board {board}: follows game {} of {} (every {every} s)",
                f.game, f.source
            ),
        ));
    }
    let a = &config.audio;
    let cues: Vec<String> = a
        .cues
        .iter()
        .map(|c| {
            format!(
                "{} [{}]",
                crate::i18n::cue_label(l, c),
                crate::i18n::hotkey(l, &c.hotkey)
            )
        })
        .collect();
    out.push(say(
        format!("Megafonía: {} señales — {}", a.cues.len(), cues.join(", ")),
        format!("Megafonía: {} sinais — {}", a.cues.len(), cues.join(", ")),
        format!(
            "Public address: {} cues — {}",
            a.cues.len(),
            cues.join(", ")
        ),
    ));
    out.join("\n") + "\n"
}
