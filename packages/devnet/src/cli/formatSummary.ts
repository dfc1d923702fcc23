import { formatUnits } from 'viem'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from '../constants/accounts.ts'
import { DEVNET_CONTRACTS, DEVNET_TOKENS } from '../constants/contracts.ts'
import type { Devnet } from '../startDevnet.ts'

/** The text `latch-devnet` prints once the devnet is ready. */
export function formatSummary(devnet: Pick<Devnet, 'chains'>): string {
  const tokens = Object.values(DEVNET_TOKENS)
  const funding = tokens
    .map((token) => `${formatAmount(token.fundedAmount, token.decimals)} ${token.symbol}`)
    .join(', ')
  const keyWidth = Math.max(...Object.keys(DEVNET_CONTRACTS).map((key) => key.length))
  const nameWidth = Math.max(...devnet.chains.map(({ chain }) => chain.name.length))

  const lines = [
    'Latch devnet is running.',
    '',
    'Chains',
    ...devnet.chains.map(
      ({ chainId, chain, rpcUrl }) => `  ${chainId}  ${chain.name.padEnd(nameWidth)}  ${rpcUrl}`,
    ),
    '',
    'Contracts (same addresses on both chains)',
    ...Object.entries(DEVNET_CONTRACTS).map(([key, address]) => {
      const token = tokens.find((candidate) => candidate.key === key)
      const about = token ? `  ${token.name} (${token.symbol}, ${token.decimals} decimals)` : ''
      return `  ${key.padEnd(keyWidth)}  ${address}${about}`
    }),
    '',
    `Dev accounts: 10,000 ETH each; 0-8 also hold ${funding}`,
    ...DEVNET_ACCOUNTS.map(({ index, address, privateKey }) => {
      const role = address === DEVNET_DEPLOYER.address ? '  (deployer)' : ''
      return `  (${index}) ${address}  ${privateKey}${role}`
    }),
    '',
    'These keys are public: use them on this devnet only.',
    'Press Ctrl-C to stop.',
  ]
  return lines.join('\n')
}

function formatAmount(amount: bigint, decimals: number): string {
  return Number(formatUnits(amount, decimals)).toLocaleString('en-US')
}
