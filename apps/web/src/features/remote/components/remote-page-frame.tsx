import type { ClimateUnit } from "@carport/domain";
import type { CallResult, AnsweredStatus } from "@carport/protocol";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import type { CommandOutcome } from "../command-outcome.ts";
import type { CommandRequest } from "../commands.ts";
import { availableRemotePages, REMOTE_PAGE_TITLES, remoteVehicle, type BuiltRemotePage } from "../remote-pages.ts";
import type { StatusFact } from "../status-items.ts";
import { useRemoteCommand } from "../use-remote-command.ts";
import { useRemoteVehicle } from "../use-remote-vehicle.ts";
import { CommandFlowScreen } from "./command-flow-parts.tsx";
import { RemoteNav } from "./remote-nav.tsx";
import { StatusPanel } from "./status-panel.tsx";
import "../remote.css";

/** What a page's submit view gets to build its controls. */
export interface SubmitContext {
  selected: CallResult<"selectVehicle">;
  status: AnsweredStatus | undefined;
  climateUnit: ClimateUnit;
  /** Opens the PIN popup for this command. */
  request: (request: CommandRequest) => void;
  /** A command is in progress (here or resumed): command controls are disabled. */
  isBusy: boolean;
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
  /** Runs when a command of the vehicle finishes, so the page can read again what it changed. */
  onFinished?: (outcome: CommandOutcome) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { vehicleId, selected, status, climateUnit } = useRemoteVehicle();
  const flow = useRemoteCommand(vehicleId, { onFinished: props.onFinished });
  const title = t(REMOTE_PAGE_TITLES[props.page]);

  if (!selected.data) {
    return (
      <section className="remote-page">
        <PageHeading title={title}>{title}</PageHeading>
        {selected.isError ? (
          <Alert>{messageText(errorMessageFor(selected.error))}</Alert>
        ) : (
          <LoadingStatus>{t("app.loading")}</LoadingStatus>
        )}
      </section>
    );
  }

  const vehicle = selected.data;
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
      <RemoteNav pages={availableRemotePages(remoteVehicle(vehicle), vehicle.vehicle.driverRole)} />
      <div className="remote-page__body">
        <div className="remote-page__main">
          <CommandFlowScreen
            flow={flow}
            headingId="remote-submit-heading"
            heading={t("remote.submit.heading")}
            className="remote-submit"
            intro={props.intro}
          >
            {props.children(context)}
          </CommandFlowScreen>
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
    </section>
  );
}
