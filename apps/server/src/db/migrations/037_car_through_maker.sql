-- A real owner's first day (issue 53): an account may be opened with its car "connected through the
-- maker's app", brought in afterwards from the linked maker account. The VIN the owner typed at
-- sign-up (if any) and the nickname chosen for it are kept until that car comes in under that name.
alter table accounts add column maker_car_vin text;
alter table accounts add column maker_car_nickname text;
