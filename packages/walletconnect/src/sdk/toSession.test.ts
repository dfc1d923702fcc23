import { expect, test } from 'vitest'
import { buildNamespaces } from './buildNamespaces.ts'
import { parseAccount, parseChainId, toSession } from './toSession.ts'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const SOL = '4Vhx3UDiTwkkvgexDQwQgKHWy3v2SEUkhVMxL6XiZGo7'
const SOL_REF = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

test.each([
  [
    'first account of the first chain when no default chain is known',
    { eip155: { accounts: [`eip155:1:${A}`, `eip155:1:${B}`, `eip155:10:${B}`] } },
    {},
    { eip155: { address: A, chainId: 1, accounts: [A, B] } },
  ],
  [
    'the default chain when the session grants it',
    { eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${B}`] } },
    { eip155: '10' },
    { eip155: { address: B, chainId: 10, accounts: [B] } },
  ],
  [
    'solana keeps its CAIP-2 reference as text',
    { solana: { accounts: [`solana:${SOL_REF}:${SOL}`] } },
    {},
    { solana: { address: SOL, chainId: SOL_REF, accounts: [SOL] } },
  ],
  ['a namespace with no accounts is left out', { eip155: { accounts: [] } }, {}, {}],
])('toSession: %s', (_, namespaces, defaults, expected) => {
  expect(toSession({ namespaces }, ['eip155', 'solana'], defaults)).toEqual(expected)
})

test.each([
  ['eip155', 10, 10],
  ['eip155', '0xa', 10],
  ['eip155', '10', 10],
  ['eip155', 'eip155:10', 10],
  ['solana', `solana:${SOL_REF}`, SOL_REF],
] as const)('parseChainId(%s, %s) is %s', (namespace, value, expected) => {
  expect(parseChainId(namespace, value)).toBe(expected)
})

test.each([
  [A, A],
  [`eip155:1:${A}`, A],
])('parseAccount(%s)', (value, expected) => {
  expect(parseAccount(value)).toBe(expected)
})

test('buildNamespaces: configured chains with their own RPC under both keys, solana as CAIP-2', () => {
  const evm = {
    id: 31_337,
    caipNetworkId: 'eip155:31337' as const,
    chainNamespace: 'eip155' as const,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
  const sol = {
    id: SOL_REF,
    caipNetworkId: `solana:${SOL_REF}` as const,
    chainNamespace: 'solana' as const,
    name: 'Solana local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  }
  const built = buildNamespaces([evm, sol], ['eip155', 'solana'])
  expect(built.eip155).toMatchObject({
    chains: ['eip155:31337'],
    rpcMap: { '31337': 'http://127.0.0.1:8545', 'eip155:31337': 'http://127.0.0.1:8545' },
  })
  expect(built.solana).toMatchObject({
    chains: [`solana:${SOL_REF}`],
    methods: expect.arrayContaining(['solana_signMessage']),
    rpcMap: { [SOL_REF]: 'http://127.0.0.1:8899' },
  })
  expect(buildNamespaces([evm], ['solana'])).toEqual({})
})
