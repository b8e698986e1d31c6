import { t } from '@lingui/core/macro'

/** The widget's texts in the active language, from our catalogues (the footer is HTML the widget renders; no user text goes in it). */
export function altchaStrings(): Record<string, string> {
  const site = t`ALTCHA (official website)`
  return {
    ariaLinkLabel: site,
    cancel: t`Cancel`,
    enterCode: t`Enter the code`,
    enterCodeAria: t`Enter the code you hear. Press Space to play the audio.`,
    enterCodeFromImage: t`Enter the code from the image below to continue.`,
    error: t`Verification failed. Try again later.`,
    expired: t`Verification expired. Try again.`,
    footer: `${escapeHtml(t`Protected by`)} <a href="https://altcha.org/" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(site)}">ALTCHA</a>`,
    getAudioChallenge: t`Get an audio challenge`,
    label: t`I'm not a robot`,
    loading: t`Loading…`,
    reload: t`Reload`,
    verify: t`Verify`,
    verificationRequired: t`Verification required!`,
    verified: t`Verified`,
    verifying: t`Verifying…`,
    waitAlert: t`Verifying… please wait.`,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
