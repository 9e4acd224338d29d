-- +goose Up
-- Public website content and the two public forms.

CREATE TABLE plans (
    code                  text PRIMARY KEY CHECK (code IN ('basic', 'standard', 'premium', 'elite')),
    title_en              text NOT NULL,
    title_mr              text NOT NULL,
    price_rupees          integer NOT NULL CHECK (price_rupees > 0),
    original_price_rupees integer CHECK (original_price_rupees > price_rupees),
    validity_months       integer NOT NULL CHECK (validity_months > 0),
    -- NULL means unlimited contact reveals.
    contact_allowance     integer CHECK (contact_allowance > 0),
    most_popular          boolean NOT NULL DEFAULT false,
    -- [{"en": "...", "mr": "..."}, ...] in display order.
    features              jsonb NOT NULL DEFAULT '[]',
    sort_order            integer NOT NULL
);

CREATE TABLE success_stories (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    couple_names text NOT NULL,
    city         text NOT NULL,
    year         integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
    story_en     text NOT NULL,
    story_mr     text NOT NULL,
    photo_url    text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blog_posts (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    title_en     text NOT NULL,
    title_mr     text NOT NULL,
    excerpt_en   text NOT NULL,
    excerpt_mr   text NOT NULL,
    body_en      text NOT NULL,
    body_mr      text NOT NULL,
    author       text NOT NULL,
    published_at timestamptz NOT NULL
);
CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC, id);

CREATE TABLE contact_messages (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name       text NOT NULL,
    email      text NOT NULL,
    phone      text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
    gender     text NOT NULL CHECK (gender IN ('male', 'female', 'other')),
    message    text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

CREATE TABLE feedback (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name       text NOT NULL,
    email      text NOT NULL,
    rating     smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    feedback   text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);

-- +goose Down
DROP TABLE feedback;
DROP TABLE contact_messages;
DROP TABLE blog_posts;
DROP TABLE success_stories;
DROP TABLE plans;
