/** The factory record's owner fields, as stored. */
export interface FactoryOwner {
  owner_first_name: string;
  owner_last_name: string;
  owner_postal_code: string;
}

const fold = (value: string) => value.normalize("NFKC").trim().toLocaleLowerCase("en-CA");
const postal = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Which of the entered owner fields differ from the factory record (names case-insensitively). */
export function ownerMismatches(
  entered: Partial<Record<"firstName" | "lastName" | "postalCode", string>>,
  record: FactoryOwner,
): Array<"firstName" | "lastName" | "postalCode"> {
  const mismatched: Array<"firstName" | "lastName" | "postalCode"> = [];
  if (entered.firstName !== undefined && fold(entered.firstName) !== fold(record.owner_first_name)) mismatched.push("firstName");
  if (entered.lastName !== undefined && fold(entered.lastName) !== fold(record.owner_last_name)) mismatched.push("lastName");
  if (entered.postalCode !== undefined && postal(entered.postalCode) !== postal(record.owner_postal_code)) mismatched.push("postalCode");
  return mismatched;
}
