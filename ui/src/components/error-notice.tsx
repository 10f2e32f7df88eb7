import type { ReactNode } from "react";
import { describe, headingFor } from "../errors";
import { RuleCitation } from "../shared/rule-citation";

/**
 * A failure as the GM reads it: a heading from the error's kind, then the backend's sentence,
 * then the rulebook section it cites when the rules refused the request.
 */
export function ErrorNotice({ error, children }: { error: unknown; children?: ReactNode }) {
  const appError = describe(error);
  return (
    <div className="notice notice-error" role="alert" data-error-kind={appError.kind}>
      <strong className="notice-title">{headingFor(appError.kind)}</strong>
      <p className="notice-body">{appError.message}</p>
      {appError.rule ? (
        <p className="notice-rule">
          Rule: <RuleCitation rule={appError.rule} />
        </p>
      ) : null}
      {children}
    </div>
  );
}
