import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'QR-Code Ihrer {family}-Adresse',
    copy: 'Adresse kopieren',
    networks: 'Auf diesen Netzwerken empfangen',
    warning:
      'Senden Sie nur Assets des {family}-Netzwerks an diese Adresse. Assets anderer Netzwerke können verloren gehen.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
