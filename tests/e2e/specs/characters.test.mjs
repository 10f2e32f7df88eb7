// The real desktop binary, driven through its UI: a character created in one run of the app is
// still there after the app is quit and started again on the same campaign file.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

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
} from '../lib/harness.mjs';

const UI_TIMEOUT = 20_000;
const byId = (id) => `[data-testid="${id}"]`;
const ROWS = `${byId('character-list')} ${byId('character-row')}`;

describe('the desktop app keeps characters across restarts', { timeout: 600_000 }, () => {
  const characterName = `E2E Hero ${Date.now().toString(36)}-${process.pid}`;
  let sandbox;
  let xvfb;
  let driver;
  let browser;
  let created = false;

  before(async () => {
    checkPrerequisites();
    fs.rmSync(artifactsDir, { recursive: true, force: true });
    fs.mkdirSync(artifactsDir, { recursive: true });
    sandbox = makeSandbox();
    xvfb = await startXvfb({ logFile: path.join(artifactsDir, 'xvfb.log') });
    // WebKitWebDriver, and so the app, inherit tauri-driver's environment.
    driver = await startTauriDriver({
      logFile: path.join(artifactsDir, 'tauri-driver.log'),
      env: {
        ...process.env,
        ...sandbox.xdg,
        DISPLAY: xvfb.display,
        TABLEKEEP_CAMPAIGN: sandbox.campaign,
        TABLEKEEP_DATA_DIR: sandbox.dataDir,
        TABLEKEEP_CONFIG_DIR: sandbox.configDir,
      },
    });
  });

  after(async () => {
    if (browser) await quitApp().catch((err) => console.error(`# closing the session: ${err.message}`));
    await driver?.stop();
    await xvfb?.stop();
    sandbox?.remove();
  });

  /** Ends the session, which quits the app, and waits until the app's process is gone. */
  async function quitApp() {
    const current = browser;
    browser = undefined;
    await current.deleteSession();
    await pollUntil(() => appProcesses(driver.pid).length === 0, {
      timeoutMs: UI_TIMEOUT,
      message: 'the app was still running after its session ended',
    });
  }

  /** Runs `step`; when it fails, saves a screenshot, the page's HTML and the driver's log. */
  async function step(name, body) {
    try {
      await body();
    } catch (err) {
      const saved = await saveArtifacts(browser, `failed-${name}`, { withSource: true });
      const log = driver?.logTail() ?? '';
      const tail = log ? `\n--- tauri-driver / WebKitWebDriver / app log (tail) ---\n${log}` : '';
      err.message += `${saved.length ? `\nsaved: ${saved.join(', ')}` : ''}${tail}`;
      throw err;
    }
  }

  async function rowTexts() {
    const texts = [];
    for (const row of await browser.$$(ROWS)) texts.push(await row.getText());
    return texts;
  }

  async function waitForCharacterRow(name) {
    await browser.waitUntil(
      async () => {
        try {
          return (await rowTexts()).some((text) => text.includes(name));
        } catch {
          return false; // The list re-rendered under us (stale element): look again.
        }
      },
      {
        timeout: UI_TIMEOUT,
        interval: 250,
        timeoutMsg: `no row of ${ROWS} contains "${name}" after ${UI_TIMEOUT / 1000} s`,
      },
    );
  }

  async function click(id) {
    const element = await browser.$(byId(id));
    await element.waitForClickable({ timeout: UI_TIMEOUT });
    await element.click();
  }

  it('starts the app in its window', async () => {
    await step('launch', async () => {
      browser = await openApp(driver.port);
      await browser.waitUntil(async () => /Tablekeep/.test(await browser.getTitle()), {
        timeout: UI_TIMEOUT,
        timeoutMsg: 'the window never showed a page titled "Tablekeep"',
      });
      assert.equal(appProcesses(driver.pid).length, 1, 'exactly one app process runs');
    });
  });

  it('creates a character through the UI', async () => {
    await step('create-character', async () => {
      assert.ok(browser, 'the app is running');
      await click('nav-characters');
      await click('new-character');

      const name = await browser.$(byId('character-name'));
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue(characterName);

      const system = await browser.$(byId('character-system'));
      await system.waitForDisplayed({ timeout: UI_TIMEOUT });
      await system.selectByAttribute('value', 'draw_steel');
      assert.equal(await system.getValue(), 'draw_steel', 'the system select shows Draw Steel');

      await click('save-character');
      await waitForCharacterRow(characterName);
      await saveArtifacts(browser, 'character-created');
      created = true;
    });
  });

  it('lists the character after the app restarts on the same campaign file', async (t) => {
    if (!created) {
      t.skip('no character was created');
      return;
    }
    await step('restart', async () => {
      await quitApp();
      assert.ok(fs.existsSync(sandbox.campaign), `the campaign file ${sandbox.campaign} exists`);

      browser = await openApp(driver.port);
      await click('nav-characters');
      await waitForCharacterRow(characterName);
      await saveArtifacts(browser, 'character-after-restart');
    });
  });
});
