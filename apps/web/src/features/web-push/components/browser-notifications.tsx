import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "react-aria-components/Switch";
import { ApiError } from "../../../api/api-error.ts";
import { callApi } from "../../../api/client.ts";
import { Alert } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { applicationServerKey } from "../push-key.ts";

/** The service worker's registration when one controls the app (production builds), else null. */
async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * This browser's Web Push state for the signed-in account: whether it can be offered (the site
 * pushes, `wbpshcfg`, and a service worker controls the app), whether it is on, and the change:
 * on asks the browser's permission, subscribes with the site's VAPID key and hands the
 * subscription to the server (`wbpshsub`); off unsubscribes (`wbpshunsub`).
 */
export function usePushSwitch() {
  const config = useQuery({
    queryKey: ["webPush", "config"],
    queryFn: ({ signal }) => callApi("webPushConfig", {}, { signal }),
    staleTime: Infinity,
  });
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);

  useEffect(() => {
    let live = true;
    void pushRegistration().then(async (found) => {
      if (!live || !found) return;
      setRegistration(found);
      setSubscribed((await found.pushManager.getSubscription()) !== null);
    });
    return () => {
      live = false;
    };
  }, []);

  /** Gives the server this browser's subscription for the signed-in account. */
  const handOver = async (subscription: PushSubscription) => {
    const json = subscription.toJSON();
    await callApi("webPushSubscribe", {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    });
  };

  const change = async (on: boolean) => {
    if (!registration || !config.data) return;
    setBusy(true);
    setFailure(null);
    try {
      if (on) {
        if ((await Notification.requestPermission()) !== "granted") {
          setFailure({ key: "webPush.denied" });
          return;
        }
        const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(config.data.publicKey) };
        const subscription = await registration.pushManager.subscribe(options);
        try {
          await handOver(subscription);
        } catch (error) {
          // The browser's subscription is another account's (signed in here before): a new one for this account.
          if (!(error instanceof ApiError && error.errorCode === "7851")) throw error;
          await subscription.unsubscribe();
          await handOver(await registration.pushManager.subscribe(options));
        }
        setSubscribed(true);
      } else {
        const subscription = await registration.pushManager.getSubscription();
        if (subscription) {
          await callApi("webPushUnsubscribe", { endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        setSubscribed(false);
      }
    } catch (error) {
      setFailure(errorMessageFor(error, "webPush.failed"));
    } finally {
      setBusy(false);
    }
  };

  return { offered: Boolean(config.data?.available && registration), subscribed, busy, failure, change };
}

/** The switch on the notification settings page (not offered when the site pushes nothing or the browser cannot). */
export function BrowserNotifications() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { offered, subscribed, busy, failure, change } = usePushSwitch();
  if (!offered) return null;

  return (
    <section className="card browser-notifications" aria-labelledby="browser-notifications-heading">
      <h2 id="browser-notifications-heading">{t("webPush.heading")}</h2>
      <p>{t("webPush.intro")}</p>
      <Switch className="switch" isSelected={subscribed} isDisabled={busy} onChange={(on) => void change(on)}>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        {t("webPush.label")}
      </Switch>
      {failure && <Alert>{messageText(failure)}</Alert>}
    </section>
  );
}
