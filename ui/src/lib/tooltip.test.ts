import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bindTooltips } from './tooltip'

function page() {
  document.body.innerHTML = `
    <button type="button" data-tooltip="Priced once, yours for good">About the price</button>
    <span tabindex="0" data-tooltip="Not taking clients yet"><button disabled>Coming Soon</button></span>`
  bindTooltips(document.body)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('tooltips', () => {
  it('show after the pointer rests 700 ms, describe their trigger, and go when it leaves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    page()
    const trigger = screen.getByRole('button', { name: 'About the price' })
    fireEvent.pointerEnter(trigger)
    act(() => vi.advanceTimersByTime(600))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Priced once, yours for good')
    expect(trigger).toHaveAccessibleDescription('Priced once, yours for good')

    fireEvent.pointerLeave(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger).not.toHaveAttribute('aria-describedby')
  })

  it('show at once for keyboard focus, and Escape hides them', async () => {
    const user = userEvent.setup()
    page()
    await user.tab()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Priced once, yours for good')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not taking clients yet')
    expect(screen.getAllByRole('tooltip')).toHaveLength(1)
  })
})
