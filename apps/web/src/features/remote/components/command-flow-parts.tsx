import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import type { CommandState } from "../command-machine.ts";
import { COMMAND_TEXTS } from "../commands.ts";
import type { RemoteCommandFlow } from "../use-remote-command.ts";
import { ProgressView, ResultView } from "./command-views.tsx";
import { focusSoon } from "./focus.ts";
import { PinDialog } from "./pin-dialog.tsx";
import "../../../styles/cards.css";
import "../remote.css";

/**
 * A command flow's screen, for any page that sends remote commands (the remote pages, valet,
 * charging options): the pending notice, the submit view's notices, progress and result, and the
 * PIN popup, put together by CommandFlowScreen.
 */

/** Keeps focus sensible when a page returns to submit: on its heading, unless a dialog gave it back to a control there. */
function useFocusOnReturnToSubmit(state: CommandState, section: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const previous = useRef(state.view);
  useEffect(() => {
    const from = previous.current;
    previous.current = state.view;
    if (state.view !== "submit" || from === "submit") return;
    return focusSoon(() => (section.current?.contains(document.activeElement) ? null : heading.current));
  }, [state.view, section, heading]);
}

/** Announces (role="status") that a command of the vehicle is in progress, here or resumed, while the page is at submit. */
function PendingNotice({ flow }: { flow: RemoteCommandFlow }) {
  const { t } = useTranslation();
  const { pending, state } = flow;
  return (
    <div role="status" className="remote-pending">
      {pending && state.view === "submit" && (
        <p className="alert alert--info remote-pending__text">
          <span className="spinner" aria-hidden="true" />
          {t("remote.pending.inProgress", { command: t(COMMAND_TEXTS[pending.name].name) })}
        </p>
      )}
    </div>
  );
}

/** The submit view's message: a refused command, or how a command resumed from elsewhere ended. */
function SubmitNotice({ state }: { state: CommandState }) {
  const messageText = useMessageText();
  if (state.view !== "submit" || !state.notice) return null;
  return state.notice.tone === "danger" ? (
    <Alert>{messageText(state.notice.message)}</Alert>
  ) : (
    <p role="status" className="alert alert--success">
      {messageText(state.notice.message)}
    </p>
  );
}

/** The progress view while a command runs, then its result (a failure with a retry). */
function CommandViews({ flow, inline }: { flow: RemoteCommandFlow; inline?: boolean }) {
  const { state } = flow;
  if (state.view === "progress") return <ProgressView name={state.request.name} isSent={state.transactionId !== null} inline={inline} />;
  if (state.view === "result")
    return <ResultView outcome={state.outcome} onDone={flow.dismissResult} onRetry={flow.retry} inline={inline} />;
  return null;
}

/** The PIN popup of the flow: open at the pin view, with the command it authorizes. */
function CommandPinDialog({ flow }: { flow: RemoteCommandFlow }) {
  const { state } = flow;
  return (
    <PinDialog
      isOpen={state.view === "pin"}
      commandName={state.view === "pin" ? COMMAND_TEXTS[state.request.name].name : null}
      problem={state.view === "pin" ? state.problem : null}
      isChecking={flow.isCheckingPin}
      onContinue={(pin) => void flow.submitPin(pin)}
      onCancel={flow.cancelPin}
    />
  );
}

/**
 * The whole flow on a page: the pending notice, the submit view (its heading, the flow's notice and
 * the page's controls), then progress and result (in place of the controls, or above them when
 * `inline`), and the PIN popup. The submit view stays mounted
 * while hidden, so the owner's settings survive a command; when the flow comes back to it, focus
 * goes to its heading.
 */
export function CommandFlowScreen(props: {
  flow: RemoteCommandFlow;
  headingId: string;
  heading: string;
  /** More classes of the submit view. */
  className?: string;
  /** A line under the heading, before the notice. */
  intro?: string;
  /**
   * Progress and result shown in the card, above its controls, which stay (the overview's quick
   * actions): not in place of them.
   */
  inline?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { flow } = props;
  const { state } = flow;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnReturnToSubmit(state, section, heading);
  const inSubmit = props.inline || state.view === "submit" || state.view === "pin";
  return (
    <>
      <PendingNotice flow={flow} />
      <section
        ref={section}
        className={props.className ? `card remote-view ${props.className}` : "card remote-view"}
        aria-labelledby={props.headingId}
        hidden={!inSubmit}
      >
        <h2 id={props.headingId} ref={heading} tabIndex={-1}>
          {props.heading}
        </h2>
        {props.intro && <p className="page-intro">{props.intro}</p>}
        {flow.isOffline && (
          <p className="alert alert--info remote-view__offline" data-testid="commands-offline">
            {t("remote.offline")}
          </p>
        )}
        <SubmitNotice state={state} />
        {props.inline && <CommandViews flow={flow} inline />}
        {props.children}
      </section>
      {!props.inline && <CommandViews flow={flow} />}
      <CommandPinDialog flow={flow} />
    </>
  );
}
