import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'QR-код вашего адреса {family}',
    copy: 'Скопировать адрес',
    networks: 'Получение в этих сетях',
    warning:
      'Отправляйте на этот адрес только активы сети {family}. Активы других сетей могут быть потеряны.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
