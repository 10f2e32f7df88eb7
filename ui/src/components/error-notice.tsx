import type { ReactNode } from "react";
import { describe, headingFor } from "../errors";

/** A failure as the GM reads it: a heading from the error's kind, then the backend's sentence. */
export function ErrorNotice({ error, children }: { error: unknown; children?: ReactNode }) {
  const appError = describe(error);
  return (
    <div className="notice notice-error" role="alert" data-error-kind={appError.kind}>
      <strong className="notice-title">{headingFor(appError.kind)}</strong>
      <p className="notice-body">{appError.message}</p>
      {children}
    </div>
  );
}
