-- +goose Up
-- A member whose religion is "other" may name it (docs/product.md §3: customReligion), as a
-- member whose caste is "other" names theirs.
ALTER TABLE profiles ADD COLUMN custom_religion text;

-- +goose Down
ALTER TABLE profiles DROP COLUMN custom_religion;
