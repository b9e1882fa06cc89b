//! How a person's name appears on the public pages (the phones' follow
//! page, the web mirror, the state any phone reads) at a children's event:
//! whole, as "Ana G." (the given name and the first surname's initial), or
//! as initials. Teams' and schools' names are never shortened.

/// The config's `network.public_names`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PublicNames {
    /// The name as the config writes it.
    #[default]
    Full,
    /// "Ana G.": the given name and the first surname's initial.
    Short,
    /// "A. G. P.": every part's initial, the given name first.
    Initials,
}

impl PublicNames {
    /// Reads `full`, `short` or `initials`.
    pub fn parse(text: &str) -> Option<PublicNames> {
        Some(match text {
            "full" => PublicNames::Full,
            "short" => PublicNames::Short,
            "initials" => PublicNames::Initials,
            _ => return None,
        })
    }

    /// `name` as the public pages show it. A name written "Surnames,
    /// Given" (as federations list them) or "Given Surnames".
    pub fn show(self, name: &str) -> String {
        if self == PublicNames::Full {
            return name.to_owned();
        }
        let (given, surnames): (Vec<&str>, Vec<&str>) = match name.split_once(',') {
            Some((surnames, given)) if !given.trim().is_empty() => (
                given.split_whitespace().collect(),
                surnames.split_whitespace().collect(),
            ),
            _ => {
                let words: Vec<&str> = name.split(',').flat_map(str::split_whitespace).collect();
                match words.split_first() {
                    Some((first, rest)) => (vec![*first], rest.to_vec()),
                    None => (Vec::new(), Vec::new()),
                }
            }
        };
        let initial = |w: &str| {
            w.chars()
                .next()
                .map(|c| format!("{}.", c.to_uppercase()))
                .unwrap_or_default()
        };
        match self {
            PublicNames::Full => name.to_owned(),
            PublicNames::Short => match (given.is_empty(), surnames.first()) {
                (false, Some(surname)) => format!("{} {}", given.join(" "), initial(surname)),
                _ => name.trim().to_owned(),
            },
            PublicNames::Initials => given
                .iter()
                .chain(&surnames)
                .map(|w| initial(w))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_shorten_as_the_setting_says_whichever_way_they_are_written() {
        let short = PublicNames::Short;
        assert_eq!(short.show("Fernández Castro, Lucía"), "Lucía F.");
        assert_eq!(short.show("Irene Souto"), "Irene S.");
        assert_eq!(short.show("Ana María Gómez, "), "Ana M.");
        assert_eq!(short.show("Álvarez Mosquera, Uxía"), "Uxía Á.");
        assert_eq!(short.show("Xoán"), "Xoán");
        let initials = PublicNames::Initials;
        assert_eq!(initials.show("Fernández Castro, Lucía"), "L. F. C.");
        assert_eq!(initials.show("irene souto"), "I. S.");
        assert_eq!(PublicNames::Full.show("Irene Souto"), "Irene Souto");
        assert_eq!(PublicNames::parse("short"), Some(short));
        assert_eq!(PublicNames::parse("Short"), None);
    }
}
