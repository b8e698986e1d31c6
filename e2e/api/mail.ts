export interface Email {
  to: string
  subject: string
  text: string
  links: string[]
  createdAt: Date
}

/** No SMTP: every email is kept in the outbox (tests read it) and optionally printed. */
export class Outbox {
  private emails: Email[] = []

  constructor(
    private readonly now: () => Date,
    private readonly print: boolean,
  ) {}

  send(to: string, subject: string, text: string, links: string[] = []): Email {
    const email: Email = { to, subject, text, links, createdAt: this.now() }
    this.emails.push(email)
    // The outbox is for tests and the terminal: the newest 500 are enough, and memory stays bounded.
    if (this.emails.length > 500) this.emails.splice(0, this.emails.length - 500)
    if (this.print) {
      const lines = [`✉  To: ${to}`, `   Subject: ${subject}`, ...links.map((l) => `   ${l}`)]
      console.log(lines.join('\n'))
    }
    return email
  }

  /** Oldest first, newest last. */
  all(): readonly Email[] {
    return this.emails
  }

  clear(): void {
    this.emails = []
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
}
