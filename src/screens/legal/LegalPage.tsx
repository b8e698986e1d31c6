import { Fragment, type ReactNode } from 'react'
import { Page } from '../../ui/Page'
import * as css from './legal.css'

/**
 * One part of a legal page, in the order shown: its heading (none for the opening part), its
 * paragraphs, then what is not a paragraph (the privacy page's list of what the device keeps).
 * Every text is the page's own <Trans>: the component adds none.
 */
export interface LegalSection {
  heading?: ReactNode
  paragraphs?: readonly ReactNode[]
  then?: ReactNode
}

/**
 * The pages a driver reads (about, terms, privacy, cookies, FAQ): one layout, fed by each page's
 * title and sections. Links in their texts take `link` of legal.css.ts.
 */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  return (
    <Page title={title}>
      <div className={css.prose}>
        {sections.map((section, i) => (
          <Fragment key={i}>
            {section.heading && <h2 className={css.h2}>{section.heading}</h2>}
            {section.paragraphs?.map((paragraph, j) => (
              <p key={j}>{paragraph}</p>
            ))}
            {section.then}
          </Fragment>
        ))}
      </div>
    </Page>
  )
}
