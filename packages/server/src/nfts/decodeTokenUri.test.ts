import { describe, expect, test } from 'vitest'
import { decodeTokenUri } from './decodeTokenUri.ts'

const base64 = (text: string) => Buffer.from(text).toString('base64')
const svg = `data:image/svg+xml;base64,${base64('<svg/>')}`

describe('decodeTokenUri', () => {
  test.each([
    [
      'base64 JSON',
      `data:application/json;base64,${base64(JSON.stringify({ name: 'A #1', description: 'd', image: svg }))}`,
      { name: 'A #1', description: 'd', image: svg },
    ],
    [
      'percent-encoded JSON',
      `data:application/json,${encodeURIComponent('{"name":"B","image":"https://img.example/b.png"}')}`,
      { name: 'B', description: null, image: 'https://img.example/b.png' },
    ],
    [
      'charset parameter before base64',
      `data:application/json;charset=utf-8;base64,${base64('{"name":"Ünïcode"}')}`,
      { name: 'Ünïcode', description: null, image: null },
    ],
    [
      'a script URL as image is dropped',
      `data:application/json,${encodeURIComponent('{"name":"C","image":"javascript:alert(1)"}')}`,
      { name: 'C', description: null, image: null },
    ],
    [
      'an ipfs image is dropped (no gateway offline)',
      `data:application/json,${encodeURIComponent('{"image":"ipfs://bafy/1.png"}')}`,
      { name: null, description: null, image: null },
    ],
    ['an http token URI is not fetched', 'https://meta.example/1.json', {}],
    ['an ipfs token URI is not fetched', 'ipfs://bafy/1.json', {}],
    ['broken JSON', `data:application/json,${encodeURIComponent('{"name":')}`, {}],
    ['a JSON array', `data:application/json,${encodeURIComponent('[1]')}`, {}],
    ['broken percent-encoding', 'data:application/json,%E0%A4%A', {}],
    [
      'non-string fields',
      `data:application/json,${encodeURIComponent('{"name":5,"image":{}}')}`,
      {},
    ],
  ])('%s', (_case, uri, expected) => {
    expect(decodeTokenUri(uri)).toEqual({ name: null, description: null, image: null, ...expected })
  })

  test('cuts long names and drops oversized images', () => {
    const json = JSON.stringify({
      name: 'n'.repeat(500),
      image: `data:image/png;base64,${'A'.repeat(150_000)}`,
    })
    const metadata = decodeTokenUri(`data:application/json;base64,${base64(json)}`)
    expect(metadata.name).toHaveLength(200)
    expect(metadata.name?.endsWith('…')).toBe(true)
    expect(metadata.image).toBeNull()
  })
})
