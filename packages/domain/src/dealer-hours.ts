/** Where a dealer day sorts: dayCode 0 (Sunday) becomes 7 so the week ends on Sunday (account-and-enrollment.md 3). */
export function dealerDayOrder(dayCode: number | string): number {
  const code = Number(dayCode);
  return code === 0 ? 7 : code;
}

/** Dealer sales or service hours sorted Monday first, Sunday last; a new array, ties kept in order. */
export function sortDealerHours<T extends { dayCode: number | string }>(hours: readonly T[]): T[] {
  return [...hours].sort((a, b) => dealerDayOrder(a.dayCode) - dealerDayOrder(b.dayCode));
}
