//! Why the stage, a display node or a picture could not start, said in
//! the event's language.

use super::*;
use crate::core::tr;

/// Why the stage cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StageError {
    /// No display server to open windows on.
    #[error(
        "no display server: neither DISPLAY nor WAYLAND_DISPLAY is set, so no window can open.\n  \
         On a machine without a screen, run the windows under Xvfb (`xvfb-run -a megxadrez stage`),\n  \
         render a screen to a PNG with `megxadrez screenshot`, or use `megxadrez console`."
    )]
    NoDisplay,
    /// DISPLAY names an X server that does not answer.
    #[error("the X display {0} does not answer: is its X server (or Xvfb) running?")]
    DisplayUnreachable(String),
    /// No GPU and no software renderer.
    #[error(
        "no graphics adapter: {0}.\n  Install a Vulkan driver; without a GPU, Mesa's software renderer \
         (Debian/Ubuntu package mesa-vulkan-drivers, with libvulkan1) works."
    )]
    NoAdapter(String),
    /// The screen asked for is not in the config.
    #[error("no screen called {name:?} in the config; its screens are: {known}")]
    NoSuchScreen {
        /// The name given.
        name: String,
        /// The screens there are.
        known: String,
    },
    /// The PNG could not be written.
    #[error("cannot write {path}: {reason}")]
    Write {
        /// Where.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// Rendering did not finish.
    #[error("the renderer produced no picture after {0} frames")]
    NoPicture(u32),
}

impl StageError {
    /// The error in `l`.
    pub fn text(&self, l: crate::core::config::Language) -> String {
        match self {
            StageError::NoDisplay => tr!(l, "error-no-display-server-neither-display").to_owned(),
            StageError::DisplayUnreachable(display) => {
                tr!(l, "error-x-display-display-does-not", display = display)
            }
            StageError::NoAdapter(why) => {
                tr!(l, "error-no-graphics-adapter-why-install", why = why)
            }
            StageError::NoSuchScreen { name, known } => tr!(
                l,
                "error-no-screen-called-name2-config",
                name = name,
                known = known,
                name_quoted = format!("{name:?}")
            ),
            StageError::Write { path, reason } => tr!(
                l,
                "error-cannot-write-display-reason",
                display = path.display(),
                reason = reason
            ),
            StageError::NoPicture(n) => tr!(l, "error-renderer-produced-no-picture-after", n = n),
        }
    }
}
