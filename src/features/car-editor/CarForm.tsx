import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import type { Car } from '../../lib/api/entities'
import { apiErrorMessage } from '../../lib/api/error-message'
import { createCar, deleteTempCarImage, updateCar } from '../../lib/api/supplier-cars'
import { config } from '../../lib/config'
import { CAR_OPTIONS, CAR_TYPES, FLAT_OPTIONS, FUEL_POLICIES, GEARBOXES, type CarOption } from '../../lib/constants'
import { useLocations } from '../../lib/data/reference-data'
import { useOnline } from '../../lib/hooks/use-online'
import { currencyLabel } from '../../lib/i18n/format'
import { useLanguage } from '../../lib/i18n/use-language'
import { clearDraft, readDraft, writeDraft } from '../../lib/storage/drafts'
import { Button } from '../../ui/Button'
import { Checkbox, SelectField, TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Switch } from '../../ui/Switch'
import { toast } from '../../ui/toast'
import { CAR_TYPE_LABELS, FUEL_POLICY_LABELS, GEARBOX_LABELS, OPTION_LABELS } from '../cars/labels'
import { CarPicture, type PendingPicture } from './CarPicture'
import { LocationPicker } from './LocationPicker'
import {
  carPayload,
  checkCar,
  emptyCarValues,
  valuesFromDraft,
  valuesOfCar,
  type CarFormErrors,
  type CarFormField,
  type CarFormProblem,
  type CarFormValues,
} from './car-rules'
import * as css from './car-editor.css'
import { cx } from '../../ui/cx'

export interface CarFormProps {
  /** The signed-in supplier's id (the car's `company`). */
  supplierId: string
  /** The car to edit; none for a new car. */
  car?: Car
  /** Where Save and Cancel lead (the supplier's /supplier/cars; the operator's list of that supplier's cars). */
  doneHref?: string
}

interface Draft extends Partial<CarFormValues> {
  picture?: PendingPicture | null
}

const draftName = (car?: Car) => `car-editor:${car?._id ?? 'new'}`

/**
 * The supplier's car form (calls 37–41): a new car, or every field of one of its cars. What is typed
 * is kept as a draft until it is saved or cancelled (a reload or a lost connection loses nothing);
 * a failed save says "Please fix errors." and moves to the first invalid field.
 */
export function CarForm({ supplierId, car, doneHref = '/supplier/cars' }: CarFormProps) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const language = useLanguage()
  const online = useOnline()
  const places = useLocations(language)
  const { form, errors, failure, setFailure, showErrors } = useFormErrors<Partial<Record<CarFormField, string>>>()
  const [draft] = useState(() => readDraft<Draft>(draftName(car)))
  const [values, setValues] = useState<CarFormValues>(() =>
    valuesFromDraft(draft, car ? valuesOfCar(car) : emptyCarValues(config.minimumAge)),
  )
  const [picture, setPicture] = useState<PendingPicture | null>(() =>
    draft?.picture && typeof draft.picture.name === 'string' ? draft.picture : null,
  )
  const [busy, setBusy] = useState(false)

  useEffect(() => writeDraft(draftName(car), { ...values, picture } satisfies Draft), [values, picture, car])

  const set = <K extends keyof CarFormValues>(key: K, value: CarFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const currency = currencyLabel(i18n)

  const labels: Partial<Record<CarFormField, string>> = {
    name: t`Name`,
    locations: t`Pick-up locations`,
    price: t`Price per day (${currency})`,
    deposit: t`Deposit (${currency})`,
    type: t`Type`,
  }

  function message(field: CarFormField, problem: CarFormProblem): string {
    if (field === 'image') return t`Please add an image.`
    switch (problem) {
      case 'required':
        return field === 'type' ? t`Please fill in the field: Type` : t`Please fill in the field: ${labels[field] ?? field}`
      case 'age':
        return t`Enter an age from ${config.minimumAge} to 99.`
      case 'amount':
        return t`Enter an amount of 0 or more.`
      case 'seats':
        return t`Enter a number of seats from 2 to 9.`
      case 'doors':
        return t`Enter a number of doors from 2 to 5.`
      case 'mileage':
        return t`Enter the kilometres per day, or leave the field empty for unlimited.`
      case 'option':
        return t`Leave it empty if not offered, enter 0 if included, or its price.`
      case 'days':
        return t`Enter a number of days of 1 or more.`
      case 'repeated':
        return t`Another row already has this number of days.`
      case 'percentage':
        return t`Enter a percentage above 0 and below 100.`
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    const image = picture?.name ?? car?.image ?? ''
    const problems: CarFormErrors = checkCar(values, image !== '', config.minimumAge)
    const found: Partial<Record<CarFormField, string>> = {}
    for (const [field, problem] of Object.entries(problems) as [CarFormField, CarFormProblem][]) found[field] = message(field, problem)
    if (showErrors(found)) return
    if (!online) return setFailure(t`Saving needs the network. What you typed is kept: save again once you are back online.`)
    setBusy(true)
    try {
      const payload = carPayload(values, supplierId, image)
      if (car) {
        if (!(await updateCar({ ...payload, _id: car._id }))) return setFailure(t`This car no longer exists.`)
      } else {
        await createCar(payload)
      }
      clearDraft(draftName(car))
      toast.success(t`Changes made successfully.`)
      navigate(doneHref)
    } catch (error) {
      setFailure(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  function cancel() {
    // A picture uploaded for this form and never saved is not left on the server.
    if (picture) void deleteTempCarImage(picture.name).catch(() => undefined)
    clearDraft(draftName(car))
    navigate(doneHref)
  }

  const optionHint = (option: CarOption) => (FLAT_OPTIONS.includes(option) ? t`Charged once` : t`Charged per day`)

  return (
    <form ref={form} className={css.form} onSubmit={save} noValidate>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Picture</Trans>
        </legend>
        <div className={css.wide}>
          <CarPicture
            savedUrl={car?.image ? `${config.cdnCars}/${car.image}` : null}
            pending={picture}
            onPending={setPicture}
            error={errors.image}
            disabled={!online}
          />
        </div>
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>The car</Trans>
        </legend>
        <TextField
          className={css.wide}
          label={labels.name}
          name="name"
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <SelectField
          label={labels.type}
          name="type"
          value={values.type}
          error={errors.type}
          onChange={(e) => set('type', e.target.value as CarFormValues['type'])}
        >
          <option value="">{t`Choose a type`}</option>
          {CAR_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(CAR_TYPE_LABELS[type])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Gearbox`}
          name="gearbox"
          value={values.gearbox}
          onChange={(e) => set('gearbox', e.target.value as CarFormValues['gearbox'])}
        >
          {GEARBOXES.map((gearbox) => (
            <option key={gearbox} value={gearbox}>
              {i18n._(GEARBOX_LABELS[gearbox])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Fuel policy`}
          name="fuelPolicy"
          value={values.fuelPolicy}
          onChange={(e) => set('fuelPolicy', e.target.value as CarFormValues['fuelPolicy'])}
        >
          {FUEL_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {i18n._(FUEL_POLICY_LABELS[policy])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Seats`}
          name="seats"
          inputMode="numeric"
          value={values.seats}
          error={errors.seats}
          onChange={(e) => set('seats', e.target.value)}
        />
        <TextField
          label={t`Doors`}
          name="doors"
          inputMode="numeric"
          value={values.doors}
          error={errors.doors}
          onChange={(e) => set('doors', e.target.value)}
        />
        <TextField
          label={t`Mileage (km per day)`}
          name="mileage"
          inputMode="numeric"
          hint={t`Empty means unlimited.`}
          value={values.mileage}
          error={errors.mileage}
          onChange={(e) => set('mileage', e.target.value)}
        />
        <Checkbox label={t`Air conditioning`} name="aircon" checked={values.aircon} onChange={(e) => set('aircon', e.target.checked)} />
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Rental</Trans>
        </legend>
        <div className={css.wide}>
          <LocationPicker
            label={labels.locations ?? ''}
            name="locations"
            places={places.data ?? []}
            value={values.locations}
            error={errors.locations}
            onChange={(ids) => set('locations', ids)}
          />
        </div>
        <TextField
          label={labels.price}
          name="price"
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price', e.target.value)}
        />
        <TextField
          label={labels.deposit}
          name="deposit"
          inputMode="decimal"
          value={values.deposit}
          error={errors.deposit}
          onChange={(e) => set('deposit', e.target.value)}
        />
        <TextField
          label={t`Minimum age of the driver`}
          name="minimumAge"
          inputMode="numeric"
          hint={t`From ${config.minimumAge} to 99.`}
          value={values.minimumAge}
          error={errors.minimumAge}
          onChange={(e) => set('minimumAge', e.target.value)}
        />
        <div className={css.wide}>
          <Switch label={t`Available for rental`} checked={values.available} onChange={(on) => set('available', on)} />
        </div>
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Options</Trans>
        </legend>
        <p className={css.wide}>
          <Trans>Leave an option empty if it is not offered, enter 0 if it is included, or its price ({currency}).</Trans>
        </p>
        {CAR_OPTIONS.map((option) => (
          <TextField
            key={option}
            label={i18n._(OPTION_LABELS[option])}
            name={`option.${option}`}
            inputMode="decimal"
            hint={optionHint(option)}
            value={values.options[option]}
            error={errors[`option.${option}`]}
            onChange={(e) => set('options', { ...values.options, [option]: e.target.value })}
          />
        ))}
      </fieldset>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Discounts for longer rentals</Trans>
        </legend>
        {values.discounts.map((row, i) => (
          <div key={i} className={cx(css.wide, css.discountRow)}>
            <TextField
              className={css.discountField}
              label={t`Above this many days`}
              name={`discount.${i}.days`}
              inputMode="numeric"
              value={row.days}
              error={errors[`discount.${i}.days`]}
              onChange={(e) =>
                set(
                  'discounts',
                  values.discounts.map((d, j) => (j === i ? { ...d, days: e.target.value } : d)),
                )
              }
            />
            <TextField
              className={css.discountField}
              label={t`Discount (%)`}
              name={`discount.${i}.percentage`}
              inputMode="decimal"
              value={row.percentage}
              error={errors[`discount.${i}.percentage`]}
              onChange={(e) =>
                set(
                  'discounts',
                  values.discounts.map((d, j) => (j === i ? { ...d, percentage: e.target.value } : d)),
                )
              }
            />
            <Button
              variant="secondary"
              small
              onClick={() =>
                set(
                  'discounts',
                  values.discounts.filter((_, j) => j !== i),
                )
              }
            >
              <Trans>Remove this discount</Trans>
            </Button>
          </div>
        ))}
        <div className={css.wide}>
          <Button variant="secondary" small onClick={() => set('discounts', [...values.discounts, { days: '', percentage: '' }])}>
            <Trans>Add a discount</Trans>
          </Button>
        </div>
      </fieldset>

      <div className={css.footer}>
        <FormFooter failure={failure} busy={busy} submitLabel={<Trans>Save</Trans>}>
          <Button variant="secondary" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </FormFooter>
      </div>
    </form>
  )
}
