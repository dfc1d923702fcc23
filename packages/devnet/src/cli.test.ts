import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { supportedEntryPoints } from './bundler/startBundler.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from './constants/accountAbstraction.ts'
import { DEVNET_ACCOUNTS } from './constants/accounts.ts'
import { DEVNET_CONTRACTS } from './constants/contracts.ts'
import { type DevnetServerConfig, devnetServerConfig } from './serverConfig.ts'
import { rpcAnswers } from './testing/processes.ts'
import { runScript } from './testing/runScript.ts'

const BIN = fileURLToPath(new URL('../bin/latch-devnet.mjs', import.meta.url))

let blocker: Server | undefined
afterEach(() => {
  blocker?.close()
  blocker = undefined
})

describe.concurrent('latch-devnet', () => {
  test('prints chains, contracts and accounts, writes the server config, then stops cleanly on Ctrl-C', async () => {
    const serverConfig = join(await mkdtemp(join(tmpdir(), 'latch-devnet-')), 'nested/server.json')
    const cli = runScript(BIN, [
      ...['--port', '0', '--port2', '0', '--server-config', serverConfig],
      ...['--mail-port', '0', '--inbox-port', '0'],
    ])
    const out = await cli.waitFor(/inbox http:\/\/\S+\n/)
    const [, smtpUrl, inboxUrl] = /SMTP (smtp:\/\/\S+) {2}inbox (http:\/\/\S+)/.exec(out) ?? []
    expect((await fetch(`${inboxUrl}/api/v1/messages`)).status).toBe(200)
    const rpcUrls = [...out.matchAll(/^ {2}(31337|31338) .* (http:\/\/127\.0\.0\.1:\d+)$/gm)].map(
      (match) => match[2]!,
    )
    expect(rpcUrls).toHaveLength(2)
    for (const url of rpcUrls) expect(await rpcAnswers(url)).toBe(true)
    for (const address of Object.values(DEVNET_CONTRACTS)) expect(out).toContain(address)
    for (const account of DEVNET_ACCOUNTS) {
      expect(out).toContain(`(${account.index}) ${account.address}  ${account.privateKey}`)
    }
    // The chains it runs and its mail server, at the URLs it printed; no Solana (runScript turns
    // it off).
    expect(JSON.parse(await readFile(serverConfig, 'utf8'))).toEqual(
      devnetServerConfig({
        chains: rpcUrls.map((rpcUrl, index) => ({ chainId: [31337, 31338][index]!, rpcUrl })),
        mail: { smtpUrl: smtpUrl!, inboxUrl: inboxUrl! },
      }),
    )

    cli.child.kill('SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    expect(cli.stdout()).toContain('Latch devnet stopped.')
    for (const url of rpcUrls) expect(await rpcAnswers(url)).toBe(false)
    await expect(fetch(`${inboxUrl}/api/v1/messages`)).rejects.toThrow()
  }, 60_000)

  test('with --bundler-port, a bundler for chain 31337 at the URL it prints, in the server config for that chain only; Ctrl-C stops it too', async () => {
    const serverConfig = join(await mkdtemp(join(tmpdir(), 'latch-devnet-')), 'server.json')
    const cli = runScript(BIN, [
      ...['--port', '0', '--port2', '0', '--no-mail', '--server-config', serverConfig],
      ...['--bundler-port', '0'],
    ])
    const out = await cli.waitFor(/ERC-4337 bundler[^\n]*\n {2}chain 31337: \S+\n/)
    const url = /chain 31337: (http:\/\/\S+)/.exec(out)?.[1]
    const entryPoints = () => supportedEntryPoints(url!)
    expect(await entryPoints()).toEqual([DEVNET_ACCOUNT_ABSTRACTION.entryPoint])
    const { chains } = JSON.parse(await readFile(serverConfig, 'utf8')) as DevnetServerConfig
    expect(chains.map((chain) => [chain.chainId, chain.bundlerUrl])).toEqual([
      [31337, url],
      [31338, undefined],
    ])
    cli.child.kill('SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    await expect(entryPoints()).rejects.toThrow()
  }, 90_000)

  test('a busy --port exits with code 1 and names the port', async () => {
    const busy = await new Promise<number>((resolve) => {
      blocker = createServer().listen(0, '127.0.0.1', () => {
        resolve((blocker!.address() as { port: number }).port)
      })
    })
    const cli = runScript(BIN, ['--port', String(busy), '--port2', '0', '--no-mail'])
    const { code } = await cli.exited
    expect(code).toBe(1)
    expect(cli.stderr()).toContain(`latch-devnet: Port ${busy} on 127.0.0.1 is already in use`)
  }, 60_000)
})
