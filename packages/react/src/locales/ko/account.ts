import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: '내 {family} 주소의 QR 코드',
    copy: '주소 복사',
    networks: '다음 네트워크에서 받을 수 있습니다',
    warning:
      '이 주소로는 {family} 네트워크 자산만 보내세요. 다른 네트워크의 자산은 손실될 수 있습니다.',
  },
} satisfies GroupTranslation<typeof accountEnglish>
