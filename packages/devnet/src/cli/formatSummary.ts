import { formatUnits } from 'viem'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from '../constants/accounts.ts'
import { DEVNET_CONTRACTS, DEVNET_NFTS, DEVNET_TOKENS } from '../constants/contracts.ts'
import {
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
} from '../constants/contractWallet.ts'
import { DEVNET_NAMES } from '../constants/names.ts'
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
    ...Object.entries(DEVNET_CONTRACTS).map(
      ([key, address]) => `  ${key.padEnd(keyWidth)}  ${address}${about(key)}`,
    ),
    '',
    `Contract wallets (EIP-1271) of account ${DEVNET_CONTRACT_WALLET.ownerIndex}`,
    `  ${DEVNET_CONTRACT_WALLET.address}  deployed, ` +
      `${formatAmount(DEVNET_CONTRACT_WALLET.fundedAmount, 18)} ETH`,
    `  ${DEVNET_COUNTERFACTUAL_CONTRACT_WALLET.address}  not deployed (salt 1): signs with ERC-6492`,
    '',
    `Names: ${DEVNET_NAMES.map(({ name, accountIndex }) => `${name} (${accountIndex})`).join(', ')}`,
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

/** What a contract is, after its address: token metadata, NFT collection, name registry. */
function about(key: string): string {
  const token = Object.values(DEVNET_TOKENS).find((candidate) => candidate.key === key)
  if (token) return `  ${token.name} (${token.symbol}, ${token.decimals} decimals)`
  const nft = Object.values(DEVNET_NFTS).find((candidate) => candidate.key === key)
  if (nft) {
    const holders = `${nft.holders[0]}-${nft.holders.at(-1)}`
    const kind = nft.spam ? 'ERC-721, spam airdrop' : 'ERC-721'
    return `  ${nft.name} (${nft.symbol}, ${kind}: ${nft.perHolder} each to ${holders})`
  }
  if (key === 'nameRegistry') return '  name registry (forward, reverse, avatar)'
  if (key === 'weth') return '  WETH9 (Uniswap V2)'
  if (key === 'uniswapV2Factory') return '  Uniswap V2 factory (pools: ETH, USDC, USDT, DAI)'
  if (key === 'uniswapV2Router02') return '  Uniswap V2 Router02'
  if (key === 'contractWalletFactory') return '  contract wallet factory (CREATE2)'
  return ''
}

function formatAmount(amount: bigint, decimals: number): string {
  return Number(formatUnits(amount, decimals)).toLocaleString('en-US')
}
