import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../lib/i18n/i18n'
import { DeleteAskedFirst } from './DeleteAskedFirst'

const REFUSAL = new Error('refused')

function setup(options: { refused?: boolean; remove?: () => Promise<unknown>; online?: boolean } = {}) {
  const onDeleted = vi.fn()
  const remove = vi.fn(options.remove ?? (() => Promise.resolve(true)))
  render(
    <I18nProvider i18n={i18n}>
      <DeleteAskedFirst
        label="Delete Hel Harbour"
        online={options.online ?? true}
        isRefused={() => Promise.resolve(options.refused ?? false)}
        title="Delete it?"
        description="It goes for good."
        confirmLabel="Yes, delete"
        remove={remove}
        isRefusal={(error) => error === REFUSAL}
        deleted="Deleted."
        onDeleted={onDeleted}
        refusal={(close) => (
          <div role="dialog" aria-label="It cannot go">
            <button onClick={close}>Close</button>
          </div>
        )}
      />
    </I18nProvider>,
  )
  return { onDeleted, remove, button: screen.getByRole('button', { name: 'Delete Hel Harbour' }) }
}

describe('DeleteAskedFirst', () => {
  beforeAll(() => activateLanguage('en'))
  afterEach(cleanup)

  it('is disabled offline', () => {
    expect(setup({ online: false }).button).toHaveProperty('disabled', true)
  })

  it('shows the refusal instead of the confirmation when the server says no, and gives the focus back on close', async () => {
    const { button, remove } = setup({ refused: true })
    fireEvent.click(button)
    const refusal = await screen.findByRole('dialog', { name: 'It cannot go' })
    expect(screen.queryByRole('dialog', { name: 'Delete it?' })).toBeNull()
    fireEvent.click(refusal.querySelector('button')!)
    await waitFor(() => expect(document.activeElement).toBe(button))
    expect(remove).not.toHaveBeenCalled()
  })

  it('deletes once confirmed, then tells the list', async () => {
    const { button, remove, onDeleted } = setup()
    fireEvent.click(button)
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(remove).toHaveBeenCalledTimes(1)
  })

  it('a refusal of the delete call itself (a use appeared since the check) leads to the refusal dialog', async () => {
    const { button, onDeleted } = setup({ remove: () => Promise.reject(REFUSAL) })
    fireEvent.click(button)
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }))
    await screen.findByRole('dialog', { name: 'It cannot go' })
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
