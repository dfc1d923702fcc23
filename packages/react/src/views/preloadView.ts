import type { ViewName } from '@latch/core'
import { loadDirectoryPart } from './Connect/loadDirectory.ts'
import { VIEW_REGISTRY } from './viewRegistry.ts'

// A failure is left for the view to meet: showing it loads again, and offers a retry.
const ignore = () => {}

/**
 * Starts loading the code `view` needs to show in full: a view loaded on demand, its chunk;
 * Connect, which ships with the modal, the directory part of its list.
 */
export function preloadView(view: ViewName): void {
  const entry = VIEW_REGISTRY[view]
  if (entry && 'load' in entry) entry.load().catch(ignore)
  else if (view === 'Connect') loadDirectoryPart().catch(ignore)
}
