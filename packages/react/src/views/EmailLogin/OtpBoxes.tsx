import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useMessages } from '../../i18n/useMessages.ts'
import { emailCodeMessages } from './messages.ts'

type OtpBoxesProps = {
  /** How many digits the code has (core's `EMAIL_OTP_LENGTH`). */
  length: number
  /** While a code is being checked: the boxes keep their digits but take no input. */
  disabled?: boolean
  /** The last code was refused: the boxes show it (the error text is `describedBy`). */
  invalid?: boolean
  /** The id of the text that explains the boxes' state (the error under them). */
  describedBy?: string | undefined
  /** Called once each time every box holds a digit, with the whole code. */
  onComplete(code: string): void
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * One box per digit of the emailed code. Typing a digit moves to the next box; Backspace on an
 * empty box clears the one before it and moves there; the arrows move; a paste (or the
 * browser's one-time-code autofill, which types the whole code into one box) fills the boxes
 * from the first. Once the last box is filled the code is submitted, no button needed. To clear
 * the boxes after a refused code, the parent gives it a new `key`.
 */
export function OtpBoxes({ length, disabled, invalid, describedBy, onComplete }: OtpBoxesProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''))
  const m = useMessages('emailCode', emailCodeMessages)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }

  /** Writes `text`'s digits from box `from` on, then moves on or submits. */
  const fill = (from: number, text: string) => {
    const incoming = digitsOf(text).slice(0, length)
    if (!incoming) return
    // A whole code always starts at the first box, wherever it was pasted.
    const start = incoming.length >= length ? 0 : from
    const next = [...digits]
    for (let offset = 0; offset < incoming.length && start + offset < length; offset++) {
      next[start + offset] = incoming[offset] ?? ''
    }
    setDigits(next)
    const code = next.join('')
    if (code.length === length) {
      boxes.current[length - 1]?.blur()
      onComplete(code)
    } else focusBox(Math.min(start + incoming.length, next.indexOf('')))
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      setDigits(digits.map((digit, at) => (at === index - 1 ? '' : digit)))
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  return (
    <fieldset
      className="latch-otp"
      aria-describedby={describedBy}
      data-state={invalid ? 'invalid' : undefined}
      disabled={disabled}
    >
      <legend className="latch-visually-hidden">{m.boxes}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="latch-otp-box"
          type="text"
          inputMode="numeric"
          // The browser's autofill from the email or SMS puts the whole code in one box: `fill`
          // spreads it.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={m.t(m.box, { index: index + 1, length })}
          aria-invalid={invalid || undefined}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing this step asks for
          autoFocus={index === 0}
          value={digit}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const typed = digitsOf(event.currentTarget.value)
            if (!event.currentTarget.value) {
              setDigits(digits.map((current, at) => (at === index ? '' : current)))
            } else if (typed) {
              // The box held a digit and one more was typed beside it: the new one wins.
              const added = typed.startsWith(digit) ? typed.slice(1) : typed.slice(0, 1)
              fill(index, typed.length === 2 && digit ? added : typed)
            }
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault()
            fill(index, event.clipboardData.getData('text'))
          }}
        />
      ))}
    </fieldset>
  )
}

/** CSS of {@link OtpBoxes}. */
export const OTP_CSS = `
.latch-otp{display:grid;grid-template-columns:repeat(6,1fr);gap:8px;margin:0;padding:0;border:0;min-width:0}
.latch-otp-box{width:100%;min-width:0;height:52px;border:0;border-radius:var(--_r-md);background:var(--_surface);box-shadow:inset 0 0 0 1px var(--_border);color:var(--_fg);font:600 22px/1 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:center;caret-color:var(--_accent);outline:none;transition:box-shadow .12s}
.latch-otp-box:focus{box-shadow:inset 0 0 0 2px var(--_accent)}
.latch-otp[data-state=invalid] .latch-otp-box{box-shadow:inset 0 0 0 1.5px var(--_err)}
.latch-otp:disabled .latch-otp-box{opacity:.6}
`
