/**
 * `npx tsx scripts/page-texts.ts`: writes worker/ssr/page-texts.gen.ts, the dictionary keys each page
 * type ships (docs/decisions/038-lean-hydration-data.md). A static scan of the keys a module graph can
 * use: every string or template literal that starts with a dictionary namespace (`'cart.empty'`,
 * `` `error.${status}.title` ``), in the module and in everything it imports (relative imports, types
 * excluded). Keys handed around as values (a notification's key, a form error's key from an action)
 * are literals somewhere in the graph too. tests/unit/client/page-texts.test.ts holds the file to the scan.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import de from '../shared/i18n/de-DE'

const root = path.resolve(import.meta.dirname, '..')
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file a relative import names, or null for packages, assets and CSS. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const ext of EXTENSIONS) {
    const file = base + ext
    if (/\.(ts|tsx)$/.test(file) && existsSync(file)) return file
  }
  return null
}

/** The modules a file imports at run time (static imports, dynamic imports, re-exports; not `import type`). */
function importsOf(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!)
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => !!f)
}

/** The namespaced keys a source mentions; a template literal's key prefix ends in `*` (`error.*`). */
function keysIn(source: string, namespaces: ReadonlySet<string>): string[] {
  const literals = [
    ...source.matchAll(/'([a-zA-Z][\w.]*)'/g),
    ...source.matchAll(/"([a-zA-Z][\w.]*)"/g),
    ...source.matchAll(/`([a-zA-Z][\w.]*)`/g),
  ].map((m) => m[1]!)
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w.]*)\$\{/g)].map((m) => `${m[1]!}*`)
  return [...literals, ...prefixes].filter((text) => text.includes('.') && namespaces.has(text.split('.')[0]!))
}

/**
 * The keys the graph of `entries` (paths relative to the project root) mentions, with the file each
 * first appears in, leaving out the modules `stopAt` names (another page's code that loads on its own).
 */
export function keysOfGraph(
  entries: string[],
  namespaces: ReadonlySet<string>,
  stopAt: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const keys = new Map<string, string>()
  const seen = new Set<string>()
  const queue = entries.map((entry) => path.join(root, entry))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || stopAt.has(path.relative(root, file))) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const key of keysIn(source, namespaces)) if (!keys.has(key)) keys.set(key, path.relative(root, file))
    queue.push(...importsOf(file, source))
  }
  return keys
}

/** Every leaf key of a dictionary, dotted. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  )
}

/** The leaf keys a scanned key stands for: itself, the subtree it names, or (`…*`) every key it begins. */
export function resolveKeys(scanned: Iterable<string>, leaves: readonly string[]): string[] {
  const out = new Set<string>()
  for (const key of scanned) {
    const prefix = key.endsWith('*') ? key.slice(0, -1) : null
    for (const leaf of leaves)
      if (prefix !== null ? leaf.startsWith(prefix) : leaf === key || leaf.startsWith(`${key}.`)) out.add(leaf)
  }
  return [...out].sort()
}

/** The page types with texts of their own: the on-demand views and the product page (in the entry). */
export const PAGE_KINDS = [
  ...readdirSync(path.join(root, 'client/routes'))
    .filter((dir) => existsSync(path.join(root, 'client/routes', dir, 'page.tsx')))
    .filter((dir) => dir !== 'root' && dir !== 'entity'),
].sort()

/** Entity pages (product, category, content) are answered by the entity route: its server modules count too. */
const ENTITY_KINDS = new Set(['product', 'category', 'content'])
const pageModule = (kind: string) => `client/routes/${kind}/page.tsx`
const serverModules = (dir: string) =>
  readdirSync(path.join(root, 'client/routes', dir))
    .filter((file) => file.endsWith('.server.ts'))
    .map((file) => `client/routes/${dir}/${file}`)

/**
 * The route folders whose worker modules answer a view's page: its own, and those its page imports from (a
 * page around a shared frame, `account-profile` around `account/`, posts to the frame folder's action).
 */
function routeFolders(kind: string): string[] {
  const file = path.join(root, pageModule(kind))
  const routes = path.join(root, 'client/routes')
  const imported = importsOf(file, readFileSync(file, 'utf8'))
    .map((f) => path.relative(routes, f).split(path.sep))
    .filter((parts) => parts.length === 2 && parts[0] !== '..')
    .map((parts) => parts[0]!)
  return [...new Set([kind, ...imported])]
}

/**
 * Views some route shows without a worker loader (the cart): a navigation to them fetches no payload,
 * so their texts must already be in the page: they ship with the shell.
 */
export function viewsWithoutPayload(): string[] {
  const table = readFileSync(path.join(root, 'client/routes/table.tsx'), 'utf8')
  const routes = [...table.matchAll(/\{\s*id: '[^']+'[^{}]*\}/g)].map((m) => m[0])
  const views = routes
    .filter((route) => !/server: true/.test(route))
    .map((route) => route.match(/view: '([^']+)'/)?.[1])
  return [...new Set(views.filter((view): view is string => !!view))].sort()
}

/** What the shell ships (the entry's code: header, footer, layouts, error pages, notifications) and each page type on top. */
export function scanPageTexts(): { shell: string[]; pages: Record<string, string[]> } {
  const leaves = leafKeys(de)
  const namespaces = new Set(Object.keys(de))
  const pages = new Set(PAGE_KINDS.map(pageModule))
  const shellKeys = keysOfGraph(['client/entry.client.tsx'], namespaces, pages)
  // The offline page reads its texts from the boot's dictionary itself (client/app-shell/shell.ts).
  const own: Record<string, string[]> = {}
  for (const kind of PAGE_KINDS) {
    const entries = [
      pageModule(kind),
      ...routeFolders(kind).flatMap(serverModules),
      ...(ENTITY_KINDS.has(kind) ? serverModules('entity') : []),
    ]
    const others = new Set([...pages].filter((page) => page !== pageModule(kind)))
    own[kind] = resolveKeys(keysOfGraph(entries, namespaces, others).keys(), leaves)
  }
  const shell = [
    ...new Set([
      ...resolveKeys([...shellKeys.keys(), 'appShell'], leaves),
      ...viewsWithoutPayload().flatMap((view) => own[view] ?? []),
    ]),
  ].sort()
  const inShell = new Set(shell)
  const result = Object.fromEntries(
    Object.entries(own).map(([kind, keys]) => [kind, keys.filter((key) => !inShell.has(key))]),
  )
  return { shell, pages: result }
}

const GENERATED = 'worker/ssr/page-texts.gen.ts'

/** The generated module's text. */
export function pageTextsModule(): string {
  const { shell, pages } = scanPageTexts()
  return `/** Generated by \`npx tsx scripts/page-texts.ts\` (a static scan of the views' keys): do not edit. */
export const SHELL_TEXTS: readonly string[] = ${JSON.stringify(shell)}

export const PAGE_TEXTS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(pages)}
`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(path.join(root, GENERATED), pageTextsModule())
  console.log(`wrote ${GENERATED}`)
}
