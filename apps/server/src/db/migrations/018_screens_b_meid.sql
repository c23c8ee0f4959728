-- The modem id (MEID) of each car's telematics unit, as the factory recorded it. The car's in-car
-- enrollment link names its VIN and MEID; a MEID that is not the VIN's is refused (issue 20).
alter table factory_vehicles add column meid text;
