import { BRAND_NAMES, type BrandCode } from "@carport/protocol";

/** The terms version in force; raising it asks every owner to accept again. */
export const CURRENT_TERMS = { version: "2026.1", tncDate: "20260101" } as const;

/** The bilingual terms and privacy policy text of a brand. */
export function termsText(brand: BrandCode) {
  const name = BRAND_NAMES[brand];
  return {
    tncId: `${brand.toUpperCase()}-TNC-${CURRENT_TERMS.version}`,
    termsEn: [
      `${name} terms of use`,
      `1. These terms govern your use of the ${name} owner portal and the connected services of your vehicle.`,
      "2. Remote commands act on a real vehicle. Make sure it is safe to lock, start, climatize or charge it before you send a command.",
      "3. You keep your password and PIN secret. Anyone who has them can command your vehicle.",
      "4. Connected services depend on cellular coverage and may be unavailable at times.",
      "5. You may end these services at any time by removing your vehicle from your account.",
    ].join("\n\n"),
    termsFr: [
      `Conditions d'utilisation de ${name}`,
      `1. Les présentes conditions régissent votre utilisation du portail des propriétaires ${name} et des services connectés de votre véhicule.`,
      "2. Les commandes à distance agissent sur un véritable véhicule. Assurez-vous qu'il est sécuritaire de le verrouiller, de le démarrer, de le climatiser ou de le recharger avant d'envoyer une commande.",
      "3. Vous gardez votre mot de passe et votre NIP secrets. Quiconque les possède peut commander votre véhicule.",
      "4. Les services connectés dépendent de la couverture cellulaire et peuvent être parfois indisponibles.",
      "5. Vous pouvez mettre fin à ces services en tout temps en retirant votre véhicule de votre compte.",
    ].join("\n\n"),
    privacyEn: [
      `${name} privacy policy`,
      "We collect your account details, your vehicle's status and location, and the commands you send, to provide the connected services.",
      "We do not sell your personal information. You may ask for a copy of your data or its deletion at any time through support.",
    ].join("\n\n"),
    privacyFr: [
      `Politique de confidentialité de ${name}`,
      "Nous recueillons les renseignements de votre compte, l'état et la position de votre véhicule et les commandes que vous envoyez, afin de fournir les services connectés.",
      "Nous ne vendons pas vos renseignements personnels. Vous pouvez en tout temps demander une copie de vos données ou leur suppression auprès du soutien.",
    ].join("\n\n"),
  };
}

/** Version and date of the feature and emergency-service terms (apart from the terms of use). */
export const SERVICE_TERMS = { version: "2026.1", tncDate: "20260101" } as const;

type Text = { en: string; fr: string };

/** The terms of each connected feature of a brand, in both languages. */
export function featureTermsText(brand: BrandCode): Array<{ featureCode: string; title: Text; content: Text }> {
  const name = BRAND_NAMES[brand];
  return [
    {
      featureCode: "REMOTE_COMMANDS",
      title: { en: "Remote commands", fr: "Commandes à distance" },
      content: {
        en: `${name} remote commands (lock, unlock, start, climate, horn and lights, charging) need your PIN each time. Only send one when the vehicle is parked in a safe, ventilated place; never start a vehicle in a closed garage.`,
        fr: `Les commandes à distance ${name} (verrouillage, déverrouillage, démarrage, climatisation, klaxon et phares, recharge) exigent votre NIP chaque fois. N'en envoyez une que si le véhicule est stationné dans un endroit sûr et aéré ; ne démarrez jamais un véhicule dans un garage fermé.`,
      },
    },
    {
      featureCode: "VEHICLE_LOCATION",
      title: { en: "Vehicle location", fr: "Position du véhicule" },
      content: {
        en: "When you ask where your vehicle is, it sends its position once. Only you see it: a second driver cannot locate your vehicle.",
        fr: "Lorsque vous demandez où se trouve votre véhicule, il envoie sa position une fois. Vous seul la voyez : un deuxième conducteur ne peut pas localiser votre véhicule.",
      },
    },
    {
      featureCode: "DRIVER_PROFILES",
      title: { en: "Driver profiles and second drivers", fr: "Profils de conducteur et deuxièmes conducteurs" },
      content: {
        en: "A second driver you invite gets their own profile in your vehicle and may check its status, lock, unlock and use climate with their own PIN. You can end the share at any time; they can too.",
        fr: "Le deuxième conducteur que vous invitez obtient son propre profil dans votre véhicule et peut consulter son état, le verrouiller, le déverrouiller et utiliser la climatisation avec son propre NIP. Vous pouvez mettre fin au partage en tout temps ; lui aussi.",
      },
    },
    {
      featureCode: "DIGITAL_KEY",
      title: { en: "Digital key", fr: "Clé numérique" },
      content: {
        en: `On models that support it, a ${name} digital key on your phone opens and starts the vehicle. Keep your phone locked with a passcode; report a lost phone to support at once.`,
        fr: `Sur les modèles qui la prennent en charge, une clé numérique ${name} sur votre téléphone ouvre et démarre le véhicule. Verrouillez votre téléphone avec un code ; signalez sans délai la perte de votre téléphone au soutien.`,
      },
    },
    {
      featureCode: "SERVICE_APPOINTMENT",
      title: { en: "Service appointments", fr: "Rendez-vous d'entretien" },
      content: {
        en: "When you book a service appointment, your name, e-mail address and vehicle are handed to your dealer for that appointment only.",
        fr: "Lorsque vous prenez rendez-vous pour l'entretien, votre nom, votre adresse courriel et votre véhicule sont transmis à votre concessionnaire pour ce rendez-vous seulement.",
      },
    },
  ];
}

/** The emergency-service (SOS button, automatic collision notification) terms of a brand. */
export function emergencyTermsText(brand: BrandCode): { title: Text; content: Text } {
  const name = BRAND_NAMES[brand];
  return {
    title: { en: `${name} emergency services terms`, fr: `Conditions des services d'urgence ${name}` },
    content: {
      en: [
        `1. When an airbag deploys or you press the SOS button, your vehicle calls the ${name} response centre and sends its position, direction and the number of occupants it detects.`,
        "2. The response centre may contact emergency services (911) and give them this information. It does not replace calling 911 yourself when you can.",
        "3. Emergency services need cellular coverage and a working vehicle battery; they may be unavailable in some areas or after severe damage.",
        "4. Emergency calls are recorded and kept for 90 days to improve the service, then deleted.",
      ].join("\n\n"),
      fr: [
        `1. Lorsqu'un coussin gonflable se déploie ou que vous appuyez sur le bouton SOS, votre véhicule appelle le centre d'intervention ${name} et transmet sa position, sa direction et le nombre d'occupants qu'il détecte.`,
        "2. Le centre d'intervention peut communiquer avec les services d'urgence (911) et leur transmettre ces renseignements. Il ne remplace pas un appel au 911 de votre part lorsque vous le pouvez.",
        "3. Les services d'urgence exigent une couverture cellulaire et une batterie du véhicule en état de marche ; ils peuvent être indisponibles dans certaines régions ou après des dommages importants.",
        "4. Les appels d'urgence sont enregistrés et conservés 90 jours afin d'améliorer le service, puis supprimés.",
      ].join("\n\n"),
    },
  };
}
