/**
 * Suspended-vehicle deactivation (account-and-enrollment.md 4): steps 0 to 5. Step 0 offers the
 * choice, 1 is canceled, 2 the deactivate prompt, 3 done (deactivated), 4 done (suspension
 * cancelled: the spec leaves this step unnamed), 5 the cancel-the-suspension prompt.
 */
export const DEACTIVATION_STEP = {
  choose: 0,
  canceled: 1,
  deactivatePrompt: 2,
  deactivated: 3,
  reactivated: 4,
  reactivatePrompt: 5,
} as const;

export type DeactivationStep = (typeof DEACTIVATION_STEP)[keyof typeof DEACTIVATION_STEP];

/** The step a `step` parameter names; a missing one starts at the choice; anything else is no step (null). */
export function parseDeactivationStep(raw: string | null | undefined): DeactivationStep | null {
  if (raw === null || raw === undefined || raw === "") return DEACTIVATION_STEP.choose;
  if (!/^[0-5]$/.test(raw)) return null;
  return Number(raw) as DeactivationStep;
}

/** Steps that act on the vehicle, so it must still be suspended to show them. */
export function needsSuspendedVehicle(step: DeactivationStep): boolean {
  return step === DEACTIVATION_STEP.choose || step === DEACTIVATION_STEP.deactivatePrompt || step === DEACTIVATION_STEP.reactivatePrompt;
}

/** Where a prompt leads once its request succeeded: deactivated (3) or suspension cancelled (4). */
export function stepAfterConfirm(
  step: typeof DEACTIVATION_STEP.deactivatePrompt | typeof DEACTIVATION_STEP.reactivatePrompt,
): DeactivationStep {
  return step === DEACTIVATION_STEP.deactivatePrompt ? DEACTIVATION_STEP.deactivated : DEACTIVATION_STEP.reactivated;
}

/**
 * What a reactivation link's vehicle (`vid`) is now, read from the account's vehicle list:
 * still suspended (the owner chooses), active again (nothing to do), or no longer on the account.
 */
export function suspensionLinkState(
  vehicles: readonly { vehicleId: string; suspendYn: "Y" | "N" }[],
  vid: string | null | undefined,
): "suspended" | "active" | "missing" {
  const vehicle = vid ? vehicles.find((v) => v.vehicleId === vid) : undefined;
  if (!vehicle) return "missing";
  return vehicle.suspendYn === "Y" ? "suspended" : "active";
}
