-- +goose Up
-- What trust and safety changes in the search index (migration 00036), in one place
-- (docs/adr/0016-trust-and-safety.md):
-- * a paused profile is hidden from discovery like a suspended one: member_search_row answers no
--   row for it, so it has no entry;
-- * the index knows who is ID-verified, for "Verified profiles only". One partial index holds
--   exactly them, in the order search and the carousels read, with every column their walks
--   check: a verified search walks it and checks the other filters on its entries
--   (adapters/postgres/search_trust.go).
ALTER TABLE member_search ADD COLUMN verified boolean NOT NULL DEFAULT false;
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_row(p profiles) RETURNS SETOF member_search LANGUAGE sql IMMUTABLE AS $$
    SELECT p.account_id, p.dob, p.last_active_at, p.registered_at, p.height_cm, p.income_k_month, p.horoscope_key,
           p.pref_age_min, p.pref_age_max, p.pref_height_min, p.pref_height_max,
           (SELECT coalesce(bit_or(CASE s WHEN 'single' THEN 1 WHEN 'divorce' THEN 2 WHEN 'widow' THEN 4
                                          WHEN 'awaiting-divorce' THEN 8 ELSE 0 END), 0)
            FROM unnest(p.pref_marital) s)::smallint,
           p.photo_id IS NOT NULL, p.gender, p.caste, p.religion, p.city, p.district, p.mother_tongue,
           lower(p.sub_caste), p.native_district, p.marital_status, p.education, p.profession, p.manglik,
           p.pref_religion, p.pref_caste, p.pref_city, p.pref_manglik, p.id_verified_at IS NOT NULL
    WHERE p.suspended_at IS NULL AND p.paused_at IS NULL
$$;
-- +goose StatementEnd
DELETE FROM member_search;
INSERT INTO member_search SELECT r.* FROM profiles p, LATERAL member_search_row(p) r;
CREATE INDEX member_search_verified_idx ON member_search (gender, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion, city,
    district, mother_tongue, sub_caste, native_district, marital_status, education, profession,
    manglik, pref_religion, pref_caste, pref_city, pref_manglik)
    WHERE verified;

-- +goose Down
DROP INDEX member_search_verified_idx;
DELETE FROM member_search;
ALTER TABLE member_search DROP COLUMN verified;
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION member_search_row(p profiles) RETURNS SETOF member_search LANGUAGE sql IMMUTABLE AS $$
    SELECT p.account_id, p.dob, p.last_active_at, p.registered_at, p.height_cm, p.income_k_month, p.horoscope_key,
           p.pref_age_min, p.pref_age_max, p.pref_height_min, p.pref_height_max,
           (SELECT coalesce(bit_or(CASE s WHEN 'single' THEN 1 WHEN 'divorce' THEN 2 WHEN 'widow' THEN 4
                                          WHEN 'awaiting-divorce' THEN 8 ELSE 0 END), 0)
            FROM unnest(p.pref_marital) s)::smallint,
           p.photo_id IS NOT NULL, p.gender, p.caste, p.religion, p.city, p.district, p.mother_tongue,
           lower(p.sub_caste), p.native_district, p.marital_status, p.education, p.profession, p.manglik,
           p.pref_religion, p.pref_caste, p.pref_city, p.pref_manglik
    WHERE p.suspended_at IS NULL
$$;
-- +goose StatementEnd
INSERT INTO member_search SELECT r.* FROM profiles p, LATERAL member_search_row(p) r;
