import { screen } from '@testing-library/react'
import { renderPrerendered } from '@/test/prerendered'
import { bindShareButtons } from '../islands'
import { ShareButton } from './share-button'

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  // After user-event's setup, which installs its own clipboard stub.
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

async function renderShare() {
  const view = await renderPrerendered(<ShareButton title="Local SEO in a Weekend" />, { url: '/blog/3' })
  bindShareButtons(view.container)
  return view
}

describe('the Share button', () => {
  it('copies the page link and says so beside the button when there is no share sheet', async () => {
    expect('share' in navigator).toBe(false)
    const { user } = await renderShare()
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })

    await user.click(screen.getByRole('button', { name: 'Share' }))

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/3`)
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied')
  })

  it('says plainly when the link could not be copied, and shows it', async () => {
    const { user } = await renderShare()
    setClipboard(undefined)
    document.execCommand = vi.fn().mockReturnValue(false)

    await user.click(screen.getByRole('button', { name: 'Share' }))

    expect(await screen.findByRole('status')).toHaveTextContent(`Couldn’t copy the link: ${window.location.origin}/blog/3`)
  })
})
