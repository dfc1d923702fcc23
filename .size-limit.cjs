// Budgets per entry point (gzip). React and react-dom are the site's, not ours; viem is counted
// where an entry uses it. Run with `npm run size` (it builds first).
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']
const core = 'packages/core/dist/exports/index.js'
const react = 'packages/react/dist/exports/index.js'
const evm = 'packages/evm/dist/exports/index.js'
const solana = 'packages/solana/dist/exports/index.js'
const bitcoin = 'packages/bitcoin/dist/exports/index.js'
const walletconnect = 'packages/walletconnect/dist/exports/index.js'
const embeddedWallet = 'packages/embedded-wallet/dist/exports/index.js'
// @latch/web's prebuilt files (scripts/build-web.mjs): what a plain page imports.
const web = 'packages/web/dist/latch-web.js'
const webNetworks = 'packages/web/dist/networks.js'
const webEvm = 'packages/web/dist/evm.js'
const webSolana = 'packages/web/dist/solana.js'

// "At load" means what a page downloads before anything opens: code behind a dynamic import()
// (views loaded on demand, SPEC §1) is left out, as a bundler splits it into its own chunk.
const atLoad = (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'dynamic-imports-load-later',
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        )
      },
    },
  ],
})

// A view "with everything it loads" leaves out what loads with a language other than English:
// its catalogue (locales/<tag>; in @latch/web's files chunks/<tag>-<hash>.js) and the error-text
// matcher and toast part that come with it (translateError, ToastErrorText). A visitor fetches
// those with the modal's language, never with a view (docs/i18n.md); they have their own budgets
// below. Counted, every language was ~100 kB in every view's figure.
const LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ru', 'ar', 'he']
const LANGUAGE_CHUNK = new RegExp(
  `(^|/)(locales/|(${LANGUAGES.join('|')})-[\\w-]+\\.js$|translateError|ToastErrorText)`,
)
const languagesLater = (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'language-chunks-load-with-the-language',
      setup(build) {
        build.onResolve({ filter: LANGUAGE_CHUNK }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        )
      },
    },
  ],
})

module.exports = [
  {
    name: 'what a site ships at load: createLatch + LatchProvider + ConnectButton (modal shell, Connect view)',
    path: [core, react],
    import: { [core]: '{ createLatch }', [react]: '{ LatchProvider, ConnectButton }' },
    // The 20 kB budget is @latch/react's own entry (next); this one adds the client,
    // which notes/targets.md counts in "kit over the floor" (≤ 25 kB). 20.08 kB after P4; P5/P6
    // added ~0.9 kB at load (profile watcher, the on-demand methods' stubs, WalletConnect's
    // hooks in open/close, the one-motion opening): 21.0 kB. Wave 2: 21.25 kB after P8/P12;
    // 21.52 kB after P9 and P13 (the email method's slot in Connect, the embedded wallet's glue
    // in createLatch, the Buy view's registry entry); 21.99 kB after P10 (Connect's placeholders
    // holding the directory rows' places, the frame cards' titles, the social list's rules).
    // 22.27 kB after P11; 22.84 kB after P14 (+0.57 kB): the Connect list's merging of one wallet's
    // chain families into one row (~0.2 kB: it runs where the list is built, or rows would jump),
    // routing several wallets' events and the hand-over on disconnect (~0.23 kB), the
    // legalCheckbox / collapseWallets switch (~0.1 kB; their UI is its own chunk). 22.97 kB after
    // P15: the `nonce` option on every <style> the kit adds (42 B), storage failures logged once
    // (20 B), the directory's link rules moved into core; viem's transports load on first read.
    // 24.53 kB after P16 (+1.56 kB, within notes/targets.md's ≤ 25 kB): the language option and
    // its matching (~0.25 kB), the catalogue hook, plurals and Intl formatting in the locale, the
    // 11 languages' loaders (~0.35 kB), the Connect view's, the header's, the alerts' and the
    // buttons' texts as catalogue entries with the titles namespace (~0.5 kB), toasts by key
    // (~0.15 kB); server rendering's initial state and declarative shadow roots (0.16 kB); the
    // right-to-left rules of the modal's shell (51 B). Every language's texts load on demand.
    // 24.64 kB after P16's review: the store writes storage only when a persisted field changed,
    // the button's balance through core's one Intl cache, stable snapshots for useSyncExternalStore,
    // an error toast that falls back to English when its chunk fails (+110 B).
    limit: '24.7 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/react, every export, at load (views load on demand)',
    path: react,
    import: '*',
    limit: '20 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: 'createLatch + @latch/react with every view they can load (all lazy chunks counted)',
    path: [core, react],
    import: { [core]: '{ createLatch }', [react]: '*' },
    // Counted together since P7: views now call core's actions directly (Send state, switch
    // routing, list rules moved from React into core), so a React-only bucket would count core
    // code twice or not at all. Together: 62.68 kB before wave 2 (P1–P6), 65.4 kB after P0/P7
    // (API time-outs, one origin matcher, analytics fitting, app-link allowlist, send state and
    // list rules in core, idle preloading). None of the growth is at load (budget above).
    // Wave 2: 74.18 kB with sign-in (P8), 82.75 kB with the Swap view and core's swap code
    // (P12, +8.57 kB; +20 B at load: the view's registry entry). P13's Buy view and core's
    // on-ramp code: +7.31 kB (+47 B at load: the view's name, title and registry entry).
    // P9's email login: +7.65 kB — the EmailLogin and ApproveTransaction views and Connect's
    // email field (~4.5 kB) and the core email-login and approval code they reach (~4 kB).
    // P10: 106.63 kB (+7 kB) — Connect's social buttons, the UpdateEmailWallet and
    // ConnectingFarcaster views, passkey entries, and core's social, Farcaster, email-change and
    // passkey actions. None of it at load (21.52 → 21.71 kB, the budget above).
    // P11's account names: +~21 kB, nearly all of it ENSIP-15 (`@adraffy/ens-normalize/xnf`,
    // 19.25 kB: its tables; the platform's String#normalize does NFC), in RegisterAccountName's
    // chunk only (budget below), loaded when a visitor opens "Choose a name".
    // P14's ProfileWallets: +~3 kB — the view (~2 kB with its CSS) and core's several-wallets
    // code (switchConnection, the hand-over and active wallets' events, ~1.3 kB), in their own
    // chunks; ~0.23 kB of the feature is at load (the view's registry entry, the routing to them).
    // P14's other parts: ~0.7 kB (the family chooser), ~1 kB (the flags' Connect chunk).
    // P15: 140.99 kB; 141.02 kB with Swap's step focus (P16's keyboard flows, shared with Send).
    // P16: 150.57 kB (+9.5 kB): each view's English as a catalogue and the i18n runtime
    // (useMessages, plurals, Intl formatting in the locale, error texts by class), the RTL rules.
    // The languages are counted apart (languagesLater; budgets below).
    limit: '151 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the Swap view with everything it loads (the view, core's swap actions and rules, and what they share with the modal)",
    path: 'packages/react/dist/views/Swap/Swap.js',
    import: '{ Swap }',
    // 16.34 kB when added (P12); of it, 8.57 kB is Swap's own (the every-view budget's growth).
    // 17.3 kB after P15 (+0.44 kB): the receipt wait reads the chain through the adapter's
    // transport, or core's requestRpc (the network's URLs in order, SPEC §7's fail-over rules)
    // for an adapter without one (~0.35 kB); the kit's nonce-carrying <style> (~0.04 kB).
    // 17.57 kB: each step takes focus when the pressed control goes away (useStepFocus, shared
    // with Send); counted alone it brings the modal's focus helpers (~0.22 kB), which a site
    // already has at load — the every-view budget below grew by 16 B.
    // 22.13 kB with its texts in the catalogue (P16, +4.53 kB; language chunks left out, see
    // languagesLater): the shared i18n runtime counted alone (~3 kB: useMessages, useErrorText and
    // the error-text matcher it can load, which the modal already has at load or with the first
    // other language), the view's English (~1.2 kB) and the Intl formatting in the locale.
    limit: '22.2 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the Buy view with everything it loads (the view, core's on-ramp actions and rules, and what they share with the modal)",
    path: 'packages/react/dist/views/OnRampProviders/OnRampProviders.js',
    import: '{ OnRampProviders }',
    // 14.59 kB when added (P13); of it, 7.31 kB is Buy's own (the every-view budget's growth).
    // 15.33 kB after P14: what it shares with the modal grew with the page-load code (above).
    // 15.77 kB after P15: the same chain-read path as Swap (the receipt wait, ~0.35 kB) and the
    // nonce-carrying <style>.
    // 20.46 kB with its texts in the catalogue (P16, +4.69 kB): as Swap, the shared i18n runtime
    // counted alone (~3 kB), the view's English (~1.2 kB), fiat amounts and limits through Intl.
    limit: '20.5 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the EmailLogin view with everything it loads (the code boxes, core's email login actions, what they share with the modal)",
    path: 'packages/react/dist/views/EmailLogin/EmailLogin.js',
    import: '{ EmailLogin }',
    // 15.28 kB when added (P9): the steps and code boxes, the email field, core's login actions,
    // and what they share with the modal (StatusPanel, rows CSS, the store hooks). 16.5 kB after
    // P11 (+0.5 kB): the login applies SPEC §4's account selection (smart account or EOA).
    // 17.11 kB after P14: the shared page-load code (above) and the several-wallets hand-over.
    // P16: 18.76 kB: its catalogue English and the i18n runtime counted alone (18.84 kB with the
    // shared review changes above).
    limit: '18.9 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the RegisterAccountName view with everything it loads (ENSIP-15, core's name actions, what they share with the modal)",
    path: 'packages/react/dist/views/RegisterAccountName/RegisterAccountName.js',
    import: '{ RegisterAccountName }',
    // 27 kB when added (P11); ENSIP-15 (`@adraffy/ens-normalize/xnf`) is 19.25 kB of it.
    // P16: 28.53 kB (+0.5 kB, its catalogue English).
    limit: '28.65 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the UpdateEmailWallet view with everything it loads (its steps, the code step it shares with EmailLogin, core's email-change actions, what they share with the modal)",
    path: 'packages/react/dist/views/UpdateEmailWallet/UpdateEmailWallet.js',
    import: '{ UpdateEmailWallet }',
    // 8.45 kB when added (P10): the view, the code step (CodeStep, shared with EmailLogin, and
    // its boxes), core's four email-change actions, and what they share with the modal.
    // P16: 10.13 kB: its catalogue English and the i18n runtime counted alone.
    limit: '10.2 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the ConnectingFarcaster view with everything it loads (the QR code, core's Farcaster login, what they share with the modal)",
    path: 'packages/react/dist/views/ConnectingFarcaster/ConnectingFarcaster.js',
    import: '{ ConnectingFarcaster }',
    // 19.08 kB when added (P10): most of it the QR encoder (`qr`, the chunk WalletConnect's view
    // loads too), then the view and core's Farcaster login. 20.27 kB after P14: the shared
    // page-load code grew (above).
    // P16: 21.7 kB: its catalogue English and the i18n runtime counted alone.
    limit: '21.8 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "the ApproveTransaction view with everything it loads (the frame's box, core's frame show / hide, what they share with the modal)",
    path: 'packages/react/dist/views/ApproveTransaction/ApproveTransaction.js',
    import: '{ ApproveTransaction }',
    // 3.07 kB when added (P9): the frame's box and its rect reporting; the approval itself is
    // drawn by the frame. 6.87 kB with its texts in the catalogue (P16): nearly all of it the
    // shared i18n runtime counted alone (~3 kB, see Swap); its own English is ~0.25 kB.
    limit: '6.9 kB',
    ignore: external,
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: "one language other than English, the visitor's: Russian's catalogue (the largest) with the error-text matcher it brings",
    path: [
      'packages/react/dist/locales/ru/ru.js',
      'packages/react/dist/i18n/errors/translateError.js',
    ],
    // P16: 11.6 kB for Russian's texts of every view (the others 9.2–10.8 kB), 2.8 kB for the
    // matcher with core's English error texts it compares against. Fetched once, when the modal's
    // language is not English; English sites never fetch it.
    limit: '14.5 kB',
    ignore: external,
    gzip: true,
  },
  {
    name: 'every language other than English: the 11 catalogues, each its own chunk (a page fetches one at most)',
    path: LANGUAGES.map((tag) => `packages/react/dist/locales/${tag}/${tag}.js`),
    // 107.72 kB in P16 (9.2–11.6 kB each): what the repository ships, not what a page loads.
    limit: '110 kB',
    gzip: true,
  },
  {
    name: "@latch/web at load: what a plain EVM page downloads (latch-web.js, networks.js, evm.js and the chunks they import; Preact in React's place)",
    path: [web, webNetworks, webEvm],
    import: {
      [web]: '{ createLatch, defineLatchElements, setDefaultLatch, mountLatch, unmountLatch }',
      [webNetworks]: '{ latchDevnet, mainnet }',
      [webEvm]: '{ evmAdapter }',
    },
    // Its own budget: the prebuilt files carry their UI runtime, so nothing is `external` here.
    // 42.4 kB when added (P16, with the i18n work committed so far): Preact's compat layer
    // (~8 kB), then what a React site loads (the client, modal shell, buttons, Connect's entry;
    // ~23 kB), the EVM adapter (~8 kB) and the elements (~1 kB). With react + react-dom bundled
    // instead (`build-web.mjs --react`): 103.88 kB. The files gzip-compressed one by one, as a
    // page downloads them (build-web.mjs prints it): 47.04 kB, 107.11 kB with React.
    limit: '44 kB',
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/web, every file: the entries with every view and chunk they can load (Solana included)',
    path: [web, webNetworks, webEvm, webSolana],
    import: {
      [web]: '{ createLatch, defineLatchElements, setDefaultLatch, mountLatch, unmountLatch }',
      [webNetworks]: '{ latchDevnet, mainnet, solana }',
      [webEvm]: '{ evmAdapter }',
      [webSolana]: '{ solanaAdapter }',
    },
    // 246.76 kB when added (P16); with react + react-dom: 308.63 kB. One by one: 302.83 kB
    // (363.52 kB with React). Every language's catalogue of every view is counted (chunks a page
    // loads only for its language): the i18n work grows it (191.09 kB before it).
    // With the languages counted apart (languagesLater, as for the React budgets): 195.83 kB.
    limit: '200 kB',
    gzip: true,
    modifyEsbuildConfig: languagesLater,
  },
  {
    name: '@latch/evm at load: evmAdapter with the viem parts it uses (core counted above)',
    path: evm,
    import: '{ evmAdapter }',
    limit: '8 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: "@latch/evm's chain transport chunk: viem's http and ranked fallback (loaded on the first chain read)",
    path: 'packages/evm/dist/transport/createChainTransport.js',
    import: '{ createChainTransport }',
    // 8.17 kB when added (P15): SPEC §7's transports are viem's own `http` and `fallback`, with
    // viem's request building and error classes; not at load (the adapter's budget above fell
    // 0.09 kB: its hand-written JSON-RPC call went). Much of it is shared with what a site's
    // own viem code loads.
    limit: '9 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
  },
  {
    name: '@latch/solana: solanaAdapter with @solana/kit parts (loaded only by Solana sites)',
    path: solana,
    import: '{ solanaAdapter }',
    limit: '33 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/bitcoin: bitcoinAdapter (loaded only by Bitcoin sites)',
    path: bitcoin,
    import: '{ bitcoinAdapter }',
    // ~2.8 kB when added (P14): Wallet Standard and sats-connect discovery, connect, signing
    // through the wallet, its error classes. No Bitcoin library: the wallet signs, and there is
    // no node to read or send through.
    limit: '3.5 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/core/siwx: the sign-in message formatter and strict parser',
    path: 'packages/core/dist/exports/siwx.js',
    import: '{ formatSiwxMessage, parseSiwxMessage }',
    // 4.62 kB at P8: keccak-256 for EIP-55 checksums, the RFC 3986 / RFC 3339 grammars and the
    // errors' details. Loaded with sign-in only (never at load), and by @latch/server.
    limit: '5 kB',
    gzip: true,
  },
  {
    name: '@latch/core/sessions: the smart-session request checks, spending policy and signed texts',
    path: 'packages/core/dist/exports/sessions.js',
    import:
      '{ parseGrantPermissions, checkSessionCalls, sessionGrantMessage, sessionRevokeMessage }',
    // 2.3 kB at P11 (esbuild + gzip of the source): loaded by the embedded wallet's frame and by
    // @latch/server, never by a site's page.
    limit: '3 kB',
    gzip: true,
  },
  {
    name: '@latch/core/siwx at load: latchSiwx() (its /auth/v1 calls and stored sessions load on first use)',
    path: 'packages/core/dist/exports/siwx.js',
    import: '{ latchSiwx }',
    // What a site with sign-in adds at load: the config object, the tab channel and the statement
    // check. 1.1 kB counted alone (the check brings LatchError and InvalidOptionError); beside
    // createLatch, which ships those already, it adds 0.37 kB (esbuild + gzip, at P8).
    limit: '1.2 kB',
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/core/ssr at load: cookieStorage (what a server-rendered site adds in the browser)',
    path: 'packages/core/dist/exports/ssr.js',
    import: '{ cookieStorage }',
    // 0.84 kB counted alone; beside createLatch + LatchProvider + ConnectButton it adds 0.43 kB
    // (esbuild + gzip from source, P16). cookieToInitialState runs on the server only. The
    // server-rendering support in the page-load budget above is ~150 B (the buttons' declarative
    // shadow roots, LatchProvider's initialState, the hooks' server snapshot, ssr's stored address).
    limit: '1 kB',
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/walletconnect at load: walletConnect() (the SDK loads when WalletConnect is picked)',
    path: walletconnect,
    import: '{ walletConnect }',
    limit: '1 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: '@latch/embedded-wallet at load: embeddedWallet() (the host client loads when email login is used)',
    path: embeddedWallet,
    import: '{ embeddedWallet }',
    // 378 B at P9 (esbuild + gzip of the code alone: 207 B; the rest is size-limit's wrapper); the
    // frameUrl check lives in the client chunk for this.
    limit: '400 B',
    ignore: [...external, '@latch/core'],
    gzip: true,
    modifyEsbuildConfig: atLoad,
  },
  {
    name: "@latch/embedded-wallet's host client chunk: the hidden frame, the handshake, requests with ids, expiry and time-outs",
    path: 'packages/embedded-wallet/dist/host/createFrameClient.js',
    import: '{ createFrameClient }',
    // 2.43 kB at P9 (the message validators it shares with the frame included; core not counted);
    // 2.75 kB with the frame's own host <dialog> (shown over the Latch modal's top layer).
    limit: '3 kB',
    ignore: [...external, '@latch/core'],
    gzip: true,
  },
]
