import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const PACKAGE = new URL('../package.json', import.meta.url)
const SOURCE = new URL('./', import.meta.url)
/** The devnet and the tools only it runs: anvil, the Solidity compiler, litesvm. */
const DEVNET_PACKAGES = ['@latch/devnet', '@foundry-rs/anvil', 'solc', 'litesvm']
/** Any import of `@latch/devnet` or one of its subpaths: static, re-export, side effect, dynamic. */
const IMPORTS_DEVNET = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]@latch\/devnet(?:\/[^'"]*)?['"]/

test('@latch/server holds no devnet package among the dependencies it installs', async () => {
  const manifest = JSON.parse(await readFile(PACKAGE, 'utf8'))
  const installed = Object.keys({
    ...manifest.dependencies,
    ...manifest.optionalDependencies,
    ...manifest.peerDependencies,
  })
  expect(installed.filter((name) => DEVNET_PACKAGES.includes(name))).toEqual([])
})

test('no server source imports @latch/devnet (tests and src/testing/ may)', async () => {
  const files = (await readdir(fileURLToPath(SOURCE), { recursive: true })).filter(
    (file) =>
      /\.[cm]?[jt]sx?$/.test(file) &&
      !/\.test(-d)?\.[cm]?[jt]sx?$/.test(file) &&
      !file.startsWith('testing/'),
  )
  expect(files.length).toBeGreaterThan(100)
  const importing: string[] = []
  for (const file of files) {
    if (IMPORTS_DEVNET.test(await readFile(new URL(file, SOURCE), 'utf8'))) importing.push(file)
  }
  expect(importing).toEqual([])
})
