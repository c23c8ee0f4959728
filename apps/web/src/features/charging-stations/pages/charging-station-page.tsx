import { CONNECTOR_TYPES, type ConnectorType } from "@carport/domain";
import type { ChargingStation } from "@carport/protocol";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useSelectedVehicleId } from "../../../api/use-session.ts";
import { Alert, LoadingStatus } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Checkbox } from "../../../components/checkbox.tsx";
import { useMessageText } from "../../../components/message-text.tsx";
import { PageHeading } from "../../../components/page-heading.tsx";
import { SelectField } from "../../../components/select-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { errorMessageFor, type ErrorMessage } from "../../../i18n/error-messages.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { chargingStationSearchQueryOptions, type StationSearch } from "../api/charging-station-search.ts";
import { LazyCarMap } from "../../car-map/index.ts";
import { stationMapPoints } from "../station-map-points.ts";
import "../../../styles/cards.css";
import "../charging-stations.css";

type ConnectorChoice = ConnectorType | "all";

/** The finder's own words for the reasons it refuses a search (7998 names them). */
function searchFailure(error: unknown): ErrorMessage {
  if (isApiError(error) && error.errorCode === "7998") {
    if (error.errorDesc.includes("VEHICLE_LOCATION_UNKNOWN")) return { key: "chargingStation.errors.locationUnknown" };
    if (error.errorDesc.includes("UNKNOWN_PLACE")) return { key: "chargingStation.errors.unknownPlace" };
    if (error.errorDesc.includes("REQUIRED")) return { key: "chargingStation.errors.placeRequired" };
  }
  if (isApiError(error) && error.errorCode === "7705") return { key: "chargingStation.errors.notPlugIn" };
  return errorMessageFor(error);
}

function StationCard({ station, unit }: { station: ChargingStation; unit: 1 | 3 }) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = `station-${station.stationId}`;
  return (
    <article className="card station-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{station.stationName}</h3>
      <p className="station-card__distance">{t("chargingStation.distance", { distance: f.formatDistance(station.distance, unit, 1) })}</p>
      <p>{t("chargingStation.network", { network: station.network })}</p>
      <address>
        {station.address.street}, {station.address.city} {station.address.province} {station.address.postalCode}
      </address>
      <ul className="station-card__connectors" aria-label={t("chargingStation.connectorsLabel")}>
        {station.connectors.map((c) => (
          <li key={c.connectorType}>
            {t("chargingStation.connector", { type: c.connectorType, power: f.formatNumber(c.powerKw, 1), count: c.portCount })}
          </li>
        ))}
      </ul>
      <p className={station.compatible ? "station-card__fits" : "station-card__adapter"}>
        {station.compatible ? t("chargingStation.compatible") : t("chargingStation.notCompatible")}
      </p>
    </article>
  );
}

/**
 * chargingStation: public charging stations near the vehicle's last located position or a postal
 * code or city (`chrgstnsrch`), filtered by connector or by what the vehicle takes.
 */
export function ChargingStationPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const vehicleId = useSelectedVehicleId() ?? "";
  const [typed, setTyped] = useState("");
  const [connector, setConnector] = useState<ConnectorChoice>("all");
  const [compatibleOnly, setCompatibleOnly] = useState(true);
  const [search, setSearch] = useState<StationSearch | null>(null);
  const results = useQuery({
    ...chargingStationSearchQueryOptions(vehicleId, search ?? { searchText: "", connectorType: null, compatibleOnly }),
    enabled: search !== null && vehicleId !== "",
  });

  const run = (searchText: string) => setSearch({ searchText, connectorType: connector === "all" ? null : connector, compatibleOnly });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(typed.trim());
  };
  const connectorOptions = [
    { id: "all" as const, label: t("chargingStation.allConnectors") },
    ...CONNECTOR_TYPES.map((type) => ({ id: type, label: type })),
  ];
  const data = results.data;
  const f = useFormat();
  return (
    <section className="charging-station-page">
      <PageHeading title={t("chargingStation.title")}>{t("chargingStation.title")}</PageHeading>
      <p className="page-intro">{t("chargingStation.intro")}</p>
      <form role="search" className="form" noValidate onSubmit={onSubmit} aria-label={t("chargingStation.searchLabel")}>
        <TextField
          label={t("chargingStation.placeLabel")}
          name="stationPlace"
          value={typed}
          onChange={setTyped}
          description={t("chargingStation.placeHint")}
        />
        <SelectField<ConnectorChoice>
          label={t("chargingStation.connectorLabel")}
          name="connectorType"
          value={connector}
          options={connectorOptions}
          onChange={setConnector}
        />
        <Checkbox name="compatibleOnly" isSelected={compatibleOnly} onChange={setCompatibleOnly}>
          {t("chargingStation.compatibleOnly")}
        </Checkbox>
        <div className="button-row">
          <Button type="submit" isDisabled={typed.trim() === ""}>
            {t("chargingStation.search")}
          </Button>
          <Button variant="secondary" onPress={() => run("")}>
            {t("chargingStation.nearVehicle")}
          </Button>
        </div>
      </form>
      {results.isFetching && <LoadingStatus>{t("chargingStation.searching")}</LoadingStatus>}
      {results.isError && !results.isFetching && <Alert>{messageText(searchFailure(results.error))}</Alert>}
      {data && !results.isFetching && (
        <section aria-labelledby="station-results-heading">
          <h2 id="station-results-heading">
            {data.origin.kind === "vehicle" ? t("chargingStation.nearCar") : t("chargingStation.nearPlace", { place: data.origin.label })}
          </h2>
          <p role="status">{t("chargingStation.found", { count: data.stations.length })}</p>
          <p>{t("chargingStation.vehicleTakes", { connectors: data.vehicleConnectors.join(", ") })}</p>
          {data.origin.kind === "vehicle" && (
            <p data-testid="car-position">
              {t("glance.map.position", { lat: f.formatNumber(data.origin.latitude, 5), lon: f.formatNumber(data.origin.longitude, 5) })}
            </p>
          )}
          {data.stations.length > 0 && (
            <LazyCarMap points={stationMapPoints(data, t("glance.map.carMarker"), (name) => t("glance.map.stationMarker", { name }))} />
          )}
          <ul className="station-results">
            {data.stations.map((station) => (
              <li key={station.stationId}>
                <StationCard station={station} unit={data.distanceUnit} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
