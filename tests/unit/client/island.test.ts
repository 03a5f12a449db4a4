/**
 * Islands (client/island.tsx) on the worker: once their code is loaded they render in place, inside the
 * Suspense boundary the browser keeps dehydrated until their code arrives; nothing is left for a script
 * to fill in. The browser's side (hydration after idle or interaction) is proven by the browser tests.
 */
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, loadIslands } from '../../../client/island'

function Greeting({ name }: { name: string }) {
  return createElement('p', { className: 'greeting' }, `Hallo ${name}`)
}

describe('an island on the worker', () => {
  it('renders its component in place, in a completed Suspense boundary, once the islands are loaded', async () => {
    let loads = 0
    const Island = island(async () => {
      loads++
      return Greeting
    })
    await loadIslands()
    const html = renderToString(createElement(Island, { name: 'Erika' }))
    expect(html).toBe('<!--$--><p class="greeting">Hallo Erika</p><!--/$-->')
    // Loaded once, however often it renders.
    renderToString(createElement(Island, { name: 'Max' }))
    expect(loads).toBe(1)
  })
})
