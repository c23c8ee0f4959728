import { isValidVin } from "@carport/domain";
import type { CallRequest, CallResult } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi } from "../api/client.ts";
import { useLanguageId } from "../i18n/use-language.ts";
import { Checkbox } from "./checkbox.tsx";

type TypeRow = CallResult<"notificationTypes">["notificationList"][number];

/** One type as the owner chooses it: locked rows (always on, or fixed) keep their values. */
export interface NotificationChoice {
  notificationType: string;
  notificationName: string;
  push: boolean;
  email: boolean;
  locked: boolean;
}

function choiceOf(row: TypeRow): NotificationChoice {
  const always = row.priorityType === "U";
  return {
    notificationType: row.notificationType,
    notificationName: row.notificationName,
    push: always || row.pushAlways === "Y" || (row.pushAlways !== "N" && row.push === "Y"),
    email: always || row.emailAlways === "Y" || (row.emailAlways !== "N" && row.email === "Y"),
    locked: always || row.pushAlways !== "" || row.emailAlways !== "",
  };
}

/** The enrollment's `notificationList`: every type with the owner's push and e-mail choice. */
export function notificationListOf(choices: readonly NotificationChoice[]): CallRequest<"addVehicle">["notificationList"] {
  return choices.map((c) => ({ notificationType: c.notificationType, push: c.push ? "Y" : "N", email: c.email ? "Y" : "N" }));
}

/**
 * The per-type notification choices of an enrollment (`gtntfsttngtyps`, by the car's VIN once it is
 * a valid one): the types of that car with their defaults, which the owner may change before sending.
 * Answers the choices as they stand (empty until the types are known).
 */
export function useNotificationChoices(vin: string): [NotificationChoice[], (next: NotificationChoice[]) => void] {
  const languageId = useLanguageId();
  const valid = isValidVin(vin);
  const types = useQuery({
    queryKey: ["enrollment", "notificationTypes", vin, languageId] as const,
    queryFn: ({ signal }) => callApi("notificationTypes", { vin }, { signal }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [choices, setChoices] = useState<NotificationChoice[]>([]);
  useEffect(() => {
    if (!types.data) return;
    const named = new Map(types.data.notificationList.map((row) => [row.notificationType, row.notificationName]));
    setChoices((current) =>
      // A language switch renames the rows the owner already set; a new car starts from its defaults.
      current.length > 0 && current.every((c) => named.has(c.notificationType)) && current.length === named.size
        ? current.map((c) => ({ ...c, notificationName: named.get(c.notificationType) ?? c.notificationName }))
        : types.data.notificationList.map(choiceOf),
    );
  }, [types.data]);
  return [valid ? choices : [], setChoices];
}

/** The choices as a table of checkboxes: push and e-mail per type; locked types shown, not changeable. */
export function NotificationChoices(props: { choices: readonly NotificationChoice[]; onChange: (next: NotificationChoice[]) => void }) {
  const { t } = useTranslation();
  if (props.choices.length === 0) return null;
  const set = (type: string, channel: "push" | "email", on: boolean) =>
    props.onChange(props.choices.map((c) => (c.notificationType === type && !c.locked ? { ...c, [channel]: on } : c)));
  return (
    <fieldset className="notification-choices" data-testid="notification-choices">
      <legend>{t("register.notifications.legend")}</legend>
      <p className="field__description">{t("register.notifications.intro")}</p>
      <ul className="notification-choices__list">
        {props.choices.map((c) => (
          <li key={c.notificationType} className="notification-choices__row" data-type={c.notificationType}>
            <span className="notification-choices__name">{c.notificationName}</span>
            <Checkbox isSelected={c.push} isDisabled={c.locked} onChange={(on) => set(c.notificationType, "push", on)}>
              {t("register.notifications.push")}
              <span className="visually-hidden">: {c.notificationName}</span>
            </Checkbox>
            <Checkbox isSelected={c.email} isDisabled={c.locked} onChange={(on) => set(c.notificationType, "email", on)}>
              {t("register.notifications.email")}
              <span className="visually-hidden">: {c.notificationName}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
