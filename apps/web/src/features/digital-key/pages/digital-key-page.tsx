import { formatPhoneAsTyped } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { parseCalendarDate } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import {
  digitalKeyStatusQueryOptions,
  digitalKeyTermsQueryOptions,
  useEnrollDigitalKeyMutation,
  useResendPairingMutation,
  useTerminateDigitalKeyMutation,
} from "../api/digital-key.ts";
import {
  digitalKeyStateOf,
  enrollProblems,
  enrollRequestOf,
  type DigitalKeyStatus,
  type EnrollForm,
  type EnrollProblems,
  sharedKeyExpired,
} from "../digital-key-view.ts";
import "../../../styles/cards.css";

/** A YYYYMMDD day in the page's language, or the raw text when it is not one. */
function useDay() {
  const f = useFormat();
  return (text: string) => {
    const day = parseCalendarDate(text);
    return day ? f.formatCalendarDate(day) : text;
  };
}

/** The owner key and the keys shared from it. */
function ActivatedKey({ status }: { status: DigitalKeyStatus }) {
  const { t } = useTranslation();
  const day = useDay();
  const shared = status.sharedDigitalKeyInformation;
  return (
    <>
      <p role="status">{t("digitalKey.activated")}</p>
      <h2>{t("digitalKey.ownerKey")}</h2>
      <dl className="facts">
        <div>
          <dt>{t("digitalKey.keyId")}</dt>
          <dd>{status.ownerDkeyInfo.id}</dd>
        </div>
        <div>
          <dt>{t("digitalKey.notBefore")}</dt>
          <dd>{day(status.ownerDkeyInfo.notBefore)}</dd>
        </div>
      </dl>
      <h2>{t("digitalKey.sharedKeys")}</h2>
      {shared.length === 0 ? (
        <p>{t("digitalKey.noSharedKeys")}</p>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t("digitalKey.sharedKeys")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("digitalKey.sharedWith")}</th>
                <th scope="col">{t("digitalKey.device")}</th>
                <th scope="col">{t("digitalKey.validFrom")}</th>
                <th scope="col">{t("digitalKey.validTo")}</th>
              </tr>
            </thead>
            <tbody>
              {shared.map((key) => (
                <tr key={key.id}>
                  <th scope="row">{key.sharedWith}</th>
                  <td>{key.deviceName}</td>
                  <td>{day(key.notBefore)}</td>
                  <td>
                    {day(key.notAfter)}
                    {sharedKeyExpired(key.notAfter) && (
                      <>
                        {" "}
                        <span className="badge badge--suspended">{t("digitalKey.expired")}</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const PROBLEM_KEYS = {
  required: "digitalKey.errors.required",
  phone: "digitalKey.errors.phone",
  terms: "digitalKey.errors.terms",
} as const;

/** Registration of the owner's key: names, phone, the terms read and accepted. */
function EnrollKey({ vehicleId, onFailure }: { vehicleId: string; onFailure: (message: ErrorMessage) => void }) {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const terms = useQuery(digitalKeyTermsQueryOptions(vehicleId, i18n.language));
  const enroll = useEnrollDigitalKeyMutation(vehicleId);
  const [form, setForm] = useState<EnrollForm>({ firstName: "", lastName: "", phoneNumber: "", termsAccepted: false });
  const [problems, setProblems] = useState<EnrollProblems>({});
  const field = (name: keyof EnrollForm) => (problems[name] ? t(PROBLEM_KEYS[problems[name]]) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = enrollProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await enroll.mutateAsync(enrollRequestOf(form));
    } catch (error) {
      // A field the server refuses (7998) is reported as the registration failure the spec names.
      onFailure(
        isApiError(error) && error.errorCode === "7998"
          ? { key: "digitalKey.errors.DIGITAL_KEY_REGISTER_FAIL" }
          : errorMessageFor(error, "digitalKey.errors.DIGITAL_KEY_REGISTER_FAIL"),
      );
    }
  };

  return (
    <>
      <p>{t("digitalKey.none")}</p>
      <h2>{t("digitalKey.enrollHeading")}</h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t("digitalKey.firstName")}
          name="firstName"
          value={form.firstName}
          onChange={(firstName) => setForm({ ...form, firstName })}
          autoComplete="given-name"
          isRequired
          errorMessage={field("firstName")}
        />
        <TextField
          label={t("digitalKey.lastName")}
          name="lastName"
          value={form.lastName}
          onChange={(lastName) => setForm({ ...form, lastName })}
          autoComplete="family-name"
          isRequired
          errorMessage={field("lastName")}
        />
        <TextField
          label={t("digitalKey.phone")}
          name="phoneNumber"
          type="tel"
          value={form.phoneNumber}
          onChange={(phone) => setForm({ ...form, phoneNumber: formatPhoneAsTyped(phone) })}
          description={t("digitalKey.phoneHint")}
          isRequired
          errorMessage={field("phoneNumber")}
        />
        <section className="digital-key-terms" aria-labelledby="digital-key-terms-heading">
          <h3 id="digital-key-terms-heading">{terms.data?.title ?? t("digitalKey.termsHeading")}</h3>
          {terms.isError && <Alert>{messageText(errorMessageFor(terms.error))}</Alert>}
          {terms.data && <p>{terms.data.termAndCondition}</p>}
        </section>
        <Checkbox
          name="termsAccepted"
          isSelected={form.termsAccepted}
          onChange={(termsAccepted) => setForm({ ...form, termsAccepted })}
          isInvalid={Boolean(problems.termsAccepted)}
        >
          {t("digitalKey.acceptTerms")}
        </Checkbox>
        {problems.termsAccepted && <p className="field__error">{t(PROBLEM_KEYS.terms)}</p>}
        <div className="button-row">
          <Button type="submit" isPending={enroll.isPending}>
            {t("digitalKey.enroll")}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * The digital key screen: none (register the owner's key; 14202 and 14208 alike, section 8),
 * enrolled (pair it in the car with the mailed password, or have it sent again), activated
 * (owner key and shared keys). An enrolled or activated key can be ended.
 */
export function DigitalKeyPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const status = useQuery({ ...digitalKeyStatusQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const resend = useResendPairingMutation(vehicleId);
  const terminate = useTerminateDigitalKeyMutation(vehicleId);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // A failed read keeps the last data: the error (none, enrolled) is the current state then.
  const state = digitalKeyStateOf(status.isError ? undefined : status.data, status.error);
  const title = t("screens.digitalKey");

  const fail = (message: ErrorMessage) => {
    setNotice(null);
    setFailure(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const run = async (
    action: () => Promise<unknown>,
    done: string,
    fallback: "digitalKey.errors.RESEND_FAILED" | "digitalKey.errors.TERMINATE_FAILED",
  ) => {
    setFailure(null);
    try {
      await action();
      setNotice(done);
    } catch (error) {
      fail(errorMessageFor(error, fallback));
    }
  };

  return (
    <section className="digital-key-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("digitalKey.intro")}</p>
      {failure && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert>{messageText(failure)}</Alert>
        </div>
      )}
      <p role="status" className="digital-key-notice">
        {notice ?? ""}
      </p>
      {status.isPending && vehicleId !== "" && <LoadingStatus>{t("digitalKey.loading")}</LoadingStatus>}
      {status.isError && !state && <Alert>{messageText(errorMessageFor(status.error))}</Alert>}
      {state?.kind === "none" && <EnrollKey vehicleId={vehicleId} onFailure={fail} />}
      {state?.kind === "enrolled" && (
        <>
          <p role="status">{t("digitalKey.enrolled")}</p>
          <div className="button-row">
            <Button
              variant="secondary"
              isPending={resend.isPending}
              onPress={() => void run(() => resend.mutateAsync(), t("digitalKey.resent"), "digitalKey.errors.RESEND_FAILED")}
            >
              {t("digitalKey.resend")}
            </Button>
          </div>
        </>
      )}
      {state?.kind === "activated" && <ActivatedKey status={state.status} />}
      {(state?.kind === "enrolled" || state?.kind === "activated") && (
        <div className="button-row">
          <Button variant="secondary" onPress={() => setConfirmEnd(true)}>
            {t("digitalKey.terminate")}
          </Button>
        </div>
      )}
      <AppDialog isOpen={confirmEnd} onOpenChange={setConfirmEnd} title={t("digitalKey.terminateTitle")} role="alertdialog">
        <p>{t("digitalKey.terminateText")}</p>
        <div className="button-row">
          <Button
            autoFocus
            isPending={terminate.isPending}
            onPress={() =>
              void run(() => terminate.mutateAsync(), t("digitalKey.terminated"), "digitalKey.errors.TERMINATE_FAILED").finally(() =>
                setConfirmEnd(false),
              )
            }
          >
            {t("digitalKey.terminateConfirm")}
          </Button>
          <Button variant="secondary" onPress={() => setConfirmEnd(false)}>
            {t("digitalKey.cancel")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
