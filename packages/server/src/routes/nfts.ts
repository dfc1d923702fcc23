import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { servedChain } from '../chain/servedChain.ts'
import { getNfts } from '../nfts/getNfts.ts'
import { parseEvmAddress } from '../validation/params.ts'

/**
 * `GET /v1/account/:address/nfts?chainId&cursor`: the ERC-721 tokens the account holds now,
 * `{ data: [{ id, chainId, contract, tokenId, name, description, image, collection: { name,
 * symbol }, flags: { is_spam } }], next }`, 50 per page. Ownership comes from the indexer;
 * metadata from `tokenURI` (JSON data URIs), cached. Without chainId every served chain.
 */
export function nftRoutes({ db, chains, nftMetadata }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:address/nfts', async (c) => {
    const address = parseEvmAddress(c.req.param('address'))
    const chainId = c.req.query('chainId')
    const page = await getNfts(db, {
      address,
      chains: chainId ? [servedChain(chains, chainId)] : chains.list,
      registry: chains,
      metadata: nftMetadata,
      cursor: c.req.query('cursor') || undefined,
    })
    return c.json(page)
  })
  return app
}
