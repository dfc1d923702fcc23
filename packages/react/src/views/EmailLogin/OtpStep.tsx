import { type LatchState, resendEmailCode, verifyEmailOtp } from '@latch/core'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { ChangeEmailButton } from './ChangeEmailButton.tsx'
import { CodeStep } from './CodeStep.tsx'

const selectEmbedded = (state: LatchState) => state.embedded

/**
 * The code step: "Enter the code we sent to {email}", six boxes that submit themselves once
 * full, the error under them (a wrong code says how many tries are left; a burnt or expired
 * one asks for a new code), and Resend, held for SPEC §5's 30 s with the seconds shown.
 */
export function OtpStep() {
  const client = useLatchClient()
  const embedded = useLatchStore(selectEmbedded)
  return (
    <CodeStep
      email={embedded.email}
      pending={embedded.pending}
      error={embedded.error}
      failure={embedded.failure}
      errorCode={embedded.errorCode}
      attemptsLeft={embedded.attemptsLeft}
      codeSentAt={embedded.codeSentAt}
      onComplete={(otp) => verifyEmailOtp(client, { otp })}
      onResend={() => resendEmailCode(client)}
    >
      <ChangeEmailButton />
    </CodeStep>
  )
}
