/** Registration: the salutations and countries the form offers. */
import type { LoaderArgs } from '../load-context'
import { rethrow, staticAlternates } from '../loader-utils.server'
import type { LoaderMap } from '../table'
import type { Choice, RegisterPageData } from './params'

interface Named {
  id: string
  iso?: string
  position?: number
  translated?: { name?: string; displayName?: string }
  name?: string
  displayName?: string
}

export async function registerLoader({ request, context }: LoaderArgs): Promise<RegisterPageData> {
  const { api } = context
  // Reference data is the same for everyone: without a token the reads create no context and cache long.
  const [salutations, countries] = (await Promise.all([
    api.invoke('readSalutation post /salutation', { body: { limit: 100 } }),
    api.invoke('readCountry post /country', { body: { limit: 500 } }),
  ]).catch(rethrow)) as Array<{ elements: Named[] }>
  const countryChoices = sorted(countries!.elements)
  const germany = countries!.elements.find((country) => country.iso === 'DE')
  return {
    salutations: sorted(salutations!.elements, false),
    countries: countryChoices,
    defaultCountryId: germany?.id ?? countryChoices[0]?.id ?? '',
    alternates: staticAlternates(request) as Record<string, string>,
  }
}

/** Countries by name, salutations in their own order (Mr, Mrs, not specified). */
function sorted(entities: Named[], byName = true): Choice[] {
  const choices = [...entities]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entity) => ({
      id: entity.id,
      name: entity.translated?.name ?? entity.translated?.displayName ?? entity.name ?? entity.displayName ?? '',
    }))
  return byName ? choices.sort((a, b) => a.name.localeCompare(b.name)) : choices
}

export const loaders = { register: registerLoader } satisfies LoaderMap
