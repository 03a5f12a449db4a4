/** The product URL's variant choice: the switch's `o` links and the form's one field per option group. */
import { describe, expect, it } from 'vitest'
import { chosenOptions, optionField } from '../../../client/routes/product/params'

describe('variant choice in the URL', () => {
  it('gives each option group a field of its own', () => {
    expect(optionField('size')).toBe('o-size')
    expect(optionField('size')).not.toBe(optionField('colour'))
  })
  it('reads the options of links (o=) and of the form without JavaScript (o-<group>=)', () => {
    expect(chosenOptions(new URLSearchParams('o=a&o=b&switched=g'))).toEqual(['a', 'b'])
    expect(chosenOptions(new URLSearchParams(`${optionField('size')}=a&${optionField('colour')}=b`))).toEqual([
      'a',
      'b',
    ])
  })
  it('ignores the page’s other parameters', () => {
    expect(chosenOptions(new URLSearchParams('order=price-asc&reviews=2&p=3'))).toEqual([])
  })
})
