/**
 * Vite plugin: React DOM's streaming server (react-dom/server.edge, production build) turns every piece of
 * markup it writes into bytes with a TextEncoder call of its own: each attribute value, text and tag,
 * thousands per page. In workerd each call crosses into the runtime (~0.5 µs), ~2 ms of a product page's
 * render there. With this plugin the pieces stay strings until a chunk is written, and one call encodes
 * ~2 KB of them at once. The bytes streamed are the same (a unit test compares the two builds' streams),
 * and each flush still ends with what was rendered so far. Applied to the worker build and to the bench's
 * bare render alike.
 * @example plugins: [reactServerText(), react(), cloudflare()]
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const REACT_SERVER_BUILD = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/

/** Pieces are encoded once this many characters wait, and at every flush. */
const BATCH = 2048

/** Each rewrite: the exact text of React's build it replaces (found once) and its replacement. */
const REWRITES: Array<[string, string]> = [
  [
    'function writeChunk(destination, chunk) {\n  if (0 === chunk.byteLength) {',
    `var pendingText = [],
  pendingLength = 0;
function writePendingText(destination) {
  if (0 === pendingLength) return;
  var text = 1 === pendingText.length ? pendingText[0] : pendingText.join("");
  pendingText = [];
  pendingLength = 0;
  writeBytes(destination, textEncoder.encode(text));
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    0 < chunk.length &&
      (pendingText.push(chunk),
      (pendingLength += chunk.length),
      ${BATCH} < pendingLength && writePendingText(destination));
    return;
  }
  writePendingText(destination);
  writeBytes(destination, chunk);
}
function writeBytes(destination, chunk) {
  if (0 === chunk.byteLength) {`,
  ],
  [
    'function completeWriting(destination) {\n  currentView &&',
    'function completeWriting(destination) {\n  writePendingText(destination);\n  currentView &&',
  ],
  [
    'function stringToChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToChunk(content) {\n  return content;\n}',
  ],
  [
    'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  ],
  // A segment's size decides which boundaries go out inline: a piece's length stands for its bytes.
  [
    '      segmentByteSize += segment[i].byteLength;',
    '      segmentByteSize +=\n        "string" === typeof segment[i] ? segment[i].length : segment[i].byteLength;',
  ],
]

/** React's build with the rewrites; throws when one does not find its text (another React version). */
export function batchedServerText(code: string): string {
  return REWRITES.reduce((source, [from, to]) => {
    const at = source.indexOf(from)
    if (at < 0 || source.indexOf(from, at + 1) >= 0)
      throw new Error(`react-server-text: React's server build changed; check ${JSON.stringify(from.slice(0, 40))}`)
    return source.slice(0, at) + to + source.slice(at + from.length)
  }, code)
}

export function reactServerText(): Plugin {
  return {
    name: 'react-server-text',
    transform(code, id) {
      return REACT_SERVER_BUILD.test(id) ? { code: batchedServerText(code), map: null } : null
    },
  }
}

/** The installed React DOM's edge server build, the file this plugin rewrites. */
export function reactServerBuildFile(): string {
  const require = createRequire(import.meta.url)
  return path.join(
    path.dirname(require.resolve('react-dom/package.json')),
    'cjs',
    'react-dom-server.edge.production.js',
  )
}

/**
 * A React DOM edge server build (its CommonJS source) evaluated with `load` as its `require` (its React and
 * React DOM): for renders outside the bundle, the bench's bare render and the tests.
 */
export function serverBuild(code: string, load: (id: string) => unknown): typeof import('react-dom/server.edge') {
  const module = { exports: {} }
  const file = reactServerBuildFile()
  new Function('exports', 'require', 'module', '__filename', '__dirname', code)(
    module.exports,
    load,
    module,
    file,
    path.dirname(file),
  )
  return module.exports as typeof import('react-dom/server.edge')
}
