import { useId, useState, type FormEvent } from "react";
import { EmptyState } from "../components/empty-state";
import { ErrorNotice } from "../components/error-notice";
import { Field, fieldAria } from "../components/field";
import { blamesField, fieldMessage } from "../errors";
import { useCharacterList, useCreateParty, useParties } from "../queries";
import { PartyCard } from "./party-card";

/** Parties: who plays together. Only player characters can join. */
export function PartyPage({ onOpenCharacter }: { onOpenCharacter: (id: number) => void }) {
  const parties = useParties();
  const pcs = useCharacterList({ kind: "pc" });

  return (
    <section className="page" aria-labelledby="party-heading">
      <div className="page-head">
        <div>
          <h2 id="party-heading" className="page-title">
            Party
          </h2>
          <p className="lead">Group player characters into the parties that play together. A character can be in several.</p>
        </div>
      </div>

      <NewPartyForm />

      {parties.isError ? <ErrorNotice error={parties.error} /> : null}
      {pcs.isError ? <ErrorNotice error={pcs.error} /> : null}
      {parties.isPending ? <p className="muted">Loading parties…</p> : null}
      {parties.data?.length === 0 ? (
        <EmptyState title="No parties yet">
          <p>
            Name your first party above (“The Lanternbearers”), then add player characters to it.
            {pcs.data?.length === 0 ? " You will need some player characters first: add them on the Characters page." : ""}
          </p>
        </EmptyState>
      ) : null}

      <div className="party-grid">
        {parties.data?.map((party) => (
          <PartyCard key={party.id} party={party} playerCharacters={pcs.data ?? []} onOpenCharacter={onOpenCharacter} />
        ))}
      </div>
    </section>
  );
}

function NewPartyForm() {
  const create = useCreateParty();
  const [name, setName] = useState("");
  const [missing, setMissing] = useState(false);
  const nameId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setMissing(true);
      return;
    }
    setMissing(false);
    create.mutate({ name }, { onSuccess: () => setName("") });
  };

  const nameError = missing ? "Give the party a name." : fieldMessage(create.error, "name");
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Form a party">
      <Field id={nameId} label="New party" error={nameError}>
        <input
          id={nameId}
          className="input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="The Lanternbearers"
          data-testid="new-party-name"
          {...fieldAria(nameId, nameError)}
        />
      </Field>
      <button type="submit" className="button button-primary" disabled={create.isPending} data-testid="create-party">
        {create.isPending ? "Forming…" : "Form party"}
      </button>
      {create.isError && !blamesField(create.error, ["name"]) ? <ErrorNotice error={create.error} /> : null}
    </form>
  );
}
