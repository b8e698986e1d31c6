/** The contact form (row 33). */
import { requestDone, type CallOptions } from './client'

export interface ContactMessage {
  /** The sender's email address. */
  from: string
  subject: string
  message: string
}

/** 400 carries the reason in `ApiError.text`. */
export function sendEmail(contact: ContactMessage, opts?: CallOptions): Promise<void> {
  return requestDone({
    name: 'sendEmail',
    method: 'POST',
    path: '/api/send-email',
    auth: 'none',
    body: { from: contact.from, subject: contact.subject, message: contact.message, isContactForm: true },
    signal: opts?.signal,
  })
}
