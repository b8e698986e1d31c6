import type { Language, OptionKey } from './types.ts'

/**
 * Texts the server writes for people: notifications are stored already in the recipient's
 * language (as BookCars does), and emails are written in it too.
 */
interface Messages {
  welcome: string
  bookingConfirmed: (bookingId: string) => string
  bookingStatusUpdated: (bookingId: string) => string
  pickupReminder: (bookingId: string) => string
  bookingPaid: (driver: string, bookingId: string) => string
  bookingPayLater: (driver: string, bookingId: string) => string
  cancelRequested: (driver: string, bookingId: string) => string
  activationSubject: string
  activationText: string
  resetSubject: string
  resetText: string
  /** A supplier account the operator created (call 45): the link sets its password. */
  supplierInviteSubject: string
  supplierInviteText: (supplier: string) => string
  confirmationSubject: (bookingId: string) => string
  confirmationText: (details: BookingDetails) => string
  paidOnline: string
  payAtPickup: string
  /** Issue 47: the booking's payment is still to be made on the provider's page, before the time given. */
  payBefore: (until: string) => string
  /** The receipt of an online payment (the driver's email). */
  receiptSubject: (bookingId: string) => string
  receiptText: (r: Receipt) => string
  /** A refund of a booking paid online (the driver's notification and email). */
  refunded: (bookingId: string, amount: string) => string
  refundSubject: (bookingId: string) => string
  newBookingSubject: (bookingId: string) => string
  cancelRequestSubject: (bookingId: string) => string
  statusUpdatedSubject: (bookingId: string) => string
  /** Call 60: the supplier's notification, `details` being the changes joined by `amendSeparator`. */
  bookingAmended: (driver: string, bookingId: string, details: string) => string
  amendSeparator: string
  amendDates: (before: string, after: string) => string
  amendPickup: (before: string, after: string) => string
  amendDropOff: (before: string, after: string) => string
  amendAdded: (option: string) => string
  amendRemoved: (option: string) => string
  amendAdditionalDriver: (before: string, after: string) => string
  amendPrice: (before: number, after: number) => string
  optionNames: Record<OptionKey, string>
  amendedSubject: (bookingId: string) => string
  /** Call 60: the driver's email with the new dates and price. */
  driverAmendedSubject: (bookingId: string) => string
  driverAmendedText: (details: BookingDetails) => string
}

interface Receipt {
  bookingId: string
  amount: string
  provider: string
  date: string
}

interface BookingDetails {
  bookingId: string
  supplier: string
  car: string
  pickup: string
  dropOff: string
  from: string
  to: string
  price: number
}

export const MESSAGES: Record<Language, Messages> = {
  en: {
    welcome: 'Welcome to Volta! Your account is ready.',
    bookingConfirmed: (id) => `Your booking ${id} has been confirmed.`,
    bookingStatusUpdated: (id) => `The status of the booking ${id} was updated.`,
    pickupReminder: (id) => `Reminder: the pickup of booking ${id} is coming up.`,
    bookingPaid: (driver, id) => `${driver} paid the booking ${id}.`,
    bookingPayLater: (driver, id) => `${driver} made the booking ${id} (pay at pickup).`,
    cancelRequested: (driver, id) => `${driver} made a request to cancel the booking ${id}.`,
    activationSubject: 'Account activation',
    activationText: 'Open the link below to activate your account and choose a password.',
    resetSubject: 'Password reset',
    resetText: 'Open the link below to choose a new password.',
    supplierInviteSubject: 'Your Volta supplier account',
    supplierInviteText: (name) =>
      `An account for ${name} has been created in the Volta back office. Open the link below to choose your password; then sign in to manage your cars and bookings.`,
    confirmationSubject: (id) => `Booking ${id} confirmed`,
    confirmationText: (d) =>
      `Your booking ${d.bookingId} with ${d.supplier}: ${d.car}, from ${d.pickup} on ${d.from} to ${d.dropOff} on ${d.to}. Total ${d.price}.`,
    paidOnline: 'Your payment has been received.',
    payAtPickup: 'You will pay at pickup.',
    payBefore: (until) => `Pay online before ${until} (UTC), or the booking lapses.`,
    receiptSubject: (id) => `Receipt for booking ${id}`,
    receiptText: (r) => `Payment received for booking ${r.bookingId}: ${r.amount}, paid online (${r.provider}) on ${r.date} (UTC).`,
    refunded: (id, amount) => `Booking ${id} was cancelled: ${amount} is being refunded to you.`,
    refundSubject: (id) => `Refund for booking ${id}`,
    newBookingSubject: (id) => `New booking ${id}`,
    cancelRequestSubject: (id) => `Cancellation request for booking ${id}`,
    statusUpdatedSubject: (id) => `Booking ${id} updated`,
    bookingAmended: (driver, id, details) => `${driver} amended the booking ${id}: ${details}.`,
    amendSeparator: '; ',
    amendDates: (before, after) => `dates ${before} → ${after} UTC`,
    amendPickup: (before, after) => `pick-up ${before} → ${after}`,
    amendDropOff: (before, after) => `drop-off ${before} → ${after}`,
    amendAdded: (option) => `added ${option}`,
    amendRemoved: (option) => `removed ${option}`,
    amendAdditionalDriver: (before, after) => `additional driver ${before} → ${after}`,
    amendPrice: (before, after) => `price ${before} → ${after}`,
    optionNames: {
      cancellation: 'Cancellation',
      amendments: 'Amendments',
      theftProtection: 'Theft protection',
      collisionDamageWaiver: 'Collision damage waiver',
      fullInsurance: 'Full insurance',
      additionalDriver: 'Additional driver',
    },
    amendedSubject: (id) => `Booking ${id} amended`,
    driverAmendedSubject: (id) => `Your booking ${id} was changed`,
    driverAmendedText: (d) =>
      `Your booking ${d.bookingId} with ${d.supplier} was changed: ${d.car}, from ${d.pickup} on ${d.from} to ${d.dropOff} on ${d.to} (UTC). New total ${d.price}.`,
  },
  fr: {
    welcome: 'Bienvenue chez Volta ! Votre compte est prêt.',
    bookingConfirmed: (id) => `Votre réservation ${id} a été confirmée.`,
    bookingStatusUpdated: (id) => `Le statut de la réservation ${id} a été mis à jour.`,
    pickupReminder: (id) => `Rappel : la prise en charge de la réservation ${id} approche.`,
    bookingPaid: (driver, id) => `${driver} a payé la réservation ${id}.`,
    bookingPayLater: (driver, id) => `${driver} a effectué la réservation ${id} (paiement sur place).`,
    cancelRequested: (driver, id) => `${driver} a demandé l'annulation de la réservation ${id}.`,
    activationSubject: 'Activation du compte',
    activationText: 'Ouvrez le lien ci-dessous pour activer votre compte et choisir un mot de passe.',
    resetSubject: 'Réinitialisation du mot de passe',
    resetText: 'Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe.',
    supplierInviteSubject: 'Votre compte fournisseur Volta',
    supplierInviteText: (name) =>
      `Un compte pour ${name} a été créé dans l'espace de gestion Volta. Ouvrez le lien ci-dessous pour choisir votre mot de passe, puis connectez-vous pour gérer vos voitures et vos réservations.`,
    confirmationSubject: (id) => `Réservation ${id} confirmée`,
    confirmationText: (d) =>
      `Votre réservation ${d.bookingId} chez ${d.supplier} : ${d.car}, de ${d.pickup} le ${d.from} à ${d.dropOff} le ${d.to}. Total ${d.price}.`,
    paidOnline: 'Votre paiement a bien été reçu.',
    payAtPickup: 'Vous paierez lors de la prise en charge.',
    payBefore: (until) => `Payez en ligne avant le ${until} (UTC), sinon la réservation expire.`,
    receiptSubject: (id) => `Reçu de la réservation ${id}`,
    receiptText: (r) => `Paiement reçu pour la réservation ${r.bookingId} : ${r.amount}, payé en ligne (${r.provider}) le ${r.date} (UTC).`,
    refunded: (id, amount) => `La réservation ${id} a été annulée : ${amount} vous est remboursé.`,
    refundSubject: (id) => `Remboursement de la réservation ${id}`,
    newBookingSubject: (id) => `Nouvelle réservation ${id}`,
    cancelRequestSubject: (id) => `Demande d'annulation de la réservation ${id}`,
    statusUpdatedSubject: (id) => `Réservation ${id} mise à jour`,
    bookingAmended: (driver, id, details) => `${driver} a modifié la réservation ${id} : ${details}.`,
    amendSeparator: ' ; ',
    amendDates: (before, after) => `dates ${before} → ${after} UTC`,
    amendPickup: (before, after) => `prise en charge ${before} → ${after}`,
    amendDropOff: (before, after) => `restitution ${before} → ${after}`,
    amendAdded: (option) => `ajout : ${option}`,
    amendRemoved: (option) => `retrait : ${option}`,
    amendAdditionalDriver: (before, after) => `conducteur supplémentaire ${before} → ${after}`,
    amendPrice: (before, after) => `prix ${before} → ${after}`,
    optionNames: {
      cancellation: 'Annulation',
      amendments: 'Modifications',
      theftProtection: 'Protection contre le vol',
      collisionDamageWaiver: 'Rachat de franchise collision',
      fullInsurance: 'Assurance tous risques',
      additionalDriver: 'Conducteur supplémentaire',
    },
    amendedSubject: (id) => `Réservation ${id} modifiée`,
    driverAmendedSubject: (id) => `Votre réservation ${id} a été modifiée`,
    driverAmendedText: (d) =>
      `Votre réservation ${d.bookingId} chez ${d.supplier} a été modifiée : ${d.car}, de ${d.pickup} le ${d.from} à ${d.dropOff} le ${d.to} (UTC). Nouveau total ${d.price}.`,
  },
  pl: {
    welcome: 'Witamy w Volta! Twoje konto jest gotowe.',
    bookingConfirmed: (id) => `Twoja rezerwacja ${id} została potwierdzona.`,
    bookingStatusUpdated: (id) => `Status rezerwacji ${id} został zaktualizowany.`,
    pickupReminder: (id) => `Przypomnienie: odbiór samochodu z rezerwacji ${id} już wkrótce.`,
    bookingPaid: (driver, id) => `${driver} opłacił(a) rezerwację ${id}.`,
    bookingPayLater: (driver, id) => `${driver} złożył(a) rezerwację ${id} (płatność przy odbiorze).`,
    cancelRequested: (driver, id) => `${driver} poprosił(a) o anulowanie rezerwacji ${id}.`,
    activationSubject: 'Aktywacja konta',
    activationText: 'Otwórz poniższy link, aby aktywować konto i ustawić hasło.',
    resetSubject: 'Resetowanie hasła',
    resetText: 'Otwórz poniższy link, aby ustawić nowe hasło.',
    supplierInviteSubject: 'Twoje konto dostawcy w Volta',
    supplierInviteText: (name) =>
      `W panelu Volta utworzono konto dla ${name}. Otwórz poniższy link, aby ustawić hasło, a następnie zaloguj się, aby zarządzać samochodami i rezerwacjami.`,
    confirmationSubject: (id) => `Rezerwacja ${id} potwierdzona`,
    confirmationText: (d) =>
      `Twoja rezerwacja ${d.bookingId} w ${d.supplier}: ${d.car}, odbiór ${d.pickup} ${d.from}, zwrot ${d.dropOff} ${d.to}. Razem ${d.price}.`,
    paidOnline: 'Otrzymaliśmy Twoją płatność.',
    payAtPickup: 'Zapłacisz przy odbiorze.',
    payBefore: (until) => `Zapłać online przed ${until} (UTC), inaczej rezerwacja wygaśnie.`,
    receiptSubject: (id) => `Potwierdzenie płatności za rezerwację ${id}`,
    receiptText: (r) =>
      `Otrzymaliśmy płatność za rezerwację ${r.bookingId}: ${r.amount}, zapłacono online (${r.provider}) ${r.date} (UTC).`,
    refunded: (id, amount) => `Rezerwacja ${id} została anulowana: zwracamy Ci ${amount}.`,
    refundSubject: (id) => `Zwrot za rezerwację ${id}`,
    newBookingSubject: (id) => `Nowa rezerwacja ${id}`,
    cancelRequestSubject: (id) => `Prośba o anulowanie rezerwacji ${id}`,
    statusUpdatedSubject: (id) => `Rezerwacja ${id} zaktualizowana`,
    bookingAmended: (driver, id, details) => `${driver} zmienił(a) rezerwację ${id}: ${details}.`,
    amendSeparator: '; ',
    amendDates: (before, after) => `daty ${before} → ${after} UTC`,
    amendPickup: (before, after) => `odbiór ${before} → ${after}`,
    amendDropOff: (before, after) => `zwrot ${before} → ${after}`,
    amendAdded: (option) => `dodano: ${option}`,
    amendRemoved: (option) => `usunięto: ${option}`,
    amendAdditionalDriver: (before, after) => `dodatkowy kierowca ${before} → ${after}`,
    amendPrice: (before, after) => `cena ${before} → ${after}`,
    optionNames: {
      cancellation: 'Anulowanie',
      amendments: 'Zmiany rezerwacji',
      theftProtection: 'Ochrona przed kradzieżą',
      collisionDamageWaiver: 'Ograniczenie odpowiedzialności za szkody',
      fullInsurance: 'Pełne ubezpieczenie',
      additionalDriver: 'Dodatkowy kierowca',
    },
    amendedSubject: (id) => `Rezerwacja ${id} została zmieniona`,
    driverAmendedSubject: (id) => `Twoja rezerwacja ${id} została zmieniona`,
    driverAmendedText: (d) =>
      `Twoja rezerwacja ${d.bookingId} w ${d.supplier} została zmieniona: ${d.car}, odbiór ${d.pickup} ${d.from}, zwrot ${d.dropOff} ${d.to} (UTC). Nowa kwota ${d.price}.`,
  },
}
