import { useTranslation } from "react-i18next";
import "./password-checklist.css";

export interface ChecklistItem {
  id: string;
  label: string;
  met: boolean;
}

/**
 * The rules a new password must meet, ticked as the owner types. Each item says in words whether
 * it is met (not only by its mark); the list is tied to the field with `id` (aria-describedby).
 */
export function PasswordChecklist(props: { id: string; heading: string; items: readonly ChecklistItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="password-checklist" id={props.id}>
      <p className="password-checklist__heading">{props.heading}</p>
      <ul className="password-checklist__list">
        {props.items.map((item) => (
          <li key={item.id} className={`password-checklist__item${item.met ? " password-checklist__item--met" : ""}`}>
            <span className="password-checklist__mark" aria-hidden="true">
              {item.met ? "✓" : "•"}
            </span>
            <span>
              {item.label}
              <span className="visually-hidden"> ({item.met ? t("recovery.password.ruleMet") : t("recovery.password.ruleNotMet")})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
