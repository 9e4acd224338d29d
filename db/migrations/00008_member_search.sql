-- +goose Up
-- The search index: every member who can be found, with only what search and matches filter
-- and order by, partitioned by birth date. An age range then reads only its
-- partitions, and within them each covering index walks its filter in "recently active" order
-- (the partitions are merged in that order). Before, an age range was a filter on walks of the
-- whole membership: "Muslim, Marathi, 35–38" read 54,000 entries to count a few hundred, and
-- reads 2,600 now (make bench; docs/performance.md). Triggers keep it in step with profiles in the same
-- transaction, so a suspension or an edit is never visible in one and not the other.
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

-- Five-year ranges where members are many (aged about 15 to 60 when this was written); the
-- sparse ends share one partition each, since few entries are read there anyway. Every
-- partition costs planning time (each statement's cached plan considers all of them), so the
-- layout is as coarse as the walks allow; a later migration can move the ranges as years pass.
-- Search reads index entries only (index-only scans), which skip the table for pages the
-- visibility map marks all-visible; activity rewrites rows here all day, so autovacuum comes
-- after 2% of a partition changed instead of the default 20%.
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

INSERT INTO member_search
SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
FROM profiles WHERE suspended_at IS NULL;

-- Statement-level, with transition tables: a bulk COPY of profiles costs one INSERT … SELECT.
-- +goose StatementBegin
CREATE FUNCTION member_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_search
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
    FROM added WHERE suspended_at IS NULL;
    RETURN NULL;
END $$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION member_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM member_search m USING before b WHERE m.account_id = b.account_id AND m.dob = b.dob;
    INSERT INTO member_search
    SELECT account_id, gender, dob, last_active_at, caste, religion, city, mother_tongue
    FROM after WHERE suspended_at IS NULL;
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

-- Search and matches read member_search now.
DROP INDEX profiles_search_idx;
DROP INDEX profiles_search_caste_idx;
DROP INDEX profiles_search_religion_idx;
DROP INDEX profiles_search_city_idx;
DROP INDEX profiles_search_tongue_idx;
DROP INDEX profiles_search_city_caste_idx;

-- +goose Down
DROP TRIGGER member_search_added ON profiles;
DROP TRIGGER member_search_changed ON profiles;
DROP TRIGGER member_search_removed ON profiles;
DROP FUNCTION member_search_added();
DROP FUNCTION member_search_changed();
DROP FUNCTION member_search_removed();
DROP TABLE member_search;
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
CREATE INDEX profiles_search_city_caste_idx ON profiles (gender, city, caste, last_active_at DESC, account_id)
    INCLUDE (dob, religion, mother_tongue) WHERE suspended_at IS NULL;
