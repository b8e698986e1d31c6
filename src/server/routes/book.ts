import type { Hono } from 'hono'
import { TOKEN_HEADER, userFromToken } from '../auth.ts'
import { conflictingBooking } from '../availability.ts'
import { clientAddress, type AppEnv, type Deps } from '../context.ts'
import { isUniqueViolation } from '../db/database.ts'
import { forgetIdempotencyKey, lockIdempotencyKey } from '../db/queries/bookings.ts'
import type { IdempotentBooking, Repo } from '../db/repo.ts'
import { notifySupplier, sendAccountLink, sendBookingConfirmation } from '../notify.ts'
import { adoptLicense, hasLicense, tempLicense } from '../license.ts'
import { checkMinimum, policiesOf } from '../policies.ts'
import { computePrice } from '../price.ts'
import { checkoutPage, openPayment } from '../payments/ledger.ts'
import { currencyFor } from '../payments/status.ts'
import { isLanguage, OPTION_KEYS, type BookingOptions, type BookingRecord, type CarRecord, type UserRecord } from '../types.ts'
import { ageAt, badRequest, isObject, parseDate, readJson, readPerson, type Json, type Person } from '../validate.ts'

/** POST /api/book: checkout for signed-in drivers and guests; the server sets price and status. */

const HOUR_MS = 3_600_000
const IDEMPOTENCY_TTL_MS = 24 * HOUR_MS
// Clocks and slow forms: a pickup up to an hour ago still counts as "now".
const PAST_SLACK_MS = HOUR_MS

interface GuestDriver extends Person {
  language: UserRecord['language']
}

function readGuest(body: Json): GuestDriver {
  if (!isObject(body.driver)) throw badRequest('Driver details are required when not signed in.')
  const person = readPerson(body.driver)
  const language = body.driver.language ?? 'pl'
  if (!isLanguage(language)) throw badRequest('Unsupported language.')
  return { ...person, language }
}

async function readCar(repo: Repo, booking: Json): Promise<CarRecord> {
  const car = typeof booking.car === 'string' ? await repo.cars.get(booking.car) : undefined
  if (!car || !car.available) throw badRequest('This car is not available.')
  if (typeof booking.pickupLocation !== 'string' || !car.locations.includes(booking.pickupLocation)) {
    throw badRequest('This car cannot be picked up at this location.')
  }
  if (typeof booking.dropOffLocation !== 'string' || !(await repo.locations.get(booking.dropOffLocation))) {
    throw badRequest('Unknown drop-off location.')
  }
  return car
}

function readPeriod(booking: Json, now: Date): { from: Date; to: Date } {
  const from = parseDate(booking.from)
  const to = parseDate(booking.to)
  if (!from || !to) throw badRequest('from and to must be ISO dates.')
  if (from >= to) throw badRequest('The rental must end after it starts.')
  if (from.getTime() < now.getTime() - PAST_SLACK_MS) throw badRequest('The rental cannot start in the past.')
  return { from, to }
}

/** Options the car marks -1 cannot be taken; included ones (0) are always recorded as taken. */
function readOptions(booking: Json, car: CarRecord): BookingOptions {
  const options = {} as BookingOptions
  for (const key of OPTION_KEYS) {
    const requested = booking[key] === true
    if (requested && car[key] === -1) throw badRequest(`The option ${key} is not available for this car.`)
    options[key] = car[key] === 0 || (requested && car[key] > 0)
  }
  return options
}

function checkAge(birthDate: Date | undefined, from: Date, car: CarRecord, who: string): void {
  if (!birthDate) throw badRequest(`${who} birth date is missing.`)
  if (ageAt(birthDate, from) < car.minimumAge) {
    throw badRequest(`${who} must be at least ${car.minimumAge} years old.`)
  }
}

interface Answer {
  status: 200 | 503
  json?: { bookingId: string; checkoutUrl?: string; paymentToken?: string }
  text?: string
}

/** What a repeated key gets: the booking, with its payment page and token when it is paid now. */
function replayOf(entry: IdempotentBooking | undefined): Answer['json'] | undefined {
  if (!entry) return undefined
  const { bookingId, checkoutUrl, paymentToken } = entry
  return { bookingId, ...(checkoutUrl && paymentToken ? { checkoutUrl, paymentToken } : {}) }
}

export function bookRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { now } = deps
  /** Bookings paid now whose payment page is being made (in this process), by idempotency key: a repeat waits for the first. */
  const inFlight = new Map<string, Promise<Answer>>()

  /**
   * The provider's page for a booking paid now. The booking is committed first (it holds the car while
   * the provider is asked, and the call's transaction is not kept open meanwhile); without a page,
   * nothing is booked: the caller takes the booking back.
   */
  async function payThenAnswer(
    repo: Repo,
    record: BookingRecord,
    paymentToken: string,
    key: string | null,
    origin: string,
  ): Promise<Answer> {
    await repo.commitNow()
    let checkoutUrl: string
    try {
      checkoutUrl = await checkoutPage(deps, record, origin)
    } catch (err) {
      console.error(`The payment page of booking ${record._id} could not be made:`, err)
      return { status: 503, text: 'The payment service could not be reached: nothing was booked. Try again in a moment.' }
    }
    // checkoutPage kept the provider's reference on the record: onto the booking as it is now.
    const saved = await repo.bookings.forUpdate(record._id)
    if (saved?._pay && record._pay?.reference) {
      saved._pay = { ...saved._pay, reference: record._pay.reference }
      await repo.bookings.put(saved)
    }
    const entry = key ? await repo.idempotency.get(key) : undefined
    if (key && entry) await repo.idempotency.remember(key, { ...entry, checkoutUrl, paymentToken }, IDEMPOTENCY_TTL_MS)
    return { status: 200, json: { bookingId: record._id, checkoutUrl, paymentToken } }
  }

  api.post('/book', async (c) => {
    const repo = c.var.repo
    const token = c.req.header(TOKEN_HEADER)
    const signedIn = token ? await userFromToken(repo, token, deps.jwtSecret, now()) : null
    if (token && !signedIn) return c.json({ message: 'Unauthorized!' }, 401)
    const body = await readJson(c)
    const at = now()

    const keyHeader = c.req.header('idempotency-key')?.trim().slice(0, 100)
    // A guest's key is scoped to the guest's email: one guest can never receive another's booking id.
    const guestEmail = isObject(body.driver) && typeof body.driver.email === 'string' ? body.driver.email.trim().toLowerCase() : ''
    const key = keyHeader ? `${signedIn?._id ?? `guest:${guestEmail}`}:${keyHeader}` : null
    if (key) {
      // A second call with the key waits here until the first has committed its booking and the key.
      await lockIdempotencyKey(await repo.kx(), key)
      const previous = await repo.idempotency.get(key)
      // The same key while its first request waits for the payment page: the first one's answer. Looked
      // for after the key's row, which the first request commits once it is waiting for the page.
      const waiting = inFlight.get(key)
      if (waiting) {
        // This call's transaction ends first: the first request needs the database to finish.
        await repo.commitNow()
        const { status, json, text } = await waiting
        return json ? c.json(json, status) : c.text(text ?? '', status)
      }
      if (previous && at.getTime() - previous.at.getTime() < IDEMPOTENCY_TTL_MS) {
        return c.json(replayOf(previous))
      }
    }

    if (!isObject(body.booking)) throw badRequest('booking is required.')
    const booking = body.booking
    let guest: GuestDriver | null = null
    if (signedIn) {
      if (signedIn.type !== 'user') throw badRequest('Only drivers can book.')
      if (signedIn.blacklisted) throw badRequest('This account is suspended.')
    } else {
      guest = readGuest(body)
      if (await repo.users.byEmail(guest.email)) throw badRequest('This email address is already registered.')
      // Guest checkout creates an account and mails it: a few per client address an hour, so it
      // cannot be used to mail strangers in bulk (one per email already: the account then exists).
      await deps.guestBookings.refuseIfBlocked(repo, 'Too many bookings from this address. Try again later.', `addr:${clientAddress(c)}`)
    }
    const car = await readCar(repo, booking)
    const { from, to } = readPeriod(booking, at)
    await checkMinimum(repo, car.company, from, to)
    // A licence upload of call 62: a guest's in driver.license (as BookCars), a driver's at the top level.
    const uploadName = signedIn ? body.license : isObject(body.driver) ? body.driver.license : undefined
    const upload = uploadName === undefined || uploadName === null || uploadName === '' ? null : await tempLicense(repo, uploadName, at)
    const supplier = await repo.users.get(car.company)
    if (policiesOf(supplier).licenseRequired && !upload && !(await hasLicense(repo, signedIn))) {
      throw badRequest('This supplier requires a driving licence: add one to the booking.')
    }
    // Paying later needs the supplier's leave (its policy); paying now needs a payment provider: a server
    // without one (--no-online-payment) takes the money at the desk only, and says every supplier allows it (issue 47).
    if (!deps.payments) {
      if (body.payLater !== true) throw badRequest('Paying online is not available: choose to pay at the desk.')
    } else if (body.payLater === true && supplier?.payLater !== true) {
      throw badRequest('This supplier does not take payment at the desk: choose to pay now.')
    }
    // The friendly check; the database is the real guard: of two calls racing for the car, its exclusion
    // constraint refuses the second's insert below (isDoubleBooking: the same 409, from server.ts).
    if (await conflictingBooking(repo, car._id, from, to)) {
      return c.text('This car is already booked for part of that period.', 409)
    }
    const options = readOptions(booking, car)
    checkAge(signedIn ? signedIn.birthDate : guest?.birthDate, from, car, 'The driver')
    let extra: Person | null = null
    if (booking.additionalDriver === true) {
      if (!isObject(body.additionalDriver)) throw badRequest('Additional driver details are required.')
      extra = readPerson(body.additionalDriver)
      checkAge(extra.birthDate, from, car, 'The additional driver')
    }

    let driver: UserRecord
    if (signedIn) {
      driver = signedIn
    } else {
      // A guest becomes an inactive account without password, activated from the emailed link.
      driver = {
        _id: repo.nextId('user'),
        ...guest!,
        avatar: null,
        type: 'user',
        enableEmailNotifications: true,
        verified: false,
        blacklisted: false,
        active: false,
        payLater: false,
        createdAt: at,
      }
      try {
        await repo.users.put(driver)
      } catch (err) {
        // The same guest booking twice at once, from another process: the email was taken meanwhile.
        if (isUniqueViolation(err)) throw badRequest('This email address is already registered.')
        throw err
      }
    }
    let additionalDriverId: string | undefined
    if (extra) {
      additionalDriverId = repo.nextId('driver')
      await repo.additionalDrivers.put({ _id: additionalDriverId, ...extra })
    }
    const payLater = body.payLater === true
    const record: BookingRecord = {
      _id: repo.nextId('booking'),
      company: car.company,
      car: car._id,
      driver: driver._id,
      pickupLocation: booking.pickupLocation as string,
      dropOffLocation: booking.dropOffLocation as string,
      from,
      to,
      // Paying now: void until the provider's verified word makes it paid (payments/ledger.ts).
      status: payLater ? 'pending' : 'void',
      currency: currencyFor(driver.language),
      ...options,
      ...(additionalDriverId ? { _additionalDriver: additionalDriverId } : {}),
      price: computePrice(car, from, to, options).totalPrice,
      cancelRequest: false,
      createdAt: at,
    }
    const paymentToken = payLater ? null : openPayment(record, deps.payments!.name, at)
    // Refused by the database (23P01, answered 409) when another call took the car meanwhile.
    await repo.bookings.put(record)
    if (guest) deps.guestBookings.fail(repo, `addr:${clientAddress(c)}`)
    if (key) await repo.idempotency.remember(key, { bookingId: record._id, at }, IDEMPOTENCY_TTL_MS)
    let reply: Answer['json'] = { bookingId: record._id }
    if (paymentToken) {
      const answer = payThenAnswer(repo, record, paymentToken, key, new URL(c.req.url).origin)
      if (key) inFlight.set(key, answer)
      const { status, json, text } = await answer.finally(() => key && inFlight.delete(key))
      if (!json) {
        // Nothing was booked: the booking goes (it held the car only while the page was being made), nor
        // is the guest's account made, so the same guest can try again; the upload waits for that try.
        // Committed now, though the call answers 503 (what it committed before asking the provider stays otherwise).
        await repo.bookings.delete(record._id)
        if (key) await forgetIdempotencyKey(await repo.kx(), key)
        if (guest) await repo.users.delete(driver._id)
        if (additionalDriverId) await repo.additionalDrivers.delete(additionalDriverId)
        await repo.commitNow()
        return c.text(text ?? '', status)
      }
      reply = json
    }
    if (guest) await sendAccountLink(deps, repo, driver, 'activation')
    // The upload becomes the driver's licence, under a new name (replacing one on file).
    if (upload) {
      await adoptLicense(repo, driver, upload, at)
      await repo.users.put(driver)
    }
    await sendBookingConfirmation(deps, repo, driver, record, payLater)
    // The supplier hears of a booking paid now once it is paid (notifyPayment).
    if (payLater) await notifySupplier(deps, repo, record, driver, 'payLater')
    return c.json(reply)
  })
}
