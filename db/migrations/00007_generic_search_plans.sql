-- +goose Up
-- Search and matches now run as prepared statements with cached (generic) plans. Such a plan
-- cannot see how wide an age range is, and with this index available it may take a wide range
-- for a narrow one: read every member in it and sort them. Walking the covering indexes in
-- result order and filtering the birth date in the index is what the per-call plans chose
-- anyway (make bench: no plan used this index), so it goes.
DROP INDEX profiles_search_dob_idx;

-- +goose Down
CREATE INDEX profiles_search_dob_idx ON profiles (gender, dob)
    INCLUDE (last_active_at, account_id, caste, religion, city, mother_tongue) WHERE suspended_at IS NULL;
