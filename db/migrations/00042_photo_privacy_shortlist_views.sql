-- +goose Up
-- Control over who sees what, and what members keep (docs/adr/0016-trust-and-safety.md).

-- Who sees the member's picture: every member they may meet ('all'), their connections only
-- ('connections'), or only members whose photo request they accepted ('on-request'). Everyone
-- else gets a blurred placeholder from the media route itself. A paused profile is hidden from
-- discovery (search, matches, new viewers) while its member still logs in.
ALTER TABLE profiles
    ADD COLUMN photo_visibility text NOT NULL DEFAULT 'all' CHECK (photo_visibility IN ('all', 'connections', 'on-request')),
    ADD COLUMN paused_at timestamptz;

-- Asking a member to show their picture; one row per pair and direction.
CREATE TABLE photo_requests (
    owner_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    requester_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    status       text NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
    created_at   timestamptz NOT NULL,
    decided_at   timestamptz,
    PRIMARY KEY (owner_id, requester_id),
    CHECK (owner_id <> requester_id)
);
CREATE INDEX photo_requests_pending_idx ON photo_requests (owner_id, created_at DESC) WHERE status = 'pending';
CREATE INDEX photo_requests_requester_idx ON photo_requests (requester_id);

-- Profiles a member saved to look at again, newest first.
CREATE TABLE shortlists (
    member_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    saved_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (member_id, saved_id),
    CHECK (member_id <> saved_id)
);
CREATE INDEX shortlists_list_idx ON shortlists (member_id, created_at DESC, saved_id);
CREATE INDEX shortlists_saved_idx ON shortlists (saved_id);

-- Who viewed whose profile: one row per viewer, member and day (Asia/Kolkata), so a viewer
-- counts once a day however often they look. Written in batches off the request path
-- (adapters/postgres/profileviews.go); rows older than 31 days are swept.
CREATE TABLE profile_views (
    member_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    viewer_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    day       date NOT NULL,
    viewed_at timestamptz NOT NULL,
    PRIMARY KEY (member_id, day, viewer_id)
);
CREATE INDEX profile_views_viewer_idx ON profile_views (viewer_id);
CREATE INDEX profile_views_day_idx ON profile_views (day);

-- Days on which a member ran into a daily limit against contact harvesting (profile views,
-- contact reveals): accounts that do so on several days are shown to the admins.
CREATE TABLE limit_hits (
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    policy     text NOT NULL,
    day        date NOT NULL,
    first_at   timestamptz NOT NULL,
    PRIMARY KEY (account_id, policy, day)
);
CREATE INDEX limit_hits_day_idx ON limit_hits (day, account_id);

-- +goose Down
DROP TABLE limit_hits;
DROP TABLE profile_views;
DROP TABLE shortlists;
DROP TABLE photo_requests;
ALTER TABLE profiles DROP COLUMN paused_at, DROP COLUMN photo_visibility;
