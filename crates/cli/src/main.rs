//! `tablekeep`: the headless shell over `tablekeep-api`.
//!
//! It holds no command logic: `call` looks the command up in the api's registry and runs it on the
//! JSON given, exactly as the desktop app does over IPC.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use tablekeep_api::jobs::{JobPhase, JobStarted, JobState, JobStatus};
use tablekeep_api::registry::{command, command_catalog};
use tablekeep_api::{AppError, Desk, DeskDirs, ErrorKind};

#[derive(Parser)]
#[command(
    name = "tablekeep",
    version,
    about = "Tablekeep campaign manager, headless: run any command on a campaign file.",
    long_about = "Tablekeep campaign manager, headless.\n\n\
        Every command the desktop app offers can be run here with the same JSON arguments it \
        takes over IPC. Results are printed as JSON on stdout (exit status 0). Errors are printed \
        as a JSON object {\"kind\", \"message\", \"field\"} on stdout with exit status 1.\n\n\
        Without --campaign the default campaign is used (created on first use in Tablekeep's data \
        folder; TABLEKEEP_DATA_DIR overrides that folder). A --campaign file that does not exist \
        is refused unless --create is given.\n\n\
        A command that starts a job (export_campaign, import_campaign) is waited for: its \
        progress goes to stderr and the job's result to stdout.",
    after_help = "Examples:\n  \
        tablekeep commands\n  \
        tablekeep call list_systems\n  \
        tablekeep --campaign ./eberron.tablekeep --create call create_party '{\"name\":\"The Lanterns\"}'\n  \
        echo '{\"search\":\"va\"}' | tablekeep call list_characters -\n  \
        tablekeep call export_campaign '{\"path\":\"eberron.json\"}'\n  \
        tablekeep call import_campaign '{\"source\":\"eberron.json\",\"path\":\"copy.tablekeep\"}'"
)]
struct Cli {
    /// The campaign file to work on; a missing file is refused unless --create is given.
    /// Defaults to the default campaign (created on first use).
    #[arg(long, global = true, value_name = "FILE")]
    campaign: Option<PathBuf>,
    /// Create the --campaign file when it does not exist (a typo otherwise starts an empty campaign).
    #[arg(long, global = true, requires = "campaign")]
    create: bool,
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Run one command: `tablekeep call COMMAND ['JSON' | -]`. JSON defaults to `{}`; `-` reads stdin.
    Call {
        /// The command's name, e.g. create_character (see `tablekeep commands`).
        command: String,
        /// The arguments as a JSON object, or `-` to read them from stdin.
        json: Option<String>,
    },
    /// Print every command with the JSON Schema of its arguments and of its result.
    Commands,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.action {
        Action::Commands => {
            print_json(&command_catalog());
            ExitCode::SUCCESS
        }
        Action::Call {
            command: name,
            json,
        } => match run_call(cli.campaign, cli.create, &name, json) {
            Ok(result) => {
                emit(&result);
                ExitCode::SUCCESS
            }
            Err(err) => {
                print_json(&serde_json::to_value(&err).unwrap_or_default());
                ExitCode::FAILURE
            }
        },
    }
}

fn run_call(
    campaign: Option<PathBuf>,
    create: bool,
    name: &str,
    json: Option<String>,
) -> Result<String, AppError> {
    // Check the name and the JSON before touching any file, so a typo changes nothing.
    let spec = command(name)?;
    let args = parse_args(json)?;
    let dirs = DeskDirs::from_env()?;
    let mut desk = match (spec.needs_campaign(), campaign) {
        // Creating or opening a campaign must not first create the default one as a side effect.
        (false, None) => Desk::new(dirs, chrono::Utc::now),
        (_, Some(path)) if create => Desk::open_or_create(dirs, &path)?,
        (needs_campaign, Some(path)) => {
            if !path.exists() {
                return Err(AppError::new(
                    ErrorKind::NotFound,
                    format!(
                        "There is no campaign file at {}; check the path, or add --create to start a new campaign there.",
                        path.display()
                    ),
                ));
            }
            if needs_campaign {
                Desk::open_or_create(dirs, &path)?
            } else {
                // A campaign-free command (listing and restoring backups) still runs when the
                // file fails to open: the desk keeps the file and why, as the app does at start.
                Desk::start(dirs, Some(path))
            }
        }
        (true, None) => {
            let path = dirs.default_campaign();
            Desk::open_or_create(dirs, &path)?
        }
    };
    let result = (spec.run)(&mut desk, args)?;
    if !spec.starts_job() {
        return Ok(result);
    }
    // A command that starts a job answers at once; the CLI waits for the job (there is no app
    // to come back to it), showing its progress on stderr, and prints what it did.
    let started: JobStarted = serde_json::from_str(&result).map_err(|err| {
        AppError::new(
            ErrorKind::Storage,
            format!("The job's id could not be read: {err}."),
        )
    })?;
    let mut shown = ProgressLine::default();
    let outcome =
        tablekeep_api::jobs::wait(&mut desk, started.job, |status| shown.report(name, status))?;
    serde_json::to_string(&outcome).map_err(|err| {
        AppError::new(
            ErrorKind::Storage,
            format!("The result could not be encoded: {err}."),
        )
    })
}

/// Progress of a job on stderr: a line when its step changes, and at most twice a second.
#[derive(Default)]
struct ProgressLine {
    last: Option<(JobPhase, std::time::Instant)>,
}

impl ProgressLine {
    fn report(&mut self, command: &str, status: &JobStatus) {
        if status.state != JobState::Running {
            return;
        }
        let now = std::time::Instant::now();
        let due = match self.last {
            Some((phase, at)) => {
                phase != status.phase || now - at >= std::time::Duration::from_millis(500)
            }
            None => true,
        };
        if !due {
            return;
        }
        self.last = Some((status.phase, now));
        let phase = serde_json::to_value(status.phase)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default();
        if let Some(percent) = (status.done * 100).checked_div(status.total) {
            eprintln!(
                "{command}: {phase} {percent}% ({}/{})",
                status.done, status.total
            );
        } else {
            eprintln!("{command}: {phase} ({})", status.done);
        }
    }
}

fn parse_args(json: Option<String>) -> Result<serde_json::Value, AppError> {
    let text = match json.as_deref() {
        None => return Ok(serde_json::Value::Object(Default::default())),
        Some("-") => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text).map_err(|err| {
                AppError::new(
                    ErrorKind::InvalidInput,
                    format!("Could not read the arguments from stdin: {err}."),
                )
            })?;
            text
        }
        Some(text) => text.to_owned(),
    };
    tablekeep_api::parse_arguments(&text)
}

fn print_json(value: &serde_json::Value) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => emit(&text),
        Err(err) => eprintln!("tablekeep: could not print the result: {err}"),
    }
}

/// Writes one line to stdout. A reader that went away (`tablekeep … | head`) is not an error of
/// ours, so a broken pipe ends quietly instead of panicking the way `println!` would.
fn emit(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(err) = writeln!(stdout, "{text}").and_then(|()| stdout.flush()) {
        if err.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("tablekeep: could not print the result: {err}");
        }
    }
}
