import { readFile } from 'node:fs/promises'
import { withSafeLinks } from '@latch/core/api'
import walletsData from '../../data/wallets.json' with { type: 'json' }
import { createDirectory } from './createDirectory.ts'
import { generateSyntheticDirectory } from './generateSyntheticDirectory.ts'
import { LATCH_TEST_WALLET } from './testWallet.ts'
import type { Directory, DirectoryWallet } from './types.ts'

const MAX_SYNTHETIC_WALLETS = 1_000_000

/**
 * Loads the wallet directory named by `source`:
 * - `default`: the curated data/wallets.json (real wallets plus the test wallet);
 * - `synthetic:N`: the test wallet plus N generated wallets, for scale tests;
 * - any other value: a path to a JSON file shaped like data/wallets.json.
 */
export async function loadDirectory(source = 'default'): Promise<Directory> {
  const synthetic = /^synthetic:(\d+)$/.exec(source)
  if (synthetic) {
    const count = Number(synthetic[1])
    if (count > MAX_SYNTHETIC_WALLETS) throw new Error(`synthetic directory too large: ${count}`)
    return createDirectory([LATCH_TEST_WALLET, ...generateSyntheticDirectory(count)])
  }
  if (source === 'default') return defaultDirectory()
  return parseDirectoryData(JSON.parse(await readFile(source, 'utf8')))
}

/** The curated directory of data/wallets.json (bundled, so no file access at run time). */
export function defaultDirectory(): Directory {
  return parseDirectoryData(walletsData)
}

/**
 * Builds a directory from JSON shaped like data/wallets.json; adds the test wallet. A link the
 * kit's rules refuse (`javascript:`, `data:`, an operating system's scheme, plain `http:` off
 * this machine) is dropped: the entry stays, without that link.
 */
export function parseDirectoryData(data: unknown): Directory {
  return createDirectory(withTestWallet(parseWallets(data)))
}

function withTestWallet(wallets: DirectoryWallet[]): DirectoryWallet[] {
  return wallets.some((wallet) => wallet.id === LATCH_TEST_WALLET.id)
    ? wallets
    : [...wallets, LATCH_TEST_WALLET]
}

function parseWallets(data: unknown): DirectoryWallet[] {
  const list = (data as { wallets?: unknown })?.wallets
  if (!Array.isArray(list)) throw new Error('wallet directory JSON must have a "wallets" array')
  return list.map((entry: Partial<DirectoryWallet>, index) => {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string') {
      throw new Error(`wallet #${index} needs a string id and name`)
    }
    // Links only as the kit's rules allow (`@latch/core/api`): a bad one is dropped, not served.
    return withSafeLinks({
      id: entry.id,
      name: entry.name,
      homepage: text(entry.homepage),
      rdns: entry.rdns ?? null,
      mobile_link: text(entry.mobile_link),
      desktop_link: text(entry.desktop_link),
      webapp_link: text(entry.webapp_link),
      chains: Array.isArray(entry.chains) ? entry.chains.map(String) : [],
      evm_any_chain: entry.evm_any_chain === true,
      badge_type: entry.badge_type ?? 'none',
      recommended: entry.recommended === true,
    })
  })
}

/** A string field of an entry; anything else (a number, an object) is no value. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}
