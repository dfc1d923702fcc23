import type { LatchState } from '@latch/core'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { Style } from '../../shadow/Style.tsx'
import { STATUS_PANEL_CSS } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { DeviceStep } from './DeviceStep.tsx'
import { EmailForm } from './EmailForm.tsx'
import { OTP_CSS } from './OtpBoxes.tsx'
import { OtpStep } from './OtpStep.tsx'
import { EMAIL_CSS, LOGIN_CSS } from './styles.ts'

const selectStep = (state: LatchState) => state.embedded.step

/**
 * SPEC §2 EmailLogin, opened by core's `connectEmail`: the code boxes when a code was mailed,
 * or "Approve this device" while a returning visitor's new browser waits for the link they were
 * mailed. It renders `state.embedded` and calls core's actions; where to go next is core's.
 */
export function EmailLogin(_props: ViewProps) {
  const step = useLatchStore(selectStep)
  return (
    <div className="latch-login" data-step={step}>
      <Style>{ROWS_CSS + STATUS_PANEL_CSS + EMAIL_CSS + OTP_CSS + LOGIN_CSS}</Style>
      {step === 'otp' ? <OtpStep /> : step === 'device' ? <DeviceStep /> : <EmailForm inLogin />}
    </div>
  )
}
