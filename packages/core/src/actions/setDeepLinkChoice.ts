import type { Client } from '../client/types.ts'

/** Remembers the wallet a mobile visitor opened by deep link (SPEC §3, persisted). */
export function setDeepLinkChoice(
  client: Client,
  choice: { name: string; href: string } | undefined,
): void {
  client.store.setState({
    deepLinkChoice: choice ? { name: choice.name, href: choice.href } : undefined,
  })
}
