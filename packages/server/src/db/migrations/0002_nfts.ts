/**
 * ERC-721 transfers and collections: an NFT transfer is a `transfers` row with its `token_id`
 * (amount 1); fungible and native rows keep `token_id` NULL. Collections are kept apart from
 * `tokens`, so balances never list them as ERC-20s.
 */
export const migration0002 = {
  version: 2,
  name: 'nfts',
  sql: `
ALTER TABLE transfers ADD COLUMN token_id numeric(78, 0);
-- Current owner of a token = recipient of its latest transfer.
CREATE INDEX transfers_nft ON transfers (chain_id, token_address, token_id, block_number, log_index)
  WHERE token_id IS NOT NULL;

CREATE TABLE nft_collections (
  chain_id text NOT NULL,
  address text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  discovered_block bigint,
  PRIMARY KEY (chain_id, address)
);
`,
} as const
