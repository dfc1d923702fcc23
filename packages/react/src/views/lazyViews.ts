import { lazyView, type ViewLoader } from './lazyView.tsx'

export const ConnectingExternal = lazyView(() =>
  import('./ConnectingExternal/ConnectingExternal.tsx').then((m) => m.ConnectingExternal),
)
const walletConnectViews = () =>
  import('./ConnectingWalletConnect/walletConnectViews.ts').then((m) => m.walletConnectViews)
export const ConnectingWalletConnect = lazyView(() =>
  walletConnectViews().then((views) => views.ConnectingWalletConnect),
)
export const ConnectingWalletConnectBasic = lazyView(() =>
  walletConnectViews().then((views) => views.ConnectingWalletConnectBasic),
)
export const AllWallets = lazyView(() =>
  import('./AllWallets/AllWallets.tsx').then((m) => m.AllWallets),
)
export const Account = lazyView(() => import('./Account/Account.tsx').then((m) => m.Account))
export const Networks = lazyView(() => import('./Networks/Networks.tsx').then((m) => m.Networks))
export const SwitchNetwork = lazyView(() =>
  import('./SwitchNetwork/SwitchNetwork.tsx').then((m) => m.SwitchNetwork),
)
export const SwitchActiveChain = lazyView(() =>
  import('./SwitchActiveChain/SwitchActiveChain.tsx').then((m) => m.SwitchActiveChain),
)
/** Sign-in (SPEC §4): only sites with the `siwx` option ever load it. */
export const SIWXSignMessage = lazyView(() =>
  import('./SIWXSignMessage/SIWXSignMessage.tsx').then((m) => m.SIWXSignMessage),
)
/** The panel for a view this build lacks: rarely seen, so it loads only when needed. */
export const Unavailable = lazyView(() =>
  import('./Unavailable/Unavailable.tsx').then((m) => m.Unavailable),
)
export const UnsupportedChain = lazyView(() =>
  import('./UnsupportedChain/UnsupportedChain.tsx').then((m) => m.UnsupportedChain),
)
/** The send flow: its own chunk, loaded when the visitor opens Send (never preloaded). */
export const WalletSend = lazyView(() =>
  import('./WalletSend/WalletSend.tsx').then((m) => m.WalletSend),
)
/** Swapping (SPEC §1, §2): its own chunk, loaded when the visitor opens Swap (never preloaded). */
export const Swap = lazyView(() => import('./Swap/Swap.tsx').then((m) => m.Swap))
/** Buying crypto (SPEC §1 on-ramp): its own chunk, loaded when the visitor opens Buy (never preloaded). */
export const OnRampProviders = lazyView(() =>
  import('./OnRampProviders/OnRampProviders.tsx').then((m) => m.OnRampProviders),
)
/** Email login (SPEC §1: loads only when used): its own chunk, opened by core's `connectEmail`. */
export const EmailLogin = lazyView(
  () => import('./EmailLogin/EmailLogin.tsx').then((m) => m.EmailLogin),
  // SPEC §8's text for this chunk.
  'emailFailed',
)
/**
 * Connect's email field (the `email` method): loaded on demand like a view, and preloaded with
 * Connect on sites with an embedded wallet (`preloadOpen`).
 */
export const EmailForm = lazyView(
  () => import('./EmailLogin/EmailForm.tsx').then((m) => m.EmailForm),
  'emailFailed',
)
/**
 * Connect's social buttons (the `social` method): loaded on demand like the email field, and
 * preloaded with Connect on sites with an embedded wallet.
 */
export const SocialButtons = lazyView(() =>
  import('./SocialLogin/SocialButtons.tsx').then((m) => m.SocialButtons),
)
/** The Farcaster login's QR code and link (SPEC §2 ConnectingFarcaster): its own chunk. */
export const ConnectingFarcaster = lazyView(() =>
  import('./ConnectingFarcaster/ConnectingFarcaster.tsx').then((m) => m.ConnectingFarcaster),
)
/**
 * Changing the embedded wallet's email (SPEC §2 UpdateEmailWallet): its own chunk, opened from
 * Account (an email account's "Update email") or by core's `updateEmail`.
 */
export const UpdateEmailWallet = lazyView(
  () => import('./UpdateEmailWallet/UpdateEmailWallet.tsx').then((m) => m.UpdateEmailWallet),
  'emailFailed',
)
/** Where the embedded wallet's frame shows an unsafe request: its own chunk, loaded on the first one. */
export const ApproveTransaction = lazyView(() =>
  import('./ApproveTransaction/ApproveTransaction.tsx').then((m) => m.ApproveTransaction),
)
/** Choosing an account name (SPEC §2): its own chunk (ENSIP-15 tables), opened from Account. */
export const RegisterAccountName = lazyView(() =>
  import('./RegisterAccountName/RegisterAccountName.tsx').then((m) => m.RegisterAccountName),
)
export const RegisterAccountNameSuccess = lazyView(() =>
  import('./RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx').then(
    (m) => m.RegisterAccountNameSuccess,
  ),
)
export const WalletReceive = lazyView(() =>
  import('./WalletReceive/WalletReceive.tsx').then((m) => m.WalletReceive),
)
/** Every wallet connected per chain family (SPEC §2 ProfileWallets): its own chunk, opened from Account. */
export const ProfileWallets = lazyView(() =>
  import('./ProfileWallets/ProfileWallets.tsx').then((m) => m.ProfileWallets),
)

/**
 * Starts loading views in the background. Failures are ignored here: rendering the view tries
 * again, and offers a retry if it still can't load.
 */
export function preloadViews(...views: ViewLoader[]): void {
  for (const view of views) view.load().catch(() => {})
}
