import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { parseUtcTimestamp } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useRefreshStatusMutation } from "../api/refresh-status.ts";

/**
 * The overview's Refresh: asks the vehicle for a fresh status (`rltmvhclsts`) and says when the
 * shown status was reported, in local date and time (lastStatusDate is UTC).
 */
export function RefreshStatus({ vehicleId, lastStatusDate }: { vehicleId: string; lastStatusDate: string | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const refresh = useRefreshStatusMutation(vehicleId);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const reportedAt = parseUtcTimestamp(lastStatusDate);

  const onRefresh = async () => {
    setFailure(null);
    try {
      await refresh.mutateAsync();
    } catch (error) {
      setFailure(errorMessageFor(error));
    }
  };

  return (
    <div className="overview-refresh">
      <Button variant="secondary" onPress={() => void onRefresh()} isPending={refresh.isPending}>
        {refresh.isPending ? t("overview.refresh.refreshing") : t("overview.refresh.button")}
      </Button>
      <p role="status" className="overview-refresh__time">
        {reportedAt ? t("overview.refresh.lastUpdated", { time: f.formatDateTime(reportedAt) }) : ""}
      </p>
      {failure && <Alert>{messageText(failure)}</Alert>}
    </div>
  );
}
