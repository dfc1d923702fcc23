/**
 * Embedded wallet email change (issue P10): one row per change a signed-in user asked for. A code
 * goes to the current address (`stage` 'primary'), then one to the new address ('secondary');
 * each stored hashed, with its wrong tries, as login codes are. The user's email changes when the
 * second code is accepted.
 */
export const migration0006 = {
  version: 6,
  name: 'embedded_email_change',
  sql: `
CREATE TABLE embedded_email_changes (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  user_id text NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('primary', 'secondary')),
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX embedded_email_changes_user ON embedded_email_changes (user_id);
CREATE INDEX embedded_email_changes_expires_at ON embedded_email_changes (expires_at);
`,
} as const
