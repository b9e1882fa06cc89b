//! The command line's help in the terminal's language: the commands' and
//! options' texts in Spanish and Galician (the English ones are the doc
//! comments in `cli.rs`), and clap's own headings and flags.

use crate::core::config::Language;
use clap::{Arg, ArgAction, Command};

/// (command path, Spanish, Galician). A path names a command (`cue.render`)
/// or one of its options (`cue.render.out`); `""` is the program.
const TEXTS: &[(&str, &str, &str)] = &[
    (
        "",
        "MegXadrez Stage: pantallas del escenario y megafonía para eventos de ajedrez en directo.",
        "MegXadrez Stage: pantallas do escenario e megafonía para eventos de xadrez en directo.",
    ),
    (
        "replay",
        "Juega una partida de un guion con un reloj virtual e imprime un informe JSON.",
        "Xoga unha partida dun guión cun reloxo virtual e imprime un informe JSON.",
    ),
    (
        "replay.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "replay.keep_going",
        "Sigue tras las líneas que fallan (cada una se informa igualmente en stderr).",
        "Segue tras as liñas que fallan (cada unha infórmase igualmente en stderr).",
    ),
    (
        "replay.seed",
        "Semilla para los sorteos de colores (por defecto: al azar).",
        "Semente para os sorteos de cores (por defecto: ao chou).",
    ),
    (
        "replay.board",
        "Qué tablero informar (desde 1).",
        "Que taboleiro informar (desde 1).",
    ),
    (
        "replay.journal",
        "Guarda cada orden aceptada en el diario de esta carpeta (duradera, y confirmada en stderr como `ack SEQ`); un diario ya existente se repite antes.",
        "Garda cada orde aceptada no diario deste cartafol (duradeira, e confirmada en stderr como `ack SEQ`); un diario xa existente repítese antes.",
    ),
    (
        "replay.script",
        "El guion, o `-` para la entrada estándar.",
        "O guión, ou `-` para a entrada estándar.",
    ),
    (
        "stage",
        "Abre la ventana del operador y las pantallas de los proyectores (una ventana por pantalla de la configuración), y lee también órdenes del terminal. Es lo que ejecuta `megxadrez` a secas.",
        "Abre a xanela do operador e as pantallas dos proxectores (unha xanela por pantalla da configuración), e le tamén ordes do terminal. É o que executa `megxadrez` só.",
    ),
    (
        "stage.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "stage.journal",
        "La carpeta del diario (por defecto: `event.journal` de la configuración, o `journal/<nombre de la configuración>`). Un diario que ya esté ahí se repite y sus relojes vuelven en pausa.",
        "O cartafol do diario (por defecto: `event.journal` da configuración, ou `journal/<nome da configuración>`). Un diario que xa estea aí repítese e os seus reloxos volven en pausa.",
    ),
    (
        "display",
        "Muestra en este ordenador las pantallas de otro escenario: su configuración y su diario se leen de su servidor (`[network]`) y se siguen en directo; sin ventana del operador ni sonido.",
        "Amosa neste ordenador as pantallas doutro escenario: a súa configuración e o seu diario lense do seu servidor (`[network]`) e séguense en directo; sen xanela do operador nin son.",
    ),
    (
        "display.follow",
        "La dirección del escenario que se sigue, como la dice al arrancar (`http://MÁQUINA:PUERTO`).",
        "O enderezo do escenario que se segue, como o di ao arrancar (`http://MÁQUINA:PORTO`).",
    ),
    (
        "display.trust",
        "El certificado del escenario (PEM), de confianza para su HTTPS: el fichero que dice su `tls_certificate`.",
        "O certificado do escenario (PEM), de confianza para o seu HTTPS: o ficheiro que di o seu `tls_certificate`.",
    ),
    (
        "display.screen",
        "Solo esta pantalla de la configuración del escenario (por defecto: todas).",
        "Só esta pantalla da configuración do escenario (por defecto: todas).",
    ),
    (
        "screenshot",
        "Repite un guion y dibuja una pantalla en un PNG, sin ventana.",
        "Repite un guión e debuxa unha pantalla nun PNG, sen xanela.",
    ),
    (
        "screenshot.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "screenshot.script",
        "Un guion que ejecutar antes (se dibuja su último instante).",
        "Un guión que executar antes (debúxase o seu último instante).",
    ),
    (
        "screenshot.screen",
        "El nombre de la pantalla en la configuración.",
        "O nome da pantalla na configuración.",
    ),
    (
        "screenshot.size",
        "Tamaño de la imagen, ANCHOxALTO.",
        "Tamaño da imaxe, LARGOxALTO.",
    ),
    (
        "screenshot.seed",
        "Semilla para los sorteos de colores.",
        "Semente para os sorteos de cores.",
    ),
    (
        "screenshot.out",
        "Dónde escribir el PNG.",
        "Onde escribir o PNG.",
    ),
    (
        "console",
        "Juega en directo el primer tablero de una configuración desde el terminal, sin ventana.",
        "Xoga en directo o primeiro taboleiro dunha configuración desde o terminal, sen xanela.",
    ),
    (
        "console.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "console.journal",
        "Guarda cada orden aceptada en el diario de esta carpeta (duradera, luego aplicada), retomando la sesión que tenga; sin él la consola no guarda nada.",
        "Garda cada orde aceptada no diario deste cartafol (duradeira, logo aplicada), retomando a sesión que teña; sen el a consola non garda nada.",
    ),
    (
        "export",
        "Escribe todas las partidas de una sesión con diario en un fichero PGN.",
        "Escribe todas as partidas dunha sesión con diario nun ficheiro PGN.",
    ),
    (
        "export.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "export.journal",
        "La carpeta del diario (la de `replay --journal`).",
        "O cartafol do diario (o de `replay --journal`).",
    ),
    (
        "export.out",
        "Dónde escribir el PGN (`-` para la salida estándar).",
        "Onde escribir o PGN (`-` para a saída estándar).",
    ),
    (
        "cue",
        "Señales de megafonía: lista las de una configuración, o escribe una en un WAV (sin tarjeta de sonido).",
        "Sinais de megafonía: lista os dunha configuración, ou escribe un nun WAV (sen tarxeta de son).",
    ),
    (
        "cue.list",
        "Lista las señales: nombre, sonido, volumen, tecla y uso automático.",
        "Lista os sinais: nome, son, volume, tecla e uso automático.",
    ),
    (
        "cue.list.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "cue.render",
        "Escribe las muestras exactas de una señal (48 kHz mono, coma flotante de 32 bits) en un WAV.",
        "Escribe as mostras exactas dun sinal (48 kHz mono, coma flotante de 32 bits) nun WAV.",
    ),
    (
        "cue.render.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "cue.render.name",
        "El nombre de la señal (ver `megxadrez cue list`).",
        "O nome do sinal (ver `megxadrez cue list`).",
    ),
    (
        "cue.render.out",
        "Dónde escribir el WAV.",
        "Onde escribir o WAV.",
    ),
    (
        "check",
        "Comprueba una configuración e imprime lo que prepara.",
        "Comproba unha configuración e imprime o que prepara.",
    ),
    (
        "check.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "standings",
        "Imprime la clasificación de un fichero de informe de torneo (TRF), o de un evento del producto, con desempates FIDE.",
        "Imprime a clasificación dun ficheiro de informe de torneo (TRF), ou dun evento do produto, con desempates FIDE.",
    ),
    (
        "standings.trf",
        "El fichero de informe de torneo (TRF16 o TRF-2026).",
        "O ficheiro de informe de torneo (TRF16 ou TRF-2026).",
    ),
    (
        "standings.config",
        "O un evento llevado por el producto: su configuración…",
        "Ou un evento levado polo produto: a súa configuración…",
    ),
    (
        "standings.journal",
        "…y su carpeta del diario.",
        "…e o seu cartafol do diario.",
    ),
    (
        "standings.rules",
        "El texto del reglamento de desempates: 2024 o 2026 (por defecto, el vigente en la fecha de inicio del torneo).",
        "O texto do regulamento de desempates: 2024 ou 2026 (por defecto, o vixente na data de inicio do torneo).",
    ),
    (
        "standings.tiebreaks",
        "Los desempates, en orden (BH, BH-C1, BH-M1, SB, PS, WIN, WON, BPG, BWG, DE, ARO, LOT); por defecto los de la configuración, o BH-C1,BH,SB,PS,DE para un fichero TRF.",
        "Os desempates, en orde (BH, BH-C1, BH-M1, SB, PS, WIN, WON, BPG, BWG, DE, ARO, LOT); por defecto os da configuración, ou BH-C1,BH,SB,PS,DE para un ficheiro TRF.",
    ),
    ("standings.format", "`tsv` o `json`.", "`tsv` ou `json`."),
    (
        "standings.earlier",
        "Una fase anterior de un evento escolar, `CONFIGURACIÓN=DIARIO` (repetible): sus puntos se suman a los de esta fase en una columna `ACC`, que deshace los empates a puntos (bases 001 §9).",
        "Unha fase anterior dun evento escolar, `CONFIGURACIÓN=DIARIO` (repetible): os seus puntos súmanse aos desta fase nunha columna `ACC`, que desfai os empates a puntos (bases 001 §9).",
    ),
    (
        "prizes",
        "Trofeos por categoría de edad de un evento llevado por el producto.",
        "Trofeos por categoría de idade dun evento levado polo produto.",
    ),
    (
        "prizes.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "prizes.journal",
        "La carpeta del diario del evento.",
        "O cartafol do diario do evento.",
    ),
    (
        "prizes.categories",
        "Las edades límite de las categorías (sub-8, 10, 12: `8,10,12`).",
        "As idades límite das categorías (sub-8, 10, 12: `8,10,12`).",
    ),
    (
        "prizes.general",
        "Cuántos premios generales (los primeros puestos) cuentan como trofeo.",
        "Cantos premios xerais (os primeiros postos) contan como trofeo.",
    ),
    (
        "prizes.cumulative",
        "Los trofeos se acumulan: un premio general no impide uno de categoría.",
        "Os trofeos acumúlanse: un premio xeral non impide un de categoría.",
    ),
    (
        "prizes.year",
        "El año del evento (por defecto, este año).",
        "O ano do evento (por defecto, este ano).",
    ),
    (
        "trf",
        "Ficheros de informe de torneo (TRF).",
        "Ficheiros de informe de torneo (TRF).",
    ),
    (
        "trf.import",
        "Lee un fichero de informe e imprime lo que contiene, o su primera línea dañada.",
        "Le un ficheiro de informe e imprime o que contén, ou a súa primeira liña danada.",
    ),
    ("trf.import.file", "El fichero.", "O ficheiro."),
    (
        "trf.export",
        "Escribe un evento llevado por el producto como fichero de informe.",
        "Escribe un evento levado polo produto como ficheiro de informe.",
    ),
    (
        "trf.export.config",
        "La configuración del evento (TOML).",
        "A configuración do evento (TOML).",
    ),
    (
        "trf.export.journal",
        "La carpeta del diario del evento.",
        "O cartafol do diario do evento.",
    ),
    (
        "trf.export.out",
        "Dónde escribir el fichero de informe (`-` para la salida estándar).",
        "Onde escribir o ficheiro de informe (`-` para a saída estándar).",
    ),
    (
        "pair",
        "Empareja la siguiente ronda de un suizo por el sistema holandés de la FIDE.",
        "Emparella a seguinte rolda dun suízo polo sistema holandés da FIDE.",
    ),
    (
        "pair.trf",
        "El torneo hasta ahora, como fichero de informe de la FIDE (TRF).",
        "O torneo ata agora, como ficheiro de informe da FIDE (TRF).",
    ),
    (
        "pair.format",
        "`text` (tableros, luego `blancas negras` por línea, el bye como `N 0`), `json` o `trf` (el fichero con la ronda nueva).",
        "`text` (taboleiros, logo `brancas negras` por liña, o bye como `N 0`), `json` ou `trf` (o ficheiro coa rolda nova).",
    ),
    (
        "pair.baku",
        "Aceleración Baku (puntos virtuales para la mitad alta en las primeras rondas).",
        "Aceleración Baku (puntos virtuais para a metade alta nas primeiras roldas).",
    ),
    (
        "pair.initial",
        "El color del primer jugador del tablero 1 en la ronda 1, si el fichero no trae línea `XXC`: `white` o `black`.",
        "A cor do primeiro xogador do taboleiro 1 na rolda 1, se o ficheiro non trae liña `XXC`: `white` ou `black`.",
    ),
    (
        "pair.rounds",
        "El número de rondas del torneo, si la línea `142`/`XXR` del fichero no lo da (una exportación a mitad del torneo da las jugadas).",
        "O número de roldas do torneo, se a liña `142`/`XXR` do ficheiro non o dá (unha exportación a metade do torneo dá as xogadas).",
    ),
    (
        "schedule",
        "Imprime las rondas de un todos contra todos según las tablas Berger de la FIDE.",
        "Imprime as roldas dun todos contra todos segundo as táboas Berger da FIDE.",
    ),
    (
        "schedule.entrants",
        "Cuántos participantes (de 2 a 100; con un número impar, uno descansa cada ronda).",
        "Cantos participantes (de 2 a 100; cun número impar, un descansa cada rolda).",
    ),
    (
        "schedule.double",
        "A doble vuelta (la segunda con los colores invertidos).",
        "A dobre volta (a segunda coas cores invertidas).",
    ),
    (
        "schedule.format",
        "`json` ({\"rounds\": [[[blancas, negras], ...], ...]}) o `text`.",
        "`json` ({\"rounds\": [[[brancas, negras], ...], ...]}) ou `text`.",
    ),
];

/// The texts `TEXTS` has for `path`, in `l` (none in English: the doc
/// comments are the English).
fn text(path: &str, l: Language) -> Option<&'static str> {
    let (_, es, gl) = TEXTS.iter().find(|(p, _, _)| *p == path)?;
    l.pick(Some(es), Some(gl), None)
}

/// `cmd` (the program, with its commands) with its help in `l`.
pub fn localized(cmd: Command, l: Language) -> Command {
    if l == Language::En {
        return cmd;
    }
    let cmd = apply(cmd, "", l);
    // The version flag, the program's only.
    cmd.disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(l.pick("Imprime la versión", "Imprime a versión", "Print version"))
            .help_heading(l.pick("Opciones", "Opcións", "Options")),
    )
}

fn apply(mut cmd: Command, path: &str, l: Language) -> Command {
    let (usage, commands, options, arguments) = l.pick(
        ("Uso", "Órdenes", "Opciones", "Argumentos"),
        ("Uso", "Ordes", "Opcións", "Argumentos"),
        ("Usage", "Commands", "Options", "Arguments"),
    );
    if let Some(about) = text(path, l) {
        cmd = cmd.about(about);
    }
    cmd = cmd
        .help_template(format!(
            "{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(commands)
        .subcommand_value_name(l.pick("ORDEN", "ORDE", "COMMAND"))
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(l.pick("Imprime la ayuda", "Imprime a axuda", "Print help")),
        );
    let ids: Vec<(String, bool, Vec<String>, bool)> = cmd
        .get_arguments()
        .map(|a| {
            let defaults = a
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            let takes_value = a.get_action().takes_values();
            (
                a.get_id().to_string(),
                a.is_positional(),
                defaults,
                takes_value,
            )
        })
        .collect();
    let by_default = l.pick("por defecto", "por defecto", "default");
    for (id, positional, defaults, takes_value) in ids {
        let key = if path.is_empty() {
            id.clone()
        } else {
            format!("{path}.{id}")
        };
        let help = text(&key, l).map(|h| {
            // clap's "[default: …]" and "Possible values" in the language:
            // the default said in the help, the values already named there.
            if defaults.is_empty() {
                h.to_owned()
            } else {
                format!("{h} [{by_default}: {}]", defaults.join(","))
            }
        });
        cmd = cmd.mut_arg(&id, |a| {
            let a = a.help_heading(if positional { arguments } else { options });
            match help {
                Some(h) => a
                    .help(h)
                    .hide_default_value(takes_value)
                    .hide_possible_values(takes_value),
                None => a,
            }
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        let sub = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        cmd = cmd.mut_subcommand(&name, |s| apply(s, &sub, l));
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every command and option has its Spanish and Galician help, and no
    /// text names a command or option that does not exist.
    #[test]
    fn every_command_and_option_is_translated() {
        fn walk(cmd: &Command, path: &str, out: &mut Vec<String>) {
            out.push(path.to_owned());
            for a in cmd.get_arguments() {
                let id = a.get_id().to_string();
                if id != "help" && id != "version" {
                    out.push(if path.is_empty() {
                        id
                    } else {
                        format!("{path}.{id}")
                    });
                }
            }
            for s in cmd.get_subcommands() {
                let name = s.get_name();
                let sub = if path.is_empty() {
                    name.to_owned()
                } else {
                    format!("{path}.{name}")
                };
                walk(s, &sub, out);
            }
        }
        let mut paths = Vec::new();
        walk(&crate::commands::cli::Cli::command(), "", &mut paths);
        for p in &paths {
            assert!(text(p, Language::Es).is_some(), "no Spanish help for {p:?}");
        }
        for (p, _, _) in TEXTS {
            assert!(
                paths.iter().any(|q| q == p),
                "{p:?} is not a command or option"
            );
        }
        // And the localized command is a valid one (every subcommand
        // built and checked) that still reads a command line.
        let mut cmd = localized(crate::commands::cli::Cli::command(), Language::Gl);
        cmd.build();
        let m = cmd
            .try_get_matches_from(["megxadrez", "schedule", "--entrants", "4"])
            .unwrap();
        assert_eq!(m.subcommand_name(), Some("schedule"));
    }
}
