/** When the car reported a mirrored status (its lastStatusDate, yyyyMMddHHmmss UTC); now when absent or unreadable. */
export function reportedAtOf(status: { lastStatusDate?: unknown }): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(typeof status.lastStatusDate === "string" ? status.lastStatusDate : "");
  if (!m) return new Date();
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  return Number.isNaN(at.getTime()) ? new Date() : at;
}
