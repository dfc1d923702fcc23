import type { SiwxContext } from './types.ts'

// Tabs of one site tell each other that sessions changed (a sign-in, a sign-out) over a
// BroadcastChannel named after the storage prefix: it reaches every other client of that prefix
// in this browser (other tabs, and other clients on the same page), whatever the storage.

const channelName = (context: SiwxContext) => `${context.storageKeyPrefix}/siwx`

/** Tells the site's other tabs that the sessions in storage changed. */
export function announceSiwxChange(context: SiwxContext): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName(context))
  channel.postMessage('changed')
  channel.close()
}

/** Calls `listener` when another tab (or client) announces a change; returns the stop. */
export function subscribeSiwxChanges(context: SiwxContext, listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName(context))
  channel.onmessage = () => listener()
  return () => channel.close()
}
