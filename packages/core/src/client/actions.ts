import { close } from '../actions/close.ts'
import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { dismissAlert } from '../actions/dismissAlert.ts'
import { fetchBalance } from '../actions/fetchBalance.ts'
import { goBack } from '../actions/goBack.ts'
import { hideToast } from '../actions/hideToast.ts'
import { open } from '../actions/open.ts'
import { pushView } from '../actions/pushView.ts'
import { replaceView } from '../actions/replaceView.ts'
import { sendTransaction } from '../actions/sendTransaction.ts'
import { setDeepLinkChoice } from '../actions/setDeepLinkChoice.ts'
import { setLocale } from '../actions/setLocale.ts'
import { setThemeMode } from '../actions/setThemeMode.ts'
import { setThemeVariables } from '../actions/setThemeVariables.ts'
import { shake } from '../actions/shake.ts'
import { showAlert } from '../actions/showAlert.ts'
import { showToast } from '../actions/showToast.ts'
import { signMessage } from '../actions/signMessage.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { bindAction } from './bindActions.ts'
import type { Client } from './types.ts'

// The one place that says which actions a client carries as methods: `LatchClient`'s type and
// `createLatch`'s binding both come from here (`latch.connect(p)` runs `connect(latch, p)`).

/** Actions bundled with `createLatch`: what the modal's first view and buttons use. */
export const actions = {
  close,
  goBack,
  pushView,
  replaceView,
  setThemeMode,
  setThemeVariables,
  setLocale,
  showToast,
  hideToast,
  showAlert,
  dismissAlert,
  shake,
  connect,
  setDeepLinkChoice,
  disconnect,
  switchNetwork,
  signMessage,
  sendTransaction,
  fetchBalance,
}

/** Generic actions, bound one by one: a mapped type would drop their type parameters. */
export function bindGenericActions(client: Client) {
  return { open: bindAction(client, open) }
}

/**
 * Actions whose code loads with their first call (SPEC §1: optional parts load on demand). Each
 * entry loads the module that exports the action of that name.
 */
export const lazyActions = {
  sendToken: () => import('../actions/sendToken.ts'),
  resolveReceiver: () => import('../actions/resolveReceiver.ts'),
  estimateSendFee: () => import('../actions/estimateSendFee.ts'),
  fetchTokenBalances: () => import('../actions/fetchTokenBalances.ts'),
  fetchActivity: () => import('../actions/fetchActivity.ts'),
  fetchNfts: () => import('../actions/fetchNfts.ts'),
  fetchProfile: () => import('../actions/fetchProfile.ts'),
  fetchNameSuggestions: () => import('../actions/fetchNameSuggestions.ts'),
  registerAccountName: () => import('../actions/registerAccountName.ts'),
  reportError: () => import('../actions/reportError.ts'),
  setSendToken: () => import('../actions/setSendToken.ts'),
  setSendTokenAmount: () => import('../actions/setSendTokenAmount.ts'),
  setSendMaxAmount: () => import('../actions/setSendMaxAmount.ts'),
  setSendReceiverAddress: () => import('../actions/setSendReceiverAddress.ts'),
  setSendStep: () => import('../actions/setSendStep.ts'),
  submitSend: () => import('../actions/submitSend.ts'),
  resetSend: () => import('../actions/resetSend.ts'),
  signIn: () => import('../actions/signIn.ts'),
  cancelSignIn: () => import('../actions/cancelSignIn.ts'),
  signOut: () => import('../actions/signOut.ts'),
  getSiwxSession: () => import('../actions/getSiwxSession.ts'),
  setPreferredAccountType: () => import('../actions/setPreferredAccountType.ts'),
  getCapabilities: () => import('../actions/getCapabilities.ts'),
  sendCalls: () => import('../actions/sendCalls.ts'),
  getCallsStatus: () => import('../actions/getCallsStatus.ts'),
  waitForCallsStatus: () => import('../actions/waitForCallsStatus.ts'),
  grantPermissions: () => import('../actions/grantPermissions.ts'),
  revokePermissions: () => import('../actions/revokePermissions.ts'),
  fetchSmartSessions: () => import('../actions/fetchSmartSessions.ts'),
  switchConnection: () => import('../actions/switchConnection.ts'),
}

/** Actions a site gets with `walletConnect()`: they reach the client through the option's glue. */
export type WalletConnectActionName = 'connectWalletConnect' | 'cancelWalletConnect'
