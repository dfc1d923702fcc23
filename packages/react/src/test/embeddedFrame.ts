import {
  type EmbeddedFrameAction,
  type EmbeddedFrameCalls,
  type EmbeddedFrameRect,
  type EmbeddedUser,
  type EmbeddedWalletConfig,
  type EmbeddedWalletProvider,
  EmbeddedWalletRequestError,
  embeddedWalletGlue,
} from '@latch/core/adapter'

type Answer<A extends EmbeddedFrameAction> = (
  payload: EmbeddedFrameCalls[A]['payload'],
) => EmbeddedFrameCalls[A]['result'] | Promise<EmbeddedFrameCalls[A]['result']>

/** How the stand-in frame answers each request; a missing one answers `{}`. */
export type FrameAnswers = { [A in EmbeddedFrameAction]?: Answer<A> }

/** An email user (its `email` typed as present: the tests type it into the field). */
export const EMBEDDED_USER = {
  email: 'ada@example.com',
  address: '0x00000000000000000000000000000000000000e1',
  chainId: 'eip155:31337',
  accounts: [
    { namespace: 'eip155', address: '0x00000000000000000000000000000000000000e1', type: 'eoa' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
} satisfies EmbeddedUser

/** An answer: always `value`. */
export const reply =
  <T>(value: T) =>
  () =>
    value

/** An answer: always `error` (a refusal the frame passes on). */
export const fail = (error: Error) => () => {
  throw error
}

/** An answer computed per request (a promise the test settles, a refusal once …). */
export const answerWith = <T>(answer: () => T) => answer

/** The server's refusal of a code, as the frame passes it on (message, code, tries left kept). */
export const frameError = (
  message: string,
  code: string | number,
  extra: { attemptsLeft?: number } = {},
) => new EmbeddedWalletRequestError({ message, code, ...extra })

/**
 * An `embeddedWallet` option whose frame is a stand-in answering from `answers`: core's real
 * actions run against it, so the views are tested through core as a site runs them. It records
 * every request, and where the frame was shown or hidden.
 */
export function createFrameDouble(answers: FrameAnswers = {}) {
  const calls: { action: EmbeddedFrameAction; payload: unknown }[] = []
  const shown: EmbeddedFrameRect[] = []
  let hidden = 0
  const provider: EmbeddedWalletProvider = {
    ready: Promise.resolve(),
    async call(action, payload) {
      calls.push({ action, payload })
      const answer = answers[action] as Answer<typeof action> | undefined
      return (answer ? await answer(payload as never) : {}) as never
    },
    showFrame: (rect) => shown.push(rect),
    hideFrame: () => {
      hidden++
    },
    onEvent: () => () => {},
    destroy: () => {},
  }
  const config: EmbeddedWalletConfig = {
    glue: embeddedWalletGlue,
    frameUrl: 'http://localhost:8788',
    load: async () => provider,
  }
  return {
    config,
    calls,
    shown,
    hiddenCount: () => hidden,
    actions: () => calls.map((call) => call.action),
    /** Replaces one answer (the next code is wrong, the device link gets opened …). */
    answer<A extends EmbeddedFrameAction>(action: A, reply: Answer<A>) {
      ;(answers as Record<string, unknown>)[action] = reply
    },
  }
}
