-- The public charging station directory of the charging station screen (vehicle-area.md), and the
-- places a search can start from: postal areas (forward sortation areas) and cities, each with the
-- coordinates distances are measured from.
create table charging_places (
  place_code text primary key,
  kind text not null check (kind in ('postalCode', 'city')),
  label text not null,
  latitude double precision not null,
  longitude double precision not null
);

insert into charging_places (place_code, kind, label, latitude, longitude) values
  ('M5V', 'postalCode', 'M5V', 43.6426, -79.3871),
  ('M5A', 'postalCode', 'M5A', 43.6545, -79.3626),
  ('M2N', 'postalCode', 'M2N', 43.7701, -79.4129),
  ('L5B', 'postalCode', 'L5B', 43.5890, -79.6441),
  ('K1P', 'postalCode', 'K1P', 45.4215, -75.6972),
  ('K1Z', 'postalCode', 'K1Z', 45.3937, -75.7389),
  ('H2X', 'postalCode', 'H2X', 45.5088, -73.5680),
  ('H3B', 'postalCode', 'H3B', 45.5005, -73.5697),
  ('G1R', 'postalCode', 'G1R', 46.8123, -71.2145),
  ('V6B', 'postalCode', 'V6B', 49.2790, -123.1150),
  ('V7P', 'postalCode', 'V7P', 49.3200, -123.1010),
  ('T2P', 'postalCode', 'T2P', 51.0478, -114.0712),
  ('T5J', 'postalCode', 'T5J', 53.5444, -113.4909),
  ('R3C', 'postalCode', 'R3C', 49.8951, -97.1384),
  ('B3J', 'postalCode', 'B3J', 44.6488, -63.5752),
  ('toronto', 'city', 'Toronto', 43.6532, -79.3832),
  ('mississauga', 'city', 'Mississauga', 43.5890, -79.6441),
  ('ottawa', 'city', 'Ottawa', 45.4215, -75.6972),
  ('montréal', 'city', 'Montréal', 45.5019, -73.5674),
  ('montreal', 'city', 'Montréal', 45.5019, -73.5674),
  ('québec', 'city', 'Québec', 46.8139, -71.2080),
  ('quebec', 'city', 'Québec', 46.8139, -71.2080),
  ('vancouver', 'city', 'Vancouver', 49.2827, -123.1207),
  ('north vancouver', 'city', 'North Vancouver', 49.3200, -123.0724),
  ('calgary', 'city', 'Calgary', 51.0447, -114.0719),
  ('edmonton', 'city', 'Edmonton', 53.5461, -113.4938),
  ('winnipeg', 'city', 'Winnipeg', 49.8951, -97.1384),
  ('halifax', 'city', 'Halifax', 44.6488, -63.5752);

create table charging_stations (
  station_id text primary key,
  station_name text not null,
  network text not null,
  street text not null,
  city text not null,
  province text not null,
  postal_code text not null,
  latitude double precision not null,
  longitude double precision not null
);

insert into charging_stations (station_id, station_name, network, street, city, province, postal_code, latitude, longitude) values
  ('CS-TOR-01', 'Union Station Parking', 'FLO', '65 Front St W', 'Toronto', 'ON', 'M5J 1E6', 43.6453, -79.3806),
  ('CS-TOR-02', 'CF Toronto Eaton Centre', 'Electrify Canada', '220 Yonge St', 'Toronto', 'ON', 'M5B 2H1', 43.6544, -79.3807),
  ('CS-TOR-03', 'Yorkdale Shopping Centre', 'Tesla Supercharger', '3401 Dufferin St', 'Toronto', 'ON', 'M6A 2T9', 43.7254, -79.4522),
  ('CS-TOR-04', 'North York Civic Centre', 'ChargePoint', '5100 Yonge St', 'Toronto', 'ON', 'M2N 5V7', 43.7676, -79.4146),
  ('CS-MIS-01', 'Square One', 'Petro-Canada', '100 City Centre Dr', 'Mississauga', 'ON', 'L5B 2C9', 43.5933, -79.6424),
  ('CS-OTT-01', 'Rideau Centre', 'FLO', '50 Rideau St', 'Ottawa', 'ON', 'K1N 9J7', 45.4256, -75.6920),
  ('CS-OTT-02', 'Carling Avenue Petro-Canada', 'Petro-Canada', '1180 Carling Ave', 'Ottawa', 'ON', 'K1Z 7K5', 45.3928, -75.7346),
  ('CS-OTT-03', 'Bayshore Shopping Centre', 'Ivy', '100 Bayshore Dr', 'Ottawa', 'ON', 'K2B 8C1', 45.3480, -75.8063),
  ('CS-MTL-01', 'Place des Arts', 'Circuit électrique', '175 rue Sainte-Catherine O', 'Montréal', 'QC', 'H2X 1Z8', 45.5081, -73.5664),
  ('CS-MTL-02', 'Complexe Desjardins', 'Circuit électrique', '150 rue Sainte-Catherine O', 'Montréal', 'QC', 'H5B 1B3', 45.5075, -73.5636),
  ('CS-MTL-03', 'Marché Central', 'Electrify Canada', '9185 boul. de l''Acadie', 'Montréal', 'QC', 'H4N 3K1', 45.5320, -73.6547),
  ('CS-QUE-01', 'Place Laurier', 'Circuit électrique', '2700 boul. Laurier', 'Québec', 'QC', 'G1V 2L8', 46.7701, -71.2870),
  ('CS-QUE-02', 'Vieux-Québec Hôtel de Ville', 'FLO', '2 rue des Jardins', 'Québec', 'QC', 'G1R 4S9', 46.8131, -71.2075),
  ('CS-VAN-01', 'Vancouver City Centre', 'BC Hydro EV', '701 W Georgia St', 'Vancouver', 'BC', 'V7Y 1G5', 49.2830, -123.1183),
  ('CS-VAN-02', 'Olympic Village', 'Tesla Supercharger', '1 Athletes Way', 'Vancouver', 'BC', 'V5Y 0B1', 49.2705, -123.1064),
  ('CS-VAN-03', 'Park Royal', 'BC Hydro EV', '2002 Park Royal S', 'West Vancouver', 'BC', 'V7T 2W4', 49.3262, -123.1366),
  ('CS-CAL-01', 'CORE Shopping Centre', 'ChargePoint', '751 3 St SW', 'Calgary', 'AB', 'T2P 4K8', 51.0458, -114.0673),
  ('CS-CAL-02', 'Chinook Centre', 'Electrify Canada', '6455 Macleod Trail SW', 'Calgary', 'AB', 'T2H 0K8', 50.9983, -114.0736),
  ('CS-EDM-01', 'Edmonton City Centre', 'FLO', '10200 102 Ave NW', 'Edmonton', 'AB', 'T5J 4B7', 53.5436, -113.4924),
  ('CS-EDM-02', 'West Edmonton Mall', 'Petro-Canada', '8882 170 St NW', 'Edmonton', 'AB', 'T5T 4J2', 53.5225, -113.6242),
  ('CS-WPG-01', 'The Forks', 'ChargePoint', '1 Forks Market Rd', 'Winnipeg', 'MB', 'R3C 4L9', 49.8873, -97.1310),
  ('CS-HFX-01', 'Halifax Waterfront', 'FLO', '1209 Marginal Rd', 'Halifax', 'NS', 'B3H 4P8', 44.6403, -63.5672),
  ('CS-HFX-02', 'Bayers Lake Centre', 'Tesla Supercharger', '210 Chain Lake Dr', 'Halifax', 'NS', 'B3S 1A2', 44.6478, -63.6640);

create table charging_station_connectors (
  station_id text not null references charging_stations (station_id),
  connector_type text not null check (connector_type in ('CCS', 'CHAdeMO', 'J1772', 'NACS')),
  power_kw double precision not null,
  port_count integer not null,
  primary key (station_id, connector_type)
);

insert into charging_station_connectors (station_id, connector_type, power_kw, port_count) values
  ('CS-TOR-01', 'J1772', 7.2, 6),
  ('CS-TOR-02', 'CCS', 350, 4), ('CS-TOR-02', 'CHAdeMO', 50, 1),
  ('CS-TOR-03', 'NACS', 250, 12),
  ('CS-TOR-04', 'J1772', 6.6, 4), ('CS-TOR-04', 'CCS', 62.5, 2),
  ('CS-MIS-01', 'CCS', 350, 2), ('CS-MIS-01', 'CHAdeMO', 50, 1),
  ('CS-OTT-01', 'J1772', 7.2, 8), ('CS-OTT-01', 'CCS', 100, 2),
  ('CS-OTT-02', 'CCS', 350, 2), ('CS-OTT-02', 'CHAdeMO', 50, 1),
  ('CS-OTT-03', 'CCS', 150, 4), ('CS-OTT-03', 'NACS', 150, 2),
  ('CS-MTL-01', 'J1772', 7.2, 10),
  ('CS-MTL-02', 'CCS', 100, 2), ('CS-MTL-02', 'CHAdeMO', 50, 2), ('CS-MTL-02', 'J1772', 7.2, 4),
  ('CS-MTL-03', 'CCS', 350, 4),
  ('CS-QUE-01', 'CCS', 100, 4), ('CS-QUE-01', 'CHAdeMO', 50, 2),
  ('CS-QUE-02', 'J1772', 7.2, 4),
  ('CS-VAN-01', 'CCS', 50, 2), ('CS-VAN-01', 'CHAdeMO', 50, 1), ('CS-VAN-01', 'J1772', 7.2, 4),
  ('CS-VAN-02', 'NACS', 250, 10),
  ('CS-VAN-03', 'CCS', 100, 2),
  ('CS-CAL-01', 'J1772', 7.2, 6), ('CS-CAL-01', 'CCS', 62.5, 2),
  ('CS-CAL-02', 'CCS', 350, 4), ('CS-CAL-02', 'CHAdeMO', 50, 1),
  ('CS-EDM-01', 'J1772', 7.2, 6),
  ('CS-EDM-02', 'CCS', 200, 4),
  ('CS-WPG-01', 'J1772', 6.6, 4), ('CS-WPG-01', 'CCS', 62.5, 2),
  ('CS-HFX-01', 'J1772', 7.2, 4), ('CS-HFX-01', 'CCS', 50, 1),
  ('CS-HFX-02', 'NACS', 250, 8);
