//! Glyph atlases kept within bounds over a whole event day. bevy keeps a
//! glyph atlas (a 512×512 texture, in memory twice on a software renderer)
//! for every font and size it has ever drawn, and never frees one. Texts
//! that fit their boxes change size as their content changes (a standings
//! row, a two-digit round), so a stage that runs all day would keep growing.
//! Here the atlases no text uses any more are freed, least recently used
//! first, keeping a few spare for the sizes that come back (pages of a long
//! list take turns every few seconds).

use bevy::platform::collections::{HashMap, HashSet};
use bevy::prelude::*;
use bevy::text::{FontAtlas, FontAtlasKey, FontAtlasSet, TextLayoutInfo};

/// The atlas textures that the glyphs of `layouts` are drawn from.
pub fn textures_in_use<'a>(
    layouts: impl Iterator<Item = &'a TextLayoutInfo>,
) -> HashSet<AssetId<Image>> {
    layouts
        .flat_map(|l| l.glyphs.iter().map(|g| g.atlas_info.texture))
        .collect()
}

/// Whether a font size's atlases hold a glyph some text is drawn with.
pub fn used(atlases: &[FontAtlas], in_use: &HashSet<AssetId<Image>>) -> bool {
    atlases.iter().any(|a| in_use.contains(&a.texture.id()))
}

/// How many unused font sizes keep their atlases.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SpareAtlases(pub usize);

impl Default for SpareAtlases {
    fn default() -> Self {
        SpareAtlases(12)
    }
}

/// Frees the atlases of font sizes that no laid-out text uses, beyond the
/// spare ones, the longest unused first. Runs after the texts are laid out,
/// so a text that needs a freed size again simply has it drawn anew.
pub fn free_unused(
    spare: Res<SpareAtlases>,
    mut atlases: ResMut<FontAtlasSet>,
    layouts: Query<&TextLayoutInfo>,
    mut last_used: Local<HashMap<FontAtlasKey, u64>>,
    mut frame: Local<u64>,
) {
    *frame += 1;
    if atlases.len() <= spare.0 {
        return;
    }
    let in_use = textures_in_use(layouts.iter());
    let mut unused: Vec<(u64, FontAtlasKey)> = Vec::new();
    for (key, set) in atlases.iter() {
        if used(set, &in_use) {
            last_used.insert(*key, *frame);
        } else {
            unused.push((*last_used.entry(*key).or_insert(*frame), *key));
        }
    }
    if unused.len() <= spare.0 {
        return;
    }
    unused.sort_unstable_by_key(|&(at, key)| (at, key.font_size_bits));
    for &(_, key) in &unused[..unused.len() - spare.0] {
        atlases.remove(&key);
        last_used.remove(&key);
    }
}
