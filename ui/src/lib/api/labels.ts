// Generated from openapi.json by scripts/gen-labels.mjs (`npm run gen:api`): do not edit.

/** How each value of the API's labelled enumerations reads to a person. */
export const enumLabels = {
  BrandTone: {
    "professional": "Professional",
    "friendly": "Friendly",
    "casual": "Casual",
    "bold": "Bold",
  },
  BusinessStage: {
    "idea": "Just an idea",
    "launched": "Recently launched (0–6 months)",
    "established": "Established (6+ months)",
  },
  BusinessType: {
    "food-beverage": "Food & beverage",
    "beauty-wellness": "Beauty & wellness",
    "coaching": "Coaching or consulting",
    "freelance": "Freelance services",
    "online-store": "Online store",
    "other": "Something else",
  },
  Challenge: {
    "dont-know-where-to-start": "Doesn’t know where to start",
    "audience-doesnt-know-me": "Audience doesn’t know them yet",
    "traffic-no-sales": "Traffic but no sales",
    "marketing-not-consistent": "Marketing isn’t consistent",
    "not-enough-time": "Not enough time",
    "budget-too-small": "Budget is too small",
    "other": "Other",
  },
  CurrentMarketing: {
    "social-media": "Social media",
    "website": "A website",
    "email": "E-mail marketing",
    "ads": "Paid ads",
    "networking": "Networking & word of mouth",
    "none": "Nothing yet",
  },
  MarketingBudget: {
    "0-50": "0–50 a month",
    "50-200": "50–200 a month",
    "200-500": "200–500 a month",
    "500-plus": "500+ a month",
  },
  MarketingSupport: {
    "diy": "I’ll do it myself",
    "some-help": "Some help",
    "full-help": "Done for me",
  },
  Platform: {
    "instagram": "Instagram",
    "facebook": "Facebook",
    "tiktok": "TikTok",
    "linkedin": "LinkedIn",
    "email": "E-mail newsletter",
    "google-ads": "Google Ads",
  },
  PrimaryGoal: {
    "get-first-customers": "Get my first customers",
    "grow-audience": "Grow my audience",
    "increase-sales": "Increase sales",
    "brand-awareness": "Build brand awareness",
  },
  SellLocation: {
    "locally": "Locally",
    "nationally": "Nationally",
    "online-only": "Online only",
  },
  TimeAvailable: {
    "1-2-hours": "1–2 hours a week",
    "3-5-hours": "3–5 hours a week",
    "6-10-hours": "6–10 hours a week",
    "10-plus-hours": "More than 10 hours a week",
  },
} as const
