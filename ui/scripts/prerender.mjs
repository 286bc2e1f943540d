// Writes one HTML page per route into dist/_pages/ from dist/index.html (the client build's
// shell) and the SSR build in dist-ssr/: the public pages with their content rendered in and
// the small script that makes their interactive parts live (src/app/islands.ts) instead of
// the app's, the others (admin, checkout, 404) as the empty app shell with their own <head>. Every page has
// its title, description, canonical link and Open Graph / Twitter tags; absolute URLs start
// with a placeholder the server replaces with its configured site URL.
// dist/_pages/manifest.json tells the server which path gets which page, and which pages
// belong in sitemap.xml. Blog posts are the operator's: the server makes their pages from
// _pages/templates/blog-post.html and lists them in the sitemap itself. A founder's private
// plan page (/plan/{token}) is made from _pages/templates/plan-page.html, in no list.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const SITE_URL = '__PLANSMITH_SITE_URL__'
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const ssrEntry = fileURLToPath(new URL('../dist-ssr/entry-server.js', import.meta.url))
const pagesDir = join(dist, '_pages')

const { render, fragments, postPlaceholders, pageMeta, postMeta, planPageMeta, site, OG_IMAGE, BLOG_FEED } = await import(
  pathToFileURL(ssrEntry).href
)
// The stylesheet goes inline: a separate file would hold up the first paint by a round trip.
// (The CSP allows inline styles; only scripts must come from files.)
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
  (_, file) => `<style>${readFileSync(join(dist, file), 'utf8').replaceAll('</style', '<\\/style')}</style>`,
)
if (!template.includes('<style>')) throw new Error('prerender: dist/index.html links no stylesheet to inline')
// Nothing may load it again (vite.config.ts builds a single stylesheet for this reason).
for (const file of readdirSync(join(dist, 'assets'))) {
  if (file.endsWith('.js') && /[\w-]\.css["`']/.test(readFileSync(join(dist, 'assets', file), 'utf8'))) {
    throw new Error(`prerender: assets/${file} loads a stylesheet, but the pages carry theirs inline`)
  }
}

// The public pages' script and the chunks it imports, from Vite's build manifest, which is
// then removed: dist/ is served as it is.
const manifestFile = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestFile)) throw new Error('prerender: the client build wrote no dist/.vite/manifest.json')
const buildManifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
rmSync(join(dist, '.vite'), { recursive: true, force: true })
const islands = buildManifest['src/app/islands.ts']
if (!islands?.isEntry) throw new Error('prerender: the build has no src/app/islands.ts entry')
// Every chunk it imports, directly or through another, is preloaded: none waits for the one
// that imports it to arrive first.
const imported = new Set()
const collect = (chunk) => {
  for (const key of chunk.imports ?? []) {
    if (imported.has(key)) continue
    imported.add(key)
    collect(buildManifest[key])
  }
}
collect(islands)
const islandsTags = [
  `<script type="module" crossorigin src="/${islands.file}"></script>`,
  ...[...imported].map((key) => `<link rel="modulepreload" crossorigin href="/${buildManifest[key].file}">`),
].join('\n    ')
const appTags =
  /(?:\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>|\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">)+/
if (!appTags.test(template)) throw new Error('prerender: dist/index.html has no module script to replace')

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

function head(meta) {
  const url = `${SITE_URL}${meta.path}`
  // The page's own picture (a post's), else the operator's (og_image in site.toml) or ours, as
  // the server decides. A post's picture may be of any size: no width and height are claimed.
  const image = `${SITE_URL}${meta.image?.path ?? '__PLANSMITH_OG_IMAGE__'}`
  const imageAlt = meta.image?.alt ?? OG_IMAGE.alt
  const tags = [`<title>${escape(meta.title)}</title>`]
  const add = (attr, name, content) => tags.push(`<meta ${attr}="${name}" content="${escape(content)}" />`)
  if (meta.description) add('name', 'description', meta.description)
  if (meta.referrer) add('name', 'referrer', meta.referrer)
  if (!meta.index) {
    add('name', 'robots', 'noindex')
    return tags.join('\n    ')
  }
  tags.push(`<link rel="canonical" href="${url}" />`)
  if (meta.feed) {
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${escape(BLOG_FEED.title)}" href="${SITE_URL}${BLOG_FEED.path}" />`)
  }
  add('property', 'og:type', meta.type ?? 'website')
  add('property', 'og:site_name', site.name)
  add('property', 'og:title', meta.title)
  add('property', 'og:description', meta.description)
  add('property', 'og:url', url)
  add('property', 'og:image', image)
  if (!meta.image) {
    add('property', 'og:image:width', OG_IMAGE.width)
    add('property', 'og:image:height', OG_IMAGE.height)
  }
  add('property', 'og:image:alt', imageAlt)
  if (meta.published) add('property', 'article:published_time', meta.published)
  add('name', 'twitter:card', 'summary_large_image')
  add('name', 'twitter:title', meta.title)
  add('name', 'twitter:description', meta.description)
  add('name', 'twitter:image', image)
  add('name', 'twitter:image:alt', imageAlt)
  return tags.join('\n    ')
}

function page(meta, body) {
  const headPattern = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/
  const root = '<div id="root"></div>'
  if (!headPattern.test(template) || !template.includes(root)) {
    throw new Error('prerender: dist/index.html lacks the <title> + description or the empty #root it expects')
  }
  const html = template.replace(headPattern, () => head(meta)).replace(root, () => `<div id="root">${body}</div>`)
  return body ? html.replace(appTags, () => `\n    ${islandsTags}`) : html
}

const fileFor = (path) => `_pages/${path === '/' ? 'index' : path.slice(1)}.html`

function write(file, html) {
  const target = join(dist, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, html)
}

rmSync(pagesDir, { recursive: true, force: true })
const manifest = { pages: [], notFound: '_pages/404.html' }

// The public pages, with their content.
const publicPages = [{ meta: pageMeta.home }, { meta: pageMeta.blog }, { meta: pageMeta.privacy }, { meta: pageMeta.terms }]
for (const { meta, lastmod } of publicPages) {
  const body = await render(meta.path)
  if (!body.includes('<main')) throw new Error(`prerender: ${meta.path} rendered no <main> (got ${body.slice(0, 200)})`)
  // The CSP allows no inline script: React must not have split a boundary out to swap in later.
  if (/<script|<template/.test(body)) throw new Error(`prerender: ${meta.path} came out with an inline script or template`)
  const file = fileFor(meta.path)
  write(file, page(meta, body))
  manifest.pages.push({ path: meta.path, file, sitemap: true, ...(lastmod ? { lastmod } : {}) })
  console.log(`prerender: ${meta.path} -> ${file} (${body.length} B of HTML)`)
}

// Every blog post's page, with placeholders for the post.
{
  const meta = { ...postMeta(postPlaceholders('POST')), path: '/blog/__PLANSMITH_POST_SLUG__' }
  const body = await render('/blog/{slug}')
  if (!body.includes('__PLANSMITH_POST_BODY__')) throw new Error('prerender: the post template has no body placeholder')
  write('_pages/templates/blog-post.html', page(meta, body))
  console.log('prerender: /blog/{slug} -> _pages/templates/blog-post.html')
}

// Every founder's plan page, with placeholders for their plan: private, so in no list.
{
  const body = await render(planPageMeta.path)
  const slots = [
    'data-plan-token="__PLANSMITH_PLAN_TOKEN__"',
    ...['BUSINESS', 'WEEK', 'FOCUS', 'TASKS', 'DONE', 'PERCENT', 'WEEKS', 'KPIS', 'MAIL', 'BODY', 'PRICE'].map(
      (name) => `__PLANSMITH_PLAN_${name}__`,
    ),
  ]
  const missing = slots.filter((slot) => !body.includes(slot))
  if (missing.length) throw new Error(`prerender: the plan page template lacks ${missing.join(', ')}`)
  if (/<script|<template/.test(body)) throw new Error('prerender: the plan page came out with an inline script or template')
  write('_pages/templates/plan-page.html', page(planPageMeta, body))
  console.log('prerender: /plan/{token} -> _pages/templates/plan-page.html')
}

// The app-only pages: their own <head>, an empty #root.
for (const meta of [
  pageMeta.admin,
  pageMeta.adminLogin,
  pageMeta.adminStrategies,
  pageMeta.adminTraffic,
  pageMeta.adminOrders,
  pageMeta.checkout,
]) {
  const file = fileFor(meta.path)
  write(file, page(meta, ''))
  manifest.pages.push({ path: meta.path, file })
}
write(manifest.notFound, page(pageMeta.notFound, ''))

// The pieces the server repeats: the operator's figures, testimonials and posts, a plan's tasks,
// weeks and KPIs.
const pieces = await fragments()
for (const [name, html] of Object.entries(pieces)) {
  if (!html.includes('__PLANSMITH_')) throw new Error(`prerender: the ${name} fragment has no placeholders`)
  write(`_pages/fragments/${name}.html`, html)
}
// The server swaps this attribute, as it is, for `checked=""` or nothing.
if (!pieces['plan-task']?.includes('data-plan-checked="__PLANSMITH_K_CHECKED__"')) {
  throw new Error('prerender: the plan-task fragment lacks data-plan-checked="__PLANSMITH_K_CHECKED__"')
}

write('_pages/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`prerender: wrote ${manifest.pages.length + 1} pages and _pages/manifest.json`)
