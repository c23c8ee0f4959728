import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { RadioGroupField, type RadioOption } from "../../../components/radio-group-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { ConfirmEmailHint } from "../../email-confirmation/index.ts";
import { selectVehicle } from "../../../session/vehicles/select-vehicle.ts";
import {
  invitationQueryOptions,
  profileVehiclesQueryOptions,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} from "../api/invitation.ts";
import { acceptBody, choiceFromKey, choiceKey, DEFAULT_CHOICE_KEY } from "../profile-view.ts";
import "../../../styles/cards.css";
import "../profiles.css";

/**
 * home.invitation (/invitation, where the invitation mail leads): the invitation waiting for the
 * signed-in account (`getinvitation`); the invitee picks the profile their shared profile starts
 * from, one of their own vehicles' (`usrprovhcllst`) or the default, and accepts
 * (`secPflCreation`, then the shared vehicle's profiles open) or declines (`declineseconduser`).
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const invitation = useQuery(invitationQueryOptions());
  const vehicles = useQuery(profileVehiclesQueryOptions());
  const accept = useAcceptInvitationMutation();
  const decline = useDeclineInvitationMutation();
  const [choice, setChoice] = useState(DEFAULT_CHOICE_KEY);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [declined, setDeclined] = useState(false);
  const title = t("screens.invitation");
  const from = invitation.data?.from ?? null;

  const options: RadioOption<string>[] = [
    { value: DEFAULT_CHOICE_KEY, label: t("invitation.defaultProfile"), description: t("invitation.defaultProfileHelp") },
    ...(vehicles.data?.vehicles ?? []).flatMap((vehicle) =>
      vehicle.profiles.map((profile) => ({
        value: choiceKey({ kind: "profile", vehicleId: vehicle.vehicleId, profileName: profile.profileName }),
        label: t("invitation.vehicleProfile", { vehicle: vehicle.nickName || vehicle.modelName, profile: profile.profileName }),
      })),
    ),
  ];

  const onAccept = async () => {
    if (!from) return;
    setFailure(null);
    try {
      const accepted = await accept.mutateAsync(acceptBody(from.vehicleInfo.vehicleId, choiceFromKey(choice)));
      await selectVehicle(accepted.vehicleId);
      await navigate("/userProfile");
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  const onDecline = async () => {
    if (!from) return;
    setFailure(null);
    try {
      await decline.mutateAsync(from.vehicleInfo.vehicleId);
      setDeclined(true);
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  const busy = accept.isPending || decline.isPending;
  return (
    <section className="invitation-page">
      <PageHeading title={title}>{title}</PageHeading>
      {invitation.isPending && <LoadingStatus>{t("invitation.loading")}</LoadingStatus>}
      {invitation.isError && <Alert>{messageText(errorMessageFor(invitation.error))}</Alert>}
      <ConfirmEmailHint error={invitation.error} />
      {declined && <p role="status">{t("invitation.declined")}</p>}
      {invitation.data && !from && !declined && <p>{invitation.data.message}</p>}
      {from && !declined && (
        <section className="card" aria-labelledby="invitation-heading">
          <h2 id="invitation-heading">
            {t("invitation.from", { name: from.firstName, year: from.vehicleInfo.modelYear, model: from.vehicleInfo.modelName })}
          </h2>
          <p>{invitation.data?.message}</p>
          {vehicles.isPending && <LoadingStatus>{t("invitation.loadingVehicles")}</LoadingStatus>}
          {vehicles.isError && <Alert>{messageText(errorMessageFor(vehicles.error))}</Alert>}
          <RadioGroupField
            label={t("invitation.startFrom")}
            name="startProfile"
            value={choice}
            options={options}
            onChange={setChoice}
            isDisabled={busy}
          />
          <div className="button-row">
            <Button onPress={() => void onAccept()} isPending={accept.isPending} isDisabled={busy}>
              {t("invitation.accept")}
            </Button>
            <Button variant="secondary" onPress={() => void onDecline()} isPending={decline.isPending} isDisabled={busy}>
              {t("invitation.decline")}
            </Button>
          </div>
        </section>
      )}
      {failure && <Alert>{messageText(failure)}</Alert>}
      <p>
        <Link to="/vehicles">{t("common.backToVehicles")}</Link>
      </p>
    </section>
  );
}
