-- Orders for plans and what became of them (docs/adr/0012-payments.md).

-- name: InsertPayment :exec
INSERT INTO payments (id, account_id, plan, amount_paise, currency, provider, provider_order_id, status,
                      billed_name, billed_email, created_at, updated_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11);

-- name: PaymentByOrder :one
SELECT * FROM payments WHERE provider_order_id = $1;

-- name: LockPaymentByOrder :one
SELECT * FROM payments WHERE provider_order_id = $1 FOR UPDATE;

-- name: PaymentOfAccount :one
SELECT * FROM payments WHERE id = $1 AND account_id = $2;

-- name: PaymentsOfAccount :many
SELECT * FROM payments WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT 100;

-- RecordPaymentEvent answers no row when the event was recorded before: a repeat.
-- name: RecordPaymentEvent :one
INSERT INTO payment_events (event_id, source, provider_payment_id, amount_paise, currency, reported_status, received_at)
VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (event_id) DO NOTHING
RETURNING event_id;

-- name: SetPaymentEventOutcome :exec
UPDATE payment_events SET payment_id = $2, outcome = $3 WHERE event_id = $1;

-- name: UpdatePaymentAttempt :exec
UPDATE payments SET status = $2, provider_payment_id = $3, failure_reason = $4, updated_at = $5
WHERE id = $1;

-- name: NextReceiptSerial :one
SELECT nextval('payment_receipt_seq')::bigint;

-- name: CapturePayment :exec
UPDATE payments SET status = 'captured', provider_payment_id = $2, failure_reason = NULL, receipt_number = $3,
    subscription_id = $4, valid_until = $5, captured_at = $6, updated_at = $6
WHERE id = $1;

-- ErasePaymentParty keeps an erased member's payments (the law requires the records) without
-- anything that names them; the account's deletion then sets account_id to NULL.
-- name: ErasePaymentParty :exec
UPDATE payments SET billed_name = NULL, billed_email = NULL, subscription_id = NULL WHERE account_id = $1;

-- name: ExportPayments :many
SELECT * FROM payments WHERE account_id = $1 ORDER BY created_at, id;
