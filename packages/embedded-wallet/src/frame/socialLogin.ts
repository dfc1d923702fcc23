/**
 * The frame's half of a social login (SPEC §4 Social login, p10-contract "Frame protocol"):
 * `/social/start` for the popup's URL, then `/social/verify` with the URL the popup landed on.
 * Server codes become SPEC §8's texts here, the code kept for the host to classify by.
 */
import { type EmbeddedApi, EmbeddedApiError, type VerifyResult } from './api.ts'
import { FrameError } from './errors.ts'
import { SOCIAL_ERROR_TEXTS } from './errorTexts.ts'

/** A social API error as the host sees it: SPEC §8's text for its code, the code kept. */
export function socialError(error: unknown): unknown {
  if (error instanceof EmbeddedApiError) {
    const text = SOCIAL_ERROR_TEXTS[error.code] ?? error.message
    return new FrameError(text, error.code, { cause: error })
  }
  return error
}

/** One social login in progress: started by GET_SOCIAL_REDIRECT_URI, ended by CONNECT_SOCIAL. */
export type SocialFlow = { flowId: string; provider: string }

export async function startSocialFlow(
  api: EmbeddedApi,
  request: { provider: string; hostOrigin: string; deviceId: string | undefined },
): Promise<{ flow: SocialFlow; uri: string }> {
  const started = await api
    .startSocial(request.provider, request.hostOrigin, request.deviceId)
    .catch((error) => {
      throw socialError(error)
    })
  return { flow: { flowId: started.flowId, provider: request.provider }, uri: started.uri }
}

/** `/social/verify` for `flow`; without a flow (none started, or already used) 'Session Expired'. */
export async function verifySocialFlow(
  api: EmbeddedApi,
  flow: SocialFlow | undefined,
  resultUri: string,
): Promise<VerifyResult> {
  if (!flow) throw new FrameError(SOCIAL_ERROR_TEXTS.no_login as string, 'no_login')
  const result = await api.verifySocial(flow.flowId, resultUri).catch((error) => {
    throw socialError(error)
  })
  // The server names the provider; the flow's is the fallback.
  return { ...result, user: { socialProvider: flow.provider, ...result.user } }
}
