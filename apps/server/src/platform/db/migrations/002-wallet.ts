/**
 * The ledger: one account per player and kind (cash, bonus) and one per house counterparty;
 * immutable transfers between them. Balances are kept on the accounts and moved in the same
 * transaction as the transfer row, so "balance = credits - debits" holds after every commit.
 */
export const sql = /* sql */ `
CREATE TABLE accounts (
  id BIGSERIAL PRIMARY KEY,
  owner_type TEXT NOT NULL CHECK (owner_type IN ('player', 'house')),
  user_id BIGINT REFERENCES users (id),
  -- 'cash' or 'bonus' for a player; the counterparty's name for the house.
  kind TEXT NOT NULL,
  -- House counterparties are split into a few rows (shards) so that transfers of different
  -- players do not queue on one row lock; the counterparty's balance is the sum of its shards.
  shard SMALLINT NOT NULL DEFAULT 0 CHECK (shard >= 0),
  balance BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT accounts_owner CHECK ((owner_type = 'player') = (user_id IS NOT NULL)),
  CONSTRAINT accounts_player_kind CHECK (owner_type = 'house' OR (kind IN ('cash', 'bonus') AND shard = 0)),
  -- A player can never owe the casino; the house side may go negative (it is the counterparty).
  CONSTRAINT accounts_player_balance_nonnegative CHECK (owner_type = 'house' OR balance >= 0)
);
CREATE UNIQUE INDEX accounts_player_key ON accounts (user_id, kind) WHERE owner_type = 'player';
CREATE UNIQUE INDEX accounts_house_key ON accounts (kind, shard) WHERE owner_type = 'house';


CREATE TABLE transfers (
  id BIGSERIAL PRIMARY KEY,
  -- Taken from the cause (gateway transaction, withdrawal step, provider round...): a repeat
  -- of the same cause finds this row and moves nothing.
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  debit_account_id BIGINT NOT NULL REFERENCES accounts (id),
  credit_account_id BIGINT NOT NULL REFERENCES accounts (id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  reference JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX transfers_debit ON transfers (debit_account_id, id);
CREATE INDEX transfers_credit ON transfers (credit_account_id, id);
CREATE INDEX transfers_kind ON transfers (kind, id);

-- A correction is a new transfer: the history itself is never rewritten.
CREATE FUNCTION transfers_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER transfers_no_update BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_are_immutable();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers
  FOR EACH STATEMENT EXECUTE FUNCTION transfers_are_immutable();
`;
