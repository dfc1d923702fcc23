/** Images the server draws, by kind; each entry is the label (and optional glyph) of an id. */
export type ImageEntry = { label: string; text?: string }

/**
 * Network images for `/public/getAssetImage/:id`. Ids are CAIP-2 chain ids; configured chains
 * are added at start-up.
 */
export const ASSET_IMAGES: Readonly<Record<string, ImageEntry>> = {
  'eip155:1': { label: 'Ethereum', text: 'ETH' },
  'eip155:10': { label: 'OP Mainnet', text: 'OP' },
  'eip155:56': { label: 'BNB Smart Chain', text: 'BNB' },
  'eip155:100': { label: 'Gnosis', text: 'GNO' },
  'eip155:137': { label: 'Polygon', text: 'POL' },
  'eip155:250': { label: 'Fantom', text: 'FTM' },
  'eip155:324': { label: 'zkSync Era', text: 'ZK' },
  'eip155:8217': { label: 'Kaia', text: 'KAIA' },
  'eip155:8453': { label: 'Base' },
  'eip155:42161': { label: 'Arbitrum One', text: 'ARB' },
  'eip155:42220': { label: 'Celo' },
  'eip155:43114': { label: 'Avalanche', text: 'AVAX' },
  'eip155:11155111': { label: 'Sepolia', text: 'SEP' },
  'eip155:1313161554': { label: 'Aurora' },
  'eip155:31337': { label: 'Latch Devnet', text: 'L1' },
  'eip155:31338': { label: 'Latch Devnet 2', text: 'L2' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { label: 'Solana', text: 'SOL' },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { label: 'Solana Devnet', text: 'SOL' },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { label: 'Solana Testnet', text: 'SOL' },
  'bip122:000000000019d6689c085ae165831e93': { label: 'Bitcoin', text: 'BTC' },
  'bip122:000000000933ea01ad0ee984209779ba': { label: 'Bitcoin Testnet', text: 'tBTC' },
}

/** Fiat currency images for `/public/getCurrencyImage/:id`; ids are lower-case ISO 4217 codes. */
export const CURRENCY_IMAGES: Readonly<Record<string, ImageEntry>> = {
  usd: { label: 'US Dollar', text: '$' },
  eur: { label: 'Euro', text: '€' },
  gbp: { label: 'Pound Sterling', text: '£' },
  jpy: { label: 'Japanese Yen', text: '¥' },
  cny: { label: 'Chinese Yuan', text: 'CN¥' },
  inr: { label: 'Indian Rupee', text: '₹' },
  krw: { label: 'South Korean Won', text: '₩' },
  cad: { label: 'Canadian Dollar', text: 'C$' },
  aud: { label: 'Australian Dollar', text: 'A$' },
  chf: { label: 'Swiss Franc', text: 'CHF' },
  brl: { label: 'Brazilian Real', text: 'R$' },
}

/**
 * Token images for `/public/getTokenImage/:id`; ids are lower-case symbols. Symbols of
 * configured and indexed tokens are served too.
 */
export const TOKEN_IMAGES: Readonly<Record<string, ImageEntry>> = {
  eth: { label: 'Ether', text: 'ETH' },
  weth: { label: 'Wrapped Ether', text: 'WETH' },
  usdc: { label: 'USD Coin', text: 'USDC' },
  usdt: { label: 'Tether USD', text: 'USDT' },
  dai: { label: 'Dai', text: 'DAI' },
  wbtc: { label: 'Wrapped Bitcoin', text: 'WBTC' },
  btc: { label: 'Bitcoin', text: 'BTC' },
  sol: { label: 'Solana', text: 'SOL' },
  link: { label: 'Chainlink', text: 'LINK' },
  uni: { label: 'Uniswap', text: 'UNI' },
  pol: { label: 'Polygon', text: 'POL' },
  arb: { label: 'Arbitrum', text: 'ARB' },
  op: { label: 'Optimism', text: 'OP' },
  bnb: { label: 'BNB', text: 'BNB' },
  avax: { label: 'Avalanche', text: 'AVAX' },
}
