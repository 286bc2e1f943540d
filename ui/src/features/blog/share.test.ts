import { shareLink } from './share'

const target = { url: 'https://plansmith.test/blog/3', title: 'Local SEO in a Weekend' }

function fakeNavigator(parts: Partial<Navigator>): Navigator {
  return parts as Navigator
}

describe('sharing a link', () => {
  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    const outcome = await shareLink(target, fakeNavigator({ share, clipboard: { writeText } as unknown as Clipboard }))
    expect(outcome).toBe('shared')
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: target.url, title: target.title }))
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'))
    const writeText = vi.fn()
    const outcome = await shareLink(target, fakeNavigator({ share, clipboard: { writeText } as unknown as Clipboard }))
    expect(outcome).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const outcome = await shareLink(target, fakeNavigator({ clipboard: { writeText } as unknown as Clipboard }))
    expect(outcome).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(target.url)
  })

  it('copies the link when the browser cannot share this data or the share sheet breaks', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const unshareable = await shareLink(
      target,
      fakeNavigator({ share: vi.fn(), canShare: () => false, clipboard: { writeText } as unknown as Clipboard }),
    )
    expect(unshareable).toBe('copied')
    const broken = await shareLink(
      target,
      fakeNavigator({
        share: vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')),
        clipboard: { writeText } as unknown as Clipboard,
      }),
    )
    expect(broken).toBe('copied')
    expect(writeText).toHaveBeenCalledTimes(2)
  })

  it('falls back to the old copy command when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    const execCommand = vi.fn().mockReturnValue(true)
    document.execCommand = execCommand
    const outcome = await shareLink(target, fakeNavigator({ clipboard: { writeText } as unknown as Clipboard }))
    expect(outcome).toBe('copied')
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('reports a failure when nothing can copy', async () => {
    document.execCommand = vi.fn().mockReturnValue(false)
    expect(await shareLink(target, fakeNavigator({}))).toBe('failed')
  })
})
