import { completionView, IN_CAR_VIEWS, inCarLinkPair, initialInCarView, type InCarView } from "@carport/domain";
import type { CallResult } from "@carport/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { queryClient } from "../../../api/query-client.ts";
import { getSession } from "../../../api/session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { formatDateTime, uiLanguage } from "../../../i18n/format.ts";
import { vehicleListQueryOptions } from "../../../session/vehicles/vehicle-list.ts";
import { useSendQrCodeMutation } from "../api/send-qr-code.ts";
import { useVerifyQrCodeMutation } from "../api/verify-qr-code.ts";
import { CodeEntryView } from "../components/code-entry-view.tsx";
import { CompleteAddView } from "../components/complete-add-view.tsx";
import { CompleteRegisterView } from "../components/complete-register-view.tsx";
import { useEnrollmentIdlePrompt } from "../../../components/enrollment-idle-prompt.tsx";
import { SendCodeView } from "../components/send-code-view.tsx";
import "../../../styles/register.css";
import "../in-car-enrollment.css";

const STEP_KEYS = ["inCar.steps.sendCode", "inCar.steps.scan", "inCar.steps.verify", "inCar.steps.complete"] as const;

/**
 * home.incarenrollment (account-and-enrollment.md 4): view 0 has the car show a code, view 1
 * scans or types it, view 2 checks it, view 3 adds the vehicle to the signed-in account or
 * registers a new one. `data` carries the car's VIN and MEID pairs when the owner came from the car
 * (`step` picks the pair, the first by default), and the MEID goes with the code calls; the car's
 * link with `view` 1 to 3 has the car show a code at once and opens the scanner.
 */
export function InCarEnrollmentPage() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [link] = useState(() => inCarLinkPair(params.get("data"), params.get("step")));
  const [view, setView] = useState<InCarView>(() => initialInCarView(params.get("view"), link !== null));
  const [vin, setVin] = useState(link?.vin ?? "");
  const [expiresAt, setExpiresAt] = useState("");
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [verified, setVerified] = useState<CallResult<"verifyQrCode"> | null>(null);
  const [doneStatus, setDoneStatus] = useState<number | null>(null);
  const send = useSendQrCodeMutation();
  const verify = useVerifyQrCodeMutation();
  const signedIn = getSession() !== null;
  /** The MEID the car's link named, for that VIN only. */
  const meidOf = (forVin: string) => (link && link.vin === forVin && link.meid ? link.meid : undefined);
  // Someone registering from the car is asked after 9 idle minutes, then sent to the login page.
  const idlePrompt = useEnrollmentIdlePrompt({
    signedIn: false,
    enabled: !signedIn && doneStatus === null,
    onTimeout: () => void navigate("/login", { replace: true }),
  });
  const time = (iso: string) => formatDateTime(uiLanguage(i18n.language), new Date(iso));

  const go = (next: InCarView) => {
    setView(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set("view", String(next));
        return copy;
      },
      { replace: true },
    );
  };

  const onCode = async (code: string) => {
    setFailure(null);
    go(IN_CAR_VIEWS.verify);
    try {
      setVerified(await verify.mutateAsync({ vin, qrCode: code, meid: meidOf(vin) }));
      go(IN_CAR_VIEWS.complete);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
      go(IN_CAR_VIEWS.scan);
    }
  };

  const onNewCode = async () => {
    setFailure(null);
    try {
      setExpiresAt((await send.mutateAsync({ vin, meid: meidOf(vin) })).expiresAt);
    } catch (cause) {
      setFailure(errorMessageFor(cause));
    }
  };

  // The car's link opened the scanner: the car is asked for its code once; a refusal (unknown
  // VIN, MEID not the car's, already enrolled) goes back to view 0 with the reason.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || view !== IN_CAR_VIEWS.scan || expiresAt !== "") return;
    asked.current = true;
    void (async () => {
      try {
        setExpiresAt((await send.mutateAsync({ vin, meid: meidOf(vin) })).expiresAt);
      } catch (cause) {
        setFailure(errorMessageFor(cause));
        go(IN_CAR_VIEWS.sendCode);
      }
    })();
    // Once, for the view the link opened.
  }, []);

  const onDone = async (status: number) => {
    if (signedIn) await queryClient.invalidateQueries({ queryKey: vehicleListQueryOptions().queryKey });
    setDoneStatus(status);
  };

  if (doneStatus !== null) {
    const title = signedIn ? t("inCar.done.addedTitle") : t("inCar.done.registeredTitle");
    const completion = completionView(doneStatus);
    return (
      <main className="register" id="main">
        <PageHeading key="done" autoFocus title={title}>
          {title}
        </PageHeading>
        <p className="register-done" data-view={completion}>
          {completion === "rpsComplete" || completion === "rpsCompleteWA" || completion === "rpsCompleteIVS"
            ? t(`inCar.done.${completion}`)
            : null}
        </p>
        <Link className="button button--primary" to={signedIn ? "/vehicles" : "/login"}>
          {signedIn ? t("inCar.done.toVehicles") : t("inCar.done.toSignIn")}
        </Link>
      </main>
    );
  }

  const heading =
    view === IN_CAR_VIEWS.sendCode
      ? t("inCar.sendCode.heading")
      : view === IN_CAR_VIEWS.scan
        ? t("inCar.scan.heading")
        : view === IN_CAR_VIEWS.verify
          ? t("inCar.verify.heading")
          : signedIn
            ? t("inCar.complete.addHeading")
            : t("inCar.complete.registerHeading");

  return (
    <main className="register" id="main">
      <PageHeading key={`view-${view}`} autoFocus title={`${t("inCar.title")} – ${heading}`}>
        {heading}
      </PageHeading>
      <nav aria-label={t("inCar.steps.label")}>
        <ol className="register-steps">
          {STEP_KEYS.map((key, index) => (
            <li key={key} className={index === view ? "register-steps__item register-steps__item--current" : "register-steps__item"}>
              <span aria-current={index === view ? "step" : undefined}>{t(key)}</span>
            </li>
          ))}
        </ol>
      </nav>
      {idlePrompt}
      {view === IN_CAR_VIEWS.sendCode && failure && <Alert>{messageText(failure)}</Alert>}
      {view === IN_CAR_VIEWS.sendCode && (
        <SendCodeView
          initialVin={vin}
          meidOf={meidOf}
          onSent={(sentVin, until) => {
            setFailure(null);
            setVin(sentVin);
            setExpiresAt(until);
            go(IN_CAR_VIEWS.scan);
          }}
        />
      )}
      {view === IN_CAR_VIEWS.scan && (
        <CodeEntryView
          validUntil={expiresAt ? t("inCar.scan.shown", { time: time(expiresAt) }) : t("inCar.scan.asking")}
          failure={failure}
          resending={send.isPending}
          onCode={(code) => void onCode(code)}
          onNewCode={() => void onNewCode()}
        />
      )}
      {view === IN_CAR_VIEWS.verify && <LoadingStatus>{t("inCar.verify.checking")}</LoadingStatus>}
      {view === IN_CAR_VIEWS.complete && verified && (
        <>
          <p>{t("inCar.complete.vehicle", { year: verified.modelYear, model: verified.modelName, vin: verified.vin })}</p>
          {signedIn ? (
            <CompleteAddView vehicleId={verified.vehicleId} vin={verified.vin} onDone={(status) => void onDone(status)} />
          ) : (
            <CompleteRegisterView vehicleId={verified.vehicleId} vin={verified.vin} onDone={(status) => void onDone(status)} />
          )}
        </>
      )}
    </main>
  );
}
