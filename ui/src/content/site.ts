/** Brand facts shared by every page. */
export const site = {
  name: 'Plansmith',
  tagline: 'Personalised marketing plans for solo founders and small businesses.',
  supportEmail: 'support@plansmith.app',
} as const
