// Writes the interactive API docs page (/api/docs): Swagger UI from the swagger-ui-dist package,
// copied into dist/assets/ under content-hashed names (so compress.mjs precompresses them and the
// server caches them for good), and dist/_pages/api-docs.html, which loads them and points them at
// the published document, /api/openapi.json. No inline script: the page runs under the app's CSP.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const swagger = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** Copies `data` to dist/assets/<name>-<hash>.<ext> and returns its URL path. */
function asset(name, ext, data) {
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 8)
  const file = `assets/${name}-${hash}.${ext}`
  writeFileSync(join(dist, file), data)
  return `/${file}`
}

const bundle = asset('swagger-ui-bundle', 'js', readFileSync(join(swagger, 'swagger-ui-bundle.js')))
const style = asset('swagger-ui', 'css', readFileSync(join(swagger, 'swagger-ui.css')))
const start = asset('api-docs', 'js', `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', deepLinking: true })\n`)
const { version } = JSON.parse(readFileSync(join(swagger, 'package.json'), 'utf8'))

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>API documentation</title>
<link rel="stylesheet" href="${style}">
</head>
<body>
<div id="ui"></div>
<script src="${bundle}"></script>
<script src="${start}"></script>
</body>
</html>
`
mkdirSync(join(dist, '_pages'), { recursive: true })
writeFileSync(join(dist, '_pages', 'api-docs.html'), page)
console.log(`api-docs: Swagger UI ${version} -> ${bundle}, ${style}`)
