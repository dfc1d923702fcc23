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
