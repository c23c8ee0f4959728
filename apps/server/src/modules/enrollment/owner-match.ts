import { ownerDataMismatches, type OwnerData, type OwnerField } from "@carport/domain";

/** The factory record's owner fields, as stored. */
export interface FactoryOwner {
  owner_first_name: string;
  owner_last_name: string;
  owner_postal_code: string;
}

/**
 * Which of the entered owner fields differ from the factory record, by the domain's one rule
 * (ownerDataMismatches): names case-insensitively unless the caller asks for an exact comparison
 * (datavalidator's caseIgnore false); a field not entered is not compared.
 */
export function ownerMismatches(entered: Partial<OwnerData>, record: FactoryOwner, options: { caseIgnore?: boolean } = {}): OwnerField[] {
  return ownerDataMismatches(
    entered,
    { firstName: record.owner_first_name, lastName: record.owner_last_name, postalCode: record.owner_postal_code },
    options,
  );
}
