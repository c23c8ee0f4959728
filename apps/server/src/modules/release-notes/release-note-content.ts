import type { BrandCode, ReleaseNote } from "@carport/protocol";

/** A release note and the brand whose models it is for. */
export interface StoredReleaseNote extends ReleaseNote {
  brand: BrandCode;
}

/**
 * The over-the-air update notes of the demo models. Brand kci publishes none (its release notes
 * are unavailable, vehicle-area.md 2).
 */
export const RELEASE_NOTES: StoredReleaseNote[] = [
  {
    brand: "hacc",
    noteId: "hacc-aur5-2026-02",
    title: "Aurora EV software update 2026.02",
    title_fr: "Mise à jour logicielle de l'Aurora EV 2026.02",
    releaseDate: "20260215",
    yearModels: ["2025", "2026"],
    swVersion: "AUR5.CAN.S5W_L.002.001.260210",
    features: [
      {
        sequence: 1,
        title: "Battery preconditioning for fast charging",
        title_fr: "Préconditionnement de la batterie pour la recharge rapide",
        content: "When you navigate to a DC fast charger, the battery now warms up on the way so it charges faster in cold weather.",
        content_fr:
          "Lorsque vous naviguez vers une borne de recharge rapide, la batterie se réchauffe maintenant en route pour se recharger plus vite par temps froid.",
      },
      {
        sequence: 2,
        title: "Driver profiles follow the digital key",
        title_fr: "Les profils de conducteur suivent la clé numérique",
        content: "The vehicle selects your driver profile (seat, mirrors, climate) as soon as it recognizes your phone.",
        content_fr:
          "Le véhicule sélectionne votre profil de conducteur (siège, rétroviseurs, climatisation) dès qu'il reconnaît votre téléphone.",
      },
      {
        sequence: 3,
        title: "Quieter climate at low fan speeds",
        title_fr: "Climatisation plus silencieuse à basse vitesse",
        content: "The blower runs more quietly at speeds 1 to 3.",
        content_fr: "Le ventilateur est plus silencieux aux vitesses 1 à 3.",
      },
    ],
  },
  {
    brand: "hacc",
    noteId: "hacc-tdl3-2025-11",
    title: "Tidal Plug-in software update 2025.11",
    title_fr: "Mise à jour logicielle du Tidal Plug-in 2025.11",
    releaseDate: "20251120",
    yearModels: ["2023", "2024"],
    swVersion: "TDL3.CAN.P2H_L.001.004.251112",
    features: [
      {
        sequence: 1,
        title: "More electric range in Eco mode",
        title_fr: "Plus d'autonomie électrique en mode Éco",
        content: "The engine starts later in Eco mode, for up to 4 km more electric range per charge.",
        content_fr: "Le moteur démarre plus tard en mode Éco, pour jusqu'à 4 km d'autonomie électrique de plus par recharge.",
      },
      {
        sequence: 2,
        title: "Charge schedule reliability",
        title_fr: "Fiabilité des horaires de recharge",
        content: "A charge schedule set from the portal is no longer skipped after the 12-volt battery was disconnected.",
        content_fr: "Un horaire de recharge réglé depuis le portail n'est plus ignoré après le débranchement de la batterie de 12 volts.",
      },
    ],
  },
  {
    brand: "hacc",
    noteId: "hacc-smt2-2025-09",
    title: "Summit software update 2025.09",
    title_fr: "Mise à jour logicielle du Summit 2025.09",
    releaseDate: "20250918",
    yearModels: ["2022", "2023"],
    swVersion: "SMT2.CAN.G2N_L.003.002.250905",
    features: [
      {
        sequence: 1,
        title: "Remote start with seat heating",
        title_fr: "Démarrage à distance avec sièges chauffants",
        content: "A remote start can now also turn on the front seat heaters.",
        content_fr: "Un démarrage à distance peut maintenant aussi allumer les sièges chauffants avant.",
      },
    ],
  },
  {
    brand: "gen",
    noteId: "gen-glm5-2026-01",
    title: "G-Lumen EV software update 2026.01",
    title_fr: "Mise à jour logicielle du G-Lumen EV 2026.01",
    releaseDate: "20260122",
    yearModels: ["2025", "2026"],
    swVersion: "GLM5.CAN.S5G_L.001.006.260115",
    features: [
      {
        sequence: 1,
        title: "Plug and charge",
        title_fr: "Brancher et recharger",
        content: "At compatible public chargers, charging starts and is billed as soon as you plug in: no card or app needed.",
        content_fr:
          "Aux bornes publiques compatibles, la recharge commence et est facturée dès que vous branchez le véhicule : aucune carte ni application requise.",
      },
      {
        sequence: 2,
        title: "Head-up display navigation arrows",
        title_fr: "Flèches de navigation dans l'affichage tête haute",
        content: "Turn-by-turn arrows now appear in the head-up display, sized to your driver profile.",
        content_fr:
          "Les flèches de navigation s'affichent maintenant dans l'affichage tête haute, à la taille de votre profil de conducteur.",
      },
    ],
  },
  {
    brand: "gen",
    noteId: "gen-gvs4-2025-10",
    title: "G-Vista Hybrid software update 2025.10",
    title_fr: "Mise à jour logicielle du G-Vista Hybrid 2025.10",
    releaseDate: "20251008",
    yearModels: ["2024"],
    swVersion: "GVS4.CAN.P2G_L.002.001.251001",
    features: [
      {
        sequence: 1,
        title: "Smoother engine start",
        title_fr: "Démarrage du moteur plus doux",
        content: "The engine joins in more smoothly when you accelerate hard in electric mode.",
        content_fr: "Le moteur prend le relais plus doucement lors d'une forte accélération en mode électrique.",
      },
    ],
  },
];
