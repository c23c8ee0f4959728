/**
 * Whether a `dksupport` answer's `nfc` marks digital-key support (vehicle-area.md 7: "value
 * starting DK2 marks digital-key support"): registration is offered only then; an empty value,
 * or an older key version, is no support.
 */
export function supportsDigitalKey(nfc: string | null | undefined): boolean {
  return typeof nfc === "string" && nfc.startsWith("DK2");
}
