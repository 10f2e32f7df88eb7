// The real desktop binary, driven through its UI: a GM builds a Fated Hand character with the
// creation wizard, advances it and promotes it to Scout, and the promotion survives a restart.

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

describe('a Fated Hand character is built, advanced and promoted in the real app', { timeout: 600_000 }, () => {
  const heroName = `Joe ${Date.now().toString(36)}-${process.pid}`;
  let sandbox;
  let xvfb;
  let driver;
  let browser;
  let built = false;
  let promoted = false;

  before(async () => {
    checkPrerequisites();
    fs.mkdirSync(artifactsDir, { recursive: true });
    sandbox = makeSandbox();
    xvfb = await startXvfb({ logFile: path.join(artifactsDir, 'fh-xvfb.log') });
    driver = await startTauriDriver({
      logFile: path.join(artifactsDir, 'fh-tauri-driver.log'),
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

  async function quitApp() {
    const current = browser;
    browser = undefined;
    await current.deleteSession();
    await pollUntil(() => appProcesses(driver.pid).length === 0, {
      timeoutMs: UI_TIMEOUT,
      message: 'the app was still running after its session ended',
    });
  }

  async function step(name, body) {
    try {
      await body();
    } catch (err) {
      const saved = await saveArtifacts(browser, `fh-failed-${name}`, { withSource: true });
      const log = driver?.logTail() ?? '';
      const tail = log ? `\n--- tauri-driver / WebKitWebDriver / app log (tail) ---\n${log}` : '';
      err.message += `${saved.length ? `\nsaved: ${saved.join(', ')}` : ''}${tail}`;
      throw err;
    }
  }

  async function click(id) {
    const element = await browser.$(byId(id));
    await element.waitForClickable({ timeout: UI_TIMEOUT });
    await element.click();
  }

  async function waitForText(id, expected) {
    await browser.waitUntil(
      async () => {
        try {
          return (await (await browser.$(byId(id))).getText()).includes(expected);
        } catch {
          return false;
        }
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never showed "${expected}"` },
    );
  }

  async function openHero() {
    await click('nav-characters');
    await browser.waitUntil(
      async () => {
        for (const row of await browser.$$(`${byId('character-list')} ${byId('character-row')}`)) {
          if ((await row.getText()).includes(heroName)) {
            await row.click();
            return true;
          }
        }
        return false;
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `no character row shows ${heroName}` },
    );
    await (await browser.$(byId('fh-sheet'))).waitForDisplayed({ timeout: UI_TIMEOUT });
  }

  it('builds a Novice with the creation wizard', async () => {
    await step('build', async () => {
      browser = await openApp(driver.port);
      await click('nav-characters');
      await click('new-character');
      const name = await browser.$(byId('character-name'));
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue(heroName);
      const system = await browser.$(byId('character-system'));
      await system.selectByAttribute('value', 'fated_hand');
      await (await browser.$(byId('fh-wizard'))).waitForDisplayed({ timeout: UI_TIMEOUT });

      await click('fh-step-next'); // Basics → Attributes
      await click('fh-attribute-zero-brawn');
      await click('fh-step-next');
      await click('fh-skill-investigation');
      await click('fh-skill-trickery');
      await click('fh-step-next');
      await click('fh-arm-club');
      await click('fh-step-next');
      await click('fh-talent-academic');
      await click('fh-step-next');
      await click('fh-season-autumn');
      await click('fh-step-next');
      // The review shows the engine's sheet before anything is saved.
      await (await browser.$(byId('fh-review'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(browser, 'fh-wizard-review');
      await click('fh-create');

      await openHero();
      await waitForText('fh-class-name', 'Novice');
      await waitForText('fh-level', '0');
      await saveArtifacts(browser, 'fh-novice-sheet');
      built = true;
    });
  });

  it('advances the Novice and promotes it to Scout', async (t) => {
    if (!built) {
      t.skip('no character was built');
      return;
    }
    await step('promote', async () => {
      await click('fh-advance');
      await (await browser.$(byId('fh-advance-dialog'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('fh-promote-scout');
      await click('fh-class-perk-keen_eye');
      await click('fh-advance-talent-tough');
      await click('fh-perk-quick_footed');
      await saveArtifacts(browser, 'fh-advance-dialog');
      await click('fh-advance-confirm');
      await waitForText('fh-class-name', 'Scout');
      await waitForText('fh-level', '1');
      await saveArtifacts(browser, 'fh-scout-sheet');
      promoted = true;
    });
  });

  it('keeps the promotion after the app restarts', async (t) => {
    if (!promoted) {
      t.skip('no promotion happened');
      return;
    }
    await step('restart', async () => {
      await quitApp();
      browser = await openApp(driver.port);
      await openHero();
      await waitForText('fh-class-name', 'Scout');
      assert.ok(fs.existsSync(sandbox.campaign), 'the campaign file exists');
    });
  });
});
