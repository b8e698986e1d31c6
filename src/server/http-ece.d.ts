/** The part of http_ece (a devDependency: push.test.ts decrypts pushes with it) that the tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  interface Params {
    version: 'aes128gcm' | 'aesgcm'
    privateKey?: ECDH
    authSecret?: Buffer | string
    dh?: Buffer | string
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer }
  export default ece
}
