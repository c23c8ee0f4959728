import type { CONNECTION_TYPES, KEY_LOCATIONS, SUPPORT_FEATURE_CODES } from "@carport/protocol";

type Text = { en: string; fr: string };
const t = (en: string, fr: string): Text => ({ en, fr });

/** The features a support request can be about, as the form lists them. */
export const SUPPORT_FEATURES: Record<(typeof SUPPORT_FEATURE_CODES)[number], Text> = {
  REMOTE_LOCK: t("Remote lock and unlock", "Verrouillage et déverrouillage à distance"),
  REMOTE_START: t("Remote engine start", "Démarrage à distance du moteur"),
  REMOTE_CLIMATE: t("Remote climate", "Climatisation à distance"),
  HORN_LIGHTS: t("Horn and lights", "Klaxon et phares"),
  CHARGING: t("Charging and charge schedules", "Recharge et horaires de recharge"),
  VEHICLE_STATUS: t("Vehicle status", "État du véhicule"),
  VEHICLE_HEALTH: t("Vehicle health and monthly report", "Santé du véhicule et rapport mensuel"),
  NOTIFICATIONS: t("Notifications", "Notifications"),
  DRIVER_PROFILES: t("Driver profiles and second driver", "Profils de conducteur et deuxième conducteur"),
  DIGITAL_KEY: t("Digital key", "Clé numérique"),
  ACCOUNT: t("Account, password or PIN", "Compte, mot de passe ou NIP"),
  OTHER: t("Something else", "Autre chose"),
};

export const KEY_LOCATION_NAMES: Record<(typeof KEY_LOCATIONS)[number], Text> = {
  IN_VEHICLE: t("In the vehicle", "Dans le véhicule"),
  NEAR_VEHICLE: t("Near the vehicle (within 2 m)", "Près du véhicule (moins de 2 m)"),
  AWAY_FROM_VEHICLE: t("Away from the vehicle", "Loin du véhicule"),
  UNKNOWN: t("I don't know", "Je ne sais pas"),
};

export const CONNECTION_TYPE_NAMES: Record<(typeof CONNECTION_TYPES)[number], Text> = {
  WIFI: t("Wi-Fi", "Wi-Fi"),
  CELLULAR: t("Mobile data", "Données cellulaires"),
  WIRED: t("Wired (computer)", "Filaire (ordinateur)"),
  UNKNOWN: t("I don't know", "Je ne sais pas"),
};

/** A frequently asked question: for every brand line, or only G (gen) or H (hacc, kci). `{brand}` is the brand's name. */
export interface FaqEntry {
  faqId: string;
  line: "ALL" | "G" | "H";
  category: "ACCOUNT" | "REMOTE" | "EV" | "PROFILES" | "SERVICE";
  question: Text;
  answer: Text;
}

export const FAQ_CATEGORIES: Record<FaqEntry["category"], Text> = {
  ACCOUNT: t("Account and security", "Compte et sécurité"),
  REMOTE: t("Remote commands", "Commandes à distance"),
  EV: t("Electric vehicles", "Véhicules électriques"),
  PROFILES: t("Driver profiles", "Profils de conducteur"),
  SERVICE: t("Service and support", "Entretien et soutien"),
};

export const FAQ: FaqEntry[] = [
  {
    faqId: "FAQ-001",
    line: "ALL",
    category: "ACCOUNT",
    question: t(
      "Why do I have to enter my PIN for every remote command?",
      "Pourquoi dois-je entrer mon NIP pour chaque commande à distance ?",
    ),
    answer: t(
      "Remote commands act on your real vehicle. Your 4-digit PIN confirms that you, and not someone who found your open session, sends them. After 5 wrong PINs in a row, remote commands lock until you reset your PIN in your account settings.",
      "Les commandes à distance agissent sur votre véritable véhicule. Votre NIP à 4 chiffres confirme que c'est bien vous qui les envoyez, et non quelqu'un qui aurait trouvé votre session ouverte. Après 5 NIP erronés de suite, les commandes à distance sont verrouillées jusqu'à ce que vous réinitialisiez votre NIP dans les paramètres de votre compte.",
    ),
  },
  {
    faqId: "FAQ-002",
    line: "ALL",
    category: "ACCOUNT",
    question: t("I forgot my password. What do I do?", "J'ai oublié mon mot de passe. Que dois-je faire ?"),
    answer: t(
      "Choose 'Forgot password' on the sign-in page and enter your e-mail address. {brand} sends you a link to choose a new password; it works once and expires after one hour.",
      "Choisissez « Mot de passe oublié » sur la page de connexion et entrez votre adresse courriel. {brand} vous envoie un lien pour choisir un nouveau mot de passe ; il ne fonctionne qu'une fois et expire après une heure.",
    ),
  },
  {
    faqId: "FAQ-003",
    line: "ALL",
    category: "REMOTE",
    question: t("How long does a remote command take?", "Combien de temps prend une commande à distance ?"),
    answer: t(
      "Usually a few seconds. The vehicle must have cellular coverage; if it does not answer within 30 seconds, the command is shown as failed and nothing changes. Up to 50 commands per vehicle can be sent each day.",
      "Habituellement quelques secondes. Le véhicule doit avoir une couverture cellulaire ; s'il ne répond pas dans les 30 secondes, la commande est indiquée comme échouée et rien ne change. Jusqu'à 50 commandes par véhicule peuvent être envoyées chaque jour.",
    ),
  },
  {
    faqId: "FAQ-004",
    line: "ALL",
    category: "REMOTE",
    question: t("Why can't I start my vehicle remotely?", "Pourquoi ne puis-je pas démarrer mon véhicule à distance ?"),
    answer: t(
      "Remote start needs a vehicle with remote ignition, closed doors, hood and trunk, and the vehicle in Park. Electric vehicles use remote climate instead of remote start.",
      "Le démarrage à distance exige un véhicule équipé de l'allumage à distance, des portières, un capot et un coffre fermés, et le levier en position de stationnement. Les véhicules électriques utilisent plutôt la climatisation à distance.",
    ),
  },
  {
    faqId: "FAQ-005",
    line: "ALL",
    category: "EV",
    question: t("What does the target charge level do?", "À quoi sert le niveau de charge cible ?"),
    answer: t(
      "Charging stops when the battery reaches the target you set for each plug type, in steps of 10%. Keeping daily charging at 80% or less helps the battery last.",
      "La recharge s'arrête lorsque la batterie atteint la cible que vous avez fixée pour chaque type de prise, par tranches de 10 %. Limiter la recharge quotidienne à 80 % ou moins aide la batterie à durer.",
    ),
  },
  {
    faqId: "FAQ-006",
    line: "ALL",
    category: "EV",
    question: t("How do off-peak charging hours work?", "Comment fonctionnent les heures de recharge creuses ?"),
    answer: t(
      "When off-peak charging is on, a plugged-in vehicle waits for the off-peak window you set (weekdays, and weekends on some models) before it starts charging.",
      "Lorsque la recharge en heures creuses est activée, un véhicule branché attend la plage horaire que vous avez définie (en semaine, et la fin de semaine sur certains modèles) avant de commencer à se recharger.",
    ),
  },
  {
    faqId: "FAQ-007",
    line: "ALL",
    category: "PROFILES",
    question: t("How do I share my vehicle with a second driver?", "Comment partager mon véhicule avec un deuxième conducteur ?"),
    answer: t(
      "Open Driver profiles and invite the second driver by e-mail. Once they accept with their own {brand} account, they have their own profile in your vehicle and can check its status, lock and unlock it and use climate with their own PIN. You can end the share at any time.",
      "Ouvrez Profils de conducteur et invitez le deuxième conducteur par courriel. Dès qu'il accepte avec son propre compte {brand}, il a son propre profil dans votre véhicule et peut consulter son état, le verrouiller, le déverrouiller et utiliser la climatisation avec son propre NIP. Vous pouvez mettre fin au partage en tout temps.",
    ),
  },
  {
    faqId: "FAQ-008",
    line: "ALL",
    category: "PROFILES",
    question: t("What does a driver profile remember?", "Que retient un profil de conducteur ?"),
    answer: t(
      "Seat and mirror positions, climate, audio, drive mode, driver assistance and display preferences. Each vehicle holds three profiles for its primary driver and one shared profile.",
      "Les positions du siège et des rétroviseurs, la climatisation, l'audio, le mode de conduite, l'aide à la conduite et les préférences d'affichage. Chaque véhicule contient trois profils pour son conducteur principal et un profil partagé.",
    ),
  },
  {
    faqId: "FAQ-009",
    line: "H",
    category: "SERVICE",
    question: t("How do I book a service appointment?", "Comment prendre rendez-vous pour l'entretien ?"),
    answer: t(
      "From your vehicle's health page, choose 'Schedule service': your dealer's booking page opens with your vehicle already filled in.",
      "Depuis la page de santé de votre véhicule, choisissez « Planifier l'entretien » : la page de réservation de votre concessionnaire s'ouvre avec votre véhicule déjà indiqué.",
    ),
  },
  {
    faqId: "FAQ-010",
    line: "G",
    category: "SERVICE",
    question: t("How does {brand} valet service pickup work?", "Comment fonctionne le service de cueillette {brand} ?"),
    answer: t(
      "Book service from your vehicle's health page and choose pickup: your {brand} retailer collects the vehicle at your address and brings it back once the service is done.",
      "Réservez l'entretien depuis la page de santé de votre véhicule et choisissez la cueillette : votre détaillant {brand} vient chercher le véhicule à votre adresse et le ramène une fois l'entretien terminé.",
    ),
  },
  {
    faqId: "FAQ-011",
    line: "ALL",
    category: "SERVICE",
    question: t("How do I contact support about a problem?", "Comment joindre le soutien au sujet d'un problème ?"),
    answer: t(
      "Signed in, open Contact us and choose e-mail support. Say which vehicle, which feature, and when the problem happened (in UTC); the request reaches the support team with its number.",
      "Une fois connecté, ouvrez Nous joindre et choisissez le soutien par courriel. Indiquez le véhicule, la fonction et le moment du problème (en UTC) ; la demande parvient à l'équipe de soutien avec son numéro.",
    ),
  },
];
