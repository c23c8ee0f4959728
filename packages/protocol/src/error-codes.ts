import type { LanguageId } from "./languages.ts";

/**
 * Every error code the server answers, with its description in English and French.
 * Codes and meanings follow protocol.md "Error codes" and the specification's catalogues.
 */
export const ERROR_CODES = {
  "1010": { en: "You have been signed out.", fr: "Vous avez été déconnecté." },
  "7021": {
    en: "Your e-mail address has not been confirmed yet.",
    fr: "Votre adresse courriel n'a pas encore été confirmée.",
  },
  "7022": {
    en: "Confirm your e-mail address first: enter the code we sent to it, or ask for a new one.",
    fr: "Confirmez d'abord votre adresse courriel\u00a0: entrez le code que nous y avons envoyé, ou demandez-en un nouveau.",
  },
  "7023": {
    en: "This confirmation code is wrong or has expired. Check it, or ask for a new one.",
    fr: "Ce code de confirmation est erroné ou a expiré. Vérifiez-le, ou demandez-en un nouveau.",
  },
  "7030": {
    en: "Accept the current terms of use first.",
    fr: "Acceptez d'abord les conditions d'utilisation en vigueur.",
  },
  "7110": {
    en: "A one-time code is required to sign in from this device.",
    fr: "Un code à usage unique est requis pour vous connecter depuis cet appareil.",
  },
  "7202": {
    en: "The vehicle does not exist or does not belong to this account.",
    fr: "Le véhicule n'existe pas ou n'appartient pas à ce compte.",
  },
  "7205": {
    en: "This vehicle is not suspended.",
    fr: "Ce véhicule n'est pas suspendu.",
  },
  "7310": { en: "Incorrect PIN. 4 attempts left.", fr: "NIP incorrect. 4 tentatives restantes." },
  "7311": { en: "Incorrect PIN. 3 attempts left.", fr: "NIP incorrect. 3 tentatives restantes." },
  "7312": { en: "Incorrect PIN. 2 attempts left.", fr: "NIP incorrect. 2 tentatives restantes." },
  "7313": { en: "Incorrect PIN. 1 attempt left.", fr: "NIP incorrect. 1 tentative restante." },
  "7314": { en: "Incorrect PIN.", fr: "NIP incorrect." },
  "7315": { en: "Incorrect PIN.", fr: "NIP incorrect." },
  "7316": {
    en: "Your PIN is locked after 5 incorrect attempts. Reset your PIN to send remote commands.",
    fr: "Votre NIP est verrouillé après 5 tentatives incorrectes. Réinitialisez votre NIP pour envoyer des commandes à distance.",
  },
  "7317": {
    en: "Enter your PIN to authorize this command.",
    fr: "Entrez votre NIP pour autoriser cette commande.",
  },
  "7402": {
    en: "Your account is locked after too many failed sign-in attempts. Reset your password to unlock it.",
    fr: "Votre compte est verrouillé après trop de tentatives de connexion. Réinitialisez votre mot de passe pour le déverrouiller.",
  },
  "7403": {
    en: "Your session has expired. Please sign in again.",
    fr: "Votre session a expiré. Veuillez vous reconnecter.",
  },
  "7404": { en: "Invalid username or password.", fr: "Nom d'utilisateur ou mot de passe invalide." },
  "7405": { en: "This account has been deactivated.", fr: "Ce compte a été désactivé." },
  "7406": {
    en: "Your session ended because your account signed in on another device.",
    fr: "Votre session a pris fin, car votre compte s'est connecté sur un autre appareil.",
  },
  "7407": {
    en: "Please complete the security check to continue.",
    fr: "Veuillez effectuer la vérification de sécurité pour continuer.",
  },
  "7429": {
    en: "Too many requests. Please wait a moment and try again.",
    fr: "Trop de requêtes. Veuillez patienter un moment et réessayer.",
  },
  "7435": {
    en: "Your password has expired. Please reset it.",
    fr: "Votre mot de passe a expiré. Veuillez le réinitialiser.",
  },
  "7440": { en: "This link is no longer valid.", fr: "Ce lien n'est plus valide." },
  "7530": {
    en: "Your account is locked after a fraud report. Unlock it with the code sent by e-mail.",
    fr: "Votre compte est verrouillé à la suite d'un signalement de fraude. Déverrouillez-le avec le code envoyé par courriel.",
  },
  "7549": {
    en: "The one-time code is wrong or has expired.",
    fr: "Le code à usage unique est erroné ou a expiré.",
  },
  "7550": {
    en: "This sign-in code is wrong, already used or expired. Open the portal again from the app.",
    fr: "Ce code de connexion est erroné, déjà utilisé ou expiré. Ouvrez de nouveau le portail depuis l'application.",
  },
  "7551": {
    en: "Signing in with a code is only possible on a mobile device.",
    fr: "La connexion avec un code n'est possible que sur un appareil mobile.",
  },
  "7602": {
    en: "Your session was signed out. Please sign in again.",
    fr: "Votre session a été fermée. Veuillez vous reconnecter.",
  },
  "7606": {
    en: "This session cannot be used from this address.",
    fr: "Cette session ne peut pas être utilisée depuis cette adresse.",
  },
  "7655": {
    en: "The dealer token does not match this vehicle.",
    fr: "Le jeton du concessionnaire ne correspond pas à ce véhicule.",
  },
  "7656": {
    en: "This vehicle is already enrolled to an account.",
    fr: "Ce véhicule est déjà inscrit à un compte.",
  },
  "7657": {
    en: "This vehicle number was not found. Check it and try again.",
    fr: "Ce numéro de véhicule est introuvable. Vérifiez-le et réessayez.",
  },
  "7654": {
    en: "The dealer token attempts are exhausted.",
    fr: "Le nombre d'essais du jeton du concessionnaire est épuisé.",
  },
  "7658": {
    en: "The owner details could not be confirmed in 3 tries. Prove that the vehicle is yours with the dealer token or from inside the vehicle.",
    fr: "Les renseignements du propriétaire n'ont pu être confirmés en 3 essais. Prouvez que le véhicule est le vôtre avec le jeton du concessionnaire ou depuis le véhicule.",
  },
  "7660": { en: "Release note not found.", fr: "Note de mise à jour introuvable." },
  "7670": {
    en: "This appointment link has expired or was already used. Start again from your vehicle's page.",
    fr: "Ce lien de rendez-vous a expiré ou a déjà été utilisé. Recommencez à partir de la page de votre véhicule.",
  },
  "7671": {
    en: "No dealer is associated with this vehicle.",
    fr: "Aucun concessionnaire n'est associé à ce véhicule.",
  },
  "7690": {
    en: "This code does not match the one your vehicle shows. Check it and try again.",
    fr: "Ce code ne correspond pas à celui qu'affiche votre véhicule. Vérifiez-le et réessayez.",
  },
  "7691": {
    en: "This code has expired. Ask your vehicle for a new code.",
    fr: "Ce code a expiré. Demandez un nouveau code à votre véhicule.",
  },
  "7692": {
    en: "Too many incorrect codes. Ask your vehicle for a new code.",
    fr: "Trop de codes incorrects. Demandez un nouveau code à votre véhicule.",
  },
  "7693": {
    en: "This in-car enrollment is no longer valid. Start again from your vehicle.",
    fr: "Cette inscription depuis le véhicule n'est plus valide. Recommencez à partir de votre véhicule.",
  },
  "7672": {
    en: "Service appointments cannot be booked online for this brand. Contact your dealer.",
    fr: "Les rendez-vous de service ne peuvent pas être pris en ligne pour cette marque. Communiquez avec votre concessionnaire.",
  },
  "7700": {
    en: "Another command is in progress for this vehicle.",
    fr: "Une autre commande est en cours pour ce véhicule.",
  },
  "7701": {
    en: "The daily limit of remote commands for this vehicle has been reached.",
    fr: "La limite quotidienne de commandes à distance pour ce véhicule est atteinte.",
  },
  "7702": {
    en: "This vehicle is not enrolled or its subscription is not active.",
    fr: "Ce véhicule n'est pas inscrit ou son abonnement n'est pas actif.",
  },
  "7703": {
    en: "The vehicle did not answer in time.",
    fr: "Le véhicule n'a pas répondu à temps.",
  },
  "7704": {
    en: "The vehicle could not carry out the command.",
    fr: "Le véhicule n'a pas pu exécuter la commande.",
  },
  "7705": {
    en: "This command is not available for this vehicle.",
    fr: "Cette commande n'est pas offerte pour ce véhicule.",
  },
  "7810": {
    en: "The calendar account could not be added.",
    fr: "Le compte d'agenda n'a pas pu être ajouté.",
  },
  "7811": {
    en: "The calendar account could not be modified.",
    fr: "Le compte d'agenda n'a pas pu être modifié.",
  },
  "7812": {
    en: "Could not connect to the calendar. Check the account name and the app password or authorization.",
    fr: "Impossible de se connecter à l'agenda. Vérifiez le nom du compte et le mot de passe d'application ou l'autorisation.",
  },
  "7813": {
    en: "Calendar sync could not be turned on or off.",
    fr: "La synchronisation de l'agenda n'a pas pu être activée ou désactivée.",
  },
  "7814": {
    en: "The calendar account could not be deleted.",
    fr: "Le compte d'agenda n'a pas pu être supprimé.",
  },
  "7815": {
    en: "The calendar could not be synchronized with the vehicle.",
    fr: "L'agenda n'a pas pu être synchronisé avec le véhicule.",
  },
  "7830": {
    en: "The car maker refused this e-mail and password. Check them on the maker's own site.",
    fr: "Le constructeur a refusé ce courriel et ce mot de passe. Vérifiez-les sur le site du constructeur.",
  },
  "7831": {
    en: "The car maker's one-time code is wrong or has expired. Ask for a new one by linking again.",
    fr: "Le code à usage unique du constructeur est erroné ou a expiré. Demandez-en un nouveau en reliant le compte de nouveau.",
  },
  "7832": {
    en: "The car maker asks for a security check (captcha). Sign in once on the maker's own site, then link again.",
    fr: "Le constructeur demande une vérification de sécurité (captcha). Connectez-vous une fois sur le site du constructeur, puis reliez le compte de nouveau.",
  },
  "7833": {
    en: "The car maker cannot be reached right now. Carport will try again shortly.",
    fr: "Le constructeur est injoignable pour le moment. Carport réessaiera sous peu.",
  },
  "7834": {
    en: "The car maker refused the PIN. Enter your PIN of the maker's account again.",
    fr: "Le constructeur a refusé le NIP. Entrez de nouveau le NIP de votre compte chez le constructeur.",
  },
  "7835": {
    en: "The car maker's daily limit of remote commands is reached. Try again tomorrow.",
    fr: "La limite quotidienne de commandes à distance du constructeur est atteinte. Réessayez demain.",
  },
  "7836": {
    en: "The car maker ended the session and signing in again did not work. Link the account again.",
    fr: "Le constructeur a mis fin à la session et la reconnexion a échoué. Reliez le compte de nouveau.",
  },
  "7837": {
    en: "This car is already in Carport.",
    fr: "Cette voiture est déjà dans Carport.",
  },
  "7838": {
    en: "No car maker account of this brand is linked, or it waits for its one-time code.",
    fr: "Aucun compte constructeur de cette marque n'est relié, ou il attend son code à usage unique.",
  },
  "7839": {
    en: "The car maker did not carry out the command.",
    fr: "Le constructeur n'a pas exécuté la commande.",
  },
  "7840": {
    en: "Enter the PIN of your car maker account once, on the linked accounts page, before sending commands.",
    fr: "Entrez une fois le NIP de votre compte constructeur, sur la page des comptes reliés, avant d'envoyer des commandes.",
  },
  "7841": {
    en: "This command is not available for a car linked from its maker.",
    fr: "Cette commande n'est pas offerte pour une voiture reliée depuis son constructeur.",
  },
  "7842": {
    en: "The car maker's web firewall turned Carport away (HTTP 403). Carport tries again less often; if this stays, sign in once on the maker's own site from the network Carport runs on, or ask the maker why this address is blocked.",
    fr: "Le pare-feu web du constructeur a refusé Carport (HTTP 403). Carport réessaiera moins souvent ; si cela persiste, connectez-vous une fois sur le site du constructeur depuis le réseau où Carport fonctionne, ou demandez au constructeur pourquoi cette adresse est bloquée.",
  },
  "7843": {
    en: "The car maker asks Carport to send fewer requests. Carport waits longer before asking again; nothing to do unless it lasts a day.",
    fr: "Le constructeur demande à Carport d'envoyer moins de requêtes. Carport attend plus longtemps avant de redemander ; rien à faire sauf si cela dure une journée.",
  },
  "7844": {
    en: "The car maker answered something Carport could not read. Carport keeps the last status it read and tries again later.",
    fr: "Le constructeur a répondu quelque chose que Carport n'a pas pu lire. Carport garde le dernier état lu et réessaiera plus tard.",
  },
  "7845": {
    en: "Too many wrong car maker passwords were tried from this Carport account. Wait at least an hour, then link again.",
    fr: "Trop de mots de passe erronés du constructeur ont été essayés depuis ce compte Carport. Attendez au moins une heure, puis reliez le compte de nouveau.",
  },
  "7850": {
    en: "Browser notifications are not offered on this site.",
    fr: "Les notifications du navigateur ne sont pas offertes sur ce site.",
  },
  "7851": {
    en: "This browser's notifications belong to another account. Turn them on again to receive yours.",
    fr: "Les notifications de ce navigateur appartiennent à un autre compte. Réactivez-les pour recevoir les vôtres.",
  },
  "7852": {
    en: "This account already has as many notification receivers as it may keep. Remove one to add another.",
    fr: "Ce compte a déjà autant de destinataires de notifications qu'il peut en garder. Retirez-en un pour en ajouter un autre.",
  },
  "7853": {
    en: "This notification receiver no longer exists.",
    fr: "Ce destinataire de notifications n'existe plus.",
  },
  "7998": { en: "Invalid request.", fr: "Requête invalide." },
  "7999": {
    en: "A general failure occurred. Please try again later.",
    fr: "Une erreur générale s'est produite. Veuillez réessayer plus tard.",
  },
  "14202": { en: "This vehicle has no digital key.", fr: "Ce véhicule n'a aucune clé numérique." },
  "14208": { en: "This vehicle does not offer a digital key.", fr: "Ce véhicule n'offre pas de clé numérique." },
  "14209": {
    en: "The digital key is enrolled. Pair it in the vehicle with the pairing password sent by e-mail.",
    fr: "La clé numérique est inscrite. Jumelez-la dans le véhicule avec le mot de passe de jumelage envoyé par courriel.",
  },
  "14210": {
    en: "The digital key could not be registered: this vehicle already has one.",
    fr: "La clé numérique n'a pas pu être enregistrée : ce véhicule en a déjà une.",
  },
  "14211": {
    en: "The digital key is already paired with the vehicle.",
    fr: "La clé numérique est déjà jumelée au véhicule.",
  },
} as const satisfies Record<string, { en: string; fr: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The description of a code in the request's language. */
export function errorDescription(code: ErrorCode, language: LanguageId): string {
  const entry = ERROR_CODES[code];
  return language === 1 ? entry.fr : entry.en;
}

/** Text of a 7998 answer naming the offending field. */
export function invalidFieldDescription(field: string, reason: string, language: LanguageId): string {
  return language === 1 ? `Requête invalide : champ « ${field} » : ${reason}` : `Invalid request: field '${field}': ${reason}`;
}
