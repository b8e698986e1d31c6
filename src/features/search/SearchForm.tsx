import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { useOnline } from '../../lib/hooks/use-online'
import { toDateInput } from '../../lib/dates'
import { Button } from '../../ui/Button'
import { Checkbox, TextField } from '../../ui/Field'
import { findFirstPaintForm, useFirstPaintTakeover, type FirstPaintValues } from '../../ui/first-paint-form'
import { useFormErrors } from '../../ui/form'
import { Notice } from '../../ui/Page'
import { criteriaToQuery, toSearchString, type RentalCriteria } from '../../lib/car-search/criteria'
import { LocationCombobox } from './LocationCombobox'
import { saveSearchDraft } from './search-draft'
import { hasErrors, validateSearch, type SearchError, type SearchErrors, type SearchField, type SearchValues } from './search-validation'
import { initialSearchValues, valuesToCriteria } from './search-values'
import * as css from './search-form.css'

export interface SearchFormProps {
  /** Criteria read from the URL; without them the last search (or the defaults) fills the form. */
  initial?: RentalCriteria
  /** What a valid search does; by default it opens /cars with the criteria in the URL. */
  onSearch?: (criteria: RentalCriteria) => void
  /** Lays the fields out in one dense block (above the car list). */
  compact?: boolean
}

/** The message under each field (useFormErrors' contract). */
type SearchMessages = Partial<Record<SearchField, string>>

/** Text typed into a place field of the first paint's copy that is not the place it started with. */
type TypedPlaces = Partial<Record<'pickup' | 'dropOff', string>>

/**
 * The form as the first paint's copy left it (index.html draws this component on /: app/first-paint/build/static-frames.tsx).
 * Dates and the checkbox are taken as they are; a place field keeps its place unless its text
 * was changed, and then the text is handed to the combobox (`typed`) and the place is cleared.
 */
function fromCopy(copy: FirstPaintValues, start: SearchValues): { values: SearchValues; typed: TypedPlaces } {
  const typed: TypedPlaces = {}
  const place = (field: 'pickup' | 'dropOff') => {
    const text = copy.text(field)
    if (text === (start[field]?.name ?? '')) return start[field]
    if (text.trim()) typed[field] = text
    return null
  }
  const values: SearchValues = {
    pickup: place('pickup'),
    dropOff: place('dropOff'),
    sameDropOff: copy.checked('sameDropOff'),
    fromDate: copy.text('fromDate'),
    fromTime: copy.text('fromTime'),
    toDate: copy.text('toDate'),
    toTime: copy.text('toTime'),
  }
  return { values, typed }
}

/**
 * The rental search: pickup and drop-off places, pickup and return date and
 * time. Remembers what was typed (localStorage) and says what is wrong in place.
 */
export function SearchForm({ initial, onSearch, compact }: SearchFormProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const online = useOnline()
  // What was typed into index.html's copy of this form before the app started (first paint, on /).
  const [copy] = useState(() => findFirstPaintForm('search'))
  const [start] = useState(() => {
    const base = initialSearchValues(initial)
    return { base, ...(copy ? fromCopy(copy.values, base) : { values: base, typed: {} }) }
  })
  const [values, setValues] = useState<SearchValues>(start.values)
  const [typed, setTyped] = useState<TypedPlaces>(start.typed)
  const { form, errors, setErrors, failure, setFailure, focusInvalid } = useFormErrors<SearchMessages>()
  useFirstPaintTakeover(copy, form, (last) => {
    const taken = fromCopy(last, start.base)
    setValues(taken.values)
    setTyped(taken.typed)
  })
  const [submitted, setSubmitted] = useState(false)
  const offline = t`Searching needs a connection. What you typed is kept; try again once you are online.`

  useEffect(() => saveSearchDraft(values), [values])
  useEffect(() => {
    if (online) setFailure(null)
  }, [online, setFailure])

  const message = (field: SearchField, error: SearchError | undefined): string | undefined => {
    if (!error) return undefined
    switch (error) {
      case 'required':
        if (field === 'pickup') return t`Choose a pickup location.`
        if (field === 'dropOff') return t`Choose a drop-off location.`
        return field === 'from' ? t`Enter the pickup date and time.` : t`Enter the return date and time.`
      case 'invalid':
        return t`Enter a valid date and time.`
      case 'past':
        return field === 'from' ? t`The pickup cannot be in the past.` : t`The return cannot be in the past.`
      case 'before-pickup':
        return t`The return must be after the pickup.`
    }
  }
  const messages = (found: SearchErrors): SearchMessages => ({
    pickup: message('pickup', found.pickup),
    dropOff: message('dropOff', found.dropOff),
    from: message('from', found.from),
    to: message('to', found.to),
  })

  const update = (patch: Partial<SearchValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    // Once the driver has tried to submit, errors follow the input live.
    if (submitted) setErrors(messages(validateSearch(next)))
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    const found = validateSearch(values)
    setErrors(messages(found))
    if (hasErrors(found)) {
      focusInvalid()
      return
    }
    if (!navigator.onLine) {
      setFailure(offline)
      return
    }
    const criteria = valuesToCriteria(values)
    if (onSearch) onSearch(criteria)
    else navigate(`/cars${toSearchString(criteriaToQuery(criteria))}`)
  }

  const today = toDateInput(new Date())
  return (
    <form ref={form} className={css.form[compact ? 'compact' : 'full']} onSubmit={submit} noValidate aria-label={t`Search for a car`}>
      <div className={css.places}>
        <LocationCombobox
          label={t`Pickup location`}
          name="pickup"
          typed={typed.pickup}
          value={values.pickup}
          onChange={(pickup) => update({ pickup })}
          error={errors.pickup}
        />
        {!values.sameDropOff && (
          <LocationCombobox
            label={t`Drop-off location`}
            name="dropOff"
            typed={typed.dropOff}
            value={values.dropOff}
            onChange={(dropOff) => update({ dropOff })}
            error={errors.dropOff}
          />
        )}
        <Checkbox
          label={t`Same drop-off location`}
          name="sameDropOff"
          checked={values.sameDropOff}
          onChange={(e) => update({ sameDropOff: e.target.checked })}
        />
      </div>
      <fieldset className={css.when}>
        <legend className={css.legend}>{t`Pickup`}</legend>
        <div className={css.pair}>
          <TextField
            label={t`Pickup date`}
            name="fromDate"
            type="date"
            min={today}
            value={values.fromDate}
            onChange={(e) => update({ fromDate: e.target.value })}
            error={errors.from}
          />
          <TextField
            label={t`Pickup time`}
            name="fromTime"
            type="time"
            value={values.fromTime}
            onChange={(e) => update({ fromTime: e.target.value })}
          />
        </div>
      </fieldset>
      <fieldset className={css.when}>
        <legend className={css.legend}>{t`Return`}</legend>
        <div className={css.pair}>
          <TextField
            label={t`Return date`}
            name="toDate"
            type="date"
            min={values.fromDate || today}
            value={values.toDate}
            onChange={(e) => update({ toDate: e.target.value })}
            error={errors.to}
          />
          <TextField
            label={t`Return time`}
            name="toTime"
            type="time"
            value={values.toTime}
            onChange={(e) => update({ toTime: e.target.value })}
          />
        </div>
      </fieldset>
      <div className={css.actions}>
        {(failure || (!online && submitted)) && (
          <Notice tone="warning" alert>
            {failure ?? offline}
          </Notice>
        )}
        <Button type="submit" block={!compact}>
          {t`Search`}
        </Button>
      </div>
    </form>
  )
}
