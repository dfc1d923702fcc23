import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'QR code do seu endereço {family}',
    copy: 'Copiar endereço',
    networks: 'Receba nestas redes',
    warning:
      'Envie para este endereço apenas ativos da rede {family}. Ativos de outras redes podem ser perdidos.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
