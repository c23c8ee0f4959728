import type { ProfileCategory } from "@carport/protocol";

/** The settings of driver profiles (the upui tree), with their labels in English and French. */

export type Text = { en: string; fr: string };
const t = (en: string, fr: string): Text => ({ en, fr });
/** A label in one language (the end-to-end tests read the tree's labels with it too). */
export { inLanguage as pick } from "../../texts/server-texts.ts";

/** What a setting is, before it is read in a language and given its current value. */
export interface ElementDefinition {
  elementName: string;
  elementType: "TOGGLE" | "SLIDER" | "LIST";
  label: Text;
  category: ProfileCategory;
  defaultValue: string;
  /** TOGGLE and LIST: the allowed values with their labels. */
  options?: Array<{ value: string; label: Text }>;
  /** SLIDER: the allowed values are min, min + step, ... max. */
  range?: { min: number; max: number; step: number; unit: string };
  /** Present only on vehicles where it applies (electric drive, seat heating...). */
  appliesTo?: (vehicle: ProfileVehicle) => boolean;
}

interface SubGroupDefinition {
  id: string;
  label: Text;
  elements: ElementDefinition[];
}

export interface GroupDefinition {
  id: string;
  label: Text;
  subGroups: SubGroupDefinition[];
}

/** What of a vehicle decides which settings its profiles have. */
export interface ProfileVehicle {
  fuel_kind_code: string;
  model_year: string;
  model_code: string;
}

type Options = NonNullable<ElementDefinition["options"]>;

/** A TOGGLE's or LIST's choices, each as [value, English, French]. */
const choices = (...entries: Array<[value: string, en: string, fr: string]>): Options =>
  entries.map(([value, en, fr]) => ({ value, label: t(en, fr) }));

/** A group of the settings menu and its sub-groups. */
const group = (id: string, label: Text, ...subGroups: SubGroupDefinition[]): GroupDefinition => ({ id, label, subGroups });

/** A sub-group and its settings, in menu order. */
const subGroup = (id: string, label: Text, ...elements: ElementDefinition[]): SubGroupDefinition => ({ id, label, elements });

const ON_OFF = choices(["0", "Off", "Désactivé"], ["1", "On", "Activé"]);
const LEVELS = choices(["0", "Off", "Désactivé"], ["1", "Low", "Faible"], ["2", "Medium", "Moyen"], ["3", "High", "Élevé"]);

const toggle = (
  elementName: string,
  category: ProfileCategory,
  label: Text,
  defaultValue: "0" | "1",
  appliesTo?: ElementDefinition["appliesTo"],
): ElementDefinition => ({
  elementName,
  elementType: "TOGGLE",
  label,
  category,
  defaultValue,
  options: ON_OFF,
  ...(appliesTo ? { appliesTo } : {}),
});
const list = (
  elementName: string,
  category: ProfileCategory,
  label: Text,
  defaultValue: string,
  options: Options,
  appliesTo?: ElementDefinition["appliesTo"],
): ElementDefinition => ({
  elementName,
  elementType: "LIST",
  label,
  category,
  defaultValue,
  options,
  ...(appliesTo ? { appliesTo } : {}),
});
const slider = (
  elementName: string,
  category: ProfileCategory,
  label: Text,
  defaultValue: string,
  range: NonNullable<ElementDefinition["range"]>,
): ElementDefinition => ({
  elementName,
  elementType: "SLIDER",
  label,
  category,
  defaultValue,
  range,
});

const electric = (v: ProfileVehicle) => v.fuel_kind_code === "E" || v.fuel_kind_code === "P";
const heatedSeats = (v: ProfileVehicle) => v.model_year >= "2022";

export const CATEGORY_LABELS: Record<ProfileCategory, Text> = {
  SEAT: t("Seat", "Siège"),
  MIRROR: t("Mirrors", "Rétroviseurs"),
  CLIMATE: t("Climate", "Climatisation"),
  AUDIO: t("Audio", "Audio"),
  DRIVING: t("Driving", "Conduite"),
  LIGHTING: t("Display and lighting", "Affichage et éclairage"),
};

/** Every setting a driver profile can hold, grouped as the vehicle's settings menu groups them. */
export const TREE: GroupDefinition[] = [
  group(
    "seatAndMirrors",
    t("Seat and mirrors", "Siège et rétroviseurs"),
    subGroup(
      "seatPositionMemory",
      t("Driver seat position memory", "Mémoire de position du siège du conducteur"),
      toggle(
        "seatPositionRecall",
        "SEAT",
        t(
          "Move the seat to this profile's position when it is selected",
          "Placer le siège à la position de ce profil lorsqu'il est sélectionné",
        ),
        "1",
      ),
      slider("seatSlidePosition", "SEAT", t("Seat fore-aft position", "Position avant-arrière du siège"), "50", {
        min: 0,
        max: 100,
        step: 5,
        unit: "%",
      }),
      slider("seatHeightPosition", "SEAT", t("Seat height", "Hauteur du siège"), "40", { min: 0, max: 100, step: 5, unit: "%" }),
      slider("seatbackAngle", "SEAT", t("Seatback angle", "Inclinaison du dossier"), "25", { min: 10, max: 45, step: 1, unit: "°" }),
      list(
        "seatEasyAccess",
        "SEAT",
        t("Seat easy access when getting out", "Accès facile au siège à la sortie"),
        "1",
        choices(["0", "Off", "Désactivé"], ["1", "Normal", "Normal"], ["2", "Extended", "Prolongé"]),
      ),
    ),
    subGroup(
      "mirrors",
      t("Outside mirrors", "Rétroviseurs extérieurs"),
      toggle(
        "mirrorPositionRecall",
        "MIRROR",
        t("Move the mirrors to this profile's position", "Placer les rétroviseurs à la position de ce profil"),
        "1",
      ),
      toggle(
        "mirrorAutoFold",
        "MIRROR",
        t("Fold the mirrors when the doors lock", "Replier les rétroviseurs au verrouillage des portières"),
        "1",
      ),
      toggle(
        "mirrorReverseTilt",
        "MIRROR",
        t("Tilt the passenger mirror down in reverse", "Incliner le rétroviseur passager en marche arrière"),
        "0",
      ),
    ),
  ),
  group(
    "climatePreferences",
    t("Climate preferences", "Préférences de climatisation"),
    subGroup(
      "temperatureAndAir",
      t("Temperature and airflow", "Température et débit d'air"),
      slider("climateTemperature", "CLIMATE", t("Cabin temperature", "Température de l'habitacle"), "21", {
        min: 16,
        max: 30,
        step: 0.5,
        unit: "°C",
      }),
      list(
        "climateFanSpeed",
        "CLIMATE",
        t("Fan speed", "Vitesse du ventilateur"),
        "AUTO",
        choices(
          ["AUTO", "Automatic", "Automatique"],
          ...["1", "2", "3", "4", "5", "6", "7", "8"].map((value): [string, string, string] => [
            value,
            `Speed ${value}`,
            `Vitesse ${value}`,
          ]),
        ),
      ),
      toggle("climateAutoRecirculation", "CLIMATE", t("Automatic air recirculation", "Recirculation d'air automatique"), "1"),
      toggle("climateAutoDefog", "CLIMATE", t("Automatic defogging", "Désembuage automatique"), "1"),
    ),
    subGroup(
      "comfort",
      t("Comfort at start", "Confort au démarrage"),
      toggle(
        "steeringWheelHeatAuto",
        "CLIMATE",
        t("Heated steering wheel at start in cold weather", "Volant chauffant au démarrage par temps froid"),
        "0",
      ),
      list(
        "driverSeatHeatAuto",
        "CLIMATE",
        t("Driver seat heating at start", "Chauffage du siège du conducteur au démarrage"),
        "0",
        LEVELS,
        heatedSeats,
      ),
      list(
        "driverSeatVentAuto",
        "CLIMATE",
        t("Driver seat ventilation at start", "Ventilation du siège du conducteur au démarrage"),
        "0",
        LEVELS,
        heatedSeats,
      ),
    ),
  ),
  group(
    "audio",
    t("Audio", "Audio"),
    subGroup(
      "sound",
      t("Sound", "Son"),
      slider("audioStartVolume", "AUDIO", t("Volume at start", "Volume au démarrage"), "12", { min: 0, max: 35, step: 1, unit: "" }),
      list(
        "audioSource",
        "AUDIO",
        t("Source at start", "Source au démarrage"),
        "LAST",
        choices(
          ["LAST", "Last used", "Dernière utilisée"],
          ["FM", "FM radio", "Radio FM"],
          ["AM", "AM radio", "Radio AM"],
          ["BT", "Bluetooth audio", "Audio Bluetooth"],
          ["USB", "USB", "USB"],
        ),
      ),
      list("audioSpeedVolume", "AUDIO", t("Speed-dependent volume", "Volume selon la vitesse"), "1", LEVELS),
      toggle("audioNavigationMix", "AUDIO", t("Lower the audio during navigation guidance", "Baisser l'audio pendant le guidage"), "1"),
    ),
  ),
  group(
    "driving",
    t("Driving", "Conduite"),
    subGroup(
      "driveMode",
      t("Drive mode", "Mode de conduite"),
      list(
        "driveMode",
        "DRIVING",
        t("Drive mode at start", "Mode de conduite au démarrage"),
        "NORMAL",
        choices(["ECO", "Eco", "Éco"], ["NORMAL", "Normal", "Normal"], ["SPORT", "Sport", "Sport"], ["SNOW", "Snow", "Neige"]),
      ),
      list(
        "steeringFeel",
        "DRIVING",
        t("Steering feel", "Sensation de la direction"),
        "COMFORT",
        choices(["COMFORT", "Comfort", "Confort"], ["SPORT", "Sport", "Sport"]),
      ),
      list(
        "regenerativeBrakingLevel",
        "DRIVING",
        t("Regenerative braking level", "Niveau de freinage régénératif"),
        "1",
        choices(
          ["0", "Level 0 (coasting)", "Niveau 0 (roue libre)"],
          ["1", "Level 1", "Niveau 1"],
          ["2", "Level 2", "Niveau 2"],
          ["3", "Level 3 (one pedal)", "Niveau 3 (une seule pédale)"],
        ),
        electric,
      ),
    ),
    subGroup(
      "driverAssistance",
      t("Driver assistance", "Aide à la conduite"),
      toggle("laneKeepingAssist", "DRIVING", t("Lane keeping assist", "Aide au maintien dans la voie"), "1"),
      list(
        "forwardCollisionWarningTiming",
        "DRIVING",
        t("Forward collision warning timing", "Moment de l'alerte de collision avant"),
        "NORMAL",
        choices(["EARLY", "Early", "Tôt"], ["NORMAL", "Normal", "Normal"], ["LATE", "Late", "Tard"]),
      ),
      list("warningVolume", "DRIVING", t("Warning volume", "Volume des alertes"), "2", LEVELS.slice(1)),
    ),
  ),
  group(
    "displayAndLighting",
    t("Display and lighting", "Affichage et éclairage"),
    subGroup(
      "display",
      t("Instrument cluster", "Tableau de bord"),
      list(
        "clusterTheme",
        "LIGHTING",
        t("Cluster theme", "Thème du tableau de bord"),
        "CLASSIC",
        choices(
          ["CLASSIC", "Classic", "Classique"],
          ["MODERN", "Modern", "Moderne"],
          ["DYNAMIC", "Linked to drive mode", "Selon le mode de conduite"],
        ),
      ),
      toggle("headUpDisplay", "LIGHTING", t("Head-up display", "Affichage tête haute"), "1"),
      list(
        "ambientLightColour",
        "LIGHTING",
        t("Ambient light colour", "Couleur de l'éclairage d'ambiance"),
        "WHITE",
        choices(
          ["WHITE", "White", "Blanc"],
          ["BLUE", "Blue", "Bleu"],
          ["GREEN", "Green", "Vert"],
          ["RED", "Red", "Rouge"],
          ["PURPLE", "Purple", "Violet"],
        ),
      ),
    ),
    subGroup(
      "lights",
      t("Lights", "Feux"),
      list(
        "headlampEscort",
        "LIGHTING",
        t("Headlights stay on after you leave", "Feux allumés après votre départ"),
        "30",
        choices(
          ["0", "Off", "Désactivé"],
          ["15", "15 seconds", "15 secondes"],
          ["30", "30 seconds", "30 secondes"],
          ["60", "60 seconds", "60 secondes"],
        ),
      ),
      toggle("welcomeLights", "LIGHTING", t("Welcome lights when you approach", "Éclairage d'accueil à votre approche"), "1"),
    ),
  ),
];
