import {
  type LatchClient,
  RegisterAccountNameError,
  registerAccountName,
  SignatureDeclinedError,
} from '@latch/core'

/** Where a registration stands: the view unmounts while the frame asks for the signature. */
export type Registration = {
  status: 'idle' | 'pending'
  /** What the visitor typed. */
  typed: string
  /** The last failure, for the line under the field. */
  error?: RegistrationFailure | undefined
}

/** Why the last registration failed: a known reason (a key of `registerNameMessages`), or the error. */
export type RegistrationFailure =
  | { reason: 'nameTaken' | 'expired' | 'badSignature' | 'retry' | 'declined' }
  | { error: unknown }

type Entry = { value: Registration; listeners: Set<() => void> }

// Per client (two clients on a page keep their own), forgotten with it.
const entries = new WeakMap<LatchClient, Entry>()

function entryOf(client: LatchClient): Entry {
  let entry = entries.get(client)
  if (!entry) {
    entry = { value: { status: 'idle', typed: '' }, listeners: new Set() }
    entries.set(client, entry)
  }
  return entry
}

/** The registration of `client`, and a subscription for `useSyncExternalStore`. */
export function registrationStore(client: LatchClient) {
  const entry = entryOf(client)
  return {
    get: () => entry.value,
    subscribe(listener: () => void) {
      entry.listeners.add(listener)
      return () => entry.listeners.delete(listener)
    },
  }
}

export function setRegistration(client: LatchClient, patch: Partial<Registration>): void {
  const entry = entryOf(client)
  entry.value = { ...entry.value, ...patch }
  for (const listener of entry.listeners) listener()
}

/** Server codes worth a line of their own under the field (PROFILE_ERROR_CODES). */
const REASONS: Record<string, 'nameTaken' | 'expired' | 'badSignature'> = {
  name_taken: 'nameTaken',
  message_expired: 'expired',
  invalid_signature: 'badSignature',
}

/**
 * Registers the name the visitor typed. On success the view is replaced by
 * RegisterAccountNameSuccess; on failure the visitor is back at the form with the SPEC §8 toast
 * ('Error registering name {name}') and the reason under the field.
 */
export async function submitRegistration(client: LatchClient, typed: string): Promise<void> {
  setRegistration(client, { status: 'pending', typed, error: undefined })
  try {
    const { name } = await registerAccountName(client, { name: typed })
    setRegistration(client, { status: 'idle', typed: '' })
    const top = client.getState().history.at(-1)?.view
    if (top === 'RegisterAccountName') {
      client.replaceView({ view: 'RegisterAccountNameSuccess', params: { name } })
    }
  } catch (error) {
    const failure: RegistrationFailure =
      error instanceof RegisterAccountNameError
        ? { reason: REASONS[error.code ?? ''] ?? 'retry' }
        : error instanceof SignatureDeclinedError
          ? { reason: 'declined' }
          : { error }
    setRegistration(client, { status: 'idle', error: failure })
    if (error instanceof RegisterAccountNameError) {
      client.showToast({ message: error.shortMessage, error, variant: 'error' })
    }
  }
}
