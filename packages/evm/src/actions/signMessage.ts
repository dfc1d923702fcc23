import type { Eip1193Provider } from '../types.ts'

/**
 * `personal_sign` (EIP-191). The message is always UTF-8 text: '0x1234' signs those six
 * characters, not two bytes. Wallets guess when given a raw string; hex-encoding it first leaves
 * them nothing to guess.
 */
export async function signMessage(
  provider: Eip1193Provider,
  { address, message }: { address: string; message: string },
): Promise<string> {
  return (await provider.request({
    method: 'personal_sign',
    params: [utf8ToHex(message), address],
  })) as string
}

function utf8ToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
