import { parseAccountNameMessage } from '@latch/core'
import type { NameSuggestionsAnswer, RegisterAccountNameAnswer } from '@latch/core/api'
import { type Context, Hono } from 'hono'
import { type Address, BaseError, ContractFunctionRevertedError, isAddressEqual } from 'viem'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { verifyAccountSignature } from '../auth/verifyAccountSignature.ts'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { createNameRegistrar, type NameRegistrar } from '../names/createNameRegistrar.ts'
import {
  checkedLabel,
  isHeldByOther,
  labelOf,
  readHolders,
  registryChainOf,
} from '../names/nameChecks.ts'
import { nameRegistryAbi } from '../names/nameRegistryAbi.ts'
import { registryOf } from '../names/registryChains.ts'
import { readJsonObject, stringField } from '../validation/body.ts'
import { badRequest, HttpError } from '../validation/HttpError.ts'
import { parseEvmAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/** How old an account-name message may be when it arrives. */
export const NAME_MESSAGE_MAX_AGE_MS = 10 * 60_000
/** How far ahead of the server's clock a message's time may be. */
export const NAME_MESSAGE_CLOCK_SKEW_MS = 60_000
/** Registrations (each one a transaction the server pays for) per client and project. */
export const DEFAULT_NAME_REGISTRATIONS_PER_MINUTE = 5
/** Free variants offered besides the name itself. */
const SUGGESTIONS = 3
const CANDIDATES = 12

/**
 * Account-name registration (SPEC §7, issue P11), next to the lookups of `profileRoutes`:
 * - `GET /v1/profile/suggestions/:name?zone` → `{ suggestions: [{ name, registered }] }`: the
 *   name itself (flagged when taken) and a few free variants (`name-1` …), full names of the
 *   server's zone. 400 `invalid_name` when SPEC §5's rule refuses the name after ENSIP-15.
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → once mined,
 *   `{ success: true, name }`. `message` is an account-name message (`createAccountNameMessage`)
 *   signed by the address (an EOA, an EIP-1271 / ERC-6492 wallet, or the owner of the embedded
 *   wallet's SimpleAccount); the server's registrar sends `registerFor`. Refusals: see
 *   `PROFILE_ERROR_CODES`; 501 without a registrar key (`names` config).
 */
export function accountNameRoutes(deps: AppDeps) {
  const { chains, names, namesConfig, rateLimiter, trustProxy } = deps
  const zone = namesConfig.zone
  const perMinute = namesConfig.registrationsPerMinute ?? DEFAULT_NAME_REGISTRATIONS_PER_MINUTE
  const registrar = namesConfig.registrarPrivateKey
    ? createNameRegistrar(namesConfig.registrarPrivateKey)
    : undefined
  // Signatures this instance has accepted, until their message is too old to be taken anyway
  // (ms). The registry's record (below) refuses a replay on any instance once the write is
  // mined; this also refuses one that arrives before that, or while a node still answers with
  // the state before the write.
  const accepted = new Map<string, number>()
  const app = new Hono<AppEnv>()

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const asked = c.req.query('zone')
    if (asked !== undefined && asked !== zone) {
      throw badRequest('invalid_parameter', `This server's names are under .${zone}, not .${asked}`)
    }
    const label = checkedLabel(c.req.param('name'), { normalise: true })
    const candidates = [label, ...variantsOf(label)].map((candidate) => `${candidate}.${zone}`)
    const holders = await readHolders(chains, candidates).catch(
      upstreamError('names', 'the name registries'),
    )
    const [first, ...rest] = candidates.map((name, index) => ({
      name,
      registered: isHeldByOther(holders, index),
    }))
    const answer: NameSuggestionsAnswer = {
      suggestions: [first!, ...rest.filter((entry) => !entry.registered).slice(0, SUGGESTIONS)],
    }
    return c.json(answer)
  })

  app.post('/v1/profile/account', async (c) => {
    if (!registrar) {
      throw new HttpError(
        501,
        'not_implemented',
        'This server registers no names (no registrar key)',
      )
    }
    const body = await readJsonObject(c)
    const coinType = body.coin_type
    if (typeof coinType !== 'number' || !Number.isSafeInteger(coinType)) {
      throw badRequest('invalid_body', 'coin_type must be a whole number')
    }
    const address = parseEvmAddress(stringField(body, 'address', { max: 42 }))
    const text = stringField(body, 'message', { max: 1_000 })
    const signature = stringField(body, 'signature', { max: 20_000 })
    const chain = registryChainOf(chains, coinType)
    const message = parseAccountNameMessage(text)
    if (!message) throw badRequest('invalid_message', 'message is no account-name message')
    if (message.coinType !== coinType || !sameAddress(message.address, address)) {
      throw badRequest('invalid_message', 'The message is for another address or coin type')
    }
    const name = `${labelOf(message.name, zone)}.${zone}`
    const issuedMs = Date.parse(message.issuedAt)
    const nowMs = Date.now()
    if (
      issuedMs < nowMs - NAME_MESSAGE_MAX_AGE_MS ||
      issuedMs > nowMs + NAME_MESSAGE_CLOCK_SKEW_MS
    ) {
      throw new HttpError(401, 'message_expired', 'The message is too old, or from the future')
    }
    // Each registration costs the server a transaction: fewer per client than other calls.
    const client = clientKey(clientAddress(c, trustProxy))
    const hit = await rateLimiter.hit(`names:${c.get('project').id}:${client}`, perMinute, 60_000)
    if (!hit.allowed) {
      throw new HttpError(
        429,
        'rate_limited',
        `At most ${perMinute} name registrations per minute`,
        {
          'Retry-After': String(Math.max(1, Math.ceil(hit.resetMs / 1000))),
        },
      )
    }
    const upstream = upstreamError('the signature', chain.caip2)
    const check = await verifyAccountSignature({
      client: chain.client,
      address,
      message: text,
      signature,
    }).catch(upstream)
    if (check === 'invalid') {
      throw new HttpError(401, 'invalid_signature', 'The signature is not the account’s')
    }
    // Only verified signatures are kept (a stranger can't fill the map; the rate limit bounds it).
    for (const [seen, until] of accepted) if (until <= nowMs) accepted.delete(seen)
    const key = signature.toLowerCase()
    if (accepted.has(key)) {
      throw new HttpError(
        401,
        'message_replayed',
        'The account’s name changed after this message was signed',
      )
    }
    accepted.set(key, issuedMs + NAME_MESSAGE_MAX_AGE_MS + NAME_MESSAGE_CLOCK_SKEW_MS)
    try {
      return await registerName(c, registrar, chain, address, name, issuedMs)
    } catch (error) {
      // Not registered: the same signed message may be sent again (a node that was down).
      accepted.delete(key)
      throw error
    }
  })

  async function registerName(
    c: Context<AppEnv>,
    registrar: NameRegistrar,
    chain: ChainRuntime,
    address: Address,
    name: string,
    issuedMs: number,
  ) {
    const [updatedAt, holders] = await Promise.all([
      chain.client.readContract({
        address: registryOf(chain),
        abi: nameRegistryAbi,
        functionName: 'updatedAt',
        args: [address],
      }),
      readHolders(chains, [name]),
    ]).catch(upstreamError('names', 'the name registries'))
    // Stateless replay guard: a message is good until the account's record next changes (the
    // registry's time, in seconds, is at or after the second the message was signed).
    if (updatedAt > 0n && Number(updatedAt) >= Math.floor(issuedMs / 1000)) {
      throw new HttpError(
        401,
        'message_replayed',
        'The account’s name changed after this message was signed',
      )
    }
    if (isHeldByOther(holders, 0, address)) {
      throw new HttpError(409, 'name_taken', `${name} is taken`)
    }
    try {
      await registrar.register(chain, address, name)
    } catch (error) {
      if (
        error instanceof BaseError &&
        error.walk((cause) => cause instanceof ContractFunctionRevertedError)
      ) {
        // Taken between the check and the write, or a registrar the registry does not know.
        const now = await readHolders(chains, [name]).catch(
          upstreamError('names', 'the name registries'),
        )
        if (isHeldByOther(now, 0, address))
          throw new HttpError(409, 'name_taken', `${name} is taken`)
      }
      upstreamError('the registration', chain.caip2)(error)
    }
    names.forget()
    const answer: RegisterAccountNameAnswer = { success: true, name }
    return c.json(answer)
  }

  return app
}

function variantsOf(label: string): string[] {
  return Array.from({ length: CANDIDATES }, (_, index) => `${label}-${index + 1}`).filter(
    (variant) => variant.length <= 63,
  )
}

function sameAddress(text: string, address: `0x${string}`): boolean {
  try {
    return isAddressEqual(text as `0x${string}`, address)
  } catch {
    return false
  }
}
