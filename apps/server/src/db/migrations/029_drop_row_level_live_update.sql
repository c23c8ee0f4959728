-- Migration 028 announces the live updates once a statement; no trigger calls the row-level
-- function of migration 023 any more.

drop function notify_live_update();
