import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import type { CommandOutcome } from "../command-outcome.ts";
import { COMMAND_TEXTS, type CommandName } from "../commands.ts";
import { useFocusOnMount } from "./focus.ts";

/** The progress view: announced (role="status") while the command is sent and the vehicle answers. */
export function ProgressView({ name, isSent }: { name: CommandName; isSent: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <section className="card remote-view remote-progress" aria-labelledby="remote-progress-heading">
      <h2 id="remote-progress-heading" ref={heading} tabIndex={-1}>
        {t("remote.progress.heading")}
      </h2>
      <p role="status" className="loading-status remote-progress__status">
        <span className="spinner" aria-hidden="true" />
        {isSent ? t(COMMAND_TEXTS[name].progress) : t("remote.progress.sending")}
      </p>
      <p className="remote-view__hint">{t("remote.progress.hint")}</p>
    </section>
  );
}

/** The result view: the command's success message, or why it failed, and the way back to submit. */
export function ResultView({ outcome, onDone }: { outcome: CommandOutcome; onDone: () => void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const success = outcome.kind === "success";
  return (
    <section className={`card remote-view remote-result remote-result--${outcome.kind}`} aria-labelledby="remote-result-heading">
      <h2 id="remote-result-heading" ref={heading} tabIndex={-1}>
        {success ? t("remote.result.successHeading") : t("remote.result.failureHeading")}
      </h2>
      {success ? (
        <p role="status" className="alert alert--success">
          {messageText(outcome.message)}
        </p>
      ) : (
        <Alert>{messageText(outcome.message)}</Alert>
      )}
      <div className="button-row">
        <Button onPress={onDone}>{t("remote.result.done")}</Button>
      </div>
    </section>
  );
}
