import type { Catalogue } from '../../i18n/types.ts'
import account from './account.ts'
import connect from './connect.ts'
import identity from './identity.ts'
import transact from './transact.ts'

/** Español (es): every namespace, loaded as one chunk when this language is chosen. */
const catalogue: Catalogue = { ...connect, ...account, ...transact, ...identity }
export default catalogue
