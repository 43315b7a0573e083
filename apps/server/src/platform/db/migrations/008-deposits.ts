/**
 * Deposit crediting (docs/decisions/011): one row per credited chain transaction, whatever the
 * path (the open application, a late or extra payment at the current rate, an operator's
 * assignment). Its unique (chain, tx_id) is what credits a transaction exactly once.
 */
export const sql = /* sql */ `
CREATE TABLE deposit_credits (
  id BIGSERIAL PRIMARY KEY,
  chain TEXT NOT NULL,
  tx_id TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- The open application the payment completed; null for a payment credited at the current rate.
  application_id UUID REFERENCES deposit_applications (id),
  payment_event_id BIGINT REFERENCES payment_events (id),
  provider TEXT NOT NULL,
  token_type TEXT NOT NULL,
  network TEXT NOT NULL,
  address TEXT NOT NULL,
  received_token_amount NUMERIC(40, 18) NOT NULL CHECK (received_token_amount > 0),
  rate NUMERIC(20, 8) NOT NULL CHECK (rate > 0),
  credited_cents BIGINT NOT NULL CHECK (credited_cents > 0),
  -- Set in the transaction that inserts the row, right after the ledger transfer it points to.
  transfer_id BIGINT,
  basis TEXT NOT NULL CHECK (basis IN ('application', 'current_rate', 'operator')),
  credited_at TIMESTAMPTZ NOT NULL,
  operator_reason TEXT,
  CONSTRAINT deposit_credits_reason CHECK ((basis = 'operator') = (operator_reason IS NOT NULL))
);
-- Exactly once per (network, transaction), by the webhook or by an operator.
CREATE UNIQUE INDEX deposit_credits_tx ON deposit_credits (chain, tx_id);
-- A recorded gateway event is credited at most once.
CREATE UNIQUE INDEX deposit_credits_event ON deposit_credits (payment_event_id) WHERE payment_event_id IS NOT NULL;
CREATE INDEX deposit_credits_user ON deposit_credits (user_id, credited_at DESC);

-- Deposits credited before this table existed: applications the webhook credited...
INSERT INTO deposit_credits (chain, tx_id, user_id, application_id, payment_event_id, provider, token_type, network,
  address, received_token_amount, rate, credited_cents, transfer_id, basis, credited_at)
SELECT a.chain, a.gateway_tx_id, a.user_id, a.id,
  (SELECT min(e.id) FROM payment_events e
   WHERE e.application_id = a.id AND e.outcome = 'credited' AND e.tx_id = a.gateway_tx_id),
  a.provider, a.token_type, a.network, a.wallet_address, COALESCE(a.received_token_amount, a.token_amount),
  a.rate, a.credited_cents, a.credited_transfer_id, 'application', a.credited_at
FROM deposit_applications a
WHERE a.status = 'credited' AND a.credited_cents > 0
ON CONFLICT DO NOTHING;

-- ...and late payments an operator credited with the former payments:credit-event.
INSERT INTO deposit_credits (chain, tx_id, user_id, application_id, payment_event_id, provider, token_type, network,
  address, received_token_amount, rate, credited_cents, transfer_id, basis, credited_at, operator_reason)
SELECT a.chain, e.tx_id, t.user_id, NULL, e.id, a.provider, a.token_type, a.network, a.wallet_address,
  (t.reference ->> 'token_amount')::numeric, a.rate, t.amount, t.id, 'operator', t.created_at,
  'credited with payments:credit-event'
FROM payment_events e
JOIN deposit_applications a ON a.id = e.application_id
JOIN (SELECT tr.*, acc.user_id FROM transfers tr JOIN accounts acc ON acc.id = tr.credit_account_id) t
  ON t.idempotency_key = 'deposit-event:' || e.id::text
WHERE e.outcome = 'credited' AND e.tx_id IS NOT NULL
ON CONFLICT DO NOTHING;
`;
