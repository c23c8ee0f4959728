/** The factory record's owner fields, as stored. */
export interface FactoryOwner {
  owner_first_name: string;
  owner_last_name: string;
  owner_postal_code: string;
}

const trimmed = (value: string) => value.normalize("NFKC").trim();
const folded = (value: string) => trimmed(value).toLocaleLowerCase("en-CA");
const postal = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/**
 * Which of the entered owner fields differ from the factory record: names case-insensitively,
 * unless the caller asks for an exact comparison (datavalidator's caseIgnore false).
 */
export function ownerMismatches(
  entered: Partial<Record<"firstName" | "lastName" | "postalCode", string>>,
  record: FactoryOwner,
  options: { caseIgnore?: boolean } = {},
): Array<"firstName" | "lastName" | "postalCode"> {
  const fold = options.caseIgnore === false ? trimmed : folded;
  const mismatched: Array<"firstName" | "lastName" | "postalCode"> = [];
  if (entered.firstName !== undefined && fold(entered.firstName) !== fold(record.owner_first_name)) mismatched.push("firstName");
  if (entered.lastName !== undefined && fold(entered.lastName) !== fold(record.owner_last_name)) mismatched.push("lastName");
  if (entered.postalCode !== undefined && postal(entered.postalCode) !== postal(record.owner_postal_code)) mismatched.push("postalCode");
  return mismatched;
}
