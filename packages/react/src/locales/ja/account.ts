import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'あなたの{family}アドレスのQRコード',
    copy: 'アドレスをコピー',
    networks: 'これらのネットワークで受け取れます',
    warning:
      'このアドレスには{family}ネットワークの資産のみを送ってください。他のネットワークの資産は失われる可能性があります。',
  },
} satisfies GroupTranslation<typeof accountEnglish>
