/** Account calls: sign-up, activation, sign-in, profile, password and avatar (contract rows 1–17). */
import { config } from '../config'
import type { Language } from '../constants'
import { requestData, requestDataOrNull, requestDone, requestStatus, requestFileName, requestYesNo, type CallOptions } from './client'
import { apiPath, iso, type DateInput } from './path'
import { signInResultSchema, userSchema, type SignInResult, type User } from './entities'
import { isApiError } from './errors'

export interface SignUpPayload {
  email: string
  phone: string
  password: string
  fullName: string
  birthDate: DateInput
  language: Language
  /** The solved captcha payload. */
  captcha: string
}

/** 400 carries the reason (captcha, invalid field) in `ApiError.text`. */
export function signUp(payload: SignUpPayload, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'signUp',
    method: 'POST',
    path: '/api/sign-up',
    auth: 'none',
    body: { ...payload, birthDate: iso(payload.birthDate) },
    signal: opts?.signal,
  })
}

/** What an activation or reset link is worth. */
export type TokenCheck = 'valid' | 'expired' | 'invalid'

/** The app type of the supplier corner's calls (call 35, and a supplier's activation and reset links). */
const SUPPLIER_APP_TYPE = 'backend'

/** Whose door a call goes through: the driver's (the configured app type) or the supplier corner's (`backend`). */
export interface DoorOption {
  door?: 'driver' | 'supplier'
}

function appTypeOf(opts: DoorOption | undefined): string {
  return opts?.door === 'supplier' ? SUPPLIER_APP_TYPE : config.appType
}

/** valid (200), expired or unknown token (204: offer a resend), invalid (403: no such user, wrong app, already active). */
export async function checkToken(userId: string, email: string, token: string, opts?: CallOptions & DoorOption): Promise<TokenCheck> {
  try {
    const status = await requestStatus({
      name: 'checkToken',
      method: 'GET',
      path: apiPath`/api/check-token/${appTypeOf(opts)}/${userId}/${email}/${token}`,
      auth: 'none',
      signal: opts?.signal,
    })
    return status === 204 ? 'expired' : 'valid'
  } catch (e) {
    if (isApiError(e, 'unauthorized') && e.status === 403) return 'invalid'
    throw e
  }
}

export function deleteTokens(userId: string, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'deleteTokens',
    method: 'DELETE',
    path: apiPath`/api/delete-tokens/${userId}`,
    auth: 'none',
    signal: opts?.signal,
  })
}

/** Sends a password-reset link (`reset` true) or an activation link. False when the email is unknown (204). */
export function resend(email: string, reset: boolean, opts?: CallOptions & DoorOption): Promise<boolean> {
  return requestYesNo({
    name: 'resend',
    method: 'POST',
    path: apiPath`/api/resend/${appTypeOf(opts)}/${email}/${String(reset)}`,
    auth: 'none',
    signal: opts?.signal,
  })
}

export interface ActivatePayload {
  userId: string
  token: string
  password: string
}

/** Sets the password from a link. False when the token is bad (204), so the page can offer a new link. */
export function activate(payload: ActivatePayload, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'activate',
    method: 'POST',
    path: '/api/activate/',
    auth: 'optional',
    body: { ...payload },
    signal: opts?.signal,
  })
}

/** True when no account uses this email (200), false when it is taken (204). */
export function validateEmail(email: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'validateEmail',
    method: 'POST',
    path: '/api/validate-email',
    auth: 'none',
    body: { email },
    signal: opts?.signal,
  })
}

export interface SignInPayload {
  email: string
  password: string
  stayConnected?: boolean
}

/**
 * Call 7 (the driver's door, the configured app type) or call 35 (`door` 'supplier': `backend`).
 * Null when the email, the password or the account type is wrong (204). A blacklisted driver
 * still gets a result: refusing him is the caller's job.
 */
export function signIn(payload: SignInPayload, opts?: CallOptions & DoorOption): Promise<SignInResult | null> {
  return requestDataOrNull(
    {
      name: 'signIn',
      method: 'POST',
      path: apiPath`/api/sign-in/${appTypeOf(opts)}`,
      auth: 'none',
      body: { ...payload },
      signal: opts?.signal,
    },
    signInResultSchema,
  )
}

/**
 * True while the stored session is accepted. A rejected one (401/403) gives
 * false, after the session-expired handler has run; no session gives false.
 */
export async function validateAccessToken(opts?: CallOptions): Promise<boolean> {
  try {
    return await requestYesNo({
      name: 'validateAccessToken',
      method: 'POST',
      path: '/api/validate-access-token',
      auth: 'token',
      signal: opts?.signal,
    })
  } catch (e) {
    if (isApiError(e, 'unauthorized')) return false
    throw e
  }
}

/** Sends the email-validation link again. */
export function resendLink(email: string, opts?: CallOptions): Promise<void> {
  return requestDone({ name: 'resendLink', method: 'POST', path: '/api/resend-link', auth: 'token', body: { email }, signal: opts?.signal })
}

/** False when the server did not find the user (204). The body key is `id`, unlike the other profile calls. */
export function updateLanguage(id: string, language: Language, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'updateLanguage',
    method: 'POST',
    path: '/api/update-language',
    auth: 'token',
    body: { id, language },
    signal: opts?.signal,
  })
}

export function getUser(id: string, opts?: CallOptions): Promise<User> {
  return requestData(
    { name: 'getUser', method: 'GET', path: apiPath`/api/user/${id}`, auth: 'token', signal: opts?.signal, fresh: opts?.fresh },
    userSchema,
  )
}

/** Every field is sent: the server clears the ones left out. */
export interface ProfileUpdate {
  fullName: string
  phone: string
  /** A driver's (required for a driver; a supplier or the operator may leave it out). */
  birthDate?: DateInput
  location: string
  bio: string
}

export function updateUser(id: string, profile: ProfileUpdate, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'updateUser',
    method: 'POST',
    path: '/api/update-user',
    auth: 'token',
    body: { _id: id, ...profile, birthDate: profile.birthDate === undefined ? undefined : iso(profile.birthDate) },
    signal: opts?.signal,
  })
}

export function updateEmailNotifications(id: string, enableEmailNotifications: boolean, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'updateEmailNotifications',
    method: 'POST',
    path: '/api/update-email-notifications',
    auth: 'token',
    body: { _id: id, enableEmailNotifications },
    signal: opts?.signal,
  })
}

/** True when the password is the user's current one (200), false when not (204). */
export function checkPassword(id: string, password: string, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'checkPassword',
    method: 'GET',
    path: apiPath`/api/check-password/${id}/${password}`,
    auth: 'token',
    signal: opts?.signal,
  })
}

/** False when the current password is wrong (204). */
export function changePassword(id: string, passwords: { password: string; newPassword: string }, opts?: CallOptions): Promise<boolean> {
  return requestYesNo({
    name: 'changePassword',
    method: 'POST',
    path: '/api/change-password/',
    auth: 'token',
    // strict: the server checks the current password (without it, it is an admin reset).
    body: { _id: id, password: passwords.password, newPassword: passwords.newPassword, strict: true },
    signal: opts?.signal,
  })
}

/** Uploads a new avatar and returns its file name (under config.cdnUsers). 400 means not an image. */
export function updateAvatar(id: string, file: Blob, opts?: CallOptions): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  return requestFileName({
    name: 'updateAvatar',
    method: 'POST',
    path: apiPath`/api/update-avatar/${id}`,
    auth: 'token',
    body: form,
    signal: opts?.signal,
  })
}

export function deleteAvatar(id: string, opts?: CallOptions): Promise<void> {
  return requestDone({ name: 'deleteAvatar', method: 'POST', path: apiPath`/api/delete-avatar/${id}`, auth: 'token', signal: opts?.signal })
}
