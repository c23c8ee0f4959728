import { isValidSecondaryDriverEmail } from "@carport/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useSecondDriverMutation } from "../api/second-driver.ts";
import { secondDriverState, type Profiles } from "../profile-view.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";

/**
 * The primary driver's second driver (vehicle-area.md 4): nobody (status 4) with the invitation
 * form, a pending invitation (3) to cancel, or the second driver (0) to unlink.
 */
export function SecondDriverPanel({ vehicleId, driver }: { vehicleId: string; driver: Profiles["secondaryDriver"] }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const invite = useSecondDriverMutation(vehicleId, "secondDriverInvite");
  const cancel = useSecondDriverMutation(vehicleId, "secondDriverCancel");
  const unlink = useSecondDriverMutation(vehicleId, "secondDriverUnlink");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmUnlink, setConfirmUnlink] = useState(false);
  const state = secondDriverState(driver.status);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      return true;
    } catch (error) {
      setFailure(errorMessageFor(error));
      return false;
    }
  };

  const onInvite = async () => {
    const address = email.trim();
    if (!isValidSecondaryDriverEmail(address)) {
      setEmailError(t(address === "" ? "profiles.secondDriver.emailRequired" : "profiles.secondDriver.emailInvalid"));
      return;
    }
    setEmailError(undefined);
    if (await run(() => invite.mutateAsync(address), t("profiles.secondDriver.invited", { email: address }))) setEmail("");
  };

  const driverName = `${driver.firstName} ${driver.lastName}`.trim();
  return (
    <section className="card profile-second-driver" aria-labelledby="second-driver-heading">
      <h2 id="second-driver-heading">{t("profiles.secondDriver.heading")}</h2>
      {state === "none" && (
        <>
          <p>{t("profiles.secondDriver.none")}</p>
          <form
            className="profile-invite"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onInvite();
            }}
          >
            <TextField
              label={t("profiles.secondDriver.email")}
              name="secondaryEmail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={setEmail}
              errorMessage={emailError}
              description={t("profiles.secondDriver.emailHelp")}
              isRequired
            />
            <Button type="submit" isPending={invite.isPending}>
              {t("profiles.secondDriver.invite")}
            </Button>
          </form>
        </>
      )}
      {state === "pending" && (
        <>
          <p>{t("profiles.secondDriver.pending", { email: driver.email })}</p>
          <div className="button-row">
            <Button
              variant="secondary"
              isPending={cancel.isPending}
              onPress={() => void run(() => cancel.mutateAsync(driver.email), t("profiles.secondDriver.cancelled"))}
            >
              {t("profiles.secondDriver.cancel")}
            </Button>
          </div>
        </>
      )}
      {state === "active" && (
        <>
          <p>{t("profiles.secondDriver.active", { name: driverName || driver.email, email: driver.email })}</p>
          <div className="button-row">
            <Button variant="danger" onPress={() => setConfirmUnlink(true)}>
              {t("profiles.secondDriver.unlink")}
            </Button>
          </div>
          <ConfirmDialog
            isOpen={confirmUnlink}
            title={t("profiles.secondDriver.unlinkTitle")}
            body={t("profiles.secondDriver.unlinkBody", { name: driverName || driver.email })}
            confirmLabel={t("profiles.secondDriver.unlinkConfirm")}
            isPending={unlink.isPending}
            onCancel={() => setConfirmUnlink(false)}
            onConfirm={() =>
              void run(() => unlink.mutateAsync(driver.email), t("profiles.secondDriver.unlinked")).then(() => setConfirmUnlink(false))
            }
          />
        </>
      )}
      {notice && <p role="status">{notice}</p>}
      {failure && <Alert>{messageText(failure)}</Alert>}
    </section>
  );
}
