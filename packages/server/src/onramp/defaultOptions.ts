import type { OnrampPurchaseCurrency } from '@latch/core/api'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'

/** USDC and ETH on Ethereum: the lists when the server has no chains of its own. */
const ETHEREUM_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/**
 * A network's on-ramp name: the chain's name in lower case with dashes (`Latch Devnet 2` →
 * `latch-devnet-2`), as Coinbase names networks (`base`, `ethereum`) and as the devnet's
 * provider stand-ins name them.
 */
export function onrampNetworkName(chainName: string): string {
  return chainName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * SPEC §7's fallback when no provider can list its currencies: USDC (where the chain's config
 * lists a USDC token) and the native currency on each of the server's eip155 chains; with no
 * chains configured, USDC and ETH on Ethereum.
 */
export function defaultPurchaseCurrencies(chains: ChainRegistry): OnrampPurchaseCurrency[] {
  if (chains.list.length === 0) {
    const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }
    return [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [{ ...ethereum, contract_address: ETHEREUM_USDC }],
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ ...ethereum, contract_address: '' }],
      },
    ]
  }
  const network = (chain: ChainRegistry['list'][number], contract: string) => ({
    name: onrampNetworkName(chain.name),
    display_name: chain.name,
    chain_id: String(chain.chainId),
    contract_address: contract,
  })
  const usdc = chains.list.flatMap((chain) => {
    const token = chain.config.tokens?.find((entry) => entry.symbol === 'USDC')
    return token ? [network(chain, token.address)] : []
  })
  const natives = new Map<string, OnrampPurchaseCurrency>()
  for (const chain of chains.list) {
    const { symbol, name } = chain.nativeCurrency
    const entry = natives.get(symbol) ?? { id: symbol, name, symbol, networks: [] }
    entry.networks.push(network(chain, ''))
    natives.set(symbol, entry)
  }
  return [
    ...(usdc.length > 0 ? [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: usdc }] : []),
    ...natives.values(),
  ]
}
