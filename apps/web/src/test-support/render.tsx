import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import { createInstance, type i18n } from "i18next";
import { addCatalogueFormatters } from "../i18n/french-elision.ts";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach } from "vitest";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";

afterEach(cleanup);

/**
 * The app's texts for component tests: the whole English and French catalogues loaded at once
 * (the app loads them part by part, see i18n.ts), with the app's interpolation settings.
 */
async function testI18n(language: "en" | "fr"): Promise<i18n> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  addCatalogueFormatters(instance);
  return instance;
}

/** Renders a component with the providers the app gives it: texts in the language asked, queries, a router at `path`. */
export async function renderInApp(ui: ReactNode, options: { language?: "en" | "fr"; path?: string } = {}): Promise<RenderResult> {
  const i18n = await testI18n(options.language ?? "en");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
