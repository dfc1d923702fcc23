import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'QR code de votre adresse {family}',
    copy: 'Copier l’adresse',
    networks: 'Recevoir sur ces réseaux',
    warning:
      'N’envoyez à cette adresse que des actifs du réseau {family}. Les actifs d’autres réseaux pourraient être perdus.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
