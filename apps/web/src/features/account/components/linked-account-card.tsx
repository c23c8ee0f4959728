import { UPSTREAM_BRANDS, type UpstreamAccount } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PinField } from "../../../components/pin-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { makerVehiclesQueryOptions, useBringInMutation, useLinkedAccountsMutation } from "../api/linked-accounts.ts";
import { SavedStatus } from "./account-frame.tsx";

type Brand = (typeof UPSTREAM_BRANDS)[number];

/** The code step: the six digits the maker mailed, sent once to finish linking. */
function CodeForm({ account }: { account: UpstreamAccount }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const submit = useLinkedAccountsMutation("upstreamCode");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState(false);
  return (
    <form
      className="form"
      aria-labelledby={`code-${account.brand}`}
      onSubmit={(event) => {
        event.preventDefault();
        const valid = /^\d{6}$/.test(code);
        setProblem(!valid);
        if (valid) submit.mutate({ brand: account.brand, otpNo: code });
      }}
    >
      <h3 id={`code-${account.brand}`}>{t("account.linked.codeHeading")}</h3>
      <p>{t("account.linked.codeIntro", { loginId: account.loginId })}</p>
      {submit.isError && <Alert>{messageText(errorMessageFor(submit.error))}</Alert>}
      <TextField
        label={t("account.linked.code")}
        name={`makerCode-${account.brand}`}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        description={t("account.linked.codeHint")}
        isRequired
        errorMessage={problem ? t("account.linked.formErrors.code") : undefined}
      />
      <div className="button-row">
        <Button type="submit" isPending={submit.isPending}>
          {t("account.linked.submitCode")}
        </Button>
      </div>
    </form>
  );
}

/** The maker PIN, asked once and kept sealed by the server. */
function PinForm({ account }: { account: UpstreamAccount }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useLinkedAccountsMutation("upstreamPin");
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState(false);
  return (
    <form
      className="form"
      aria-labelledby={`pin-${account.brand}`}
      onSubmit={(event) => {
        event.preventDefault();
        const valid = /^\d{4}$/.test(pin);
        setProblem(!valid);
        if (valid) save.mutate({ brand: account.brand, pin }, { onSuccess: () => setPin("") });
      }}
    >
      <h3 id={`pin-${account.brand}`}>{t("account.linked.pinHeading")}</h3>
      <p>{account.pinSet ? t("account.linked.pinSet") : t("account.linked.pinIntro")}</p>
      {save.isError && <Alert>{messageText(errorMessageFor(save.error))}</Alert>}
      <PinField
        label={t("account.linked.pin")}
        value={pin}
        onChange={setPin}
        errorMessage={problem ? t("account.linked.formErrors.pin") : undefined}
      />
      <div className="button-row">
        <Button type="submit" variant="secondary" isPending={save.isPending}>
          {t("account.linked.savePin")}
        </Button>
      </div>
      <SavedStatus message={save.isSuccess ? t("account.linked.pinSaved") : null} />
    </form>
  );
}

/** The maker's vehicles of a linked account, each brought in with one press. */
function MakerVehicles({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const list = useQuery(makerVehiclesQueryOptions(brand));
  const bringIn = useBringInMutation();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section aria-labelledby={`vehicles-${brand}`}>
      <h3 id={`vehicles-${brand}`}>{t("account.linked.vehiclesHeading")}</h3>
      {list.isPending && <LoadingStatus>{t("account.loading")}</LoadingStatus>}
      {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {bringIn.isError && <Alert>{messageText(errorMessageFor(bringIn.error))}</Alert>}
      {list.data && list.data.vehicles.length === 0 && <p className="empty-state">{t("account.linked.noVehicles")}</p>}
      {list.data && list.data.vehicles.length > 0 && (
        <ul className="linked-vehicles">
          {list.data.vehicles.map((vehicle) => (
            <li key={vehicle.upstreamVehicleId} className="linked-vehicles__item">
              <span>
                {t("account.linked.vehicle", {
                  nickName: vehicle.nickName,
                  modelYear: vehicle.modelYear,
                  modelName: vehicle.modelName,
                  vin: vehicle.vin,
                })}
              </span>
              {vehicle.vehicleId ? (
                <span className="linked-vehicles__state">{t("account.linked.broughtIn")}</span>
              ) : (
                <Button
                  variant="secondary"
                  isPending={bringIn.isPending && bringIn.variables?.upstreamVehicleId === vehicle.upstreamVehicleId}
                  onPress={() =>
                    bringIn.mutate(
                      { brand, upstreamVehicleId: vehicle.upstreamVehicleId },
                      { onSuccess: () => setAdded(t("account.linked.added", { nickName: vehicle.nickName })) },
                    )
                  }
                >
                  {t("account.linked.bringIn", { nickName: vehicle.nickName })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SavedStatus message={added} />
    </section>
  );
}

/** One linked maker account: its state, last error, the code step or the PIN and vehicles, and unlinking. */
export function LinkedAccountCard({ account }: { account: UpstreamAccount }) {
  const { t } = useTranslation();
  const f = useFormat();
  const unlink = useLinkedAccountsMutation("upstreamUnlink");
  const [confirming, setConfirming] = useState(false);
  const brandName = t(`account.linked.brands.${account.brand}`);
  const lastPoll = /^\d{14}$/.test(account.lastPollDate)
    ? new Date(
        `${account.lastPollDate.slice(0, 4)}-${account.lastPollDate.slice(4, 6)}-${account.lastPollDate.slice(6, 8)}T${account.lastPollDate.slice(8, 10)}:${account.lastPollDate.slice(10, 12)}:${account.lastPollDate.slice(12, 14)}Z`,
      )
    : null;
  return (
    <section className="card account-card" aria-labelledby={`linked-${account.brand}`}>
      <h2 id={`linked-${account.brand}`}>{t("account.linked.accountHeading", { brand: brandName, loginId: account.loginId })}</h2>
      <p className="account-card__note">
        {account.state === "linked" ? t("account.linked.stateLinked") : t("account.linked.stateCode")}
        {" · "}
        {lastPoll ? t("account.linked.lastPoll", { when: f.formatDateTime(lastPoll) }) : t("account.linked.neverPolled")}
      </p>
      {account.lastErrorMessage && <Alert>{account.lastErrorMessage}</Alert>}
      {account.state === "code" && <CodeForm account={account} />}
      {account.state === "linked" && (
        <>
          <PinForm account={account} />
          <MakerVehicles brand={account.brand} />
        </>
      )}
      <div className="button-row">
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t("account.linked.unlink")}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t("account.linked.unlink")}
        body={t("account.linked.unlinkConfirm")}
        confirmLabel={t("account.linked.unlink")}
        isPending={unlink.isPending}
        onConfirm={() => unlink.mutate({ brand: account.brand }, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
