//! `megxadrez check`: what a config sets up, in plain words and in the
//! event's language, so that an organiser can read back the event before
//! the day — one function a section (the event, its boards, teams and
//! players, the shape of a school event, clocks and rules, screens,
//! bughouse, the server, fed boards, cues, prepared messages).

use crate::core::tr;
use shakmaty::Color;

use crate::core::clock::SideControl;
use crate::core::config::{EventConfig, Format, ScreenLayout};
use crate::core::rules::{FlagMode, FlagPolicy};
use crate::i18n::layout_word;

/// The config in plain words, one fact a line.
pub fn describe(config: &EventConfig) -> String {
    let mut out = Vec::new();
    for section in [
        event, boards, teams, players, shape, rules, screens, bughouse, network, feeds, audio,
        speech, messages,
    ] {
        section(config, &mut out);
    }
    out.join("\n") + "\n"
}

/// The file, the event's name, its format and place.
fn event(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let e = &config.event;
    let format = match e.format {
        Format::TeamRotation => tr!(l, "describe-teams-with-different-child-executing").to_owned(),
        Format::SchoolTeams => tr!(l, "describe-school-team-matches").to_owned(),
        Format::BughousePairs => tr!(l, "describe-bughouse-pairs").to_owned(),
        Format::Individual => tr!(l, "describe-individual-tournament").to_owned(),
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
}

/// The boards and who plays on each (none: the pairings make them).
fn boards(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let side_word = |c: Color| match c {
        Color::White => tr!(l, "describe-white"),
        Color::Black => tr!(l, "describe-black"),
    };
    // Boards the pairings make: no game of the config's own.
    let from_pairings = config.boards_from_pairings;
    if from_pairings {
        out.push(tr!(l, "describe-boards-each-rounds-from-its").to_owned());
    } else {
        out.push(tr!(l, "describe-boards-len", len = config.boards.len()));
    }
    for (i, b) in config.boards.iter().enumerate().filter(|_| !from_pairings) {
        let label = b
            .label
            .as_ref()
            .map(|l| format!(" {l}"))
            .unwrap_or_default();
        // A board with its own clocks says them (the game for third place
        // beside the final).
        let own = b
            .clocks
            .map_or(String::new(), |c| format!("; {}", clocks_text(l, &c)));
        out.push(format!(
            "  {}.{label}: {} ({}) — {} ({}){own}",
            i + 1,
            config.roster.contender_name(b.white),
            side_word(Color::White),
            config.roster.contender_name(b.black),
            side_word(Color::Black)
        ));
    }
}

/// The teams, each with its rotation and its bench.
fn teams(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let roster = &config.roster;
    if !roster.teams.is_empty() {
        out.push(tr!(l, "describe-teams-len", len = roster.teams.len()));
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
                tr!(l, "describe-bench-join", join = bench.join(" · "))
            };
            let level = t
                .level
                .as_ref()
                .map(|l| format!(" ({l})"))
                .unwrap_or_default();
            // One by one: a name written "Surname, Name" keeps its comma.
            out.push(format!(
                "  {}{level}: {}{bench}",
                t.name,
                roster.names(&t.active).join(" · ")
            ));
        }
    }
}

/// The individual players as read: rating, year of birth, category.
fn players(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let roster = &config.roster;
    let individuals = roster.individuals().count();
    if individuals > 0 {
        out.push(tr!(
            l,
            "describe-players-individuals",
            individuals = individuals
        ));
        // Each as the product read it, by start number: its rating, its
        // year of birth and its age category.
        let year = config
            .tournament
            .year
            .unwrap_or_else(crate::store::files::this_year);
        for (n, c) in config.entrants().into_iter().enumerate() {
            let crate::core::ids::ContenderId::Player(id) = c else {
                continue;
            };
            let p = roster.player(id);
            let read = crate::i18n::rating_and_born(l, p.rating, p.born);
            let category = p
                .born
                .and_then(|b| {
                    crate::core::pairing::categories::category(
                        b,
                        year,
                        &config.tournament.categories,
                    )
                })
                .map(|under| format!(", {}", tr!(l, "live-under-under", under = under)))
                .unwrap_or_default();
            out.push(format!("  {}. {} — {read}{category}", n + 1, p.name));
        }
    }
}

/// A school event's shape and the points carried from earlier phases.
fn shape(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let roster = &config.roster;
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
            tr!(l, "describe-crossed-semi-finals-1st-2nd").to_owned()
        } else {
            tr!(l, "describe-two-group-winners-home-away").to_owned()
        };
        out.push(tr!(
            l,
            "describe-structure-two-groups-league-rounds",
            rounds = t.rounds,
            after = after
        ));
        out.push(format!("  A: {ga}"));
        out.push(format!("  B: {gb}"));
    } else if t.team_swiss {
        out.push(tr!(
            l,
            "describe-structure-swiss-by-teams-more",
            rounds = t.rounds
        ));
    }
    if !t.earlier.is_empty() {
        let phases: Vec<String> = t
            .earlier
            .iter()
            .map(|(c, j)| format!("{} ({})", c.display(), j.display()))
            .collect();
        let teams = t.accumulated.as_ref().map_or(0, |m| m.len());
        out.push(tr!(
            l,
            "describe-points-accumulated-from-earlier-phases",
            join = phases.join(", "),
            teams = teams
        ));
    }
}

/// The clocks and the rules: flags, illegal moves, scoring.
fn rules(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let c = &config.rules.clock.control;
    let clocks = if c.white == c.black {
        control_text(&c.white)
    } else {
        clocks_text(l, c)
    };
    out.push(tr!(l, "describe-clocks-clocks", clocks = clocks));
    if let Some(u) = config.rules.clock.unclocked_ms {
        out.push(tr!(l, "describe-first-u-min-unclocked", u = u / 60_000));
    }
    if let Some(w) = config.game_window_ms {
        out.push(tr!(l, "describe-round-time-limit-w-min", w = w / 60_000));
    }

    let r = &config.rules;
    if r.armageddon {
        out.push(tr!(l, "describe-armageddon-draw-wins-black").to_owned());
    }
    out.push(match r.flag {
        FlagPolicy::AlwaysLoses => tr!(l, "describe-flag-always-loses").to_owned(),
        FlagPolicy::DrawIfOpponentCannotMate => {
            tr!(l, "describe-flag-loses-but-draw-when").to_owned()
        }
    });
    out.push(match r.flag_mode {
        FlagMode::Automatic => tr!(l, "describe-stages-clock-decides").to_owned(),
        FlagMode::Arbiter => tr!(l, "describe-arbiter-confirms-table-clock-official").to_owned(),
    });
    let i = &r.illegal;
    let bonus = i.opponent_bonus_ms / 1000;
    out.push(match i.lose_at {
        Some(n) => tr!(
            l,
            "describe-illegal-moves-number-n-loses",
            n = n,
            bonus = bonus
        ),
        None => tr!(l, "describe-illegal-moves-never-lose-bonus", bonus = bonus),
    });
    if i.draw_if_opponent_cannot_mate {
        out.push(tr!(l, "describe-draw-when-opponent-cannot-mate").to_owned());
    }
    let s = &r.scoring;
    out.push(tr!(
        l,
        "describe-points-win-win-draw-draw",
        win = crate::i18n::figures::figure(l, &s.win.to_string()),
        draw = crate::i18n::figures::figure(l, &s.draw.to_string()),
        loss = crate::i18n::figures::figure(l, &s.loss.to_string())
    ));
}

/// The operator's monitor and each screen.
fn screens(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let op = &config.operator;
    let fullscreen = |f: bool| match f {
        true => tr!(l, "describe-full-screen"),
        false => tr!(l, "describe-window"),
    };
    out.push(tr!(
        l,
        "describe-operator-monitor-monitor-fullscreen",
        monitor = op.monitor,
        fullscreen = fullscreen(op.fullscreen)
    ));
    for screen in &config.screens {
        let mut boards: Vec<String> = screen.boards.iter().map(ToString::to_string).collect();
        if screen.follows_round {
            boards = vec![tr!(l, "describe-those-round-stage").to_owned()];
        }
        let layout = match screen.layout {
            ScreenLayout::Match => format!(
                "{} ({} {})",
                layout_word(l, ScreenLayout::Match),
                tr!(l, "describe-table").to_owned(),
                screen.table
            ),
            ScreenLayout::Carousel => format!(
                "{} ({}, {} s)",
                layout_word(l, ScreenLayout::Carousel),
                screen
                    .cycle
                    .iter()
                    .map(|&c| layout_word(l, c))
                    .collect::<Vec<_>>()
                    .join(", "),
                screen.cycle_ms / 1000
            ),
            other => layout_word(l, other),
        };
        // A screen without boards (pairings, standings…) says none.
        let boards = if boards.is_empty() {
            String::new()
        } else {
            format!(
                ", {} {}",
                tr!(l, "describe-boards").to_owned(),
                boards.join(", ")
            )
        };
        out.push(tr!(
            l,
            "describe-screen-name-layout-boards-monitor",
            name = screen.name,
            layout = layout,
            boards = boards,
            monitor = screen.monitor,
            fullscreen = fullscreen(screen.fullscreen)
        ));
        if !screen.logos.is_empty() {
            let files: Vec<String> = screen
                .logos
                .iter()
                .map(|f| {
                    f.file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect();
            out.push(tr!(l, "describe-logos", files = files.join(", ")));
        }
    }
}

/// A bughouse event's house rules.
fn bughouse(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let e = &config.event;
    if e.format == Format::BughousePairs {
        let b = &config.bughouse;
        let drop = if b.removable_drops {
            tr!(l, "describe-piece-dropped-with-check-may").to_owned()
        } else {
            tr!(l, "describe-piece-dropped-with-check-stands").to_owned()
        };
        let promotion = if b.hand_over_promotion {
            tr!(l, "describe-promotion-hands-pawn-over-may").to_owned()
        } else {
            tr!(l, "describe-pawns-promote-as-chess").to_owned()
        };
        out.push(format!("Bughouse: {drop}; {promotion}"));
    }
}

/// The server: who reaches it, who writes, its remote tables, Lichess, OSC.
fn network(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    if let Some(n) = &config.network {
        let reach = if n.listen.ip().is_loopback() {
            tr!(l, "describe-this-computer-only").to_owned()
        } else {
            tr!(l, "describe-halls-network").to_owned()
        };
        let writes = if n.operator_token.is_some() {
            tr!(l, "describe-operator-writes-with-its-token").to_owned()
        } else {
            tr!(l, "describe-no-operators-token-or-megxadrez").to_owned()
        };
        let writes = if n.announcer_token.is_some() {
            tr!(l, "describe-writes-announcer-with-its-own", writes = writes)
        } else {
            writes
        };
        let scheme = if n.tls.is_some() { "https" } else { "http" };
        out.push(tr!(
            l,
            "describe-server-scheme-listen-reach-writes",
            scheme = scheme,
            listen = n.listen,
            reach = reach,
            writes = writes
        ));
        if n.tls.is_none() && !n.listen.ip().is_loopback() {
            out.push(tr!(l, "describe-no-https-tokens-commands-travel").to_owned());
        }
        for t in &n.tables {
            let boards: Vec<String> = t.boards.iter().map(ToString::to_string).collect();
            out.push(tr!(
                l,
                "describe-remote-table-boards-join",
                join = boards.join(", ")
            ));
        }
        if let Some(li) = &n.lichess {
            let rounds = match &li.rounds {
                crate::core::config::LichessRounds::One(id) => tr!(l, "describe-round-id", id = id),
                crate::core::config::LichessRounds::ByRound(ids) => tr!(
                    l,
                    "describe-one-round-per-round-event",
                    join = ids.join(", ")
                ),
            };
            out.push(tr!(
                l,
                "describe-lichess-rounds-at-url",
                rounds = rounds,
                url = li.url
            ));
        }
        if let Some(osc) = n.osc {
            out.push(format!("OSC: udp://{osc}"));
        }
    }
}

/// The boards that follow a PGN source.
fn feeds(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    for f in &config.feeds {
        let (board, every) = (f.board.number(), f.every_ms as f64 / 1000.0);
        out.push(tr!(
            l,
            "describe-board-board-follows-game-game",
            board = board,
            game = f.game,
            source = f.source,
            every = every
        ));
    }
}

/// The public address's cues.
fn audio(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
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
    out.push(tr!(
        l,
        "describe-public-address-len-cues-join",
        len = a.cues.len(),
        join = cues.join(", ")
    ));
}

/// What the public address will say: of which boards, by which engine
/// (or why it cannot), with how many of the organiser's recordings, and
/// an example.
fn speech(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    let s = &config.speech;
    let kinds: Vec<&str> = crate::live::SpeechKind::ALL
        .into_iter()
        .filter(|k| crate::audio::public_address::speech_on(s, *k))
        .map(|k| k.word(l))
        .collect();
    let boards: Vec<String> = s.boards.iter().map(|b| b.number().to_string()).collect();
    if boards.is_empty() || !(s.moves || s.results) {
        out.push(tr!(
            l,
            "describe-speech-no-boards",
            kinds = kinds.join(", ")
        ));
    } else {
        out.push(tr!(
            l,
            "describe-speech-boards",
            kinds = kinds.join(", "),
            boards = boards.join(", ")
        ));
    }
    if s.results && config.event.format == crate::core::config::Format::SchoolTeams {
        out.push(tr!(l, "describe-speech-match-scores").to_owned());
    }
    let speaker = crate::audio::speech::Speaker::new(s, l);
    let all = crate::core::spoken::all_keys().len();
    match speaker.engine() {
        Ok(engine) => out.push(tr!(
            l,
            "describe-speech-engine",
            engine = engine,
            voice = speaker.voice(),
            recorded = speaker.recorded(),
            all = all
        )),
        Err(why) => out.push(tr!(
            l,
            "describe-speech-no-engine",
            why = why,
            recorded = speaker.recorded(),
            all = all
        )),
    }
    for problem in speaker.problems() {
        out.push(tr!(l, "speech-recording-unusable", what = problem));
    }
    let example = [
        crate::core::spoken::Said::Key("piece-knight".into()),
        crate::core::spoken::Said::Key("takes".into()),
        crate::core::spoken::Said::Key("square-f3".into()),
        crate::core::spoken::Said::Key("check".into()),
    ];
    let text = crate::core::spoken::sentence(l, &example);
    out.push(tr!(l, "describe-speech-example", text = text));
}

/// The prepared messages for the hall's screens.
fn messages(config: &EventConfig, out: &mut Vec<String>) {
    let l = config.event.language;
    if !config.messages.is_empty() {
        let messages: Vec<String> = config
            .messages
            .iter()
            .map(|m| crate::i18n::prepared_label(l, m))
            .collect();
        out.push(tr!(
            l,
            "describe-prepared-messages",
            len = config.messages.len(),
            join = messages.join(", ")
        ));
    }
}

fn control_text(c: &SideControl) -> String {
    let minutes = c.base_ms as f64 / 60_000.0;
    format!("{minutes} min + {} s", c.increment_ms / 1000)
}

/// Both sides' clocks in `l`: "blancas 12 min + 3 s, negras 10 min + 3 s".
fn clocks_text(l: crate::core::language::Language, c: &shakmaty::ByColor<SideControl>) -> String {
    format!(
        "{} {}, {} {}",
        tr!(l, "describe-white"),
        control_text(&c.white),
        tr!(l, "describe-black"),
        control_text(&c.black)
    )
}
