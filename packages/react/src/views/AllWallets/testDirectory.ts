import type { Wallet } from '@latch/core/api'

// Test double of @latch/server's `/getWallets` for the browser tests, which can't start a Node
// server from the page: it answers `createLatch({ fetch })` the way the server does (page,
// entries, include, exclude, search; `{ data, count }`) over a generated directory. The real
// server is exercised end to end in e2e/allWallets.spec.ts.

const PREFIXES = ['Rain', 'Sun', 'Moon', 'Brain', 'Star', 'Nova', 'Grain', 'Fox', 'Orbit', 'Zen']
const SUFFIXES = ['bow', 'Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Link']

/** A monogram as the server draws them, inline so the test needs no image host. */
export function svgDataUrl(label: string, fill = '#4f46e5'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${fill}"/><text x="24" y="30" font-size="16" text-anchor="middle" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** `total` wallets named like "Rainbow 1", "SunWallet 2" …: "rain" matches three in ten. */
export function generateWallets(total: number): Wallet[] {
  return Array.from({ length: total }, (_, i) => {
    const name = `${PREFIXES[i % PREFIXES.length]}${SUFFIXES[Math.floor(i / PREFIXES.length) % SUFFIXES.length]} ${i + 1}`
    return {
      id: `wallet-${i + 1}`,
      name,
      rdns: `com.example.wallet${i + 1}`,
      image_url: svgDataUrl(String(i + 1).slice(-2)),
      homepage: `https://wallet${i + 1}.example`,
      chains: ['eip155:1'],
    }
  })
}

export type DirectoryDouble = {
  fetch: typeof fetch
  /** Every `/getWallets` request, in order. */
  requests: URL[]
  /** Answer 500 from now on (or again 200). */
  setFailing(failing: boolean): void
  /** From now on accept requests and never answer (until the caller aborts), or answer again. */
  setHanging(hanging: boolean): void
}

export function createDirectoryDouble(wallets: readonly Wallet[] = generateWallets(10_000)) {
  const requests: URL[] = []
  let failing = false
  let hanging = false
  const double: DirectoryDouble = {
    requests,
    setFailing: (value) => {
      failing = value
    },
    setHanging: (value) => {
      hanging = value
    },
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.pathname !== '/getWallets') return new Response(null, { status: 404 })
      requests.push(url)
      if (failing) return Response.json({ error: 'internal' }, { status: 500 })
      if (hanging) {
        // A server that took the request and says nothing: only the kit's abort ends the wait.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )
      }
      const list = (name: string) => url.searchParams.get(name)?.split(',') ?? []
      const include = list('include')
      const exclude = list('exclude')
      const search = url.searchParams.get('search')?.toLowerCase()
      const matches = wallets.filter(
        (wallet) =>
          (!include.length || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          (!search || wallet.name.toLowerCase().includes(search)),
      )
      const page = Number(url.searchParams.get('page') ?? 1)
      const entries = Number(url.searchParams.get('entries') ?? 40)
      const data = matches.slice((page - 1) * entries, page * entries)
      return Response.json({ data, count: matches.length })
    },
  }
  return double
}
