import { formatOrdinal, isEvOrPhev } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { useAccountUnits } from "../../../session/account-units.ts";
import { selectedVehicleQueryOptions } from "../../../session/vehicles/selected-vehicle.ts";
import { reportDayQueryOptions } from "../api/report-day.ts";
import { reportListQueryOptions, reportQueryOptions } from "../api/reports.ts";
import { EvTrips } from "../components/ev-trips.tsx";
import { ReportDayDialog } from "../components/report-day-dialog.tsx";
import {
  DealerSection,
  DrivingSection,
  EnergySection,
  RecallSection,
  ReportSummary,
  SystemsSection,
} from "../components/report-sections.tsx";
import { reportFailure, reportOptions } from "../mvr-view.ts";
import "../../../styles/cards.css";
import "../mvr.css";

/** One report's sections, read with `gtmvrrpt`. */
function Report({ vehicleId, reportId, fuelKind }: { vehicleId: string; reportId: string; fuelKind: string | undefined }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const languageId = useLanguageId();
  const report = useQuery(reportQueryOptions(vehicleId, reportId, languageId));
  if (report.isPending) return <LoadingStatus>{t("mvr.loading")}</LoadingStatus>;
  if (report.isError) return <Alert>{messageText(reportFailure(report.error))}</Alert>;
  const data = report.data.report;
  return (
    <div className="card-grid">
      <ReportSummary report={data} />
      <SystemsSection report={data} />
      <DrivingSection info={data.drivingInfo} fuelKind={fuelKind} />
      {data.drivingInfo && <EnergySection info={data.drivingInfo} />}
      <RecallSection report={data} />
      <DealerSection report={data} />
    </div>
  );
}

/**
 * The monthly vehicle report (/mvr): pick a report by date, read its systems and trouble codes,
 * driving, energy, recalls, odometer and dealer; choose the report day; EV and PHEV also see
 * their latest trips.
 */
export function MvrPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const units = useAccountUnits();
  const vehicleId = useSelectedVehicleId() ?? "";
  const selected = useQuery({ ...selectedVehicleQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const list = useQuery({ ...reportListQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const day = useQuery({ ...reportDayQueryOptions(vehicleId), enabled: vehicleId !== "" });
  const [chosen, setChosen] = useState<string | null>(null);
  const [dayOpen, setDayOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const reports = list.data?.reports ?? [];
  const reportId = chosen && reports.some((r) => r.reportId === chosen) ? chosen : (reports[0]?.reportId ?? null);
  const title = t("screens.mvr");
  const fuelKind = selected.data?.vehicle.fuelKindCode;

  return (
    <section className="mvr-page">
      <PageHeading title={title}>{title}</PageHeading>
      <p className="page-intro">{t("mvr.intro")}</p>
      <div className="mvr-controls">
        {reports.length > 0 && reportId && (
          <SelectField
            name="reportDate"
            label={t("mvr.reportDate")}
            value={reportId}
            options={reportOptions(reports)}
            onChange={setChosen}
          />
        )}
        <div className="mvr-day">
          <p className="mvr-day__current">
            {day.data ? t("mvr.reportDay.current", { ordinal: formatOrdinal(day.data.day, f.language) }) : ""}
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              setSaved(false);
              setDayOpen(true);
            }}
          >
            {t("mvr.reportDay.open")}
          </Button>
        </div>
      </div>
      <p role="status" className={saved ? "alert alert--success" : "visually-hidden"}>
        {saved ? t("mvr.MVR_SAVE_SUCCESS") : ""}
      </p>
      {list.isPending && <LoadingStatus>{t("mvr.loading")}</LoadingStatus>}
      {list.isError && <Alert>{messageText(errorMessageFor(list.error))}</Alert>}
      {list.data && reports.length === 0 && <p className="empty-state">{t("mvr.MVR_NOT_FOUND")}</p>}
      {reportId && <Report vehicleId={vehicleId} reportId={reportId} fuelKind={fuelKind} />}
      {fuelKind && isEvOrPhev(fuelKind) && <EvTrips vehicleId={vehicleId} unit={units.odometerUnit} />}
      <ReportDayDialog vehicleId={vehicleId} isOpen={dayOpen} onOpenChange={setDayOpen} onSaved={() => setSaved(true)} />
    </section>
  );
}
