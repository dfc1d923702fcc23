// oidc-provider ships no types; the part the local identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export type AccountClaims = { sub: string; [claim: string]: unknown }
  export type Account = {
    accountId: string
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims
  }
  export type Interaction = {
    uid: string
    prompt: { name: string; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }
  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string }

  export class GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  /** The context a check and loadExistingGrant see (the part used). */
  export type CheckContext = {
    oidc: {
      result?: { login?: unknown; consent?: { grantId?: string } }
      provider: { Grant: { find(id: string): Promise<unknown> } }
    }
  }
  export class Check {
    static readonly REQUEST_PROMPT: true
    static readonly NO_NEED_TO_PROMPT: false
    constructor(reason: string, description: string, check: (ctx: CheckContext) => boolean)
  }
  export type PromptPolicy = Array<{ name: string; checks: { add(check: Check): void } }> & {
    get(name: string): { name: string; checks: { add(check: Check): void } }
  }
  export const interactionPolicy: { base(): PromptPolicy; Check: typeof Check }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    readonly issuer: string
    Grant: new (properties: {
      accountId: string
      clientId: string
    }) => GrantInstance
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
