/**
 * Whether `url` is the code of the view named `view`, whichever way the demo is served: the
 * production build the e2e stack serves (`/assets/WalletSend-<hash>.js`) or Vite's dev server
 * (`/…/views/WalletSend/WalletSend.tsx`).
 */
export function isViewCode(url: string, view: string): boolean {
  const { pathname } = new URL(url)
  return (
    new RegExp(`/assets/${view}-[\\w-]+\\.js$`).test(pathname) ||
    pathname.includes(`/views/${view}/${view}.tsx`)
  )
}
