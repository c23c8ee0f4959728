import type { ServerTexts } from "./en.ts";

/** The server's French texts: exactly en.ts's keys and parameters (checked by `satisfies`). */

const s = (n: number) => (n > 1 ? "s" : "");

function duration(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} heure${s(minutes / 60)}`;
  return `${minutes} minute${s(minutes)}`;
}

export const fr = {
  colon: "\u00a0:",
  percentSign: "\u00a0%",

  mail: {
    duration,
    greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : "Bonjour,"),
    team: (brand: string) => `L'équipe ${brand}`,
    noReply: "Ce message a été envoyé automatiquement ; merci de ne pas y répondre.",
    ifYou: "Si c'était vous, vous n'avez rien à faire.",
    notAsked: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
    resetMyPassword: "Réinitialiser mon mot de passe",
    unlockMyAccount: "Déverrouiller mon compte",
    codeExpiresOnce: (duration: string) => `Il expire dans ${duration} et ne fonctionne qu'une fois. Ne le communiquez jamais.`,
    signInCode: {
      subject: (brand: string) => `Votre code de connexion ${brand}`,
      intro: (brand: string) => `Quelqu'un se connecte à votre compte ${brand} depuis un nouvel appareil. Pour continuer, entrez ce code :`,
      ifNotYou: "Si ce n'était pas vous, signalez-le et nous verrouillerons votre compte :",
      report: "Signaler cette tentative de connexion",
    },
    passwordReset: {
      subject: (brand: string) => `Réinitialisez votre mot de passe ${brand}`,
      intro: (brand: string) =>
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${brand}. Choisissez un nouveau mot de passe avec ce lien :`,
      expires: (duration: string) => `Le lien ne fonctionne qu'une fois et expire dans ${duration}.`,
    },
    passwordResetCode: {
      subject: (brand: string) => `Votre code de réinitialisation ${brand}`,
      intro: (brand: string) => `Entrez ce code pour choisir un nouveau mot de passe pour votre compte ${brand} :`,
    },
    unlockCode: {
      subject: (brand: string) => `Votre compte ${brand} est verrouillé`,
      intro: (brand: string) =>
        `Votre compte ${brand} a été verrouillé après trop de tentatives de connexion infructueuses. Pour le déverrouiller, entrez ce code sur la page de déverrouillage :`,
      expires: (duration: string) =>
        `Le code expire dans ${duration}. Vous pouvez aussi déverrouiller votre compte en réinitialisant votre mot de passe.`,
      notYours: "Si ces tentatives ne venaient pas de vous, nous vous conseillons de réinitialiser votre mot de passe.",
    },
    fraudNotice: {
      subject: (brand: string) => `Votre compte ${brand} est verrouillé à la suite de votre signalement`,
      intro: (brand: string) =>
        `Merci d'avoir signalé une connexion que vous n'aviez pas demandée. Nous avons verrouillé votre compte ${brand} pour le protéger.`,
      whenReady: "Lorsque vous serez prêt, déverrouillez-le avec ce code sur la page de déverrouillage :",
      expires: (duration: string) => `Le code expire dans ${duration}. Nous vous conseillons aussi de réinitialiser votre mot de passe.`,
      signOutIntro: "Pour déconnecter tous les appareils connectés à votre compte, utilisez ce lien :",
      signOut: "Déconnecter tous les appareils",
    },
    newDevice: {
      subject: (brand: string) => `Nouvelle connexion à votre compte ${brand}`,
      intro: (brand: string, when: string, clientIp: string) =>
        `Votre compte ${brand} a été connecté depuis un nouvel appareil le ${when} (adresse ${clientIp}).`,
      notYou: "Ce n'était pas vous ? Signalez-le : nous verrouillerons votre compte et vous aiderons à déconnecter tous les appareils.",
      report: "Ce n'était pas moi",
    },
    emailConfirmation: {
      subject: (brand: string) => `Confirmez votre adresse courriel ${brand}`,
      intro: (brand: string) =>
        `Bienvenue chez ${brand}. Pour confirmer que cette adresse est la vôtre, entrez ce code une fois connecté :`,
      orLink: "Ou ouvrez ce lien et connectez-vous :",
      confirm: "Confirmer mon adresse courriel",
      expires: (duration: string) =>
        `Le code expire dans ${duration}. Tant que vous n'avez pas confirmé, vous ne pouvez ni ajouter de véhicule ni accepter une invitation de deuxième conducteur.`,
      notCreated: "Si vous n'avez pas créé ce compte, ignorez ce message : l'adresse reste non confirmée.",
    },
    passwordChanged: {
      subject: (brand: string) => `Votre mot de passe ${brand} a été modifié`,
      intro: (brand: string, when: string, clientIp: string) =>
        `Le mot de passe de votre compte ${brand} a été modifié le ${when} (adresse ${clientIp}). Toutes les autres sessions ont été fermées.`,
      ifNot: "Sinon, réinitialisez votre mot de passe dès maintenant :",
    },
    pinChanged: {
      subject: (brand: string) => `Votre NIP ${brand} a été modifié`,
      intro: (brand: string, when: string, clientIp: string) =>
        `Le NIP qui autorise les commandes à distance de votre compte ${brand} a été modifié le ${when} (adresse ${clientIp}).`,
      ifNot: "Sinon, quelqu'un connaît votre mot de passe : réinitialisez-le dès maintenant, puis changez votre NIP.",
    },
    notificationEmailChanged: {
      subject: (brand: string) => `Votre courriel de notification ${brand} a été modifié`,
      intro: (brand: string, newAddress: string, when: string, clientIp: string) =>
        `L'adresse qui reçoit les notifications de votre compte ${brand} a été changée pour ${newAddress} le ${when} (adresse ${clientIp}).`,
      ifNot: "Sinon, réinitialisez votre mot de passe dès maintenant et rétablissez l'adresse dans vos renseignements personnels :",
    },
    carTakenByProof: {
      subject: (brand: string) => `Une voiture a quitté votre compte ${brand}`,
      intro: (brand: string, nickname: string, last4: string) =>
        `Votre voiture ${nickname} (NIV se terminant par ${last4}), ajoutée à votre compte ${brand} depuis votre compte chez le constructeur, n'est plus dans votre compte ${brand}.`,
      whyInCar:
        "Quelqu'un a prouvé dans Carport que la voiture est à lui, avec le code affiché à l'écran de la voiture. Cette preuve passe avant celle d'un compte chez le constructeur : la voiture est passée à son compte.",
      whyDealerToken:
        "Quelqu'un a prouvé dans Carport que la voiture est à lui, avec le jeton d'inscription du concessionnaire. Cette preuve passe avant celle d'un compte chez le constructeur : la voiture est passée à son compte.",
      ifNot:
        "Votre compte chez le constructeur reste lié. Si la voiture est à vous, contactez votre concessionnaire ou le soutien avec son NIV.",
    },
    signInCodeTextMessage: (brand: string, code: string, duration: string) =>
      `${brand} : votre code de connexion est ${code}. Il expire dans ${duration}. Ne le communiquez jamais.`,
    digitalKeyPairing: {
      subject: (brand: string) => `Votre mot de passe de jumelage de clé numérique ${brand}`,
      intro: (modelName: string) =>
        `Votre clé numérique pour votre ${modelName} est inscrite. Pour la jumeler, entrez ce mot de passe dans l'écran du véhicule (Réglages > Clé numérique), téléphone à portée de main :`,
      replaces:
        "Ce mot de passe remplace tout mot de passe de jumelage envoyé auparavant. Si vous n'avez pas demandé de clé numérique, communiquez avec nous.",
    },
    secondDriverInvitation: {
      subject: (inviterName: string, modelName: string, brand: string) =>
        `${inviterName} vous invite à partager son ${modelName} sur ${brand}`,
      intro: (inviterName: string, modelName: string, modelYear: string, brand: string) =>
        `${inviterName} vous invite à devenir deuxième conducteur de son ${modelName} ${modelYear} sur ${brand}.`,
      rights:
        "Comme deuxième conducteur, vous avez votre propre profil de conducteur dans ce véhicule et, depuis votre propre compte et avec votre propre NIP, vous pouvez consulter son état, le verrouiller, le déverrouiller et lancer sa climatisation.",
      signIn: (brand: string) => `Connectez-vous à ${brand} avec cette adresse courriel pour accepter ou refuser l'invitation :`,
      see: "Voir l'invitation",
      noAccount:
        "Vous n'avez pas encore de compte ? Créez-en un avec cette adresse courriel, puis ouvrez ce lien. Si vous ne connaissez pas cette personne, ignorez ce message.",
    },
    supportRequest: {
      subject: (requestId: string, featureName: string, brand: string) => `Demande de soutien ${requestId} : ${featureName} (${brand})`,
      intro: (brand: string) => `Un propriétaire ${brand} a envoyé une demande de soutien depuis le portail.`,
      request: "Demande",
      owner: "Propriétaire",
      vehicle: "Véhicule",
      nickname: (nickname: string) => `« ${nickname} »`,
      feature: "Fonction",
      occurredAt: "Moment du problème",
      keyLocation: "Emplacement de la clé",
      connection: "Connexion",
      notes: "Notes",
      noNotes: "(aucune)",
      replyTo: (email: string) => `Répondez au propriétaire à ${email}, en français.`,
    },
    vehicleNotification: {
      open: "Ouvrir le centre de notifications",
    },
  },

  auth: {
    captchaQuestions: (x: string, y: string) => [
      `Combien font ${x} plus ${y} ? Répondez en chiffres.`,
      `Additionnez ${x} et ${y}, puis saisissez le résultat en chiffres.`,
    ],
    wrongOneTimeCode: (triesLeft: number) =>
      `Le code à usage unique est erroné. ${triesLeft} tentative${s(triesLeft)} restante${s(triesLeft)}.`,
    wrongPin: (left: number) => `NIP incorrect. ${left} tentative${s(left)} restante${s(left)}.`,
    wrongUnlockCode: "Ce code est erroné ou n'est plus valide.",
  },

  nulCharacter: "ne doit pas contenir de caractère NUL",

  profiles: {
    defaultName: (index: number) => `Profil du conducteur ${index}`,
    sharedName: "Profil partagé",
    allCategories: "toutes les catégories",
    settings: (n: number) => `${n} réglage${s(n)}`,
    log: {
      saved: (index: number | null, settings: string, category: string) => `Profil ${index} enregistré : ${settings}, ${category}.`,
      sharedSaved: (settings: string, category: string) => `Profil partagé enregistré : ${settings}, ${category}.`,
      invite: "Invitation envoyée au deuxième conducteur.",
      cancel: "Invitation annulée.",
      accept: "Invitation acceptée : le profil est partagé.",
      decline: "Invitation refusée.",
      unlinkedByPrimary: "Partage terminé par le conducteur principal.",
      unlinkedBySecond: "Partage terminé par le deuxième conducteur.",
    },
    noInvitation: "Vous n'avez aucune invitation en attente.",
    invitation: (firstName: string, modelName: string) =>
      `${firstName} vous invite à devenir deuxième conducteur de son ${modelName} et à y avoir votre propre profil de conducteur.`,
  },

  digitalKeyTerms: {
    title: "Conditions d'utilisation de la clé numérique",
    text: "La clé numérique permet à un téléphone inscrit de verrouiller, de déverrouiller et de démarrer le véhicule. Vous êtes responsable des téléphones que vous jumelez et des clés que vous partagez ; mettez fin à une clé partagée dès qu'elle n'est plus utile. Signalez sans délai la perte d'un téléphone et mettez fin à la clé numérique à partir du portail. La clé numérique ne fonctionne que si l'abonnement aux services connectés du véhicule est actif.",
  },

  manualPage: {
    title: "Guide du propriétaire",
    demo: "Service de guide de démonstration : les chapitres ci-dessous tiennent lieu du guide du constructeur.",
    signedInAs: "Ouvert pour",
    invalidTitle: "Ce lien vers le guide ne peut pas être utilisé",
    invalid: "Il a expiré ou n'est pas valide. Ouvrez de nouveau le guide du propriétaire à partir du portail.",
    chapters: [
      "Découvrir votre véhicule",
      "Sièges et systèmes de sécurité",
      "Recharge et conduite",
      "Clé numérique",
      "Entretien",
      "Caractéristiques techniques",
    ],
  },

  notificationTypes: {
    REMOTE_COMMAND: "Résultats des commandes à distance",
    SCHEDULE: "Recharge et préconditionnement programmés",
    CHARGE_COMPLETE: "Recharge terminée",
    CLIMATE_ENGINE_END: "Fin de la climatisation ou du démarrage à distance",
    VEHICLE_ALARM: "Alarme antivol",
    VEHICLE_WARNING: "Avertissements du véhicule",
    TROUBLE_CODE: "Problèmes de santé du véhicule",
  },

  inbox: {
    commandNames: {
      doorLock: "Verrouillage des portières",
      doorUnlock: "Déverrouillage des portières",
      hornLight: "Klaxon et phares",
      engineStart: "Démarrage à distance",
      engineStop: "Arrêt à distance",
      climateStart: "Démarrage de la climatisation",
      climateStop: "Arrêt de la climatisation",
      chargeStart: "Démarrage de la recharge",
      chargeStop: "Arrêt de la recharge",
      setTargetSoc: "Niveau de charge cible",
      setTargetSocCcs2: "Niveau de charge cible",
      chargeSchedulesSave: "Horaires de recharge",
      hvacSchedulesSave: "Horaires de climatisation",
      chargeWindowSave: "Plage de recharge",
      offPeakSave: "Recharge en heures creuses",
      valetActivate: "Activation du mode voiturier",
      valetDeactivate: "Désactivation du mode voiturier",
      locate: "Localiser mon véhicule",
      refreshStatus: "Actualisation de l'état",
      windowsClose: "Fermeture des vitres",
    },
    messages: {
      DOOR_LOCK_SUCCESS: { title: "Portières verrouillées", body: "Les portières de votre véhicule ont été verrouillées." },
      DOOR_UNLOCK_SUCCESS: { title: "Portières déverrouillées", body: "Les portières de votre véhicule ont été déverrouillées." },
      HORN_LIGHTS_SUCCESS: { title: "Klaxon et phares", body: "Votre véhicule a klaxonné et fait clignoter ses phares." },
      LIGHTS_SUCCESS: { title: "Phares", body: "Votre véhicule a fait clignoter ses phares." },
      ENGINE_START_SUCCESS: { title: "Démarrage à distance", body: "Le moteur de votre véhicule a été démarré à distance." },
      ENGINE_START_CANCEL_SUCCESS: { title: "Arrêt à distance", body: "Le démarrage à distance de votre véhicule a été arrêté." },
      CLIMATE_START_SUCCESS: { title: "Climatisation en marche", body: "La climatisation a démarré dans votre véhicule." },
      CLIMATE_STOP_SUCCESS: { title: "Climatisation arrêtée", body: "La climatisation s'est arrêtée dans votre véhicule." },
      REMOTE_START_CHARGE_SUCCESS: { title: "Recharge commencée", body: "Votre véhicule a commencé à se recharger." },
      REMOTE_STOP_CHARGE_SUCCESS: { title: "Recharge arrêtée", body: "Votre véhicule a cessé de se recharger." },
      TARGET_SOC_SUCCESS: {
        title: "Niveau de charge cible réglé",
        body: "Les niveaux de charge cibles de votre véhicule ont été enregistrés.",
      },
      VALET_ON_SUCCESS: { title: "Mode voiturier activé", body: "Le mode voiturier est activé dans votre véhicule." },
      VALET_OFF_SUCCESS: { title: "Mode voiturier désactivé", body: "Le mode voiturier est désactivé dans votre véhicule." },
      SCHEDULE_SUCCESS: { title: "Horaire enregistré", body: "Votre véhicule a enregistré son nouvel horaire." },
      SCHEDULE_CLIMATE_START: {
        title: "Préconditionnement de l'habitacle",
        body: "Votre véhicule a démarré la climatisation pour un départ prévu.",
      },
      SCHEDULE_CHARGE_START: {
        title: "Recharge en heures creuses commencée",
        body: "Votre véhicule a commencé à se recharger pendant ses heures creuses.",
      },
      SCHEDULE_CHARGE_STOP: {
        title: "Recharge en heures creuses terminée",
        body: "Votre véhicule a cessé de se recharger à la fin de ses heures creuses.",
      },
      LOCATE_SUCCESS: { title: "Véhicule localisé", body: "Votre véhicule a transmis sa position." },
      STATUS_REFRESH_SUCCESS: { title: "État mis à jour", body: "Votre véhicule a transmis un nouvel état." },
      WINDOWS_CLOSE_SUCCESS: { title: "Vitres fermées", body: "Les vitres de votre véhicule ont été fermées." },
      PREVIOUS_REQUEST_WAS_FAILED: { title: "Échec de la commande", body: "La demande n'a pas pu être exécutée." },
      CHARGE_COMPLETE: { title: "Recharge terminée", body: "Votre véhicule a atteint son niveau de charge cible." },
      CLIMATE_ENDED: { title: "Climatisation terminée", body: "La climatisation s'est terminée après la durée choisie." },
      ENGINE_STOPPED: { title: "Moteur arrêté", body: "Le démarrage à distance s'est terminé après le nombre de minutes choisi." },
      VEHICLE_WARNING: { title: "Avertissement du véhicule", body: "Votre véhicule a signalé un avertissement." },
      VEHICLE_TROUBLE_CODE: {
        title: "Problème détecté",
        body: "Votre véhicule a signalé un code d'anomalie. Consultez le diagnostic du véhicule.",
      },
      VEHICLE_ALARM: { title: "Alarme du véhicule", body: "L'alarme de votre véhicule s'est déclenchée." },
    },
  },

  bookingPage: {
    services: {
      MAINTENANCE: "Entretien périodique",
      TIRES: "Changement ou permutation des pneus",
      BATTERY: "Vérification de la batterie ou de la recharge",
      RECALL: "Rappel ou campagne de service",
      DIAGNOSIS: "Un voyant ou un bruit",
      OTHER: "Autre chose",
    },
    title: "Prendre rendez-vous pour l'entretien",
    dealer: "Concessionnaire",
    owner: "Propriétaire",
    vehicle: "Véhicule",
    service: "Service requis",
    date: "Date souhaitée",
    dateHint: "À partir de demain, dans les 90 jours.",
    time: "Heure souhaitée",
    notes: "Notes pour le conseiller au service (facultatif)",
    notesHint: (max: number) => `Au plus ${max} caractères.`,
    submit: "Demander le rendez-vous",
    errors: "Veuillez corriger ce qui suit :",
    choose: "Choisissez…",
    doneTitle: "Rendez-vous demandé",
    done: "Votre concessionnaire le confirmera par courriel.",
    reference: "Référence",
    invalidTitle: "Ce lien ne peut pas être utilisé",
    restart: "Retournez à la page de votre véhicule dans le portail et choisissez de nouveau Planifier l'entretien.",
    fieldErrors: {
      service: "Choisissez le service requis.",
      date: "Entrez une date à partir de demain, dans les 90 jours (aaaa-mm-jj).",
      time: "Choisissez une heure entre 08 h 00 et 16 h 00.",
      notes: (max: number) => `Les notes comptent au plus ${max} caractères.`,
    },
  },
  channels: {
    testTitle: "Message d'essai de Carport",
    testBody: "Les alertes de votre véhicule et les résultats de vos commandes arriveront ici.",
    unsubscribe: "Arrêter ces notifications",
    unsubscribeLine: (url: string) => `Arrêter ces notifications\u00a0: ${url}`,
    page: {
      title: "Arrêter les notifications vers ce destinataire",
      confirm:
        "Carport n'enverra plus les alertes de votre véhicule ni les résultats de vos commandes à ce destinataire. Vous pourrez le réactiver dans vos paramètres de notification.",
      button: "Arrêter les notifications",
      doneTitle: "Notifications arrêtées",
      done: "Plus rien ne sera envoyé à ce destinataire. Réactivez-le dans vos paramètres de notification.",
      invalidTitle: "Ce lien ne peut pas être utilisé",
      invalid: "Le destinataire a été retiré, ou le lien est incomplet.",
    },
  },
  homeAssistant: {
    batteryLevel: "Niveau de la batterie",
    fuelLevel: "Niveau de carburant",
    range: "Autonomie",
    odometer: "Odomètre",
    battery12v: "Batterie 12 V",
    charging: "Recharge",
    chargePower: "Puissance de recharge",
    timeToTarget: "Temps avant la charge cible",
    plug: "Câble de recharge",
    doorFrontLeft: "Portière avant gauche",
    doorFrontRight: "Portière avant droite",
    doorBackLeft: "Portière arrière gauche",
    doorBackRight: "Portière arrière droite",
    trunk: "Coffre",
    hood: "Capot",
    windows: "Vitres",
    sunroof: "Toit ouvrant",
    engine: "Moteur",
    climate: "Climatisation",
    tyrePressure: "Alerte de pression des pneus",
    lowFuel: "Alerte de carburant bas",
    washerFluid: "Alerte de lave-glace",
    brakeFluid: "Alerte de liquide de frein",
    engineOil: "Alerte d’huile moteur",
    smartKeyBattery: "Alerte de pile de la clé intelligente",
    location: "Position",
    doors: "Portières",
    climateStart: "Démarrer la climatisation",
    climateStop: "Arrêter la climatisation",
    engineStart: "Démarrage à distance",
    engineStop: "Arrêter le démarrage à distance",
    chargeStart: "Démarrer la recharge",
    chargeStop: "Arrêter la recharge",
    horn: "Klaxon et phares",
    lights: "Faire clignoter les phares",
    targetAc: "Charge cible (CA)",
    targetDc: "Charge cible (CC)",
    pin: "NIP pour la prochaine commande",
    lastCommand: "Dernière commande",
    commandResult: "Résultat de la commande",
  },
} satisfies ServerTexts;
