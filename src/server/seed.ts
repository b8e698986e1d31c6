import { MESSAGES } from './messages.ts'
import { currencyFor } from './payments/status.ts'
import { hashPasswordSync } from './password.ts'
import { computePrice } from './price.ts'
import {
  OPTION_KEYS,
  type AdditionalDriverRecord,
  type BookingRecord,
  type BookingStatus,
  type CarRecord,
  type CarType,
  type Discount,
  type FuelPolicy,
  type Gearbox,
  type IdKind,
  type Language,
  type LocationRecord,
  type NotificationRecord,
  type OptionKey,
  type UserRecord,
} from './types.ts'

/**
 * Deterministic sample data. Ids come from the store's counter in a fixed order, and every
 * date is relative to `today` (00:00 UTC of the server's start day) so that future bookings
 * stay in the future whenever the server is started.
 */

export interface SampleAccount {
  email: string
  password: string
  description: string
}

export const SAMPLE_ACCOUNTS: readonly SampleAccount[] = [
  { email: 'anna@example.com', password: 'anna1234', description: 'Driver Anna Nowak (pl), verified, 26 bookings, 35 notifications' },
  { email: 'john@example.com', password: 'john1234', description: 'Driver John Smith (en), verified, a few bookings' },
  { email: 'marc@example.com', password: 'marc1234', description: 'Driver Marc Dubois (fr), email not verified yet' },
  { email: 'young@example.com', password: 'young1234', description: 'Driver Lena Wiśniewska (pl), aged 22: too young for 25+ cars' },
  { email: 'blocked@example.com', password: 'blocked123', description: 'Blacklisted driver: the app must refuse the session' },
  {
    email: 'contact@sunrent.example',
    password: 'supplier123',
    description: 'Supplier SunRent (en), cars in Poland and Morocco, with bookings; not a driver account',
  },
  {
    email: 'kontakt@tatra-wheels.example',
    password: 'tatra1234',
    description: 'Supplier Tatra Wheels (pl), 3 cars in Kraków and Wrocław, no bookings yet',
  },
  {
    email: 'contact@atlas-auto.example',
    password: 'atlas1234',
    description: 'Supplier Atlas Location Auto (fr), cars in Morocco, with bookings',
  },
  {
    email: 'admin@volta.example',
    password: 'admin1234',
    description: 'Operator Volta Admin (en): the back office (sign in at /supplier/sign-in) for suppliers, places and users',
  },
]

export interface SeedData {
  users: UserRecord[]
  locations: LocationRecord[]
  cars: CarRecord[]
  bookings: BookingRecord[]
  additionalDrivers: AdditionalDriverRecord[]
  notifications: NotificationRecord[]
}

type NextId = (kind: IdKind) => string

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

// Hashing is slow on purpose, so each sample password is hashed once per process.
const hashes = new Map<string, string>()
function passwordHash(password: string): string {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPasswordSync(password)
    hashes.set(password, hash)
  }
  return hash
}

type Region = 'PL' | 'MA'

/** Real coordinates of each pick-up point (the terminal, the station, the square). */
const LOCATIONS: { region: Region; names: Record<Language, string>; latitude: number; longitude: number }[] = [
  {
    region: 'PL',
    names: { en: 'Warsaw Chopin Airport', pl: 'Lotnisko Chopina w Warszawie', fr: 'Aéroport Chopin de Varsovie' },
    latitude: 52.1657,
    longitude: 20.9671,
  },
  {
    region: 'PL',
    names: { en: 'Kraków Airport', pl: 'Lotnisko Kraków-Balice', fr: 'Aéroport de Cracovie' },
    latitude: 50.0777,
    longitude: 19.7848,
  },
  {
    region: 'PL',
    names: { en: 'Gdańsk Central Station', pl: 'Gdańsk Główny', fr: 'Gare centrale de Gdańsk' },
    latitude: 54.3556,
    longitude: 18.6439,
  },
  {
    region: 'PL',
    names: { en: 'Wrocław Old Town', pl: 'Wrocław Stare Miasto', fr: 'Vieille ville de Wrocław' },
    latitude: 51.1099,
    longitude: 17.0326,
  },
  {
    region: 'PL',
    names: { en: 'Poznań Ławica Airport', pl: 'Lotnisko Poznań-Ławica', fr: 'Aéroport de Poznań-Ławica' },
    latitude: 52.421,
    longitude: 16.8263,
  },
  {
    region: 'MA',
    names: { en: 'Casablanca Mohammed V Airport', pl: 'Lotnisko Casablanca im. Mohammeda V', fr: 'Aéroport Mohammed V de Casablanca' },
    latitude: 33.3675,
    longitude: -7.5898,
  },
  {
    region: 'MA',
    names: { en: 'Marrakech Menara Airport', pl: 'Lotnisko Marrakesz-Menara', fr: 'Aéroport de Marrakech-Ménara' },
    latitude: 31.6069,
    longitude: -8.0363,
  },
  {
    region: 'MA',
    names: { en: 'Rabat City Centre', pl: 'Rabat – centrum', fr: 'Rabat Centre-ville' },
    latitude: 34.0161,
    longitude: -6.8357,
  },
  {
    region: 'MA',
    names: { en: 'Tangier Ibn Battouta Airport', pl: 'Lotnisko Tanger Ibn Battuta', fr: 'Aéroport de Tanger Ibn Battouta' },
    latitude: 35.7269,
    longitude: -5.9169,
  },
  {
    region: 'MA',
    names: { en: 'Agadir Al Massira Airport', pl: 'Lotnisko Agadir Al Massira', fr: "Aéroport d'Agadir Al Massira" },
    latitude: 30.325,
    longitude: -9.4131,
  },
]

interface SupplierSeed {
  key: string
  fullName: string
  email: string
  language: Language
  payLater: boolean
  regions: Region[]
  password?: string
  phone: string
  /** The desk's street address. */
  location: string
  /** Opening hours and pick-up instructions (at most 100 characters, as update-user allows). */
  bio: string
}

// The order matters: cars are dealt to these five in turn, so a new supplier goes in EXTRA_SUPPLIER.
const SUPPLIERS: SupplierSeed[] = [
  {
    key: 'sunrent',
    fullName: 'SunRent',
    email: 'contact@sunrent.example',
    language: 'en',
    payLater: true,
    regions: ['PL', 'MA'],
    password: 'supplier123',
    phone: '+48 22 650 41 00',
    location: 'Żwirki i Wigury 1, 00-906 Warsaw (Chopin Airport, Terminal A)',
    bio: 'Open daily 6:00–23:00. Desk in the arrivals hall; cars on level 0 of car park P1.',
  },
  {
    key: 'vistula',
    fullName: 'Vistula Car Rental',
    email: 'biuro@vistula-cars.example',
    language: 'pl',
    payLater: true,
    regions: ['PL'],
    phone: '+48 22 827 30 30',
    location: 'ul. Krakowskie Przedmieście 13, 00-071 Warszawa',
    bio: 'Pn–pt 8:00–20:00, sob–nd 9:00–17:00. Odbiór z parkingu podziemnego, poziom -1.',
  },
  {
    key: 'baltic',
    fullName: 'Baltic Drive',
    email: 'hello@balticdrive.example',
    language: 'pl',
    payLater: false,
    regions: ['PL'],
    phone: '+48 58 301 22 33',
    location: 'ul. Podwale Grodzkie 2, 80-895 Gdańsk',
    bio: 'Codziennie 7:00–21:00. Stanowisko w hali dworca Gdańsk Główny, przy wyjściu na peron 1.',
  },
  {
    key: 'atlas',
    fullName: 'Atlas Location Auto',
    email: 'contact@atlas-auto.example',
    language: 'fr',
    payLater: true,
    regions: ['MA'],
    password: 'atlas1234',
    phone: '+212 522 53 90 40',
    location: 'Aéroport Mohammed V, Terminal 1, 27000 Nouaceur',
    bio: 'Ouvert 24 h/24, 7 j/7. Comptoir dans le hall des arrivées du Terminal 1.',
  },
  {
    key: 'medina',
    fullName: 'Medina Motors',
    email: 'info@medina-motors.example',
    language: 'fr',
    payLater: false,
    regions: ['MA'],
    phone: '+212 524 43 11 22',
    location: '12 avenue Mohammed V, Guéliz, 40000 Marrakech',
    bio: "Lun–sam 8h30–19h30. Navette gratuite depuis l'aéroport de Marrakech-Ménara sur appel.",
  },
]

/** A supplier added after the rest of the seed (its ids come last), with cars but no bookings. */
const EXTRA_SUPPLIER: SupplierSeed = {
  key: 'tatra',
  fullName: 'Tatra Wheels',
  email: 'kontakt@tatra-wheels.example',
  language: 'pl',
  payLater: true,
  regions: ['PL'],
  password: 'tatra1234',
  phone: '+48 12 295 58 00',
  location: 'ul. kpt. M. Medweckiego 1, 32-083 Balice (Lotnisko Kraków)',
  bio: 'Codziennie 6:00–24:00. Stanowisko w hali przylotów; samochody na parkingu P1.',
}

interface ModelSeed {
  name: string
  type: CarType
  gearbox: Gearbox
  seats: number
  doors: number
  aircon: boolean
  price: number
}

const MODELS: ModelSeed[] = [
  { name: 'Renault Clio', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 140 },
  { name: 'Toyota Corolla', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 180 },
  { name: 'Toyota Yaris Hybrid', type: 'EVMH', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 170 },
  { name: 'Toyota C-HR Hybrid', type: 'EVMH', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 230 },
  { name: 'Tesla Model 3', type: 'EV', gearbox: 'automatic', seats: 5, doors: 4, aircon: true, price: 390 },
  { name: 'Tesla Model Y', type: 'EV', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 430 },
  { name: 'Škoda Octavia', type: 'diesel', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 200 },
  { name: 'Škoda Fabia', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 130 },
  { name: 'Volkswagen Golf', type: 'diesel', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 190 },
  { name: 'Volkswagen ID.3', type: 'EV', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 280 },
  { name: 'Dacia Logan', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 4, aircon: false, price: 110 },
  { name: 'Dacia Duster', type: 'diesel', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 160 },
  { name: 'Peugeot 208', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 135 },
  { name: 'Peugeot 3008', type: 'diesel', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 260 },
  { name: 'Kia Niro EV', type: 'EV', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 300 },
  { name: 'Hyundai Tucson Hybrid', type: 'EVMH', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 280 },
  { name: 'Fiat 500', type: 'gasoline', gearbox: 'manual', seats: 4, doors: 3, aircon: false, price: 120 },
  { name: 'BMW 320d', type: 'diesel', gearbox: 'automatic', seats: 5, doors: 4, aircon: true, price: 350 },
  { name: 'Mercedes-Benz C 220 d', type: 'diesel', gearbox: 'automatic', seats: 5, doors: 4, aircon: true, price: 420 },
  { name: 'Ford Transit Custom', type: 'diesel', gearbox: 'manual', seats: 9, doors: 4, aircon: true, price: 380 },
  { name: 'Opel Corsa', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 130 },
  { name: 'Citroën C3', type: 'gasoline', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 125 },
  { name: 'Suzuki Vitara Mild Hybrid', type: 'EVMH', gearbox: 'manual', seats: 5, doors: 5, aircon: true, price: 210 },
  { name: 'Renault Zoe', type: 'EV', gearbox: 'automatic', seats: 5, doors: 5, aircon: true, price: 190 },
]

const CAR_COUNT = 64
const MILEAGES = [-1, 200, -1, 300, 150, -1, 250]
// Two deposits in each filter band: < 2500, < 5000, < 7500 and above.
const DEPOSITS = [1500, 2000, 3000, 4500, 5500, 7000, 9000, 12000]
// Cycles of different lengths so the option values do not move in step.
const OPTION_CYCLES: Record<OptionKey, number[]> = {
  cancellation: [0, 60, -1, 90, 120],
  amendments: [50, -1, 0, 40, 0],
  theftProtection: [12, 0, -1, 15, 9, 0, 20],
  collisionDamageWaiver: [-1, 18, 0, 25, 14],
  fullInsurance: [30, -1, 0, 45, -1, 35, 25],
  additionalDriver: [20, 0, -1, 25, 0, 15, -1],
}
const DISCOUNT_TIERS: Discount[][] = [
  [],
  [{ days: 3, percentage: 5 }],
  [
    { days: 3, percentage: 5 },
    { days: 7, percentage: 10 },
  ],
  [{ days: 7, percentage: 10 }],
]

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function user(nextId: NextId, today: Date, fields: Partial<UserRecord> & Pick<UserRecord, 'email' | 'fullName' | 'language'>): UserRecord {
  return {
    _id: nextId('user'),
    avatar: null,
    type: 'user',
    enableEmailNotifications: true,
    verified: true,
    blacklisted: false,
    active: true,
    payLater: false,
    createdAt: new Date(today.getTime() - 400 * DAY_MS),
    ...fields,
  }
}

function buildCars(nextId: NextId, suppliers: UserRecord[], locations: LocationRecord[]): CarRecord[] {
  const byRegion: Record<Region, string[]> = {
    PL: locations.filter((_, i) => LOCATIONS[i].region === 'PL').map((l) => l._id),
    MA: locations.filter((_, i) => LOCATIONS[i].region === 'MA').map((l) => l._id),
  }
  const cars: CarRecord[] = []
  for (let i = 0; i < CAR_COUNT; i++) {
    const supplierIndex = i % SUPPLIERS.length
    const supplierSeed = SUPPLIERS[supplierIndex]
    const model = MODELS[i % MODELS.length]
    const regions = supplierSeed.regions
    const pool = byRegion[regions[Math.floor(i / SUPPLIERS.length) % regions.length]]
    // The first location of each region is its hub (Warsaw, Casablanca); most cars are there.
    const others = pool.slice(1)
    const picked = new Set<string>()
    if (i % 5 !== 3) picked.add(pool[0])
    picked.add(others[i % others.length])
    picked.add(others[(i + 2) % others.length])
    const combustion = model.type === 'diesel' || model.type === 'gasoline'
    const flipGearbox = combustion && Math.floor(i / MODELS.length) % 2 === 1
    const options = Object.fromEntries(
      OPTION_KEYS.map((key, k) => {
        const cycle = OPTION_CYCLES[key]
        return [key, cycle[(i + k) % cycle.length]]
      }),
    ) as Record<OptionKey, number>
    cars.push({
      _id: nextId('car'),
      name: model.name,
      company: suppliers[supplierIndex]._id,
      minimumAge: i % 9 === 4 ? 25 : 21,
      locations: [...picked],
      price: model.price + ((i * 13) % 5) * 10 - 20,
      deposit: DEPOSITS[i % DEPOSITS.length],
      available: i % 16 !== 11,
      type: model.type,
      gearbox: flipGearbox ? (model.gearbox === 'manual' ? 'automatic' : 'manual') : model.gearbox,
      fuelPolicy: (['likeForlike', 'freeTank'] as FuelPolicy[])[(i + Math.floor(i / 5)) % 2],
      seats: model.seats,
      doors: model.doors,
      aircon: model.aircon,
      mileage: MILEAGES[i % MILEAGES.length],
      image: `${slug(model.name)}-${String(i + 1).padStart(2, '0')}.svg`,
      discounts: DISCOUNT_TIERS[i % DISCOUNT_TIERS.length].map((d) => ({ ...d })),
      ...options,
    })
  }
  return cars
}

type CarNeed = 'any' | 'cancellation' | 'paidCancellation' | 'additionalDriver'

interface BookingPlan {
  status: BookingStatus
  /** Days from today to the pickup day; the pickup is at 10:00 UTC. */
  start: number
  nights: number
  take: OptionKey[]
  need?: CarNeed
  cancelRequest?: boolean
}

const NEEDS: Record<CarNeed, (car: CarRecord) => boolean> = {
  any: () => true,
  cancellation: (car) => car.cancellation >= 0,
  paidCancellation: (car) => car.cancellation > 0,
  additionalDriver: (car) => car.additionalDriver > 0,
}

const ANNA_BOOKINGS: BookingPlan[] = [
  { status: 'paid', start: 5, nights: 3, take: ['cancellation'], need: 'cancellation' },
  { status: 'pending', start: 12, nights: 4, take: ['cancellation', 'theftProtection'], need: 'cancellation' },
  { status: 'reserved', start: 20, nights: 2, take: ['cancellation'], need: 'cancellation' },
  { status: 'deposit', start: 30, nights: 6, take: ['cancellation', 'fullInsurance'], need: 'cancellation' },
  { status: 'paid', start: 8, nights: 3, take: ['cancellation'], need: 'cancellation', cancelRequest: true },
  { status: 'paid', start: -2, nights: 5, take: ['cancellation'], need: 'cancellation' },
  { status: 'cancelled', start: 15, nights: 3, take: ['cancellation'], need: 'cancellation' },
  { status: 'paid', start: 9, nights: 2, take: [], need: 'paidCancellation' },
  { status: 'paid', start: 25, nights: 7, take: ['additionalDriver', 'collisionDamageWaiver'], need: 'additionalDriver' },
  { status: 'pending', start: 40, nights: 10, take: ['additionalDriver', 'cancellation'], need: 'additionalDriver' },
  { status: 'void', start: -60, nights: 3, take: [] },
  { status: 'paid', start: -45, nights: 4, take: ['theftProtection'] },
  { status: 'paid', start: -30, nights: 2, take: ['fullInsurance', 'additionalDriver'], need: 'additionalDriver' },
  { status: 'cancelled', start: -20, nights: 3, take: [] },
  { status: 'reserved', start: -90, nights: 5, take: ['amendments'] },
  { status: 'deposit', start: -120, nights: 7, take: [] },
  { status: 'paid', start: -150, nights: 3, take: ['cancellation'] },
  { status: 'void', start: 50, nights: 3, take: [] },
  { status: 'paid', start: -200, nights: 14, take: ['collisionDamageWaiver'] },
  { status: 'pending', start: -10, nights: 2, take: [] },
  { status: 'paid', start: -5, nights: 1, take: [] },
  { status: 'reserved', start: 60, nights: 4, take: ['amendments', 'theftProtection'] },
  { status: 'paid', start: -300, nights: 6, take: [] },
  { status: 'cancelled', start: -75, nights: 2, take: ['cancellation'] },
  { status: 'deposit', start: 3, nights: 2, take: ['cancellation'], need: 'cancellation' },
  { status: 'paid', start: 90, nights: 21, take: ['fullInsurance'] },
]

const JOHN_BOOKINGS: BookingPlan[] = [
  { status: 'paid', start: 7, nights: 3, take: ['cancellation'], need: 'cancellation' },
  { status: 'pending', start: 14, nights: 5, take: ['theftProtection'] },
  { status: 'paid', start: -30, nights: 4, take: [] },
  { status: 'cancelled', start: -10, nights: 2, take: ['cancellation'] },
]

const ADDITIONAL_DRIVERS = [
  { fullName: 'Piotr Nowak', email: 'piotr.nowak@example.com', phone: '+48 602 345 678', birthDate: '1988-02-03' },
  { fullName: 'Katarzyna Nowak', email: 'kasia.nowak@example.com', phone: '+48 603 456 789', birthDate: '1992-09-21' },
  { fullName: 'Marek Lewandowski', email: 'marek.l@example.com', phone: '+48 604 567 890', birthDate: '1979-12-30' },
]

export interface BookingBuild {
  driver: UserRecord
  car: CarRecord
  status: BookingStatus
  from: Date
  to: Date
  take: readonly OptionKey[]
  createdAt: Date
  dropOffIndex: number
  cancelRequest?: boolean
  additionalDriver?: string
}

/** A booking whose flags and price follow the car's options like a real checkout would. */
export function seedBooking(nextId: NextId, b: BookingBuild): BookingRecord {
  const flags = Object.fromEntries(OPTION_KEYS.map((key) => [key, b.car[key] === 0 || (b.take.includes(key) && b.car[key] > 0)])) as Record<
    OptionKey,
    boolean
  >
  return {
    _id: nextId('booking'),
    company: b.car.company,
    car: b.car._id,
    driver: b.driver._id,
    pickupLocation: b.car.locations[0],
    dropOffLocation: b.car.locations[b.dropOffIndex % b.car.locations.length],
    from: b.from,
    to: b.to,
    status: b.status,
    currency: currencyFor(b.driver.language),
    ...flags,
    ...(b.additionalDriver ? { _additionalDriver: b.additionalDriver } : {}),
    price: computePrice(b.car, b.from, b.to, flags).totalPrice,
    cancelRequest: b.cancelRequest ?? false,
    createdAt: b.createdAt,
  }
}

function planBookings(
  nextId: NextId,
  today: Date,
  driver: UserRecord,
  plans: BookingPlan[],
  cars: CarRecord[],
  drivers: AdditionalDriverRecord[],
  salt: number,
): BookingRecord[] {
  const available = cars.filter((c) => c.available)
  return plans.map((plan, r) => {
    const matches = available.filter(NEEDS[plan.need ?? 'any'])
    const car = matches[(r * 7 + salt) % matches.length]
    const from = new Date(today.getTime() + plan.start * DAY_MS + 10 * HOUR_MS)
    const to = new Date(from.getTime() + plan.nights * DAY_MS)
    // Created before the pickup and never after the start day, one booking per day or so.
    const createdAt = new Date(Math.min(from.getTime() - 10 * DAY_MS, today.getTime() - (r + 1) * DAY_MS) - r * HOUR_MS)
    let additionalDriver: string | undefined
    if (plan.take.includes('additionalDriver')) {
      const seed = ADDITIONAL_DRIVERS[drivers.length % ADDITIONAL_DRIVERS.length]
      const record = { _id: nextId('driver'), ...seed, birthDate: new Date(`${seed.birthDate}T00:00:00Z`) }
      drivers.push(record)
      additionalDriver = record._id
    }
    return seedBooking(nextId, {
      driver,
      car,
      status: plan.status,
      from,
      to,
      take: plan.take,
      createdAt,
      dropOffIndex: r,
      cancelRequest: plan.cancelRequest,
      additionalDriver,
    })
  })
}

function annaNotifications(nextId: NextId, today: Date, anna: UserRecord, bookings: BookingRecord[]): NotificationRecord[] {
  const m = MESSAGES[anna.language]
  const texts = [m.bookingStatusUpdated, m.bookingConfirmed, m.pickupReminder]
  const list: NotificationRecord[] = []
  for (let k = 0; k < 35; k++) {
    const booking = bookings[k % bookings.length]
    const welcome = k === 34
    list.push({
      _id: nextId('notification'),
      user: anna._id,
      message: welcome ? m.welcome : texts[k % texts.length](booking._id),
      ...(welcome ? {} : { booking: booking._id }),
      isRead: k >= 5,
      createdAt: new Date(today.getTime() - HOUR_MS - k * 11 * HOUR_MS),
    })
  }
  return list
}

function supplierUser(nextId: NextId, today: Date, s: SupplierSeed): UserRecord {
  return user(nextId, today, {
    email: s.email,
    fullName: s.fullName,
    language: s.language,
    type: 'company',
    payLater: s.payLater,
    // Every sample supplier starts without these rules; tests set them with call 67.
    licenseRequired: false,
    minimumRentalDays: 1,
    avatar: `logo-${s.key}.svg`,
    phone: s.phone,
    location: s.location,
    bio: s.bio,
    ...(s.password ? { passwordHash: passwordHash(s.password) } : {}),
  })
}

/** Each supplier is told of its bookings as the checkout told it, and of the cancel requests. */
function supplierNotifications(
  nextId: NextId,
  today: Date,
  suppliers: UserRecord[],
  bookings: BookingRecord[],
  drivers: UserRecord[],
): NotificationRecord[] {
  const list: NotificationRecord[] = []
  for (const supplier of suppliers) {
    const m = MESSAGES[supplier.language]
    const theirs = bookings
      .filter((b) => b.company === supplier._id && b.createdAt <= today)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    theirs.forEach((b, k) => {
      const driver = drivers.find((d) => d._id === b.driver)!.fullName
      const text = b.status === 'pending' ? m.bookingPayLater(driver, b._id) : m.bookingPaid(driver, b._id)
      // The three newest are unread.
      list.push({
        _id: nextId('notification'),
        user: supplier._id,
        message: text,
        booking: b._id,
        isRead: k < theirs.length - 3,
        createdAt: b.createdAt,
      })
      if (b.cancelRequest) {
        list.push({
          _id: nextId('notification'),
          user: supplier._id,
          message: m.cancelRequested(driver, b._id),
          booking: b._id,
          isRead: false,
          createdAt: new Date(today.getTime() - 3 * HOUR_MS),
        })
      }
    })
  }
  return list
}

const EXTRA_CARS: { model: string; deposit: number; mileage: number; discounts: Discount[] }[] = [
  { model: 'Toyota Corolla', deposit: 2000, mileage: -1, discounts: [{ days: 5, percentage: 8 }] },
  { model: 'Kia Niro EV', deposit: 4000, mileage: 300, discounts: [] },
  {
    model: 'Škoda Octavia',
    deposit: 3000,
    mileage: -1,
    discounts: [
      { days: 3, percentage: 5 },
      { days: 10, percentage: 12 },
    ],
  },
]

/** Tatra Wheels' cars, at Kraków Airport and Wrocław Old Town. */
function extraCars(nextId: NextId, supplier: UserRecord, locations: LocationRecord[]): CarRecord[] {
  const at = (en: string): string => locations.find((l) => l.names.en === en)!._id
  return EXTRA_CARS.map((spec, i) => {
    const model = MODELS.find((m) => m.name === spec.model)!
    return {
      _id: nextId('car'),
      name: model.name,
      company: supplier._id,
      minimumAge: i === 1 ? 25 : 21,
      locations: i === 2 ? [at('Wrocław Old Town'), at('Kraków Airport')] : [at('Kraków Airport'), at('Wrocław Old Town')],
      price: model.price,
      deposit: spec.deposit,
      available: true,
      type: model.type,
      gearbox: model.gearbox,
      fuelPolicy: i % 2 === 0 ? 'likeForlike' : 'freeTank',
      seats: model.seats,
      doors: model.doors,
      aircon: model.aircon,
      mileage: spec.mileage,
      image: `${slug(model.name)}-${supplier.fullName.toLowerCase().split(' ')[0]}-${i + 1}.svg`,
      discounts: spec.discounts,
      cancellation: [0, 80, -1][i],
      amendments: [40, 0, -1][i],
      theftProtection: [15, 0, 10][i],
      collisionDamageWaiver: [20, 25, -1][i],
      fullInsurance: [35, -1, 30][i],
      additionalDriver: [20, 0, 15][i],
    }
  })
}

export function buildSeed(today: Date, nextId: NextId): SeedData {
  const locations: LocationRecord[] = LOCATIONS.map((l) => ({
    _id: nextId('location'),
    names: { ...l.names },
    latitude: l.latitude,
    longitude: l.longitude,
  }))

  const suppliers = SUPPLIERS.map((s) => supplierUser(nextId, today, s))

  const date = (iso: string): Date => new Date(`${iso}T00:00:00Z`)
  const anna = user(nextId, today, {
    email: 'anna@example.com',
    fullName: 'Anna Nowak',
    language: 'pl',
    birthDate: date('1990-05-14'),
    phone: '+48 601 234 567',
    location: 'Warszawa',
    bio: 'Lubię weekendowe wypady za miasto.',
    passwordHash: passwordHash('anna1234'),
  })
  const john = user(nextId, today, {
    email: 'john@example.com',
    fullName: 'John Smith',
    language: 'en',
    birthDate: date('1985-11-02'),
    phone: '+44 7700 900123',
    location: 'London',
    bio: 'Weekend road-tripper.',
    avatar: 'avatar-john-smith.svg',
    passwordHash: passwordHash('john1234'),
  })
  const marc = user(nextId, today, {
    email: 'marc@example.com',
    fullName: 'Marc Dubois',
    language: 'fr',
    birthDate: date('1995-03-20'),
    phone: '+33 6 12 34 56 78',
    location: 'Lyon',
    verified: false,
    active: false,
    passwordHash: passwordHash('marc1234'),
  })
  const young = user(nextId, today, {
    email: 'young@example.com',
    fullName: 'Lena Wiśniewska',
    language: 'pl',
    // The first of this month 22 years ago: always exactly 22 on the start day.
    birthDate: new Date(Date.UTC(today.getUTCFullYear() - 22, today.getUTCMonth(), 1)),
    phone: '+48 605 678 901',
    location: 'Kraków',
    passwordHash: passwordHash('young1234'),
  })
  const blocked = user(nextId, today, {
    email: 'blocked@example.com',
    fullName: 'Tomasz Zieliński',
    language: 'pl',
    birthDate: date('1982-07-09'),
    phone: '+48 606 789 012',
    blacklisted: true,
    passwordHash: passwordHash('blocked123'),
  })

  const cars = buildCars(nextId, suppliers, locations)
  const additionalDrivers: AdditionalDriverRecord[] = []
  const annaBookings = planBookings(nextId, today, anna, ANNA_BOOKINGS, cars, additionalDrivers, 0)
  const johnBookings = planBookings(nextId, today, john, JOHN_BOOKINGS, cars, additionalDrivers, 3)

  const en = MESSAGES.en
  const notifications = [
    ...annaNotifications(nextId, today, anna, annaBookings),
    {
      _id: nextId('notification'),
      user: john._id,
      message: en.bookingConfirmed(johnBookings[0]._id),
      booking: johnBookings[0]._id,
      isRead: false,
      createdAt: new Date(today.getTime() - 2 * HOUR_MS),
    },
    { _id: nextId('notification'), user: john._id, message: en.welcome, isRead: true, createdAt: new Date(today.getTime() - 30 * DAY_MS) },
  ]

  // Everything below takes its ids after the rest, so the records above keep theirs.
  const bookings = [...annaBookings, ...johnBookings]
  notifications.push(...supplierNotifications(nextId, today, suppliers, bookings, [anna, john]))
  const tatra = supplierUser(nextId, today, EXTRA_SUPPLIER)
  cars.push(...extraCars(nextId, tatra, locations))
  // The operator (issue 36) comes last too: every record above keeps its id.
  const admin = user(nextId, today, {
    email: 'admin@volta.example',
    fullName: 'Volta Admin',
    language: 'en',
    type: 'admin',
    passwordHash: passwordHash('admin1234'),
  })

  return {
    users: [...suppliers, anna, john, marc, young, blocked, tatra, admin],
    locations,
    cars,
    bookings,
    additionalDrivers,
    notifications,
  }
}
