import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'رمز QR لعنوان {family} الخاص بك',
    copy: 'نسخ العنوان',
    networks: 'الاستلام على هذه الشبكات',
    warning: 'أرسل إلى هذا العنوان أصول شبكة {family} فقط. قد تُفقد أصول الشبكات الأخرى.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
