import { addDirectoryWallets } from './addDirectoryWallets.ts'
import { DirectoryWalletRow } from './DirectoryWalletRow.tsx'
import { fetchOncePerOpen } from './fetchOncePerOpen.ts'

/**
 * The Connect view's directory part — the featured / recommended rows, their fetch and place —
 * as one chunk: `loadDirectoryPart` imports it on demand (one request, not three).
 */
export const directoryPart = { addDirectoryWallets, DirectoryWalletRow, fetchOncePerOpen }
