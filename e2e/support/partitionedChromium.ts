import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config.ts'

// Third-party storage partitioned per top site, as current Chrome ships it: the cross-site frame
// gets storage of its own, so its session survives a reload. Playwright turns partitioning off in
// its own `--disable-features` list, and `--enable-features` can't undo that (a disabled feature
// stays off); Chromium reads the last `--disable-features`, so this one repeats Playwright 1.65's
// list without ThirdPartyStoragePartitioning.
const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/** `test.use({ launchOptions: PARTITIONED_LAUNCH })` for a spec whose frame keeps its storage. */
export const PARTITIONED_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`,
  ],
}
