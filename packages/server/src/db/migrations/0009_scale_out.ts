/**
 * Scale-out (issue P15): the WalletConnect relay's mailbox on PostgreSQL, so a restart or a
 * killed instance loses no accepted message and every instance delivers what any other accepted
 * (`createPostgresRelayStore`), and leases (`acquireLease`): which instance runs the indexer.
 * Times are ms since the epoch (bigint), as the relay counts them. `seq` orders a topic's
 * messages and lets an instance catch up on what it missed while its LISTEN connection was down.
 */
export const migration0009 = {
  version: 9,
  name: 'scale_out',
  sql: `
CREATE TABLE relay_messages (
  topic text NOT NULL,
  id text NOT NULL,
  seq bigserial NOT NULL UNIQUE,
  message text NOT NULL,
  tag integer NOT NULL,
  published_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  attestation text,
  publisher_id text NOT NULL,
  publisher_ip text NOT NULL,
  bytes integer NOT NULL,
  PRIMARY KEY (topic, id)
);
CREATE INDEX relay_messages_topic_seq ON relay_messages (topic, seq);
CREATE INDEX relay_messages_expires_at ON relay_messages (expires_at);
CREATE INDEX relay_messages_publisher_id ON relay_messages (publisher_id);
CREATE INDEX relay_messages_publisher_ip ON relay_messages (publisher_ip);

CREATE TABLE relay_acknowledgements (
  topic text NOT NULL,
  id text NOT NULL,
  client_id text NOT NULL,
  PRIMARY KEY (topic, id, client_id),
  FOREIGN KEY (topic, id) REFERENCES relay_messages (topic, id) ON DELETE CASCADE
);

CREATE TABLE leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
`,
}
