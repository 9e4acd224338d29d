-- +goose Up
-- The search index gains what the new filters, the mutual matches and the compatibility score
-- read (docs/adr/0015-matching.md): where members live and come from, height, income, marital
-- status, education, profession, the horoscope, whether they show a picture, when they joined,
-- and their own partner preferences (so "they would want you too" is checked on the index
-- entry). It stays the ADR 7 design: one row per searchable member, partitioned by birth date,
-- covering indexes ordered like the results, written by triggers in the profile's transaction.
-- Two leads are new: the district (Near you, the district filter) and the registration time
-- (New this week). Every index includes every column the walks check, so a search or a match
-- list reads index entries only, whatever the filters.
DROP TRIGGER member_search_added ON profiles;
DROP TRIGGER member_search_changed ON profiles;
DROP TRIGGER member_search_removed ON profiles;
DROP FUNCTION member_search_added();
DROP FUNCTION member_search_changed();
DROP FUNCTION member_search_removed();
-- Partitions first: sqlc's schema reader does not know that they go with their table.
DROP TABLE member_search_before_1966, member_search_1966, member_search_1971, member_search_1976, member_search_1981, member_search_1986, member_search_1991, member_search_1996, member_search_2001, member_search_2006, member_search_from_2011;
DROP TABLE member_search;

-- Fixed-width columns first: the rows (and index entries) pack tighter.
CREATE TABLE member_search (
    account_id      uuid NOT NULL,
    dob             date NOT NULL,
    last_active_at  timestamptz NOT NULL,
    registered_at   timestamptz NOT NULL,
    height_cm       smallint NOT NULL,
    income_k_month  integer NOT NULL,
    horoscope_key   smallint,
    pref_age_min    smallint NOT NULL,
    pref_age_max    smallint NOT NULL,
    pref_height_min smallint,
    pref_height_max smallint,
    -- The preferred marital statuses as bits (matching.MaritalBit: single 1, divorce 2, widow 4,
    -- awaiting-divorce 8); 0 = any.
    pref_marital    smallint NOT NULL,
    has_photo       boolean NOT NULL,
    gender          text NOT NULL,
    caste           text NOT NULL,
    religion        text NOT NULL,
    city            text NOT NULL,
    district        text NOT NULL,
    mother_tongue   text,
    sub_caste       text, -- lower case: the filter is typed
    native_district text,
    marital_status  text NOT NULL,
    education       text NOT NULL,
    profession      text NOT NULL,
    manglik         text,
    pref_religion   text,
    pref_caste      text,
    pref_city       text,
    pref_manglik    text,
    PRIMARY KEY (account_id, dob)
) PARTITION BY RANGE (dob);

CREATE TABLE member_search_before_1966 PARTITION OF member_search FOR VALUES FROM (MINVALUE) TO ('1966-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1966 PARTITION OF member_search FOR VALUES FROM ('1966-01-01') TO ('1971-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1971 PARTITION OF member_search FOR VALUES FROM ('1971-01-01') TO ('1976-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1976 PARTITION OF member_search FOR VALUES FROM ('1976-01-01') TO ('1981-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1981 PARTITION OF member_search FOR VALUES FROM ('1981-01-01') TO ('1986-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1986 PARTITION OF member_search FOR VALUES FROM ('1986-01-01') TO ('1991-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1991 PARTITION OF member_search FOR VALUES FROM ('1991-01-01') TO ('1996-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1996 PARTITION OF member_search FOR VALUES FROM ('1996-01-01') TO ('2001-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_2001 PARTITION OF member_search FOR VALUES FROM ('2001-01-01') TO ('2006-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_2006 PARTITION OF member_search FOR VALUES FROM ('2006-01-01') TO ('2011-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_from_2011 PARTITION OF member_search FOR VALUES FROM ('2011-01-01') TO (MAXVALUE)
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);

CREATE INDEX member_search_active_idx ON member_search (gender, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion, city,
    district, mother_tongue, sub_caste, native_district, marital_status, education, profession,
    manglik, pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_caste_idx ON member_search (gender, caste, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, religion, city,
    district, mother_tongue, sub_caste, native_district, marital_status, education, profession,
    manglik, pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_religion_idx ON member_search (gender, religion, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, city, district,
    mother_tongue, sub_caste, native_district, marital_status, education, profession, manglik,
    pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_city_idx ON member_search (gender, city, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion,
    district, mother_tongue, sub_caste, native_district, marital_status, education, profession,
    manglik, pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_tongue_idx ON member_search (gender, mother_tongue, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion, city,
    district, sub_caste, native_district, marital_status, education, profession, manglik,
    pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_city_caste_idx ON member_search (gender, city, caste, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, religion, district,
    mother_tongue, sub_caste, native_district, marital_status, education, profession, manglik,
    pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_district_idx ON member_search (gender, district, last_active_at DESC, account_id)
    INCLUDE (dob, registered_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion, city,
    mother_tongue, sub_caste, native_district, marital_status, education, profession, manglik,
    pref_religion, pref_caste, pref_city, pref_manglik);
CREATE INDEX member_search_registered_idx ON member_search (gender, registered_at DESC, account_id)
    INCLUDE (dob, last_active_at, height_cm, income_k_month, horoscope_key, pref_age_min,
    pref_age_max, pref_height_min, pref_height_max, pref_marital, has_photo, caste, religion, city,
    district, mother_tongue, sub_caste, native_district, marital_status, education, profession,
    manglik, pref_religion, pref_caste, pref_city, pref_manglik);

-- The one mapping from a profile to its index row. A member who may not be found (suspended)
-- has none: member_search_row answers no row for them.
-- +goose StatementBegin
CREATE FUNCTION member_search_row(p profiles) RETURNS SETOF member_search LANGUAGE sql IMMUTABLE AS $$
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

-- Statement-level, with transition tables: a bulk COPY of profiles costs one INSERT … SELECT.
-- +goose StatementBegin
CREATE FUNCTION member_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search SELECT r.* FROM added a, LATERAL member_search_row(a) r;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING before b WHERE m.account_id = b.account_id AND m.dob = b.dob;
    INSERT INTO member_search SELECT r.* FROM after a, LATERAL member_search_row(a) r;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING removed r WHERE m.account_id = r.account_id AND m.dob = r.dob;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER member_search_added AFTER INSERT ON profiles REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_added();
CREATE TRIGGER member_search_changed AFTER UPDATE ON profiles REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_changed();
CREATE TRIGGER member_search_removed AFTER DELETE ON profiles REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_removed();

-- +goose Down
DROP TRIGGER member_search_added ON profiles;
DROP TRIGGER member_search_changed ON profiles;
DROP TRIGGER member_search_removed ON profiles;
DROP FUNCTION member_search_added();
DROP FUNCTION member_search_changed();
DROP FUNCTION member_search_removed();
DROP FUNCTION member_search_row(profiles);
-- Partitions first: sqlc's schema reader does not know that they go with their table.
DROP TABLE member_search_before_1966, member_search_1966, member_search_1971, member_search_1976, member_search_1981, member_search_1986, member_search_1991, member_search_1996, member_search_2001, member_search_2006, member_search_from_2011;
DROP TABLE member_search;
CREATE TABLE member_search (
    account_id     uuid NOT NULL,
    gender         text NOT NULL,
    dob            date NOT NULL,
    last_active_at timestamptz NOT NULL,
    caste          text NOT NULL,
    religion       text NOT NULL,
    city           text NOT NULL,
    mother_tongue  text,
    PRIMARY KEY (account_id, dob)
) PARTITION BY RANGE (dob);
CREATE TABLE member_search_before_1966 PARTITION OF member_search FOR VALUES FROM (MINVALUE) TO ('1966-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1966 PARTITION OF member_search FOR VALUES FROM ('1966-01-01') TO ('1971-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1971 PARTITION OF member_search FOR VALUES FROM ('1971-01-01') TO ('1976-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1976 PARTITION OF member_search FOR VALUES FROM ('1976-01-01') TO ('1981-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1981 PARTITION OF member_search FOR VALUES FROM ('1981-01-01') TO ('1986-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1986 PARTITION OF member_search FOR VALUES FROM ('1986-01-01') TO ('1991-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1991 PARTITION OF member_search FOR VALUES FROM ('1991-01-01') TO ('1996-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_1996 PARTITION OF member_search FOR VALUES FROM ('1996-01-01') TO ('2001-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_2001 PARTITION OF member_search FOR VALUES FROM ('2001-01-01') TO ('2006-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_2006 PARTITION OF member_search FOR VALUES FROM ('2006-01-01') TO ('2011-01-01')
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE TABLE member_search_from_2011 PARTITION OF member_search FOR VALUES FROM ('2011-01-01') TO (MAXVALUE)
    WITH (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
CREATE INDEX member_search_active_idx ON member_search (gender, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city, mother_tongue);
CREATE INDEX member_search_caste_idx ON member_search (gender, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, city, mother_tongue);
CREATE INDEX member_search_religion_idx ON member_search (gender, religion, last_active_at DESC, account_id)
    INCLUDE (dob, caste, city, mother_tongue);
CREATE INDEX member_search_city_idx ON member_search (gender, city, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, mother_tongue);
CREATE INDEX member_search_tongue_idx ON member_search (gender, mother_tongue, last_active_at DESC, account_id)
    INCLUDE (dob, caste, religion, city);
CREATE INDEX member_search_city_caste_idx ON member_search (gender, city, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, mother_tongue);
INSERT INTO member_search SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue FROM profiles WHERE suspended_at IS NULL;
-- +goose StatementBegin
CREATE FUNCTION member_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue FROM added WHERE suspended_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING before b WHERE m.account_id = b.account_id AND m.dob = b.dob;
    INSERT INTO member_search SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue FROM after WHERE suspended_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING removed r WHERE m.account_id = r.account_id AND m.dob = r.dob;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER member_search_added AFTER INSERT ON profiles REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_added();
CREATE TRIGGER member_search_changed AFTER UPDATE ON profiles REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_changed();
CREATE TRIGGER member_search_removed AFTER DELETE ON profiles REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION member_search_removed();
