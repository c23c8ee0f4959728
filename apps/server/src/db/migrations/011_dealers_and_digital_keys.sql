-- The dealer directory the owner picks a preferred dealer from (account.personalSetting
-- preferdealer), per brand; codes ending D01 are the demo fleet's selling dealers.
create table dealers (
  dealer_code text primary key,
  brand text not null,
  dealer_name text not null,
  street text not null,
  city text not null,
  province text not null,
  postal_code text not null,
  phone text not null,
  website text not null
);

insert into dealers (dealer_code, brand, dealer_name, street, city, province, postal_code, phone, website) values
  ('HACC-D01', 'hacc', 'Halcyon Downtown Toronto', '250 Front St E', 'Toronto', 'ON', 'M5A 1E9', '416-555-0142', 'https://downtown.halcyon-dealers.ca'),
  ('HACC-D02', 'hacc', 'Halcyon North York', '4950 Yonge St', 'Toronto', 'ON', 'M2N 6K1', '416-555-0217', 'https://northyork.halcyon-dealers.ca'),
  ('HACC-D03', 'hacc', 'Halcyon Ottawa Centre', '1200 Carling Ave', 'Ottawa', 'ON', 'K1Z 7K8', '613-555-0133', 'https://ottawa.halcyon-dealers.ca'),
  ('HACC-D04', 'hacc', 'Halcyon Montréal Plateau', '4600 boul. Saint-Laurent', 'Montréal', 'QC', 'H2T 1R2', '514-555-0164', 'https://plateau.halcyon-dealers.ca'),
  ('HACC-D05', 'hacc', 'Halcyon Vancouver Marine Drive', '1290 Marine Dr', 'North Vancouver', 'BC', 'V7P 1T2', '604-555-0188', 'https://marinedrive.halcyon-dealers.ca'),
  ('HACC-D06', 'hacc', 'Halcyon Calgary South', '11 Heritage Gate SE', 'Calgary', 'AB', 'T2H 3A7', '403-555-0121', 'https://calgarysouth.halcyon-dealers.ca'),
  ('KCI-D01', 'kci', 'Kestrel Lakeshore', '1400 Lakeshore Rd E', 'Mississauga', 'ON', 'L5E 1E9', '905-555-0178', 'https://lakeshore.kestrel-dealers.ca'),
  ('KCI-D02', 'kci', 'Kestrel Scarborough', '1940 Eglinton Ave E', 'Toronto', 'ON', 'M1L 2M2', '416-555-0251', 'https://scarborough.kestrel-dealers.ca'),
  ('KCI-D03', 'kci', 'Kestrel Laval', '2500 boul. Chomedey', 'Laval', 'QC', 'H7T 2R2', '450-555-0147', 'https://laval.kestrel-dealers.ca'),
  ('KCI-D04', 'kci', 'Kestrel Québec Sainte-Foy', '2750 boul. Laurier', 'Québec', 'QC', 'G1V 2L9', '418-555-0119', 'https://saintefoy.kestrel-dealers.ca'),
  ('KCI-D05', 'kci', 'Kestrel Winnipeg Pembina', '1700 Pembina Hwy', 'Winnipeg', 'MB', 'R3T 2G2', '204-555-0136', 'https://pembina.kestrel-dealers.ca'),
  ('KCI-D06', 'kci', 'Kestrel Halifax Bayers Lake', '180 Chain Lake Dr', 'Halifax', 'NS', 'B3S 1C5', '902-555-0158', 'https://bayerslake.kestrel-dealers.ca'),
  ('GEN-D01', 'gen', 'Genova Studio Yorkville', '128 Cumberland St', 'Toronto', 'ON', 'M5R 1A6', '416-555-0190', 'https://yorkville.genova-studios.ca'),
  ('GEN-D02', 'gen', 'Genova Studio Oakville', '2400 South Service Rd W', 'Oakville', 'ON', 'L6L 5M9', '905-555-0129', 'https://oakville.genova-studios.ca'),
  ('GEN-D03', 'gen', 'Genova Studio Westmount', '4100 rue Sainte-Catherine O', 'Westmount', 'QC', 'H3Z 1P2', '514-555-0172', 'https://westmount.genova-studios.ca'),
  ('GEN-D04', 'gen', 'Genova Studio Vancouver', '1500 W Georgia St', 'Vancouver', 'BC', 'V6G 2Z6', '604-555-0115', 'https://vancouver.genova-studios.ca'),
  ('GEN-D05', 'gen', 'Genova Studio Edmonton', '10220 104 Ave NW', 'Edmonton', 'AB', 'T5J 0H6', '780-555-0143', 'https://edmonton.genova-studios.ca');

-- Opening hours; day_code 0 is Sunday (account-and-enrollment.md 3), times HHmm; a day without a
-- row is closed.
create table dealer_hours (
  dealer_code text not null references dealers (dealer_code),
  kind text not null check (kind in ('sales', 'service')),
  day_code integer not null check (day_code between 0 and 6),
  start_time text not null,
  end_time text not null,
  primary key (dealer_code, kind, day_code)
);

-- Sales: weekdays 09:00-21:00 (Friday to 18:00), Saturday 09:00-17:00, Sunday 11:00-17:00
-- except at the Genova studios, closed on Sunday.
insert into dealer_hours (dealer_code, kind, day_code, start_time, end_time)
  select d.dealer_code, 'sales', day_code,
         case day_code when 0 then '1100' else '0900' end,
         case day_code when 0 then '1700' when 5 then '1800' when 6 then '1700' else '2100' end
    from dealers d cross join generate_series(0, 6) as day_code
   where not (day_code = 0 and d.brand = 'gen');

-- Service: weekdays 07:30-18:00, Saturday 08:00-16:00, closed on Sunday.
insert into dealer_hours (dealer_code, kind, day_code, start_time, end_time)
  select d.dealer_code, 'service', day_code,
         case day_code when 6 then '0800' else '0730' end,
         case day_code when 6 then '1600' else '1800' end
    from dealers d cross join generate_series(1, 6) as day_code;

-- The digital key of a vehicle (one owner key per vehicle): 'enrolled' once registered (the pairing
-- password is mailed), 'activated' once paired with the car. Ended by terminatedkservice.
create table digital_keys (
  vehicle_id uuid primary key references vehicles (id),
  account_id uuid not null references accounts (id),
  key_id text not null unique,
  status text not null check (status in ('enrolled', 'activated')),
  first_name text not null,
  last_name text not null,
  phone_number text not null,
  pairing_password_hash text not null,
  -- The day the key starts working, YYYYMMDD; set on activation.
  not_before text,
  created_at timestamptz not null default now()
);

-- Keys the owner shared from their digital key with other phones.
create table digital_key_shares (
  id bigserial primary key,
  vehicle_id uuid not null references digital_keys (vehicle_id) on delete cascade,
  key_id text not null unique,
  shared_with text not null,
  device_name text not null,
  not_before text not null,
  not_after text not null
);
