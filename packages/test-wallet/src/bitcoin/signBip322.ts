import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'

/** BIP-322's tag for the message hash (a BIP-340 tagged hash). */
const MESSAGE_TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** `SHA256(SHA256(tag) ‖ SHA256(tag) ‖ message)`: the hash `to_spend` commits to. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(64 + message.length)
  bytes.set(MESSAGE_TAG, 0)
  bytes.set(MESSAGE_TAG, 32)
  bytes.set(message, 64)
  return sha256(bytes)
}

/**
 * A BIP-322 "simple" signature: the witness of the virtual `to_sign` transaction that spends the
 * virtual `to_spend` output locked to `script` (the address's output script, P2WPKH or P2TR key
 * path), serialized as the consensus witness stack. Signed with `privateKey`, which must own
 * `script`. Sites verify it with any BIP-322 verifier (base64 is the usual text form).
 */
export function signBip322(
  message: Uint8Array,
  {
    script,
    privateKey,
    tapInternalKey,
  }: {
    script: Uint8Array
    privateKey: Uint8Array
    /** The x-only internal key of a P2TR script (key-path spend). */
    tapInternalKey?: Uint8Array | undefined
  },
): Uint8Array {
  // to_spend: version 0, one output of 0 sats locked to the signer's script, one input spending
  // the null outpoint with `OP_0 <message hash>` (output first: a signed input freezes outputs).
  const toSpend = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffff_ffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  // to_sign: version 0, spends to_spend's output (sequence 0), one OP_RETURN output of 0 sats.
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the input has no witness after signing.')
  return RawWitness.encode(witness)
}
