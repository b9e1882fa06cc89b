//! The command line's help in the terminal's language: the commands' and
//! options' texts (`i18n/*/cli.ftl`, one key a command or option), and
//! clap's own headings and flags.

use crate::core::config::Language;
use crate::core::tr;
use crate::core::words;
use clap::{Arg, ArgAction, Command};

/// The Fluent key of a command's or option's help: its path with `-`
/// between its parts (`cue.render.out` is `cli-cue-render-out`); `""`, the
/// program, is `cli`.
fn key(path: &str) -> String {
    if path.is_empty() {
        "cli".to_owned()
    } else {
        format!("cli-{}", path.replace('.', "-"))
    }
}

/// The help `i18n/*/cli.ftl` has for `path`, in `l`.
fn text(path: &str, l: Language) -> Option<String> {
    let key = key(path);
    words::bundle(l)
        .has_message(&key)
        .then(|| words::text(l, &key))
}

/// `cmd` (the program, with its commands) with its help in `l`.
pub fn localized(cmd: Command, l: Language) -> Command {
    let cmd = apply(cmd, "", l);
    // The version flag, the program's only.
    cmd.disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(tr!(l, "cli-words-print-version"))
            .help_heading(tr!(l, "cli-words-options")),
    )
}

fn apply(mut cmd: Command, path: &str, l: Language) -> Command {
    let usage = tr!(l, "cli-words-usage");
    let commands = tr!(l, "cli-words-commands");
    let options = tr!(l, "cli-words-options");
    let arguments = tr!(l, "cli-words-arguments");
    if let Some(about) = text(path, l) {
        cmd = cmd.about(about);
    }
    cmd = cmd
        .help_template(format!(
            "{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(commands)
        .subcommand_value_name(tr!(l, "cli-words-command"))
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(tr!(l, "cli-words-print-help")),
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
    let by_default = tr!(l, "cli-words-default");
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
        // Every key of the help's file is a command or option.
        let helped: Vec<String> = paths.iter().map(|p| key(p)).collect();
        for (l, files) in words::FILES {
            let (_, file) = files.iter().find(|(n, _)| *n == "cli.ftl").unwrap();
            for line in file.lines().filter(|l| l.starts_with("cli")) {
                let k = line.split(' ').next().unwrap();
                assert!(
                    helped.iter().any(|h| h == k),
                    "{l:?}: {k} is not a command or option"
                );
            }
        }
        for p in &paths {
            assert!(text(p, Language::En).is_some(), "no English help for {p:?}");
            assert!(
                text(p, Language::Gl).is_some(),
                "no Galician help for {p:?}"
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
