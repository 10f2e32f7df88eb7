# shellcheck shell=bash
# Helpers shared by scripts/setup, scripts/run and scripts/test. Sourced, not run.

# The repository root, whatever the caller's working directory.
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export REPO_ROOT

if [[ -t 1 && -z "${NO_COLOR:-}" ]]; then
  _bold=$'\e[1m' _red=$'\e[31m' _yellow=$'\e[33m' _green=$'\e[32m' _reset=$'\e[0m'
else
  _bold='' _red='' _yellow='' _green='' _reset=''
fi

# Prints the comment block at the top of SCRIPT (after the shebang) as its usage text.
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$1"; }

info() { printf '%s\n' "$*"; }
ok() { printf '%s✓%s %s\n' "$_green" "$_reset" "$*"; }
warn() { printf '%swarning:%s %s\n' "$_yellow" "$_reset" "$*" >&2; }
die() {
  printf '%serror:%s %s\n' "$_red" "$_reset" "$*" >&2
  exit 1
}
section() { printf '\n%s==> %s%s\n' "$_bold" "$*" "$_reset"; }

# Puts cargo on PATH: rustup installs it in ~/.cargo/bin, which non-login shells may not have.
ensure_cargo_on_path() {
  if ! command -v cargo >/dev/null 2>&1 && [[ -f "$HOME/.cargo/env" ]]; then
    # shellcheck source=/dev/null
    . "$HOME/.cargo/env"
  fi
  # `cargo install` puts tools (tauri-driver) in $CARGO_HOME/bin even when cargo lives elsewhere.
  local bin="${CARGO_HOME:-$HOME/.cargo}/bin"
  if [[ -d "$bin" && ":$PATH:" != *":$bin:"* ]]; then
    PATH="$PATH:$bin"
    export PATH
  fi
}

require_cargo() {
  ensure_cargo_on_path
  command -v cargo >/dev/null 2>&1 ||
    die "cargo was not found. Install Rust with rustup (https://rustup.rs), then open a new shell or run: . \"\$HOME/.cargo/env\""
}

require_node() {
  command -v node >/dev/null 2>&1 ||
    die "Node.js was not found: install Node.js 20 or newer (https://nodejs.org or your package manager)."
  command -v npm >/dev/null 2>&1 || die "npm was not found: install npm (it comes with Node.js)."
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  ((major >= 20)) || die "Node.js $(node --version) is too old: Tablekeep needs Node.js 20 or newer."
}

# Runs `npm ci` in DIR when its node_modules is missing or older than package-lock.json, and
# records that in a stamp file inside node_modules. Extra arguments go to `npm ci`.
npm_ci_if_stale() {
  local dir="$1"
  shift
  local rel="${dir#"$REPO_ROOT"/}"
  [[ -f "$dir/package.json" ]] || die "$rel/package.json is missing."
  [[ -f "$dir/package-lock.json" ]] ||
    die "$rel/package-lock.json is missing: run 'npm install' in $rel and commit package-lock.json."
  local stamp="$dir/node_modules/.tablekeep-npm-ci.stamp"
  if [[ -f "$stamp" && "$stamp" -nt "$dir/package-lock.json" && "$stamp" -nt "$dir/package.json" ]]; then
    ok "$rel/node_modules is up to date"
    return 0
  fi
  info "Installing $rel dependencies (npm ci)..."
  (cd "$dir" && npm ci --no-audit --no-fund "$@")
  touch "$stamp"
  ok "$rel/node_modules installed"
}
