-- +goose Up
-- One number that moves whenever any member's visibility does: a pause or its end, a suspension
-- or a reinstatement, an erasure. A viewer's kept carousels were checked member by member once;
-- while this number and the viewer's facts version (00057: their blocks either way) stand still,
-- that check's answer still holds, and a repeated matches load reads three keys instead of
-- probing every member shown (adapters/postgres/matches.go, docs/adr/0020-visibility-epoch.md).
-- Such changes are rare next to loads (a few a minute at a million members); they wait for one
-- another on this row, never for loads.
CREATE TABLE visibility_epoch (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    n        bigint NOT NULL
);
INSERT INTO visibility_epoch (only_row, n) VALUES (true, 0);

-- +goose StatementBegin
CREATE FUNCTION raise_visibility_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE visibility_epoch SET n = n + 1;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER visibility_epoch_on_status AFTER UPDATE OF paused_at, suspended_at ON profiles
    FOR EACH ROW WHEN ((OLD.paused_at IS NULL) <> (NEW.paused_at IS NULL) OR (OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
    EXECUTE FUNCTION raise_visibility_epoch();
CREATE TRIGGER visibility_epoch_on_erasure AFTER DELETE ON profiles
    FOR EACH ROW EXECUTE FUNCTION raise_visibility_epoch();

-- +goose Down
DROP TRIGGER visibility_epoch_on_erasure ON profiles;
DROP TRIGGER visibility_epoch_on_status ON profiles;
DROP FUNCTION raise_visibility_epoch();
DROP TABLE visibility_epoch;
