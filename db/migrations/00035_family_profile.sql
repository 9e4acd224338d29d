-- +goose Up
-- The profile Maharashtrian families expect (docs/adr/0015-matching.md). Every new field is
-- optional: members who registered before keep working with them empty.
ALTER TABLE profiles
    ADD COLUMN about_me           text CHECK (char_length(about_me) BETWEEN 20 AND 1000),
    ADD COLUMN created_by         text CHECK (created_by IN ('self', 'parent', 'sibling', 'relative', 'friend')),
    -- Native place: one of the 36 districts and one of its talukas (values of /api/meta/options).
    ADD COLUMN native_district    text,
    ADD COLUMN native_taluka      text,
    ADD COLUMN sub_caste          text CHECK (char_length(sub_caste) <= 60),
    ADD COLUMN gotra              text CHECK (char_length(gotra) <= 60),
    ADD COLUMN rashi              text,
    ADD COLUMN nakshatra          text,
    ADD COLUMN charan             smallint CHECK (charan BETWEEN 1 AND 4),
    ADD COLUMN manglik            text CHECK (manglik IN ('no', 'yes', 'partial')),
    -- Shown to connections only.
    ADD COLUMN birth_time         text CHECK (birth_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    ADD COLUMN birth_place        text CHECK (char_length(birth_place) <= 100),
    ADD COLUMN complexion         text,
    ADD COLUMN body_type          text,
    ADD COLUMN working_sector     text,
    ADD COLUMN living_with_family text CHECK (living_with_family IN ('no', 'yes')),
    -- Partner preferences: any of these marital statuses (none: any), manglik (no: non-manglik
    -- only, yes: manglik or partial).
    ADD COLUMN pref_marital       text[] NOT NULL DEFAULT '{}',
    ADD COLUMN pref_manglik       text CHECK (pref_manglik IN ('no', 'yes')),
    ADD COLUMN terms_accepted_at  timestamptz,
    -- Derived, written with the profile (adapters/postgres/profiles.go): the district the member
    -- lives in (the city's) and the (nakshatra, rashi) pair gun milan is computed from.
    ADD COLUMN district           text,
    ADD COLUMN horoscope_key      smallint CHECK (horoscope_key BETWEEN 0 AND 323);

-- The plan picked at registration is an optional preference (docs/adr/0012-payments.md).
ALTER TABLE profiles ALTER COLUMN preferred_plan DROP NOT NULL;

-- The search index is rebuilt from profiles by the next migration: no need to rewrite it row by
-- row here.
ALTER TABLE profiles DISABLE TRIGGER member_search_changed;
UPDATE profiles p SET district = coalesce(c.district, lower(p.city))
FROM (VALUES
    ('Mumbai', 'mumbai-suburban'),
    ('Pune', 'pune'),
    ('Nagpur', 'nagpur'),
    ('Nashik', 'nashik'),
    ('Thane', 'thane'),
    ('Navi Mumbai', 'thane'),
    ('Pimpri-Chinchwad', 'pune'),
    ('Kalyan-Dombivli', 'thane'),
    ('Vasai-Virar', 'palghar'),
    ('Chhatrapati Sambhajinagar', 'chhatrapati-sambhajinagar'),
    ('Solapur', 'solapur'),
    ('Kolhapur', 'kolhapur'),
    ('Amravati', 'amravati'),
    ('Sangli', 'sangli'),
    ('Jalgaon', 'jalgaon'),
    ('Akola', 'akola'),
    ('Latur', 'latur'),
    ('Dhule', 'dhule'),
    ('Ahilyanagar', 'ahilyanagar'),
    ('Chandrapur', 'chandrapur'),
    ('Parbhani', 'parbhani'),
    ('Jalna', 'jalna'),
    ('Nanded', 'nanded'),
    ('Satara', 'satara'),
    ('Beed', 'beed'),
    ('Yavatmal', 'yavatmal'),
    ('Wardha', 'wardha'),
    ('Gondia', 'gondia'),
    ('Ratnagiri', 'ratnagiri'),
    ('Dharashiv', 'dharashiv'),
    ('Nandurbar', 'nandurbar'),
    ('Palghar', 'palghar'),
    ('Baramati', 'pune'),
    ('Malegaon', 'nashik')
) AS c (city, district)
WHERE c.city = p.city;
UPDATE profiles SET district = lower(city) WHERE district IS NULL;
ALTER TABLE profiles ENABLE TRIGGER member_search_changed;
ALTER TABLE profiles ALTER COLUMN district SET NOT NULL;

-- +goose Down
UPDATE profiles SET preferred_plan = 'basic' WHERE preferred_plan IS NULL;
ALTER TABLE profiles ALTER COLUMN preferred_plan SET NOT NULL;
ALTER TABLE profiles
    DROP COLUMN about_me, DROP COLUMN created_by, DROP COLUMN native_district, DROP COLUMN native_taluka,
    DROP COLUMN sub_caste, DROP COLUMN gotra, DROP COLUMN rashi, DROP COLUMN nakshatra, DROP COLUMN charan,
    DROP COLUMN manglik, DROP COLUMN birth_time, DROP COLUMN birth_place, DROP COLUMN complexion,
    DROP COLUMN body_type, DROP COLUMN working_sector, DROP COLUMN living_with_family, DROP COLUMN pref_marital,
    DROP COLUMN pref_manglik, DROP COLUMN terms_accepted_at, DROP COLUMN district, DROP COLUMN horoscope_key;
