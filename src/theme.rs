//! The look shared by the projector screens and the operator's panel: the
//! fonts compiled into the binary, the palette, the pieces' glyphs and when
//! a clock counts as low.

use shakmaty::Role;

/// Fonts compiled into the binary: no asset paths to get wrong at a venue.
/// Regular weight, with the chess glyphs.
pub const REGULAR: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// Bold, for names and clocks.
pub const BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Below this a running clock shows its low-time state.
pub const LOW_TIME_MS: u64 = 60_000;

/// The palette, chosen for a projector in a bright hall: contrast first.
pub mod palette {
    use bevy::color::Color;
    /// Screen background.
    pub const BACKGROUND: Color = Color::srgb(0.063, 0.078, 0.094);
    /// Light squares.
    pub const LIGHT: Color = Color::srgb(0.941, 0.851, 0.710);
    /// Dark squares.
    pub const DARK: Color = Color::srgb(0.710, 0.533, 0.388);
    /// Last move, light square.
    pub const LAST_LIGHT: Color = Color::srgb(0.804, 0.824, 0.416);
    /// Last move, dark square.
    pub const LAST_DARK: Color = Color::srgb(0.667, 0.635, 0.227);
    /// A king in check.
    pub const CHECK: Color = Color::srgb(0.878, 0.251, 0.251);
    /// Main text.
    pub const TEXT: Color = Color::WHITE;
    /// Secondary text.
    pub const DIM: Color = Color::srgb(0.70, 0.74, 0.78);
    /// Highlight (the child who moves now, notices).
    pub const ACCENT: Color = Color::srgb(1.0, 0.835, 0.310);
    /// Clock box, idle side.
    pub const CLOCK_IDLE: Color = Color::srgb(0.133, 0.153, 0.176);
    /// Clock box, running side.
    pub const CLOCK_RUNNING: Color = Color::srgb(0.106, 0.306, 0.180);
    /// Clock box, low time.
    pub const CLOCK_LOW: Color = Color::srgb(0.545, 0.0, 0.0);
    /// Frame of the running clock.
    pub const RUNNING_FRAME: Color = Color::WHITE;
    /// Banner background.
    pub const BANNER: Color = Color::srgb(0.02, 0.02, 0.05);
    /// Behind the logos: near white, as most logos are drawn for paper.
    pub const LOGO_STRIP: Color = Color::srgb(0.96, 0.96, 0.94);
}

/// A piece's glyphs in DejaVu Sans: (filled, outline).
pub fn piece_glyphs(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::King => ("\u{265A}", "\u{2654}"),
        Role::Queen => ("\u{265B}", "\u{2655}"),
        Role::Rook => ("\u{265C}", "\u{2656}"),
        Role::Bishop => ("\u{265D}", "\u{2657}"),
        Role::Knight => ("\u{265E}", "\u{2658}"),
        Role::Pawn => ("\u{265F}", "\u{2659}"),
    }
}
