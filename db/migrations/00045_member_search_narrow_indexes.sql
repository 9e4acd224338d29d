-- +goose Up
-- Narrow twins of the search indexes, for the searches most members make: the four filters of the
-- spec's search form (religion, caste, city, age) and the mother tongue or district, sorted by
-- recent activity. Since migration 00036 every index of member_search includes every column a
-- match walk or a refined search checks (27 of them), so an entry is about three times as wide
-- and a plain search reads three times as many pages for the same members: measured at a million
-- members, a search for a rare combination (Buddhist in Nashik speaking Hindi: 17,534 entries
-- read to find 43) took 44 ms on the wide index and 29 ms on a narrow one, and search's capacity
-- in `make bench` halved. The planner takes the narrow twin wherever the statement reads no
-- more than its columns (an index-only scan of fewer pages costs less) and the wide index
-- otherwise: the carousels, the refinements, the verified-only and newest-first walks. See
-- docs/performance.md.
CREATE INDEX member_search_active_narrow_idx ON member_search (gender, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, district, mother_tongue);
CREATE INDEX member_search_caste_narrow_idx ON member_search (gender, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, city, district, mother_tongue);
CREATE INDEX member_search_religion_narrow_idx ON member_search (gender, religion, last_active_at DESC, account_id)
    INCLUDE (dob, caste, city, district, mother_tongue);
CREATE INDEX member_search_city_narrow_idx ON member_search (gender, city, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, district, mother_tongue);
CREATE INDEX member_search_tongue_narrow_idx ON member_search (gender, mother_tongue, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, district);
CREATE INDEX member_search_city_caste_narrow_idx ON member_search (gender, city, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, district, mother_tongue);
CREATE INDEX member_search_district_narrow_idx ON member_search (gender, district, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, mother_tongue);

-- +goose Down
DROP INDEX member_search_active_narrow_idx, member_search_caste_narrow_idx, member_search_religion_narrow_idx,
    member_search_city_narrow_idx, member_search_tongue_narrow_idx, member_search_city_caste_narrow_idx,
    member_search_district_narrow_idx;
