import type { transactEnglish } from '../../i18n/english/transact.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {} satisfies GroupTranslation<typeof transactEnglish>
