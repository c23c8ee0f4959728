import { QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient, setGlobalErrorHandler } from "../api/query-client.ts";
import { handleGlobalApiError } from "./global-errors.ts";
import type { AppRouter } from "./router.tsx";

setGlobalErrorHandler(handleGlobalApiError);
// Answers hold texts in the language they were asked in (notification names, inbox messages, FAQ…):
// after a switch, what is on screen is asked for again and the rest when next shown.
i18next.on("languageChanged", () => void queryClient.invalidateQueries());

/** Providers around the router: server-state cache and React Aria's locale (en-CA or fr-CA). */
export function App({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={i18n.language === "fr" ? "fr-CA" : "en-CA"}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
