/**
 * Vite plugin: lets the browser build drop React Router's components the app never renders. Its production
 * build names each component for React's developer tools (`Link.displayName = "Link"`) and makes most with
 * `React.forwardRef(…)` unmarked: statements a bundler must keep, so `Link`, `NavLink` and the framework's
 * route prefetching behind them stayed in every first visit although the app renders its own link
 * (client/components/ui/Link.tsx). The names go (no one reads them in production) and the calls are marked
 * pure, so what nothing imports is left out.
 * @example plugins: [pureReactRouter(), react(), cloudflare()]
 */
import type { Plugin } from 'vite'

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !REACT_ROUTER_BUILD.test(id)) return null
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|memo))\(/g, '= /* @__PURE__ */ $1('),
        map: null,
      }
    },
  }
}
