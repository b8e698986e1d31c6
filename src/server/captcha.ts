import { randomBytes } from 'node:crypto'
import { CappedMap, createChallenge, randomInt, solveChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

const ALGORITHM = 'SHA-256'
// The browser widget walks counters from 0: at most this many SHA-256 rounds keeps it well under a second.
const MAX_COUNTER = 50_000
const CHALLENGE_TTL_SECONDS = 20 * 60

/** Self-hosted ALTCHA (v2 proof of work): challenges signed with a per-process HMAC key. */
export class Captcha {
  private readonly secret = randomBytes(32).toString('hex')
  // Solved challenges are remembered by nonce until they would have expired anyway.
  private readonly used = new CappedMap<string, boolean>({ maxSize: 10_000 })

  /** The JSON the `altcha` widget expects from its challenge URL. */
  create(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(MAX_COUNTER, 1_000),
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
    })
  }

  /** Checks the widget's base64 payload; null when accepted, else a short reason. */
  async verify(payload: unknown): Promise<string | null> {
    if (typeof payload !== 'string' || payload === '') return 'Captcha missing.'
    const decoded = decodePayload(payload)
    if (!decoded) return 'Captcha invalid.'
    let verified = false
    try {
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      })
      verified = result.verified
    } catch {
      verified = false
    }
    if (!verified) return 'Captcha invalid.'
    if (!this.used.setIfAbsent(decoded.challenge.parameters.nonce, true)) return 'Captcha already used.'
    return null
  }
}

function decodePayload(payload: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return null
    const { challenge, solution } = parsed as Partial<Payload>
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/** Solves a challenge in Node and encodes it like the widget does, so tests sign up without a browser. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (!solution) throw new Error('Could not solve the captcha challenge.')
  const payload: Payload = {
    challenge: { parameters: challenge.parameters, ...(challenge.signature ? { signature: challenge.signature } : {}) },
    solution,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}
