//! Why the stage, a display node or a picture could not start, said in
//! the event's language.

use super::*;

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
            StageError::NoDisplay => l.pick(
                "no hay servidor gráfico: ni DISPLAY ni WAYLAND_DISPLAY están definidos, así que no se puede abrir ninguna ventana.\n  \
                 En una máquina sin pantalla, abre las ventanas bajo Xvfb (`xvfb-run -a megxadrez stage`),\n  \
                 dibuja una pantalla en un PNG con `megxadrez screenshot`, o usa `megxadrez console`."
                    .into(),
                "non hai servidor gráfico: nin DISPLAY nin WAYLAND_DISPLAY están definidos, así que non se pode abrir ningunha xanela.\n  \
                 Nunha máquina sen pantalla, abre as xanelas baixo Xvfb (`xvfb-run -a megxadrez stage`),\n  \
                 debuxa unha pantalla nun PNG con `megxadrez screenshot`, ou usa `megxadrez console`."
                    .into(),
                self.to_string(),
            ),
            StageError::DisplayUnreachable(display) => l.pick(
                format!("la pantalla X {display} no responde: ¿está en marcha su servidor X (o Xvfb)?"),
                format!("a pantalla X {display} non responde: está en marcha o seu servidor X (ou Xvfb)?"),
                self.to_string(),
            ),
            StageError::NoAdapter(why) => l.pick(
                format!(
                    "no hay adaptador gráfico: {why}.\n  Instala un controlador Vulkan; sin GPU sirve el renderizador \
                     por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1)."
                ),
                format!(
                    "non hai adaptador gráfico: {why}.\n  Instala un controlador Vulkan; sen GPU serve o renderizador \
                     por software de Mesa (paquete mesa-vulkan-drivers de Debian/Ubuntu, con libvulkan1)."
                ),
                self.to_string(),
            ),
            StageError::NoSuchScreen { name, known } => l.pick(
                format!("no hay ninguna pantalla «{name}» en la configuración; sus pantallas son: {known}"),
                format!("non hai ningunha pantalla «{name}» na configuración; as súas pantallas son: {known}"),
                self.to_string(),
            ),
            StageError::Write { path, reason } => l.pick(
                format!("no se puede escribir {}: {reason}", path.display()),
                format!("non se pode escribir {}: {reason}", path.display()),
                self.to_string(),
            ),
            StageError::NoPicture(n) => l.pick(
                format!("el renderizador no produjo ninguna imagen tras {n} fotogramas"),
                format!("o renderizador non produciu ningunha imaxe tras {n} fotogramas"),
                self.to_string(),
            ),
        }
    }
}
