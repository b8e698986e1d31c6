import type { Language } from './types.ts'

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
  newBookingSubject: (bookingId: string) => string
  cancelRequestSubject: (bookingId: string) => string
  statusUpdatedSubject: (bookingId: string) => string
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
    newBookingSubject: (id) => `New booking ${id}`,
    cancelRequestSubject: (id) => `Cancellation request for booking ${id}`,
    statusUpdatedSubject: (id) => `Booking ${id} updated`,
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
    newBookingSubject: (id) => `Nouvelle réservation ${id}`,
    cancelRequestSubject: (id) => `Demande d'annulation de la réservation ${id}`,
    statusUpdatedSubject: (id) => `Réservation ${id} mise à jour`,
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
    newBookingSubject: (id) => `Nowa rezerwacja ${id}`,
    cancelRequestSubject: (id) => `Prośba o anulowanie rezerwacji ${id}`,
    statusUpdatedSubject: (id) => `Rezerwacja ${id} zaktualizowana`,
  },
}
