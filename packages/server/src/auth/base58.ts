const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGITS = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/**
 * The bytes of a base58 text (Bitcoin's alphabet, as Solana writes keys and signatures), or
 * undefined when it holds another character or is longer than `maxLength` characters.
 */
export function decodeBase58(text: string, maxLength = 128): Uint8Array | undefined {
  if (text.length === 0 || text.length > maxLength) return undefined
  let value = 0n
  for (const char of text) {
    const digit = DIGITS.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + digit
  }
  const body: number[] = []
  for (; value > 0n; value >>= 8n) body.unshift(Number(value & 0xffn))
  // Each leading '1' is a leading zero byte.
  const zeros = /^1*/.exec(text)?.[0].length ?? 0
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}
