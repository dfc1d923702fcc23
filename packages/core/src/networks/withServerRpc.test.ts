import { expect, test } from 'vitest'
import { mainnet } from './builtin.ts'
import { serverRpcUrl, withServerRpc } from './withServerRpc.ts'

const server = { apiUrl: 'https://latch.example.com/', projectId: 'shop' }

test("SPEC §7's hosted RPC URL shape: {rpc host}/v1/?chainId={id}&projectId={id}", () => {
  expect(serverRpcUrl(mainnet, server)).toBe(
    'https://latch.example.com/v1/?chainId=eip155:1&projectId=shop',
  )
})

test('the hosted URL first, the own URLs after it as fall-backs; wallets keep the own list', () => {
  const network = withServerRpc(mainnet, server)
  expect(network.rpcUrls.default.http).toEqual([
    'https://latch.example.com/v1/?chainId=eip155:1&projectId=shop',
    'https://eth.merkle.io',
  ])
  expect(network.rpcUrls.chainDefault?.http).toEqual(['https://eth.merkle.io'])
  expect(withServerRpc(network, server).rpcUrls).toEqual(network.rpcUrls)
})
