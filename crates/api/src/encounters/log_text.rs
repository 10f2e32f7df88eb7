//! The battle log as readable text: the same layout for every system.

use std::fmt::Write;

use tablekeep_rules::encounter::LogLine;

/// The log headed by the encounter's name, a heading per round, one line per event with its
/// rule, and under it the arithmetic and details behind it.
pub(crate) fn log_text(name: &str, lines: &[LogLine]) -> String {
    let mut text = format!("Battle log: {name}\n");
    let mut round = 0;
    for line in lines {
        if let Some(line_round) = line.round.filter(|&r| r != round) {
            round = line_round;
            let _ = writeln!(text, "\n== Round {round} ==");
        }
        let _ = write!(text, "[{}] {}", line.command + 1, line.text);
        if let Some(rule) = &line.rule {
            let _ = write!(text, " ({} · {})", rule.system.info().name, rule.section);
        }
        text.push('\n');
        for number in &line.numbers {
            let terms: Vec<String> = number
                .terms
                .iter()
                .map(|t| format!("{} {:+}", t.label, t.value))
                .collect();
            let _ = writeln!(text, "      {} = {}", terms.join(", "), number.value);
        }
        for detail in &line.details {
            let _ = writeln!(text, "      {detail}");
        }
    }
    text
}
