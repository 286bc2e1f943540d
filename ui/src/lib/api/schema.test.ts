/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Vitest runs in ui/ (`npm test`).
const ui = process.cwd()

describe('the API types and labels', () => {
  it('are the types generated from the server’s OpenAPI document (ui/openapi.json)', () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'plansmith-api-')), 'schema.d.ts')
    const cli = join(ui, 'node_modules/openapi-typescript/bin/cli.js')
    execFileSync(process.execPath, [cli, 'openapi.json', '-o', fresh], { cwd: ui, stdio: 'pipe' })
    const committed = readFileSync(join(ui, 'src/lib/api/schema.d.ts'), 'utf8')
    expect(committed === readFileSync(fresh, 'utf8'), 'src/lib/api/schema.d.ts is stale: run `npm run gen:api`').toBe(true)
  })

  it('are the labels generated from the same document', () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'plansmith-labels-')), 'labels.ts')
    execFileSync(process.execPath, ['scripts/gen-labels.mjs', 'openapi.json', fresh], { cwd: ui, stdio: 'pipe' })
    const committed = readFileSync(join(ui, 'src/lib/api/labels.ts'), 'utf8')
    expect(committed === readFileSync(fresh, 'utf8'), 'src/lib/api/labels.ts is stale: run `npm run gen:api`').toBe(true)
  })
})
