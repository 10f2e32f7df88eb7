import type { ReactNode } from "react";

/** A page whose feature is not built yet: says what will live there and when. */
export function PlaceholderPage({ title, coming, children }: { title: string; coming: string; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby={`${title}-heading`}>
      <h2 id={`${title}-heading`} className="page-title">
        {title}
      </h2>
      <div className="empty-state empty-state-large">
        <p className="empty-title">{coming}</p>
        <p className="empty-body">{children}</p>
      </div>
    </section>
  );
}
