import { LatchError, parseUnits } from '@latch/core'
import { DEVNET_ACCOUNTS } from '@latch/devnet/constants'
import { useLatch, useLatchAccount } from '@latch/react'
import { type FormEvent, useState } from 'react'

/** Wei sent by the "Send" form: 0.01 ETH. */
const SEND_VALUE = parseUnits('0.01', 18)

type Outcome = { state: 'idle' } | { state: 'pending' } | { state: 'done' | 'failed'; text: string }

/** The text a failure shows: Latch errors carry a short message for people. */
function failureText(error: unknown): string {
  return error instanceof LatchError ? error.shortMessage : String(error)
}

/** Runs `task` and keeps its outcome for display. */
function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const run = async (task: () => Promise<string>) => {
    setOutcome({ state: 'pending' })
    try {
      setOutcome({ state: 'done', text: await task() })
    } catch (error) {
      setOutcome({ state: 'failed', text: failureText(error) })
    }
  }
  return [outcome, run] as const
}

/**
 * "Try it": once a wallet is connected, sign a message and send 0.01 ETH on the devnet with the
 * connected account — what a site does with Latch after connecting.
 */
export function TryIt() {
  const { isConnected } = useLatchAccount()
  const { client } = useLatch()
  const [message, setMessage] = useState('Hello from Latch')
  const [recipient, setRecipient] = useState<string>(DEVNET_ACCOUNTS[1]!.address)
  const [signature, sign] = useOutcome()
  const [transaction, send] = useOutcome()
  if (!isConnected) return null

  const onSign = (event: FormEvent) => {
    event.preventDefault()
    void sign(() => client.signMessage({ message }))
  }
  const onSend = (event: FormEvent) => {
    event.preventDefault()
    void send(() => client.sendTransaction({ to: recipient, value: SEND_VALUE }))
  }
  return (
    <section className="panel try" aria-labelledby="try-title">
      <h2 id="try-title">Try it</h2>
      <form onSubmit={onSign}>
        <label className="field">
          Message
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={signature.state === 'pending'}>
          Sign message
        </button>
        <Result label="Signature" outcome={signature} />
      </form>
      <form onSubmit={onSend}>
        <label className="field">
          Recipient
          <input
            value={recipient}
            spellCheck={false}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </label>
        <button type="submit" disabled={transaction.state === 'pending'}>
          Send 0.01 ETH
        </button>
        <Result label="Transaction hash" outcome={transaction} />
      </form>
    </section>
  )
}

function Result({ label, outcome }: { label: string; outcome: Outcome }) {
  return (
    <div className="result" data-state={outcome.state}>
      {outcome.state === 'done' ? <span className="result-label">{label}</span> : null}
      <output aria-label={label}>
        {outcome.state === 'pending' ? 'Waiting for the wallet…' : null}
        {outcome.state === 'done' || outcome.state === 'failed' ? outcome.text : null}
      </output>
    </div>
  )
}
