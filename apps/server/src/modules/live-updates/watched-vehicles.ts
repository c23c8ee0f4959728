/**
 * Which vehicles each account streaming here may see, and the reverse: which of those accounts
 * watch a vehicle. A saved status asks the second for every change the instance hears, so it is an
 * index rather than a scan of every streaming account.
 */
export class WatchedVehicles {
  private readonly vehiclesOf = new Map<string, ReadonlySet<string>>();
  private readonly watchersOf = new Map<string, Set<string>>();

  /** Whether the account's vehicles are known here. */
  has(accountId: string): boolean {
    return this.vehiclesOf.has(accountId);
  }

  get accounts(): number {
    return this.vehiclesOf.size;
  }

  /** The accounts that watch the vehicle. */
  watchers(vehicleId: string): string[] {
    const watchers = this.watchersOf.get(vehicleId);
    return watchers ? [...watchers] : [];
  }

  /** Sets (or replaces) the vehicles the account may see. */
  set(accountId: string, vehicleIds: ReadonlySet<string>): void {
    this.delete(accountId);
    this.vehiclesOf.set(accountId, vehicleIds);
    for (const vehicleId of vehicleIds) {
      let watchers = this.watchersOf.get(vehicleId);
      if (!watchers) this.watchersOf.set(vehicleId, (watchers = new Set()));
      watchers.add(accountId);
    }
  }

  delete(accountId: string): void {
    const vehicleIds = this.vehiclesOf.get(accountId);
    if (!vehicleIds) return;
    this.vehiclesOf.delete(accountId);
    for (const vehicleId of vehicleIds) {
      const watchers = this.watchersOf.get(vehicleId)!;
      watchers.delete(accountId);
      if (watchers.size === 0) this.watchersOf.delete(vehicleId);
    }
  }
}
