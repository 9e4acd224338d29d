-- +goose Up
-- Every member may verify their photo and ID for free (docs/adr/0016-trust-and-safety.md), so it
-- is no perk of Standard or Premium: their cards stop listing it (issue 26).
UPDATE plans SET features = (
    SELECT coalesce(jsonb_agg(f ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(features) WITH ORDINALITY AS e(f, n)
    WHERE f->>'en' <> 'Photo and ID verification')
WHERE code IN ('standard', 'premium');

-- +goose Down
UPDATE plans SET features = jsonb_insert(features, '{1}', '{"en":"Photo and ID verification","mr":"फोटो व ओळखपत्र पडताळणी"}')
WHERE code = 'standard';
UPDATE plans SET features = jsonb_insert(features, '{2}', '{"en":"Photo and ID verification","mr":"फोटो व ओळखपत्र पडताळणी"}')
WHERE code = 'premium';
