/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

// Vitest runs in ui/ (`npm test`).
const features = join(process.cwd(), 'src/features')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

describe('features', () => {
  it('never import one another: pages compose them, and what they share lives in lib/ or components/', () => {
    const crossings: string[] = []
    for (const file of files(features)) {
      const own = relative(features, file).split(sep)[0]
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
        const target = spec.startsWith('.')
          ? relative(features, join(file, '..', spec)).split(sep)[0]
          : spec.match(/^@\/features\/([^/]+)/)?.[1]
        if (target && target !== own && target !== '..') crossings.push(`${relative(features, file)} imports ${spec}`)
      }
    }
    expect(crossings).toEqual([])
  })
})
