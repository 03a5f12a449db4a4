/**
 * `npm run mailbox`: the last mails the local shop wrote (registration opt-in, password recovery,
 * newsletter, contact), newest first, with their links, read from the outbox in the local D1 that
 * `npm start` serves. Offline no mail leaves the machine; this is where to find the confirmation link.
 *
 *   npm run mailbox                      # the last 10 mails
 *   npm run mailbox -- --last 3 --to anna@example.com --persist-to .tmp/state
 *   npm run mailbox -- --links           # only the newest mail's links, one per line (for scripts)
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { QUIET_WRANGLER } from './wrangler-env'

const ROOT = path.resolve(import.meta.dirname, '..')
const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler')

export interface MailboxEntry {
  createdAt: string
  status: string
  kind: string
  recipient: string
  subject: string
  links: string[]
}

interface MailboxRow extends Omit<MailboxEntry, 'links'> {
  links: string
}

/** The outbox query; the recipient filter is bound as a quoted literal (wrangler's --command takes no parameters). */
export function mailboxSql(last: number, to?: string): string {
  const where = to ? `WHERE lower(recipient) = lower('${to.replaceAll("'", "''")}')` : ''
  return `SELECT created_at AS createdAt, status, kind, recipient, subject, links FROM mail_outbox ${where} ORDER BY created_at DESC, rowid DESC LIMIT ${last}`
}

/** Reads the last mails of the local D1 in `stateDir` (the folder `npm start` and the seed use). */
export function readMailbox(stateDir: string, last: number, to?: string): MailboxEntry[] {
  const result = spawnSync(
    WRANGLER,
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      path.resolve(ROOT, stateDir),
      '--json',
      '--command',
      mailboxSql(last, to),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...QUIET_WRANGLER },
    },
  )
  if (result.status !== 0) {
    const output = `${result.stderr}${result.stdout}`
    if (/no such table: mail_outbox/.test(output))
      throw new Error(`No outbox in ${stateDir} yet: run \`npm start\` once (it migrates the local D1).`)
    throw new Error(`wrangler d1 execute failed (exit ${result.status}):\n${output}`)
  }
  const parsed = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as Array<{ results: MailboxRow[] }>
  return (parsed[0]?.results ?? []).map((row) => ({ ...row, links: JSON.parse(row.links) as string[] }))
}

/** One mail as the terminal shows it. */
export function formatEntry(mail: MailboxEntry): string {
  const lines = [
    `${mail.createdAt}  ${mail.kind}  [${mail.status}]`,
    `  To:      ${mail.recipient}`,
    `  Subject: ${mail.subject}`,
    ...mail.links.map((link) => `  Link:    ${link}`),
  ]
  return lines.join('\n')
}

function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      last: { type: 'string', default: '10' },
      to: { type: 'string' },
      'persist-to': { type: 'string', default: process.env.STOREFRONT_STATE_DIR ?? '.wrangler/state' },
      links: { type: 'boolean', default: false },
    },
  })
  const last = Number(values.last)
  if (!Number.isInteger(last) || last < 1)
    throw new Error(`--last must be a whole number above 0, got "${values.last}"`)
  const stateDir = values['persist-to']
  const mails = readMailbox(stateDir, values.links ? 1 : last, values.to)
  if (values.links) {
    for (const link of mails[0]?.links ?? []) console.log(link)
    return
  }
  if (!mails.length) {
    console.log(`mailbox: no mails${values.to ? ` to ${values.to}` : ''} in ${stateDir}`)
    return
  }
  console.log(mails.map(formatEntry).join('\n\n'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
