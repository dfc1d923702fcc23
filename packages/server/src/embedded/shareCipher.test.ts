import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { TEST_SHARE_KEYS } from '../testing/embedded.ts'
import { decryptShare, encryptShare, loadShareKeys, ShareDecryptError } from './shareCipher.ts'

const SHARE = Buffer.from('x'.repeat(33)).toString('base64')

describe('encryptShare / decryptShare', () => {
  test('round trip; a fresh IV each time; the share is nowhere in the text', () => {
    const a = encryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', SHARE)
    const b = encryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', SHARE)
    expect(a).not.toBe(b)
    expect(a).not.toContain(SHARE)
    expect(decryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', a)).toBe(SHARE)
  })

  test.each([
    ['the other kind (key)', 'recovery', 'user-1'],
    ['another user row', 'auth', 'user-2'],
  ] as const)('does not open as %s', (_, kind, user) => {
    const sealed = encryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', SHARE)
    expect(() => decryptShare(TEST_SHARE_KEYS, kind, user, sealed)).toThrow(ShareDecryptError)
  })

  test('an altered byte is refused', () => {
    const sealed = encryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', SHARE)
    const bytes = Buffer.from(sealed.slice(3), 'base64url')
    bytes[20] = (bytes[20] as number) ^ 1
    const altered = `v1:${bytes.toString('base64url')}`
    expect(() => decryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', altered)).toThrow(
      ShareDecryptError,
    )
    expect(() => decryptShare(TEST_SHARE_KEYS, 'auth', 'user-1', 'plain')).toThrow(
      ShareDecryptError,
    )
  })
})

describe('loadShareKeys', () => {
  const hex = (byte: number) => Buffer.alloc(32, byte).toString('hex')

  test('configured keys: hex or base64, never equal, never one alone', async () => {
    const keys = await loadShareKeys({
      shareKey: hex(7),
      recoveryKey: Buffer.alloc(32, 8).toString('base64'),
    })
    expect(keys.auth).toEqual(Buffer.alloc(32, 7))
    expect(keys.recovery).toEqual(Buffer.alloc(32, 8))
    await expect(loadShareKeys({ shareKey: hex(7), recoveryKey: hex(7) })).rejects.toThrow(
      /must differ/,
    )
    await expect(loadShareKeys({ shareKey: hex(7) })).rejects.toThrow(/go together/)
    await expect(loadShareKeys({ shareKey: 'short', recoveryKey: hex(8) })).rejects.toThrow(
      /32 bytes/,
    )
  })

  test('a key file that is not the server’s is refused, not replaced', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'latch-keys-')), 'keys.json')
    await writeFile(file, '{"shareKey": 1}')
    await expect(loadShareKeys({ keyFile: file, warn: () => {} })).rejects.toThrow(/shareKey/)
  })

  test('no keys and no file: process-only keys, with a warning', async () => {
    const warn = vi.fn()
    const keys = await loadShareKeys({ warn })
    expect(keys.auth.equals(keys.recovery)).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
  })
})
