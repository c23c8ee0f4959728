/** The support pages, loaded together as one lazy chunk through one import in the router. */
export { ContactPage } from "./contact-page.tsx";
export { FaqPage } from "./faq-page.tsx";
export { ReleaseNotePage } from "./release-note-page.tsx";
export { SupportEmergencyPage, SupportPrivacyPage, SupportTermsPage } from "./support-text-pages.tsx";
export { AppointmentPage } from "./appointment-page.tsx";
export { NewTermsPage } from "./new-terms-page.tsx";
