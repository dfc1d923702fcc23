import type { CaipNetworkId } from '@latch/core'
import type { WalletConnectSignIn } from '@latch/core/adapter'
import type { AuthTypes } from '@walletconnect/types'

/** The SDK's formatter of the text a wallet signs for a CACAO (SignClient.formatAuthMessage). */
export type FormatAuthMessage = (parameters: {
  request: AuthTypes.BaseAuthRequestParams
  iss: string
}) => string

/**
 * The sign-ins a one-click answer carries: per CACAO, its chain and account (from `iss`,
 * `did:pkh:<namespace>:<reference>:<address>`), the exact text the wallet signed — rebuilt by the
 * SDK's own formatter, the one the wallet used and the SDK verified the signature against — and
 * the signature. A CACAO whose `iss` is not a did:pkh account, or whose payload makes no message,
 * is left out.
 */
export function toSignIns(
  cacaos: readonly AuthTypes.Cacao[] | undefined,
  formatAuthMessage: FormatAuthMessage,
): WalletConnectSignIn[] {
  const out: WalletConnectSignIn[] = []
  for (const cacao of cacaos ?? []) {
    const { iss } = cacao.p
    const match = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(
      iss,
    )
    if (!match) continue
    const [, namespace, reference, address] = match as unknown as [string, string, string, string]
    let message: string
    try {
      message = formatAuthMessage({ request: cacao.p, iss })
    } catch {
      // The wallet's payload can't make a message (a statement with a line break …): not a sign-in.
      continue
    }
    out.push({
      chainId: `${namespace}:${reference}` as CaipNetworkId,
      address,
      message,
      signature: cacao.s.s,
      cacao,
    })
  }
  return out
}
