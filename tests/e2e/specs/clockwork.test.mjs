// The real desktop binary, driven through its UI at 1280 × 800: a GM builds a ClockWork character
// by the book (a dwarf on premade spread 1), awards it experience and buys a skill rank with it,
// straps a longsword to its back, prepares a fight against a quick NPC (made with the CLI on the
// same campaign file) handed a longsword, with a focus on Borra's, launches it, enters the
// character's initiative dice from the table (a die no d12 shows is refused at its field first),
// sees the map without scrolling, lets the engine play a few turns and ends the combat.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

import { appBinary, saveArtifacts } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

/** Runs `tablekeep call NAME ARGS` on the sandbox campaign (the CLI beside the desktop binary). */
function cli(sandbox, name, args) {
  const binary = path.join(path.dirname(appBinary()), 'tablekeep');
  const out = execFileSync(binary, ['--campaign', sandbox.campaign, '--create', 'call', name, JSON.stringify(args)], {
    env: { ...process.env, TABLEKEEP_DATA_DIR: sandbox.dataDir, TABLEKEEP_CONFIG_DIR: sandbox.configDir },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Borra's twelve skills on premade spread 1 (the book's first table of spreads). */
const SPREAD = {
  strength: 7, accuracy: 8, stamina: 8, ingenuity: 8, agility: 9, perception: 9,
  knowledge: 9, intuition: 10, charisma: 10, will: 10, creativity: 10, manipulation: 10,
};

describe('a ClockWork character is built, advanced and fights in the real app', { timeout: 900_000 }, () => {
  const app = appSession({ prefix: 'clockwork-' });
  const $ = (id) => app.browser.$(byId(id));
  const click = (id) => app.click(id);
  let borra;
  let encounter;

  async function type(id, value) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    await element.clearValue();
    await element.setValue(value);
  }

  async function select(id, value) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    await app.browser.waitUntil(
      async () => (await element.$$(`option[value="${value}"]`)).length > 0,
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never offered ${value}` },
    );
    await element.selectByAttribute('value', value);
  }

  async function textOf(id) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    return element.getText();
  }

  async function waitForText(id, pattern, what) {
    await app.browser.waitUntil(
      async () => {
        try {
          return pattern.test(await (await $(id)).getText());
        } catch {
          return false; // Re-rendered under us: look again.
        }
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never showed ${what}` },
    );
  }

  /** Whether the element with the test id starts inside the window with its first 40 pixels in sight. */
  async function inView(id) {
    return app.browser.execute((wanted) => {
      const element = document.querySelector(`[data-testid="${wanted}"]`);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.top + Math.min(box.height, 40) <= window.innerHeight && box.right <= window.innerWidth;
    }, id);
  }

  it('builds Borra by the book in the creation form', async () => {
    await app.step('build', async () => {
      cli(app.sandbox, 'clockwork_quick_npc', { name: 'Thug', species: 'orcs', premade: 8 });
      const browser = await app.launch();
      await browser.setWindowSize(1280, 800);
      await click('nav-characters');
      await click('new-character');
      await select('character-system', 'clockwork');
      await (await $('cw-create-form')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await type('character-name', 'Borra');
      await select('cw-species', 'dwarves');
      await select('cw-premade', '1');
      for (const [skill, rank] of Object.entries(SPREAD)) await select(`cw-rank-${skill}`, String(rank));
      await select('cw-species-bonus-0', 'strength');
      await select('cw-species-bonus-1', 'ingenuity');
      await select('cw-bonus-skill', 'accuracy');
      for (const [index, [skill, name]] of [['knowledge', 'History'], ['accuracy', 'Long Guns'], ['ingenuity', 'Smithing']].entries()) {
        await select(`cw-focus-skill-${index}`, skill);
        await type(`cw-focus-name-${index}`, name);
      }
      await select('cw-purchase-skill', 'strength');
      await click('cw-purchase-add');
      await select('cw-purchase-kind', 'feature');
      await type('cw-purchase-name', 'Forge Sense');
      await select('cw-purchase-level', '2');
      await click('cw-purchase-add');
      for (const [damage, points] of Object.entries({ ballistic: 3, blunt: 3, energy: 3, piercing: 4, slashing: 4 })) {
        await type(`cw-points-${damage}`, String(points));
      }
      await click('cw-create');
      await (await $('cw-sheet')).waitForDisplayed({ timeout: UI_TIMEOUT });
      assert.match(await textOf('cw-identity'), /Medium Dwarves/);
      borra = cli(app.sandbox, 'list_characters', { system: 'clockwork' }).find((c) => c.name === 'Borra');
      assert.ok(borra, 'Borra was saved to the campaign file');
      await saveArtifacts(app.browser, 'clockwork-built');
    });
  });

  it('awards experience, buys a rank with it and straps on a longsword', async () => {
    await app.step('advance', async () => {
      await (await $('cw-advancement')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await select('cw-award-points', '2');
      await type('cw-award-reason', 'held the bridge');
      await click('cw-award-submit');
      await waitForText('cw-xp', /2 unspent/, '2 unspent experience points');
      await select('cw-buy-skill', 'celestial');
      await waitForText('cw-rank-price', /Costs 2 experience points/, 'the price of Celestial 12 → 11');
      await click('cw-buy-rank-submit');
      await waitForText('cw-xp', /2 spent/, '2 spent experience points');
      await waitForText('cw-skill-celestial', /11/, 'Celestial at rank 11');

      await click('cw-equip-open');
      await select('cw-equip-back', 'Longsword');
      await click('cw-equip-save');
      await waitForText('cw-gear', /Longsword/, 'the longsword in the gear');
      const advancement = cli(app.sandbox, 'clockwork_advancement', { characterId: borra.id });
      assert.equal(advancement.xpEarned, 2);
      assert.equal(advancement.xpSpent, 2);
      await saveArtifacts(app.browser, 'clockwork-advanced');
    });
  });

  it('prepares and launches a fight against the thug, with Borra\'s initiative dice from the table', async () => {
    await app.step('launch', async () => {
      await click('nav-encounters');
      await click('cwc-new-encounter');
      await type('cwc-name', 'Alley brawl');
      const thug = cli(app.sandbox, 'list_characters', { system: 'clockwork' }).find((c) => c.name === 'Thug');
      await select('cwc-pick', String(borra.id));
      await click('cwc-add');
      await select('cwc-pick', String(thug.id));
      await click('cwc-add');
      // The GM reads one of Borra's foci as covering her longsword (one more die); the thug gets one.
      await type('cwc-focus-weapons-0', 'Longsword');
      await type('cwc-weapons-1', 'Longsword');
      for (const [index, [x, y]] of [[2, 2], [3, 2]].entries()) {
        await type(`cwc-x-${index}`, String(x));
        await type(`cwc-y-${index}`, String(y));
      }
      await type('cwc-map-width', '10');
      await type('cwc-map-height', '7');
      await click('cwc-launch');
      await (await $('cwc-screen')).waitForDisplayed({ timeout: UI_TIMEOUT });
      encounter = cli(app.sandbox, 'list_encounters', {}).find((e) => e.name === 'Alley brawl');
      assert.ok(encounter, 'the encounter was saved');
      const plan = cli(app.sandbox, 'get_encounter', { id: encounter.id }).plan;
      assert.deepEqual(plan.participants.map((p) => [p.focusWeapons ?? null, p.weapons ?? null]), [[['Longsword'], null], [null, ['Longsword']]]);

      // A 13 is no d12 face: the engine refuses it, and the refusal sits at Borra's field.
      await type('cwc-initiative-dice-0', '12 12 12 12 12 12 12 12 12 12 12 13');
      await click('cwc-roll-initiative');
      await waitForText('cwc-initiative-dice-0-error', /a d12 cannot show 13/, 'the engine\'s refusal of the 13');
      await type('cwc-initiative-dice-0', '12 12 12 12 12 12 12 12 12 12 12 12');
      await click('cwc-roll-initiative');
      await waitForText('cwc-phase', /Borra's turn/, 'Borra acting first');
      assert.match(await textOf('cwc-log'), /Borra rolls initiative against Agility 9: 24 gains\./);

      // At 1280 × 800 the map is in sight without scrolling, beside the turn's controls.
      assert.equal(await inView('cwc-board'), true, 'the map is in sight at 1280 × 800');
      assert.equal(await inView('cwc-turn'), true, 'the turn panel is in sight at 1280 × 800');
      await saveArtifacts(app.browser, 'clockwork-gm-screen-1280x800');
    });
  });

  it('attacks with a called shot, spends a point of luck on the roll, lets the thug act and ends the combat', async () => {
    await app.step('fight', async () => {
      await click('cwc-attack-0-1');
      await select('cwc-called-shot', 'arm');
      await click('cwc-roll-attack');
      await waitForText('cwc-last', /a called shot at the arm/, 'the called shot in the last result');
      // After the roll, Borra's luck is offered: the attack is thrown again with a point of it.
      await waitForText('cwc-luck-offer', /3 points of luck left/, 'the luck offer');
      await click('cwc-reroll-attack');
      await waitForText('cwc-luck-0', /2 of 3/, 'a point of luck spent');
      assert.match(await textOf('cwc-last'), /spends a point of luck to reroll the attack roll/);
      assert.ok((await (await $('cwc-last')).$$('[data-testid="rule-citation"]')).length > 0, 'the last result cites its rules');
      await click('cwc-pass');
      await waitForText('cwc-phase', /Thug's turn|Over/, "the thug's turn");
      if ((await textOf('cwc-phase')).includes("Thug's turn")) {
        const before = await textOf('cwc-log');
        await click('cwc-foes-act');
        await app.browser.waitUntil(async () => (await (await $('cwc-log')).getText()) !== before, {
          timeout: UI_TIMEOUT,
          interval: 250,
          timeoutMsg: 'the thug did nothing',
        });
      }
      const view = cli(app.sandbox, 'get_encounter', { id: encounter.id });
      assert.ok(view.cursor >= 4, `the fight moved on (cursor ${view.cursor})`);
      await saveArtifacts(app.browser, 'clockwork-fight');

      await click('cwc-end-combat');
      await (await $('cwc-end-dialog')).waitForDisplayed({ timeout: UI_TIMEOUT });
      const winner = await $('cwc-winner');
      if (await winner.isExisting()) await winner.selectByAttribute('value', '0');
      await click('cwc-confirm-end');
      await (await $('cwc-result')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(app.browser, 'clockwork-result');
      await app.quit();
      const ended = cli(app.sandbox, 'get_encounter', { id: encounter.id });
      assert.equal(ended.phase, 'ended');
      assert.equal(ended.result.system, 'clockwork');
    });
  });
});
