/** Projects, analytics events and the chain index (blocks, transactions, transfers, tokens). */
export const migration0001 = {
  version: 1,
  name: 'init',
  sql: `
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins jsonb NOT NULL DEFAULT '[]',
  features jsonb NOT NULL DEFAULT '{}',
  analytics_enabled boolean NOT NULL DEFAULT true,
  rate_limit_per_minute integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO projects (id, name, allowed_origins)
VALUES (
  'latch-dev-project',
  'Latch development project',
  '["http://localhost:*", "http://127.0.0.1:*", "https://localhost:*", "https://127.0.0.1:*"]'
)
ON CONFLICT (id) DO NOTHING;

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  event_id text NOT NULL,
  sdk_type text,
  sdk_version text,
  url text,
  domain text,
  event_timestamp bigint,
  props jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, event_id)
);

CREATE TABLE indexer_cursors (
  chain_id text PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL
);

CREATE TABLE blocks (
  chain_id text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  mined_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, number)
);

CREATE TABLE transactions (
  chain_id text NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  from_address text NOT NULL,
  to_address text,
  value numeric(78, 0) NOT NULL,
  nonce bigint NOT NULL,
  status text NOT NULL,
  mined_at timestamptz NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX transactions_from ON transactions (from_address);
CREATE INDEX transactions_to ON transactions (to_address);

-- One row per value movement: log_index -1 is the native value of the transaction itself.
CREATE TABLE transfers (
  chain_id text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  token_address text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX transfers_from ON transfers (from_address);
CREATE INDEX transfers_to ON transfers (to_address);

CREATE TABLE tokens (
  chain_id text NOT NULL,
  address text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  discovered_block bigint,
  PRIMARY KEY (chain_id, address)
);
`,
} as const
