-- A saved status and an inbox message are the busiest changes, and the live channel (023) already
-- announces each ("s:<vehicle id>", "m:<account id>"), which the caches now hear too (db/answer-cache.ts).
-- Their second announcements, which named the whole vehicle or account and so dropped its sessions,
-- vehicle lists and terms check with every status a car reported and every command it completed, go.

drop trigger vehicle_status_session_cache on vehicle_status;

drop trigger inbox_messages_answer_cache on inbox_messages;
