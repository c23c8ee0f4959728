import type { BrandCode } from "@carport/protocol";

const BRAND_NAMES: Record<BrandCode, string> = {
  hacc: "Halcyon Connect",
  kci: "Kestrel Connect",
  gen: "Genova Connect",
};

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
