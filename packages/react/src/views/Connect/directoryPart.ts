import { addDirectoryWallets, fetchConnectWalletsOncePerOpen } from '@latch/core/internal'
import { DirectoryWalletRow } from './DirectoryWalletRow.tsx'

/**
 * The Connect view's directory part — the featured / recommended rows, their fetch and place —
 * as one chunk: `loadDirectoryPart` imports it on demand (one request, not three).
 */
export const directoryPart = {
  addDirectoryWallets,
  DirectoryWalletRow,
  fetchConnectWalletsOncePerOpen,
}
