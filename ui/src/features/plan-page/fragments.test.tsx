import { screen, within } from '@testing-library/react'
import { fragments, render } from '@/app/entry-server'
import { fill, fillTask, renderPlanPage, SAMPLE_TOKEN, samplePlan } from './test-page'

/** Every placeholder a piece carries, in order of first appearance. */
const placeholders = (html: string) => [...new Set(html.match(/__PLANSMITH_[A-Z0-9_]+__/g))]

/** Puts a filled fragment into the document on its own. */
function show(html: string) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.replaceChildren(container)
  return container
}

describe('the plan page’s fragments, as the server receives them', () => {
  it('carry exactly the placeholders the server fills', async () => {
    const pieces = await fragments()
    expect(placeholders(pieces['plan-task']!).sort()).toEqual(
      [
        '__PLANSMITH_K_CHECKED__',
        '__PLANSMITH_K_ID__',
        '__PLANSMITH_K_INDEX__',
        '__PLANSMITH_K_META__',
        '__PLANSMITH_K_TEXT__',
        '__PLANSMITH_K_WEEK__',
      ].sort(),
    )
    expect(placeholders(pieces['plan-week']!).sort()).toEqual(
      [
        '__PLANSMITH_W_DATES__',
        '__PLANSMITH_W_DONE__',
        '__PLANSMITH_W_FOCUS__',
        '__PLANSMITH_W_STATE__',
        '__PLANSMITH_W_TASKS__',
        '__PLANSMITH_W_WEEK__',
      ].sort(),
    )
    expect(placeholders(pieces['plan-kpi']!).sort()).toEqual(
      ['HOW', 'INDEX', 'METRIC', 'T30', 'T60', 'T90', 'UNIT', 'V30', 'V60', 'V90'].map((field) => `__PLANSMITH_I_${field}__`).sort(),
    )
    for (const state of ['on', 'paused', 'off']) expect(placeholders(pieces[`plan-mail-${state}`]!)).toEqual(['__PLANSMITH_PLAN_TOKEN__'])
  })

  it('give the task’s box the checked placeholder as one attribute, which the server swaps whole', async () => {
    const task = (await fragments())['plan-task']!
    expect(task).toContain('data-plan-checked="__PLANSMITH_K_CHECKED__"')
    expect(task.match(/data-plan-checked=/g)).toHaveLength(1)
    expect(task).not.toMatch(/\schecked[=\s/>]/)

    const item = { text: 'Post 3 reels & a story', meta: '45 min · €20' }
    show(fillTask(task, 'now-3-1', 3, 1, { ...item, done: true }) + fillTask(task, 'w3-1', 3, 1, item))
    const [ticked, open] = screen.getAllByRole('checkbox', { name: 'Post 3 reels & a story' })
    expect(ticked).toBeChecked()
    expect(open).not.toBeChecked()
    expect(ticked).toHaveAttribute('id', 'plan-task-now-3-1')
    expect(open).toHaveAttribute('id', 'plan-task-w3-1')
    expect(ticked).toHaveAccessibleDescription('45 min · €20')
    expect(ticked).toHaveAttribute('data-week', '3')
    expect(ticked).toHaveAttribute('data-task', '1')
    expect(ticked).toHaveAttribute('data-plan-task')
    expect(ticked).not.toHaveAttribute('data-plan-checked')
    expect(document.querySelector(`label[for="plan-task-now-3-1"]`)).toHaveTextContent('Post 3 reels & a story')
  })

  it('make a week a disclosure with its state, dates, focus, count and tasks', async () => {
    const pieces = await fragments()
    const week = fill(pieces['plan-week']!, {
      __PLANSMITH_W_WEEK__: '4',
      __PLANSMITH_W_DATES__: 'Dec 21 – Dec 27',
      __PLANSMITH_W_FOCUS__: 'Reviews',
      __PLANSMITH_W_DONE__: '1 of 2 done',
      __PLANSMITH_W_STATE__: 'current',
      __PLANSMITH_W_TASKS__: fillTask(pieces['plan-task']!, 'w4-0', 4, 0, { text: 'Ask for reviews', meta: '20 min' }),
    })
    const container = show(week)
    const details = container.querySelector('details')!
    expect(details).toHaveAttribute('data-plan-week', '4')
    expect(details).toHaveAttribute('data-state', 'current')
    const summary = details.querySelector('summary')!
    expect(summary).toHaveTextContent('Week 4Dec 21 – Dec 27This weekReviews1 of 2 done')
    expect(details.querySelector('[data-plan-week-done]')).toHaveTextContent('1 of 2 done')
    expect(within(details).getByRole('checkbox', { name: 'Ask for reviews' })).toHaveAttribute('data-week', '4')
  })

  it('give each KPI three labelled number fields, tied to the metric and its targets', async () => {
    const kpi = fill((await fragments())['plan-kpi']!, {
      __PLANSMITH_I_INDEX__: '1',
      __PLANSMITH_I_METRIC__: 'Bookings',
      __PLANSMITH_I_UNIT__: 'per month',
      __PLANSMITH_I_HOW__: 'Count them in your calendar',
      __PLANSMITH_I_T30__: '4',
      __PLANSMITH_I_T60__: '8',
      __PLANSMITH_I_T90__: '12',
      __PLANSMITH_I_V30__: '5',
      __PLANSMITH_I_V60__: '',
      __PLANSMITH_I_V90__: '',
    })
    show(kpi)
    expect(screen.getByRole('heading', { level: 3, name: 'Bookings' })).toBeInTheDocument()
    const days = [30, 60, 90].map((day) => screen.getByRole('spinbutton', { name: `Day ${day}: your figure for Bookings` }))
    expect(days.map((field) => (field as HTMLInputElement).value)).toEqual(['5', '', ''])
    days.forEach((field, index) => {
      expect(field).toHaveAttribute('type', 'number')
      expect(field).toHaveAttribute('inputmode', 'decimal')
      expect(field).toHaveAttribute('step', 'any')
      expect(field).toHaveAttribute('min', '0')
      expect(field).toHaveAttribute('data-plan-figure')
      expect(field).toHaveAttribute('data-kpi', '1')
      expect(field).toHaveAttribute('data-day', String([30, 60, 90][index]))
      expect(field).toHaveAccessibleDescription(`Target: ${[4, 8, 12][index]}`)
    })
    expect(new Set(days.map((field) => field.id)).size).toBe(3)
  })

  it('post the Monday e-mails’ button to the page’s own address', async () => {
    const pieces = await fragments()
    const forms = {
      on: ['unsubscribe', 'Stop the Monday e-mails', 'Every Monday you get a short e-mail with the week’s tasks.'],
      paused: ['resume', 'Keep sending them', 'Your Monday e-mails are paused: nothing was ticked for three weeks.'],
      off: ['resume', 'Send them again', 'You stopped the Monday e-mails.'],
    } as const
    for (const [state, [action, button, text]] of Object.entries(forms)) {
      const container = show(fill(pieces[`plan-mail-${state}`]!, { __PLANSMITH_PLAN_TOKEN__: SAMPLE_TOKEN }))
      expect(container).toHaveTextContent(text)
      const form = container.querySelector('form')!
      expect(form).toHaveAttribute('method', 'post')
      const back = state === 'on' ? '?from=page' : ''
      expect(form).toHaveAttribute('action', `/api/plan-pages/${SAMPLE_TOKEN}/${action}${back}`)
      expect(within(form).getByRole('button', { name: button })).toHaveAttribute('type', 'submit')
    }
  })
})

describe('the plan page template', () => {
  it('carries every slot of the page, the token on its main element and nothing inline to run', async () => {
    const html = await render('/plan/{token}')
    for (const slot of ['BUSINESS', 'WEEK', 'FOCUS', 'TASKS', 'DONE', 'PERCENT', 'WEEKS', 'KPIS', 'MAIL', 'BODY', 'PRICE']) {
      expect(html).toContain(`__PLANSMITH_PLAN_${slot}__`)
    }
    expect(html).toMatch(/<main[^>]*data-plan-token="__PLANSMITH_PLAN_TOKEN__"/)
    expect(html).not.toMatch(/<script|<template/)
  })

  it('shows the plan filled in: week, progress, tasks, the Pro offer, weeks, KPIs, calendar, e-mails and the whole plan', async () => {
    await renderPlanPage()
    expect(screen.getByRole('main')).toHaveAttribute('data-plan-token', SAMPLE_TOKEN)
    expect(screen.getByRole('heading', { level: 1, name: 'Your marketing plan for Oficina Azul' })).toBeInTheDocument()
    expect(screen.getByText('Week 3 of 13 · Dec 14 – Dec 20')).toBeInTheDocument()
    const progress = screen.getByRole('progressbar', { name: 'Your progress' })
    expect(progress).toHaveAttribute('value', '7')
    expect(progress).toHaveAccessibleDescription('3 of 39 tasks done · 7%')

    const now = screen.getByRole('group', { name: 'This week’s tasks' })
    const boxes = within(now).getAllByRole('checkbox')
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false])
    expect(within(now).getByRole('checkbox', { name: 'Week 3: post 3 reels <showing a repair>' })).toHaveAccessibleDescription(
      '1 h 30 min · €20',
    )
    expect(screen.getByText('Get found on Google', { selector: 'p' })).toBeInTheDocument()

    expect(screen.getByRole('link', { name: 'Get the Pro package for €99' })).toHaveAttribute('href', '/checkout')
    expect(document.querySelectorAll('details[data-plan-week]')).toHaveLength(13)
    expect(document.querySelector('details[data-plan-week="3"]')).toHaveAttribute('data-state', 'current')
    expect(document.querySelector('details[data-plan-week="1"]')).toHaveAttribute('data-state', 'past')
    expect(screen.getAllByRole('spinbutton')).toHaveLength(6)
    expect(screen.getByRole('link', { name: 'Add the weekly tasks to your calendar' })).toHaveAttribute(
      'href',
      `/plan/${SAMPLE_TOKEN}/calendar.ics`,
    )
    expect(screen.getByText(`https://plans.example/plan/${SAMPLE_TOKEN}/calendar.ics`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stop the Monday e-mails' })).toBeInTheDocument()
    const whole = screen.getByRole('region', { name: 'Your whole plan' })
    expect(within(whole).getByRole('heading', { level: 2, name: 'Summary & positioning' })).toBeInTheDocument()
    expect(within(whole).getByRole('table')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    // Every id on the page is unique, the two boxes of each task included.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.length).toBe(new Set(ids).size)
  })

  it('says so when there is nothing to tick this week', async () => {
    await renderPlanPage({ ...samplePlan, current: 0, weekLine: 'Your plan starts on Monday, December 7' })
    expect(screen.getByText('Your plan starts on Monday, December 7')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'This week’s tasks' })).queryAllByRole('checkbox')).toHaveLength(0)
  })
})
