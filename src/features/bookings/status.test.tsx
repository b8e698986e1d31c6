import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { i18n, renderWithI18n } from '../../test/i18n'
import { activateLanguage } from '../../lib/i18n/i18n'
import { STATUSES, STATUS_LABELS } from './status'
import { StatusBadge } from './StatusBadge'

describe('booking statuses', () => {
  it('has the six statuses in order with their English labels', async () => {
    await activateLanguage('en')
    expect(STATUSES).toEqual(['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'])
    expect(STATUSES.map((s) => i18n._(STATUS_LABELS[s]))).toEqual(['Void', 'Pending', 'Deposit', 'Paid', 'Reserved', 'Cancelled'])
  })

  it.each(['pl', 'fr'] as const)('translates every label into %s', async (lang) => {
    await activateLanguage('en')
    const english = STATUSES.map((s) => i18n._(STATUS_LABELS[s]))
    await activateLanguage(lang)
    const translated = STATUSES.map((s) => i18n._(STATUS_LABELS[s]))
    translated.forEach((label) => expect(label.trim()).not.toBe(''))
    expect(new Set(translated).size).toBe(6)
    expect(translated.filter((label, i) => label === english[i]).length).toBeLessThan(3)
  })

  it('renders a badge with the translated label', async () => {
    await renderWithI18n(<StatusBadge status="cancelled" />, 'pl')
    expect(screen.getByText(i18n._(STATUS_LABELS.cancelled))).toBeTruthy()
  })
})
