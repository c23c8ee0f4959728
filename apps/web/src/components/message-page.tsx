import type { ReactNode } from "react";
import { PageHeading } from "./page-heading.tsx";

/** A page that only states something (errors, not-available screens) and offers a way on. */
export function MessagePage(props: { title: string; children?: ReactNode; actions?: ReactNode; tone?: "plain" | "danger" }) {
  return (
    <section className={`message-page message-page--${props.tone ?? "plain"}`}>
      <PageHeading title={props.title}>{props.title}</PageHeading>
      {props.children}
      {props.actions && <div className="message-page__actions">{props.actions}</div>}
    </section>
  );
}
