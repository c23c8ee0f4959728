import { DEACTIVATION_STEP, suspensionLinkState } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { selectVehicle } from "../../../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { SuspensionChoice } from "../components/suspension-choice.tsx";
import { deactivationHref, vehicleLabel } from "../suspension-view.ts";
import "../suspension.css";

/**
 * Where sign-in with a reactivation link's `vid` lands (home.reactivate, home.suspended): the
 * vehicle as the account's list has it now. Still suspended: the owner chooses, and the choice
 * continues on the deactivation steps. Active again, or gone from the account: nothing to do.
 */
function SuspensionLinkPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const vid = params.get("vid");
  const list = useQuery(vehicleListQueryOptions());
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const vehicle = list.data?.vehicles.find((v) => v.vehicleId === vid);
  const state = list.data ? suspensionLinkState(list.data.vehicles, vid) : null;
  const label = vehicle ? vehicleLabel(vehicle, vehicle.nickName) : null;

  const openOverview = async (vehicleId: string) => {
    setFailure(null);
    try {
      await selectVehicle(vehicleId);
      await navigate("/cwp/overview");
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  return (
    <section className="suspension-page">
      <PageHeading title={title}>{title}</PageHeading>
      {list.isPending && <LoadingStatus>{t("app.loading")}</LoadingStatus>}
      {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {failure && <Alert>{messageText(failure)}</Alert>}
      {vehicle && label && (
        <p className="suspension-page__vehicle">{t("suspension.vehicle", { name: label.name, vinEnd: label.vinEnd })}</p>
      )}
      {state === "suspended" && vehicle && label && (
        <SuspensionChoice
          name={label.name}
          onReactivate={() =>
            void navigate(deactivationHref("/deactivation", vehicle, DEACTIVATION_STEP.reactivatePrompt, { from: "reactivate" }))
          }
          onDeactivate={() =>
            void navigate(deactivationHref("/deactivation", vehicle, DEACTIVATION_STEP.deactivatePrompt, { from: "reactivate" }))
          }
        />
      )}
      {state === "active" && vehicle && label && (
        <>
          <Alert tone="info">{t("suspension.link.active", { name: label.name })}</Alert>
          <div className="button-row">
            <Button onPress={() => void openOverview(vehicle.vehicleId)}>{t("suspension.reactivated.overview")}</Button>
            <Link className="button button--secondary" to="/vehicles">
              {t("suspension.toVehicles")}
            </Link>
          </div>
        </>
      )}
      {state === "missing" && (
        <>
          <Alert tone="info">{t("suspension.link.missing")}</Alert>
          <Link className="button button--primary" to="/vehicles">
            {t("suspension.toVehicles")}
          </Link>
        </>
      )}
    </section>
  );
}

/** home.reactivate (/reactivate?vid=): the link's vehicle is suspended. */
export function ReactivatePage() {
  const { t } = useTranslation();
  return <SuspensionLinkPage title={t("screens.reactivate")} />;
}

/** home.suspended (/suspended?vid=): the link's vehicle is no longer suspended. */
export function SuspendedPage() {
  const { t } = useTranslation();
  return <SuspensionLinkPage title={t("screens.suspended")} />;
}
