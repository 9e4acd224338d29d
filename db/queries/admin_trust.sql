-- The admin dashboard's counts beyond members (docs/adr/0016-trust-and-safety.md): revenue this
-- month (captured payments since the month began in Asia/Kolkata, through payments_captured_idx),
-- the queues' lengths and the accounts the harvesting alert names.
-- name: AdminTrustStats :one
SELECT coalesce((SELECT sum(amount_paise) FROM payments
                 WHERE status = 'captured' AND captured_at >= sqlc.arg(month_start)::timestamptz), 0)::bigint AS revenue_month_paise,
       (SELECT count(*) FROM payments
        WHERE status = 'captured' AND captured_at >= sqlc.arg(month_start)::timestamptz) AS payments_month,
       (SELECT count(*) FROM verification_requests WHERE status = 'pending') AS pending_verifications,
       coalesce((SELECT min(submitted_at) FROM verification_requests WHERE status = 'pending'), 'epoch')::timestamptz AS oldest_verification,
       (SELECT count(*) FROM reports WHERE status = 'open') AS open_reports,
       (SELECT count(*) FROM grievances WHERE status IN ('received', 'in-progress')) AS open_grievances,
       (SELECT count(*) FROM (SELECT account_id FROM limit_hits WHERE day >= sqlc.arg(since)::date
                              GROUP BY account_id HAVING count(DISTINCT day) >= sqlc.arg(min_days)::int) h) AS harvest_alerts;

-- What an admin sees of a member's trust: declarations, badges and reports about them.
-- name: AdminMemberTrust :one
SELECT d.declared_at, d.declared_ip,
       (SELECT count(*) FROM reports r WHERE r.reported_id = sqlc.arg(account)::uuid) AS reports_total,
       (SELECT count(*) FROM reports r WHERE r.reported_id = sqlc.arg(account)::uuid AND r.status = 'open') AS reports_open,
       (SELECT count(*) FROM blocks b WHERE b.blocked_id = sqlc.arg(account)::uuid) AS blocked_by
FROM (SELECT 1) one
LEFT JOIN member_declarations d ON d.account_id = sqlc.arg(account)::uuid;
