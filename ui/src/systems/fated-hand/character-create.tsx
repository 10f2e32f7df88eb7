import type { CreateFormProps } from "../system-ui";
import { taggedCreation } from "./character";
import { CreationWizard } from "./creation-wizard";

/** A new Fated Hand character goes through the creation wizard; its Basics step is the form's fields. */
export function FatedHandCreateForm({ title, basics: typed, fields, check, create, onSaved, onCancel }: CreateFormProps) {
  const basics = { system: "fated_hand" as const, ...typed };
  return (
    <CreationWizard
      title={title}
      basics={{
        fields,
        check,
        actions: (
          <button
            type="button"
            className="button"
            onClick={() => check() && create.mutate(basics, { onSuccess: onSaved })}
            disabled={create.isPending}
            title="Save the name and notes now and build the character later from their sheet"
            data-testid="save-character"
          >
            Create without a build
          </button>
        ),
      }}
      save={{
        run: (creation) => create.mutate({ ...basics, creation: taggedCreation(creation) }, { onSuccess: onSaved }),
        pending: create.isPending,
        error: create.error,
        label: `Create ${typed.name.trim() || "the character"}`,
      }}
      onCancel={onCancel}
    />
  );
}
