import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Modal } from "../../../shared/modal";
import { ErrorNotice } from "../../../components/error-notice";
import { useBattle } from "./battle-context";
import { STAT_NAMES } from "./battle-labels";
import { SightedDialog } from "./sighted-dialog";
import { useContentIndex } from "../content-index";
import type { Command } from "./types";

type Tool = "override" | "adjudicate" | "retreat" | "sighted";

/** The GM's hands on the battle: Override a number, Adjudicate an effect, attempt a Retreat. */
export function GmTools() {
  const { clearError } = useBattle();
  const [tool, setToolNow] = useState<Tool | null>(null);
  // A dialog opens clean: an earlier refusal stays with the screen it was made on.
  const setTool = (next: Tool | null) => {
    if (next !== null) clearError();
    setToolNow(next);
  };
  return (
    <div className="gm-tools" role="group" aria-label="GM tools">
      <button type="button" className="button" onClick={() => setTool("override")} data-testid="gm-override">
        Override…
      </button>
      <button type="button" className="button" onClick={() => setTool("adjudicate")} data-testid="gm-adjudicate">
        Adjudicate…
      </button>
      <button type="button" className="button" onClick={() => setTool("retreat")} data-testid="gm-retreat">
        Retreat…
      </button>
      {tool === "override" ? <OverrideDialog onClose={() => setTool(null)} /> : null}
      {tool === "adjudicate" ? <AdjudicateDialog onClose={() => setTool(null)} /> : null}
      <button type="button" className="button" onClick={() => setTool("sighted")} data-testid="gm-sighted">
        Sighted…
      </button>
      {tool === "retreat" ? <RetreatDialog onClose={() => setTool(null)} /> : null}
      {tool === "sighted" ? <SightedDialog onClose={() => setTool(null)} /> : null}
    </div>
  );
}

function WhoSelect({ value, onChange, id }: { value: number; onChange: (who: number) => void; id: string }) {
  const { battle } = useBattle();
  return (
    <select id={id} className="select" value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid="tool-who">
      {battle.state.combatants.map((c, who) => (
        <option key={who} value={who}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

const num = (text: string) => (text.trim() === "" ? 0 : Number(text) || 0);

function ToolDialog({ title, onClose, onSubmit, submitLabel, children }: { title: string; onClose: () => void; onSubmit: () => void; submitLabel: string; children: ReactNode }) {
  const { busy, error } = useBattle();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form onSubmit={submit} className="tool-form" data-testid="gm-tool-dialog">
        <h3 id={titleId} className="pane-title">
          {title}
        </h3>
        {children}
        {/* The refusal shows here, in the open dialog, not on the screen behind it. */}
        {error ? (
          <div data-testid="gm-tool-error">
            <ErrorNotice error={error} />
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy} data-testid="tool-submit">
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

function OverrideDialog({ onClose }: { onClose: () => void }) {
  const { battle, send } = useBattle();
  const [who, setWho] = useState(0);
  const c = battle.state.combatants[who]!;
  const [hp, setHp] = useState("");
  const [handicap, setHandicap] = useState<string[]>(["", "", ""]);
  const [note, setNote] = useState("");
  const id = useId();
  const submit = () => {
    const changed = handicap.some((h) => h.trim() !== "");
    const command: Command = {
      command: "override",
      who,
      hitPoints: hp.trim() === "" ? null : Number(hp),
      handicap: changed ? (handicap.map((h, i) => (h.trim() === "" ? c.handicap[i]! : num(h))) as [number, number, number]) : null,
      note: note.trim(),
    };
    send(command, onClose);
  };
  return (
    <ToolDialog title="Override a result" onClose={onClose} onSubmit={submit} submitLabel="Override">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-who`}>
          Who
        </label>
        <WhoSelect id={`${id}-who`} value={who} onChange={setWho} />
      </div>
      <div className="inline-form">
        <label className="check">
          Hit Points
          <input className="input input-narrow" type="number" placeholder={String(c.hitPoints)} value={hp} onChange={(e) => setHp(e.target.value)} data-testid="override-hp" />
        </label>
        {STAT_NAMES.map((stat, index) => (
          <label key={stat} className="check">
            {stat} Handicap
            <input
              className="input input-narrow"
              type="number"
              min={0}
              placeholder={String(c.handicap[index])}
              value={handicap[index]}
              onChange={(e) => setHandicap(handicap.map((h, i) => (i === index ? e.target.value : h)))}
              data-testid={`override-handicap-${stat.toLowerCase()}`}
            />
          </label>
        ))}
      </div>
      <NoteField value={note} onChange={setNote} />
    </ToolDialog>
  );
}

function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Note for the log
      </label>
      <input id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} data-testid="tool-note" />
    </div>
  );
}

/** One named source an effect may come from: the creature's own perks and spells first. */
function SourceSelect({ id, who, value, onChange }: { id: string; who: number; value: string; onChange: (source: string) => void }) {
  const { battle } = useBattle();
  const { index } = useContentIndex();
  const c = battle.state.combatants[who];
  const own = new Set([...(c?.perks ?? []), ...(c?.spells ?? [])]);
  const byName = <T extends { id: string; name: string }>(items: readonly T[]) => [...items].sort((x, y) => x.name.localeCompare(y.name));
  const perks = byName(index?.content.perks ?? []);
  const spells = byName(index?.content.spells ?? []);
  const option = (item: { id: string; name: string }) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  );
  return (
    <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)} data-testid="adjudicate-source">
      <option value="">No perk or spell named</option>
      {c && own.size > 0 ? (
        <optgroup label={`${c.name}'s perks and spells`}>{[...perks, ...spells].filter((item) => own.has(item.id)).map(option)}</optgroup>
      ) : null}
      <optgroup label="Other perks">{perks.filter((item) => !own.has(item.id)).map(option)}</optgroup>
      <optgroup label="Other spells">{spells.filter((item) => !own.has(item.id)).map(option)}</optgroup>
    </select>
  );
}

/** "Strike Handicap 1 → 3" as the GM types a change: the amount the card shows, never negated. */
function handicapPreview(now: number, change: number): string {
  return change === 0 ? `now ${now}` : `${now} → ${Math.max(0, now + change)}`;
}

function AdjudicateDialog({ onClose }: { onClose: () => void }) {
  const { battle, send } = useBattle();
  const [who, setWho] = useState(0);
  const [source, setSource] = useState("");
  const [hp, setHp] = useState("");
  const [handicap, setHandicap] = useState<string[]>(["", "", ""]);
  const [external, setExternal] = useState(false);
  const [movement, setMovement] = useState("");
  const [stealth, setStealth] = useState("");
  const [hidden, setHidden] = useState("");
  const [note, setNote] = useState("");
  const id = useId();
  const current = battle.state.combatants[who]?.handicap ?? [0, 0, 0];
  const submit = () => {
    send(
      {
        command: "adjudicate",
        who,
        perkOrSpell: source === "" ? null : source,
        hitPointsChange: num(hp),
        handicapChange: handicap.map(num) as [number, number, number],
        external,
        movementChange: num(movement),
        stealthPowerChange: num(stealth),
        hidden: hidden === "" ? null : hidden === "hidden",
        moveTo: null,
        note: note.trim(),
      },
      onClose,
    );
  };
  return (
    <ToolDialog title="Adjudicate an effect" onClose={onClose} onSubmit={submit} submitLabel="Apply">
      <div className="inline-form">
        <label className="field-label" htmlFor={`${id}-who`}>
          Who
        </label>
        <WhoSelect id={`${id}-who`} value={who} onChange={setWho} />
        <label className="field-label" htmlFor={`${id}-source`}>
          From
        </label>
        <SourceSelect id={`${id}-source`} who={who} value={source} onChange={setSource} />
      </div>
      <p className="muted">Type a change: + to gain Hit Points, Movement or Stealth Power and to take Handicap; − to lose them or to cleanse Handicap.</p>
      <div className="inline-form">
        <label className="check">
          Hit Points ±
          <input className="input input-narrow" type="number" value={hp} onChange={(e) => setHp(e.target.value)} data-testid="adjudicate-hp" />
        </label>
        {STAT_NAMES.map((stat, index) => (
          <label key={stat} className="check">
            {stat} Handicap ±
            <input
              className="input input-narrow"
              type="number"
              value={handicap[index]}
              onChange={(e) => setHandicap(handicap.map((h, i) => (i === index ? e.target.value : h)))}
              data-testid={`adjudicate-handicap-${stat.toLowerCase()}`}
            />
            <span className="muted" data-testid={`adjudicate-handicap-${stat.toLowerCase()}-preview`}>
              {handicapPreview(current[index]!, num(handicap[index]!))}
            </span>
          </label>
        ))}
        <label className="check">
          <input type="checkbox" checked={external} onChange={(e) => setExternal(e.target.checked)} /> From another creature
        </label>
      </div>
      <div className="inline-form">
        <label className="check">
          Movement ±
          <input className="input input-narrow" type="number" value={movement} onChange={(e) => setMovement(e.target.value)} />
        </label>
        <label className="check">
          Stealth Power ±
          <input className="input input-narrow" type="number" value={stealth} onChange={(e) => setStealth(e.target.value)} />
        </label>
        <select className="select" aria-label="Hidden" value={hidden} onChange={(e) => setHidden(e.target.value)}>
          <option value="">Hidden unchanged</option>
          <option value="hidden">Make Hidden</option>
          <option value="revealed">Reveal</option>
        </select>
      </div>
      <NoteField value={note} onChange={setNote} />
    </ToolDialog>
  );
}

function RetreatDialog({ onClose }: { onClose: () => void }) {
  const { battle, send } = useBattle();
  const all = battle.state.combatants.map((c, id) => ({ c, id })).filter(({ c }) => !c.incapacitated);
  const party = all.filter(({ c }) => c.side === "party");
  const foes = all.filter(({ c }) => c.side === "foes");
  const [agree, setAgree] = useState<number[]>(party.map(({ id }) => id));
  const [ripostes, setRipostes] = useState<Record<number, string>>({});
  const submit = () => {
    send(
      {
        command: "retreat",
        agree,
        ripostes: Object.entries(ripostes)
          .filter(([, target]) => target !== "")
          .map(([riposter, target]) => ({ riposter: Number(riposter), target: Number(target), defend: true, distance: null })),
      },
      onClose,
    );
  };
  return (
    <ToolDialog title="The party attempts a Retreat" onClose={onClose} onSubmit={submit} submitLabel="Attempt the Retreat">
      <fieldset className="field">
        <legend className="field-label">Who agrees</legend>
        {party.map(({ c, id }) => (
          <label key={id} className="check">
            <input type="checkbox" checked={agree.includes(id)} onChange={(e) => setAgree(e.target.checked ? [...agree, id] : agree.filter((a) => a !== id))} data-testid={`retreat-agree-${id}`} /> {c.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="field">
        <legend className="field-label">Foes' Ripostes</legend>
        {foes.map(({ c, id }) => (
          <label key={id} className="check">
            {c.name}
            <select className="select" value={ripostes[id] ?? ""} onChange={(e) => setRipostes({ ...ripostes, [id]: e.target.value })} data-testid={`retreat-riposte-${id}`}>
              <option value="">No Riposte</option>
              {party.map(({ c: p, id: pid }) => (
                <option key={pid} value={pid}>
                  at {p.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
    </ToolDialog>
  );
}
