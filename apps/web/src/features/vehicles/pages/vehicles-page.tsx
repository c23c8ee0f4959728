import { enrollmentDialogFor, isValidVin, normalizeVin } from "@carport/domain";
import type { VehicleSummary } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { invitationQueryOptions } from "../../profiles/index.ts";
import { useSelectVehicleMutation } from "../../../session/vehicles/select-vehicle.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { AddVehicleDialog, CompleteEnrollmentDialog } from "../../register/index.ts";
import { VehicleCard, vehicleState } from "../components/vehicle-card.tsx";
import "../vehicles.css";

type Completing = {
  kind: "enrollment" | "addVehicle";
  car: { vin: string; meid?: string; nickName?: string; modelName?: string; modelYear?: string };
};

/** default.vehicles (/vehicles): every vehicle of the account; selecting one opens its overview. */
export function VehiclesPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const vehicles = useQuery(vehicleListQueryOptions());
  // An invitation to share someone's vehicle waits here too, for an invitee who did not open the mail.
  const invitation = useQuery(invitationQueryOptions());
  const invitedBy = invitation.data?.from ?? null;
  const select = useSelectVehicleMutation();
  const [selecting, setSelecting] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [adding, setAdding] = useState(false);
  const [completing, setCompleting] = useState<Completing | null>(null);
  const refresh = searchParams.has("refresh");
  const enrollVin = normalizeVin(searchParams.get("enroll") ?? "");
  const list = vehicles.data?.vehicles;

  const completeFor = (vehicle: VehicleSummary, meid?: string): Completing => ({
    kind: enrollmentDialogFor(vehicle.enrollmentStatus) ?? "addVehicle",
    car: {
      vin: vehicle.vin,
      nickName: vehicle.nickName,
      modelName: vehicle.modelName,
      modelYear: vehicle.modelYear,
      ...(meid ? { meid } : {}),
    },
  });

  // `?enroll=<VIN>&meid=` (a car's link, through the sign-in): the dialog that car needs opens once
  // the list is known: the one its waiting enrollment asks for, else adding it; nothing when the
  // car is already this account's and in use.
  useEffect(() => {
    if (!list || !searchParams.has("enroll")) return;
    const meid = searchParams.get("meid")?.replace(/[^0-9A-Za-z]/g, "") || undefined;
    const listed = list.find((v) => v.vin === enrollVin);
    if (isValidVin(enrollVin)) {
      if (!listed) setCompleting({ kind: "addVehicle", car: { vin: enrollVin, ...(meid ? { meid } : {}) } });
      else if (enrollmentDialogFor(listed.enrollmentStatus)) setCompleting(completeFor(listed, meid));
    }
    setSearchParams(
      (params) => {
        params.delete("enroll");
        params.delete("meid");
        return params;
      },
      { replace: true },
    );
    // Runs when the list or the parameter arrives.
  }, [list, enrollVin]);

  // `?refresh` asks for a fresh list (after adding or changing a vehicle elsewhere).
  useEffect(() => {
    if (!refresh) return;
    void vehicles.refetch();
    setSearchParams(
      (params) => {
        params.delete("refresh");
        return params;
      },
      { replace: true },
    );
    // Runs when the parameter appears, not on every list change.
  }, [refresh]);

  const onSelect = async (vehicle: VehicleSummary) => {
    setFailure(null);
    setSelecting(vehicle.vehicleId);
    try {
      await select.mutateAsync(vehicle.vehicleId);
      const suspended = vehicleState(vehicle) === "suspended";
      await navigate(suspended ? "/cwp/overview?suspended=1" : "/cwp/overview");
    } catch (error) {
      setFailure(errorMessageFor(error));
    } finally {
      setSelecting(null);
    }
  };

  return (
    <section className="vehicles-page">
      <div className="page-title-row">
        <PageHeading title={t("vehicles.title")}>{t("vehicles.title")}</PageHeading>
        <div className="page-title-row__actions">
          <Button variant="secondary" onPress={() => void vehicles.refetch()} isPending={vehicles.isFetching}>
            {t("vehicles.refresh")}
          </Button>
          <Button variant="secondary" onPress={() => setAdding(true)}>
            {t("register.addVehicle.open")}
          </Button>
          <Link className="button button--secondary" to="/incarenrollment">
            {t("inCar.open")}
          </Link>
          <Link className="button button--secondary" to="/account/linkedAccounts">
            {t("vehicles.bringRealCar")}
          </Link>
        </div>
      </div>
      <p className="page-intro">{t("vehicles.intro")}</p>
      {invitedBy && (
        <p className="alert alert--info">
          {t("vehicles.invitation", { name: invitedBy.firstName, model: invitedBy.vehicleInfo.modelName })}{" "}
          <Link to="/invitation">{t("vehicles.invitationLink")}</Link>
        </p>
      )}
      {failure && <Alert>{messageText(failure)}</Alert>}
      {vehicles.isPending && <LoadingStatus>{t("vehicles.loading")}</LoadingStatus>}
      {vehicles.isError && <Alert>{messageText(errorMessageFor(vehicles.error))}</Alert>}
      {vehicles.data && vehicles.data.vehicles.length === 0 && (
        <div className="empty-state">
          <p>{t("vehicles.empty")}</p>
          {/* The first step, as a button of its own where the owner looks (not only the title row's). */}
          <Button onPress={() => setAdding(true)}>{t("vehicles.addFirst")}</Button>
          <p>
            {t("vehicles.emptyThroughMaker")} <Link to="/account/linkedAccounts">{t("vehicles.bringRealCar")}</Link>
          </p>
        </div>
      )}
      {vehicles.data && vehicles.data.vehicles.length > 0 && (
        <ul className="vehicle-grid" aria-label={t("vehicles.listLabel")}>
          {vehicles.data.vehicles.map((vehicle) => (
            <li key={vehicle.vehicleId}>
              <VehicleCard
                vehicle={vehicle}
                onSelect={(v) => void onSelect(v)}
                onComplete={(v) => setCompleting(completeFor(v))}
                isSelecting={selecting === vehicle.vehicleId}
                isDisabled={selecting !== null && selecting !== vehicle.vehicleId}
              />
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddVehicleDialog isOpen={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
      {completing && (
        <Suspense fallback={null}>
          <CompleteEnrollmentDialog
            key={completing.car.vin}
            kind={completing.kind}
            car={completing.car}
            isOpen
            onOpenChange={(open) => {
              if (!open) setCompleting(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
