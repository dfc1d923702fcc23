import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'Código QR de tu dirección {family}',
    copy: 'Copiar dirección',
    networks: 'Recibe en estas redes',
    warning:
      'Envía solo activos de la red {family} a esta dirección. Los activos de otras redes podrían perderse.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
