import { randomToken } from './auth.ts'
import type { Deps } from './context.ts'
import type { Repo } from './db/repo.ts'
import { MESSAGES } from './messages.ts'
import { formatAmount } from './payments/status.ts'
import { OPTION_KEYS, type AmendmentRecord, type BookingRecord, type LocationRecord, type UserRecord } from './types.ts'

/** Side effects that tell people something: account links, booking emails, supplier notifications. */

/** `invitation`: the activation link of a supplier the operator created (call 45). */
export type AccountLink = 'activation' | 'reset' | 'invitation'

/** A fresh 24 h token and an email with the activation or reset link. */
export async function sendAccountLink(deps: Deps, repo: Repo, user: UserRecord, kind: AccountLink): Promise<void> {
  const token = randomToken()
  await repo.tokens.create(user._id, token)
  const m = MESSAGES[user.language]
  const plain = kind === 'reset' ? deps.links.reset(user._id, user.email, token) : deps.links.activation(user._id, user.email, token)
  // Suppliers and admins check the link with appType `backend`; the link says so.
  const link = user.type === 'user' ? plain : `${plain}&app=backend`
  const [subject, text] =
    kind === 'reset'
      ? [m.resetSubject, m.resetText]
      : kind === 'invitation'
        ? [m.supplierInviteSubject, m.supplierInviteText(user.fullName)]
        : [m.activationSubject, m.activationText]
  await deps.outbox.send(repo, user.email, subject, `${text}\n${link}`, [link])
}

const isoDay = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ')

export async function sendBookingConfirmation(
  deps: Deps,
  repo: Repo,
  driver: UserRecord,
  booking: BookingRecord,
  payLater: boolean,
): Promise<void> {
  const { links, outbox } = deps
  const m = MESSAGES[driver.language]
  const text = m.confirmationText({
    bookingId: booking._id,
    supplier: (await repo.users.get(booking.company))?.fullName ?? '',
    car: (await repo.cars.get(booking.car))?.name ?? '',
    pickup: (await repo.locations.get(booking.pickupLocation))?.names[driver.language] ?? '',
    dropOff: (await repo.locations.get(booking.dropOffLocation))?.names[driver.language] ?? '',
    from: isoDay(booking.from),
    to: isoDay(booking.to),
    price: booking.price,
  })
  const link = links.booking(booking._id)
  const payment = booking.payment
  const how = payLater ? m.payAtPickup : payment ? m.payBefore(isoDay(new Date(payment.expiresAt))) : m.paidOnline
  await outbox.send(repo, driver.email, m.confirmationSubject(booking._id), `${text}\n${how}\n${link}`, [link])
}

/**
 * A payment the provider confirmed (issue 47): the supplier is told as for a booking paid at booking
 * time, and the driver gets the receipt (booking number, amount, currency, provider, date).
 */
export async function notifyPayment(deps: Deps, repo: Repo, booking: BookingRecord): Promise<void> {
  const driver = await repo.users.get(booking.driver)
  const payment = booking.payment
  if (!driver || !payment) return
  await notifySupplier(deps, repo, booking, driver, 'paid')
  const m = MESSAGES[driver.language]
  const text = m.receiptText({
    bookingId: booking._id,
    amount: formatAmount(payment.amount, payment.currency),
    provider: payment.provider,
    date: isoDay(new Date(payment.paidAt ?? deps.now())),
  })
  const link = deps.links.booking(booking._id)
  await deps.outbox.send(repo, driver.email, m.receiptSubject(booking._id), `${text}\n${link}`, [link])
}

export type SupplierEvent = 'paid' | 'payLater' | 'cancelRequest'

/** A notification in the supplier's language, its counter raised, and the same text by email. */
export async function notifySupplier(
  deps: Deps,
  repo: Repo,
  booking: BookingRecord,
  driver: UserRecord,
  event: SupplierEvent,
): Promise<void> {
  const supplier = await repo.users.get(booking.company)
  if (!supplier) return
  const m = MESSAGES[supplier.language]
  const message =
    event === 'cancelRequest'
      ? m.cancelRequested(driver.fullName, booking._id)
      : event === 'payLater'
        ? m.bookingPayLater(driver.fullName, booking._id)
        : m.bookingPaid(driver.fullName, booking._id)
  await repo.notifications.add(supplier._id, message, booking._id)
  const subject = event === 'cancelRequest' ? m.cancelRequestSubject(booking._id) : m.newBookingSubject(booking._id)
  const link = deps.links.booking(booking._id)
  await deps.outbox.send(repo, supplier.email, subject, `${message}\n${link}`, [link])
}

/** A booking's driver is told that a supplier changed its status: a notification, and an email if he wants them. */
export async function notifyStatusChange(deps: Deps, repo: Repo, booking: BookingRecord): Promise<void> {
  const driver = await repo.users.get(booking.driver)
  if (!driver) return
  const m = MESSAGES[driver.language]
  const message = m.bookingStatusUpdated(booking._id)
  await repo.notifications.add(driver._id, message, booking._id)
  if (!driver.enableEmailNotifications) return
  const link = deps.links.booking(booking._id)
  await deps.outbox.send(repo, driver.email, m.statusUpdatedSubject(booking._id), `${message}\n${link}`, [link])
}

/**
 * Call 60: the supplier is told what changed (a notification in its language, linked to the
 * booking, and an email with the booking's link when it wants them); the driver gets an email
 * with the new dates and price.
 */
export async function notifyAmendment(
  deps: Deps,
  repo: Repo,
  booking: BookingRecord,
  driver: UserRecord,
  entry: AmendmentRecord,
): Promise<void> {
  const { links, outbox } = deps
  const link = links.booking(booking._id)
  const previous = entry.previous
  const ids = new Set([booking.pickupLocation, booking.dropOffLocation, previous.pickupLocation, previous.dropOffLocation])
  const locations = new Map<string, LocationRecord | undefined>()
  for (const id of ids) locations.set(id, await repo.locations.get(id))
  const place = (id: string, language: UserRecord['language']) => locations.get(id)?.names[language] ?? id
  const supplier = await repo.users.get(booking.company)
  if (supplier) {
    const m = MESSAGES[supplier.language]
    const before = entry.previous
    const parts: string[] = []
    const has = (key: string) => entry.changed.includes(key)
    if (has('from') || has('to')) {
      parts.push(m.amendDates(`${isoDay(before.from)} – ${isoDay(before.to)}`, `${isoDay(booking.from)} – ${isoDay(booking.to)}`))
    }
    if (has('pickupLocation')) {
      parts.push(m.amendPickup(place(before.pickupLocation, supplier.language), place(booking.pickupLocation, supplier.language)))
    }
    if (has('dropOffLocation')) {
      parts.push(m.amendDropOff(place(before.dropOffLocation, supplier.language), place(booking.dropOffLocation, supplier.language)))
    }
    for (const key of OPTION_KEYS) {
      if (has(key)) parts.push(booking[key] ? m.amendAdded(m.optionNames[key]) : m.amendRemoved(m.optionNames[key]))
    }
    if (has('_additionalDriver')) {
      const now = booking._additionalDriver ? (await repo.additionalDrivers.get(booking._additionalDriver))?.fullName : undefined
      parts.push(m.amendAdditionalDriver(before._additionalDriver?.fullName ?? '—', now ?? '—'))
    }
    if (has('price')) parts.push(m.amendPrice(before.price, booking.price))
    const message = m.bookingAmended(driver.fullName, booking._id, parts.join(m.amendSeparator))
    await repo.notifications.add(supplier._id, message, booking._id)
    if (supplier.enableEmailNotifications)
      await outbox.send(repo, supplier.email, m.amendedSubject(booking._id), `${message}\n${link}`, [link])
  }
  const d = MESSAGES[driver.language]
  const text = d.driverAmendedText({
    bookingId: booking._id,
    supplier: supplier?.fullName ?? '',
    car: (await repo.cars.get(booking.car))?.name ?? '',
    pickup: place(booking.pickupLocation, driver.language),
    dropOff: place(booking.dropOffLocation, driver.language),
    from: isoDay(booking.from),
    to: isoDay(booking.to),
    price: booking.price,
  })
  await outbox.send(repo, driver.email, d.driverAmendedSubject(booking._id), `${text}\n${link}`, [link])
}
