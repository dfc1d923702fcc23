import type { directoryPart } from './directoryPart.ts'

/** The Connect view's directory part: the featured / recommended rows, their fetch and place. */
export type DirectoryPart = typeof directoryPart

let loaded: DirectoryPart | undefined

/** The directory part, if its code has arrived. */
export const getDirectoryPart = (): DirectoryPart | undefined => loaded

/**
 * Loads the directory part on demand (SPEC §1: a page that never opens the modal needs none of
 * it). It is preloaded when the page is idle or a Latch button is pointed at or focused
 * (`preloadOpen`), so the first opening asks for the wallets at once.
 */
export function loadDirectoryPart(): Promise<DirectoryPart> {
  return import('./directoryPart.ts').then((module) => {
    loaded = module.directoryPart
    return loaded
  })
}
