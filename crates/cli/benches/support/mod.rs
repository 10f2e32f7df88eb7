//! What the CLI benchmarks share: timing one `tablekeep` process with its peak memory, and this
//! process's own peak memory. Included by each bench with `mod support;`.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Peak resident memory (KiB) and time of one `tablekeep` run with `args`, its data and config
/// folders under `root`; read with getrusage(RUSAGE_CHILDREN) through python3 (the workspace
/// forbids unsafe code).
pub fn cli(root: &Path, args: &[&str]) -> (Option<u64>, Duration) {
    let script = "import resource, subprocess, sys\n\
        subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)\n\
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)";
    let start = Instant::now();
    let output = Command::new("python3")
        .args(["-c", script, env!("CARGO_BIN_EXE_tablekeep")])
        .args(args)
        .env("TABLEKEEP_DATA_DIR", root.join("data"))
        .env("TABLEKEEP_CONFIG_DIR", root.join("config"))
        .output();
    let elapsed = start.elapsed();
    let kib = output
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok());
    (kib, elapsed)
}

/// This process's peak resident memory so far (KiB), from /proc; 0 where it cannot be read.
pub fn self_peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                line.strip_prefix("VmHWM:")
                    .map(|v| v.trim().trim_end_matches(" kB").trim().to_owned())
            })
        })
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}
