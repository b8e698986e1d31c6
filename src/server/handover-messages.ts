import type { Language } from './types.ts'

/** The notification the other party of a handover record gets (issue 49), in its language. */
interface HandoverMessages {
  recorded: (who: string, kind: 'pickup' | 'return', bookingId: string) => string
}

export const HANDOVER_MESSAGES: Record<Language, HandoverMessages> = {
  en: {
    recorded: (who, kind, id) =>
      `${who} recorded the car's state at ${kind === 'pickup' ? 'pick-up' : 'return'} for the booking ${id}: check it and confirm.`,
  },
  fr: {
    recorded: (who, kind, id) =>
      `${who} a relevé l'état de la voiture ${kind === 'pickup' ? 'à la prise en charge' : 'au retour'} pour la réservation ${id} : vérifiez-le et confirmez.`,
  },
  pl: {
    recorded: (who, kind, id) =>
      `${who} zapisał(a) stan samochodu przy ${kind === 'pickup' ? 'odbiorze' : 'zwrocie'} dla rezerwacji ${id}: sprawdź go i potwierdź.`,
  },
}
