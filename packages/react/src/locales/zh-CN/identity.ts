import type { identityEnglish } from '../../i18n/english/identity.ts'
import type { GroupTranslation } from '../../i18n/types.ts'

export default {} satisfies GroupTranslation<typeof identityEnglish>
