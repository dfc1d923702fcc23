import type { LoginMail } from './mailer.ts'

/** The mail to the current address: subject `Confirm your email change: 123456`. */
export function changeCurrentMail(to: string, newEmail: string, code: string): LoginMail {
  const shownEmail = newEmail.replaceAll('&', '&amp;').replaceAll('<', '&lt;')
  return {
    to,
    subject: `Confirm your email change: ${code}`,
    text: `Someone asked to change your Latch wallet's email to ${newEmail}. If it is you, enter this code: ${code}\n\nIt works once, within 10 minutes. If it was not you, ignore this mail: nothing changes.\n`,
    html: `<p>Someone asked to change your Latch wallet's email to ${shownEmail}. If it is you, enter this code: <strong>${code}</strong></p><p>It works once, within 10 minutes. If it was not you, ignore this mail: nothing changes.</p>`,
  }
}

/** The mail to the new address: subject `Confirm your new email: 123456`. */
export function changeNewMail(to: string, code: string): LoginMail {
  return {
    to,
    subject: `Confirm your new email: ${code}`,
    text: `To make this address your Latch wallet's email, enter this code: ${code}\n\nIt works once, within 10 minutes. If you did not ask for it, ignore this mail.\n`,
    html: `<p>To make this address your Latch wallet's email, enter this code: <strong>${code}</strong></p><p>It works once, within 10 minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}
