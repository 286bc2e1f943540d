// Precompresses every hashed asset so the server can answer with .br / .gz
// chosen by Accept-Encoding, without compressing on each request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const assetsDir = fileURLToPath(new URL('../dist/assets', import.meta.url))
const MIN_SIZE = 1024
// Images and fonts are usually compressed already; keep a copy only if it is clearly smaller.
const PRECOMPRESSED_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff', '.woff2'])
const MIN_SAVING = 0.05

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (!path.endsWith('.br') && !path.endsWith('.gz')) yield path
  }
}

let written = 0
let skipped = 0
for (const file of walk(assetsDir)) {
  const size = statSync(file).size
  if (size < MIN_SIZE) {
    skipped++
    continue
  }
  const source = readFileSync(file)
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  })
  const gzip = gzipSync(source, { level: 9 })
  const precompressed = PRECOMPRESSED_EXTENSIONS.has(extname(file).toLowerCase())
  for (const [suffix, data] of [
    ['.br', brotli],
    ['.gz', gzip],
  ]) {
    if (precompressed && data.length > source.length * (1 - MIN_SAVING)) {
      skipped++
      continue
    }
    writeFileSync(file + suffix, data)
    written++
  }
  console.log(`compress: ${relative(assetsDir, file)} ${size} B -> br ${brotli.length} B, gz ${gzip.length} B`)
}
console.log(`compress: wrote ${written} files, skipped ${skipped}`)
