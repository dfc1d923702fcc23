import { parseAbi } from 'viem'

const LEDGER = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
] as const

/**
 * ABI of the standard devnet tokens (`usdc`, `dai`, `zero`): ERC-20 plus the open devnet
 * faucet `mint(to, amount)`.
 */
export const devTokenAbi = parseAbi([
  ...LEDGER,
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

/**
 * ABI of the USDT-style devnet token (`usdt`): `transfer`, `transferFrom` and `approve` return
 * nothing, as Tether USD does on Ethereum mainnet.
 */
export const noReturnTokenAbi = parseAbi([
  ...LEDGER,
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])
