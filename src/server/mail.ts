import { createTransport, type Transporter } from 'nodemailer'

export interface Email {
  to: string
  subject: string
  text: string
  links: string[]
  createdAt: Date
}

/** Where emails go besides the outbox: an SMTP server (issue 37). */
export interface MailTransport {
  deliver(email: Email): Promise<void>
  close(): void
}

/**
 * SMTP through nodemailer. `BC_SMTP_URL` is nodemailer's connection URL:
 * `smtps://user:pass@smtp.example.com:465`, or `smtp://user:pass@smtp.example.com:587` (STARTTLS
 * when the server offers it); `BC_MAIL_FROM` is the sender (`Volta <no-reply@example.com>`).
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(url)
  }

  async deliver(email: Email): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text })
  }

  close(): void {
    this.transporter.close()
  }
}

/** Tries after a failure: 2 s, 10 s, then a minute; then the email is given up and logged. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000]

/**
 * Every email is kept in the outbox (tests read it; the newest 500) and optionally printed; with
 * a transport it is also delivered, once `dispatch()` is called: server.ts calls it after the change
 * that caused the email is on disk, so nobody is told about a booking a crash could still undo.
 */
export class Outbox {
  private emails: Email[] = []
  private unsent: Email[] = []
  private readonly sending = new Set<Promise<void>>()
  /** Deliveries that succeeded and that were given up (for tests and the log). */
  delivered = 0
  failed = 0

  constructor(
    private readonly now: () => Date,
    private readonly print: boolean,
    private readonly transport: MailTransport | null = null,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  send(to: string, subject: string, text: string, links: string[] = []): Email {
    const email: Email = { to, subject, text, links, createdAt: this.now() }
    this.emails.push(email)
    // The outbox is for tests and the terminal: the newest 500 are enough, and memory stays bounded.
    if (this.emails.length > 500) this.emails.splice(0, this.emails.length - 500)
    if (this.transport) this.unsent.push(email)
    if (this.print) {
      const lines = [`✉  To: ${to}`, `   Subject: ${subject}`, ...links.map((l) => `   ${l}`)]
      console.log(lines.join('\n'))
    }
    return email
  }

  /** Hands the emails written since the last call to the transport (in the background). */
  dispatch(): void {
    if (!this.transport || !this.unsent.length) return
    const batch = this.unsent
    this.unsent = []
    for (const email of batch) {
      const job = this.deliver(email).finally(() => this.sending.delete(job))
      this.sending.add(job)
    }
  }

  private async deliver(email: Email): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport!.deliver(email)
        this.delivered += 1
        return
      } catch (err) {
        const delay = this.retryDelaysMs[attempt]
        if (delay === undefined) {
          this.failed += 1
          console.error(`Email to ${email.to} ("${email.subject}") could not be sent: ${err instanceof Error ? err.message : String(err)}`)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref())
      }
    }
  }

  /** Resolves when every dispatched email is delivered or given up. */
  async idle(): Promise<void> {
    while (this.sending.size) await Promise.all(this.sending)
  }

  /** Oldest first, newest last. */
  all(): readonly Email[] {
    return this.emails
  }

  clear(): void {
    this.emails = []
  }

  close(): void {
    this.transport?.close()
  }
}

/** Links in emails point at the app (the frontend origin), never at the API. */
export class Links {
  constructor(private readonly frontendOrigin: string) {}

  private url(path: string, query: Record<string, string>): string {
    return `${this.frontendOrigin.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`
  }

  activation(userId: string, email: string, token: string): string {
    return this.url('/activate', { u: userId, e: email, t: token })
  }

  reset(userId: string, email: string, token: string): string {
    return this.url('/reset-password', { u: userId, e: email, t: token })
  }

  booking(bookingId: string): string {
    return this.url('/booking', { b: bookingId })
  }

  /** Where a payment provider sends the driver back, paid or not (issue 47). */
  checkout(bookingId: string): string {
    return this.url('/checkout', { b: bookingId })
  }
}
