import { type ComponentType, useEffect, useState } from 'react'

let EmailForm: ComponentType | undefined

/**
 * The email field's code, loaded on demand (SPEC §1: email login loads only when used). It is
 * preloaded with Connect when the site has an embedded wallet (`preloadOpen`).
 */
export const loadEmailForm = (): Promise<unknown> =>
  import('../EmailLogin/EmailForm.tsx').then((module) => {
    EmailForm = module.EmailForm
  })

/**
 * Connect's email method (SPEC §2; core lists it only with the `embeddedWallet` option). Until the
 * field's code arrives, a placeholder of its height keeps the list from jumping; if it cannot
 * load, SPEC §8's 'Unable to load email login dependency' (the next opening tries again).
 */
export function EmailSection() {
  const [, setLoaded] = useState(0)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!EmailForm) {
      loadEmailForm().then(
        () => setLoaded(1),
        () => setFailed(true),
      )
    }
  }, [])
  if (EmailForm) return <EmailForm />
  return (
    <p className="latch-email-slot" role={failed ? 'alert' : undefined}>
      {failed ? 'Unable to load email login dependency' : null}
    </p>
  )
}
