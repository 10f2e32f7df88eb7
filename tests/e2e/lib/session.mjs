// One test file's app session: Xvfb, tauri-driver and a sandboxed campaign, started before the
// file's tests and stopped after them, plus the few UI helpers every spec uses.

import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';

import {
  appProcesses,
  artifactsDir,
  checkPrerequisites,
  makeSandbox,
  openApp,
  pollUntil,
  saveArtifacts,
  startTauriDriver,
  startXvfb,
} from './harness.mjs';

export const UI_TIMEOUT = 20_000;
export const byId = (id) => `[data-testid="${id}"]`;

/**
 * Registers the file's `before`/`after` hooks and returns the session. `prefix` names its logs
 * and failure artifacts; `clearArtifacts` empties the artifacts folder first (the first spec).
 */
export function appSession({ prefix, clearArtifacts = false }) {
  const session = {
    sandbox: undefined,
    driver: undefined,
    browser: undefined,

    /**
     * Starts the app in a new WebDriver session. Once in a while on a loaded machine GTK fails to
     * open the X display and the app dies before its window exists (the driver log says "Failed
     * to initialize GTK"); only then, with no app left running, is the start tried once more, so
     * a retry never starts a second app.
     */
    async launch() {
      try {
        session.browser = await openApp(session.driver.port);
      } catch (err) {
        const gtkFailed = (session.driver.logTail(200) ?? '').includes('Failed to initialize GTK');
        if (!gtkFailed || appProcesses(session.driver.pid).length > 0) throw err;
        session.browser = await openApp(session.driver.port);
      }
      return session.browser;
    },

    /** Ends the WebDriver session, which quits the app, and waits until its process is gone. */
    async quit() {
      const current = session.browser;
      session.browser = undefined;
      await current.deleteSession();
      await pollUntil(() => appProcesses(session.driver.pid).length === 0, {
        timeoutMs: UI_TIMEOUT,
        message: 'the app was still running after its session ended',
      });
    },

    /** Runs `body`; when it fails, saves a screenshot, the page's HTML and the driver's log. */
    async step(name, body) {
      try {
        await body();
      } catch (err) {
        const saved = await saveArtifacts(session.browser, `${prefix}failed-${name}`, { withSource: true });
        const log = session.driver?.logTail() ?? '';
        const tail = log ? `\n--- tauri-driver / WebKitWebDriver / app log (tail) ---\n${log}` : '';
        err.message += `${saved.length ? `\nsaved: ${saved.join(', ')}` : ''}${tail}`;
        throw err;
      }
    },

    /** Clicks the element with the test id once it is clickable. */
    async click(id) {
      const element = await session.browser.$(byId(id));
      await element.waitForClickable({ timeout: UI_TIMEOUT });
      await element.click();
    },
  };
  let xvfb;

  before(async () => {
    checkPrerequisites();
    if (clearArtifacts) fs.rmSync(artifactsDir, { recursive: true, force: true });
    fs.mkdirSync(artifactsDir, { recursive: true });
    session.sandbox = makeSandbox();
    xvfb = await startXvfb({ logFile: path.join(artifactsDir, `${prefix}xvfb.log`) });
    // WebKitWebDriver, and so the app, inherit tauri-driver's environment.
    session.driver = await startTauriDriver({
      logFile: path.join(artifactsDir, `${prefix}tauri-driver.log`),
      env: {
        ...process.env,
        ...session.sandbox.xdg,
        DISPLAY: xvfb.display,
        TABLEKEEP_CAMPAIGN: session.sandbox.campaign,
        TABLEKEEP_DATA_DIR: session.sandbox.dataDir,
        TABLEKEEP_CONFIG_DIR: session.sandbox.configDir,
      },
    });
  });

  after(async () => {
    if (session.browser) await session.quit().catch((err) => console.error(`# closing the session: ${err.message}`));
    await session.driver?.stop();
    await xvfb?.stop();
    session.sandbox?.remove();
  });

  return session;
}
