-- A real owner's first day (issue 53): an account may be opened with its car "connected through the
-- maker's app", brought in afterwards from the linked maker account. The VIN the owner typed at
-- sign-up (if any) and the nickname chosen for it are kept until that car comes in under that name.
alter table accounts add column maker_car_vin text;
alter table accounts add column maker_car_nickname text;

-- What the maker does not tell of a car brought in through the bridge stays unknown (null), never
-- made up from absent fields: whether it is a CCS2 car, whether it starts remotely. A car of the
-- operator's factory record keeps saying yes or no.
alter table factory_vehicles alter column is_ccs2 drop not null;
alter table factory_vehicles alter column remote_ignition drop not null;
