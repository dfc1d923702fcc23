import type { accountEnglish } from '../../i18n/english/account.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {
  receive: {
    qrLabel: '你的 {family} 地址的二维码',
    copy: '复制地址',
    networks: '可在这些网络上接收',
    warning: '只能向此地址发送 {family} 网络的资产。其他网络的资产可能会丢失。',
  },
} satisfies GroupTranslation<typeof accountEnglish>
