/**
 * Sign-in (issue P8): the nonces handed out (single use: a sign-in deletes its nonce), the
 * sessions made (a sign-out sets `revoked_at` on that row only) and the key that signs session
 * tokens (made once, shared by every instance on this database and kept across restarts).
 */
export const migration0003 = {
  version: 3,
  name: 'auth',
  sql: `
CREATE TABLE auth_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_nonces_expires_at ON auth_nonces (expires_at);

CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  chain_id text NOT NULL,
  address text NOT NULL,
  nonce text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  UNIQUE (project_id, nonce)
);
CREATE INDEX auth_sessions_expires_at ON auth_sessions (expires_at);

CREATE TABLE auth_signing_keys (
  kid text PRIMARY KEY,
  algorithm text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
} as const
