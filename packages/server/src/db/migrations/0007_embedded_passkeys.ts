/**
 * Passkeys for the embedded wallet (issue P10): a user's WebAuthn credentials on the frame
 * origin (public key, signature counter, and the recovery share sealed in the frame under a key
 * from the passkey's PRF output — the server cannot open it), and the WebAuthn ceremonies
 * (each challenge single use, short-lived, bound to the page that embeds the frame).
 */
export const migration0007 = {
  version: 7,
  name: 'embedded_passkeys',
  sql: `
CREATE TABLE embedded_passkeys (
  credential_id text PRIMARY KEY,
  project_id text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports text NOT NULL,
  sealed_recovery text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX embedded_passkeys_user_id ON embedded_passkeys (user_id);

CREATE TABLE embedded_passkey_ceremonies (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  kind text NOT NULL,
  user_id text REFERENCES embedded_users (id) ON DELETE CASCADE,
  challenge text NOT NULL,
  host_origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embedded_passkey_ceremonies_expires_at ON embedded_passkey_ceremonies (expires_at);
`,
} as const
