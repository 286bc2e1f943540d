// Precompresses the build so the server can answer with .br / .gz chosen by Accept-Encoding,
// without compressing on each request, and so the binary that embeds it stays small:
// - every hashed asset gets a .br and a .gz twin; a text asset (script, stylesheet) is then
//   kept only as its twins (the server unzips the .gz for the rare client that takes neither);
// - the prerendered pages and fragments (dist/_pages/), which the server fills in with the
//   operator's brand at start, are kept gzipped only (it reads them once, then gzips its own).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const assetsDir = fileURLToPath(new URL('../dist/assets', import.meta.url))
const pagesDir = fileURLToPath(new URL('../dist/_pages', import.meta.url))
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
let dropped = 0
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
  if (!precompressed) {
    rmSync(file)
    dropped++
  }
  console.log(`compress: ${relative(assetsDir, file)} ${size} B -> br ${brotli.length} B, gz ${gzip.length} B`)
}
for (const file of walk(pagesDir)) {
  if (!file.endsWith('.html')) continue
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }))
  rmSync(file)
  written++
  dropped++
}
console.log(`compress: wrote ${written} files, skipped ${skipped}, kept ${dropped} only compressed`)
