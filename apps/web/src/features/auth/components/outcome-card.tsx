import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading.tsx";
import "../../../styles/auth.css";

/**
 * How a recovery step ended (mail sent, account unlocked, password changed, fraud answered): a
 * heading that takes focus, what happened, and the way back to sign in.
 */
export function OutcomeCard(props: { headingId: string; title: string; body: string; signInLabel: string }) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={props.headingId}>
        <PageHeading id={props.headingId} title={props.title} autoFocus>
          {props.title}
        </PageHeading>
        <p role="status">{props.body}</p>
        <Link className="button button--primary" to="/login">
          {props.signInLabel}
        </Link>
      </section>
    </div>
  );
}
