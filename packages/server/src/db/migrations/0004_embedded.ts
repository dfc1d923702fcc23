/**
 * Embedded wallet by email (issue P9): users by project and email with their wallet's two server
 * shares (each AES-256-GCM encrypted, under separate keys), the devices a user approved, login
 * flows (a one-time code stored hashed, its wrong tries, a device-approval link stored hashed),
 * sessions (only the token's hash) and the counters of the mail and per-client limits.
 */
export const migration0004 = {
  version: 4,
  name: 'embedded',
  sql: `
CREATE TABLE embedded_users (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  email text NOT NULL,
  evm_address text,
  solana_address text,
  auth_share text,
  recovery_share text,
  wallet_created_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (project_id, email)
);

CREATE TABLE embedded_devices (
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

CREATE TABLE embedded_flows (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  email text NOT NULL,
  device_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('otp', 'device')),
  code_hash text,
  code_expires_at timestamptz,
  wrong_tries integer NOT NULL DEFAULT 0,
  approve_token_hash text UNIQUE,
  approve_expires_at timestamptz,
  approved_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX embedded_flows_email ON embedded_flows (project_id, email);
CREATE INDEX embedded_flows_expires_at ON embedded_flows (expires_at);

CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  project_id text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX embedded_sessions_expires_at ON embedded_sessions (expires_at);

CREATE TABLE embedded_mail_sends (
  email text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX embedded_mail_sends_email ON embedded_mail_sends (email, sent_at);

CREATE TABLE embedded_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
`,
} as const
