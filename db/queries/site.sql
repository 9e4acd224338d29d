-- name: ListPlans :many
SELECT code, title_en, title_mr, price_rupees, original_price_rupees, validity_months,
       contact_allowance, most_popular, features
FROM plans
ORDER BY sort_order;

-- name: ListSuccessStories :many
SELECT id, couple_names, city, year, story_en, story_mr, photo_url
FROM success_stories
ORDER BY year DESC, created_at DESC, id;

-- name: CountBlogPosts :one
SELECT count(*) FROM blog_posts WHERE published_at <= now();

-- name: ListBlogPosts :many
SELECT slug, title_en, title_mr, excerpt_en, excerpt_mr, author, published_at
FROM blog_posts
WHERE published_at <= now()
ORDER BY published_at DESC, id
LIMIT sqlc.arg(page_limit) OFFSET sqlc.arg(page_offset);

-- name: GetBlogPost :one
SELECT slug, title_en, title_mr, excerpt_en, excerpt_mr, body_en, body_mr, author, published_at
FROM blog_posts
WHERE slug = $1 AND published_at <= now();

-- name: InsertContactMessage :exec
INSERT INTO contact_messages (id, name, email, phone, gender, message, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7);

-- name: InsertFeedback :exec
INSERT INTO feedback (id, name, email, rating, feedback, created_at)
VALUES ($1, $2, $3, $4, $5, $6);
