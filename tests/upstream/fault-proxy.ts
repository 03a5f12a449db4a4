/**
 * The fault-injecting upstream of decision 034: a small HTTP proxy in front of the Shopware stand-in that
 * the upstream-mode e2e tests steer from their own process. It forwards everything unchanged until a test
 * sets a fault for one Store API path: slow (held past the storefront's timeout), maintenance (Shopware's
 * 503), failing (an error status the first N times, then through). `down()` closes the port, so the
 * storefront meets a refused connection. It counts the calls per path, to prove the single retry.
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The storefront's call timeout in the upstream run (its STORE_API_TIMEOUT_MS), so a slow fault can hold
 * a call past it. Long enough for every healthy call of the journey on a busy machine.
 */
export const UPSTREAM_CALL_TIMEOUT_MS = 3_000

export type Fault =
  | { kind: 'slow'; ms: number }
  | { kind: 'maintenance' }
  | { kind: 'failing'; status: number; times: number }

/** Shopware's answer while the sales channel is in maintenance (ApiException::salesChannelInMaintenanceMode). */
const MAINTENANCE_BODY = JSON.stringify({
  errors: [
    {
      code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE',
      status: '503',
      title: 'Service Unavailable',
      detail: 'The sales channel is in maintenance mode.',
    },
  ],
})

export class FaultProxy {
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()
  private readonly faults = new Map<string, Fault>()
  private readonly calls = new Map<string, number>()

  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  /** Listens (again) on the port the storefront's STORE_API_URL names. */
  async up(): Promise<void> {
    if (this.server) return
    const server = createServer((req, res) => this.handle(req, res))
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', resolve)
    })
    this.server = server
  }

  /** Closes the port and every open connection: the storefront's next call is refused. */
  async down(): Promise<void> {
    const server = this.server
    if (!server) return
    this.server = null
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Sets the fault for one Store API path (e.g. `/store-api/search`; `*` for every path), until `clear()`. */
  set(path: string, fault: Fault): void {
    this.faults.set(path, fault)
  }

  /** Removes every fault and forgets the counted calls. */
  clear(): void {
    this.faults.clear()
    this.calls.clear()
  }

  /** How many calls reached the proxy for a path since the last `clear()`. */
  callsTo(path: string): number {
    return this.calls.get(path) ?? 0
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    this.calls.set(path, this.callsTo(path) + 1)
    const fault = this.faults.get(path) ?? this.faults.get('*')
    if (fault?.kind === 'maintenance') return void reply(res, 503, MAINTENANCE_BODY)
    if (fault?.kind === 'failing' && fault.times > 0) {
      fault.times -= 1
      return void reply(res, fault.status, failureBody(fault.status))
    }
    const pass = () => this.pass(req, res)
    if (fault?.kind === 'slow') setTimeout(pass, fault.ms)
    else pass()
  }

  private pass(req: IncomingMessage, res: ServerResponse): void {
    const upstream = forward(
      new URL(req.url ?? '/', this.target),
      { method: req.method, headers: { ...req.headers, host: this.target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }
}

function reply(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body)
}

/** An error as Shopware's ErrorResponseFactory writes one for an exception without its own code. */
const failureBody = (status: number) =>
  JSON.stringify({
    errors: [{ code: '0', status: String(status), title: 'Internal Server Error', detail: 'Injected fault.' }],
  })
