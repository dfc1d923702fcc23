import { type ChainNamespace, LatchError, parseUnits, switchAccount } from '@latch/core'
import {
  DEVNET_ACCOUNTS,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_USDC,
} from '@latch/devnet/constants'
import { useLatch, useLatchAccount, useLatchNetwork, useLatchProvider } from '@latch/react'
import { type StandardWallet, sendSplToken } from '@latch/solana'
import { type FormEvent, useState } from 'react'

/** Wei sent by the EVM "Send" button: 0.01 ETH. */
const EVM_SEND_WEI = parseUnits('0.01', 18)
/** Lamports sent by "Send 0.5 SOL". */
const SOL_SEND_LAMPORTS = parseUnits('0.5', 9)
/** Smallest units of the devnet USDC sent by "Send 1.5 USDC". */
const USDC_SEND_AMOUNT = parseUnits('1.5', SOLANA_DEVNET_USDC.decimals)

/** Where the recipient field starts on each chain family: the devnet's second dev account. */
const DEFAULT_RECIPIENTS: Partial<Record<ChainNamespace, string>> = {
  eip155: DEVNET_ACCOUNTS[1]!.address,
  solana: SOLANA_DEVNET_ACCOUNTS[1]!.address,
}

const FAMILY_NAMES: Partial<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

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
 * "Try it": once a wallet is connected, sign a message and send on the devnet with the active
 * account — what a site does with Latch after connecting. It follows the active chain family:
 * 0.01 ETH on EVM; 0.5 SOL and 1.5 USDC (an SPL token, through the wallet's own provider) on
 * Solana. On Bitcoin (no node: no sends) the connection's accounts, and switching between them
 * (payment accounts only, SPEC §4).
 */
export function TryIt() {
  const { caipNetwork } = useLatchNetwork()
  const { isConnected } = useLatchAccount()
  if (!isConnected) return null
  // A new family starts with fresh forms: results of the other family's account don't carry over.
  return <TryItForms key={caipNetwork.chainNamespace} namespace={caipNetwork.chainNamespace} />
}

function TryItForms({ namespace }: { namespace: ChainNamespace }) {
  const { client } = useLatch()
  const { address } = useLatchAccount()
  const [message, setMessage] = useState('Hello from Latch')
  const [recipient, setRecipient] = useState(DEFAULT_RECIPIENTS[namespace] ?? '')
  const [signature, sign] = useOutcome()

  const onSign = (event: FormEvent) => {
    event.preventDefault()
    void sign(() => client.signMessage({ message }))
  }
  return (
    <section className="panel try" aria-labelledby="try-title">
      <h2 id="try-title">Try it</h2>
      <p className="try-account">
        {FAMILY_NAMES[namespace] ?? namespace} account <code>{address}</code>
      </p>
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
      {namespace === 'bip122' ? (
        <BitcoinAccounts />
      ) : (
        <Sends namespace={namespace} recipient={recipient} setRecipient={setRecipient} />
      )}
    </section>
  )
}

function Sends({
  namespace,
  recipient,
  setRecipient,
}: {
  namespace: ChainNamespace
  recipient: string
  setRecipient(recipient: string): void
}) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label className="field">
        Recipient
        <input
          value={recipient}
          spellCheck={false}
          onChange={(event) => setRecipient(event.target.value)}
        />
      </label>
      {namespace === 'solana' ? (
        <SolanaSends recipient={recipient} />
      ) : (
        <EvmSend recipient={recipient} />
      )}
    </form>
  )
}

/**
 * The Bitcoin connection's accounts with their types; "Use" switches to one (SPEC §4: payment
 * accounts only, so the ordinals one, listed as `eoa`, is refused).
 */
function BitcoinAccounts() {
  const { client } = useLatch()
  const { address, allAccounts } = useLatchAccount({ namespace: 'bip122' })
  const [outcome, run] = useOutcome()
  return (
    <div className="try-accounts">
      <p className="try-account">Accounts of this connection</p>
      <ul>
        {allAccounts.map((account) => (
          <li key={account.address} data-type={account.type}>
            <code>{account.address}</code>
            <span className="try-account-type">
              {account.type === 'payment' ? 'payment' : `${account.type} (not payment)`}
              {account.address === address ? ' · selected' : null}
            </span>
            {account.address === address ? null : (
              <button
                type="button"
                onClick={() =>
                  void run(async () => {
                    await switchAccount(client, { namespace: 'bip122', address: account.address })
                    return `Switched to ${account.address}`
                  })
                }
              >
                Use
              </button>
            )}
          </li>
        ))}
      </ul>
      <Result label="Account switch" outcome={outcome} />
    </div>
  )
}

function EvmSend({ recipient }: { recipient: string }) {
  const { client } = useLatch()
  const [transaction, send] = useOutcome()
  return (
    <>
      <button
        type="submit"
        disabled={transaction.state === 'pending'}
        onClick={() =>
          void send(() => client.sendTransaction({ to: recipient, value: EVM_SEND_WEI }))
        }
      >
        Send 0.01 ETH
      </button>
      <Result label="Transaction hash" outcome={transaction} />
    </>
  )
}

/** SOL goes through Latch's own send; the SPL token through `@latch/solana` and the wallet. */
function SolanaSends({ recipient }: { recipient: string }) {
  const { client } = useLatch()
  const { address } = useLatchAccount({ namespace: 'solana' })
  const { caipNetwork } = useLatchNetwork({ namespace: 'solana' })
  const { walletProvider } = useLatchProvider<StandardWallet>('solana')
  const [sol, sendSol] = useOutcome()
  const [usdc, sendUsdc] = useOutcome()
  const sendToken = async () => {
    if (!walletProvider || !address) throw new Error('No Solana wallet is connected.')
    const signature = await sendSplToken({
      wallet: walletProvider,
      from: address,
      network: caipNetwork,
      to: recipient,
      mint: SOLANA_DEVNET_USDC.address,
      amount: USDC_SEND_AMOUNT,
      decimals: SOLANA_DEVNET_USDC.decimals,
    })
    // The fee (and any token-account rent) came out of the SOL balance.
    void client.fetchBalance({ namespace: 'solana', force: true })
    return signature
  }
  return (
    <>
      <div className="try-actions">
        <button
          type="button"
          disabled={sol.state === 'pending'}
          onClick={() =>
            void sendSol(() => client.sendTransaction({ to: recipient, value: SOL_SEND_LAMPORTS }))
          }
        >
          Send 0.5 SOL
        </button>
        <button
          type="button"
          disabled={usdc.state === 'pending'}
          onClick={() => void sendUsdc(sendToken)}
        >
          Send 1.5 USDC
        </button>
      </div>
      <Result label="SOL transaction signature" outcome={sol} />
      <Result label="USDC transaction signature" outcome={usdc} />
    </>
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
