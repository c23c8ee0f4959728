-- Home Assistant through MQTT discovery (issue 57): the operator names Home Assistant's broker, and
-- each owner chooses whether their own cars are published there. Off until the owner turns it on:
-- a car's states and commands reach a broker only with its owner's consent.

alter table accounts add column home_assistant boolean not null default false;
