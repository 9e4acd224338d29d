-- +goose Up
-- Search at a million members (measured with make bench, see docs/performance.md):
-- * a member's mother tongue is a column, so the quick search's language filter can use an index
--   (filtering the languages array row by row walked every profile for a rare language);
-- * one covering index per leading filter, ordered like the results, holds every other filter
--   column, so search and its capped count are index-only scans whatever the page.
ALTER TABLE profiles ADD COLUMN mother_tongue text;
UPDATE profiles SET mother_tongue = lower(languages[1]) WHERE cardinality(languages) > 0;

DROP INDEX profiles_gender_active_idx;
DROP INDEX profiles_gender_caste_idx;
DROP INDEX profiles_gender_religion_idx;
DROP INDEX profiles_gender_city_idx;
DROP INDEX profiles_gender_dob_idx;

CREATE INDEX profiles_search_idx ON profiles (gender, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, mother_tongue) WHERE suspended_at IS NULL;
CREATE INDEX profiles_search_caste_idx ON profiles (gender, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, city, mother_tongue) WHERE suspended_at IS NULL;
CREATE INDEX profiles_search_religion_idx ON profiles (gender, religion, last_active_at DESC, account_id)
    INCLUDE (dob, caste, city, mother_tongue) WHERE suspended_at IS NULL;
CREATE INDEX profiles_search_city_idx ON profiles (gender, city, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, mother_tongue) WHERE suspended_at IS NULL;
CREATE INDEX profiles_search_tongue_idx ON profiles (gender, mother_tongue, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city) WHERE suspended_at IS NULL;
-- City and caste together are the search members make most; a common caste in a small city
-- would otherwise walk the whole caste to count a few dozen matches.
CREATE INDEX profiles_search_city_caste_idx ON profiles (gender, city, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, mother_tongue) WHERE suspended_at IS NULL;
-- A narrow age range is found by birth date and sorted (a few hundred rows) rather than walked in order.
CREATE INDEX profiles_search_dob_idx ON profiles (gender, dob)
    INCLUDE (last_active_at, account_id, caste, religion, city, mother_tongue) WHERE suspended_at IS NULL;

-- +goose Down
DROP INDEX profiles_search_city_caste_idx;
DROP INDEX profiles_search_dob_idx;
DROP INDEX profiles_search_tongue_idx;
DROP INDEX profiles_search_city_idx;
DROP INDEX profiles_search_religion_idx;
DROP INDEX profiles_search_caste_idx;
DROP INDEX profiles_search_idx;
CREATE INDEX profiles_gender_active_idx ON profiles (gender, last_active_at DESC, account_id) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_caste_idx ON profiles (gender, caste, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_religion_idx ON profiles (gender, religion, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_city_idx ON profiles (gender, city, last_active_at DESC) WHERE suspended_at IS NULL;
CREATE INDEX profiles_gender_dob_idx ON profiles (gender, dob) WHERE suspended_at IS NULL;
ALTER TABLE profiles DROP COLUMN mother_tongue;
