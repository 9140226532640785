-- The offline kits' statistics screen counts KIT_DOWNLOAD events, recorded since kits could be taken but never rolled
-- up: the roll-ups recount only the days that events newer than their last run name. Taking the last run back to
-- just before the first kit taken has the next run recount every day an event since then names, so the screen counts
-- the kits taken before it existed too. A database with no kit taken (every fresh one) is left as it is.
UPDATE access_rollup_state SET last_event_id = first_kit.before
FROM (SELECT min(id) - 1 AS before FROM access_events WHERE action = 'KIT_DOWNLOAD') first_kit
WHERE access_rollup_state.id = 1 AND first_kit.before < access_rollup_state.last_event_id;
