import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { AppDialog } from "../../../components/app-dialog.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { errorMessageFor, type ErrorMessage, type MessageKey } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { reportDayQueryOptions, useSaveReportDayMutation } from "../api/report-day.ts";
import { reportDayOptions, reportDayProblem } from "../mvr-view.ts";

/**
 * The report-day dialog (vehicle-area.md 2 and 5): the day of the month (1 to 28, as ordinals) the
 * report is made on; none chosen gives PLEASE_SELECT_SETTING, a save MVR_SAVE_SUCCESS.
 */
export function ReportDayDialog(props: { vehicleId: string; isOpen: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const current = useQuery({ ...reportDayQueryOptions(props.vehicleId), enabled: props.isOpen });
  const save = useSaveReportDayMutation(props.vehicleId);
  const [day, setDay] = useState<number | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const savedDay = current.data?.day ?? null;

  useEffect(() => {
    if (!props.isOpen) return;
    setDay(savedDay);
    setProblem(null);
    setFailure(null);
  }, [props.isOpen, savedDay]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = reportDayProblem(day);
    setProblem(reason);
    if (reason || day === null) return;
    setFailure(null);
    try {
      await save.mutateAsync(day);
      props.onSaved();
      props.onOpenChange(false);
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  return (
    <AppDialog isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={t("mvr.reportDay.title")}>
      <p>{t("mvr.reportDay.intro")}</p>
      {current.isPending && <LoadingStatus>{t("mvr.loading")}</LoadingStatus>}
      {failure && <Alert>{messageText(failure)}</Alert>}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SelectField<number>
          name="reportDay"
          label={t("mvr.reportDay.label")}
          value={day}
          placeholder={t("mvr.reportDay.placeholder")}
          options={reportDayOptions(f.language)}
          onChange={(value) => {
            setDay(value);
            setProblem(null);
          }}
          errorMessage={problem ? t(problem) : undefined}
        />
        <div className="button-row">
          <Button type="submit" isPending={save.isPending}>
            {save.isPending ? t("mvr.reportDay.saving") : t("mvr.reportDay.save")}
          </Button>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
