/** The dev mail server's SMTP port under `npm start` (Mailpit's default). */
export const DEV_MAIL_SMTP_PORT = 1025

/** The dev inbox's HTTP port (Mailpit's API and a page listing the mails). */
export const DEV_MAIL_INBOX_PORT = 8025

/** The sender the devnet hands the Latch server for its mails (`mail.from`). */
export const DEV_MAIL_FROM = 'Latch <no-reply@latch.localhost>'

/** The inbox keeps the newest this many messages; older ones are dropped. */
export const DEV_MAIL_MAX_MESSAGES = 500

/** ... and at most this many bytes of raw messages in all. */
export const DEV_MAIL_MAX_STORED_BYTES = 32 * 1024 * 1024

/** The largest message the SMTP server accepts (SIZE, RFC 1870); larger ones get 552. */
export const DEV_MAIL_MAX_MESSAGE_BYTES = 1024 * 1024
