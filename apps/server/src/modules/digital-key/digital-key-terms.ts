import type { LanguageId } from "@carport/protocol";

/** The digital key's terms of use (dktnc), per language. */
export const DIGITAL_KEY_TERMS_VERSION = "1.0";

const TERMS = {
  en: {
    title: "Digital key terms of use",
    text: "The digital key lets a registered phone lock, unlock and start the vehicle. You are responsible for the phones you pair and for the keys you share; end a shared key as soon as it is no longer needed. Report a lost phone at once and end the digital key from the portal. A digital key works only while the vehicle's connected services subscription is active.",
  },
  fr: {
    title: "Conditions d'utilisation de la clé numérique",
    text: "La clé numérique permet à un téléphone inscrit de verrouiller, de déverrouiller et de démarrer le véhicule. Vous êtes responsable des téléphones que vous jumelez et des clés que vous partagez ; mettez fin à une clé partagée dès qu'elle n'est plus utile. Signalez sans délai la perte d'un téléphone et mettez fin à la clé numérique à partir du portail. La clé numérique ne fonctionne que si l'abonnement aux services connectés du véhicule est actif.",
  },
};

/** The terms in the request's language. */
export function digitalKeyTerms(language: LanguageId) {
  const terms = language === 1 ? TERMS.fr : TERMS.en;
  return { title: terms.title, termAndCondition: terms.text, version: DIGITAL_KEY_TERMS_VERSION };
}
