// Measures what a GM feels in the real desktop app (issue #18, "Tests and measures"): cold start,
// click → updated screen for the ten most common GM actions, and the memory of the app with a
// 10,000-character campaign. A benchmark, not a test: it prints figures and asserts only that each
// action reached the screen it leads to, never a time.
//
// Run it against the release build (the figures the issue asks for):
//   (cd ui && npm run build) && cargo build --release -p tablekeep-app -p tablekeep-cli
//   cd tests/e2e && TABLEKEEP_APP=../../target/release/tablekeep-app node --test measure/gm-screen.mjs
//
// Each time is taken inside the web view: from the click (or keystroke) to the first animation
// frame in which the awaited element shows, so it covers the command's round trip through the
// IPC, the engine, the store's transaction and React's render — not WebDriver's own latency.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { appBinary, appProcesses } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

const CHARACTERS = 10_000;
const REPEATS = 5;

function cli(sandbox, campaign, name, args) {
  const binary = path.join(path.dirname(appBinary()), 'tablekeep');
  const out = execFileSync(binary, ['--campaign', campaign, '--create', 'call', name, JSON.stringify(args)], {
    env: { ...process.env, TABLEKEEP_DATA_DIR: sandbox.dataDir, TABLEKEEP_CONFIG_DIR: sandbox.configDir },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out);
}

/**
 * Builds the sandbox campaign: a Fated Hand player character and an NPC made with the CLI, then
 * 10,000 more characters by exporting that campaign, repeating its NPC's row with new ids and
 * names, and importing the document as the campaign the app opens (far faster than 10,000 CLI
 * calls, and every row still goes through the import's checks).
 */
function fillCampaign(sandbox) {
  const seedFile = path.join(sandbox.dir, 'seed.tablekeep');
  const joe = cli(sandbox, seedFile, 'create_character', {
    system: 'fated_hand', kind: 'pc', name: 'Joe',
    creation: { system: 'fated_hand', build: {
      attributes: { brawn: 1, sleight: 1, mind: 0 },
      skillProficiencies: ['investigation', 'trickery'],
      armProficiency: 'club', talent: 'academic', season: 'autumn',
    } },
  });
  const brute = cli(sandbox, seedFile, 'quick_npc', { name: 'Brute', class: 'lout', arms: ['spear'] });
  const exported = path.join(sandbox.dir, 'seed.json');
  cli(sandbox, seedFile, 'export_campaign', { path: exported });
  const doc = JSON.parse(fs.readFileSync(exported, 'utf8'));
  // Copies of Joe, the player character, with what belongs to him in the other tables (his
  // revisions, ledger, deck): a campaign of 10,000 player characters as the issue measures.
  const { characters } = doc.tables;
  const col = (table, name) => table.columns.indexOf(name);
  const template = characters.rows.find((row) => row[col(characters, 'id')] === joe.id);
  const owned = Object.values(doc.tables)
    .filter((table) => table !== characters && table.columns.includes('character_id'))
    .map((table) => ({ table, rows: table.rows.filter((row) => row[col(table, 'character_id')] === joe.id) }));
  const words = ['Ash', 'Vell', 'Mora', 'Tamsin', 'Oren', 'Pell', 'Sable', 'Wick', 'Ivo', 'Dunn'];
  for (let n = 0; characters.rows.length < CHARACTERS + 2; n += 1) {
    const id = 1000 + n;
    const name = `${words[n % words.length]} ${words[Math.floor(n / words.length) % words.length]} ${n}`;
    const row = [...template];
    row[col(characters, 'id')] = id;
    row[col(characters, 'name')] = name;
    row[col(characters, 'name_folded')] = name.toLowerCase();
    characters.rows.push(row);
    for (const { table, rows } of owned) {
      for (const ownedRow of rows) {
        const copy = [...ownedRow];
        copy[col(table, 'character_id')] = id;
        table.rows.push(copy);
      }
    }
  }
  const document = path.join(sandbox.dir, 'big.json');
  fs.writeFileSync(document, JSON.stringify(doc));
  fs.rmSync(sandbox.campaign, { force: true });
  cli(sandbox, seedFile, 'import_campaign', { source: document, path: sandbox.campaign });
  return { joe, brute };
}

/** Resident memory (kB) of the app and every process it started (WebKit's web and network processes). */
function residentKib(appPid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while we looked.
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p !== undefined && p > 1; p = parents.get(p)) if (p === appPid) return true;
    return false;
  };
  let total = 0;
  const parts = [];
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? String(pid);
      total += kib;
      parts.push(`${name} ${(kib / 1024).toFixed(0)} MB`);
    } catch {
      // Ended while we looked.
    }
  }
  return { total, parts };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('GM screen measures (release build, 10,000 characters)', { timeout: 1_800_000 }, () => {
  const app = appSession({ prefix: 'measure-' });
  const $ = (id) => app.browser.$(byId(id));
  const results = [];
  const memory = [];
  let people;

  /** Notes the memory in use now, after `stage`. */
  function sampleMemory(stage) {
    const [appPid] = appProcesses(app.driver.pid);
    assert.ok(appPid, 'the app is running');
    memory.push({ stage, ...residentKib(appPid) });
  }

  /**
   * Gives `act` (a click on a test id or a CSS selector, or text typed into a test id) inside
   * the page and waits, frame by frame, until `until` holds: `{ id }` shows, `{ id, text }` shows
   * that text, `{ id, textOf }` shows the text of the clicked element's `textOf` descendant, or
   * `{ changed: id }` reads differently from before. Returns the milliseconds taken.
   */
  async function timed(act, until) {
    const ms = await app.browser.execute(
      async (act, until) => {
        const q = (id) => document.querySelector(`[data-testid="${id}"]`);
        const read = (id) => q(id)?.textContent ?? null;
        const before = until.changed ? read(until.changed) : null;
        const target = act.css ? document.querySelector(act.css) : q(act.id);
        if (!target) return -1;
        // The sheet opened from a row must be that row's: wait for the name the row shows.
        const text = until.textOf ? target.querySelector(until.textOf)?.textContent : until.text;
        const holds = () => {
          if (until.changed) return read(until.changed) !== before;
          const el = q(until.id);
          return !!el && (!text || el.textContent.includes(text));
        };
        const start = performance.now();
        if (act.type === undefined) {
          target.click();
        } else {
          // React listens to the native input event; set the value the way typing does.
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          setter.call(target, act.type);
          target.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const deadline = start + 20_000;
        while (!holds()) {
          if (performance.now() > deadline) return -2;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return performance.now() - start;
      },
      act,
      until,
    );
    assert.ok(ms >= 0, `${JSON.stringify(act)} never led to ${JSON.stringify(until)} (${ms})`);
    return ms;
  }

  /** Times an action `REPEATS` times (`reset` brings the screen back between tries). */
  async function measure(label, act, until, reset) {
    const times = [];
    for (let i = 0; i < REPEATS; i += 1) {
      times.push(await timed(typeof act === 'function' ? act(i) : act, until));
      if (reset) await reset();
    }
    results.push({ label, median: median(times), worst: Math.max(...times) });
  }

  it('fills the campaign and starts the app cold', async () => {
    await app.step('start', async () => {
      people = fillCampaign(app.sandbox);
      const started = Date.now();
      await app.launch();
      await (await $('nav-encounters')).waitForDisplayed({ timeout: 120_000 });
      const firstPage = Date.now() - started;
      const paint = await app.browser.execute(() => {
        const [nav] = performance.getEntriesByType('navigation');
        return { domReady: nav?.domContentLoadedEventEnd ?? -1, now: performance.now() };
      });
      results.push({ label: 'cold start: session opened → first page shown', median: firstPage, worst: firstPage });
      results.push({ label: 'cold start: web view navigation → DOM ready', median: paint.domReady, worst: paint.domReady });
      sampleMemory('started');
    });
  });

  it('times the campaign pages with 10,000 characters', async () => {
    await app.step('pages', async () => {
      const toEncounters = async () => timed({ id: 'nav-encounters' }, { id: 'encounter-list' });
      await measure('open Characters (10,000, first page)', { id: 'nav-characters' }, { id: 'character-row' }, toEncounters);
      await timed({ id: 'nav-characters' }, { id: 'character-row' });
      const clear = async () => timed({ id: 'character-search', type: '' }, { changed: 'character-count' });
      // The list waits 200 ms after the last keystroke before it asks (SEARCH_DEBOUNCE_MS): part of the time.
      await measure('search characters ("vell"; 200 ms of it the typing pause)', { id: 'character-search', type: 'vell' }, { changed: 'character-count' }, clear);
      // A different row each time, so the sheet shown is never the one already open.
      await measure(
        'open a character sheet',
        (i) => ({ css: `[data-testid="character-row"]:nth-child(${i + 2}) button` }),
        { id: 'character-detail', textOf: '.row-name' },
      );
      sampleMemory('10,000 characters listed, searched and opened');
    });
  });

  it('times a Fated Hand fight at the GM screen', async () => {
    await app.step('fight', async () => {
      await timed({ id: 'nav-encounters' }, { id: 'encounter-list' });
      await app.click('encounter-new');
      const name = await $('encounter-name');
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue('Measured brawl');
      await app.click(`participant-add-${people.joe.id}`);
      await app.click(`participant-add-${people.brute.id}`);
      await (await $('participant-side-0')).selectByAttribute('value', 'party');
      await (await $('participant-side-1')).selectByAttribute('value', 'foes');
      await app.click('encounter-launch');
      await (await $('gm-screen')).waitForDisplayed({ timeout: UI_TIMEOUT });

      // Planning: the engine plans the NPC; undo and redo it.
      const plannedNpc = { id: 'planned-1' };
      await measure('plan the NPCs automatically', { id: 'plan-auto-npcs' }, plannedNpc, async () => {
        await timed({ id: 'gm-undo' }, { changed: 'gm-log' });
      });
      await timed({ id: 'plan-auto-npcs' }, plannedNpc);
      await measure('undo', { id: 'gm-undo' }, { changed: 'gm-log' }, async () => {
        await timed({ id: 'gm-redo' }, { changed: 'gm-log' });
      });
      await timed({ id: 'gm-undo' }, { changed: 'gm-log' });
      await measure('redo', { id: 'gm-redo' }, { changed: 'gm-log' }, async () => {
        await timed({ id: 'gm-undo' }, { changed: 'gm-log' });
      });
      await timed({ id: 'gm-redo' }, { changed: 'gm-log' });
      await app.click('plan-open-0');
      await (await $('plan-cards')).setValue('KS 9H 8C');
      await app.click('plan-submit');
      await (await $('planned-0')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await measure('end planning', { id: 'end-planning' }, { id: 'gm-count' }, async () => {
        await timed({ id: 'gm-undo' }, { id: 'end-planning' });
      });
      await timed({ id: 'end-planning' }, { id: 'gm-count' });

      // The countdown: whoever is ready takes the action; an attack; an ended turn.
      const ready = async () => {
        for (let guard = 0; guard < 30; guard += 1) {
          for (const who of [0, 1]) if ((await app.browser.$$(byId(`to-action-${who}`))).length) return who;
          if ((await app.browser.$$(byId('next-count'))).length) await app.click('next-count');
          else await app.browser.pause(100);
        }
        throw new Error('nobody became ready to act');
      };
      const who = await ready();
      await measure('take the action (to action)', { id: `to-action-${who}` }, { id: 'end-turn' }, async () => {
        await timed({ id: 'gm-undo' }, { id: `to-action-${who}` });
      });
      await timed({ id: `to-action-${who}` }, { id: 'end-turn' });
      // The turn ended first, then the attack: an attack that fells the last foe ends the
      // battle and takes the End turn button away; each try is undone before the next.
      await measure('end the turn', { id: 'end-turn' }, { changed: 'gm-log' }, async () => {
        await timed({ id: 'gm-undo' }, { id: 'end-turn' });
      });
      await (await $('attack-target')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await (await $('attack-target')).selectByAttribute('value', String(1 - who));
      await measure('attack', { id: 'attack-submit' }, { changed: 'gm-log' }, async () => {
        await timed({ id: 'gm-undo' }, { changed: 'gm-log' });
        await (await $('attack-target')).selectByAttribute('value', String(1 - who));
      });
    });
  });

  it('reports the figures and the memory in use', async () => {
    sampleMemory('a fight played at the GM screen');
    console.log(`\nGM screen measures (${path.basename(appBinary())}, ${CHARACTERS.toLocaleString('en')} characters; ms, median of ${REPEATS} / worst)`);
    for (const { label, median: m, worst } of results) {
      console.log(`  ${label.padEnd(52)} ${m.toFixed(1).padStart(8)} ${worst.toFixed(1).padStart(8)}`);
    }
    console.log('  memory in use (resident, the app and its WebKit processes)');
    for (const { stage, total, parts } of memory) {
      console.log(`    after ${stage}: ${(total / 1024).toFixed(0)} MB (${parts.join(', ')})`);
    }
  });
});
