import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { getBrandCode } from "../../../brands/current-brand.ts";
import { Button } from "../../../components/button.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { useLanguageId } from "../../../i18n/use-language.ts";
import { faqQueryOptions } from "../api/support-calls.ts";
import { groupFaqs, type FaqEntry } from "../support-view.ts";
import { QueryContent } from "./support-text-pages.tsx";
import "../support.css";

/** /support/faq: the brand line's questions by category, searchable through `gtfaq`'s query (anonymous). */
export function FaqPage() {
  const { t } = useTranslation();
  const language = useLanguageId();
  const brand = getBrandCode() === "gen" ? "G" : "H";
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const faqs = useQuery({ ...faqQueryOptions(language, brand, query), placeholderData: keepPreviousData });
  const searchId = useId();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim().slice(0, 100));
  };
  const onClear = () => {
    setDraft("");
    setQuery("");
  };

  return (
    <section className="support-page faq-page">
      <PageHeading title={t("support.faq.title")}>{t("support.faq.title")}</PageHeading>
      <form role="search" className="faq-page__search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="field__label">
          {t("support.faq.searchLabel")}
        </label>
        <div className="faq-page__search-row">
          <input
            id={searchId}
            type="search"
            name="query"
            className="field__input"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t("support.faq.search")}</Button>
          {query && (
            <Button variant="secondary" onPress={onClear}>
              {t("support.faq.clear")}
            </Button>
          )}
        </div>
      </form>
      <QueryContent query={faqs}>
        {(data) => (
          <>
            <p role="status" className="faq-page__count">
              {data.faqs.length === 0 ? t("support.faq.none") : t("support.faq.results", { count: data.faqs.length })}
            </p>
            {groupFaqs(data.faqs).map((group) => (
              <section key={group.category} className="faq-category" aria-labelledby={`faq-category-${group.category}`}>
                <h2 id={`faq-category-${group.category}`}>{group.categoryName}</h2>
                {group.entries.map((entry) => (
                  <FaqItem key={entry.faqId} entry={entry} />
                ))}
              </section>
            ))}
          </>
        )}
      </QueryContent>
    </section>
  );
}

/** One question: a heading whose button shows or hides its answer (the disclosure pattern). */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = `faq-answer-${entry.faqId}`;
  return (
    <div className="faq-item">
      <h3 className="faq-item__question">
        <button
          type="button"
          className="faq-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="faq-item__chevron" aria-hidden="true" />
          {entry.question}
        </button>
      </h3>
      <div id={panelId} className="faq-item__answer" hidden={!open}>
        {entry.answer}
      </div>
    </div>
  );
}
