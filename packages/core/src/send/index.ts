// The send flow's core, loaded on demand (SPEC §1): `createLatch` reaches it through import().
export { estimateSendFee } from './estimateSendFee.ts'
export { resolveReceiver } from './resolveReceiver.ts'
export { sendToken } from './sendToken.ts'
