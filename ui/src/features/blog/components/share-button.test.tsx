import { screen } from '@testing-library/react'
import { renderBlog } from '../testing'
import { ShareButton } from './share-button'

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  // After renderBlog: user-event installs its own clipboard stub when it is set up.
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

describe('the Share button', () => {
  it('copies the page link and says so in a toast when there is no share sheet', async () => {
    expect('share' in navigator).toBe(false)
    const { user } = renderBlog(<ShareButton title="Local SEO in a Weekend" url="https://plansmith.test/blog/3" />)
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })

    await user.click(screen.getByRole('button', { name: 'Share' }))

    expect(writeText).toHaveBeenCalledWith('https://plansmith.test/blog/3')
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
  })

  it('says plainly when the link could not be copied', async () => {
    const { user } = renderBlog(<ShareButton title="Local SEO in a Weekend" url="https://plansmith.test/blog/3" />)
    setClipboard(undefined)
    document.execCommand = vi.fn().mockReturnValue(false)

    await user.click(screen.getByRole('button', { name: 'Share' }))

    expect(await screen.findByText('Couldn’t copy the link')).toBeInTheDocument()
    expect(screen.getByText('https://plansmith.test/blog/3')).toBeInTheDocument()
  })
})
