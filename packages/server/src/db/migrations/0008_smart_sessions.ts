/**
 * Smart sessions (issue P11): ERC-7715 permissions the embedded wallet's smart account granted
 * to a site, by project and account (CAIP-10, lower case): what they allow (canonical JSON), what
 * they spent (per permission, hex), until when, who owns the account (the EOA whose signature
 * revokes them) and whether they were revoked. The frame records each use before it signs.
 */
export const migration0008 = {
  version: 8,
  name: 'smart_sessions',
  sql: `
CREATE TABLE smart_sessions (
  pci text PRIMARY KEY,
  project_id text NOT NULL,
  account text NOT NULL,
  chain_id text NOT NULL,
  owner text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  origin text NOT NULL,
  signer text,
  permissions text NOT NULL,
  spent text NOT NULL,
  grant_signature text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX smart_sessions_account ON smart_sessions (project_id, account, created_at);
`,
} as const
