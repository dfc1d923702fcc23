import type { connectEnglish } from '../../i18n/english/connect.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {} satisfies GroupTranslation<typeof connectEnglish>
