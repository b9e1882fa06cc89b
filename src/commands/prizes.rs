//! `megxadrez prizes`: the prize-giving's list — the general prizes, the
//! age categories' trophies, open prizes between players still level —
//! and the raffle of gifts among those present without a prize (seed 004
//! §6, §7).

use crate::core::tr;

/// What the prize-giving is given: the event's year, the categories' age
/// limits, the general prizes and whether trophies add up, who is absent,
/// and how many gifts are raffled with which seed.
pub struct PrizeGiving<'a> {
    /// The event's year.
    pub year: i32,
    /// The categories' age limits.
    pub limits: &'a [u8],
    /// The general prizes (the first places).
    pub general: usize,
    /// Whether trophies add up.
    pub cumulative: bool,
    /// Start numbers absent from the prize-giving.
    pub absent: &'a [u32],
    /// Gifts to raffle among those present without a prize.
    pub raffle: usize,
    /// The raffle's seed.
    pub seed: u64,
}

/// `megxadrez prizes`: each age category's trophy (seed 004: under N, not
/// yet N on 1 January of the year; open categories, one trophy each) to the
/// best-placed entrant young enough without one, placed by the table the
/// screens show (its tie-breaks and play-offs); the first `general` places
/// count as trophies unless `cumulative`; then the raffle's gifts (seed 004
/// §7) among the players present without a prize, once no prize is open.
pub fn prizes(session: &crate::core::session::Session, giving: &PrizeGiving) -> String {
    let language = session.config().event.language;
    let list = crate::live::prize_list(
        session,
        giving.year,
        giving.limits,
        giving.general,
        giving.cumulative,
        giving.absent,
    );
    let mut out: String = list
        .iter()
        .map(|(label, awarded)| {
            let who = match awarded {
                crate::live::Awarded::Winner(r) => format!("{} ({}.º)", r.name, r.rank),
                crate::live::Awarded::Nobody => tr!(language, "tournament-nobody").to_owned(),
                crate::live::Awarded::Tied(level) => crate::live::open_prize(language, level),
            };
            format!("{label}: {who}\n")
        })
        .collect();
    if giving.raffle > 0 {
        let open = list
            .iter()
            .any(|(_, a)| matches!(a, crate::live::Awarded::Tied(_)));
        if open {
            out.push_str(tr!(language, "tournament-raffle-waits"));
            out.push('\n');
            return out;
        }
        let prized: Vec<u32> = list
            .iter()
            .filter_map(|(_, a)| match a {
                crate::live::Awarded::Winner(r) => Some(r.start_no),
                _ => None,
            })
            .collect();
        let names = session.event().names();
        let candidates: Vec<u32> = (1..=names.len() as u32)
            .filter(|n| !prized.contains(n) && !giving.absent.contains(n))
            .collect();
        let mut rng = fastrand::Rng::with_seed(giving.seed);
        let drawn =
            crate::core::pairing::categories::raffle(&candidates, giving.raffle, &mut |n| {
                rng.usize(..n)
            });
        out.push_str(&tr!(
            language,
            "tournament-raffle",
            gifts = drawn.len(),
            candidates = candidates.len(),
            seed = giving.seed
        ));
        out.push('\n');
        for (k, n) in drawn.iter().enumerate() {
            let name = &names[*n as usize - 1];
            out.push_str(&tr!(language, "tournament-gift", k = k + 1, name = name));
            out.push('\n');
        }
    }
    out
}

/// `megxadrez prizes`.
pub(super) fn run(
    config: std::path::PathBuf,
    journal: std::path::PathBuf,
    categories: Option<Vec<u8>>,
    general: Option<usize>,
    cumulative: bool,
    year: Option<i32>,
    absent: Vec<u32>,
    raffle: usize,
    seed: Option<u64>,
) -> anyhow::Result<std::process::ExitCode> {
    let (config, session) = super::event_session(&config, &journal)?;
    // The config's categories, prizes and year unless the command
    // line says otherwise: the categories screen reads the same.
    let t = &config.tournament;
    let mut categories = categories.unwrap_or_else(|| {
        if t.categories.is_empty() {
            vec![8, 10, 12]
        } else {
            t.categories.clone()
        }
    });
    categories.sort_unstable();
    let year = year
        .or(t.year)
        .unwrap_or_else(|| crate::store::files::today()[..4].parse().unwrap_or(2026));
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    print!(
        "{}",
        crate::commands::prizes::prizes(
            &session,
            &crate::commands::prizes::PrizeGiving {
                year,
                limits: &categories,
                general: general.unwrap_or(t.general_prizes),
                cumulative: cumulative || t.cumulative,
                absent: &absent,
                raffle,
                seed,
            }
        )
    );
    Ok(std::process::ExitCode::SUCCESS)
}
