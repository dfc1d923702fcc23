import type { Client } from '../client/types.ts'

/** The wallet opened by deep link (its name and the link), or `undefined` to forget it. */
export type SetDeepLinkChoiceParameters = { name: string; href: string } | undefined
/** What {@link setDeepLinkChoice} returns. */
export type SetDeepLinkChoiceReturnType = undefined
/** {@link setDeepLinkChoice} throws nothing by design. */
export type SetDeepLinkChoiceErrorType = never

/**
 * Remembers the wallet a mobile visitor opened by deep link (SPEC §3, persisted).
 *
 * @example
 * latch.setDeepLinkChoice({ name: 'Rainbow', href: 'rainbow://' })
 */
export function setDeepLinkChoice(
  client: Client,
  choice: SetDeepLinkChoiceParameters,
): SetDeepLinkChoiceReturnType {
  client.store.setState({
    deepLinkChoice: choice ? { name: choice.name, href: choice.href } : undefined,
  })
}
