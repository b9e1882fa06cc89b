//! Unit tests of `next_round`: presence at the door before round 1.

use super::tests::{apply_all, results};
use super::*;
use crate::event::PairingResult;
use crate::pairing::results::Bye;
use crate::session::Session;

/// Seed 004 §2: "el emparejamiento de la primera ronda ... se realizará
/// 5-10 minutos antes de la hora de inicio del torneo con los jugadores que
/// se hayan inscrito"; §8: "En caso de incomparecencia a la primera ronda,
/// el jugador deberá notificar al equipo arbitral su presencia antes de la
/// conclusión de la primera ronda para ser emparejado en la segunda. En
/// caso contrario será descalificado del torneo." Checked in at the door:
/// round 1 waits for everyone or for the arbiter's `noshows`; the absent
/// sit round 1 out with no points, as round-1 no-shows.
#[test]
fn round_one_waits_for_the_check_in_and_the_absent_are_round_one_no_shows() {
    use crate::pairing::absence::Status;
    let path = crate::testing::root().join("tests/configs/rapid-standings.toml");
    let mut s = Session::new(crate::testing::load(&path));
    let entrants = s.event().names().len() as u32;
    // Nobody checked in: the event does not take presence, round 1 pairs.
    assert!(scheduled(s.config(), s.event()).is_ok());
    assert!(
        s.apply_event(&EventCommand::NoShows).is_err(),
        "nobody to judge"
    );
    // Everyone but 4, 7 and 9 checks in; 5 taps twice, then takes it back
    // and checks in again.
    for p in (1..=entrants).filter(|p| ![4, 7, 9].contains(p)) {
        apply_all(&mut s, &[EventCommand::CheckIn { entrant: p }]);
    }
    assert!(
        s.apply_event(&EventCommand::CheckIn { entrant: 5 })
            .is_err()
    );
    apply_all(&mut s, &[EventCommand::CheckOut { entrant: 5 }]);
    assert!(
        s.apply_event(&EventCommand::CheckOut { entrant: 5 })
            .is_err()
    );
    apply_all(&mut s, &[EventCommand::CheckIn { entrant: 5 }]);
    let waiting = |s: &Session| match scheduled(s.config(), s.event()) {
        Err(NextRoundError::NotCheckedIn(who)) => who,
        other => panic!("round 1 paired with entrants missing: {other:?}"),
    };
    let who = waiting(&s);
    assert_eq!(who.len(), 3, "{who:?}");
    assert!(who[0].starts_with("4 "), "{who:?}");
    // 4 arrives before the pairing; the arbiter decides 7 and 9 did not.
    apply_all(&mut s, &[EventCommand::CheckIn { entrant: 4 }]);
    assert_eq!(waiting(&s).len(), 2);
    apply_all(&mut s, &[EventCommand::NoShows]);
    let (round, pairs) = scheduled(s.config(), s.event()).unwrap();
    assert_eq!(round, 1);
    apply_all(&mut s, &pairs);
    let (pairings, byes) = s.event().round_pairings(1);
    let paired: Vec<u32> = pairings.iter().flat_map(|p| [p.white, p.black]).collect();
    assert!(!paired.contains(&7) && !paired.contains(&9) && paired.contains(&4));
    assert!(
        byes.contains(&(7, Bye::Zero)) && byes.contains(&(9, Bye::Zero)),
        "{byes:?}"
    );
    // Presence is now what the games say.
    assert!(
        s.apply_event(&EventCommand::CheckIn { entrant: 7 })
            .is_err()
    );
    // 9 tells the arbiters during round 1; 7 does not.
    apply_all(&mut s, &[EventCommand::Return { player: 9 }]);
    results(&mut s, 1, |_| PairingResult::Draw);
    assert_eq!(s.event().presence_status(9, 2), Status::Active);
    assert_eq!(s.event().presence_status(7, 2), Status::Disqualified);
    let (_, pairs) = scheduled(s.config(), s.event()).unwrap();
    apply_all(&mut s, &pairs);
    let (pairings, byes) = s.event().round_pairings(2);
    let two: Vec<u32> = pairings
        .iter()
        .flat_map(|p| [p.white, p.black])
        .chain(byes.iter().filter(|b| b.1 == Bye::Pairing).map(|&(p, _)| p))
        .collect();
    assert!(two.contains(&9) && !two.contains(&7), "{two:?}");
}
