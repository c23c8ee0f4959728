import type { Dealer, DealerHour } from "@carport/protocol";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";
import { dealerAddressLine, dealerWeek } from "./dealer-view.ts";
import "../../styles/cards.css";
import "./dealer.css";

function HoursTable({ caption, hours }: { caption: string; hours: readonly DealerHour[] }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  return (
    <table className="dealer-hours">
      <caption>{caption}</caption>
      <tbody>
        {dealerWeek(hours, language).map((row) => (
          <tr key={row.dayCode}>
            <th scope="row">{row.day}</th>
            <td>{row.hours ?? t("account.dealer.closed")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A dealer: name, address, phone, and its sales and service weeks (Sunday last). `brief` keeps
 * the name and address only (the registration's search, where the owner only picks one).
 */
export function DealerCard({
  dealer,
  headingLevel = 3,
  brief = false,
  children,
}: {
  dealer: Dealer;
  headingLevel?: 2 | 3;
  brief?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="dealer-card card" aria-label={dealer.dealerName}>
      <Heading className="dealer-card__name">{dealer.dealerName}</Heading>
      <p>{dealerAddressLine(dealer.address)}</p>
      {!brief && (
        <>
          <p>
            {t("account.dealer.phone")} <a href={`tel:${dealer.phone.replace(/\D/g, "")}`}>{dealer.phone}</a>
          </p>
          <div className="dealer-card__hours">
            <HoursTable caption={t("account.dealer.salesHours")} hours={dealer.salesHourList} />
            <HoursTable caption={t("account.dealer.serviceHours")} hours={dealer.serviceHourList} />
          </div>
        </>
      )}
      {children}
    </article>
  );
}
