import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: '{family} adresinizin QR kodu',
    copy: 'Adresi kopyala',
    networks: 'Bu ağlarda alın',
    warning:
      'Bu adrese yalnızca {family} ağı varlıkları gönderin. Diğer ağların varlıkları kaybolabilir.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
