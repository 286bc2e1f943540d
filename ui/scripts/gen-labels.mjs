// Writes src/lib/api/labels.ts: the label of every enumeration value the API document
// publishes (`x-enum-descriptions`, in the order of `enum`). Run by `npm run gen:api`.
//   node scripts/gen-labels.mjs [openapi.json] [out.ts]
import { readFileSync, writeFileSync } from 'node:fs'

const [input = 'openapi.json', output = 'src/lib/api/labels.ts'] = process.argv.slice(2)
const schemas = JSON.parse(readFileSync(input, 'utf8')).components?.schemas ?? {}

const entries = Object.entries(schemas)
  .filter(([, schema]) => Array.isArray(schema.enum) && Array.isArray(schema['x-enum-descriptions']))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, schema]) => {
    const labels = schema['x-enum-descriptions']
    if (labels.length !== schema.enum.length) throw new Error(`${name}: ${labels.length} labels for ${schema.enum.length} values`)
    const pairs = schema.enum.map((value, i) => `    ${JSON.stringify(value)}: ${JSON.stringify(labels[i])},`)
    return `  ${name}: {\n${pairs.join('\n')}\n  },`
  })

writeFileSync(
  output,
  `// Generated from openapi.json by scripts/gen-labels.mjs (\`npm run gen:api\`): do not edit.\n\n` +
    `/** How each value of the API's labelled enumerations reads to a person. */\n` +
    `export const enumLabels = {\n${entries.join('\n')}\n} as const\n`,
)
