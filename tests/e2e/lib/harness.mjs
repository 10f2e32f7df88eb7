// The end-to-end harness: a private X server (Xvfb), tauri-driver (which starts WebKitWebDriver,
// which launches the real desktop binary), and WebdriverIO sessions on top.
//
// Everything started here runs in its own process group, so that stopping it also stops what it
// started (WebKitWebDriver, the app, the app's WebKit processes), even when a test fails midway.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { remote } from 'webdriverio';

const here = path.dirname(fileURLToPath(import.meta.url));
export const e2eDir = path.resolve(here, '..');
export const repoRoot = path.resolve(e2eDir, '../..');
export const artifactsDir = path.join(e2eDir, 'artifacts');

/** The debug desktop binary: `$TABLEKEEP_APP`, else `$CARGO_TARGET_DIR/debug/`, else `target/debug/`. */
export function appBinary() {
  if (process.env.TABLEKEEP_APP) return path.resolve(process.env.TABLEKEEP_APP);
  const targetDir = process.env.CARGO_TARGET_DIR
    ? path.resolve(repoRoot, process.env.CARGO_TARGET_DIR)
    : path.join(repoRoot, 'target');
  return path.join(targetDir, 'debug', 'tablekeep-app');
}

/** Fails early, with the fix, when a tool the harness needs is missing. */
export function checkPrerequisites() {
  if (process.platform !== 'linux') {
    throw new Error(`the end-to-end test runs on Linux only (Xvfb + WebKitWebDriver); this is ${process.platform}`);
  }
  const missing = ['Xvfb', 'tauri-driver', 'WebKitWebDriver'].filter((tool) => !onPath(tool));
  if (missing.length > 0) {
    throw new Error(`not found on PATH: ${missing.join(', ')}. Run scripts/setup --for-tests`);
  }
  const app = appBinary();
  if (!fs.existsSync(app)) {
    throw new Error(`${app} does not exist: build it first (cd ui && npm run build; cargo build -p tablekeep-app)`);
  }
}

function onPath(tool) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, tool), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** A TCP port on 127.0.0.1 that is free right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function portAcceptsConnections(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it returns a truthy value; throws `message` after `timeoutMs`. */
export async function pollUntil(check, { timeoutMs, intervalMs = 100, message }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeoutMs / 1000} s)`);
    await sleep(intervalMs);
  }
}

/**
 * A child process in its own process group whose output goes to a log file in artifacts/.
 * `stop()` signals the whole group: SIGTERM, then SIGKILL after a grace period.
 */
class Daemon {
  constructor(name, command, args, { env, logFile }) {
    this.name = name;
    this.logFile = logFile;
    const log = fs.openSync(logFile, 'w');
    this.child = spawn(command, args, { env, stdio: ['ignore', log, log], detached: true });
    fs.closeSync(log);
    this.exited = false;
    this.exitInfo = null;
    this.spawnError = null;
    this.child.on('error', (err) => {
      this.spawnError = err;
      this.exited = true;
    });
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      this.exitInfo = signal ? `signal ${signal}` : `code ${code}`;
    });
    liveGroups.add(this.child.pid);
  }

  get pid() {
    return this.child.pid;
  }

  assertAlive() {
    if (this.spawnError) throw new Error(`${this.name} could not be started: ${this.spawnError.message}`);
    if (this.exited) {
      throw new Error(`${this.name} exited (${this.exitInfo}); its log:\n${this.logTail() || '(empty)'}`);
    }
  }

  logTail(lines = 40) {
    try {
      return fs.readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  async stop(graceMs = 5000) {
    const pid = this.child.pid;
    if (pid === undefined || !liveGroups.has(pid)) return;
    signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
    if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
    liveGroups.delete(pid);
  }
}

// What this process started and has not cleaned up yet: process groups (killed) and temporary
// directories (removed) when it exits, even on Ctrl-C or when a hook never ran.
const liveGroups = new Set();
const liveDirs = new Set();

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

process.on('exit', () => {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
  for (const dir of liveDirs) fs.rmSync(dir, { recursive: true, force: true });
});
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => process.exit(code));
}

/** The X display numbers that look taken: a lock file or a socket exists. */
function displayTaken(n) {
  return fs.existsSync(`/tmp/.X${n}-lock`) || fs.existsSync(`/tmp/.X11-unix/X${n}`);
}

/** Starts `Xvfb :N` on the first free display from 99 up and waits until it listens. */
export async function startXvfb({ logFile }) {
  for (let n = 99; n < 199; n++) {
    if (displayTaken(n)) continue;
    const xvfb = new Daemon('Xvfb', 'Xvfb', [`:${n}`, '-screen', '0', '1400x900x24', '-nolisten', 'tcp'], {
      env: process.env,
      logFile,
    });
    // Ready when its socket appears; if it exits first, another server took the number: try the next.
    const ready = await pollUntil(
      () => (xvfb.exited ? 'exited' : fs.existsSync(`/tmp/.X11-unix/X${n}`) ? 'ready' : null),
      { timeoutMs: 20_000, message: `Xvfb :${n} did not start` },
    );
    if (ready === 'ready') {
      xvfb.display = `:${n}`;
      return xvfb;
    }
    await xvfb.stop();
  }
  throw new Error('no free X display between :99 and :198');
}

/** Starts tauri-driver (and so WebKitWebDriver) with `env`, on free ports; waits until it listens. */
export async function startTauriDriver({ env, logFile }) {
  const port = await freePort();
  const nativePort = await freePort();
  const driver = new Daemon(
    'tauri-driver',
    'tauri-driver',
    ['--port', String(port), '--native-port', String(nativePort)],
    { env, logFile },
  );
  await pollUntil(
    async () => {
      driver.assertAlive();
      return (await portAcceptsConnections(port)) && (await portAcceptsConnections(nativePort));
    },
    { timeoutMs: 30_000, message: `tauri-driver did not listen on port ${port}` },
  );
  driver.port = port;
  return driver;
}

/** Opens a WebDriver session, which launches the real desktop binary. */
export async function openApp(port) {
  return remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'warn',
    // Opening a session starts the app; a retry would start a second one.
    connectionRetryCount: 0,
    connectionRetryTimeout: 120_000,
    waitforTimeout: 20_000,
    capabilities: {
      browserName: 'wry',
      // WebKitWebDriver speaks classic WebDriver only: do not ask for a BiDi socket.
      'wdio:enforceWebDriverClassic': true,
      'tauri:options': { application: appBinary() },
    },
  });
}

/** Pids of the running desktop binary among `ancestor`'s descendants (Linux /proc). */
export function appProcesses(ancestor) {
  const app = appBinary();
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) comes after the parenthesised command name, which may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const descends = (pid) => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (p === ancestor) return true;
    }
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    try {
      return fs.readlinkSync(`/proc/${pid}/exe`) === app;
    } catch {
      return false;
    }
  });
}

/** A fresh temporary directory with the app's campaign, data and config paths inside it. */
export function makeSandbox() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablekeep-e2e-'));
  liveDirs.add(dir);
  const sub = (name) => {
    const p = path.join(dir, name);
    fs.mkdirSync(p, { recursive: true, mode: 0o700 });
    return p;
  };
  return {
    dir,
    campaign: path.join(dir, 'e2e.tablekeep'),
    dataDir: path.join(dir, 'data'),
    configDir: path.join(dir, 'config'),
    // WebKit keeps its own storage and caches under the XDG folders: keep them out of $HOME.
    xdg: {
      XDG_CONFIG_HOME: sub('xdg/config'),
      XDG_DATA_HOME: sub('xdg/data'),
      XDG_CACHE_HOME: sub('xdg/cache'),
      XDG_RUNTIME_DIR: sub('xdg/runtime'),
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
      liveDirs.delete(dir);
    },
  };
}

/** Saves a screenshot (and, with `withSource`, the page's HTML) to artifacts/; never throws. */
export async function saveArtifacts(browser, name, { withSource = false } = {}) {
  const saved = [];
  if (!browser) return saved;
  fs.mkdirSync(artifactsDir, { recursive: true });
  // A screenshot shows the last painted frame, which can lag the DOM the test just checked:
  // let the page paint twice first.
  try {
    await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  } catch {
    await sleep(300);
  }
  try {
    const file = path.join(artifactsDir, `${name}.png`);
    await browser.saveScreenshot(file);
    saved.push(file);
  } catch (err) {
    console.error(`# could not save screenshot ${name}: ${err.message}`);
  }
  if (withSource) {
    try {
      const file = path.join(artifactsDir, `${name}.html`);
      fs.writeFileSync(file, await browser.getPageSource());
      saved.push(file);
    } catch (err) {
      console.error(`# could not save page source ${name}: ${err.message}`);
    }
  }
  return saved;
}
