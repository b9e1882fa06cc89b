//! What changes on a screen between its rebuilds: the clocks' digits and
//! the round timer every frame, a moved piece sliding to its square, and
//! when the stage must wake next for a digit to change.

use super::*;

/// Keeps the clock digits and round timers current, touching a text only
/// when what it shows changes.
pub(super) fn update_clocks(
    session: Res<SessionState>,
    time: Res<StageTime>,
    following: Option<Res<Following>>,
    mut digits: Query<(&ClockDigits, &mut Text2d)>,
    mut boxes: Query<(&ClockBox, &mut Sprite)>,
    mut timers: Query<(&RoundTimer, &mut Text2d), Without<ClockDigits>>,
    mut messages: Query<(&MessageText, &mut Text2d), (Without<ClockDigits>, Without<RoundTimer>)>,
) {
    let now = time.now_ms();
    let config = session.0.config();
    let t = strings(config.event.language);
    let boards = session.0.boards();
    let lost = following.as_ref().is_some_and(|f| f.lost);
    // A countdown's figure, in place: the screen is not drawn again.
    for (m, mut text) in &mut messages {
        let (banner, full) = session.0.hall().showing(&m.screen, now);
        let shown = match m.placement {
            crate::core::hall::Placement::Banner => banner,
            crate::core::hall::Placement::Full => full,
        };
        if let Some(said) = shown.filter(|s| s.countdown).map(|s| s.said(now))
            && text.0 != said
        {
            text.0 = said;
        }
    }
    for (d, mut text) in &mut digits {
        let Some(clock) = session.0.clock_of(d.board) else {
            continue;
        };
        let shown = if lost {
            NO_CLOCK.to_owned()
        } else {
            format_clock(clock.remaining_ms(d.side, now), d.tenths_below_ms)
        };
        if text.0 != shown {
            text.0 = shown;
        }
    }
    for (c, mut sprite) in &mut boxes {
        let Some(clock) = session.0.clock_of(c.board) else {
            continue;
        };
        let color = if clock.running_side() == Some(c.side) {
            if clock.remaining_ms(c.side, now) < LOW_TIME_MS {
                palette::CLOCK_LOW
            } else {
                palette::CLOCK_RUNNING
            }
        } else {
            palette::CLOCK_IDLE
        };
        if sprite.color != color {
            sprite.color = color;
        }
    }
    for (r, mut text) in &mut timers {
        let Some(b) = boards.get(r.board.index()) else {
            continue;
        };
        let clock = b.game.clock();
        let shown = if lost {
            String::new()
        } else if let Some(left) = clock.unclocked_left_ms(now) {
            format!("{}: {}", t.unclocked, format_clock(left, 0))
        } else if let Some(window) = r.window_ms {
            // The round's own time, from its first start.
            let elapsed = session.0.round_elapsed_ms(now).unwrap_or(0);
            if elapsed >= window && b.game.outcome().is_none() {
                t.round_over.to_owned()
            } else {
                format!(
                    "{}: {}",
                    t.round_time,
                    format_clock(window.saturating_sub(elapsed), 0)
                )
            }
        } else {
            String::new()
        };
        if text.0 != shown {
            text.0 = shown;
        }
    }
}

pub(super) fn slide_pieces(
    mut commands: Commands,
    mut pieces: Query<(Entity, &Slide, &mut Transform)>,
) {
    for (e, slide, mut transform) in &mut pieces {
        let k = (slide.started.elapsed().as_secs_f32() / MOVE_ANIMATION.as_secs_f32()).min(1.0);
        let eased = 1.0 - (1.0 - k) * (1.0 - k);
        let at = slide.from.lerp(slide.to, eased);
        transform.translation.x = at.x;
        transform.translation.y = at.y;
        if k >= 1.0 {
            commands.entity(e).remove::<Slide>();
        }
    }
}

/// Asks for a frame when something the screens show next changes by itself.
pub(super) fn ask_for_next_change(
    session: Res<SessionState>,
    time: Res<StageTime>,
    slides: Query<(), With<Slide>>,
    screens: Query<(&Screen, &Drawn)>,
    mut wake: ResMut<NextWake>,
) {
    // A carousel turns by itself between rounds; a long list's pages too.
    let now = time.now_ms();
    for (screen, drawn) in &screens {
        if drawn.pages > 1 {
            wake.within(Duration::from_millis(PAGE_MS - now % PAGE_MS));
        }
        let c = &screen.config;
        if c.layout == ScreenLayout::Carousel && session.0.games_in_play().is_empty() {
            let period = c.cycle_ms.max(1);
            wake.within(Duration::from_millis(period - now % period));
        }
    }
    // A message on the hall's screens goes when its time is up; a
    // countdown's figure changes every second.
    let hall = session.0.hall();
    if let Some(until) = hall.next_change_ms(now) {
        wake.within(Duration::from_millis(until - now));
    }
    for m in hall.up(now).filter(|m| m.countdown) {
        if let Some(until) = m.until_ms {
            let next = (until - now) % 1000;
            wake.within(Duration::from_millis(if next == 0 { 1000 } else { next }));
        }
    }
    wake.within(next_change_in(
        &session.0,
        time.now_ms(),
        !slides.is_empty(),
    ));
}

/// How long the stage may sleep before something it shows changes by itself:
/// the next digit of a running clock or timer, a flag, an animation frame.
pub fn next_change_in(
    session: &crate::core::session::Session,
    now_ms: u64,
    animating: bool,
) -> Duration {
    if animating {
        return Duration::from_millis(16);
    }
    let tenths = session.config().tenths_below_ms;
    let mut wait_ms: u64 = 1000;
    // The first running clock sets the pace: every other clock is drawn in
    // the same frames (a digit up to a second late), so that several
    // running clocks cost one frame a second, not one each. A clock in its
    // last seconds (tenths shown) is drawn at its own tenths.
    let mut paced = false;
    for b in session.boards() {
        let clock = b.game.clock();
        if let Some(side) = clock.running_side() {
            let left = clock.remaining_ms(side, now_ms);
            if left < tenths {
                wait_ms = wait_ms.min(left % 100 + 1);
            } else if !paced {
                wait_ms = wait_ms.min(left % 1000 + 1);
                paced = true;
            }
        }
    }
    if let Some(deadline) = session.next_deadline_ms(now_ms) {
        wait_ms = wait_ms.min(deadline - now_ms);
    }
    Duration::from_millis(wait_ms.max(1))
}
