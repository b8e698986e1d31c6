/** The self-hosted captcha whose solution goes into sign-up's `captcha` (row 34). */
import { apiUrl, requestData, type CallOptions } from './client'
import { captchaChallengeSchema, type CaptchaChallenge } from './entities'

const CAPTCHA_PATH = '/api/captcha'

/** The absolute challenge URL, for a widget that fetches the challenge itself. */
export function captchaChallengeUrl(): string {
  return apiUrl(CAPTCHA_PATH)
}

/** A fresh challenge, for a widget that is handed one. */
export function getCaptcha(opts?: CallOptions): Promise<CaptchaChallenge> {
  return requestData({ name: 'getCaptcha', method: 'GET', path: CAPTCHA_PATH, auth: 'none', signal: opts?.signal }, captchaChallengeSchema)
}
