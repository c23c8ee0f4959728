// The page's first script: the styles, then the app (app-main.tsx). The sign-in page comes drawn by
// the server (src/prerender/) and reads, takes focus and typing without the app, its buttons
// waiting for it: a first-time visitor there gets the app's code on the first touch, key or focus,
// or once the page has been still for APP_AFTER_IDLE_MS after loading (someone reading it, or a
// screen reader's virtual cursor, which moves no focus), so /login costs this script alone until
// then. Anyone else gets the app at once: a page not drawn, or a returning visitor (something of
// the app stored, or its cookies), whose page may differ from the drawn one (language, e-mail,
// signed in) and whose browser holds the app's code already (/assets/ cached for good).
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/components.css";
import { rememberAddressChoices } from "./lib/remembered-choices.ts";

const FIRST_TOUCH = ["pointerdown", "keydown", "focusin", "touchstart", "input"] as const;
const APP_AFTER_IDLE_MS = 3000;

function storesSomethingOfTheApp(): boolean {
  try {
    const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "");
    const cookies = document.cookie.split(";").map((cookie) => cookie.trim());
    return [...keys(localStorage), ...keys(sessionStorage), ...cookies].some((key) => key.startsWith("carport"));
  } catch {
    return true;
  }
}

function drawnSignInPage(): boolean {
  const root = document.getElementById("root");
  return root?.dataset.prerendered !== undefined && !new URLSearchParams(window.location.search).has("vin");
}

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  for (const type of FIRST_TOUCH) window.removeEventListener(type, startApp, true);
  void import("./app-main.tsx");
}

// Whether the visitor comes back is read before this visit's address choices are remembered
// (rememberAddressChoices): remembered at once, since a visitor may follow a link before the app arrives.
const returning = storesSomethingOfTheApp();
rememberAddressChoices(window.location.search, document.documentElement.dataset.brand);
if (!drawnSignInPage() || returning) startApp();
else {
  for (const type of FIRST_TOUCH) window.addEventListener(type, startApp, { capture: true, passive: true });
  const afterIdle = () => setTimeout(startApp, APP_AFTER_IDLE_MS);
  if (document.readyState === "complete") afterIdle();
  else window.addEventListener("load", afterIdle, { once: true });
}
