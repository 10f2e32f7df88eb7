import { useId, useState } from "react";
import type { CharacterSummary, PartyView } from "../bindings";
import { ConfirmButton } from "../components/confirm-button";
import { ErrorNotice } from "../components/error-notice";
import { InlineRename } from "../components/inline-rename";
import { count, systemName } from "../format";
import { useAddToParty, useDeleteParty, useRemoveFromParty, useRenameParty, useSystems } from "../queries";

type PartyCardProps = {
  party: PartyView;
  playerCharacters: readonly CharacterSummary[];
  onOpenCharacter: (id: number) => void;
};

export function PartyCard({ party, playerCharacters, onOpenCharacter }: PartyCardProps) {
  const systems = useSystems();
  const rename = useRenameParty();
  const disband = useDeleteParty();
  const add = useAddToParty();
  const remove = useRemoveFromParty();
  const [candidate, setCandidate] = useState("");
  const selectId = useId();

  const memberIds = new Set(party.members.map((member) => member.id));
  const candidates = playerCharacters.filter((pc) => !memberIds.has(pc.id));
  const failure = add.error ?? remove.error ?? disband.error;

  return (
    <article className="card party-card" aria-label={party.name} data-testid="party-card">
      <header className="card-head">
        <InlineRename
          value={party.name}
          noun="party"
          onRename={(name) => rename.mutateAsync({ id: party.id, name })}
          render={(name) => <h3 className="card-title">{name}</h3>}
        />
      </header>

      {party.members.length === 0 ? (
        <p className="muted">Nobody yet. Add player characters below.</p>
      ) : (
        <ul className="member-list">
          {party.members.map((member) => (
            <li key={member.id} className="member">
              <button type="button" className="link-button" onClick={() => onOpenCharacter(member.id)}>
                {member.name}
              </button>
              <span className="row-system">{systemName(systems.data, member.system)}</span>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => remove.mutate({ partyId: party.id, characterId: member.id })}
                disabled={remove.isPending}
                aria-label={`Remove ${member.name} from ${party.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      <form
        className="add-member"
        onSubmit={(event) => {
          event.preventDefault();
          if (candidate === "") return;
          add.mutate({ partyId: party.id, characterId: Number(candidate) }, { onSuccess: () => setCandidate("") });
        }}
      >
        <label htmlFor={selectId} className="visually-hidden">
          Player character to add to {party.name}
        </label>
        <select
          id={selectId}
          className="select"
          value={candidate}
          onChange={(event) => setCandidate(event.target.value)}
          disabled={candidates.length === 0}
        >
          <option value="">
            {playerCharacters.length === 0
              ? "No player characters yet"
              : candidates.length === 0
                ? "Every player character is in"
                : "Add a player character…"}
          </option>
          {candidates.map((pc) => (
            <option key={pc.id} value={pc.id}>
              {pc.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={candidate === "" || add.isPending}>
          Add
        </button>
      </form>

      {failure ? <ErrorNotice error={failure} /> : null}

      <footer className="card-foot">
        <span className="card-count">{count(party.members.length, "member")}</span>
        <ConfirmButton
          label="Disband"
          question={
            <>
              Disband <strong>{party.name}</strong>? Its members stay in the campaign.
            </>
          }
          confirmLabel="Disband"
          busy={disband.isPending}
          onConfirm={() => disband.mutate({ id: party.id })}
        />
      </footer>
    </article>
  );
}
