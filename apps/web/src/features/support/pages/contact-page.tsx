import { isFutureSupportDateTime } from "@carport/domain";
import type { CallRequest } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../api/use-session.ts";
import { BRANDS } from "../../../brands/brands.ts";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { DateField, TimeField } from "../../../components/date-time-fields.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { supportFeaturesQueryOptions, useEmailSupportMutation } from "../api/support-calls.ts";
import { localSupportDefaults, supportUtcOf } from "../support-local-time.ts";
import { QueryContent } from "./support-text-pages.tsx";
import "../support.css";

type View = "contactus" | "emailsupport" | "submitted" | "loginrequired";
type EmailSupportBody = CallRequest<"emailSupport">;

/** /support/contact: contact us (anonymous), e-mail support (signed in, else login required), submitted. */
export function ContactPage() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const [view, setView] = useState<View>("contactus");
  const [requestId, setRequestId] = useState("");
  // Notes survive a trip to contactus only through cancel, which clears them (vehicle-area.md 5).
  const [notes, setNotes] = useState("");

  if (view === "emailsupport" && signedIn) {
    return (
      <EmailSupportForm
        notes={notes}
        onNotesChange={setNotes}
        onCancel={() => {
          setNotes("");
          setView("contactus");
        }}
        onSubmitted={(id) => {
          setRequestId(id);
          setNotes("");
          setView("submitted");
        }}
      />
    );
  }
  if (view === "emailsupport" || view === "loginrequired") {
    return (
      <section className="support-page">
        <PageHeading title={t("support.contact.loginRequiredTitle")} autoFocus key="loginrequired">
          {t("support.contact.loginRequiredTitle")}
        </PageHeading>
        <p>{t("support.contact.loginRequiredBody")}</p>
        <div className="button-row">
          <Link className="button button--primary" to="/login">
            {t("support.contact.signIn")}
          </Link>
          <Button variant="secondary" onPress={() => setView("contactus")}>
            {t("support.contact.back")}
          </Button>
        </div>
      </section>
    );
  }
  if (view === "submitted") {
    return (
      <section className="support-page">
        <PageHeading title={t("support.contact.submittedTitle")} autoFocus key="submitted">
          {t("support.contact.submittedTitle")}
        </PageHeading>
        <Alert tone="info">{t("support.contact.submittedBody")}</Alert>
        <p>{t("support.contact.requestId", { requestId })}</p>
        <Button variant="secondary" onPress={() => setView("contactus")}>
          {t("support.contact.back")}
        </Button>
      </section>
    );
  }
  const phone = t(BRANDS[getBrandCode()].textKeys.supportPhone);
  return (
    <section className="support-page">
      <PageHeading title={t("support.contact.title")} key="contactus">
        {t("support.contact.title")}
      </PageHeading>
      <p>{t("support.contact.intro")}</p>
      <p>
        {t("support.contact.phoneLabel")} <a href={`tel:${phone.replaceAll(/[^\d+]/g, "")}`}>{phone}</a>
      </p>
      <p>{t("support.contact.emailIntro")}</p>
      <Button onPress={() => setView(signedIn ? "emailsupport" : "loginrequired")}>{t("support.contact.emailButton")}</Button>
    </section>
  );
}

/**
 * The e-mail support form: choices from `emlspprtftr`, vehicles from `vhcllst`, the date and time
 * on the owner's clock defaulting to now (sent in UTC), written as the page's language writes them.
 */
function EmailSupportForm(props: {
  notes: string;
  onNotesChange: (notes: string) => void;
  onCancel: () => void;
  onSubmitted: (requestId: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const language = useLanguageId();
  const choices = useQuery(supportFeaturesQueryOptions(language));
  const vehicles = useQuery(vehicleListQueryOptions());
  const send = useEmailSupportMutation();
  const notesId = useId();
  const [defaults] = useState(() => localSupportDefaults());
  const [vin, setVin] = useState<string | null>(null);
  const [featureCode, setFeatureCode] = useState<EmailSupportBody["featureCode"] | null>(null);
  const [date, setDate] = useState(defaults.date);
  const [time, setTime] = useState(defaults.time);
  const [keyLocation, setKeyLocation] = useState<EmailSupportBody["keyLocation"] | null>(null);
  const [connectionType, setConnectionType] = useState<EmailSupportBody["connectionType"] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [futureOpen, setFutureOpen] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const vehicleList = vehicles.data?.vehicles ?? [];
  const selectedVin = vin ?? (vehicleList.length === 1 ? vehicleList[0]!.vin : null);
  const inUtc = supportUtcOf(date, time);
  const dateTimeInvalid = inUtc === null;
  const required = (value: unknown) => (showErrors && value === null ? t("support.contact.required") : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setShowErrors(true);
    if (!selectedVin || !featureCode || !keyLocation || !connectionType || !inUtc) {
      // The first field to fix takes focus once its message shows (the fields are marked on the next render).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (isFutureSupportDateTime(inUtc.date, inUtc.time)) {
      setFutureOpen(true);
      return;
    }
    try {
      const answer = await send.mutateAsync({
        vin: selectedVin,
        featureCode,
        date: inUtc.date,
        time: inUtc.time,
        keyLocation,
        connectionType,
        notes: props.notes,
      });
      props.onSubmitted(answer.requestId);
    } catch (error) {
      setFailure(errorMessageFor(error, "support.contact.submitFailed"));
    }
  };

  return (
    <section className="support-page">
      <PageHeading title={t("support.contact.emailTitle")} autoFocus key="emailsupport">
        {t("support.contact.emailTitle")}
      </PageHeading>
      <QueryContent query={choices}>
        {(data) => (
          <form ref={formRef} className="support-form" onSubmit={(event) => void onSubmit(event)} noValidate>
            {vehicles.isPending && <LoadingStatus>{t("support.loading")}</LoadingStatus>}
            {vehicles.isSuccess && vehicleList.length === 0 && <Alert tone="info">{t("support.contact.noVehicles")}</Alert>}
            <SelectField
              name="vin"
              label={t("support.contact.vin")}
              placeholder={t("support.contact.choose")}
              value={selectedVin}
              options={vehicleList.map((v) => ({ id: v.vin, label: `${v.nickName || v.modelName} (${v.vin})` }))}
              onChange={setVin}
              errorMessage={required(selectedVin)}
            />
            <SelectField
              name="featureCode"
              label={t("support.contact.feature")}
              placeholder={t("support.contact.choose")}
              value={featureCode}
              options={data.features.map((f) => ({ id: f.featureCode, label: f.featureName }))}
              onChange={setFeatureCode}
              errorMessage={required(featureCode)}
            />
            <DateField
              name="date"
              label={t("support.contact.date")}
              description={t("support.contact.dateTimeHelp")}
              value={date}
              max={localSupportDefaults().date}
              onChange={setDate}
              errorMessage={showErrors && dateTimeInvalid ? t("support.contact.invalidDateTime") : undefined}
            />
            <TimeField
              name="time"
              label={t("support.contact.time")}
              value={time}
              onChange={setTime}
              errorMessage={showErrors && dateTimeInvalid ? t("support.contact.invalidDateTime") : undefined}
            />
            <SelectField
              name="keyLocation"
              label={t("support.contact.keyLocation")}
              placeholder={t("support.contact.choose")}
              value={keyLocation}
              options={data.keyLocations.map((o) => ({ id: o.code as EmailSupportBody["keyLocation"], label: o.name }))}
              onChange={setKeyLocation}
              errorMessage={required(keyLocation)}
            />
            <SelectField
              name="connectionType"
              label={t("support.contact.connectionType")}
              placeholder={t("support.contact.choose")}
              value={connectionType}
              options={data.connectionTypes.map((o) => ({ id: o.code as EmailSupportBody["connectionType"], label: o.name }))}
              onChange={setConnectionType}
              errorMessage={required(connectionType)}
            />
            <div className="field">
              <label className="field__label" htmlFor={notesId}>
                {t("support.contact.notes")}
              </label>
              <textarea
                id={notesId}
                name="notes"
                className="field__input support-form__textarea"
                maxLength={data.notesMaxLength}
                value={props.notes}
                aria-describedby={`${notesId}-count`}
                onChange={(event) => props.onNotesChange(event.target.value.slice(0, data.notesMaxLength))}
              />
              <span id={`${notesId}-count`} className="support-form__count">
                {t("support.contact.notesCount", { count: props.notes.length, max: data.notesMaxLength })}
              </span>
            </div>
            {failure && <Alert>{messageText(failure)}</Alert>}
            <div className="button-row">
              <Button type="submit" isPending={send.isPending}>
                {send.isPending ? t("support.contact.submitting") : t("support.contact.submit")}
              </Button>
              <Button variant="secondary" onPress={props.onCancel}>
                {t("support.contact.cancel")}
              </Button>
            </div>
          </form>
        )}
      </QueryContent>
      <AppDialog
        isOpen={futureOpen}
        onOpenChange={setFutureOpen}
        title={t("support.contact.futureTitle")}
        role="alertdialog"
        size="message"
      >
        <p>{t("support.contact.futureBody")}</p>
        <div className="button-row">
          <Button onPress={() => setFutureOpen(false)} autoFocus>
            {t("common.ok")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
