import { afterEach, expect, test } from 'vitest'
import type { Nft } from '../api/types.ts'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createTestClient } from '../test/createTestClient.ts'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

const nft = (tokenId: string, isSpam = false): Nft => ({
  id: `eip155:31337/erc721:0xc/${tokenId}`,
  chainId: 'eip155:31337',
  contract: '0xc',
  tokenId,
  name: `Lantern #${tokenId}`,
  description: null,
  image: 'data:image/svg+xml,x',
  collection: { name: 'Lanterns', symbol: 'LNTRN' },
  flags: { is_spam: isSpam },
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(status = 200) {
  const server = await startAccountDataServer({
    [`/v1/account/${ADDRESS}/nfts`]: (request) =>
      request.query.get('cursor')
        ? { status, body: { data: [nft('3')], next: null } }
        : { status, body: { data: [nft('1'), nft('9', true), nft('2')], next: 'n2' } },
  })
  const client = createTestClient({ endpoints: { apiUrl: server.url } })
  cleanups.push(() => client.destroy(), server.close)
  await client.connect({ connectorId: 'dev.wallet' })
  return { client, server }
}

test('NFTs of the connected chain load page by page, spam left out', async () => {
  const { client, server } = await setup()
  await client.fetchNfts()
  expect(client.getState().nfts).toMatchObject({
    status: 'ready',
    next: 'n2',
    chainId: 'eip155:31337',
  })
  expect(client.getState().nfts.nfts.map((n) => n.tokenId)).toEqual(['1', '2'])
  await client.fetchNfts({ cursor: 'n2' })
  expect(client.getState().nfts.nfts.map((n) => n.tokenId)).toEqual(['1', '2', '3'])
  expect(server.asked(`/v1/account/${ADDRESS}/nfts`)[0]?.query.get('chainId')).toBe('eip155:31337')
})

test('a failed read sets error and toasts nothing', async () => {
  const { client } = await setup(500)
  await client.fetchNfts()
  expect(client.getState().nfts.status).toBe('error')
  expect(client.getState().toast).toBeUndefined()
})
