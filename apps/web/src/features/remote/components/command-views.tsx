import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import type { CommandOutcome } from "../command-outcome.ts";
import { COMMAND_TEXTS, type CommandName } from "../commands.ts";
import { useFocusOnMount } from "./focus.ts";
import { PushOffer } from "../../web-push/index.ts";

/** Seconds since the view appeared, counted each second. */
function useElapsedSeconds(): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - start) / 1000));
}

/** "12 s", "1 min 05 s": the same in English and French. */
export function elapsedText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}\u00a0min ${String(rest).padStart(2, "0")}\u00a0s` : `${rest}\u00a0s`;
}

/** A view's frame: its own card on a page, or a part of the card whose controls stay beside it (`inline`). */
function ViewFrame(props: { inline?: boolean; className: string; headingId: string; children: ReactNode }) {
  return props.inline ? (
    <div className={`remote-inline ${props.className}`} role="group" aria-labelledby={props.headingId}>
      {props.children}
    </div>
  ) : (
    <section className={`card remote-view ${props.className}`} aria-labelledby={props.headingId}>
      {props.children}
    </section>
  );
}

/**
 * The progress view: announced (role="status") while the command is sent and the vehicle answers,
 * with the time waited so far (outside the announcement, which would otherwise repeat each second).
 */
export function ProgressView({ name, isSent, inline }: { name: CommandName; isSent: boolean; inline?: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const elapsed = useElapsedSeconds();
  useFocusOnMount(heading);
  const Heading = inline ? "h3" : "h2";
  return (
    <ViewFrame inline={inline} className="remote-progress" headingId="remote-progress-heading">
      <Heading id="remote-progress-heading" ref={heading} tabIndex={-1}>
        {t("remote.progress.heading")}
      </Heading>
      <p role="status" className="loading-status remote-progress__status">
        <span className="spinner" aria-hidden="true" />
        {isSent ? t(COMMAND_TEXTS[name].progress) : t("remote.progress.sending")}
      </p>
      <p className="remote-progress__elapsed" data-testid="command-elapsed">
        {t("remote.progress.elapsed", { time: elapsedText(elapsed) })}
      </p>
      <p className="remote-view__hint">{t("remote.progress.hint")}</p>
    </ViewFrame>
  );
}

/** The result view: the command's success message, or why it failed with a retry, and the way back to submit. */
export function ResultView(props: { outcome: CommandOutcome; onDone: () => void; onRetry?: () => void; inline?: boolean }) {
  const { outcome, onDone, onRetry } = props;
  const { t } = useTranslation();
  const messageText = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  const success = outcome.kind === "success";
  const Heading = props.inline ? "h3" : "h2";
  return (
    <ViewFrame inline={props.inline} className={`remote-result remote-result--${outcome.kind}`} headingId="remote-result-heading">
      <Heading id="remote-result-heading" ref={heading} tabIndex={-1}>
        {success ? t("remote.result.successHeading") : t("remote.result.failureHeading")}
      </Heading>
      {success ? (
        <p role="status" className="alert alert--success">
          {messageText(outcome.message)}
        </p>
      ) : (
        <Alert>{messageText(outcome.message)}</Alert>
      )}
      <div className="button-row">
        {!success && onRetry && <Button onPress={onRetry}>{t("remote.result.retry")}</Button>}
        <Button variant={!success && onRetry ? "secondary" : "primary"} onPress={onDone}>
          {t("remote.result.done")}
        </Button>
      </div>
      {/* The moment a result on the phone makes sense: right after one the owner waited for. */}
      {success && <PushOffer />}
    </ViewFrame>
  );
}
