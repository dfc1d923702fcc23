import type { addDirectoryWallets } from './addDirectoryWallets.ts'
import type { DirectoryWalletRow } from './DirectoryWalletRow.tsx'
import type { fetchOncePerOpen } from './fetchOncePerOpen.ts'

/** The Connect view's directory part: the featured / recommended rows, their fetch and place. */
export type DirectoryPart = {
  addDirectoryWallets: typeof addDirectoryWallets
  DirectoryWalletRow: typeof DirectoryWalletRow
  fetchOncePerOpen: typeof fetchOncePerOpen
}

let loaded: DirectoryPart | undefined

/** The directory part, if its code has arrived. */
export const getDirectoryPart = (): DirectoryPart | undefined => loaded

/**
 * Loads the directory part on demand (SPEC §1: a page that never opens the modal never
 * downloads it). The wallets come from the server anyway, so code arriving alongside its data
 * costs nothing visible.
 */
export function loadDirectoryPart(): Promise<DirectoryPart> {
  return Promise.all([
    import('./addDirectoryWallets.ts'),
    import('./DirectoryWalletRow.tsx'),
    import('./fetchOncePerOpen.ts'),
  ]).then(([add, row, fetch]) => {
    loaded = {
      addDirectoryWallets: add.addDirectoryWallets,
      DirectoryWalletRow: row.DirectoryWalletRow,
      fetchOncePerOpen: fetch.fetchOncePerOpen,
    }
    return loaded
  })
}
