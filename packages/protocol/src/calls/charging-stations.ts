import { z } from "zod";
import { CONNECTOR_TYPES } from "@carport/domain";

export const connectorTypeSchema = z.enum(CONNECTOR_TYPES, { error: "UNKNOWN_CONNECTOR" });

/** One connector kind of a station: its type, the most power it delivers and how many ports have it. */
export const stationConnectorSchema = z.object({ connectorType: connectorTypeSchema, powerKw: z.number(), portCount: z.number().int() });

/** A public charging station of the directory, with its distance from the search origin in the account's unit. */
export const chargingStationSchema = z.object({
  stationId: z.string(),
  stationName: z.string(),
  network: z.string(),
  address: z.object({ street: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  connectors: z.array(stationConnectorSchema),
  /** Whether one of its connectors fits the vehicle's inlet. */
  compatible: z.boolean(),
  distance: z.number(),
});
export type ChargingStation = z.infer<typeof chargingStationSchema>;

/**
 * `chrgstnsrch`: stations near a postal code or city (searchText), or near the vehicle's last
 * located position when searchText is empty; connectorType narrows the list to one connector,
 * compatibleOnly to the connectors the vehicle takes.
 */
export const chargingStationSearchRequestSchema = z.object({
  searchText: z.string().trim().max(60, "TOO_LONG").default(""),
  connectorType: connectorTypeSchema.optional(),
  compatibleOnly: z.boolean().default(false),
});

export const chargingStationSearchResultSchema = z.object({
  /** Where distances are measured from: the vehicle's last located position, a postal area or a city. */
  origin: z.object({
    kind: z.enum(["vehicle", "postalCode", "city"]),
    label: z.string(),
    /** The origin's position (for kind vehicle, the car's last located one), so a map can show it with the stations. */
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** 1 km, 3 miles: the account's distance unit. */
  distanceUnit: z.union([z.literal(1), z.literal(3)]),
  vehicleConnectors: z.array(connectorTypeSchema),
  stations: z.array(chargingStationSchema),
});
