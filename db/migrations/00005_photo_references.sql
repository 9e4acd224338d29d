-- +goose Up
-- Demo members share pictures; before a replaced picture is deleted the app asks whether any
-- other profile still shows it.
CREATE INDEX profiles_photo_idx ON profiles (photo_id) WHERE photo_id IS NOT NULL;

-- +goose Down
DROP INDEX profiles_photo_idx;
