import { readFileSync } from 'node:fs'
import { searchPlan, vocabularyOf } from '../embedded/catalog/search'
const rows = JSON.parse(readFileSync('/tmp/terms.json', 'utf8'))[0].results
const syn = JSON.parse(readFileSync('/tmp/syn.json', 'utf8'))[0].results
const v = vocabularyOf('de-DE', { terms: rows, synonyms: syn })
for (const t of process.argv.slice(2)) console.log(JSON.stringify(searchPlan(t, v)))
