import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { mayCall } from "../../../session/vehicles/share-scope.ts";
import { HEALTH_PATH, LazyResetServiceDialog, serviceDue, ServiceDueBars } from "../../health/index.ts";
import { nextServiceQueryOptions } from "../../../session/vehicles/next-service.ts";
import type { SelectedVehicle } from "../overview-view.ts";

/** Odometer and the service-due bars (`nxtsvc`), with the reset-service-schedule dialog. */
export function OdometerCard({ selected, odometer }: { selected: SelectedVehicle; odometer: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = selected.vehicle.vehicleId;
  const next = useQuery(nextServiceQueryOptions(vehicleId));
  const [resetOpen, setResetOpen] = useState(false);
  // A second driver reads the service schedule but may not reset it (outside the share scope).
  const canReset = mayCall(selected.vehicle.driverRole, "serviceOdometerSave");
  return (
    <section className="card overview-odometer" aria-labelledby="overview-odometer-heading">
      <h2 id="overview-odometer-heading">{t("overview.odometer.heading")}</h2>
      <p className="overview-big" data-testid="odometer">
        <span className="visually-hidden">{t("overview.odometer.label")} </span>
        {odometer}
      </p>
      <h3 className="overview-subheading">{t("overview.odometer.serviceHeading")}</h3>
      {next.isPending && <LoadingStatus>{t("overview.loading")}</LoadingStatus>}
      {next.isError && <Alert>{messageText(errorMessageFor(next.error))}</Alert>}
      {next.data && <ServiceDueBars due={serviceDue(next.data.maintenanceInfo)} />}
      <div className="button-row">
        {canReset && (
          <Button variant="secondary" onPress={() => setResetOpen(true)}>
            {t("health.reset.open")}
          </Button>
        )}
        <Link className="link-button" to={HEALTH_PATH}>
          {t("overview.odometer.healthLink")}
        </Link>
      </div>
      {canReset && <LazyResetServiceDialog vehicleId={vehicleId} isOpen={resetOpen} onOpenChange={setResetOpen} />}
    </section>
  );
}
