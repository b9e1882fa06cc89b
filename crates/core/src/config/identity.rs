//! The event's identity in its journal: its name, its config's path and a
//! digest of what decides its games — so that a journal started by one
//! event is never continued by another's config.

use crate::journal::Identity;

impl super::EventConfig {
    /// This event's identity. The digest covers the format, the games'
    /// rules (the play-off's and bughouse's too), the tournament's and the
    /// knockout's settings and how many boards, teams and players there
    /// are; not the names (a misspelt name is corrected on the day), the
    /// screens, the sounds or the network.
    pub fn identity(&self) -> Identity {
        // The earlier phases' folders and points are where they were
        // read from, not a setting.
        let tournament = super::TournamentConfig {
            earlier: Vec::new(),
            accumulated: None,
            ..self.tournament.clone()
        };
        let decides = format!(
            "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{}|{}|{}",
            self.event.format,
            self.rules,
            self.playoff,
            self.bughouse,
            tournament,
            self.knockout,
            self.boards.len(),
            self.roster.teams.len(),
            self.roster.players.len(),
        );
        Identity {
            name: self.event.name.clone(),
            digest: crc32fast::hash(decides.as_bytes()),
            config: self.path.display().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::journal::{Entry, format_record, read};
    use std::path::Path;

    const RAPID: &str = include_str!("../../../../configs/rapid-circuit-swiss.toml");

    fn parsed(text: &str) -> super::super::EventConfig {
        super::super::EventConfig::parse(text, Path::new("rapido.toml"), &|p| {
            std::fs::read_to_string(p)
        })
        .unwrap()
    }

    #[test]
    fn the_digest_follows_what_decides_the_games_and_not_a_corrected_name() {
        let one = parsed(RAPID).identity();
        assert_eq!(one, parsed(RAPID).identity(), "the same on every reading");
        let renamed = parsed(&RAPID.replace("García López, Ana", "García Lopes, Ana"));
        assert_eq!(renamed.identity().digest, one.digest);
        let slower = parsed(&RAPID.replace("both = \"15+5\"", "both = \"25+5\""));
        assert_ne!(slower.identity().digest, one.digest);
        let other = parsed(&RAPID.replace("Circuito de ajedrez rápido — Sub-18", "Otro torneo"));
        assert_ne!(other.identity().name, one.name);
    }

    #[test]
    fn an_identity_record_reads_back_as_written() {
        let mut identity = parsed(RAPID).identity();
        identity.config = "/salón 2/rápido 1:2.toml".into();
        let text = format!(
            "{}\n{}",
            crate::journal::HEADER,
            format_record(1, 0, &Entry::Identity(identity.clone()))
        );
        let (records, torn) = read(Path::new("j"), &text).unwrap();
        assert!(torn.is_none());
        assert_eq!(records[0].entry, Entry::Identity(identity));
    }
}
