/**
 * The simulated fleet: one digital twin per provisioned vehicle, speaking the vehicle link
 * (packages/telematics). Until the twins arrive, a vehicle's first status comes from
 * `initialVehicleStatus` in @carport/telematics, written when it is enrolled.
 */
export {};
