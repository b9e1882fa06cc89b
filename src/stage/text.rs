//! Pure text helpers for the screens.

/// The screen's title from the event's name, its round and the board's
/// label, each part shown once: a part already said by an earlier one
/// ("Final" after "MegXadrez — Gran final"), an empty part and a bare board
/// number are left out.
pub fn title(parts: &[&str]) -> String {
    let mut kept: Vec<&str> = Vec::new();
    for part in parts.iter().map(|p| p.trim()) {
        if part.is_empty() || part.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let lower = part.to_lowercase();
        if kept.iter().any(|k| k.to_lowercase().contains(&lower)) {
            continue;
        }
        kept.push(part);
    }
    kept.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_says_each_thing_once() {
        // Seen: "MegXadrez — Gran final · Final · Gran final" and a bare "· 1".
        assert_eq!(
            title(&["MegXadrez — Gran final", "Final", "Gran final"]),
            "MegXadrez — Gran final"
        );
        assert_eq!(
            title(&["Liga infantil", "Xornada 3", "1"]),
            "Liga infantil · Xornada 3"
        );
        assert_eq!(
            title(&["Circuito rápido", "", "Mesa 4"]),
            "Circuito rápido · Mesa 4"
        );
    }
}
