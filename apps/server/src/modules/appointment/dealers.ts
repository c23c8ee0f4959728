/** The dealers of the demo fleet, by dealer code: who the owner is handed over to. */
const DEALERS: Record<string, { dealerName: string; city: string; phone: string }> = {
  "HACC-D01": { dealerName: "Halcyon Downtown Toronto", city: "Toronto", phone: "416-555-0142" },
  "KCI-D01": { dealerName: "Kestrel Lakeshore", city: "Mississauga", phone: "905-555-0178" },
  "GEN-D01": { dealerName: "Genova Studio Yorkville", city: "Toronto", phone: "416-555-0190" },
};

/** A dealer as the hand-off names it; an unknown code is named by itself. */
export function dealerOf(dealerCode: string) {
  return { dealerCode, ...(DEALERS[dealerCode] ?? { dealerName: dealerCode, city: "", phone: "" }) };
}
