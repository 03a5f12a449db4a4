/** Request bodies: only JSON objects, not too deep, and no string holding half a surrogate pair. */
import { describe, expect, it } from 'vitest'
import { parseJsonObject } from '../../../shared/json-body'

describe('parseJsonObject', () => {
  it('takes an object, and an empty body as none', () => {
    expect(parseJsonObject('{"a":[1,{"b":"c"}]}')).toEqual({ ok: true, value: { a: [1, { b: 'c' }] } })
    expect(parseJsonObject('  ')).toEqual({ ok: true, value: undefined })
  })

  it('refuses a lone surrogate in a value or a key, anywhere in the body', () => {
    for (const text of [
      '{"username":"\\ud800x"}',
      '{"username":"x\\udfff"}',
      '{"a":{"b":["ok","\\uDBFF"]}}',
      '{"\\ud800":1}',
      '{"a":"\\udc00\\ud800"}',
    ]) {
      expect(parseJsonObject(text), text).toMatchObject({ ok: false, code: 'FRAMEWORK__MALFORMED_JSON' })
    }
  })

  it('keeps whole surrogate pairs and a literal backslash-u text', () => {
    expect(parseJsonObject('{"name":"Helm \\ud83d\\udc77"}')).toEqual({ ok: true, value: { name: 'Helm 👷' } })
    expect(parseJsonObject('{"name":"\\\\ud800"}')).toEqual({ ok: true, value: { name: '\\ud800' } })
  })

  it('refuses arrays, scalars, malformed text and deep nesting', () => {
    expect(parseJsonObject('[1]')).toMatchObject({ ok: false, code: 'FRAMEWORK__INVALID_REQUEST_BODY' })
    expect(parseJsonObject('"x"')).toMatchObject({ ok: false, code: 'FRAMEWORK__INVALID_REQUEST_BODY' })
    expect(parseJsonObject('{"a":')).toMatchObject({ ok: false, code: 'FRAMEWORK__MALFORMED_JSON' })
    expect(parseJsonObject(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`)).toMatchObject({ ok: false })
  })
})
