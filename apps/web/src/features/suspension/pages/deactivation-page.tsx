import {
  DEACTIVATION_STEP,
  needsSuspendedVehicle,
  parseDeactivationStep,
  stepAfterConfirm,
  suspensionLinkState,
  type DeactivationStep,
} from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { selectVehicle } from "../../../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { reverseOwnership } from "../api/ownership-reversal.ts";
import { undoSuspend } from "../api/undo-suspend.ts";
import { SuspensionChoice } from "../components/suspension-choice.tsx";
import { deactivationHref, deactivationVehicleOf, vehicleLabel, type DeactivationVehicle } from "../suspension-view.ts";
import "../suspension.css";

const TITLE_KEYS = {
  0: "suspension.choose.title",
  1: "suspension.canceled.title",
  2: "suspension.deactivatePrompt.title",
  3: "suspension.deactivated.title",
  4: "suspension.reactivated.title",
  5: "suspension.reactivatePrompt.title",
} as const;

/**
 * default.deactivation (/deactivation) and support.deactivation (/support/deactivation): the
 * suspended vehicle's steps 0 to 5 (account-and-enrollment.md 4). The step lives in the address,
 * so Back walks the choices; a confirmed request replaces its prompt with the result.
 */
export function DeactivationPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const base = pathname.startsWith("/support/") ? "/support/deactivation" : "/deactivation";
  const vehicle = deactivationVehicleOf(params);
  const step = parseDeactivationStep(params.get("step"));
  const extras = { from: params.get("from"), code: params.get("code") };
  const list = useQuery({ ...vehicleListQueryOptions(), enabled: vehicle !== null });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  if (!vehicle || step === null) {
    const title = t("screens.deactivation");
    return (
      <section className="suspension-page">
        <PageHeading title={title}>{title}</PageHeading>
        <Alert>{t(vehicle ? "suspension.unknownStep" : "errors.VEHICLE_NOT_SELECTED")}</Alert>
        <ToVehicles />
      </section>
    );
  }

  const listed = list.data?.vehicles.find((v) => v.vehicleId === vehicle.vehicleId);
  const label = vehicleLabel(vehicle, listed?.nickName);
  const title = t(TITLE_KEYS[step]);
  const goTo = (next: DeactivationStep, replace = false) => {
    setFailure(null);
    void navigate(deactivationHref(base, vehicle, next, extras), { replace });
  };

  const confirm = async (prompt: typeof DEACTIVATION_STEP.deactivatePrompt | typeof DEACTIVATION_STEP.reactivatePrompt) => {
    setFailure(null);
    setPending(true);
    try {
      if (prompt === DEACTIVATION_STEP.deactivatePrompt) await reverseOwnership(vehicle.vehicleId);
      else await undoSuspend(vehicle.vehicleId);
      goTo(stepAfterConfirm(prompt), true);
    } catch (error) {
      setFailure(errorMessageFor(error));
    } finally {
      setPending(false);
    }
  };

  const openOverview = async () => {
    setFailure(null);
    setPending(true);
    try {
      await selectVehicle(vehicle.vehicleId);
      await navigate("/cwp/overview");
    } catch (error) {
      setFailure(errorMessageFor(error));
      setPending(false);
    }
  };

  // The choice and the prompts act on the vehicle: say so when it is no longer suspended or no longer the account's.
  const state = list.data ? suspensionLinkState(list.data.vehicles, vehicle.vehicleId) : null;
  const blocked = needsSuspendedVehicle(step) && state !== null && state !== "suspended";

  return (
    <section className="suspension-page" data-step={step}>
      <PageHeading key={step} title={title} autoFocus>
        {title}
      </PageHeading>
      <VehicleIdentity vehicle={vehicle} name={label.name} vinEnd={label.vinEnd} />
      {failure && <Alert>{messageText(failure)}</Alert>}
      {needsSuspendedVehicle(step) && list.isPending && <LoadingStatus>{t("app.loading")}</LoadingStatus>}
      {list.isError && needsSuspendedVehicle(step) && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {blocked && (
        <>
          <Alert tone="info">{t(state === "active" ? "errors.7205" : "errors.SELECTED_VEHICLE_NOT_EXIST")}</Alert>
          <ToVehicles />
        </>
      )}
      {!blocked && step === DEACTIVATION_STEP.choose && state === "suspended" && (
        <SuspensionChoice
          name={label.name}
          onReactivate={() => goTo(DEACTIVATION_STEP.reactivatePrompt)}
          onDeactivate={() => goTo(DEACTIVATION_STEP.deactivatePrompt)}
        />
      )}
      {!blocked &&
        (step === DEACTIVATION_STEP.deactivatePrompt || step === DEACTIVATION_STEP.reactivatePrompt) &&
        state === "suspended" && (
          <>
            <p>
              {t(step === DEACTIVATION_STEP.deactivatePrompt ? "suspension.deactivatePrompt.body" : "suspension.reactivatePrompt.body", {
                name: label.name,
              })}
            </p>
            <div className="button-row">
              <Button
                variant={step === DEACTIVATION_STEP.deactivatePrompt ? "danger" : "primary"}
                isPending={pending}
                onPress={() => void confirm(step)}
              >
                {t(
                  step === DEACTIVATION_STEP.deactivatePrompt
                    ? "suspension.deactivatePrompt.confirm"
                    : "suspension.reactivatePrompt.confirm",
                )}
              </Button>
              <Button variant="secondary" isDisabled={pending} onPress={() => goTo(DEACTIVATION_STEP.canceled)}>
                {t("suspension.notNow")}
              </Button>
            </div>
          </>
        )}
      {step === DEACTIVATION_STEP.canceled && (
        <>
          <p>{t("suspension.canceled.body", { name: label.name })}</p>
          <div className="button-row">
            <Button onPress={() => goTo(DEACTIVATION_STEP.choose)}>{t("suspension.canceled.again")}</Button>
            <ToVehicles secondary />
          </div>
        </>
      )}
      {step === DEACTIVATION_STEP.deactivated && (
        <>
          <Alert tone="info">{t("suspension.deactivated.body", { name: label.name })}</Alert>
          <ToVehicles />
        </>
      )}
      {step === DEACTIVATION_STEP.reactivated && (
        <>
          <Alert tone="info">{t("suspension.reactivated.body", { name: label.name })}</Alert>
          <div className="button-row">
            <Button isPending={pending} onPress={() => void openOverview()}>
              {t("suspension.reactivated.overview")}
            </Button>
            <ToVehicles secondary />
          </div>
        </>
      )}
    </section>
  );
}

/** The vehicle the steps are about: model and the VIN's last 4. */
function VehicleIdentity({ vehicle, name, vinEnd }: { vehicle: DeactivationVehicle; name: string; vinEnd: string }) {
  const { t } = useTranslation();
  if (!vehicle.modelName && !vinEnd) return null;
  return <p className="suspension-page__vehicle">{t("suspension.vehicle", { name, vinEnd })}</p>;
}

/** The way back to the vehicle list, read afresh. */
function ToVehicles({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link className={`button button--${secondary ? "secondary" : "primary"}`} to="/vehicles?refresh">
      {t("suspension.toVehicles")}
    </Link>
  );
}
