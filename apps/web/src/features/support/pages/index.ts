/** The support pages, loaded together through one import (see app/routes/vehicle-area-pages.ts). */
export { ContactPage } from "./contact-page.tsx";
export { FaqPage } from "./faq-page.tsx";
export { ReleaseNotePage } from "./release-note-page.tsx";
export { SupportEmergencyPage, SupportPrivacyPage, SupportTermsPage } from "./support-text-pages.tsx";
export { AppointmentPage } from "./appointment-page.tsx";
