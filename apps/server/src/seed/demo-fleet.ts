import type { BrandCode } from "@carport/protocol";
import type { FactoryVehicle } from "../modules/fleet/factory-repository.ts";

/** The demo owner of every brand: demo@<brand>.test. */
export const DEMO_PASSWORD = "Demo-Pass-2026!";
export const DEMO_PIN = "2580";
export const demoEmail = (brand: BrandCode) => `demo@${brand}.test`;

/**
 * A second demo owner of brand hacc, without a vehicle of their own, for trying the second-driver
 * invitation: demo@hacc.test invites this address, which accepts or declines signed in as it.
 */
export const SECOND_DEMO_OWNER = {
  brand: "hacc",
  email: "second@hacc.test",
  firstName: "Alex",
  lastName: "Martin",
  postalCode: "H2X 1Y4",
} as const;

/** The demo's cars are Carport's own: they always say whether they are CCS2 and start remotely. */
type Model = Omit<
  FactoryVehicle,
  "vin" | "brand" | "ownerFirstName" | "ownerLastName" | "ownerPostalCode" | "dealerToken" | "dealerCode" | "isCcs2" | "remoteIgnition"
> & { isCcs2: boolean; remoteIgnition: boolean };

export interface DemoVehicle {
  vin: string;
  model: Model;
  /**
   * Enrolled to the demo owner with this nickname; absent: only in the factory record.
   * `enrollmentStatus` 1 or 2: enrolled from the car or by the dealer, waiting for the owner's
   * proof in the full enrollment or the add-vehicle dialog (4 when absent).
   */
  enrolled?: {
    nickname: string;
    isDefault?: boolean;
    suspended?: boolean;
    enrollmentStatus?: 1 | 2;
    odometer: number;
    status?: { batterySoc?: number; fuelLevel?: number; plugged?: 0 | 1 | 2 };
  };
  owner: { firstName: string; lastName: string; postalCode: string; dealerToken: string };
}

const ev = (modelCode: string, modelName: string, modelYear: string): Model => ({
  modelCode,
  modelName,
  modelYear,
  trim: "Long Range AWD",
  exteriorColor: "Glacier White",
  fuelKindCode: "E",
  genType: "3",
  isCcs2: true,
  remoteIgnition: false,
  mainBatteryType: "84 kWh",
});
const phev = (modelCode: string, modelName: string, modelYear: string): Model => ({
  modelCode,
  modelName,
  modelYear,
  trim: "Preferred",
  exteriorColor: "Deep Blue",
  fuelKindCode: "P",
  genType: "2",
  isCcs2: false,
  remoteIgnition: true,
  mainBatteryType: "13.8 kWh",
});
const gas = (modelCode: string, modelName: string, modelYear: string, remoteIgnition: boolean, genType = "2"): Model => ({
  modelCode,
  modelName,
  modelYear,
  trim: "Luxury",
  exteriorColor: "Phantom Black",
  fuelKindCode: "G",
  genType,
  isCcs2: false,
  remoteIgnition,
  mainBatteryType: "",
});

/** The modem id the factory recorded for a demo car: A1, the VIN's first character, its last 11. */
export const demoMeid = (vin: string) => `A1${vin.slice(0, 1)}${vin.slice(-11)}`;

const hydrogen = (modelCode: string, modelName: string, modelYear: string): Model => ({
  modelCode,
  modelName,
  modelYear,
  trim: "Fuel Cell",
  exteriorColor: "Ocean Teal",
  fuelKindCode: "F",
  genType: "3",
  isCcs2: false,
  remoteIgnition: false,
  mainBatteryType: "1.6 kWh",
});

const OWNER = { firstName: "Dana", lastName: "Tremblay", postalCode: "M5V 2T6" };

/** Per brand: four enrolled vehicles (EV CCS2 gen 3, PHEV, combustion with remote ignition, suspended) and three waiting for registration. */
export const DEMO_FLEET: Record<BrandCode, DemoVehicle[]> = {
  hacc: [
    {
      vin: "2HMAUEC5000000101",
      model: ev("AUR5", "Aurora EV", "2025"),
      enrolled: { nickname: "Aurora", isDefault: true, odometer: 12480, status: { batterySoc: 62, plugged: 2 } },
      owner: { ...OWNER, dealerToken: "HT-4821" },
    },
    {
      vin: "2HMTDPC3000000102",
      model: phev("TDL3", "Tidal Plug-in", "2023"),
      enrolled: { nickname: "Tidal", odometer: 38210, status: { batterySoc: 45, fuelLevel: 70 } },
      owner: { ...OWNER, dealerToken: "HT-4822" },
    },
    {
      vin: "2HMSMGC2000000103",
      model: gas("SMT2", "Summit", "2022", true),
      enrolled: { nickname: "Summit", odometer: 64120, status: { fuelLevel: 55 } },
      owner: { ...OWNER, dealerToken: "HT-4823" },
    },
    {
      vin: "2HMBRGC9000000104",
      model: gas("BRZ9", "Breeze", "2019", false, "1"),
      enrolled: { nickname: "Old Breeze", suspended: true, odometer: 141300 },
      owner: { ...OWNER, dealerToken: "HT-4824" },
    },
    {
      vin: "2HMAUEC5000000201",
      model: ev("AUR5", "Aurora EV", "2025"),
      owner: { firstName: "Alex", lastName: "Martin", postalCode: "H2X 1Y4", dealerToken: "HT-5101" },
    },
    {
      vin: "2HMTDPC4000000202",
      model: phev("TDL4", "Tidal Plug-in", "2024"),
      owner: { firstName: "Sam", lastName: "Gagnon", postalCode: "K1P 5J2", dealerToken: "HT-5102" },
    },
    {
      vin: "2HMSMGC5000000203",
      model: gas("SMT5", "Summit", "2025", true),
      owner: { firstName: "Jordan", lastName: "Roy", postalCode: "V6B 3K9", dealerToken: "HT-5103" },
    },
  ],
  kci: [
    {
      vin: "3KNKTEC5000000101",
      model: ev("KIT5", "Kite EV", "2025"),
      enrolled: { nickname: "Kite", isDefault: true, odometer: 8020, status: { batterySoc: 74, plugged: 1 } },
      owner: { ...OWNER, dealerToken: "KT-3721" },
    },
    {
      vin: "3KNSRPC4000000102",
      model: phev("SOR4", "Sorrel PHEV", "2024"),
      enrolled: { nickname: "Sorrel", odometer: 22500, status: { batterySoc: 30, fuelLevel: 80 } },
      owner: { ...OWNER, dealerToken: "KT-3722" },
    },
    {
      vin: "3KNTLGC3000000103",
      model: gas("TLN3", "Talon", "2023", true),
      enrolled: { nickname: "Talon", odometer: 41800, status: { fuelLevel: 35 } },
      owner: { ...OWNER, dealerToken: "KT-3723" },
    },
    {
      vin: "3KNWRGC8000000104",
      model: gas("WRN8", "Wren", "2018", false, "1"),
      enrolled: { nickname: "Wren", suspended: true, odometer: 168900 },
      owner: { ...OWNER, dealerToken: "KT-3724" },
    },
    {
      vin: "3KNKTEC6000000201",
      model: ev("KIT6", "Kite EV", "2026"),
      owner: { firstName: "Chris", lastName: "Bouchard", postalCode: "G1R 4P5", dealerToken: "KT-6101" },
    },
    {
      vin: "3KNSRPC5000000202",
      model: phev("SOR5", "Sorrel PHEV", "2025"),
      owner: { firstName: "Robin", lastName: "Lavoie", postalCode: "T2P 1J9", dealerToken: "KT-6102" },
    },
    {
      vin: "3KNTLGC5000000203",
      model: gas("TLN5", "Talon", "2025", true),
      owner: { firstName: "Morgan", lastName: "Côté", postalCode: "R3C 0V8", dealerToken: "KT-6103" },
    },
  ],
  gen: [
    {
      vin: "5GNLMEC5000000101",
      model: ev("GLM5", "G-Lumen EV", "2025"),
      enrolled: { nickname: "Lumen", isDefault: true, odometer: 15300, status: { batterySoc: 88, plugged: 0 } },
      owner: { ...OWNER, dealerToken: "GN-2921" },
    },
    {
      vin: "5GNVSPC4000000102",
      model: phev("GVS4", "G-Vista Hybrid", "2024"),
      enrolled: { nickname: "Vista", odometer: 19870, status: { batterySoc: 55, fuelLevel: 60 } },
      owner: { ...OWNER, dealerToken: "GN-2922" },
    },
    {
      vin: "5GNCRGC3000000103",
      model: gas("GCR3", "G-Crest", "2023", true),
      enrolled: { nickname: "Crest", odometer: 33400, status: { fuelLevel: 75 } },
      owner: { ...OWNER, dealerToken: "GN-2923" },
    },
    {
      vin: "5GNARGC9000000104",
      model: gas("GAR9", "G-Arc", "2019", false, "1"),
      enrolled: { nickname: "Arc", suspended: true, odometer: 120500 },
      owner: { ...OWNER, dealerToken: "GN-2924" },
    },
    {
      vin: "5GNLMEC6000000201",
      model: ev("GLM6", "G-Lumen EV", "2026"),
      owner: { firstName: "Taylor", lastName: "Pelletier", postalCode: "E1C 4M3", dealerToken: "GN-7101" },
    },
    {
      vin: "5GNVSPC5000000202",
      model: phev("GVS5", "G-Vista Hybrid", "2025"),
      owner: { firstName: "Casey", lastName: "Fortin", postalCode: "S4P 3Y2", dealerToken: "GN-7102" },
    },
    {
      vin: "5GNCRGC5000000203",
      model: gas("GCR5", "G-Crest", "2025", true),
      owner: { firstName: "Jamie", lastName: "Leblanc", postalCode: "B3H 1T4", dealerToken: "GN-7103" },
    },
  ],
  // The further brand (any unknown brand value) has a demo owner, and no cars of its own.
  other: [],
};

/**
 * A demo owner of brand gen with the rarer cars: a hydrogen fuel-cell car, a first-generation
 * plug-in hybrid and a G2.5 car, plus two cars whose enrollment waits for the owner: one the car
 * enrolled from its screen (status 1, the full enrollment dialog) and one the dealer enrolled at
 * delivery (status 2, the add-vehicle dialog). Both are proven with this owner's data or token.
 */
export const FLEET_DEMO_OWNER = {
  brand: "gen",
  email: "fleet@gen.test",
  firstName: "Noor",
  lastName: "Haddad",
  postalCode: "H3B 2Y5",
} as const;

const FLEET_OWNER = { firstName: FLEET_DEMO_OWNER.firstName, lastName: FLEET_DEMO_OWNER.lastName, postalCode: FLEET_DEMO_OWNER.postalCode };

export const FLEET_DEMO_VEHICLES: DemoVehicle[] = [
  {
    vin: "5GNHYFC5000000301",
    model: hydrogen("GHY5", "G-Hydra FCEV", "2025"),
    enrolled: { nickname: "Hydra", isDefault: true, odometer: 9040, status: { fuelLevel: 70 } },
    owner: { ...FLEET_OWNER, dealerToken: "GN-7301" },
  },
  {
    vin: "5GNVSPC1000000302",
    model: { ...phev("GVS1", "G-Vista Hybrid", "2017"), genType: "1" },
    enrolled: { nickname: "Vista 2017", odometer: 98700, status: { batterySoc: 40, fuelLevel: 50 } },
    owner: { ...FLEET_OWNER, dealerToken: "GN-7302" },
  },
  {
    vin: "5GNCRGC2000000303",
    model: gas("GCR2", "G-Crest", "2021", true, "2.5"),
    enrolled: { nickname: "Crest 2.5", odometer: 52300, status: { fuelLevel: 45 } },
    owner: { ...FLEET_OWNER, dealerToken: "GN-7303" },
  },
  {
    vin: "5GNLMEC6000000304",
    model: ev("GLM6", "G-Lumen EV", "2026"),
    enrolled: { nickname: "New Lumen", enrollmentStatus: 2, odometer: 12 },
    owner: { ...FLEET_OWNER, dealerToken: "GN-7304" },
  },
  {
    vin: "5GNVSPC6000000305",
    model: phev("GVS6", "G-Vista Hybrid", "2026"),
    enrolled: { nickname: "New Vista", enrollmentStatus: 1, odometer: 25 },
    owner: { ...FLEET_OWNER, dealerToken: "GN-7305" },
  },
];
