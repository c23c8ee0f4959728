import {
  calendarAckMessageSchema,
  connectVehicleLink,
  eventMessageSchema,
  linkTopics,
  presenceMessageSchema,
  resultMessageSchema,
  screenMessageSchema,
  statusMessageSchema,
  type CalendarAckMessage,
  type CalendarEvent,
  type CommandMessage,
  type DisplayMessage,
  type EventMessage,
  type OperationMessage,
  type ResultMessage,
  type ScreenMessage,
  type SimulationSettings,
  type StatusMessage,
  type LinkCredentials,
  type VehicleLink,
} from "@carport/telematics";
import { createVehiclePresence, type PresenceListener } from "./vehicle-presence.ts";
import { vehicleProfile } from "./vehicle-profile.ts";
import { createOvmsLink } from "./ovms-link.ts";
import type { CredentialBox } from "../../core/credential-box.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { findLastStatus } from "../../core/status-repository.ts";
import type { VehicleRecord } from "../../core/vehicle-repository.ts";

export interface VehicleLinkHandlers {
  onResult(vin: string, message: ResultMessage): Promise<void>;
  onStatus(vin: string, message: StatusMessage): Promise<void>;
  onEvent(vin: string, message: EventMessage): Promise<void>;
}

/** The server's side of the vehicle link: provisions cars, sends commands, and hands on what cars report. */
export async function connectVehicleLinkGateway(
  url: string,
  log: FastifyBaseLogger,
  instanceId: string,
  namespace: string,
  access: {
    /** This server's link identity (else the URL's own user:password, or none). */
    credentials?: LinkCredentials;
    /** The operator identity for simulation settings and operations (else this server's connection, which a strict broker refuses). */
    operator?: LinkCredentials;
    ca?: string | Buffer;
    /** The database and PIN box OVMS modules are read from (ovms-link.ts); unset: no OVMS module is heard. */
    ovms?: { db: Database; box: CredentialBox };
  } = {},
): Promise<{
  link: VehicleLink;
  /** The deployment's topic namespace on the broker. */
  namespace: string;
  listen(handlers: VehicleLinkHandlers): Promise<void>;
  provision(db: Database, vehicle: VehicleRecord): Promise<void>;
  send(vehicle: VehicleRecord, command: CommandMessage): Promise<void>;
  /** Whether the car cannot be sent this command (an OVMS module that cannot do it): 7705 before anything is sent. */
  refuses(vehicle: VehicleRecord, command: CommandMessage["command"]): Promise<boolean>;
  /** The appointments the car's navigation should hold (retained: a car that reconnects gets the latest list). */
  sendCalendar(vin: string, events: CalendarEvent[]): Promise<void>;
  /** What a car says its navigation now holds. */
  onCalendarAck(handler: (vin: string, message: CalendarAckMessage) => Promise<void>): Promise<void>;
  configureSimulation(vin: string, settings: SimulationSettings): Promise<void>;
  operate(vin: string, operation: OperationMessage): Promise<void>;
  /** Tells a car (enrolled or not) what to show on its screen: the in-car enrollment code, or nothing. */
  display(vin: string, message: DisplayMessage): Promise<void>;
  /** What the car's screen showed last, as the car reported it (demo page, operator tool). */
  screenOf(vin: string): ScreenMessage | undefined;
  /** How many cars are connected to the vehicle link now. */
  connectedVehicles(): number;
  /** Whether the car is connected now, and its changes (answers a function that stops them). */
  isOnline(vin: string): boolean;
  onPresence(listener: PresenceListener): () => void;
  close(): Promise<void>;
}> {
  const topics = linkTopics(namespace);
  const link = await connectVehicleLink(url, {
    // An identity's own client id (link-permissions.ts ownsClientId): its name and this instance's.
    clientId: access.credentials ? `${access.credentials.username}:${instanceId}` : `carport-server-${instanceId}`,
    ...(access.credentials ? { credentials: access.credentials } : {}),
    ...(access.ca ? { ca: access.ca } : {}),
    onInvalid: (topic, error) => log.warn({ topic, err: error }, "dropped a vehicle-link message"),
  });
  let operatorLink: Promise<VehicleLink> | null = null;
  /** Operator topics go out under the operator's identity, connected on first use. */
  function asOperator(): Promise<VehicleLink> {
    if (!access.operator) return Promise.resolve(link);
    operatorLink ??= connectVehicleLink(url, {
      clientId: `${access.operator.username}:${instanceId}`,
      credentials: access.operator,
      ...(access.ca ? { ca: access.ca } : {}),
    });
    return operatorLink;
  }

  const screens = new Map<string, ScreenMessage>();
  const presence = createVehiclePresence();
  const ovms = access.ovms ? createOvmsLink(link, access.ovms, log, presence) : null;

  function guarded<T>(handler: (vin: string, message: T) => Promise<void>) {
    return (topic: string, message: T) => {
      const vin = topics.parse(topic)?.vin;
      if (!vin) return;
      handler(vin, message).catch((error) => log.error({ err: error, topic }, "vehicle-link handler failed"));
    };
  }

  /**
   * For results and events, which happen once: one the broker replays from before this connection
   * subscribed (a car published it retained, which Mosquitto keeps and cannot refuse) is dropped,
   * so Carport never acts twice on the same alarm or result when it starts again.
   */
  function once<T>(handler: (vin: string, message: T) => Promise<void>) {
    const handle = guarded(handler);
    return (topic: string, message: T, retained: boolean) => {
      if (retained) return log.warn({ topic }, "dropped a retained vehicle-link message replayed by the broker");
      handle(topic, message);
    };
  }

  return {
    link,
    namespace,
    async listen(handlers) {
      await link.subscribe(topics.everyVehicle("result"), resultMessageSchema, once(handlers.onResult));
      await link.subscribe(topics.everyVehicle("status"), statusMessageSchema, guarded(handlers.onStatus), 0);
      await link.subscribe(topics.everyVehicle("event"), eventMessageSchema, once(handlers.onEvent));
      await link.subscribe(topics.everyVehicle("screen"), screenMessageSchema, (topic, message) => {
        const vin = topics.parse(topic)?.vin;
        if (vin) screens.set(vin, message);
      });
      await link.subscribe(topics.everyVehicle("presence"), presenceMessageSchema, (topic, message) => {
        const vin = topics.parse(topic)?.vin;
        if (vin) presence.onVehicle(vin, message);
      });
      await link.subscribe(topics.everyFleet(), presenceMessageSchema, (topic, message) => {
        const fleet = topics.parseFleet(topic);
        if (fleet) presence.onFleet(fleet, message);
      });
      await ovms?.listen(handlers);
    },
    async provision(db, vehicle) {
      const status = await findLastStatus(db, vehicle.id);
      if (!status) return;
      const profile = vehicleProfile(
        vehicle.vin,
        {
          fuelKindCode: vehicle.fuel_kind_code,
          modelYear: vehicle.model_year,
          isCcs2: vehicle.is_ccs2 === true,
          remoteIgnition: vehicle.remote_ignition === true,
        },
        vehicle.odometer,
      );
      await link.publish(topics.vehicle(vehicle.vin, "provision"), { profile, status }, { retain: true });
    },
    sendCalendar: (vin, events) =>
      link.publish(topics.vehicle(vin, "calendar"), { events, sentAt: new Date().toISOString() }, { qos: 1, retain: true }),
    onCalendarAck: (handler) => link.subscribe(topics.everyVehicle("calendarAck"), calendarAckMessageSchema, guarded(handler)),
    async send(vehicle, command) {
      if (await ovms?.send(vehicle.vin, command)) return;
      await link.publish(topics.vehicle(vehicle.vin, "command"), command, { qos: 1 });
    },
    refuses: async (vehicle, command) => (await ovms?.refuses(vehicle.vin, command)) ?? false,
    operate: async (vin, operation) => (await asOperator()).publish(topics.vehicle(vin, "operate"), operation),
    display: (vin, message) => link.publish(topics.vehicle(vin, "display"), message, { qos: 1 }),
    screenOf: (vin) => screens.get(vin),
    connectedVehicles: () => presence.connectedCount(),
    isOnline: (vin) => presence.isOnline(vin),
    onPresence: (listener) => presence.subscribe(listener),
    configureSimulation: async (vin, settings) => (await asOperator()).publish(topics.vehicle(vin, "settings"), settings, { retain: true }),
    async close() {
      ovms?.close();
      // An operator connection that never came up has nothing to close.
      if (operatorLink)
        await operatorLink.then(
          (opened) => opened.close(),
          () => {},
        );
      await link.close();
    },
  };
}

export type VehicleLinkGateway = Awaited<ReturnType<typeof connectVehicleLinkGateway>>;
