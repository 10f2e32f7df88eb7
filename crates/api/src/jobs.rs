//! Long work off the desk: a command that could take seconds (exporting or importing a whole
//! campaign) starts a job on its own thread and answers at once with the job's id; `job_status`
//! follows it (phase, progress, then the result or the typed error) and `cancel_job` stops it.
//! Commands run one at a time on the desk, so a long command would freeze the app; a job holds
//! no lock on the desk while it works. Jobs live as long as the process (the CLI waits for the
//! job a command started, see [`wait`]).

use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex, PoisonError};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_store::portable::{Phase, Progress};

use crate::{AppError, Desk, ErrorKind};

/// How many finished jobs are remembered (the oldest are forgotten first).
const FINISHED_KEPT: usize = 32;

/// The answer of a command that started a job.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobStarted {
    /// The job's id, for `job_status` and `cancel_job`.
    pub job: i64,
}

/// Arguments of `job_status` and `cancel_job`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobRef {
    /// The job's id, as its command answered.
    pub job: i64,
}

/// What a job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JobKind {
    /// `export_campaign`.
    ExportCampaign,
    /// `import_campaign`.
    ImportCampaign,
    /// `simulate_encounter`.
    SimulateEncounter,
    /// `compare_encounter_variants`.
    CompareVariants,
    /// `tune_encounter`.
    TuneEncounter,
}

/// Where a job stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    /// Still working.
    Running,
    /// Finished; `result` holds what it did.
    Succeeded,
    /// Stopped by a problem; `error` says which. Nothing was left behind.
    Failed,
    /// Stopped by `cancel_job`; nothing was left behind.
    Cancelled,
}

/// The step a job is at; `done` and `total` count its units (rows, or bytes while reading a
/// file; `total` 0 when not known).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum JobPhase {
    /// Not started yet.
    Starting,
    /// Reading the file (bytes) or counting the campaign's rows.
    Reading,
    /// Checking the document (rows seen).
    Validating,
    /// Writing the document (rows).
    Writing,
    /// Putting the rows into the new campaign file (rows).
    Inserting,
    /// Bringing an older export's tables up to this version.
    Migrating,
    /// Checking the new campaign file.
    Checking,
    /// Flushing the file and giving it its name.
    Finishing,
    /// Playing simulated fights (fights).
    Simulating,
    /// Finished (whatever the outcome).
    Done,
}

impl From<Phase> for JobPhase {
    fn from(phase: Phase) -> JobPhase {
        match phase {
            Phase::Starting => JobPhase::Starting,
            Phase::Reading => JobPhase::Reading,
            Phase::Validating => JobPhase::Validating,
            Phase::Writing => JobPhase::Writing,
            Phase::Inserting => JobPhase::Inserting,
            Phase::Migrating => JobPhase::Migrating,
            Phase::Checking => JobPhase::Checking,
            Phase::Finishing => JobPhase::Finishing,
            Phase::Simulating => JobPhase::Simulating,
        }
    }
}

// What each kind of job produces lives here with the job kinds, so the commands that start
// jobs (`portable.rs`) use this module and it uses none of them.

/// What `export_campaign` wrote.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignExported {
    /// The file written (absolute).
    pub path: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// How many tables it holds.
    pub tables: u32,
    /// How many rows in all.
    pub rows: u64,
    /// The campaign schema version of the tables.
    pub schema_version: i64,
}

/// What `import_campaign` built.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignImported {
    /// The new campaign file (absolute); `open_campaign` opens it.
    pub path: String,
    /// The campaign's name.
    pub name: String,
    /// How many rows it holds.
    pub rows: u64,
    /// How many tables the document had.
    pub tables: u32,
    /// The schema version the document was written in.
    pub from_schema_version: i64,
    /// The schema version of the new file (this version's).
    pub schema_version: i64,
}

/// What a finished job did.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum JobOutcome {
    /// The campaign document was written.
    CampaignExported(CampaignExported),
    /// A new campaign file was built.
    CampaignImported(CampaignImported),
    /// An encounter was simulated.
    EncounterSimulated(Box<crate::simulation::EncounterSimulation>),
    /// An encounter and its variants were simulated side by side.
    VariantsCompared(Box<crate::simulation::VariantComparison>),
    /// Adjustments of an encounter were tried against a target.
    EncounterTuned(Box<crate::simulation::EncounterTuning>),
}

/// One job as `job_status` reports it.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobStatus {
    /// The job's id.
    pub job: i64,
    /// What it does.
    pub kind: JobKind,
    /// Where it stands.
    pub state: JobState,
    /// Its step.
    pub phase: JobPhase,
    /// Units done in this step.
    pub done: u64,
    /// Units in this step (0: not known).
    pub total: u64,
    /// What it did, once it succeeded.
    pub result: Option<JobOutcome>,
    /// Why it stopped, once it failed or was cancelled.
    pub error: Option<AppError>,
}

struct Job {
    id: i64,
    kind: JobKind,
    progress: Progress,
    finished: Mutex<Option<Result<JobOutcome, AppError>>>,
}

impl Job {
    fn status(&self) -> JobStatus {
        let finished = self
            .finished
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        let (phase, done, total) = self.progress.snapshot();
        let (state, phase, result, error) = match finished {
            None => (JobState::Running, phase.into(), None, None),
            Some(Ok(outcome)) => (JobState::Succeeded, JobPhase::Done, Some(outcome), None),
            Some(Err(err)) if err.kind == ErrorKind::Cancelled => {
                (JobState::Cancelled, JobPhase::Done, None, Some(err))
            }
            Some(Err(err)) => (JobState::Failed, JobPhase::Done, None, Some(err)),
        };
        JobStatus {
            job: self.id,
            kind: self.kind,
            state,
            phase,
            done,
            total,
            result,
            error,
        }
    }

    fn is_finished(&self) -> bool {
        self.finished
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }
}

/// The desk's jobs.
#[derive(Default)]
pub(crate) struct Jobs {
    jobs: Mutex<(i64, Vec<Arc<Job>>)>,
}

impl Jobs {
    /// Starts `work` on its own thread; it reports progress and watches for a cancel through
    /// the [`Progress`] it is given. A panic in it is reported as a failed job.
    pub(crate) fn start(
        &self,
        kind: JobKind,
        work: impl FnOnce(&Progress) -> Result<JobOutcome, AppError> + Send + 'static,
    ) -> Result<JobStarted, AppError> {
        let job = {
            let mut jobs = self.jobs.lock().unwrap_or_else(PoisonError::into_inner);
            jobs.0 += 1;
            let job = Arc::new(Job {
                id: jobs.0,
                kind,
                progress: Progress::new(),
                finished: Mutex::new(None),
            });
            let list = &mut jobs.1;
            list.push(job.clone());
            while list.iter().filter(|j| j.is_finished()).count() > FINISHED_KEPT {
                if let Some(oldest) = list.iter().position(|j| j.is_finished()) {
                    list.remove(oldest);
                }
            }
            job
        };
        let worker = job.clone();
        std::thread::Builder::new()
            .name(format!("tablekeep-job-{}", job.id))
            .spawn(move || {
                let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| work(&worker.progress)))
                    .unwrap_or_else(|_| {
                        Err(AppError::new(
                            ErrorKind::Storage,
                            "The work stopped on an internal error; nothing was written. Please report it.",
                        ))
                    });
                *worker
                    .finished
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner) = Some(outcome);
            })
            .map_err(|err| {
                AppError::new(
                    ErrorKind::Storage,
                    format!("The work could not be started: {err}."),
                )
            })?;
        Ok(JobStarted { job: job.id })
    }

    /// Cancels every running job and waits up to `patience` for them to stop (each removes
    /// what it was writing), for quitting the app.
    pub(crate) fn cancel_all(&self, patience: std::time::Duration) {
        let running: Vec<Arc<Job>> = {
            let jobs = self.jobs.lock().unwrap_or_else(PoisonError::into_inner);
            jobs.1
                .iter()
                .filter(|job| !job.is_finished())
                .cloned()
                .collect()
        };
        for job in &running {
            job.progress.cancel();
        }
        let deadline = std::time::Instant::now() + patience;
        while running.iter().any(|job| !job.is_finished()) && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    fn find(&self, id: i64) -> Result<Arc<Job>, AppError> {
        let jobs = self.jobs.lock().unwrap_or_else(PoisonError::into_inner);
        jobs.1
            .iter()
            .find(|job| job.id == id)
            .cloned()
            .ok_or_else(|| AppError {
                field: Some("job".to_owned()),
                ..AppError::new(
                    ErrorKind::NotFound,
                    format!("There is no job {id} (jobs are forgotten when Tablekeep closes)."),
                )
            })
    }
}

/// How a job stands.
pub fn job_status(desk: &mut Desk, input: JobRef) -> Result<JobStatus, AppError> {
    Ok(desk.jobs().find(input.job)?.status())
}

/// Asks a running job to stop; it stops at its next check and leaves no file behind.
pub fn cancel_job(desk: &mut Desk, input: JobRef) -> Result<JobStatus, AppError> {
    let job = desk.jobs().find(input.job)?;
    if job.is_finished() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "Job {} has finished already; there is nothing to cancel.",
                job.id
            ),
        ));
    }
    job.progress.cancel();
    Ok(job.status())
}

/// Waits for a job to finish, calling `watch` with its status now and then (the CLI prints
/// progress with it); gives what the job did, or its error.
pub fn wait(
    desk: &mut Desk,
    job: i64,
    mut watch: impl FnMut(&JobStatus),
) -> Result<JobOutcome, AppError> {
    let job = desk.jobs().find(job)?;
    loop {
        let status = job.status();
        watch(&status);
        match (status.result, status.error) {
            (Some(outcome), _) => return Ok(outcome),
            (None, Some(error)) => return Err(error),
            (None, None) => std::thread::sleep(std::time::Duration::from_millis(100)),
        }
    }
}
