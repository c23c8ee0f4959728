import { convertDistance, DISTANCE_UNIT, type DistanceUnit } from "@carport/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { errorMessageFor } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { evTripDetailsQueryOptions } from "../api/reports.ts";
import { tripStart } from "../mvr-view.ts";

/** The latest trips of an EV or PHEV with their energy by use (`evTripDetails`, distances in km). */
export function EvTrips({ vehicleId, unit }: { vehicleId: string; unit: DistanceUnit }) {
  const { t } = useTranslation();
  const f = useFormat();
  const messageText = useMessageText();
  const trips = useQuery(evTripDetailsQueryOptions(vehicleId));
  return (
    <section className="card mvr-trips" aria-labelledby="mvr-trips-heading">
      <h2 id="mvr-trips-heading">{t("mvr.trips.heading")}</h2>
      <p className="page-intro">{t("mvr.trips.intro")}</p>
      {trips.isPending && <LoadingStatus>{t("mvr.loading")}</LoadingStatus>}
      {trips.isError && <Alert>{messageText(errorMessageFor(trips.error))}</Alert>}
      {trips.data && trips.data.tripdetails.length === 0 && <p>{t("mvr.trips.none")}</p>}
      {trips.data && trips.data.tripdetails.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t("mvr.trips.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("mvr.trips.start")}</th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.distance")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.total")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.drivetrain")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.climate")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.accessories")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.batteryCare")}
                </th>
                <th scope="col" className="numeric">
                  {t("mvr.trips.regen")}
                </th>
              </tr>
            </thead>
            <tbody>
              {trips.data.tripdetails.map((trip) => {
                const start = tripStart(trip.startdate);
                return (
                  <tr key={trip.startdate}>
                    <th scope="row">{start ? f.formatDateTime(start) : trip.startdate}</th>
                    <td className="numeric">
                      {f.formatDistance(Math.round(convertDistance(trip.distance, DISTANCE_UNIT.km, unit)), unit)}
                    </td>
                    <td className="numeric">{f.formatEnergy(trip.totalused)}</td>
                    <td className="numeric">{f.formatEnergy(trip.drivetrain)}</td>
                    <td className="numeric">{f.formatEnergy(trip.climate)}</td>
                    <td className="numeric">{f.formatEnergy(trip.accessories)}</td>
                    <td className="numeric">{f.formatEnergy(trip.batterycare)}</td>
                    <td className="numeric">{f.formatEnergy(trip.regen)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
