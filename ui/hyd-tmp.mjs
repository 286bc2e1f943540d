import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
await page.addInitScript(() => {
  document.addEventListener('DOMContentLoaded', () => {
    window.__h1 = document.querySelector('h1'); window.__main = document.querySelector('main')
    window.__created = 0
    const orig = Document.prototype.createElement
    Document.prototype.createElement = function (...a) { window.__created++; return orig.apply(this, a) }
    const origNS = Document.prototype.createElementNS
    Document.prototype.createElementNS = function (...a) { window.__created++; return origNS.apply(this, a) }
  })
})
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
console.log(await page.evaluate(() => ({ sameH1: window.__h1 === document.querySelector('h1'), sameMain: window.__main === document.querySelector('main'), created: window.__created, hydrated: document.documentElement.dataset.hydrated })))
await browser.close()
