import type { FormEventHandler, ReactNode } from "react";
import type { ErrorMessage } from "../i18n/error-messages.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { useMessageText } from "./message-text.tsx";

export interface ServerErrorFormProps {
  /** What the server refused, shown above the form. */
  failure: ErrorMessage | null;
  /** More alerts, below the server's (a spent code). */
  alerts?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Hides the submit button when there is nothing left to submit (no tries left). */
  hideSubmit?: boolean;
  children: ReactNode;
  /** Controls after the submit button, inside the form. */
  after?: ReactNode;
}

/** The fields, the server's refusal and the full-width submit button of the sign-in and recovery cards. */
export function ServerErrorForm(props: ServerErrorFormProps) {
  const messageText = useMessageText();
  return (
    <>
      {props.failure && <Alert>{messageText(props.failure)}</Alert>}
      {props.alerts}
      <form className="form" noValidate onSubmit={props.onSubmit}>
        {props.children}
        {!props.hideSubmit && (
          <Button type="submit" className="button--block" isPending={props.busy}>
            {props.busy ? props.submittingLabel : props.submitLabel}
          </Button>
        )}
        {props.after}
      </form>
    </>
  );
}
