import type { DirectoryWallet } from './types.ts'

// Fragments of real-sounding wallet names, so searches like "rain" or "vault" hit many entries.
const PREFIXES = [
  'Rain',
  'Sun',
  'Moon',
  'Star',
  'Nova',
  'Orbit',
  'Pixel',
  'Zen',
  'Aurora',
  'Fox',
  'Bear',
  'Falcon',
  'Ember',
  'Frost',
  'Storm',
  'Cloud',
  'River',
  'Stone',
  'Iron',
  'Silver',
  'Golden',
  'Coral',
  'Cedar',
  'Maple',
  'Echo',
  'Prism',
  'Quartz',
  'Lumen',
  'Vertex',
  'Atlas',
  'Harbor',
  'Summit',
  'Brain',
  'Grain',
  'Terrain',
  'Crane',
  'Drift',
  'Spark',
  'Pulse',
  'Wave',
]
const SUFFIXES = [
  'bow',
  'Wallet',
  'Vault',
  'Pay',
  'Keys',
  'Safe',
  'Pocket',
  'Link',
  'Pass',
  'Guard',
  'Box',
  'Chain',
  'Block',
  'Coin',
  'Ledger',
  'Hub',
  'Mint',
  'Port',
  'Gate',
  'Wallet Pro',
]
const CHAIN_SETS = [
  ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['bip122:000000000019d6689c085ae165831e93'],
  ['eip155:1', 'eip155:56', 'bip122:000000000019d6689c085ae165831e93'],
  ['cosmos:cosmoshub-4', 'eip155:1'],
]
const RECOMMENDED_COUNT = 4

/**
 * Generates `count` fictional wallets for scale tests. Deterministic: the same count always
 * gives the same list. Ids are `synthetic-00001` …; the first four are recommended.
 * @example generateSyntheticDirectory(10_000).filter((w) => /rain/i.test(w.name)).length > 1
 */
export function generateSyntheticDirectory(count: number): DirectoryWallet[] {
  const random = mulberry32(0x1a7c4)
  const taken = new Map<string, number>()
  const wallets: DirectoryWallet[] = []
  for (let i = 1; i <= count; i++) {
    const prefix = PREFIXES[Math.floor(random() * PREFIXES.length)]!
    const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)]!
    const base = /^[a-z]/.test(suffix) ? `${prefix}${suffix}` : `${prefix} ${suffix}`
    const seen = (taken.get(base) ?? 0) + 1
    taken.set(base, seen)
    const serial = String(i).padStart(5, '0')
    const chains = CHAIN_SETS[Math.floor(random() * CHAIN_SETS.length)]!
    const slug = base.toLowerCase().replace(/[^a-z0-9]+/g, '')
    wallets.push({
      id: `synthetic-${serial}`,
      name: seen === 1 ? base : `${base} ${seen}`,
      homepage: `https://${slug}${seen}.example`,
      rdns: random() < 0.5 ? `example.${slug}${seen}` : null,
      mobile_link: random() < 0.6 ? `${slug}${seen}://` : null,
      desktop_link: null,
      webapp_link: random() < 0.1 ? `https://app.${slug}${seen}.example` : null,
      chains: [...chains],
      evm_any_chain: chains.some((chain) => chain.startsWith('eip155:')) && random() < 0.7,
      badge_type: random() < 0.1 ? 'certified' : 'none',
      recommended: i <= RECOMMENDED_COUNT,
    })
  }
  return wallets
}

/** A tiny seeded PRNG (mulberry32); Math.random can't be seeded. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
