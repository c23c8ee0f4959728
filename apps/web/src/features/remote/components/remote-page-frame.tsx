import type { ClimateUnit } from "@carport/domain";
import type { CallResult, VehicleStatus } from "@carport/protocol";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { COMMAND_TEXTS, type CommandRequest } from "../commands.ts";
import type { CommandState } from "../command-machine.ts";
import { availableRemotePages, REMOTE_PAGE_TITLES, remoteVehicle, type BuiltRemotePage } from "../remote-pages.ts";
import type { StatusFact } from "../status-items.ts";
import { useRemoteCommand } from "../use-remote-command.ts";
import { useRemoteVehicle } from "../use-remote-vehicle.ts";
import { ProgressView, ResultView } from "./command-views.tsx";
import { focusSoon } from "./focus.ts";
import { PinDialog } from "./pin-dialog.tsx";
import { RemoteNav } from "./remote-nav.tsx";
import { StatusPanel } from "./status-panel.tsx";
import "../remote.css";

/** What a page's submit view gets to build its controls. */
export interface SubmitContext {
  selected: CallResult<"selectVehicle">;
  status: VehicleStatus | undefined;
  climateUnit: ClimateUnit;
  /** Opens the PIN popup for this command. */
  request: (request: CommandRequest) => void;
  /** A command is in progress (here or resumed): command controls are disabled. */
  isBusy: boolean;
}

/** Keeps focus sensible when a page returns to submit: on its heading, unless a dialog gave it back to a control there. */
function useFocusOnReturnToSubmit(state: CommandState, section: React.RefObject<HTMLElement | null>, heading: React.RefObject<HTMLElement | null>) {
  const previous = useRef(state.view);
  useEffect(() => {
    const from = previous.current;
    previous.current = state.view;
    if (state.view !== "submit" || from === "submit") return;
    return focusSoon(() => (section.current?.contains(document.activeElement) ? null : heading.current));
  }, [state.view, section, heading]);
}

/**
 * A remote page: its heading, the remote navigation, the vehicle status, and the command flow's
 * views (submit, PIN popup, progress, result). The submit view stays mounted while hidden, so
 * the owner's settings survive a command.
 */
export function RemotePageFrame(props: {
  page: BuiltRemotePage;
  intro: string;
  facts: readonly StatusFact[];
  children: (context: SubmitContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { vehicleId, selected, status, climateUnit } = useRemoteVehicle();
  const flow = useRemoteCommand(vehicleId);
  const submitSection = useRef<HTMLElement>(null);
  const submitHeading = useRef<HTMLHeadingElement>(null);
  const { state, pending } = flow;
  useFocusOnReturnToSubmit(state, submitSection, submitHeading);
  const title = t(REMOTE_PAGE_TITLES[props.page]);

  if (!selected.data) {
    return (
      <section className="remote-page">
        <PageHeading title={title}>{title}</PageHeading>
        {selected.isError ? <Alert>{messageText(errorMessageFor(selected.error))}</Alert> : <LoadingStatus>{t("app.loading")}</LoadingStatus>}
      </section>
    );
  }

  const vehicle = selected.data;
  const inSubmit = state.view === "submit" || state.view === "pin";
  const context: SubmitContext = {
    selected: vehicle,
    status: status.data?.status,
    climateUnit,
    request: flow.request,
    isBusy: flow.isBusy,
  };

  return (
    <section className="remote-page">
      <PageHeading title={title}>{title}</PageHeading>
      <RemoteNav pages={availableRemotePages(remoteVehicle(vehicle))} />
      <div className="remote-page__body">
        <div className="remote-page__main">
          <div role="status" className="remote-pending">
            {pending && state.view === "submit" && (
              <p className="alert alert--info remote-pending__text">
                <span className="spinner" aria-hidden="true" />
                {t("remote.pending.inProgress", { command: t(COMMAND_TEXTS[pending.name].name) })}
              </p>
            )}
          </div>
          <section
            ref={submitSection}
            className="remote-view remote-submit"
            aria-labelledby="remote-submit-heading"
            hidden={!inSubmit}
          >
            <h2 id="remote-submit-heading" ref={submitHeading} tabIndex={-1}>
              {t("remote.submit.heading")}
            </h2>
            <p className="page-intro">{props.intro}</p>
            {state.view === "submit" && state.notice?.tone === "danger" && <Alert>{messageText(state.notice.message)}</Alert>}
            {state.view === "submit" && state.notice?.tone === "success" && (
              <p role="status" className="alert alert--success">
                {messageText(state.notice.message)}
              </p>
            )}
            {props.children(context)}
          </section>
          {state.view === "progress" && <ProgressView name={state.request.name} isSent={state.transactionId !== null} />}
          {state.view === "result" && <ResultView outcome={state.outcome} onDone={flow.dismissResult} />}
        </div>
        <StatusPanel
          facts={props.facts}
          status={status.data?.status}
          isLoading={status.isPending}
          isError={status.isError}
          isRefreshing={status.isFetching}
          modelYear={vehicle.vehicle.modelYear}
          climateUnit={climateUnit}
        />
      </div>
      <PinDialog
        isOpen={state.view === "pin"}
        commandName={state.view === "pin" ? COMMAND_TEXTS[state.request.name].name : null}
        problem={state.view === "pin" ? state.problem : null}
        isChecking={flow.isCheckingPin}
        onContinue={(pin) => void flow.submitPin(pin)}
        onCancel={flow.cancelPin}
      />
    </section>
  );
}
