/** The lexicon: an A–Z index with each letter's terms (all, or one letter via ?letter=), and the page of one term. */
import { Fragment } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { withLeadingSlash } from '../../../shared/paths'
import { LETTERS, type LexiconEntry } from '../../../shared/store-api/content'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { withQuery } from '../../components/content/alternates'
import { useArticlePaths } from '../../components/content/article'
import { Deferred } from '../../components/ui/Deferred'
import type { Deferred as DeferredValue } from '../../types'
import { useAlternates } from '../../components/layout/Header'
import { Seo } from '../../components/ui/Seo'
import { usePrefix, useT } from '../../i18n'
import type { LexiconListData } from './types'

/** The list page's path for links to letters: the page's own path (below the locale prefix). */
const letterPath = (listPath: string, letter: string) => `${listPath}?letter=${letter.toLowerCase()}`

export function LexiconPage({ data }: { data: DeferredValue<LexiconListData> }) {
  const t = useT()
  const { pathname } = useLocation()
  const letter = useSearchParams()[0].get('letter')?.toUpperCase() || null
  const title = letter ? t('lexicon.letterTitle', { letter }) : t('lexicon.title')
  const alternates = withQuery(useAlternates(), letter ? `letter=${letter.toLowerCase()}` : '')
  return (
    <section className="content-page lexicon" aria-labelledby="lexicon-heading">
      <Seo
        title={title}
        description={letter ? `${title}: ${t('lexicon.description')}` : t('lexicon.description')}
        alternates={alternates}
      />
      <Breadcrumb
        items={
          letter ? [{ label: t('lexicon.title'), path: pathname }, { label: letter }] : [{ label: t('lexicon.title') }]
        }
      />
      <h1 id="lexicon-heading">{title}</h1>
      <p className="content-lead">{t('lexicon.intro')}</p>
      <Deferred value={data} fallback={t('lexicon.loading')}>
        {(list) => <LexiconIndex list={list} listPath={pathname} />}
      </Deferred>
    </section>
  )
}

function LexiconIndex({ list, listPath }: { list: LexiconListData; listPath: string }) {
  const t = useT()
  const counts = new Map(list.result.aggregations.letters.buckets.map((b) => [b.key, b.count]))
  const groups = new Map<string, LexiconEntry[]>()
  for (const entry of list.result.elements) groups.set(entry.letter, [...(groups.get(entry.letter) ?? []), entry])
  return (
    <>
      <nav aria-label={t('lexicon.letters')} className="lexicon-letters">
        <ul>
          <li>
            {list.letter ? (
              <Link to={listPath}>{t('lexicon.allLetters')}</Link>
            ) : (
              <span aria-current="page">{t('lexicon.allLetters')}</span>
            )}
          </li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {letter === list.letter ? (
                <span aria-current="page">{letter}</span>
              ) : counts.get(letter) ? (
                <Link to={letterPath(listPath, letter)}>{letter}</Link>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.size ? (
        [...groups].map(([letter, entries]) => (
          <section key={letter} className="lexicon-group" aria-labelledby={`lexicon-${letter}`}>
            <h2 id={`lexicon-${letter}`}>{letter}</h2>
            <dl>
              {entries.map((entry) => (
                <Fragment key={entry.id}>
                  <dt>
                    {entry.seoUrls?.[0] ? (
                      <Link to={withLeadingSlash(entry.seoUrls[0].seoPathInfo)}>{entry.name}</Link>
                    ) : (
                      entry.name
                    )}
                  </dt>
                  <dd>{entry.description}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))
      ) : (
        <p className="empty">{t('lexicon.noEntries', { letter: list.letter ?? '' })}</p>
      )}
    </>
  )
}

export function LexiconEntryPage({ data }: { data: DeferredValue<LexiconEntry> }) {
  const t = useT()
  return (
    <Deferred value={data} fallback={t('lexicon.loading')}>
      {(entry) => <LexiconEntryView entry={entry} />}
    </Deferred>
  )
}

function LexiconEntryView({ entry }: { entry: LexiconEntry }) {
  const t = useT()
  const prefix = usePrefix()
  const { origin, canonical, listPath } = useArticlePaths()
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: entry.name,
    description: entry.description,
    ...(canonical ? { url: origin + canonical } : {}),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: t('lexicon.title'), url: origin + prefix + listPath },
  }
  return (
    <article className="content-page lexicon-entry">
      <Seo
        title={entry.metaTitle || entry.name}
        description={entry.metaDescription || entry.description}
        jsonLd={jsonLd}
      />
      <Breadcrumb items={[{ label: t('lexicon.title'), path: listPath }, { label: entry.name }]} />
      <h1>{entry.name}</h1>
      <p className="content-lead">{entry.description}</p>
      <div
        className="cms-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' CMS HTML, made safe by the loader (routes/content/loader.server.ts: safeHtml)
        dangerouslySetInnerHTML={{ __html: entry.content ?? '' }}
      />
      <ul className="content-back">
        <li>
          <Link to={letterPath(listPath, entry.letter)}>{t('lexicon.moreWithLetter', { letter: entry.letter })}</Link>
        </li>
        <li>
          <Link to={listPath}>{t('lexicon.backToLexicon')}</Link>
        </li>
      </ul>
    </article>
  )
}
