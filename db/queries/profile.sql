-- name: InsertProfile :exec
INSERT INTO profiles (
    account_id, member_code, full_name, gender, dob, religion, caste, custom_caste, marital_status, children,
    city, education, profession, income_k_month, height_cm, weight_kg, blood_group, languages, hobbies,
    father, father_occupation, mother, mother_occupation, siblings, food_pref, disability, drinking, smoking,
    preferred_plan, pref_age_min, pref_age_max, pref_city, pref_caste, pref_religion, pref_height_min, pref_height_max,
    photo_id, preferred_language, registered_at, updated_at, last_active_at, mother_tongue,
    about_me, created_by, native_district, native_taluka, sub_caste, gotra, rashi, nakshatra, charan, manglik,
    birth_time, birth_place, complexion, body_type, working_sector, living_with_family, pref_marital, pref_manglik,
    terms_accepted_at, district, horoscope_key, custom_religion, horoscope_source
) VALUES (
    $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
    $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42,
    $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65
);

-- name: ProfileByAccount :one
SELECT sqlc.embed(p), a.email, a.phone FROM profiles p JOIN accounts a ON a.id = p.account_id
WHERE p.account_id = $1;

-- name: ProfileByAccountForUpdate :one
SELECT sqlc.embed(p), a.email, a.phone FROM profiles p JOIN accounts a ON a.id = p.account_id
WHERE p.account_id = $1 FOR UPDATE OF p, a;

-- name: ProfileByCode :one
SELECT sqlc.embed(p), a.email, a.phone FROM profiles p JOIN accounts a ON a.id = p.account_id
WHERE p.member_code = $1;

-- name: UpdateProfile :exec
UPDATE profiles SET
    full_name = $2, gender = $3, dob = $4, religion = $5, caste = $6, custom_caste = $7, marital_status = $8,
    children = $9, city = $10, education = $11, profession = $12, income_k_month = $13, height_cm = $14,
    weight_kg = $15, blood_group = $16, languages = $17, hobbies = $18, father = $19, father_occupation = $20,
    mother = $21, mother_occupation = $22, siblings = $23, food_pref = $24, disability = $25, drinking = $26,
    smoking = $27, preferred_plan = $28, pref_age_min = $29, pref_age_max = $30, pref_city = $31, pref_caste = $32,
    pref_religion = $33, pref_height_min = $34, pref_height_max = $35, photo_id = $36, preferred_language = $37,
    updated_at = $38, mother_tongue = $39, about_me = $40, created_by = $41, native_district = $42,
    native_taluka = $43, sub_caste = $44, gotra = $45, rashi = $46, nakshatra = $47, charan = $48, manglik = $49,
    birth_time = $50, birth_place = $51, complexion = $52, body_type = $53, working_sector = $54,
    living_with_family = $55, pref_marital = $56, pref_manglik = $57, district = $58, horoscope_key = $59,
    custom_religion = $60, horoscope_source = $61
WHERE account_id = $1;

-- MatchMembers reads what a match card and its reasons need of a member (matching.Card,
-- ScoreTerms.Evaluate, matching.Between), a fifth of the profile row, for the members a viewer
-- may be shown now: not suspended, not paused, not blocked either way (the viewer's blocks read
-- once as an array, as the walks do). docs/adr/0017-kept-carousels.md
-- name: MatchMembers :many
SELECT p.account_id, p.member_code, p.full_name, p.gender, p.dob, p.religion, p.caste, p.city,
    p.marital_status, p.height_cm, p.mother_tongue, p.photo_id, p.rashi, p.nakshatra, p.manglik,
    p.pref_age_min, p.pref_age_max, p.pref_religion, p.pref_caste, p.pref_city, p.pref_height_min, p.pref_height_max,
    p.pref_marital, p.pref_manglik,
    (p.email_verified_at IS NOT NULL)::boolean AS email_verified, (p.phone_verified_at IS NOT NULL)::boolean AS phone_verified,
    (p.id_verified_at IS NOT NULL)::boolean AS id_verified, (p.photo_verified_at IS NOT NULL)::boolean AS photo_verified
FROM profiles p
WHERE p.account_id = ANY(sqlc.arg(ids)::uuid[]) AND p.suspended_at IS NULL AND p.paused_at IS NULL
  AND p.account_id <> ALL (ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = sqlc.arg(viewer)::uuid
        UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = sqlc.arg(viewer)::uuid));

-- CheckShown is what a viewer's kept carousels depend on, in one round trip: the viewer's
-- profile version, and which of the members it names the viewer may not be shown now (erased,
-- suspended, paused, blocked either way). Each member is one probe of the profiles' key.
-- name: CheckShown :one
SELECT v.updated_at, (SELECT e.n FROM visibility_epoch e)::bigint AS visibility_epoch,
    coalesce((SELECT f.version FROM viewer_facts_versions f WHERE f.account_id = sqlc.arg(viewer)::uuid), 0)::bigint AS viewer_facts_version,
    ARRAY(SELECT id FROM unnest(sqlc.arg(ids)::uuid[]) AS id
          WHERE id = ANY (blocked.ids)
             OR NOT EXISTS (SELECT 1 FROM profiles p WHERE p.account_id = id AND p.suspended_at IS NULL AND p.paused_at IS NULL))::uuid[] AS hidden
FROM profiles v
CROSS JOIN LATERAL (SELECT ARRAY(SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = sqlc.arg(viewer)::uuid
        UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = sqlc.arg(viewer)::uuid) AS ids) blocked
WHERE v.account_id = sqlc.arg(viewer)::uuid;

-- CheckShownVersions answers what CheckShown's answer depends on besides the members' rows: the
-- viewer's profile version, the visibility epoch and the viewer's facts version
-- (db/migrations/00058_visibility_epoch.sql). While both numbers stand still, the members hidden
-- from the viewer are those CheckShown last named.
-- name: CheckShownVersions :one
SELECT v.updated_at, (SELECT e.n FROM visibility_epoch e)::bigint AS visibility_epoch,
    coalesce((SELECT f.version FROM viewer_facts_versions f WHERE f.account_id = sqlc.arg(viewer)::uuid), 0)::bigint AS viewer_facts_version
FROM profiles v
WHERE v.account_id = sqlc.arg(viewer)::uuid;

-- TouchLastActive moves the members' last activity to now, in one statement for a batch
-- (app.RecordActivity.Run). The rows are locked in account order, so two instances'
-- batches wait for each other rather than deadlock.
-- name: TouchLastActive :exec
WITH due AS (
    SELECT account_id FROM profiles
    WHERE account_id = ANY(sqlc.arg(ids)::uuid[]) AND last_active_at < sqlc.arg(now)::timestamptz - interval '5 minutes'
    ORDER BY account_id
    FOR UPDATE
)
UPDATE profiles p SET last_active_at = sqlc.arg(now)::timestamptz FROM due WHERE p.account_id = due.account_id;

-- name: PhotoInUse :one
SELECT EXISTS (SELECT 1 FROM profiles WHERE photo_id = $1);
