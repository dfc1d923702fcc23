// A guard over the package's shipped source (the browser tests prove the behaviour): no message
// is posted to '*', and only the handshake's two messages go through a window's postMessage —
// everything else uses the MessageChannel port.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

const SRC = new URL('..', import.meta.url).pathname
const SHIPPED = /\.tsx?$/
const NOT_SHIPPED = /\.test(-d)?\.tsx?$|(^|\/)test\//

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SHIPPED.test(entry.name) && !NOT_SHIPPED.test(relative(SRC, path)) ? [path] : []
  })
}

// `x.postMessage(a, b, …)` calls, comments left out.
function posts(code: string): { target: string; args: string }[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  return [
    ...withoutComments.matchAll(/([\w.]+)\s*\.postMessage\s*\(([^;]*?)\)\s*(?:$|;|\n)/gm),
  ].map((match) => ({
    target: match[1] as string,
    args: (match[2] as string).replace(/\s+/g, ' '),
  }))
}

test("no postMessage to '*', and window posts only in the handshake", () => {
  const files = sourceFiles(SRC)
  expect(files.length).toBeGreaterThan(5)
  const windowPosts: string[] = []
  for (const file of files) {
    for (const post of posts(readFileSync(file, 'utf8'))) {
      expect(post.args, relative(SRC, file)).not.toMatch(/['"`]\*['"`]/)
      if (!/port/i.test(post.target)) {
        windowPosts.push(`${relative(SRC, file)}: ${post.target}.postMessage(${post.args})`)
      }
    }
  }
  expect(windowPosts).toEqual([
    'frame/channel.ts: window.parent.postMessage(ready, hostOrigin)',
    'host/createFrameClient.ts: frameWindow.postMessage(connect, frameOrigin, [channel.port2])',
  ])
})

test('the guard sees a wildcard post', () => {
  expect(posts("top.postMessage({ a: 1 }, '*')\n")).toEqual([
    { target: 'top', args: "{ a: 1 }, '*'" },
  ])
})
