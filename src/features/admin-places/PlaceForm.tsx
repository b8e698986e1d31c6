import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { createPlace, updatePlace, type AdminPlace } from '../../lib/api/admin-places'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/constants'
import { useOnline } from '../../lib/hooks/use-online'
import { ButtonLink } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { useFormErrors } from '../../ui/form'
import { FormFooter } from '../../ui/FormFooter'
import { Notice } from '../../ui/Page'
import { toast } from '../../ui/toast'
import {
  checkPlace,
  emptyPlaceValues,
  NAME_MAX_LENGTH,
  parseCoordinate,
  parseCoordinatePair,
  placePayloadOf,
  placeRefusalOf,
  placeValuesOf,
  type PlaceFormField,
  type PlaceFormProblem,
  type PlaceFormValues,
  type PlaceRefusal,
} from './place-rules'
import * as css from './admin-places.css'

interface Props {
  /** The place to edit; none for a new place. */
  place?: AdminPlace
  /** Called with the place the server saved (the edit screen keeps its copy). */
  onSaved?: (place: AdminPlace) => void
}

/**
 * The place form (calls 53 and 55): the name in pl, fr and en, and the pick-up point's coordinates,
 * typed in their two fields or pasted whole into either ("50.06, 19.94"). Checked before sending;
 * a refusal of the server (a name another place has) is said in words beside the form, and what
 * was typed stays. Offline, nothing can be saved and the form says why.
 */
export function PlaceForm({ place, onSaved }: Props) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const online = useOnline()
  const { form, errors, setErrors, failure, setFailure, focusInvalid, showErrors } =
    useFormErrors<Partial<Record<PlaceFormField, string>>>()
  const [values, setValues] = useState<PlaceFormValues>(() => (place ? placeValuesOf(place) : emptyPlaceValues()))
  const [busy, setBusy] = useState(false)

  const languageName: Record<Language, string> = { pl: t`Polish`, fr: t`French`, en: t`English` }
  const label = (field: PlaceFormField): string => {
    if (field === 'latitude') return t`Latitude`
    if (field === 'longitude') return t`Longitude`
    const language = field.slice('name.'.length) as Language
    const languageLabel = languageName[language]
    return t`Name (${languageLabel})`
  }

  function message(field: PlaceFormField, problem: PlaceFormProblem): string {
    switch (problem) {
      case 'required':
        return t`Please fill in the field: ${label(field)}`
      case 'too-long':
        return t`At most ${NAME_MAX_LENGTH} characters.`
      case 'not-a-number':
        return t`Enter a number, such as 50.0614 (a comma works too).`
      case 'latitude-range':
        return t`The latitude goes from -90 to 90.`
      case 'longitude-range':
        return t`The longitude goes from -180 to 180.`
    }
  }

  function refusalMessage(refusal: PlaceRefusal): { field?: PlaceFormField; text: string } {
    switch (refusal.kind) {
      case 'name-taken':
        return refusal.language
          ? { field: `name.${refusal.language}`, text: t`Another place already has this name (${languageName[refusal.language]}).` }
          : { text: t`Another place already has one of these names.` }
      case 'latitude':
        return { field: 'latitude', text: t`The latitude goes from -90 to 90.` }
      case 'longitude':
        return { field: 'longitude', text: t`The longitude goes from -180 to 180.` }
      case 'name':
        return { text: t`Each name must be filled in, with at most ${NAME_MAX_LENGTH} characters.` }
      case 'other':
        return { text: t`The request was refused. Check what you typed and try again.` }
    }
  }

  const setName = (language: Language, name: string) => setValues((v) => ({ ...v, names: { ...v.names, [language]: name } }))

  /** A coordinate field: a pair pasted or typed whole ("50.06, 19.94") fills both fields. */
  function setCoordinate(field: 'latitude' | 'longitude', text: string) {
    const pair = parseCoordinate(text) === null ? parseCoordinatePair(text) : null
    setValues((v) => (pair ? { ...v, ...pair } : { ...v, [field]: text }))
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    const found: Partial<Record<PlaceFormField, string>> = {}
    for (const [field, problem] of Object.entries(checkPlace(values)) as [PlaceFormField, PlaceFormProblem][]) {
      found[field] = message(field, problem)
    }
    if (showErrors(found)) return
    if (!online) return setFailure(t`Saving needs the network. What you typed stays here: save again once you are back online.`)
    setBusy(true)
    try {
      const payload = placePayloadOf(values)
      if (place) {
        const saved = await updatePlace(place._id, payload)
        if (!saved) return setFailure(t`This place no longer exists.`)
        onSaved?.(saved)
      } else {
        const created = await createPlace(payload)
        onSaved?.(created)
      }
      toast.success(t`Changes made successfully.`)
      navigate('/admin/places')
    } catch (error) {
      if (isApiError(error, 'bad-request')) {
        const { field, text } = refusalMessage(placeRefusalOf(error.text))
        if (field) {
          // Said under the field it is about; the notice above the button points there.
          setErrors({ [field]: text })
          setFailure(t`Please fix errors.`)
          focusInvalid()
        } else setFailure(text)
      } else setFailure(apiErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className={css.form} onSubmit={save} noValidate aria-label={place ? t`Edit the place` : t`New place`}>
      {!online && (
        <Notice tone="warning">
          {place ? (
            <Trans>You are offline. This is the copy saved on this device; it cannot be changed until you are back online.</Trans>
          ) : (
            <Trans>You are offline. You can fill in the form, but creating the place needs the network.</Trans>
          )}
        </Notice>
      )}
      <fieldset className={css.fieldset} disabled={!online && !!place}>
        <legend className={css.legend}>
          <Trans>Names</Trans>
        </legend>
        <p className={`${css.wide} ${css.muted}`}>
          <Trans>Drivers see the name in their language, and find the place by it.</Trans>
        </p>
        {SUPPORTED_LANGUAGES.map((language) => (
          <TextField
            key={language}
            lang={language}
            label={label(`name.${language}`)}
            name={`name.${language}`}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            value={values.names[language]}
            error={errors[`name.${language}`]}
            onChange={(e) => setName(language, e.target.value)}
          />
        ))}
      </fieldset>
      <fieldset className={css.fieldset} disabled={!online && !!place}>
        <legend className={css.legend}>
          <Trans>Pick-up point</Trans>
        </legend>
        <p className={`${css.wide} ${css.muted}`}>
          <Trans>Type each number, or paste both at once as a map gives them, such as 50.0614, 19.9370.</Trans>
        </p>
        <TextField
          label={label('latitude')}
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          hint={t`From -90 (south) to 90 (north).`}
          value={values.latitude}
          error={errors.latitude}
          onChange={(e) => setCoordinate('latitude', e.target.value)}
        />
        <TextField
          label={label('longitude')}
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          hint={t`From -180 (west) to 180 (east).`}
          value={values.longitude}
          error={errors.longitude}
          onChange={(e) => setCoordinate('longitude', e.target.value)}
        />
      </fieldset>
      <FormFooter failure={failure} busy={busy} submitLabel={place ? <Trans>Save</Trans> : <Trans>Create the place</Trans>}>
        <ButtonLink href="/admin/places" variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
      </FormFooter>
    </form>
  )
}
