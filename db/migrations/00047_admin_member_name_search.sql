-- +goose Up
-- The admin's member search finds names (issue 26): a prefix of the full name, or of the surname
-- (the name's last word), case-insensitive. C-collated expression indexes, as the e-mail and
-- phone prefixes of migration 00025, so a prefix is a range walked in order (cmd/bench explains
-- it at a million members); the account id makes the order total for paging.
CREATE INDEX profiles_name_prefix_idx ON profiles ((lower(full_name) COLLATE "C"), account_id);
CREATE INDEX profiles_surname_prefix_idx ON profiles ((lower(substring(full_name FROM '\S+$')) COLLATE "C"), account_id);

-- +goose Down
DROP INDEX profiles_surname_prefix_idx;
DROP INDEX profiles_name_prefix_idx;
