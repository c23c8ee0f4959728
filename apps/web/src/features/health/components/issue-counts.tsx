import type { CallResult } from "@carport/protocol";
import { useTranslation } from "react-i18next";
import { SYSTEM_KEYS, SYSTEMS } from "../issues.ts";
import "../health.css";

/** Issue counts by system (Chassis, Powertrain, Safety), each in words, from `gtvhclhlth`. */
export function IssueCounts({ issues }: { issues: CallResult<"vehicleHealth">["issues"] }) {
  const { t } = useTranslation();
  return (
    <ul className="issue-counts" aria-label={t("health.issues.countsLabel")}>
      {SYSTEMS.map((system) => (
        <li key={system} className={`issue-counts__item${issues[system] > 0 ? " issue-counts__item--found" : ""}`}>
          <span className="issue-counts__system">{t(SYSTEM_KEYS[system])}</span>
          <span className="issue-counts__count">{t("health.issues.count", { count: issues[system] })}</span>
        </li>
      ))}
    </ul>
  );
}
