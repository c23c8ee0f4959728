import { QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import { queryClient, setGlobalErrorHandler } from "../api/query-client.ts";
import { handleGlobalApiError } from "./global-errors.ts";
import type { AppRouter } from "./router.tsx";

setGlobalErrorHandler(handleGlobalApiError);

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
