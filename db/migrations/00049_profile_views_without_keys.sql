-- +goose Up
-- Who-viewed-me is written for every profile view, the hottest request (docs/performance.md,
-- 2026-11-28: half of a batched view's PostgreSQL time was the two foreign-key checks, each a
-- probe of accounts that also locks the row it finds). The batch insert already skips views of or
-- by an account that no longer exists (RecordProfileViews, db/queries/privacy_controls.sql), and
-- an erasure now deletes the account's views itself, in its own transaction (EraseProfileViews,
-- adapters/postgres/privacy.go), so the keys only repeated that work. The one case they covered
-- that nothing else does: a batch that checked an account just before its erasure committed
-- can still insert a view naming it; that row names an account that no longer exists, is never
-- shown (every read joins the viewer's profile) and is swept with the rest after 31 days.
ALTER TABLE profile_views
    DROP CONSTRAINT profile_views_member_id_fkey,
    DROP CONSTRAINT profile_views_viewer_id_fkey;

-- The daily sweep deletes whole days from the front of a table written in day order: a block
-- range index finds them at a fraction of a B-tree's upkeep on every insert.
DROP INDEX profile_views_day_idx;
CREATE INDEX profile_views_day_brin ON profile_views USING brin (day);

-- +goose Down
DROP INDEX profile_views_day_brin;
CREATE INDEX profile_views_day_idx ON profile_views (day);
DELETE FROM profile_views v
WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = v.member_id)
   OR NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = v.viewer_id);
ALTER TABLE profile_views
    ADD CONSTRAINT profile_views_member_id_fkey FOREIGN KEY (member_id) REFERENCES accounts (id) ON DELETE CASCADE,
    ADD CONSTRAINT profile_views_viewer_id_fkey FOREIGN KEY (viewer_id) REFERENCES accounts (id) ON DELETE CASCADE;
