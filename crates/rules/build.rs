// Some tests compare our data with the rulebook's own text, which lives beside the repository
// (`../shared/seeds/`), not in it. When it is there, `cfg(rulebook)` turns those tests on; when it
// is not, they are reported as ignored (with the reason) instead of passing without looking.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(rulebook)");
    // Read when the script runs, not when it was compiled: a build script compiled for one
    // checkout (a worktree sharing the target folder) may run for another.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let book = std::path::Path::new(&manifest).join("../../../shared/seeds/fated-hand.txt");
    println!("cargo::rerun-if-changed={}", book.display());
    if book.is_file() {
        println!("cargo::rustc-cfg=rulebook");
    } else {
        println!(
            "cargo::warning=the rulebook text is not at {}: the tests that compare with it are ignored",
            book.display()
        );
    }
}
