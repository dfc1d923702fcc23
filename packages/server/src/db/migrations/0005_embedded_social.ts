/**
 * Social login for the embedded wallet (issue P10): a user's social identities, one per
 * (project, provider, subject), each pointing at an `embedded_users` row (whose email is now
 * nullable: a social user has none); social login flows (the `state` stored as its SHA-256, the
 * nonce and PKCE verifier until the flow is used, the host origin the callback page posts to).
 */
export const migration0005 = {
  version: 5,
  name: 'embedded_social',
  sql: `
ALTER TABLE embedded_users ALTER COLUMN email DROP NOT NULL;

CREATE TABLE embedded_identities (
  project_id text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  email text,
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, provider, subject)
);
CREATE INDEX embedded_identities_user_id ON embedded_identities (user_id);

CREATE TABLE embedded_social_flows (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  provider text NOT NULL,
  state_hash text NOT NULL UNIQUE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  host_origin text NOT NULL,
  redirect_uri text NOT NULL,
  device_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embedded_social_flows_expires_at ON embedded_social_flows (expires_at);
`,
} as const
