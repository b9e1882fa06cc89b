//! Names in the order people read them in Spanish and Galician: letters
//! compared first without accents or case (á as a, ü as u, ç as c), ñ a
//! letter of its own after n; then unaccented before accented, lower case
//! before upper case; then the exact text, so that no two different names
//! are ever equal. Byte order put *Álvarez* after *Zapata* and *Nuño*
//! before *Núñez*. A name written "Surnames, Given name" is sorted by its
//! surnames first, then its given name, as an arbiter sorts a list: *García,
//! Marta* before *García López, Ana* (as whole strings, the space before
//! *López* came before the comma).

use std::cmp::Ordering;

/// `a` against `b` in Spanish alphabetical order: surnames, then given
/// name (the text before and after the first comma).
pub fn compare(a: &str, b: &str) -> Ordering {
    let (sa, ga) = split(a);
    let (sb, gb) = split(b);
    let primary = |k: &[Key]| k.iter().map(|k| k.letter).collect::<Vec<_>>();
    let accents = |k: &[Key]| k.iter().map(|k| k.accent).collect::<Vec<_>>();
    let case = |k: &[Key]| k.iter().map(|k| k.upper).collect::<Vec<_>>();
    let (ksa, ksb, kga, kgb) = (keys(sa), keys(sb), keys(ga), keys(gb));
    primary(&ksa)
        .cmp(&primary(&ksb))
        .then_with(|| primary(&kga).cmp(&primary(&kgb)))
        .then_with(|| accents(&ksa).cmp(&accents(&ksb)))
        .then_with(|| accents(&kga).cmp(&accents(&kgb)))
        .then_with(|| case(&ksa).cmp(&case(&ksb)))
        .then_with(|| case(&kga).cmp(&case(&kgb)))
        .then_with(|| a.cmp(b))
}

/// The surnames and the given name of "Surnames, Given name" (no comma:
/// the whole name and nothing), each without its outer spaces.
fn split(name: &str) -> (&str, &str) {
    match name.split_once(',') {
        Some((surnames, given)) => (surnames.trim(), given.trim()),
        None => (name.trim(), ""),
    }
}

/// One character's weights.
struct Key {
    /// The base letter (twice its code, ñ the odd one after n).
    letter: u32,
    /// Which accent it bears (0: none).
    accent: u8,
    /// Upper case.
    upper: bool,
}

fn keys(text: &str) -> Vec<Key> {
    text.chars()
        .map(|c| {
            let upper = c.is_uppercase();
            let lower = c.to_lowercase().next().unwrap_or(c);
            let (base, accent) = base(lower);
            let letter = if base == 'ñ' {
                u32::from('n') * 2 + 1
            } else {
                u32::from(base) * 2
            };
            Key {
                letter,
                accent,
                upper,
            }
        })
        .collect()
}

/// The letter under the accent, and which accent (0: none).
fn base(c: char) -> (char, u8) {
    const ACCENTED: [(&str, char); 7] = [
        ("àáâäãåā", 'a'),
        ("èéêëē", 'e'),
        ("ìíîïī", 'i'),
        ("òóôöõøō", 'o'),
        ("ùúûüū", 'u'),
        ("ýÿ", 'y'),
        ("ç", 'c'),
    ];
    for (letters, plain) in ACCENTED {
        if let Some(i) = letters.chars().position(|l| l == c) {
            return (plain, i as u8 + 1);
        }
    }
    (c, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(names: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        v.sort_by(|a, b| compare(a, b));
        v
    }

    #[test]
    fn accents_and_case_wait_for_the_letters_and_n_tilde_follows_n() {
        assert_eq!(
            sorted(&[
                "Zapata", "Álvarez", "Nuño", "Núñez", "Nuñez", "Noya", "Ñuñoa", "Oca"
            ]),
            [
                "Álvarez", "Noya", "Nuñez", "Núñez", "Nuño", "Ñuñoa", "Oca", "Zapata"
            ]
        );
        assert_eq!(
            sorted(&["castro", "Castro", "Çastro"]),
            ["castro", "Castro", "Çastro"]
        );
        assert_eq!(compare("Martiño", "Martino"), Ordering::Greater);
        // Surnames first, then the given name, as an arbiter sorts: a
        // surname alone before a longer one that begins with it.
        assert_eq!(
            sorted(&[
                "García López, Ana",
                "García, Marta",
                "Garcia, Pablo",
                "García Álvarez, Zoe",
                "Gómez, Ana"
            ]),
            [
                "García, Marta",
                "Garcia, Pablo",
                "García Álvarez, Zoe",
                "García López, Ana",
                "Gómez, Ana"
            ]
        );
        assert_eq!(compare("Peña", "Peña"), Ordering::Equal);
        assert_ne!(compare("Peña", "Pena"), Ordering::Equal);
    }
}
