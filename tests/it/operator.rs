//! The operator panel driven headless, as an operator drives it: clicks on
//! its board and buttons, typing, keys. Every frame's commands go to the real
//! core, and each test asserts the session afterwards.

use megxadrez::core::bughouse::MatchBoard;
use megxadrez::core::ids::BoardNo;
use std::path::Path;

use bevy_egui::egui::{self, Event, Key, Modifiers, PointerButton, Pos2, RawInput, Rect, Vec2};
use megxadrez::audio::engine::{offline_mixer, open_once};
use megxadrez::audio::{AudioEngine, AudioOp, CueBank, Desk};
use megxadrez::core::config::Language;
use megxadrez::core::cues::AudioConfig;
use megxadrez::core::game::{Command, Game};
use megxadrez::core::session::Session;
use megxadrez::operator::announcer::{AUTOMATIC_LABEL, AnnouncerPanel, STOP_LABEL};
use megxadrez::operator::panel::Panel;
use shakmaty::{Color, Square};

/// The announcer's column with a real audio thread on an output the test
/// pulls from.
struct Announcer {
    controls: AnnouncerPanel,
    desk: Desk,
    audio: AudioConfig,
    engine: AudioEngine,
    source: rodio::mixer::MixerSource,
}

impl Announcer {
    fn new(audio: AudioConfig) -> Announcer {
        let (mixer, source) = offline_mixer();
        let engine = AudioEngine::start(
            CueBank::load(&audio).unwrap(),
            open_once(mixer, "prueba"),
            audio.volume,
            std::time::Duration::from_millis(20),
        );
        Announcer {
            controls: AnnouncerPanel::default(),
            desk: Desk::new(&audio),
            audio,
            engine,
            source,
        }
    }

    /// The loudest sample of the next 50 ms of output.
    fn loudness(&mut self) -> f32 {
        (0..2400)
            .map(|_| self.source.next().unwrap_or(0.0).abs())
            .fold(0.0, f32::max)
    }

    fn wait_played(&self, n: u64) {
        let start = std::time::Instant::now();
        while self.engine.status().played < n {
            assert!(start.elapsed().as_secs() < 5, "{:?}", self.engine.status());
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}

struct Harness {
    announcer: Option<Announcer>,
    ctx: egui::Context,
    panel: Panel,
    session: Session,
    now_ms: u64,
    time: f64,
    /// Every command the panel gave, accepted or not.
    sent: Vec<(BoardNo, Command)>,
    /// The texts the last frame drew.
    texts: Vec<String>,
}

impl Harness {
    fn new(config: &str) -> Harness {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(config);
        Harness::with(Session::new(
            megxadrez::store::load_config(&path).unwrap_or_else(|e| panic!("{e}")),
        ))
    }

    fn with(session: Session) -> Harness {
        let mut h = Harness {
            announcer: None,
            ctx: egui::Context::default(),
            panel: Panel::new(),
            session,
            now_ms: 0,
            time: 0.0,
            sent: Vec::new(),
            texts: Vec::new(),
        };
        h.frame(vec![]);
        h.frame(vec![]);
        h
    }

    fn game(&self) -> &Game {
        &self.session.boards()[self.panel.board.index()].game
    }

    /// One frame of the panel with `events`; its commands are applied the
    /// way the bridge applies them, and the verdict goes back to the panel.
    fn frame(&mut self, events: Vec<Event>) {
        self.time += 0.1;
        self.now_ms += 1000;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 900.0))),
            events,
            time: Some(self.time),
            ..Default::default()
        };
        let mut commands = Vec::new();
        let mut actions = Vec::new();
        let (panel, session, now) = (&mut self.panel, &self.session, self.now_ms);
        self.ctx.begin_pass(input);
        match &mut self.announcer {
            None => commands.extend(panel.ui(&self.ctx, session, now)),
            Some(a) => {
                a.controls.new_frame(now);
                actions = a.controls.keyboard(&self.ctx, &a.audio);
                let view = a.desk.view(
                    &a.audio,
                    "Salida de audio: prueba".into(),
                    true,
                    Default::default(),
                );
                let controls = &mut a.controls;
                commands.extend(panel.ui_with(
                    &self.ctx,
                    session,
                    now,
                    Some(&mut |ui: &mut egui::Ui| {
                        actions.extend(controls.ui(ui, &view, &session.config().messages));
                    }),
                ));
            }
        }
        let output = self.ctx.end_pass();
        self.texts = output
            .shapes
            .iter()
            .filter_map(|s| match &s.shape {
                egui::Shape::Text(t) => Some(t.galley.text().to_owned()),
                _ => None,
            })
            .collect();
        output.drop_without_applying_deltas();
        if let Some(a) = &mut self.announcer {
            for action in &actions {
                match a.desk.act(&a.audio, action, now, true) {
                    Some(AudioOp::Play(cue)) => a.engine.play(cue),
                    Some(AudioOp::StopAll) => a.engine.stop_all(),
                    Some(AudioOp::SetVolume(v)) => a.engine.set_volume(v),
                    None => {}
                }
            }
        }
        for (board, command) in commands {
            // Through the store's writer, as the bridge applies it (a game
            // that ends gives its pairing's result to the event).
            let verdict =
                megxadrez::store::writer::apply(&mut self.session, None, board, &command, now);
            // As the bridge says it: in the event's language.
            let language = self.session.config().event.language;
            self.panel
                .feedback(verdict.map(|_| "hecho".into()).map_err(|e| match e {
                    megxadrez::store::writer::WriteError::Refused(e) => {
                        megxadrez::i18n::refusal(language, &e)
                    }
                    other => other.to_string(),
                }));
            self.sent.push((board, command));
        }
        for request in self.panel.take_events() {
            let verdict =
                megxadrez::round_flow::apply_request(&mut self.session, None, &request, now);
            self.panel.feedback(verdict);
        }
    }

    fn click(&mut self, pos: Pos2) {
        self.frame(vec![Event::PointerMoved(pos)]);
        self.frame(vec![Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        }]);
        self.frame(vec![Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        }]);
        self.frame(vec![]);
    }

    fn click_square(&mut self, sq: Square) {
        let r = self.panel.square_rect(sq).expect("the board was drawn");
        self.click(r.center());
    }

    fn click_button(&mut self, label: &str) {
        let r = self
            .panel
            .button_rect(label)
            .unwrap_or_else(|| panic!("no button {label:?}"));
        self.click(r.center());
    }

    fn key(&mut self, key: Key, modifiers: Modifiers) {
        self.frame(vec![Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        }]);
        self.frame(vec![Event::Key {
            key,
            physical_key: None,
            pressed: false,
            repeat: false,
            modifiers,
        }]);
    }

    fn type_move(&mut self, text: &str) {
        self.frame(vec![Event::Text(text.to_owned())]);
        self.key(Key::Enter, Modifiers::NONE);
    }

    fn sans(&self) -> Vec<String> {
        self.game().moves().iter().map(|m| m.san.clone()).collect()
    }

    /// White's rotation order as the core has it.
    fn white_order(&self) -> Vec<String> {
        let rotation = self.game().contender(Color::White).rotation.as_ref();
        rotation
            .expect("a team event")
            .order()
            .map(str::to_owned)
            .collect()
    }

    fn message(&self) -> String {
        self.panel
            .message
            .clone()
            .map(|(m, _)| m)
            .unwrap_or_default()
    }
}

const FINAL: &str = "configs/megxadrez-final-armageddon-12-10.toml";
const RAPID: &str = "configs/rapid-circuit-swiss.toml";

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn a_whole_game_entered_by_clicks_with_castling_by_the_king() {
    let mut h = Harness::new(RAPID);
    h.key(Key::F1, Modifiers::NONE);
    // Morphy's Opera Game, every move from-square then to-square.
    let clicks = [
        ("e2", "e4"),
        ("e7", "e5"),
        ("g1", "f3"),
        ("d7", "d6"),
        ("d2", "d4"),
        ("c8", "g4"),
        ("d4", "e5"),
        ("g4", "f3"),
        ("d1", "f3"),
        ("d6", "e5"),
        ("f1", "c4"),
        ("g8", "f6"),
        ("f3", "b3"),
        ("d8", "e7"),
        ("b1", "c3"),
        ("c7", "c6"),
        ("c1", "g5"),
        ("b7", "b5"),
        ("c3", "b5"),
        ("c6", "b5"),
        ("c4", "b5"),
        ("b8", "d7"),
        ("e1", "c1"),
        ("a8", "d8"),
        ("d1", "d7"),
        ("d8", "d7"),
        ("h1", "d1"),
        ("e7", "e6"),
        ("b5", "d7"),
        ("f6", "d7"),
        ("b3", "b8"),
        ("d7", "b8"),
        ("d1", "d8"),
    ];
    for (from, to) in clicks {
        h.click_square(sq(from));
        h.click_square(sq(to));
    }
    assert_eq!(h.sans().len(), 33, "{}", h.message());
    assert_eq!(
        h.sans()[22],
        "O-O-O",
        "castling by moving the king two squares"
    );
    assert_eq!(h.sans()[32], "Rd8#");
    let o = h.game().outcome().expect("mate ends the game");
    assert_eq!(o.result.pgn(), "1-0");
}

#[test]
fn a_game_entered_by_typing_san_uci_and_lan_with_suggestions() {
    let mut h = Harness::new(RAPID);
    h.key(Key::F1, Modifiers::NONE);
    for text in ["e4", "e7e5", "Bf1-c4", "Nc6", "Qh5", "Nf6"] {
        h.type_move(text);
    }
    // A refused move is quoted on the message line and the entry cleared.
    h.type_move("Ke3");
    assert!(h.message().contains("\"Ke3\""), "{}", h.message());
    assert!(h.panel.text.is_empty());
    // A suggestion button plays the move it shows, in the event's letters
    // (Spanish: D is the queen).
    h.frame(vec![Event::Text("Dx".into())]);
    h.click_button("sugerencia Dxf7#");
    assert_eq!(h.sans(), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
    assert_eq!(h.game().outcome().map(|o| o.result.pgn()), Some("1-0"));
    assert!(h.panel.text.is_empty(), "the entry is cleared after a move");
    // Issue 29: "the operator's echo of a typed move uses the local
    // letters"; the commands (and so the journal) stay English SAN.
    assert!(
        h.texts
            .iter()
            .any(|t| t.contains("1. e4 e5 2. Ac4 Cc6 3. Dh5 Cf6 4. Dxf7#")),
        "{:?}",
        h.texts
    );
    assert!(!h.texts.iter().any(|t| t.contains("Bc4 Nc6")));
    assert!(
        h.sent.iter().any(|(_, c)| *c
            == Command::Move {
                text: "Qxf7#".into()
            }),
        "{:?}",
        h.sent
    );
}

#[test]
fn bad_input_is_refused_with_a_message_and_changes_nothing() {
    let mut h = Harness::new(RAPID);
    h.type_move("e4");
    assert!(
        h.message().contains("no está en marcha") || h.message().contains("no ha empezado"),
        "{}",
        h.message()
    );
    assert!(h.sans().is_empty());
    h.key(Key::F1, Modifiers::NONE);
    h.key(Key::F1, Modifiers::NONE); // pressing start twice
    assert!(
        h.message().contains("ya ha empezado"),
        "refusals in the event's language: {}",
        h.message()
    );
    for garbage in ["zz9", "Ke2", "Nd2"] {
        h.type_move(garbage);
        assert!(
            !h.message().is_empty() && h.panel.message.as_ref().unwrap().1,
            "{garbage}: {}",
            h.message()
        );
    }
    assert!(h.sans().is_empty(), "nothing was played");
    let sent_before = h.sent.len();
    h.click_square(sq("e2"));
    h.click_square(sq("e2")); // a double click deselects
    assert_eq!(h.panel.selected, None);
    h.click_square(sq("e7")); // the side not to move
    assert!(h.message().contains("e7"), "{}", h.message());
    assert_eq!(h.sent.len(), sent_before, "no command for a wrong click");
    h.click_square(sq("e2"));
    h.click_square(sq("e5")); // not a legal target
    assert!(
        h.message().contains("no es una jugada legal"),
        "{}",
        h.message()
    );
    assert!(h.sans().is_empty());
}

#[test]
fn illegal_moves_under_each_policy_from_the_panel() {
    // Children's final: 2 allowed, the 3rd loses.
    let mut h = Harness::new(FINAL);
    h.key(Key::F1, Modifiers::NONE);
    h.key(Key::F3, Modifiers::NONE);
    h.key(Key::F3, Modifiers::NONE);
    assert_eq!(h.game().illegal().white, 2);
    assert!(h.game().outcome().is_none());
    h.key(Key::F3, Modifiers::NONE);
    assert_eq!(
        h.game().outcome().map(|o| o.termination.as_str()),
        Some("illegal_moves")
    );

    // Rapid circuit: the opponent gets a minute, the second loses.
    let mut h = Harness::new(RAPID);
    h.key(Key::F1, Modifiers::NONE);
    h.click_button("Jugada ilegal (F3)");
    let now = h.now_ms;
    assert!(h.game().clock().remaining_ms(Color::Black, now) >= 900_000 + 60_000 - 1);
    h.click_button("Jugada ilegal (F3)");
    assert_eq!(
        h.game().outcome().map(|o| o.winner),
        Some(Some(Color::Black))
    );

    // School: two minutes to the opponent, never a loss.
    let mut h = Harness::new("configs/school-final-phase.toml");
    h.key(Key::F1, Modifiers::NONE);
    for _ in 0..3 {
        h.key(Key::F3, Modifiers::NONE);
    }
    assert!(h.game().outcome().is_none());
    assert_eq!(h.game().illegal().white, 3);
}

#[test]
fn undo_and_results_need_confirmation() {
    let mut h = Harness::new(FINAL);
    h.key(Key::F1, Modifiers::NONE);
    h.type_move("e4");
    h.type_move("e5");
    h.key(Key::F8, Modifiers::NONE);
    assert_eq!(h.sans().len(), 2, "nothing happens before the confirmation");
    h.key(Key::Escape, Modifiers::NONE);
    assert_eq!(h.panel.confirm, None);
    assert_eq!(h.sans().len(), 2);
    h.key(Key::F8, Modifiers::NONE);
    h.key(Key::S, Modifiers::NONE);
    assert_eq!(h.sans(), ["e4"], "undone");
    assert_eq!(
        h.game().mover(Color::Black),
        Some("Iria"),
        "the same child moves again"
    );

    h.click_button("Abandonan negras");
    assert!(h.game().outcome().is_none());
    h.click_button("Sí (S)");
    let o = h.game().outcome().expect("resigned");
    assert_eq!(
        (o.result.pgn(), o.termination.as_str()),
        ("1-0", "resignation")
    );
    h.type_move("Nf6");
    assert!(
        h.message().contains("terminado"),
        "acting on a finished game: {}",
        h.message()
    );
}

#[test]
fn arbiter_decision_needs_a_reason() {
    let mut h = Harness::new(RAPID);
    h.key(Key::F1, Modifiers::NONE);
    h.click_button("1-0");
    assert!(h.message().contains("motivo"), "{}", h.message());
    assert!(h.panel.confirm.is_none());
    h.panel.arbiter_reason = "teléfono sonando".into();
    h.click_button("0-1");
    h.key(Key::S, Modifiers::NONE);
    let o = h.game().outcome().expect("decided");
    assert_eq!(
        (o.result.pgn(), o.reason.as_deref()),
        ("0-1", Some("teléfono sonando"))
    );
}

#[test]
fn rotation_changes_from_the_panel() {
    let mut h = Harness::new(FINAL);
    h.key(Key::F1, Modifiers::NONE);
    assert_eq!(h.game().mover(Color::White), Some("Uxía"));
    h.click_button("ausente Uxía");
    assert_eq!(
        h.game().mover(Color::White),
        Some("Brais"),
        "an absent child is skipped"
    );
    h.click_button("presente Uxía");
    h.click_button("▼ Uxía");
    let order = h.white_order();
    assert_eq!(order, ["Brais", "Uxía", "Antía", "Xoel"]);
    h.click_button("entra Sabela");
    let order = h.white_order();
    assert!(
        order.contains(&"Sabela".to_owned()) && order.len() == 4,
        "{order:?}"
    );
}

#[test]
fn promotion_picker_and_board_selection() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(RAPID);
    let config = megxadrez::store::load_config(&path).unwrap();
    let mut h = Harness::new(RAPID);
    h.session = Session::new(config);
    h.session
        .apply(
            BoardNo::at(0),
            &Command::SetPosition {
                fen: "8/4P2k/8/8/8/8/8/4K3 w - - 0 1".into(),
            },
            h.now_ms,
        )
        .unwrap();
    h.key(Key::F1, Modifiers::NONE);
    h.click_square(sq("e7"));
    h.click_square(sq("e8"));
    assert!(h.panel.promotion.is_some(), "the picker opens");
    h.frame(vec![]);
    h.click_button("Caballo");
    assert_eq!(h.sans(), ["e8=N"]);
}

#[test]
fn pause_all_and_the_board_selector() {
    let mut h = Harness::new(FINAL);
    h.key(Key::F1, Modifiers::NONE);
    h.key(Key::PageDown, Modifiers::NONE);
    assert_eq!(h.panel.board, BoardNo::at(1));
    h.key(Key::F1, Modifiers::NONE);
    h.key(Key::F2, Modifiers::SHIFT);
    for b in h.session.boards() {
        assert!(matches!(
            b.game.clock().state(),
            megxadrez::core::clock::ClockState::Paused { .. }
        ));
    }
    h.key(Key::F2, Modifiers::SHIFT);
    for b in h.session.boards() {
        assert!(matches!(
            b.game.clock().state(),
            megxadrez::core::clock::ClockState::Running { .. }
        ));
    }
}

#[test]
fn buttons_are_reachable_with_tab_and_pressed_with_space() {
    let mut h = Harness::new(RAPID);
    // The move entry has the focus; the next widget is the start button.
    h.key(Key::Tab, Modifiers::NONE);
    h.key(Key::Space, Modifiers::NONE);
    assert!(
        h.game().clock().running_side().is_some(),
        "Tab then Space pressed a button: {:?}",
        h.sent
    );
}

#[test]
fn the_announcer_fires_cues_by_hotkey_button_and_go_and_esc_stops_everything() {
    let mut h = Harness::new(FINAL);
    let audio = h.session.config().audio.clone();
    h.announcer = Some(Announcer::new(audio.clone()));
    h.frame(vec![]);
    h.frame(vec![]);

    // Ctrl+1: the first cue (the start chime) sounds.
    h.key(Key::Num1, Modifiers::CTRL);
    let a = h.announcer.as_mut().unwrap();
    a.wait_played(1);
    assert!(a.loudness() > 0.1, "the chime plays");
    assert!(
        a.desk
            .log()
            .last()
            .unwrap()
            .text
            .contains("Inicio de partida")
    );
    // Issue 47: "the public-address log's times are since the start, not
    // the time of day": the line says when, by the wall clock (session
    // time 3 s here, then it is 13:05 by the clock: 13:05, not 0:03).
    h.frame(vec![]);
    let (minute, _) = megxadrez::store::files::local_time_of_day();
    let logged = h
        .texts
        .iter()
        .find(|t| t.contains("Inicio de partida") && t.as_bytes().get(8) == Some(&b' '))
        .unwrap_or_else(|| panic!("no log line in {:?}", h.texts))
        .clone();
    let (hours, minutes): (u32, u32) =
        (logged[..2].parse().unwrap(), logged[3..5].parse().unwrap());
    let logged_minute = hours * 60 + minutes;
    assert!(
        (minute + 1440 - logged_minute) % 1440 <= 2,
        "{logged:?} is not the time of day ({:02}:{:02})",
        minute / 60,
        minute % 60
    );

    // Esc: silence at once (and the panel's selection is cancelled too).
    h.key(Key::Escape, Modifiers::NONE);
    let a = h.announcer.as_mut().unwrap();
    assert_eq!(a.loudness(), 0.0, "panic stop");

    // A cue's button, by its label with the hotkey.
    let fin = audio.cue("fin").unwrap().0;
    let label = AnnouncerPanel::cue_label(&audio, fin, Language::Es);
    assert_eq!(label, "Fin de partida [Ctrl+2]");
    let r = h
        .announcer
        .as_ref()
        .unwrap()
        .controls
        .button_rect(&label)
        .unwrap();
    h.click(r.center());
    let a = h.announcer.as_mut().unwrap();
    a.wait_played(2);
    assert!(a.desk.log().last().unwrap().text.contains("Fin de partida"));
    h.key(Key::Escape, Modifiers::NONE);

    // GO (F12) walks the config's list: inicio, then «Quedan diez minutos».
    h.key(Key::F12, Modifiers::NONE);
    h.key(Key::F12, Modifiers::NONE);
    let a = h.announcer.as_mut().unwrap();
    a.wait_played(4);
    let last: Vec<&str> = a
        .desk
        .log()
        .rev()
        .take(2)
        .map(|l| l.text.as_str())
        .collect();
    assert!(
        last[0].contains("Quedan diez minutos") && last[0].contains("GO"),
        "{last:?}"
    );
    assert!(last[1].contains("Inicio de partida"), "{last:?}");

    // F11 mutes the automatic cues; the checkbox follows.
    assert!(h.announcer.as_ref().unwrap().desk.automatic());
    h.key(Key::F11, Modifiers::NONE);
    assert!(!h.announcer.as_ref().unwrap().desk.automatic());
    let r = h
        .announcer
        .as_ref()
        .unwrap()
        .controls
        .button_rect(AUTOMATIC_LABEL)
        .unwrap();
    h.click(r.center());
    assert!(h.announcer.as_ref().unwrap().desk.automatic());
    assert!(
        h.announcer
            .as_ref()
            .unwrap()
            .controls
            .button_rect(STOP_LABEL)
            .is_some()
    );

    // Typing a move with digits fires no cue: only Ctrl+digit does (egui
    // gets both the key presses and the text).
    let played = h.announcer.as_ref().unwrap().engine.status().played;
    h.key(Key::F1, Modifiers::NONE);
    h.key(Key::Num2, Modifiers::NONE);
    h.key(Key::Num4, Modifiers::NONE);
    // Ctrl+Shift+1 is not Ctrl+1.
    h.key(Key::Num1, Modifiers::CTRL | Modifiers::SHIFT);
    h.type_move("e2e4");
    assert_eq!(h.sans(), ["e4"], "{}", h.message());
    std::thread::sleep(std::time::Duration::from_millis(50));
    assert_eq!(h.announcer.as_ref().unwrap().engine.status().played, played);
}

#[test]
fn letters_typed_after_enter_in_the_same_frame_begin_the_next_move() {
    // Bug seen in the real window: a slow frame took "Return C" together,
    // the entry lost its focus at the Return and the C was lost ("c6" was
    // played for "Cc6").
    let mut h = Harness::new(RAPID);
    h.key(Key::F1, Modifiers::NONE);
    let enter = |pressed| Event::Key {
        key: Key::Enter,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    h.frame(vec![
        Event::Text("e4".into()),
        enter(true),
        enter(false),
        Event::Text("C".into()),
    ]);
    h.frame(vec![Event::Text("c6".into()), enter(true), enter(false)]);
    h.frame(vec![]);
    h.frame(vec![]);
    assert_eq!(h.sans(), ["e4", "Nc6"], "{}", h.message());
}

/// The final's config with its `language` set to `language`, in a folder
/// of its own (the teams file beside it).
fn final_in(language: &str) -> String {
    let dir =
        std::env::temp_dir().join(format!("megxadrez-panel-{language}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("teams")).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(FINAL)).unwrap();
    std::fs::write(
        dir.join("final.toml"),
        text.replacen(
            "language = \"es\"",
            &format!("language = \"{language}\""),
            1,
        ),
    )
    .unwrap();
    for entry in std::fs::read_dir(root.join("configs/teams")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.join("teams").join(entry.file_name())).unwrap();
    }
    dir.join("final.toml").display().to_string()
}

#[test]
fn the_panel_speaks_the_events_language() {
    for (language, start, illegal, refused) in [
        ("en", "Start (F1)", "Illegal move (F3)", "type a move"),
        (
            "gl",
            "Iniciar (F1)",
            "Xogada ilegal (F3)",
            "escribe unha xogada",
        ),
        (
            "es",
            "Iniciar (F1)",
            "Jugada ilegal (F3)",
            "escribe una jugada",
        ),
    ] {
        let mut h = Harness::new(&final_in(language));
        assert!(
            h.panel.button_rect(illegal).is_some(),
            "{language}: {illegal}"
        );
        h.click_button(start);
        assert_eq!(h.sent, [(BoardNo::FIRST, Command::Start)], "{language}");
        // An empty move is refused on the message line, in the language.
        h.key(Key::Enter, Modifiers::NONE);
        assert_eq!(h.message(), refused, "{language}");
    }
    // A Spanish label is not on an English panel.
    let h = Harness::new(&final_in("en"));
    assert!(h.panel.button_rect("Jugada ilegal (F3)").is_none());
}

/// The panel's answer to a confirmed question.
fn confirm(h: &mut Harness) {
    h.click_button("Sí (S)");
}

#[test]
fn a_six_team_league_is_run_round_by_round_from_the_panel() {
    use megxadrez::core::pairing::results::Round;
    let mut h = Harness::new("tests/configs/league-six.toml");
    let teams = h.session.event().names().to_vec();
    assert_eq!(teams.len(), 6);
    // Points by the seed's scoring (4 a win, 2 a draw, 1 a loss), kept by
    // the test from the results it gives.
    let mut expected = [0u32; 6];
    for round in 1..=5u32 {
        h.click_button(&format!("Emparejar la ronda {round}"));
        confirm(&mut h);
        assert_eq!(h.session.event().last_round(), round, "{}", h.message());
        let (pairings, byes) = h.session.event().round_pairings(round);
        assert_eq!((pairings.len(), byes.len()), (3, 0));
        // The next round waits for this one's results.
        assert!(
            h.panel
                .button_rect(&format!("Emparejar la ronda {}", round + 1))
                .is_none()
        );
        h.click_button(&format!("Llevar la ronda {round} al escenario"));
        confirm(&mut h);
        assert_eq!(h.session.event().staged_round(), round, "{}", h.message());
        // The stage's boards are the round's pairings, with rotations.
        let on_stage: Vec<(String, String)> = h
            .session
            .boards()
            .iter()
            .map(|b| {
                (
                    b.game.contender(Color::White).name.clone(),
                    b.game.contender(Color::Black).name.clone(),
                )
            })
            .collect();
        let paired: Vec<(String, String)> = pairings
            .iter()
            .map(|p| {
                (
                    teams[p.white as usize - 1].clone(),
                    teams[p.black as usize - 1].clone(),
                )
            })
            .collect();
        assert_eq!(on_stage, paired);
        // The lower start number wins every game, so that the league's
        // table is clear for the knockout. Table 1 is refereed on the stage
        // (the loser resigns); tables 2 and 3 are entered by hand.
        h.panel.board = BoardNo::at(0);
        h.click_button("Iniciar (F1)");
        let p = &pairings;
        h.click_button(if p[0].white < p[0].black {
            "Abandonan negras"
        } else {
            "Abandonan blancas"
        });
        confirm(&mut h);
        assert!(h.game().outcome().is_some(), "{}", h.message());
        for (t, pairing) in p.iter().enumerate().skip(1) {
            let result = if pairing.white < pairing.black {
                "1-0"
            } else {
                "0-1"
            };
            h.click_button(&format!("result {} {result}", t + 1));
            confirm(&mut h);
        }
        for pairing in p {
            let (winner, loser) = if pairing.white < pairing.black {
                (pairing.white, pairing.black)
            } else {
                (pairing.black, pairing.white)
            };
            expected[winner as usize - 1] += 4;
            expected[loser as usize - 1] += 1;
        }
        let (after, _) = h.session.event().round_pairings(round);
        assert!(
            after.iter().all(|p| p.result.is_some()),
            "round {round}: {after:?} {}",
            h.message()
        );
    }
    // Every team met every other once.
    for team in 1..=6u32 {
        let mut met: Vec<u32> = (1..=5)
            .filter_map(|r| {
                let (p, _) = h.session.event().round_pairings(r);
                p.iter().find_map(|p| {
                    (p.white == team)
                        .then_some(p.black)
                        .or((p.black == team).then_some(p.white))
                })
            })
            .collect();
        met.sort();
        let others: Vec<u32> = (1..=6).filter(|&t| t != team).collect();
        assert_eq!(met, others, "team {team}");
    }
    // The league's points equal the test's own count.
    let points: Vec<u32> = (1..=6u32)
        .map(|t| {
            (1..=5)
                .map(|r| {
                    let (p, _) = h.session.event().round_pairings(r);
                    p.iter()
                        .find_map(|p| match p.result {
                            Some((w, _)) if p.white == t => Some(w),
                            Some((_, b)) if p.black == t => Some(b),
                            _ => None,
                        })
                        .map_or(0, |round| match round {
                            Round::Played { score, .. } => match score {
                                megxadrez::core::pairing::results::Score::Win => 4,
                                megxadrez::core::pairing::results::Score::Draw => 2,
                                megxadrez::core::pairing::results::Score::Loss => 1,
                            },
                            _ => 0,
                        })
                })
                .sum()
        })
        .collect();
    assert_eq!(points, expected);
    let table = megxadrez::core::tournament::table::event_table(
        h.session.config(),
        h.session.event(),
        megxadrez::core::pairing::tiebreak::Rules::Fide2026,
        None,
        &mut |_| 0,
    );
    let by_team: Vec<(String, String)> = table
        .rows
        .iter()
        .map(|r| (r.name.clone(), r.points.clone()))
        .collect();
    for (i, name) in teams.iter().enumerate() {
        let row = by_team.iter().find(|(n, _)| n == name).unwrap();
        assert_eq!(row.1, expected[i].to_string(), "{name}: {table:?}");
    }
    assert_eq!(expected, [20, 17, 14, 11, 8, 5]);
    // The knockout: the league's first four to semi-finals, 1 v 4, 2 v 3.
    h.click_button("Emparejar la ronda 6");
    confirm(&mut h);
    let (semis, _) = h.session.event().round_pairings(6);
    let pairs: Vec<(u32, u32)> = semis.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(pairs, [(1, 4), (2, 3)], "{}", h.message());
    h.click_button("Llevar la ronda 6 al escenario");
    confirm(&mut h);
    // Semi-final 1 on the stage, Armageddon: agreed drawn, so Black's.
    h.panel.board = BoardNo::at(0);
    assert_eq!(h.session.boards()[0].label, "Semifinal 1");
    assert!(h.game().rules().armageddon);
    // Seed 000: "Los cuartos, la semifinal y la final se jugarán por el
    // sistema Armagedón: 11 + 3 blancas y 9 + 3 negras."
    for board in 0..2 {
        let clock = h.session.boards()[board].game.clock();
        assert_eq!(
            (
                clock.remaining_ms(Color::White, 0),
                clock.remaining_ms(Color::Black, 0)
            ),
            (11 * 60_000, 9 * 60_000),
            "semi-final {}",
            board + 1
        );
    }
    h.click_button("Iniciar (F1)");
    h.click_button("Tablas acordadas (F7)");
    confirm(&mut h);
    h.click_button("result 2 1-0");
    confirm(&mut h);
    // The final and the game for third place.
    h.click_button("Emparejar la ronda 7");
    confirm(&mut h);
    let (last, _) = h.session.event().round_pairings(7);
    let pairs: Vec<(u32, u32)> = last.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(pairs, [(4, 2), (1, 3)], "{}", h.message());
    h.click_button("Llevar la ronda 7 al escenario");
    confirm(&mut h);
    // The final is board 1, the giant board's: White 12+3 against 10+3.
    assert_eq!(h.session.boards()[0].label, "Final");
    assert_eq!(
        h.game().clock().remaining_ms(Color::White, 0),
        12 * 60_000,
        "{}",
        h.message()
    );
    assert_eq!(h.game().clock().remaining_ms(Color::Black, 0), 10 * 60_000);
    // The game for third place, in the same round, keeps the semi-finals'.
    let third = h.session.boards()[1].game.clock();
    assert_eq!(
        (
            third.remaining_ms(Color::White, 0),
            third.remaining_ms(Color::Black, 0)
        ),
        (11 * 60_000, 9 * 60_000)
    );
    h.click_button("Iniciar (F1)");
    h.click_button("Abandonan blancas");
    confirm(&mut h);
    h.click_button("result 2 1-0");
    confirm(&mut h);
    // The bracket: Os Alfiles Rápidos (2) champions, Os Cabalos Tolos third.
    let bracket =
        megxadrez::core::tournament::bracket::bracket(h.session.config(), h.session.event());
    let final_tie = &bracket[1][0];
    assert_eq!(final_tie.name, "Final");
    assert_eq!(final_tie.slots[1].entrant, Some(2));
    assert_eq!(final_tie.slots[1].won, Some(true));
    assert_eq!(
        bracket[1][1].slots[0].won,
        Some(true),
        "third place: team 1"
    );
    assert!(h.panel.button_rect("Emparejar la ronda 8").is_none());
    // The games played on the stage are all in the records: five league
    // rounds, the semi-final and the final, one refereed game each.
    let pgn = megxadrez::core::session_pgn::write_session(&h.session, "2026.11.30");
    assert_eq!(pgn.matches("[Event ").count(), 8, "{pgn}");
    for r in 1..=5 {
        assert!(pgn.contains(&format!("[Round \"{r}\"]")), "round {r}");
    }
    // The knockout's games by their ties (issue 29), not by a number.
    for tie in ["Semifinal 1", "Final"] {
        assert!(pgn.contains(&format!("[Round \"{tie}\"]")), "{tie}");
    }
    assert!(!pgn.contains("[Round \"7\"]"));
}

#[test]
fn a_five_team_school_zonal_is_run_from_the_panel_board_by_board() {
    use megxadrez::core::points::Points;
    let mut h = Harness::new("tests/configs/school-five.toml");
    let teams = h.session.event().names().to_vec();
    // Seed 001 §6: five teams play one round robin, five rounds.
    assert_eq!(h.session.event().rounds(), 5);
    let short = 4; // "CEIP Praia Xardín" has three players.
    // The test's own count: game points 10/5/1 (an empty seat 0, the
    // opponent 10), match points 2/1/0.
    let mut game = [0u32; 5];
    let mut matches = [0u32; 5];
    for round in 1..=5u32 {
        h.click_button(&format!("Emparejar la ronda {round}"));
        confirm(&mut h);
        let (pairings, byes) = h.session.event().round_pairings(round);
        assert_eq!((pairings.len(), byes.len()), (2, 1), "{}", h.message());
        h.click_button(&format!("Llevar la ronda {round} al escenario"));
        confirm(&mut h);
        // Four boards a match, W-B-W-B: the first team White on 1 and 3.
        assert_eq!(h.session.boards().len(), 8);
        for (t, p) in pairings.iter().enumerate() {
            for k in 0..4 {
                let b = &h.session.boards()[4 * t + k];
                assert_eq!(b.label, format!("{}.{}", t + 1, k + 1));
                let white_team = if k % 2 == 0 { p.white } else { p.black };
                let white = &b.game.contender(Color::White).name;
                assert!(
                    white.ends_with(&format!("({})", teams[white_team as usize - 1]))
                        || (white == &teams[white_team as usize - 1]),
                    "board {}: {white}",
                    b.label
                );
            }
        }
        // Boards 1.1 and 1.2 are refereed on the stage: on each the player
        // with White resigns (on 1.2 that is the second team's).
        for board in [0, 1] {
            h.panel.board = BoardNo::at(board);
            h.click_button("Iniciar (F1)");
            h.click_button("Abandonan blancas");
            confirm(&mut h);
            assert!(h.game().outcome().is_some(), "{}", h.message());
        }
        for (t, p) in pairings.iter().enumerate() {
            let table = t + 1;
            for k in 1..=4u32 {
                if table == 1 && k <= 2 {
                    continue;
                }
                // Board 4 of the short team is an empty seat; the rest:
                // White wins on 2, draws on 3 and 4.
                let white_team = if k % 2 == 1 { p.white } else { p.black };
                let result = if k == 4 && (p.white == short || p.black == short) {
                    if white_team == short { "-+" } else { "+-" }
                } else if k == 2 {
                    "1-0"
                } else {
                    "1/2"
                };
                h.click_button(&format!("board {table}.{k} {result}"));
                confirm(&mut h);
            }
            // The test's count, seen from each board's White.
            let mut pts = [0u32; 2]; // first, second
            for k in 1..=4u32 {
                let first_white = k % 2 == 1;
                let (wi, bi) = if first_white { (0, 1) } else { (1, 0) };
                let white_team = if first_white { p.white } else { p.black };
                let empty = k == 4 && (p.white == short || p.black == short);
                if empty {
                    if white_team == short {
                        pts[bi] += 10;
                    } else {
                        pts[wi] += 10;
                    }
                } else if table == 1 && k <= 2 {
                    pts[wi] += 1;
                    pts[bi] += 10;
                } else if k == 2 {
                    pts[wi] += 10;
                    pts[bi] += 1;
                } else {
                    pts[wi] += 5;
                    pts[bi] += 5;
                }
            }
            game[p.white as usize - 1] += pts[0];
            game[p.black as usize - 1] += pts[1];
            let (mw, mb) = match pts[0].cmp(&pts[1]) {
                std::cmp::Ordering::Greater => (2, 0),
                std::cmp::Ordering::Equal => (1, 1),
                std::cmp::Ordering::Less => (0, 2),
            };
            matches[p.white as usize - 1] += mw;
            matches[p.black as usize - 1] += mb;
        }
        assert!(
            h.session.event().round_complete(round),
            "round {round}: {}",
            h.message()
        );
    }
    for t in 0..5u32 {
        assert_eq!(
            h.session.event().game_points(t + 1),
            Points::whole(game[t as usize]),
            "{}",
            teams[t as usize]
        );
        assert_eq!(
            h.session.event().match_points(t + 1),
            Points::whole(matches[t as usize]),
            "{}",
            teams[t as usize]
        );
    }
    assert!(h.panel.button_rect("Emparejar la ronda 6").is_none());
}

/// A board's result, from its White, when `winner` takes every board of
/// the match of `first` (White on the odd boards) against `second`; an
/// empty seat of team `short` on board 4 is a forfeit.
fn board_result(first: u32, second: u32, k: u32, winner: u32, short: u32) -> &'static str {
    let white = if k % 2 == 1 { first } else { second };
    let black = if k % 2 == 1 { second } else { first };
    match (k == 4 && white == short, k == 4 && black == short) {
        (true, _) => "-+",
        (_, true) => "+-",
        _ if winner == white => "1-0",
        _ => "0-1",
    }
}

#[test]
fn a_school_final_phase_of_six_with_a_team_of_three_is_run_from_the_panel() {
    let mut h = Harness::new("tests/configs/school-final-six.toml");
    let event = h.session.event();
    // Two groups of three (1, 3, 5 and 2, 4, 6): three rounds of group
    // leagues, then the crossed semi-finals and the final.
    assert_eq!(event.rounds(), 5);
    let short = 6;
    // Every match: the team with the lower number wins all its boards.
    let play = |h: &mut Harness, round: u32, winner_of: &dyn Fn(u32, u32) -> u32| {
        let (pairings, _) = h.session.event().round_pairings(round);
        for (t, p) in pairings.iter().enumerate() {
            let winner = winner_of(p.white, p.black);
            for k in 1..=4 {
                let result = board_result(p.white, p.black, k, winner, short);
                h.click_button(&format!("board {}.{k} {result}", t + 1));
                confirm(h);
            }
        }
        assert!(
            h.session.event().round_complete(round),
            "round {round}: {}",
            h.message()
        );
    };
    for round in 1..=3u32 {
        h.click_button(&format!("Emparejar la ronda {round}"));
        confirm(&mut h);
        let (pairings, byes) = h.session.event().round_pairings(round);
        assert_eq!((pairings.len(), byes.len()), (2, 2), "{}", h.message());
        // Each match within its group.
        for p in &pairings {
            assert_eq!(p.white % 2, p.black % 2, "{p:?}: one group");
        }
        h.click_button(&format!("Llevar la ronda {round} al escenario"));
        confirm(&mut h);
        assert_eq!(h.session.boards().len(), 8);
        play(&mut h, round, &|a, b| a.min(b));
    }
    // 1st A v 2nd B, 1st B v 2nd A, 3rd A v 3rd B (no 4th in a group of
    // three: no game for places 7 and 8).
    h.click_button("Emparejar la ronda 4");
    confirm(&mut h);
    let (ko, _) = h.session.event().round_pairings(4);
    let pairs: Vec<(u32, u32)> = ko.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(pairs, [(1, 4), (2, 3), (5, 6)], "{}", h.message());
    h.click_button("Llevar la ronda 4 al escenario");
    confirm(&mut h);
    assert_eq!(h.session.boards().len(), 12);
    // The semi-finals go to the second-named teams, the placing game to 5.
    play(&mut h, 4, &|a, b| if (a, b) == (5, 6) { 5 } else { b });
    h.click_button("Emparejar la ronda 5");
    confirm(&mut h);
    let (last, _) = h.session.event().round_pairings(5);
    let pairs: Vec<(u32, u32)> = last.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(pairs, [(4, 3), (1, 2)], "{}", h.message());
    h.click_button("Llevar la ronda 5 al escenario");
    confirm(&mut h);
    play(&mut h, 5, &|a, _| a);
    let bracket =
        megxadrez::core::tournament::bracket::bracket(h.session.config(), h.session.event());
    let names: Vec<Vec<&str>> = bracket
        .iter()
        .map(|r| r.iter().map(|t| t.name.as_str()).collect())
        .collect();
    assert_eq!(names, [vec!["SF1", "SF2", "5-6"], vec!["Final", "3-4"]]);
    assert_eq!(bracket[1][0].slots[0].entrant, Some(4));
    assert_eq!(bracket[1][0].slots[0].won, Some(true), "the champion");
    assert!(h.panel.button_rect("Emparejar la ronda 6").is_none());
}

#[test]
fn a_team_withdrawn_from_the_panel_loses_its_later_games_by_forfeit() {
    use megxadrez::core::pairing::results::Round;
    let mut h = Harness::new("tests/configs/league-six.toml");
    h.click_button("Emparejar la ronda 1");
    confirm(&mut h);
    for t in 1..=3 {
        h.click_button(&format!("result {t} 1/2"));
        confirm(&mut h);
    }
    // "As Torres de Hércules" (5) leaves after round 1.
    h.click_button("Retiradas");
    h.click_button("withdraw 5");
    confirm(&mut h);
    assert_eq!(
        h.session.event().withdrawn_from(5),
        Some(2),
        "{}",
        h.message()
    );
    for round in 2..=5u32 {
        h.click_button(&format!("Emparejar la ronda {round}"));
        confirm(&mut h);
        let (pairings, _) = h.session.event().round_pairings(round);
        let p = pairings
            .iter()
            .find(|p| p.white == 5 || p.black == 5)
            .expect("still paired by the schedule");
        // The forfeit is in with the pairing; the opponent scores it.
        let (five, other) = if p.white == 5 {
            p.result.unwrap()
        } else {
            p.result.map(|(w, b)| (b, w)).unwrap()
        };
        assert!(
            matches!(five, Round::Forfeit { won: false, .. }),
            "{five:?}"
        );
        assert!(
            matches!(other, Round::Forfeit { won: true, .. }),
            "{other:?}"
        );
        for (t, q) in pairings.iter().enumerate() {
            if q.result.is_none() {
                h.click_button(&format!("result {} 1-0", t + 1));
                confirm(&mut h);
            }
        }
        assert!(h.session.event().round_complete(round), "{}", h.message());
    }
}

#[test]
fn a_play_off_on_the_stage_breaks_a_three_way_tie_in_the_league() {
    use megxadrez::core::event::parse;
    let mut h = Harness::new("configs/children-team-league.toml");
    // A cycle: each team beat one and lost to the other, 5 points each;
    // the direct games cannot part them.
    for c in [
        "pair 1 1 2",
        "result 1 1 2 1-0",
        "pair 2 2 3",
        "result 2 2 3 1-0",
        "pair 3 3 1",
        "result 3 3 1 1-0",
    ] {
        h.session.apply_event(&parse(c).unwrap()).unwrap();
    }
    let ranks = |h: &Harness| -> Vec<(usize, u32)> {
        let t = megxadrez::core::tournament::table::event_table(
            h.session.config(),
            h.session.event(),
            megxadrez::core::pairing::tiebreak::Rules::Fide2026,
            None,
            &mut |_| 0,
        );
        t.rows.iter().map(|r| (r.rank, r.start_no)).collect()
    };
    assert!(ranks(&h).iter().all(|&(r, _)| r == 1), "{:?}", ranks(&h));
    h.frame(vec![]);
    // The play-off between 1 and 2, typed in the panel and played on the
    // stage at the seed's lightning time (5 minutes each).
    let field = h
        .panel
        .button_rect("playoff-text")
        .expect("the play-off field");
    h.click(field.center());
    h.frame(vec![Event::Text("1 2".into())]);
    h.click_button("Jugar desempate");
    confirm(&mut h);
    assert_eq!(h.session.boards().len(), 1, "{}", h.message());
    assert_eq!(h.session.boards()[0].label, "Desempate");
    h.panel.board = BoardNo::at(0);
    assert_eq!(h.game().clock().remaining_ms(Color::White, 0), 5 * 60_000);
    assert_eq!(h.game().clock().remaining_ms(Color::Black, 0), 5 * 60_000);
    assert!(!h.game().rules().armageddon);
    h.click_button("Iniciar (F1)");
    h.click_button("Abandonan negras");
    confirm(&mut h);
    // Team 1 won it, but 3 has not played yet: the lightning play-off is
    // among the three, so nobody leaves the shared first place (3 may
    // still beat 1).
    let r = ranks(&h);
    let rank_of = |n: u32| r.iter().find(|&&(_, s)| s == n).unwrap().0;
    assert_eq!((rank_of(1), rank_of(2), rank_of(3)), (1, 1, 1), "{r:?}");
    // A second play-off, 2 against 3, entered by hand from the terminal's
    // words: 3 wins; now all three are apart.
    h.session
        .apply_event(&parse("playoff 2 3 0-1").unwrap())
        .unwrap();
    h.session
        .apply_event(&parse("playoff 1 3 1-0").unwrap())
        .unwrap();
    let r = ranks(&h);
    assert_eq!(
        r.iter().map(|&(_, s)| s).collect::<Vec<_>>(),
        [1, 3, 2],
        "{r:?}"
    );
    assert_eq!(r.iter().map(|&(k, _)| k).collect::<Vec<_>>(), [1, 2, 3]);
}

#[test]
fn a_swiss_round_is_loaded_from_a_report_file_and_started_from_the_panel() {
    // The rapid circuit's twelve, its boards left to the rounds.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/configs/rapid-standings.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let game = "[game]\nwhite = \"Fernández Castro, Lucía\"\nblack = \"Rodríguez Pena, Martín\"\n";
    assert!(text.contains(game));
    let config =
        megxadrez::core::config::EventConfig::parse(&text.replace(game, ""), &path, &|p| {
            std::fs::read_to_string(p)
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let mut h = Harness::with(Session::new(config));
    let names = h.session.event().names().to_vec();
    // Round 1 as Vega writes it: the top half against the bottom half,
    // colours alternating, no result yet.
    let mut trf = String::from("012 Circuito\n142 5\n");
    for n in 1..=12u32 {
        let (opponent, colour) = if n <= 6 {
            (n + 6, if n % 2 == 1 { "w" } else { "b" })
        } else {
            (n - 6, if n % 2 == 1 { "b" } else { "w" })
        };
        let block = format!("{opponent:>4} {colour}  ");
        trf.push_str(&crate::tournament::trf_line(
            n,
            &names[n as usize - 1],
            1500,
            "0.0",
            &[&block],
        ));
        trf.push('\n');
    }
    let file = std::env::temp_dir().join(format!("megxadrez-panel-{}.trf", std::process::id()));
    std::fs::write(&file, trf).unwrap();
    // A path that is not there: said, nothing paired.
    let field = h.panel.button_rect("trf-path").expect("the file field");
    h.click(field.center());
    h.frame(vec![Event::Text("/no/such/round.trf".into())]);
    h.click_button("Cargar TRF");
    confirm(&mut h);
    assert!(h.message().contains("no se puede leer"), "{}", h.message());
    assert_eq!(h.session.event().last_round(), 0);
    h.panel.trf_path = file.display().to_string();
    h.frame(vec![]);
    h.click_button("Cargar TRF");
    confirm(&mut h);
    assert!(
        h.message()
            .starts_with("ronda 1 emparejada: 6 emparejamientos, 0 descansos — mesa 1: "),
        "{}",
        h.message()
    );
    let (pairings, _) = h.session.event().round_pairings(1);
    let pairs: Vec<(u32, u32)> = pairings.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(pairs, [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11), (12, 6)]);
    h.click_button("Llevar la ronda 1 al escenario");
    confirm(&mut h);
    assert_eq!(h.session.boards().len(), 6);
    h.click_button("Iniciar las 6 partidas");
    assert!(
        h.session
            .boards()
            .iter()
            .all(|b| b.game.clock().running_side().is_some()),
        "{}",
        h.message()
    );
    let _ = std::fs::remove_file(&file);
}

const BUGHOUSE: &str = "configs/bughouse-pairs-swiss.toml";

impl Harness {
    fn click_linked(&mut self, board: BoardNo, square: &str) {
        let r = self
            .panel
            .linked_square_rect(board, sq(square))
            .expect("the bughouse board was drawn");
        self.click(r.center());
    }

    fn linked(&self) -> &megxadrez::core::bughouse::BughouseGame {
        &self.session.matches()[0].game
    }

    fn linked_sans(&self, b: MatchBoard) -> Vec<String> {
        self.linked().moves(b).map(|m| m.san.clone()).collect()
    }
}

#[test]
fn a_bughouse_match_is_played_from_the_panel_on_both_boards() {
    let mut h = Harness::new(BUGHOUSE);
    h.key(Key::F1, Modifiers::NONE);
    assert!(h.linked().started(), "F1 starts all four clocks");
    // Board 1 by clicks, board 2 by clicks: a click on a board selects it.
    h.click_linked(BoardNo::at(0), "e2");
    h.click_linked(BoardNo::at(0), "e4");
    h.click_linked(BoardNo::at(1), "d2");
    h.click_linked(BoardNo::at(1), "d4");
    assert_eq!(h.panel.board, BoardNo::at(1));
    // Typed on the selected board, with the event's (Spanish) letters.
    h.click_linked(BoardNo::at(0), "a1");
    h.type_move("d5");
    h.type_move("exd5");
    assert_eq!(h.linked_sans(MatchBoard::First), ["e4", "d5", "exd5"]);
    // The pawn White took on board 1 went to its partner, Black on board
    // 2: a click on it in hand, then on an empty square, drops it.
    h.click_button("mano 2 b p");
    assert!(h.panel.drop_pick.is_some());
    h.click_linked(BoardNo::at(1), "e5");
    h.click_linked(BoardNo::at(1), "a1");
    h.type_move("Cf3");
    assert_eq!(
        h.linked_sans(MatchBoard::Second),
        ["d4", "P@e5", "Nf3"],
        "{}",
        h.message()
    );
    // A drop where a piece stands is refused with the seed's rule.
    h.click_linked(BoardNo::at(1), "a8");
    h.type_move("@d4");
    assert!(
        h.message().contains("solo se pone en una casilla vacía"),
        "{}",
        h.message()
    );
    assert_eq!(h.linked_sans(MatchBoard::Second).len(), 3);
    // The first illegal move loses, once confirmed: Black on board 2 is
    // pair A's (Os Cabaleiros) second player.
    h.key(Key::F3, Modifiers::NONE);
    assert!(h.linked().outcome().is_none(), "asked first");
    confirm(&mut h);
    let o = h.linked().outcome().expect("the match is over");
    assert_eq!(o.winner, Some(megxadrez::core::bughouse::Pair::B));
    assert_eq!(o.termination().as_str(), "illegal_moves");
    // Board 1 is over too.
    h.click_linked(BoardNo::at(0), "d7");
    h.click_linked(BoardNo::at(0), "d6");
    assert_eq!(h.linked_sans(MatchBoard::First).len(), 3);
}

#[test]
fn the_house_rules_from_the_panel_take_off_a_checking_drop_and_hand_a_pawn_over() {
    let mut h = Harness::new(BUGHOUSE);
    for (board, fen) in [
        (0, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"),
        (1, "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1"),
    ] {
        h.session
            .apply(
                BoardNo::at(board),
                &Command::SetPosition { fen: fen.into() },
                h.now_ms,
            )
            .unwrap();
    }
    h.frame(vec![]);
    h.key(Key::F1, Modifiers::NONE);
    h.click_button("mano 1 w n");
    h.click_linked(BoardNo::at(0), "d6");
    assert_eq!(h.linked_sans(MatchBoard::First), ["N@d6+"]);
    h.click_button("Retirar la pieza");
    let game = h.linked();
    assert!(
        game.position(MatchBoard::First)
            .board()
            .piece_at(sq("d6"))
            .is_none()
    );
    // The knight goes on to the remover's partner, White on board 2.
    use shakmaty::Position;
    assert_eq!(
        *game
            .position(MatchBoard::Second)
            .pockets()
            .unwrap()
            .white
            .get(shakmaty::Role::Knight),
        1
    );
    // Board 2: the pawn clicked to the last rank is handed over, clearing
    // the rook on d8.
    h.click_linked(BoardNo::at(1), "e7");
    h.click_linked(BoardNo::at(1), "e8");
    assert_eq!(h.panel.hand_over_pawn, "e7e8");
    h.panel.hand_over_clear = "d8".into();
    h.click_button("Entregar el peón");
    let pos = h.linked().position(MatchBoard::Second);
    assert!(pos.board().piece_at(sq("d8")).is_none(), "{}", h.message());
    assert!(pos.board().piece_at(sq("e8")).is_none());
    assert_eq!(*pos.pockets().unwrap().black.get(shakmaty::Role::Pawn), 1);
}

#[test]
fn the_servers_word_on_the_lichess_push_shows_in_the_panels_header() {
    let mut h = Harness::new("configs/megxadrez-final-armageddon-12-10.toml");
    h.frame(Vec::new());
    assert!(
        !h.texts.iter().any(|t| t.starts_with("Lichess")),
        "{:?}",
        h.texts
    );
    // What the push says (as the stage hands NetworkStatus to the panel).
    let said = "Lichess no acepta ahora (429): otra vez en 2 s";
    h.panel.network_status = Some(said.into());
    h.frame(Vec::new());
    assert!(h.texts.iter().any(|t| t == said), "{:?}", h.texts);
}

#[test]
fn a_swiss_round_is_paired_by_the_dutch_system_and_the_arbiter_swaps_and_repairs_it() {
    let mut h = Harness::new("tests/configs/rapid-swiss-stage.toml");
    // Issue 47: "before any round the panel says 'On stage: the config's
    // boards'".
    assert!(
        h.texts
            .iter()
            .any(|t| t.starts_with("En el escenario: nada todavía")),
        "{:?}",
        h.texts
    );
    h.click_button("Emparejar la ronda 1");
    confirm(&mut h);
    // Issue 47: "the panel never shows start numbers, which `event result
    // R W B` needs": each name with its number.
    let names = h.session.event().names().to_vec();
    for n in [1, 7, 12] {
        let shown = format!("({n}) {}", names[n - 1]);
        assert!(h.texts.contains(&shown), "{shown:?} not in {:?}", h.texts);
    }
    let pairs = |h: &Harness| -> Vec<(u32, u32)> {
        let (p, _) = h.session.event().round_pairings(1);
        p.iter().map(|p| (p.white, p.black)).collect()
    };
    // Round 1 of twelve by the Dutch system: top half against bottom half.
    assert_eq!(
        pairs(&h),
        [(1, 7), (8, 2), (3, 9), (10, 4), (5, 11), (12, 6)],
        "{}",
        h.message()
    );
    // Swapping colours without a reason is refused and changes nothing.
    h.click_button("swap 1");
    assert!(h.message().contains("escribe el motivo"), "{}", h.message());
    assert_eq!(pairs(&h)[0], (1, 7));
    let field = h
        .panel
        .button_rect("reason-text")
        .expect("the reason field");
    h.click(field.center());
    h.frame(vec![Event::Text("el 7 llega tarde".into())]);
    h.click_button("swap 1");
    confirm(&mut h);
    assert_eq!(pairs(&h)[0], (7, 1), "{}", h.message());
    // The whole round withdrawn, with its reason, and paired again.
    h.click_button("Emparejar de nuevo");
    confirm(&mut h);
    assert!(pairs(&h).is_empty(), "{}", h.message());
    h.click_button("Emparejar la ronda 1");
    confirm(&mut h);
    assert_eq!(pairs(&h)[0], (1, 7), "{}", h.message());
    // The report file for the federation, from the same column.
    let out = crate::fresh_dir("panel-export").join("ronda-1.trf");
    let field = h
        .panel
        .button_rect("export-path")
        .expect("the export field");
    h.click(field.center());
    h.frame(vec![Event::Text(out.display().to_string())]);
    h.click_button("Exportar TRF");
    assert!(
        h.message().contains("informe TRF escrito"),
        "{}",
        h.message()
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let t = megxadrez::core::pairing::trf::parse(&text).unwrap();
    assert_eq!(t.players.len(), 12);
    assert_eq!(t.pending.len(), 6, "round 1's six games, results to come");
}

/// Seed 004 §8: a player who did not come "no será emparejado en las
/// siguientes rondas salvo que lo solicite al árbitro". The panel names the
/// no-show among the entrants and its button pairs them again.
#[test]
fn a_no_show_is_paired_again_from_the_panel_when_they_ask() {
    use megxadrez::core::event::parse;
    use megxadrez::core::pairing::absence::Status;
    let mut h = Harness::new("tests/configs/rapid-fourteen.toml");
    for c in [
        "pair 1 1 8",
        "pair 1 9 2",
        "pair 1 3 10",
        "pair 1 11 4",
        "pair 1 5 12",
        "pair 1 13 6",
        "pair 1 7 14",
        "result 1 1 8 1-0",
        "result 1 9 2 1/2",
        "result 1 3 10 1-0",
        "result 1 11 4 0-1",
        "result 1 5 12 1-0",
        "result 1 13 6 0-1",
        "result 1 7 14 1-0",
        // Round 2: 9 does not come.
        "pair 2 9 1",
        "pair 2 2 3",
        "pair 2 4 5",
        "pair 2 6 7",
        "pair 2 8 10",
        "pair 2 11 12",
        "pair 2 13 14",
        "result 2 9 1 -+",
        "result 2 2 3 1-0",
        "result 2 4 5 1-0",
        "result 2 6 7 1-0",
        "result 2 8 10 1-0",
        "result 2 11 12 1-0",
        "result 2 13 14 1-0",
    ] {
        h.session.apply_event(&parse(c).unwrap()).unwrap();
    }
    h.frame(vec![]);
    assert_eq!(h.session.event().presence_status(9, 3), Status::Inactive);
    h.click_button("Retiradas");
    assert!(
        h.texts.iter().any(|t| t == "no se presentó"),
        "{:?}",
        h.texts
    );
    assert!(
        h.panel.button_rect("withdraw 9").is_none(),
        "no withdraw button for a no-show"
    );
    h.click_button("return 9");
    confirm(&mut h);
    assert_eq!(
        h.session.event().presence_status(9, 3),
        Status::Active,
        "{}",
        h.message()
    );
    // Paired in round 3 again.
    h.click_button("Emparejar la ronda 3");
    confirm(&mut h);
    let (pairings, _) = h.session.event().round_pairings(3);
    assert!(
        pairings.iter().any(|p| p.white == 9 || p.black == 9),
        "{}",
        h.message()
    );
}

/// Seed 004: an individual Swiss has no game before round 1. A config
/// whose boards come from the pairings shows no game in the panel until a
/// round is on the stage, and says what to do.
#[test]
fn a_swiss_panel_shows_no_game_before_its_first_round_is_staged() {
    let mut h = Harness::new("tests/configs/rapid-fourteen.toml");
    assert!(h.session.awaiting_pairings());
    assert!(
        h.texts
            .iter()
            .any(|t| t.starts_with("Aún no hay partidas en el escenario")),
        "{:?}",
        h.texts
    );
    assert!(
        !h.texts.iter().any(|t| t.contains("Rodríguez Pena, Martín")),
        "the config's first two players are no game: {:?}",
        h.texts
    );
    h.click_button("Emparejar la ronda 1");
    confirm(&mut h);
    h.click_button("Llevar la ronda 1 al escenario");
    confirm(&mut h);
    assert!(!h.session.awaiting_pairings(), "{}", h.message());
    assert!(
        !h.texts.iter().any(|t| t.starts_with("Aún no hay partidas")),
        "{:?}",
        h.texts
    );
}

#[test]
fn a_board_calling_the_arbiter_shows_with_its_age_and_is_answered_from_the_window() {
    use megxadrez::core::calls::CallCommand;
    let mut h = Harness::new(FINAL);
    let two = BoardNo::at(1);
    let since = h.now_ms;
    h.session.apply_call(CallCommand::Call(two), since).unwrap();
    h.frame(vec![]);
    assert!(
        h.texts
            .iter()
            .any(|t| t == "El tablero 2 llama al árbitro (ahora)"),
        "{:?}",
        h.texts
    );
    // Three minutes on, its age says so.
    h.now_ms = since + 3 * 60_000;
    h.frame(vec![]);
    assert!(
        h.texts
            .iter()
            .any(|t| t == "El tablero 2 llama al árbitro (hace 3 minutos)"),
        "{:?}",
        h.texts
    );
    assert!(h.panel.take_calls().is_empty());
    h.click_button("Atendida 2");
    assert_eq!(h.panel.take_calls(), [CallCommand::Answer(two)]);
    // Nothing for the games.
    assert!(h.sent.is_empty(), "{:?}", h.sent);
}

#[test]
fn before_round_one_the_panel_counts_the_door_and_asks_before_the_no_shows() {
    use megxadrez::core::event::EventCommand;
    let mut h = Harness::new(RAPID);
    let entrants = h.session.event().names().len() as u32;
    for entrant in 1..=entrants - 2 {
        h.session
            .apply_event(&EventCommand::CheckIn { entrant })
            .unwrap();
    }
    h.frame(vec![]);
    assert!(
        h.texts
            .iter()
            .any(|t| *t == format!("Entrada: {} presentes, faltan 2", entrants - 2)),
        "{:?}",
        h.texts
    );
    h.click_button("No presentados…");
    assert!(
        !h.session.event().absent_at_the_door(entrants),
        "asked first"
    );
    confirm(&mut h);
    // The two missing sit round 1 out as no-shows; the door line is gone.
    assert!(h.session.event().absent_at_the_door(entrants));
    assert!(h.session.event().absent_at_the_door(entrants - 1));
    assert!(h.session.event().not_checked_in().is_empty());
    assert!(
        !h.texts.iter().any(|t| t.starts_with("Entrada:")),
        "{:?}",
        h.texts
    );
}

/// Issue 49: what the tables' players reported from their phones shows
/// beside the pairing in the operator's window — one report waiting for the
/// opponent, then two that differ for the arbiter to decide — and goes once
/// the result is in.
#[test]
fn the_panel_shows_what_the_tables_reported_and_a_dispute() {
    let mut h = Harness::new("tests/configs/rapid-swiss-stage.toml");
    for text in ["pair 1 1 2", "pair 1 3 4"] {
        h.session
            .apply_event(&megxadrez::core::event::parse(text).unwrap())
            .unwrap();
    }
    let apply = |h: &mut Harness, text: &str| {
        h.session
            .apply_event(&megxadrez::core::event::parse(text).unwrap())
            .unwrap();
        h.frame(vec![]);
    };
    apply(&mut h, "report 1 2 white 1-0");
    assert!(
        h.texts
            .iter()
            .any(|t| t == "Blancas informa 1-0; falta el rival"),
        "{:?}",
        h.texts
    );
    apply(&mut h, "report 1 2 black 0-1");
    assert!(
        h.texts
            .iter()
            .any(|t| t == "no coinciden: 1-0 / 0-1 — decide el árbitro"),
        "{:?}",
        h.texts
    );
    apply(&mut h, "result 1 3 4 1/2");
    assert!(
        !h.texts.iter().any(|t| t.starts_with("no coinciden")),
        "{:?}",
        h.texts
    );
}

/// Issue 49, seed 001 §2 from the operator's window: before the round is
/// on the stage, each team's list shows with its line-up ticked (the first
/// four); the arbiter unticks the 2nd child and ticks the 5th, saves, and
/// CEIP A Laxe plays children 1, 3, 4 and 5 in that order. Once the round
/// is staged the line-up is no longer offered.
#[test]
fn a_school_line_up_is_ticked_and_saved_from_the_panel() {
    let mut h = Harness::new("tests/configs/school-five.toml");
    h.session
        .apply_event(&megxadrez::core::event::parse("pair 1 1 2").unwrap())
        .unwrap();
    h.frame(vec![]);
    // Folded until opened.
    assert!(!h.texts.iter().any(|t| t.starts_with("Alineación de")));
    h.click_button("lineups 1");
    assert!(
        h.texts.iter().any(|t| t == "Alineación de CEIP A Laxe:"),
        "{:?}",
        h.texts
    );
    assert!(h.texts.iter().any(|t| t == "5. Sara Lema"), "{:?}", h.texts);
    h.click_button("lineup 1 1 2");
    h.click_button("lineup 1 1 5");
    h.click_button("lineup 1 1");
    // Asked first, with the children by name.
    assert!(
        h.texts
            .iter()
            .any(|t| t
                .contains("CEIP A Laxe juega con Irene Souto, Carla Rey, Adrián Pena, Sara Lema")),
        "{:?}",
        h.texts
    );
    confirm(&mut h);
    assert_eq!(
        h.session.event().lineup(1, 1),
        [1, 3, 4, 5],
        "{}",
        h.message()
    );
    // The other team keeps its first four.
    assert_eq!(h.session.event().lineup(1, 2), [1, 2, 3, 4]);
    h.session
        .apply_event(&megxadrez::core::event::parse("stage 1").unwrap())
        .unwrap();
    h.frame(vec![]);
    assert!(
        !h.texts.iter().any(|t| t.starts_with("Alineaciones")),
        "{:?}",
        h.texts
    );
}
