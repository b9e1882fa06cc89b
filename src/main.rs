//! The `megxadrez` command: the thin edge that parses the command line and
//! prints errors; everything else lives in the library.

use megxadrez::core::tr;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};
use megxadrez::commands::{cli::Cli, cli_words, run};

fn main() -> ExitCode {
    quiet_runtime_dir();
    match run(parse_command_line()) {
        Ok(code) => code,
        Err(e) => {
            // Whatever the error quotes (a config's key, a leader's
            // answer) cannot drive the terminal.
            let said = megxadrez::core::one_line::for_terminal(&format!("{e:#}"));
            eprintln!("megxadrez: {said}");
            ExitCode::from(2)
        }
    }
}

/// The command line, its help and its refusals in the terminal's language.
fn parse_command_line() -> Cli {
    let l = megxadrez::i18n::environment_language();
    let cmd = cli_words::localized(Cli::command(), l);
    let parsed = cmd
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind as K;
            let lead = match e.kind() {
                K::DisplayHelp
                | K::DisplayVersion
                | K::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
                K::UnknownArgument | K::InvalidSubcommand => {
                    tr!(l, "main-unknown-command-or-option")
                }
                K::MissingRequiredArgument | K::MissingSubcommand => {
                    tr!(l, "main-something-required-missing")
                }
                K::ArgumentConflict => tr!(l, "main-two-options-that-do-not"),
                _ => tr!(l, "main-invalid-value"),
            };
            // What the parser found and suggests, without its English
            // sentences: the words the user typed, then ours.
            use clap::error::{ContextKind as C, ContextValue as V};
            let found = |kind| match e.get(kind) {
                Some(V::String(s)) => Some(s.clone()),
                Some(V::Strings(v)) => Some(v.join(", ")),
                _ => None,
            };
            let mut line = lead.to_owned();
            if let Some(what) = found(C::InvalidArg).or_else(|| found(C::InvalidSubcommand)) {
                line.push_str(&format!(": {what}"));
            }
            if let Some(value) = found(C::InvalidValue) {
                line.push_str(&format!(" = {value:?}"));
            }
            eprintln!("megxadrez: {line}");
            if e.kind() == K::ValueValidation
                && let Some(why) = std::error::Error::source(&e)
            {
                eprintln!("megxadrez: {why}");
            }
            if let Some(like) = found(C::SuggestedSubcommand).or_else(|| found(C::SuggestedArg)) {
                eprintln!("megxadrez: {}", tr!(l, "main-did-you-mean", like = like));
            }
            eprintln!("megxadrez: {}", tr!(l, "main-more-in-help"));
            std::process::exit(2)
        }
    }
}

/// Windowing libraries print "XDG_RUNTIME_DIR is invalid or not set" on
/// every start where the session has none (a service, Xvfb, sudo): give
/// them a private one so the operator's terminal shows only what matters.
fn quiet_runtime_dir() {
    if std::env::var_os("XDG_RUNTIME_DIR").is_some() {
        return;
    }
    use std::os::unix::fs::MetadataExt;
    let uid = std::fs::metadata("/proc/self").map_or(0, |m| m.uid());
    let dir = std::env::temp_dir().join(format!("megxadrez-runtime-{uid}"));
    if std::fs::create_dir_all(&dir).is_ok() {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700));
        // SAFETY: the first thing main does, before any thread starts.
        unsafe { std::env::set_var("XDG_RUNTIME_DIR", &dir) };
    }
}
