import type { ComponentType } from "react";
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from "react-router";
import type { CataloguePart } from "../i18n/catalogue-parts.ts";
import { withCatalogueParts } from "../i18n/i18n.ts";
import { setNavigator } from "./navigation.ts";
import { anonymousOnly, requireFuelKind, requireSession, requireSignedIn, requireVehicle, requireVehiclePage } from "./guards/guards.ts";
import {
  appointmentLoader,
  chargingOptionsLoader,
  codeLoginLoader,
  invitationLoader,
  cookiesLoader,
  logoutLoader,
  noticeLoader,
  releaseNotesLoader,
  remoteLandingLoader,
  resetPasswordLoader,
  remotePageLoader,
} from "./guards/special-routes.ts";
import { confirmEmailLoader } from "./routes/confirm-email-loader.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import { BootFallback, RouteErrorBoundary } from "./layout/route-error.tsx";
import { reloadOnStaleChunks } from "./stale-chunks.ts";
import { prefetchOverview } from "../features/overview/prefetch-overview.ts";
import { codeLoginRoute, LoginRoute } from "./routes/login-route.tsx";

/** Route guards as loaders; a loader's value is unused, it only lets the page render or redirects. */
const guard = {
  anonymous: (() => anonymousOnly()) satisfies LoaderFunction,
  signedIn: (() => (requireSignedIn(), null)) satisfies LoaderFunction,
  session: (async () => (await requireSession(), null)) satisfies LoaderFunction,
  vehicle: (async () => (await requireVehicle(), null)) satisfies LoaderFunction,
  /** The charging station finder: only a car that plugs in (electric, plug-in hybrid) charges at stations. */
  pluggedCar: (async () => (await requireFuelKind(["E", "P"]), null)) satisfies LoaderFunction,
  /** A vehicle page that a second driver may open only when its calls are in the share scope. */
  vehiclePage:
    (path: Parameters<typeof requireVehiclePage>[0], fallback?: string): LoaderFunction =>
    async () => (await requireVehiclePage(path, fallback), null),
} as const;

/**
 * Each page (or family of pages that render the same parts) is its own lazy chunk, so a page
 * downloads only itself and the components it renders; modules pages share go to chunks of their
 * own, which the entry names in its preload table (a few bytes each).
 */
const pages = {
  overview: () => import("../features/overview/pages/overview-page.tsx"),
  health: () => import("../features/health/pages/vehicle-health-page.tsx"),
  notificationCenter: () => import("../features/inbox/pages/notification-center-page.tsx"),
  mvr: () => import("../features/mvr/pages/mvr-page.tsx"),
  history: () => import("../features/history/pages/history-page.tsx"),
  insight: () => import("../features/insight/pages/insight-page.tsx"),
  valet: () => import("../features/valet/pages/valet-page.tsx"),
  digitalKey: () => import("../features/digital-key/pages/digital-key-page.tsx"),
  manual: () => import("../features/manual/pages/manual-page.tsx"),
  chargingStation: () => import("../features/charging-stations/pages/charging-station-page.tsx"),
  userProfile: () => import("../features/profiles/pages/user-profile-page.tsx"),
  invitation: () => import("../features/profiles/pages/invitation-page.tsx"),
  account: () => import("../features/account/pages/index.ts"),
  // Support: each page its own chunk, so the FAQ does not carry the contact and appointment pages' date fields.
  supportContact: () => import("../features/support/pages/contact-page.tsx"),
  supportFaq: () => import("../features/support/pages/faq-page.tsx"),
  supportTexts: () => import("../features/support/pages/support-text-pages.tsx"),
  supportNewTerms: () => import("../features/support/pages/new-terms-page.tsx"),
  supportAppointment: () => import("../features/support/pages/appointment-page.tsx"),
  releaseNote: () => import("../features/support/pages/release-note-page.tsx"),
  suspension: () => import("../features/suspension/pages/index.ts"),
} as const;

/** The names of a module's exports that are components. */
type ComponentsOf<M> = { [P in keyof M]: M[P] extends ComponentType ? P : never }[keyof M];

/** A lazily loaded page: the module's export `page`, behind `loader`. */
function lazyRoute<M>(path: string, load: () => Promise<M>, page: ComponentsOf<M>, loader?: LoaderFunction): RouteObject {
  return { path, loader, lazy: async () => ({ Component: (await load())[page] as ComponentType }) };
}

/** An account panel: signed in (or a selected vehicle). */
function accountRoute(
  path: string,
  page: ComponentsOf<Awaited<ReturnType<typeof pages.account>>>,
  loader: LoaderFunction = guard.session,
): RouteObject {
  return { ...lazyRoute(path, pages.account, page, loader), handle: REST_TEXTS };
}

/** Where a signed-in owner lands (the vehicle list, a vehicle's overview): only their texts. */
const LANDING_TEXTS = { texts: ["landing"] satisfies CataloguePart[] };
/** Pages showing none of the landing pages' texts (remote commands, account settings, driver profiles). */
const REST_TEXTS = { texts: ["rest"] satisfies CataloguePart[] };

/** Routes that only send elsewhere render nothing themselves. */
function Nothing() {
  return null;
}

/** A route whose loader always redirects: to a fixed path, or where its loader decides. */
function redirectRoute(path: string | undefined, target: string | LoaderFunction): RouteObject {
  const loader: LoaderFunction = typeof target === "string" ? () => redirect(target) : target;
  return path === undefined ? { index: true, loader, Component: Nothing } : { path, loader, Component: Nothing };
}

/** Every route of account-and-enrollment.md and vehicle-area.md section 2; all but login load lazily. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppLayout,
    HydrateFallback: BootFallback,
    loader: cookiesLoader,
    shouldRevalidate: () => false,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          // Entry points.
          redirectRoute(undefined, "/login"),
          redirectRoute("cwp", "/login"),
          redirectRoute("index.html", "/login"),
          { id: "login", path: "login", Component: LoginRoute, loader: guard.anonymous },
          redirectRoute("logout", logoutLoader),
          {
            path: "accountLock",
            lazy: async () => ({ Component: (await import("../features/auth/pages/recovery-pages.ts")).AccountLockPage }),
          },

          // Recovery (account-and-enrollment.md sections 2 and 4): one lazy chunk.
          {
            path: "forgotpw",
            loader: guard.anonymous,
            lazy: async () => ({ Component: (await import("../features/auth/pages/recovery-pages.ts")).ForgotPasswordPage }),
          },
          {
            path: "resetpw/:loginId?",
            loader: resetPasswordLoader,
            lazy: async () => ({ Component: (await import("../features/auth/pages/recovery-pages.ts")).ResetPasswordPage }),
          },
          {
            path: "otp/:id",
            loader: guard.anonymous,
            lazy: async () => ({ Component: (await import("../features/auth/pages/recovery-pages.ts")).OtpResetPage }),
          },
          {
            path: "unlockAccount",
            loader: guard.anonymous,
            lazy: async () => ({ Component: (await import("../features/auth/pages/recovery-pages.ts")).UnlockAccountPage }),
          },
          {
            path: "reportFraud/:code",
            lazy: async () => {
              const pages = await import("../features/auth/pages/recovery-pages.ts");
              return { Component: pages.ReportFraudPage, loader: pages.reportFraudLoader };
            },
          },

          // Registration and enrollment (account-and-enrollment.md).
          {
            // Registration wizard (account-and-enrollment.md 2 and 4): one lazy chunk.
            path: "register",
            loader: guard.anonymous,
            lazy: async () => ({ Component: (await import("../features/register/pages/register-page.tsx")).RegisterPage }),
          },
          {
            // In-car enrollment (account-and-enrollment.md 4): anonymous or signed in; one lazy chunk.
            path: "incarenrollment",
            lazy: async () => ({
              Component: (await import("../features/in-car-enrollment/pages/in-car-enrollment-page.tsx")).InCarEnrollmentPage,
            }),
          },
          // Where the invitation mail leads: signed out, sign-in first, then back here.
          lazyRoute("invitation", pages.invitation, "InvitationPage", invitationLoader),
          // Where the confirmation mail leads (?code=): signed out, sign-in first (the code kept), then back here.
          {
            path: "confirmEmail",
            loader: confirmEmailLoader,
            lazy: async () => ({
              Component: (await import("../features/email-confirmation/pages/confirm-email-page.tsx")).ConfirmEmailPage,
            }),
          },
          // Suspended vehicles (account-and-enrollment.md 4): reactivation link and deactivation steps.
          lazyRoute("reactivate", pages.suspension, "ReactivatePage", guard.session),
          lazyRoute("suspended", pages.suspension, "SuspendedPage", guard.session),
          lazyRoute("deactivation", pages.suspension, "DeactivationPage", guard.session),
          {
            path: "codelogin",
            loader: codeLoginLoader,
            lazy: async () => ({
              Component: codeLoginRoute((await import("../features/auth/pages/recovery-pages.ts")).CodeLoginPage),
            }),
          },
          {
            path: "confirmTerms",
            loader: guard.signedIn,
            lazy: async () => ({ Component: (await import("./routes/terms-route.tsx")).TermsRoute }),
          },
          {
            path: "vehicles",
            loader: guard.session,
            handle: LANDING_TEXTS,
            lazy: async () => ({ Component: (await import("../features/vehicles/pages/vehicles-page.tsx")).VehiclesPage }),
          },

          // Account settings.
          accountRoute("account/personalSetting/:setting?", "PersonalInfoPage"),
          accountRoute("account/security", "SecurityPage"),
          accountRoute("account/pinSetting", "PinSettingPage"),
          accountRoute("account/securityActivity", "SecurityEventsPage"),
          accountRoute("account/preferences", "PreferencesPage"),
          // Settings are per vehicle (header vehicleId): a selected vehicle is required.
          accountRoute(
            "account/notificationSettings",
            "NotificationSettingsPage",
            guard.vehiclePage("/account/notificationSettings", "/account/personalSetting"),
          ),
          accountRoute("account/notificationHistory", "NotificationHistoryPage"),
          accountRoute("account/chargingOptions", "ChargingOptionsPage", chargingOptionsLoader),
          // Calendars are linked per vehicle (header vehicleId).
          accountRoute("account/calendar", "CalendarPage", guard.vehiclePage("/account/calendar", "/account/personalSetting")),
          // Car maker accounts are linked to the Carport account, not to a vehicle (the bridge).
          accountRoute("account/linkedAccounts", "LinkedAccountsPage"),

          // Vehicle area: a selected vehicle is required.
          {
            path: "cwp/overview",
            handle: LANDING_TEXTS,
            // The page's reads start beside the guard's calls, as the guard asks for the vehicle
            // beside the session check: the hero renders with the first answer, one round trip sooner.
            // Their module is in the app's chunk (a few hundred bytes): no chunk to wait for first.
            loader: async () => {
              const reads = prefetchOverview();
              reads.catch(() => {}); // awaited below unless the guard redirects first
              await requireVehicle();
              await reads;
              return null;
            },
            lazy: async () => ({ Component: (await pages.overview()).OverviewPage }),
          },
          lazyRoute("cwp/valet", pages.valet, "ValetPage", guard.vehiclePage("/cwp/valet")),
          lazyRoute("cwp/vehicleHealth", pages.health, "VehicleHealthPage", guard.vehicle),
          { ...lazyRoute("userProfile", pages.userProfile, "UserProfilePage", guard.vehiclePage("/userProfile")), handle: REST_TEXTS },
          lazyRoute("digitalKey", pages.digitalKey, "DigitalKeyPage", guard.vehiclePage("/digitalKey")),
          lazyRoute("chargingStation", pages.chargingStation, "ChargingStationPage", guard.pluggedCar),
          lazyRoute("mvr", pages.mvr, "MvrPage", guard.vehiclePage("/mvr")),
          lazyRoute("history", pages.history, "HistoryPage", guard.vehiclePage("/history")),
          lazyRoute("insight", pages.insight, "InsightPage", guard.vehiclePage("/insight")),
          lazyRoute("fod", pages.manual, "ManualPage", guard.vehiclePage("/fod")),
          lazyRoute("notificationCenter", pages.notificationCenter, "NotificationCenterPage", guard.vehicle),

          // Remote commands: each page its own chunk, so the lock page does not carry the schedule's date fields or the climate sliders.
          redirectRoute("remote", remoteLandingLoader),
          {
            path: "remote/start",
            loader: remotePageLoader("/remote/start"),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/start-page.tsx")).StartPage }),
          },
          {
            path: "remote/stop",
            loader: remotePageLoader("/remote/stop"),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/stop-page.tsx")).StopPage }),
          },
          {
            path: "remote/lock",
            loader: remotePageLoader("/remote/lock"),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/lock-page.tsx")).LockPage }),
          },
          {
            path: "remote/hornlight",
            loader: remotePageLoader("/remote/hornlight"),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/horn-light-page.tsx")).HornLightPage }),
          },
          {
            path: "remote/schedule",
            loader: remotePageLoader("/remote/schedule", ["E", "P"]),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/schedule-page.tsx")).SchedulePage }),
          },
          {
            path: "remote/charge",
            loader: remotePageLoader("/remote/charge", ["E", "P"]),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/charge-page.tsx")).ChargePage }),
          },
          {
            path: "remote/tsoc",
            loader: remotePageLoader("/remote/tsoc", ["E", "P"]),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/tsoc-page.tsx")).TsocPage }),
          },
          {
            path: "remote/climate",
            loader: remotePageLoader("/remote/climate", ["E"]),
            handle: REST_TEXTS,
            lazy: async () => ({ Component: (await import("../features/remote/pages/climate-page.tsx")).ClimatePage }),
          },

          // Support: anonymous visitors may read these.
          // No guard: anonymous visitors and signed-in owners alike (vehicle-area.md 2).
          lazyRoute("support/contact", pages.supportContact, "ContactPage"),
          lazyRoute("support/faq", pages.supportFaq, "FaqPage"),
          lazyRoute("support/terms", pages.supportTexts, "SupportTermsPage"),
          lazyRoute("support/privacy", pages.supportTexts, "SupportPrivacyPage"),
          lazyRoute("support/emergency", pages.supportTexts, "SupportEmergencyPage"),
          lazyRoute("support/newterms", pages.supportNewTerms, "NewTermsPage", guard.session),
          lazyRoute("support/deactivation", pages.suspension, "DeactivationPage", guard.session),
          lazyRoute("support/appointment", pages.supportAppointment, "AppointmentPage", appointmentLoader),
          lazyRoute("overtheairsoftwareupdates/releasenotes/:noteId", pages.releaseNote, "ReleaseNotePage", releaseNotesLoader),
          redirectRoute("notice/:noteId", noticeLoader),

          // Error pages.
          { path: "error", lazy: async () => ({ Component: (await import("../features/errors/pages/error-page.tsx")).ErrorPage }) },
          {
            path: "pagenotfound",
            lazy: async () => ({ Component: (await import("../features/errors/pages/not-found-page.tsx")).NotFoundPage }),
          },
          {
            path: "cookiesdisabled",
            lazy: async () => ({ Component: (await import("../features/errors/pages/status-pages.tsx")).CookiesDisabledPage }),
          },
          {
            path: "cwp/error",
            lazy: async () => ({ Component: (await import("../features/errors/pages/status-pages.tsx")).CwpErrorPage }),
          },
          {
            path: "cwp/maintenance",
            lazy: async () => ({ Component: (await import("../features/errors/pages/status-pages.tsx")).MaintenancePage }),
          },
          {
            path: "remote/error/anothersession",
            lazy: async () => ({ Component: (await import("../features/remote/pages/remote-error-pages.tsx")).AnotherSessionPage }),
          },
          {
            path: "remote/error/dailylimit",
            lazy: async () => ({ Component: (await import("../features/remote/pages/remote-error-pages.tsx")).DailyLimitPage }),
          },
          {
            path: "remote/error/notenrolled",
            lazy: async () => ({ Component: (await import("../features/remote/pages/remote-error-pages.tsx")).NotEnrolledPage }),
          },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("../features/errors/pages/not-found-page.tsx")).UnknownPathPage }),
          },
        ],
      },
    ],
  },
];

/**
 * Every lazy page also waits for the catalogue parts beyond the sign-in page's: the ones its
 * `handle.texts` names (see catalogue-parts.ts), else all of them.
 */
function withTexts(route: RouteObject): RouteObject {
  const parts = (route.handle as { texts?: readonly CataloguePart[] } | undefined)?.texts;
  const lazy = typeof route.lazy === "function" ? withCatalogueParts(route.lazy, parts) : route.lazy;
  return { ...route, lazy, children: route.children?.map(withTexts) } as RouteObject;
}

/**
 * Creates the router. Called once brand and language are decided: a data router starts the first
 * page's loaders (the guards, which call the API) as soon as it exists.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes.map(withTexts));
  setNavigator((path) => void router.navigate(path, { replace: true }));
  reloadOnStaleChunks(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
