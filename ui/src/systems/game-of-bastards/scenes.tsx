import { useState } from "react";
import type { BastardsSceneSetup, BastardsSceneType, BastardsSceneView } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { RuleCitation } from "../../shared/rule-citation";
import { SceneStepForms } from "./scene-steps";
import { useBastardsEndScene, useBastardsPlayers, useBastardsScene, useBastardsScenes, useBastardsSceneUndo, useBastardsSetScene } from "./scene-queries";

export const SCENE_TYPE_LABEL: Record<BastardsSceneType, string> = {
  populated: "Populated Area",
  dangerous: "Dangerous Area",
  enroute: "Enroute",
};

const SCENE_TYPES: readonly BastardsSceneType[] = ["populated", "dangerous", "enroute"];

/** The Scenes tab: the campaign's scenes, a new one set, or the one open. */
export function BastardsScenes({ open, onOpen }: { open: number | null; onOpen: (id: number | null) => void }) {
  if (open !== null) return <SceneScreen id={open} onBack={() => onOpen(null)} />;
  return (
    <div className="gob-scenes" data-testid="gob-scenes">
      <SceneList onOpen={onOpen} />
      <SetSceneForm onSet={onOpen} />
    </div>
  );
}

function SceneList({ onOpen }: { onOpen: (id: number) => void }) {
  const scenes = useBastardsScenes();
  if (scenes.isPending) return <p className="muted">Loading the scenes…</p>;
  if (scenes.isError) return <ErrorNotice error={scenes.error} />;
  if (scenes.data.length === 0) return <p className="muted" data-testid="gob-no-scenes">No scene has been set yet.</p>;
  return (
    <ul className="gob-scene-list" aria-label="Scenes">
      {scenes.data.map((scene) => (
        <li key={scene.id}>
          <button type="button" className="button button-link" onClick={() => onOpen(scene.id)} data-testid="gob-scene-row">
            {scene.name}
          </button>{" "}
          <span className="muted">
            {scene.types.map((t) => SCENE_TYPE_LABEL[t]).join(" · ")}
            {scene.theEnd ? " · The End" : ""} · {scene.participants.join(", ")} · {scene.closed ? "closed" : "open"}
          </span>
        </li>
      ))}
    </ul>
  );
}

type Seat = { takesPart: boolean; wildcards: number; appears: boolean };

/** Set the Scene: where it takes place, the characters taking part, and the Wildcards they bring (the book gives no starting count). */
function SetSceneForm({ onSet }: { onSet: (id: number) => void }) {
  const players = useBastardsPlayers();
  const setScene = useBastardsSetScene();
  const [name, setName] = useState("");
  const [types, setTypes] = useState<BastardsSceneType[]>([]);
  const [theEnd, setTheEnd] = useState(false);
  const [seats, setSeats] = useState<Record<number, Seat>>({});
  const [notes, setNotes] = useState("");
  const seat = (id: number): Seat => seats[id] ?? { takesPart: false, wildcards: 0, appears: false };
  const change = (id: number, patch: Partial<Seat>) => setSeats((all) => ({ ...all, [id]: { ...seat(id), ...patch } }));

  const submit = () => {
    const setup: BastardsSceneSetup = {
      name,
      types,
      theEnd,
      notes,
      seats: (players.data ?? []).filter((p) => seat(p.id).takesPart).map((p) => ({ characterId: p.id, wildcards: seat(p.id).wildcards, appears: seat(p.id).appears })),
    };
    setScene.mutate({ setup }, { onSuccess: (view) => onSet(view.id) });
  };

  return (
    <form
      className="gob-form"
      aria-label="Set the Scene"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="gob-set-scene"
    >
      <h3 className="gob-heading">Set the Scene</h3>
      <label className="field-label">
        Name
        <input className="input" value={name} onChange={(e) => setName(e.target.value)} data-testid="gob-scene-name" />
      </label>
      <fieldset className="gob-row">
        <legend className="field-label">Where it takes place (one or more)</legend>
        {SCENE_TYPES.map((type) => (
          <label key={type} className="gob-inline">
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(e) => setTypes((all) => (e.target.checked ? [...all, type] : all.filter((t) => t !== type)))}
              data-testid={`gob-scene-type-${type}`}
            />
            {SCENE_TYPE_LABEL[type]}
          </label>
        ))}
        <label className="gob-inline">
          <input type="checkbox" checked={theEnd} onChange={(e) => setTheEnd(e.target.checked)} data-testid="gob-scene-the-end" />
          The End (2 Wildcards each, indirect actions free, everyone must Appear)
        </label>
      </fieldset>
      <fieldset>
        <legend className="field-label">Who takes part, and the Wildcards each brings in</legend>
        {players.isError ? <ErrorNotice error={players.error} /> : null}
        {players.data?.length === 0 ? <p className="muted">No Game of Bastards player character yet.</p> : null}
        {players.data?.map((player) => (
          <div key={player.id} className="gob-row" data-testid="gob-seat">
            <label className="gob-inline">
              <input type="checkbox" checked={seat(player.id).takesPart} onChange={(e) => change(player.id, { takesPart: e.target.checked })} data-testid={`gob-seat-${player.id}`} />
              {player.name}
            </label>
            <label className="gob-inline">
              Wildcards
              <input
                className="input gob-number"
                type="number"
                min={0}
                value={seat(player.id).wildcards}
                onChange={(e) => change(player.id, { wildcards: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
                data-testid={`gob-seat-wildcards-${player.id}`}
              />
            </label>
            <label className="gob-inline">
              <input type="checkbox" checked={seat(player.id).appears} onChange={(e) => change(player.id, { appears: e.target.checked })} data-testid={`gob-seat-appears-${player.id}`} />
              Appears at the start
            </label>
          </div>
        ))}
      </fieldset>
      <label className="field-label">
        The place, in a few words
        <textarea className="input" value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="gob-scene-notes" />
      </label>
      <button type="submit" className="button button-primary" disabled={setScene.isPending} data-testid="gob-scene-set">
        Set the scene
      </button>
      {setScene.isError ? <ErrorNotice error={setScene.error} /> : null}
    </form>
  );
}

function SceneScreen({ id, onBack }: { id: number; onBack: () => void }) {
  const scene = useBastardsScene(id);
  return (
    <div className="gob-scene" data-testid="gob-scene">
      <button type="button" className="button" onClick={onBack} data-testid="gob-scene-back">
        All scenes
      </button>
      {scene.isPending ? <p className="muted">Loading the scene…</p> : scene.isError ? <ErrorNotice error={scene.error} /> : <SceneBody view={scene.data} />}
    </div>
  );
}

function SceneBody({ view }: { view: BastardsSceneView }) {
  const { scene } = view;
  return (
    <>
      <h3 className="gob-heading" data-testid="gob-scene-title">
        {scene.name}
      </h3>
      <p className="muted" data-testid="gob-scene-where">
        {scene.types.map((t) => SCENE_TYPE_LABEL[t]).join(" · ")}
        {scene.theEnd ? " · The End" : ""}
        {scene.types.includes("dangerous") ? ` · sub-area ${scene.subArea}` : ""}
        {scene.roughWeather ? ` · Rough Weather: ${scene.roughWeather}` : ""}
        {scene.distance ? ` · later arrivals at ${scene.distance[0] === "long" ? "Long" : "Medium"} distance` : ""}
        {view.closed ? " · closed" : ""}
      </p>
      {scene.notes ? <p>{scene.notes}</p> : null}
      <table className="gob-table" aria-label="Characters in the scene">
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col">Wildcards</th>
            <th scope="col">Directly involved</th>
            <th scope="col">Scene XP</th>
          </tr>
        </thead>
        <tbody>
          {scene.participants.map((p) => {
            const xp = view.xp.find((x) => x.characterId === p.characterId);
            return (
              <tr key={p.characterId} data-testid={`gob-participant-${p.characterId}`}>
                <th scope="row">{p.name}</th>
                <td data-testid="gob-participant-wildcards" title={p.startingWildcards.terms.map((t) => `${t.label}: ${t.value}`).join("; ")}>
                  {p.wildcards}
                </td>
                <td>{p.involvedSince === null ? "No" : `Yes (since sub-area ${p.involvedSince})`}</td>
                <td data-testid="gob-participant-xp" title={xp?.reason}>
                  {xp ? `${xp.xp} — ${xp.reason}` : ""}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {scene.groups.length > 0 ? (
        <>
          <h4 className="gob-heading">NPCs brought in</h4>
          <ul data-testid="gob-groups">
            {scene.groups.map((g, index) => (
              <li key={index} data-testid="gob-group">
                {g.kind === "extras" ? `${g.count} squad${g.count === 1 ? "" : "s"} of ${g.members} Extras` : g.kind === "touched" ? "A Touched" : "A Monster"}, Power Rating{" "}
                {g.powerRating.value}
                {g.arrives === "opposition_round_three" ? ", arriving at the beginning of round 3 of the fight" : ""}
                {g.hostile ? ", Hostile" : ""}
                {g.weapon ? `, armed with ${g.weapon}` : ""}. <span className="muted">{g.note}</span> <RuleCitation rule={g.rule} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.closed ? null : <SceneStepForms view={view} />}
      <SceneLog view={view} />
      {view.closed ? null : <SceneClose view={view} />}
    </>
  );
}

function SceneLog({ view }: { view: BastardsSceneView }) {
  const undo = useBastardsSceneUndo();
  return (
    <div data-testid="gob-scene-log">
      <h4 className="gob-heading">What happened</h4>
      {view.lines.length === 0 ? <p className="muted">Nothing yet.</p> : null}
      <ol>
        {view.lines.map((line) => (
          <li key={line.seq} data-testid="gob-scene-line">
            <span data-testid="gob-scene-line-text">{line.text}</span> <RuleCitation rule={line.rule} />
            {line.details.length > 0 ? (
              <ul className="muted">
                {line.details.map((detail, index) => (
                  <li key={index}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {view.closed || view.events === 0 ? null : (
        <button type="button" className="button" disabled={undo.isPending} onClick={() => undo.mutate({ id: view.id, expectedEvents: view.events })} data-testid="gob-scene-undo">
          Undo the last step
        </button>
      )}
      {undo.isError ? <ErrorNotice error={undo.error} /> : null}
    </div>
  );
}

function SceneClose({ view }: { view: BastardsSceneView }) {
  const end = useBastardsEndScene();
  const total = view.xp.reduce((sum, x) => sum + x.xp, 0);
  return (
    <div className="gob-form" data-testid="gob-scene-close">
      <h4 className="gob-heading">End the scene</h4>
      <p className="muted">
        Each character directly involved gains its scene XP on its ledger ({total} XP in all).
      </p>
      {view.cannotClose ? (
        <p className="muted" data-testid="gob-cannot-close">
          {view.cannotClose.message} <RuleCitation rule={view.cannotClose.rule} />
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={end.isPending || view.cannotClose !== null}
        onClick={() => end.mutate({ id: view.id, expectedEvents: view.events })}
        data-testid="gob-scene-end"
      >
        End the scene
      </button>
      {end.isError ? <ErrorNotice error={end.error} /> : null}
    </div>
  );
}
