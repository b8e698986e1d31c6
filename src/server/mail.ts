import { sql } from 'kysely'
import type { Transporter } from 'nodemailer'
import type { Db } from './db/database.ts'
import type { Repo } from './db/repo.ts'

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
  /** nodemailer is loaded with the first email, not at the server's start. */
  private transporter: Promise<Transporter> | null = null

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async deliver(email: Email): Promise<void> {
    this.transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(this.url))
    const transporter = await this.transporter.catch((err: unknown) => {
      this.transporter = null
      throw err
    })
    await transporter.sendMail({ from: this.from, to: email.to, subject: email.subject, text: email.text })
  }

  close(): void {
    void this.transporter?.then(
      (t) => t.close(),
      () => undefined,
    )
  }
}

/** Tries after a failure: 2 s, 10 s, then a minute; then the email is given up and logged. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000]
/** How long a process may take to deliver the emails it claimed before another process may try them. */
const CLAIM_MS = 5 * 60_000

/**
 * The emails (issue 48: a table, `outbox`). An email is written in the transaction of the change
 * that causes it, so it exists exactly when that change was committed; once committed it is printed
 * (the demo) and, with a transport, delivered by whichever process claims it first, retried after a
 * failure, and given up after the last retry. A process killed mid-delivery leaves its claim to run
 * out, and another process (or the next start) sends the email.
 */
export class Outbox {
  private readonly sending = new Set<Promise<void>>()
  private timer: NodeJS.Timeout | null = null
  /** Deliveries that succeeded and that were given up by this process (for tests and the log). */
  delivered = 0
  failed = 0

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly print: boolean,
    private readonly transport: MailTransport | null = null,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Writes an email in the call's transaction; it leaves once that transaction is committed. */
  async send(repo: Repo, to: string, subject: string, text: string, links: string[] = []): Promise<Email> {
    const email: Email = { to, subject, text, links, createdAt: this.now() }
    await (
      await repo.kx()
    )
      .insertInto('outbox')
      .values({
        to_address: to,
        subject,
        body: text,
        links: JSON.stringify(links),
        created_at: email.createdAt,
        // Without a transport an email is only kept (and printed): nothing is left to send.
        ...(this.transport ? { next_attempt: email.createdAt } : { sent_at: email.createdAt }),
      })
      .execute()
    if (this.print) {
      repo.afterCommit(() => {
        const lines = [`✉  To: ${to}`, `   Subject: ${subject}`, ...links.map((l) => `   ${l}`)]
        console.log(lines.join('\n'))
      })
    }
    return email
  }

  /** Delivers what is due (in the background): server.ts calls it after each committed call, and a timer for retries. */
  dispatch(): void {
    if (!this.transport) return
    const job = this.deliverDue()
      .catch((err: unknown) => console.error('Sending emails failed:', err))
      .finally(() => this.sending.delete(job))
    this.sending.add(job)
  }

  private async deliverDue(): Promise<void> {
    const now = this.now()
    // Claims due emails so that no other process sends them meanwhile (SKIP LOCKED: each process takes its own).
    const claimed = await sql<{
      id: string
      to_address: string
      subject: string
      body: string
      links: string[]
      created_at: Date
      attempts: number
    }>`
      UPDATE outbox SET next_attempt = ${new Date(now.getTime() + CLAIM_MS)}, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt <= ${now}
                   ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body, links, created_at, attempts`.execute(this.db)
    for (const row of claimed.rows) {
      const email: Email = { to: row.to_address, subject: row.subject, text: row.body, links: row.links, createdAt: row.created_at }
      try {
        await this.transport!.deliver(email)
        this.delivered += 1
        await this.db.updateTable('outbox').set({ sent_at: this.now() }).where('id', '=', row.id).execute()
      } catch (err) {
        const delay = this.retryDelaysMs[row.attempts - 1]
        if (delay === undefined) {
          this.failed += 1
          console.error(`Email to ${email.to} ("${email.subject}") could not be sent: ${err instanceof Error ? err.message : String(err)}`)
          await this.db.updateTable('outbox').set({ failed_at: this.now() }).where('id', '=', row.id).execute()
        } else {
          const at = new Date(this.now().getTime() + delay)
          await this.db.updateTable('outbox').set({ next_attempt: at }).where('id', '=', row.id).execute()
          this.retryIn(delay)
        }
      }
    }
  }

  private retryIn(ms: number): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.dispatch()
    }, ms)
    this.timer.unref()
  }

  /** Resolves when every dispatched email is delivered or given up (retries included). */
  async idle(): Promise<void> {
    for (;;) {
      while (this.sending.size) await Promise.all(this.sending)
      if (!this.timer) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** The newest 500 emails, oldest first (tests read them). */
  async all(): Promise<Email[]> {
    const rows = await this.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body', 'links', 'created_at'])
      .orderBy('id', 'desc')
      .limit(500)
      .execute()
    return rows
      .reverse()
      .map((r) => ({ to: r.to_address, subject: r.subject, text: r.body, links: r.links as string[], createdAt: r.created_at }))
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('outbox').execute()
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
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
