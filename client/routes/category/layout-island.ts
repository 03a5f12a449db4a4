/**
 * A category layout's code, one island inside another (./page.tsx defines the outer one): every category
 * page loads this small module after its first render, but the layout's renderers (./layout-view.tsx,
 * with the CMS renderer, sliders, buy box) only where a layout renders, since an island defined while
 * the islands load is loaded when it renders (client/island.tsx). The listing's first visit names one
 * file more, not the renderers' dozen.
 */
import { island } from '../../island'
import type { LayoutProps } from './layout-view'

export const LayoutView = island<LayoutProps>(() => import('./layout-view').then((m) => m.CategoryLayoutView))
