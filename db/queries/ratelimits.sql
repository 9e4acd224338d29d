-- HitRateLimit counts one event in one statement, so concurrent requests on any instance never
-- lose a count: a live window goes up by one, an ended one starts again at one.
-- name: HitRateLimit :one
INSERT INTO rate_limits AS r (bucket, key_hash, hits, window_ends)
VALUES (sqlc.arg(bucket), sqlc.arg(key_hash), 1, sqlc.arg(new_window_ends)::timestamptz)
ON CONFLICT (bucket, key_hash) DO UPDATE
SET hits        = CASE WHEN r.window_ends <= sqlc.arg(now)::timestamptz THEN 1 ELSE least(r.hits, 1000000000) + 1 END,
    window_ends = CASE WHEN r.window_ends <= sqlc.arg(now)::timestamptz THEN excluded.window_ends ELSE r.window_ends END
RETURNING hits, window_ends;

-- name: RateLimitHits :one
SELECT coalesce((SELECT hits FROM rate_limits
                 WHERE bucket = $1 AND key_hash = $2 AND window_ends > sqlc.arg(now)::timestamptz), 0)::int AS hits;

-- name: ClearRateLimit :exec
DELETE FROM rate_limits WHERE bucket = $1 AND key_hash = $2;

-- name: SweepRateLimits :execrows
DELETE FROM rate_limits WHERE window_ends <= sqlc.arg(now)::timestamptz;

-- AddRateLimits counts a batch of events in one statement (app.BatchedLimit settles an
-- instance's local counts this way): each key goes up by its count, an ended window starts
-- again at it. Keys come sorted, so concurrent batches lock rows in the same order.
-- name: AddRateLimits :many
INSERT INTO rate_limits AS r (bucket, key_hash, hits, window_ends)
SELECT sqlc.arg(bucket), x.key_hash, x.n, sqlc.arg(new_window_ends)::timestamptz
FROM (SELECT unnest(sqlc.arg(key_hashes)::bytea[]) AS key_hash, unnest(sqlc.arg(counts)::int[]) AS n) x
ORDER BY x.key_hash
ON CONFLICT (bucket, key_hash) DO UPDATE
SET hits        = CASE WHEN r.window_ends <= sqlc.arg(now)::timestamptz THEN excluded.hits
                       ELSE least(r.hits, 1000000000) + excluded.hits END,
    window_ends = CASE WHEN r.window_ends <= sqlc.arg(now)::timestamptz THEN excluded.window_ends ELSE r.window_ends END
RETURNING key_hash, hits, window_ends;
