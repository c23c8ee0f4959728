import type { ReactNode } from "react";

/** An error or notice announced at once by assistive technology (role="alert"). */
export function Alert({ children, tone = "danger" }: { children: ReactNode; tone?: "danger" | "info" }) {
  return (
    <div role="alert" className={`alert alert--${tone}`}>
      {children}
    </div>
  );
}

/** A polite progress message ("Loading…") for screen readers and sighted users alike. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="loading-status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
