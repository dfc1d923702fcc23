import type { StandardWallet } from '../src/types.ts'

/**
 * The wallet side of the Wallet Standard registration protocol (what `registerWallet` from
 * @wallet-standard/wallet does): register now with any app listening, and again with every app
 * that announces itself later. Returns a cleanup that unregisters everywhere.
 */
export function registerWallet(target: EventTarget, wallet: StandardWallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: { register(wallet: StandardWallet): () => void }) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
