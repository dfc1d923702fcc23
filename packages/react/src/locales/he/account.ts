import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: 'קוד QR של כתובת ה-{family} שלך',
    copy: 'העתקת הכתובת',
    networks: 'קבלה ברשתות האלה',
    warning: 'שלחו לכתובת הזו רק נכסים של רשת {family}. נכסים של רשתות אחרות עלולים ללכת לאיבוד.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
