//! Every switch does what it says (issue #19), enforced for every registered system.
//!
//! A table rule a campaign may switch must be *read*: its static referenced by non-test engine
//! code (`crates/rules/src`, `crates/api/src`) outside the `table_rules` module that declares
//! it, directly or through a function of that module that such code calls. Each option other
//! than the default needs a test named `table_rule_<name>_<option>` (`<name>` the id without
//! its system prefix) showing the difference in play. Rules no engine code reads yet sit on
//! their system's `not_yet_read` list, which only shrinks: a listed rule that is read fails
//! too, so the list is taken down as rules are wired. The scan reads the sources from disk;
//! it is a test, so the crate stays pure.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::{is_played, not_yet_read, readings, table_rules, SYSTEM_RULES};
use crate::table_rules::TableRule;

/// The trees holding engine code: a rule is read only from here.
const ENGINE: [&str; 2] = ["crates/rules/src", "crates/api/src"];
/// The trees whose tests may show an option in play.
const TESTED: [&str; 3] = ["crates", "tests", "src-tauri/src"];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository")
}

/// One Rust source file: its engine code (comments gone, string contents blanked, test items
/// left out) and its test code.
struct Source {
    path: String,
    raw: String,
    code: String,
    tests: String,
}

fn files_with(dir: &Path, extension: &str, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if path.is_dir() {
            if name != "target" && name != "node_modules" {
                files_with(&path, extension, found);
            }
        } else if path.extension().is_some_and(|e| e == extension) {
            found.push(path);
        }
    }
}

/// Comments removed and the insides of string and char literals blanked, so that braces and
/// names inside them count for nothing.
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && !chars
                .get(i.wrapping_sub(1))
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            let mut hashes = 0;
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            out.push_str("\"\"");
            j += 1;
            'raw: while j < chars.len() {
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break 'raw;
                }
                if chars[j] == '\n' {
                    out.push('\n');
                }
                j += 1;
            }
            i = j;
        } else if c == '"' {
            out.push_str("\"\"");
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if chars.get(i) == Some(&'\n') {
                    out.push('\n');
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' && next == Some('\\') {
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            out.push_str("' '");
            i += 1;
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            out.push_str("' '");
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether an attribute line gates the next item to tests.
fn gates_to_tests(line: &str) -> bool {
    let line = line.trim();
    line.starts_with("#[cfg(") && line.contains("test") && !line.contains("not(test")
}

/// Splits stripped code into engine code and test code: an item under a test `cfg` (a `mod
/// tests { … }`, a `#[test] fn`) goes to the tests.
fn split_tests(code: &str) -> (String, String) {
    let (mut engine, mut tests) = (String::new(), String::new());
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        if !gates_to_tests(line) && line.trim() != "#[test]" {
            engine.push_str(line);
            engine.push('\n');
            continue;
        }
        // The gated item: up to its closing brace, or its `;` when it has no body.
        let mut depth = 0i32;
        let mut opened = false;
        let mut current = Some(line);
        while let Some(item) = current {
            tests.push_str(item);
            tests.push('\n');
            for c in item.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let attribute = item.trim_start().starts_with("#[");
            if !attribute && ((opened && depth <= 0) || (!opened && item.trim_end().ends_with(';')))
            {
                break;
            }
            current = lines.next();
        }
    }
    (engine, tests)
}

/// The files a `#[cfg(test)] mod name;` declares, as path prefixes.
fn gated_modules(path: &str, raw: &str) -> Vec<String> {
    let dir = path.rsplit_once('/').map_or("", |(dir, _)| dir);
    let file = path.rsplit('/').next().unwrap_or(path);
    let base = if matches!(file, "mod.rs" | "lib.rs" | "main.rs") {
        dir.to_owned()
    } else {
        format!("{dir}/{}", file.trim_end_matches(".rs"))
    };
    let lines: Vec<&str> = raw.lines().map(str::trim).collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if !gates_to_tests(line) {
            continue;
        }
        let item = lines[i + 1..]
            .iter()
            .find(|l| !l.starts_with("#["))
            .copied()
            .unwrap_or("");
        let item = item
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub(super) ")
            .trim_start_matches("pub ");
        if let Some(name) = item.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            found.push(format!("{base}/{}.rs", name.trim()));
            found.push(format!("{base}/{}/", name.trim()));
        }
    }
    found
}

/// Whether a file holds only tests by its name or place.
fn test_file(path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    path.split('/').any(|part| part == "tests")
        || path.starts_with("tests/")
        || file == "tests.rs"
        || file.starts_with("tests_")
        || file.ends_with("_tests.rs")
}

fn sources() -> Vec<Source> {
    let root = repo();
    let mut files = Vec::new();
    for area in TESTED {
        files_with(&root.join(area), "rs", &mut files);
    }
    files.sort();
    files.dedup();
    let raw: Vec<(String, String)> = files
        .into_iter()
        .filter_map(|path| {
            let relative = path
                .strip_prefix(&root)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            Some((relative, std::fs::read_to_string(&path).ok()?))
        })
        .collect();
    let gated: Vec<String> = raw
        .iter()
        .flat_map(|(path, text)| gated_modules(path, text))
        .collect();
    raw.into_iter()
        .map(|(path, raw)| {
            let stripped = strip(&raw);
            let whole_test =
                test_file(&path) || gated.iter().any(|prefix| path.starts_with(prefix.as_str()));
            let (code, tests) = if whole_test {
                (String::new(), stripped)
            } else {
                split_tests(&stripped)
            };
            Source {
                path,
                raw,
                code,
                tests,
            }
        })
        .collect()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `word` occurs in `text` as a whole identifier.
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// Where a rule is declared: its static's name and the `table_rules` module around it.
struct Declared {
    name: String,
    module: String,
}

/// Every `static NAME: TableRule = TableRule { id: "…"` in engine code, by id.
fn declarations(sources: &[Source]) -> BTreeMap<String, Declared> {
    let mut found = BTreeMap::new();
    for source in sources.iter().filter(|s| !s.code.is_empty()) {
        let mut rest = source.raw.as_str();
        while let Some(at) = rest.find(": TableRule = TableRule {") {
            let name: String = rest[..at]
                .chars()
                .rev()
                .take_while(|c| is_ident(*c))
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            rest = &rest[at..];
            let id = rest
                .split_once("id: \"")
                .and_then(|(_, tail)| tail.split_once('"'))
                .map(|(id, _)| id.to_owned())
                .expect("a table rule declares its id first");
            found.insert(
                id,
                Declared {
                    name,
                    module: table_rules_module(&source.path),
                },
            );
            rest = &rest[1..];
        }
    }
    found
}

/// The `table_rules` module a file belongs to (`…/table_rules.rs` with `…/table_rules/`), or
/// the file itself.
fn table_rules_module(path: &str) -> String {
    let parts: Vec<&str> = path.split('/').collect();
    match parts
        .iter()
        .rposition(|p| *p == "table_rules" || *p == "table_rules.rs")
    {
        Some(at) => format!("{}/table_rules", parts[..at].join("/")),
        None => path.trim_end_matches(".rs").to_owned(),
    }
}

fn in_module(path: &str, module: &str) -> bool {
    path == format!("{module}.rs") || path.starts_with(&format!("{module}/"))
}

/// The functions of `code`, with their bodies.
fn functions(code: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (at, _) in code.match_indices("fn ") {
        if code[..at].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        let name: String = code[at + 3..]
            .chars()
            .take_while(|c| is_ident(*c))
            .collect();
        let rest = &code[at..];
        let (Some(open), semi) = (rest.find('{'), rest.find(';')) else {
            continue;
        };
        if semi.is_some_and(|semi| semi < open) {
            continue;
        }
        let mut depth = 0;
        let mut end = rest.len();
        for (i, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        found.push((name, rest[open..end].to_owned()));
    }
    found
}

/// Whether engine code reads the rule declared as `declared`.
fn is_read(declared: &Declared, sources: &[Source]) -> bool {
    let engine: Vec<&Source> = sources
        .iter()
        .filter(|s| ENGINE.iter().any(|area| s.path.starts_with(area)))
        .collect();
    let (inside, outside): (Vec<&Source>, Vec<&Source>) = engine
        .into_iter()
        .partition(|s| in_module(&s.path, &declared.module));
    if outside.iter().any(|s| has_word(&s.code, &declared.name)) {
        return true;
    }
    // Through the module's own functions: those that read the static, or call one that does.
    let functions: Vec<(String, String)> = inside.iter().flat_map(|s| functions(&s.code)).collect();
    let mut readers: BTreeSet<&str> = BTreeSet::new();
    loop {
        let before = readers.len();
        for (name, body) in &functions {
            if has_word(body, &declared.name) || readers.iter().any(|r| has_word(body, r)) {
                readers.insert(name);
            }
        }
        if readers.len() == before {
            break;
        }
    }
    readers
        .iter()
        .any(|reader| outside.iter().any(|s| has_word(&s.code, reader)))
}

/// The name a test showing `option` of `rule` in play carries.
fn test_name(rule: &TableRule, option: &str) -> String {
    let name = rule.id.split_once('.').map_or(rule.id, |(_, name)| name);
    format!("table_rule_{name}_{option}")
}

/// Every test function's name.
fn test_names(sources: &[Source]) -> BTreeSet<String> {
    sources
        .iter()
        .flat_map(|s| functions(&s.tests))
        .map(|(name, _)| name)
        .collect()
}

/// What the audit finds.
struct Audit {
    undeclared: Vec<&'static str>,
    read: BTreeSet<&'static str>,
    tests: BTreeSet<String>,
}

fn audit() -> Audit {
    let sources = sources();
    let declared = declarations(&sources);
    let mut undeclared = Vec::new();
    let mut read = BTreeSet::new();
    for rule in table_rules() {
        match declared.get(rule.id) {
            Some(declared) => {
                if is_read(declared, &sources) {
                    read.insert(rule.id);
                }
            }
            None => undeclared.push(rule.id),
        }
    }
    Audit {
        undeclared,
        read,
        tests: test_names(&sources),
    }
}

#[test]
fn every_switchable_table_rule_is_read_and_every_option_tested() {
    let audit = audit();
    assert!(
        audit.undeclared.is_empty(),
        "registered rules the scan cannot find declared as `static NAME: TableRule = TableRule {{ \
         id: \"…\"`: {:?}",
        audit.undeclared
    );
    let unread: Vec<_> = table_rules()
        .filter(|rule| is_played(rule) && !audit.read.contains(rule.id))
        .map(|rule| rule.id)
        .collect();
    assert!(
        unread.is_empty(),
        "switchable table rules that no engine code reads (read them with `choices.is(&RULE, …)` \
         outside the table_rules module, or put them on the system's not-yet-read list): \
         {unread:#?}"
    );
    let now_read: Vec<_> = not_yet_read()
        .filter(|rule| audit.read.contains(rule.id))
        .map(|rule| rule.id)
        .collect();
    assert!(
        now_read.is_empty(),
        "these rules are read by engine code now: take them off the not-yet-read list (and \
         give each option its test): {now_read:#?}"
    );
    let untested: Vec<String> = table_rules()
        .filter(|rule| is_played(rule))
        .flat_map(|rule| {
            rule.options
                .iter()
                .filter(|option| option.id != rule.default)
                .map(|option| test_name(rule, option.id))
        })
        .filter(|name| !audit.tests.contains(name))
        .filter(|name| !not_yet_named().any(|listed| listed == name))
        .collect();
    assert!(
        untested.is_empty(),
        "options with no test showing them in play (one test per option, by this name): \
         {untested:#?}"
    );
}

/// Every system's option tests still to be named.
fn not_yet_named() -> impl Iterator<Item = &'static str> {
    SYSTEM_RULES
        .iter()
        .flat_map(|system| system.option_tests_not_yet_named.iter().copied())
}

#[test]
fn option_tests_not_yet_named_only_shrink() {
    let audit = audit();
    let valid: BTreeSet<String> = table_rules()
        .filter(|rule| is_played(rule))
        .flat_map(|rule| rule.options.iter().map(|o| test_name(rule, o.id)))
        .collect();
    let named: Vec<_> = not_yet_named()
        .filter(|name| audit.tests.contains(*name))
        .collect();
    assert!(
        named.is_empty(),
        "these option tests exist now: take them off the not-yet-named list: {named:#?}"
    );
    let unknown: Vec<_> = not_yet_named()
        .filter(|name| !valid.contains(*name))
        .collect();
    assert!(
        unknown.is_empty(),
        "listed option tests that name no option of a played rule: {unknown:#?}"
    );
}

#[test]
fn option_tests_name_a_real_rule_and_option() {
    let audit = audit();
    let valid: BTreeSet<String> = table_rules()
        .flat_map(|rule| rule.options.iter().map(|o| test_name(rule, o.id)))
        .collect();
    let claims = |name: &str| {
        table_rules().any(|rule| {
            let tail = test_name(rule, "");
            name.starts_with(&tail)
        })
    };
    let stray: Vec<_> = audit
        .tests
        .iter()
        .filter(|name| claims(name) && !valid.contains(*name))
        .collect();
    assert!(
        stray.is_empty(),
        "tests named after a table rule with an option it does not have: {stray:#?}"
    );
}

#[test]
fn not_yet_read_lists_hold_their_own_systems_rules_once() {
    for system in SYSTEM_RULES {
        let mut seen = BTreeSet::new();
        for rule in system.not_yet_read {
            assert!(seen.insert(rule.id), "{} is listed twice", rule.id);
            assert!(
                system.rules.iter().any(|r| r.id == rule.id),
                "{} is not one of its system's rules",
                rule.id
            );
        }
    }
}

#[test]
fn the_scan_sees_engine_code_and_tests() {
    let sources = sources();
    let engine = |path: &str| {
        sources
            .iter()
            .find(|s| s.path == path)
            .unwrap_or_else(|| panic!("{path} was not scanned"))
    };
    let registry = engine("crates/rules/src/systems/mod.rs");
    assert!(has_word(&registry.code, "SYSTEM_RULES"));
    assert!(!has_word(&registry.code, "every_rule_is_well_formed"));
    assert!(has_word(&registry.tests, "every_rule_is_well_formed"));
    assert!(engine("crates/rules/src/systems/table_rule_audit.rs")
        .code
        .is_empty());
    assert!(sources
        .iter()
        .any(|s| s.path.starts_with("crates/api/src/")));
    assert!(sources.iter().any(|s| s.path.starts_with("tests/")));

    let stripped = strip("let a = \"{ RULE }\"; // RULE\nlet b = '{'; /* RULE */ r#\"x\"# ;");
    assert!(
        !stripped.contains("RULE") && !stripped.contains('{'),
        "{stripped}"
    );
    let (code, tests) = split_tests(
        "fn f() { RULE }\n#[cfg(test)]\nmod tests {\n    fn g() { OTHER }\n}\nfn h() {}\n",
    );
    assert!(code.contains("RULE") && code.contains("fn h") && !code.contains("OTHER"));
    assert!(tests.contains("OTHER"));
    assert!(has_word("x(&RULE, \"a\")", "RULE") && !has_word("RULES", "RULE"));
    assert_eq!(
        table_rules_module("crates/rules/src/systems/x/table_rules/battle.rs"),
        "crates/rules/src/systems/x/table_rules"
    );
    assert!(in_module(
        "crates/rules/src/systems/x/table_rules.rs",
        "crates/rules/src/systems/x/table_rules"
    ));
}

/// The figures for issue #19's closing note: `cargo test -p tablekeep-rules table_rule_census
/// -- --nocapture`.
#[test]
fn table_rule_census() {
    let audit = audit();
    let declared = table_rules().count();
    let switchable = table_rules().filter(|rule| is_played(rule)).count();
    let options: Vec<String> = table_rules()
        .filter(|rule| is_played(rule))
        .flat_map(|rule| {
            rule.options
                .iter()
                .filter(|o| o.id != rule.default)
                .map(|o| test_name(rule, o.id))
        })
        .collect();
    let tested = options.iter().filter(|n| audit.tests.contains(*n)).count();
    let all_option_tests = table_rules()
        .flat_map(|rule| rule.options.iter().map(|o| test_name(rule, o.id)))
        .filter(|n| audit.tests.contains(n))
        .count();
    let mut data = Vec::new();
    files_with(&repo().join("crates/rules/data"), "json", &mut data);
    let (mut rule_notes, mut reading_notes) = (0, 0);
    for file in data {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        rule_notes += text.matches("\"tableRule\":").count();
        reading_notes += text.matches("\"reading\":").count();
    }
    println!("table rules declared: {declared}");
    println!("switchable: {switchable}");
    println!("read by engine code: {}", audit.read.len());
    println!("not yet read (pending): {}", not_yet_read().count());
    println!("readings (not switches): {}", readings().count());
    println!("data notes naming a reading: {reading_notes}");
    println!("data notes naming a table rule: {rule_notes}");
    println!(
        "non-default options of switchable rules: {}, with their test: {tested}, test not yet \
         named: {}",
        options.len(),
        not_yet_named().count()
    );
    println!("option tests (any rule): {all_option_tests}");
    assert!(audit.read.len() <= declared && switchable <= declared);
}
