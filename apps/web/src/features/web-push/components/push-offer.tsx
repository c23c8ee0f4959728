import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notificationOptionsQueryOptions } from "../../../api/notification-options.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { usePushSwitch } from "./browser-notifications.tsx";
import { isPushOfferDismissed, dismissPushOffer } from "../push-offer-memory.ts";

/**
 * The offer of this browser's notifications, made where it makes sense: under a command's
 * successful result, once the server says so (`ntfopts` offerPush: push set up and a command of
 * the owner's has succeeded), when the browser can and is not on yet. "Not now" is remembered on
 * this device; the settings page keeps the switch.
 */
export function PushOffer() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const options = useQuery(notificationOptionsQueryOptions());
  const push = usePushSwitch();
  const [dismissed, setDismissed] = useState(isPushOfferDismissed);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <p role="status" className="alert alert--success push-offer">
        {t("webPush.offer.on")}
      </p>
    );
  }
  if (!options.data?.offerPush || !push.offered || push.subscribed || dismissed) return null;
  return (
    <div className="push-offer" role="group" aria-labelledby="push-offer-heading">
      <h3 id="push-offer-heading">{t("webPush.offer.heading")}</h3>
      <p>{t("webPush.offer.intro")}</p>
      <div className="button-row">
        <Button
          isPending={push.busy}
          onPress={() =>
            void push.change(true).then(() => {
              if (Notification.permission === "granted") setDone(true);
            })
          }
        >
          {t("webPush.offer.accept")}
        </Button>
        <Button
          variant="quiet"
          onPress={() => {
            dismissPushOffer();
            setDismissed(true);
          }}
        >
          {t("webPush.offer.later")}
        </Button>
      </div>
      {push.failure && <Alert>{messageText(push.failure)}</Alert>}
    </div>
  );
}
