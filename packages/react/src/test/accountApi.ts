import type { Transaction } from '@latch/core'
import type { Nft, TokenBalance } from '@latch/core/api'

/** A blockchain API answer: a JSON body, or an HTTP status for a failure. */
export type FakeAnswer = { status?: number; body?: unknown }

export type FakeApi = {
  fetch: typeof fetch
  /** Paths (with query) asked so far. */
  asked: string[]
}

/**
 * A `fetch` answering the blockchain API from `routes` (longest matching path prefix wins),
 * for the Account view tests: no server, deterministic data. Unknown paths answer 404.
 */
export function fakeApi(routes: Record<string, (url: URL) => FakeAnswer> = {}): FakeApi {
  const asked: string[] = []
  const all: Record<string, (url: URL) => FakeAnswer> = {
    '/v1/supported-chains': () => ({ body: { http: ['eip155:31337', 'eip155:31338'], ws: [] } }),
    '/v1/identity/': () => ({ body: { name: null, avatar: null } }),
    '/balance': () => ({ body: { balances: [] } }),
    '/history': () => ({ body: { data: [], next: null } }),
    '/nfts': () => ({ body: { data: [], next: null } }),
    ...routes,
  }
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    asked.push(url.pathname + url.search)
    const match = Object.keys(all)
      .filter((prefix) => url.pathname.includes(prefix))
      .sort((a, b) => b.length - a.length)[0]
    const answer = match ? all[match]!(url) : { status: 404, body: { error: 'not found' } }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  return { fetch: fetchFn, asked }
}

const CHAIN = 'eip155:31337'

/** A token balance on Latch Devnet. */
export function tokenBalance(
  symbol: string,
  decimals: number,
  numeric: string,
  price = 1,
): TokenBalance {
  return {
    name: `${symbol} Token`,
    symbol,
    chainId: CHAIN,
    ...(symbol === 'ETH' ? {} : { address: `${CHAIN}:0x${symbol.padEnd(40, '0').slice(0, 40)}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="#3a7"/></svg>`)}`,
  }
}

/** An NFT with an inline SVG image (or none). */
export function nft(tokenId: string, image: string | null = svgImage(tokenId)): Nft {
  return {
    id: `${CHAIN}/erc721:0xc0ffee/${tokenId}`,
    chainId: CHAIN,
    contract: '0xc0ffee',
    tokenId,
    name: `Lantern #${tokenId}`,
    description: null,
    image,
    collection: { name: 'Latch Lanterns', symbol: 'LNTN' },
    flags: { is_spam: false },
  }
}

function svgImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#224"/><text x="20" y="26" fill="#fff" font-size="14" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** A transaction on Latch Devnet for `account`. */
export function transaction(
  id: string,
  account: string,
  options: {
    operation?: string
    spam?: boolean
    minutesAgo?: number
    symbol?: string
    amount?: string
  } = {},
): Transaction {
  const incoming = options.operation !== 'send'
  return {
    id,
    metadata: {
      minedAt: new Date(
        Date.UTC(2026, 0, 2, 12, 0) - (options.minutesAgo ?? 0) * 60_000,
      ).toISOString(),
      chain: CHAIN,
      operationType: options.operation ?? 'receive',
      status: 'confirmed',
      sentFrom: incoming ? '0x1111111111111111111111111111111111111111' : account,
      sentTo: incoming ? account : '0x2222222222222222222222222222222222222222',
    },
    transfers: options.spam
      ? [
          {
            nft_info: { name: 'Reward Voucher #1', flags: { is_spam: true } },
            quantity: { numeric: '1' },
          },
        ]
      : [
          {
            fungible_info: { symbol: options.symbol ?? 'USDC' },
            quantity: { numeric: options.amount ?? '12.5' },
          },
        ],
  }
}
