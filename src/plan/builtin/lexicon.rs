//! What the planner may call a business and what people type to find one: a noun per
//! recognised product or trade, with the searches real people make for it. A term is
//! recognised when all of its words start words of the offering (or business name); the first
//! match in the table wins, so specific terms come before general ones.

use crate::leads::model::BusinessType;

use super::super::model::Intent;

/// How a business sells, which decides its roadmap, channel jobs and KPIs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// Customers come in: a café, a bakery, a shop with a door.
    WalkIn,
    /// Customers book a time: a salon, a photographer, a trainer.
    Bookings,
    /// Customers buy online and get it shipped or downloaded.
    Shop,
    /// Clients are won in conversations: coaching, consulting, B2B services and software.
    Leads,
}

pub struct Term {
    /// Every word must start a word of the offering: "wedding photo" matches "wedding photography".
    pub words: &'static [&'static str],
    /// What a searcher calls it ("wedding photographer").
    pub noun: &'static str,
    /// People look for it nearby when the business sells locally.
    pub local: bool,
    pub model: Model,
    /// Five searches without a place, best first.
    pub searches: [(&'static str, Intent); 5],
}

use Intent::{Buy, Compare, Learn};
use Model::{Bookings, Leads, Shop, WalkIn};

macro_rules! term {
    ([$($word:literal),+], $noun:literal, $local:literal, $model:ident, [$(($phrase:literal, $intent:ident)),+ $(,)?]) => {
        Term { words: &[$($word),+], noun: $noun, local: $local, model: $model, searches: [$(($phrase, $intent)),+] }
    };
}

pub const TERMS: &[Term] = &[
    // Food and drink.
    term!(
        ["sourdough"],
        "sourdough bakery",
        true,
        WalkIn,
        [
            ("sourdough bread", Buy),
            ("fresh sourdough bread", Buy),
            ("artisan bakery", Compare),
            ("how to store sourdough bread", Learn),
            ("sourdough loaf price", Compare)
        ]
    ),
    term!(
        ["bakery"],
        "bakery",
        true,
        WalkIn,
        [
            ("fresh bread", Buy),
            ("pastry shop", Compare),
            ("birthday cake order", Buy),
            ("artisan bakery", Compare),
            ("how to keep bread fresh", Learn)
        ]
    ),
    term!(
        ["bread"],
        "bakery",
        true,
        WalkIn,
        [
            ("fresh bread", Buy),
            ("artisan bakery", Compare),
            ("bakery open sunday", Buy),
            ("how to keep bread fresh", Learn),
            ("wholegrain bread", Buy)
        ]
    ),
    term!(
        ["pastr"],
        "pastry shop",
        true,
        WalkIn,
        [
            ("pastry shop", Buy),
            ("croissants", Buy),
            ("cake shop", Compare),
            ("pastries for an office breakfast", Buy),
            ("how to reheat croissants", Learn)
        ]
    ),
    term!(
        ["cake"],
        "cake shop",
        true,
        WalkIn,
        [
            ("custom birthday cake", Buy),
            ("cake shop", Compare),
            ("wedding cake prices", Compare),
            ("cupcakes delivery", Buy),
            ("how far ahead to order a cake", Learn)
        ]
    ),
    term!(
        ["coffee", "roast"],
        "coffee roaster",
        false,
        Shop,
        [
            ("freshly roasted coffee beans", Buy),
            ("coffee subscription", Buy),
            ("specialty coffee beans", Compare),
            ("best coffee beans for espresso", Compare),
            ("how to brew pour over coffee", Learn)
        ]
    ),
    term!(
        ["coffee"],
        "coffee shop",
        true,
        WalkIn,
        [
            ("coffee shop", Buy),
            ("specialty coffee", Compare),
            ("cafe with wifi", Compare),
            ("breakfast cafe", Buy),
            ("flat white vs latte", Learn)
        ]
    ),
    term!(
        ["café"],
        "café",
        true,
        WalkIn,
        [
            ("cafe", Buy),
            ("breakfast cafe", Buy),
            ("brunch", Compare),
            ("cafe with wifi", Compare),
            ("flat white vs latte", Learn)
        ]
    ),
    term!(
        ["cafe"],
        "café",
        true,
        WalkIn,
        [
            ("cafe", Buy),
            ("breakfast cafe", Buy),
            ("brunch", Compare),
            ("cafe with wifi", Compare),
            ("flat white vs latte", Learn)
        ]
    ),
    term!(
        ["food", "truck"],
        "food truck",
        true,
        WalkIn,
        [
            ("food truck", Buy),
            ("food truck catering", Buy),
            ("street food", Compare),
            ("food truck for a party", Buy),
            ("food truck events this weekend", Learn)
        ]
    ),
    term!(
        ["cater"],
        "caterer",
        true,
        Bookings,
        [
            ("catering service", Buy),
            ("party catering", Buy),
            ("corporate catering", Compare),
            ("catering prices per person", Compare),
            ("how much food per guest", Learn)
        ]
    ),
    term!(
        ["restaurant"],
        "restaurant",
        true,
        WalkIn,
        [
            ("restaurant", Buy),
            ("dinner reservation", Buy),
            ("restaurant for a group", Compare),
            ("best lunch spot", Compare),
            ("restaurant open late", Buy)
        ]
    ),
    term!(
        ["pizz"],
        "pizzeria",
        true,
        WalkIn,
        [
            ("pizza", Buy),
            ("pizza delivery", Buy),
            ("wood fired pizza", Compare),
            ("pizza for a party", Buy),
            ("neapolitan vs new york pizza", Learn)
        ]
    ),
    term!(
        ["meal", "prep"],
        "meal prep service",
        true,
        Shop,
        [
            ("meal prep delivery", Buy),
            ("healthy meal delivery", Compare),
            ("weekly meal plan delivery", Buy),
            ("meal prep prices", Compare),
            ("high protein meal prep ideas", Learn)
        ]
    ),
    term!(
        ["chocolate"],
        "chocolatier",
        false,
        Shop,
        [
            ("handmade chocolate", Buy),
            ("chocolate gift box", Buy),
            ("artisan chocolate", Compare),
            ("chocolate delivery", Buy),
            ("how to store chocolate", Learn)
        ]
    ),
    term!(
        ["tea$"],
        "tea shop",
        false,
        Shop,
        [
            ("loose leaf tea", Buy),
            ("tea gift set", Buy),
            ("organic tea", Compare),
            ("best green tea", Compare),
            ("how to brew loose leaf tea", Learn)
        ]
    ),
    // Beauty and wellness.
    term!(
        ["nail"],
        "nail salon",
        true,
        Bookings,
        [
            ("nail salon", Buy),
            ("gel nails", Buy),
            ("manicure prices", Compare),
            ("nail art", Compare),
            ("how long do gel nails last", Learn)
        ]
    ),
    term!(
        ["lash"],
        "lash technician",
        true,
        Bookings,
        [
            ("lash extensions", Buy),
            ("lash lift", Buy),
            ("lash extensions prices", Compare),
            ("classic vs volume lashes", Compare),
            ("lash extension aftercare", Learn)
        ]
    ),
    term!(
        ["barber"],
        "barber",
        true,
        Bookings,
        [
            ("barber", Buy),
            ("mens haircut", Buy),
            ("skin fade", Compare),
            ("barber prices", Compare),
            ("how often to get a haircut", Learn)
        ]
    ),
    term!(
        ["hair"],
        "hair salon",
        true,
        Bookings,
        [
            ("hair salon", Buy),
            ("balayage", Buy),
            ("haircut prices", Compare),
            ("hairdresser for curly hair", Compare),
            ("how to make hair colour last", Learn)
        ]
    ),
    term!(
        ["massage"],
        "massage therapist",
        true,
        Bookings,
        [
            ("massage", Buy),
            ("deep tissue massage", Buy),
            ("sports massage", Compare),
            ("massage prices", Compare),
            ("massage for back pain", Learn)
        ]
    ),
    term!(
        ["yoga"],
        "yoga studio",
        true,
        Bookings,
        [
            ("yoga classes", Buy),
            ("beginner yoga class", Buy),
            ("hot yoga", Compare),
            ("yoga class prices", Compare),
            ("yoga for back pain", Learn)
        ]
    ),
    term!(
        ["pilates"],
        "pilates studio",
        true,
        Bookings,
        [
            ("pilates classes", Buy),
            ("reformer pilates", Buy),
            ("pilates for beginners", Compare),
            ("pilates class prices", Compare),
            ("pilates vs yoga", Learn)
        ]
    ),
    term!(
        ["personal", "train"],
        "personal trainer",
        true,
        Bookings,
        [
            ("personal trainer", Buy),
            ("personal training prices", Compare),
            ("online personal trainer", Compare),
            ("personal trainer for beginners", Buy),
            ("how often to work out", Learn)
        ]
    ),
    term!(
        ["fitness"],
        "fitness coach",
        true,
        Bookings,
        [
            ("personal trainer", Buy),
            ("fitness classes", Buy),
            ("personal training prices", Compare),
            ("small group training", Compare),
            ("workout plan for beginners", Learn)
        ]
    ),
    term!(
        ["skin"],
        "skincare clinic",
        true,
        Bookings,
        [
            ("facial treatment", Buy),
            ("skin clinic", Compare),
            ("facial prices", Compare),
            ("treatment for acne scars", Learn),
            ("skincare routine for dry skin", Learn)
        ]
    ),
    term!(
        ["facial"],
        "facialist",
        true,
        Bookings,
        [
            ("facial treatment", Buy),
            ("hydrafacial", Buy),
            ("facial prices", Compare),
            ("best facial for dry skin", Compare),
            ("how often to get a facial", Learn)
        ]
    ),
    term!(
        ["spa$"],
        "day spa",
        true,
        Bookings,
        [
            ("day spa", Buy),
            ("spa day for two", Buy),
            ("spa gift voucher", Buy),
            ("spa packages", Compare),
            ("what to bring to a spa", Learn)
        ]
    ),
    term!(
        ["therap"],
        "therapist",
        true,
        Bookings,
        [
            ("therapist", Buy),
            ("anxiety therapist", Buy),
            ("online therapy", Compare),
            ("therapy session cost", Compare),
            ("how to choose a therapist", Learn)
        ]
    ),
    term!(
        ["nutrition"],
        "nutritionist",
        true,
        Bookings,
        [
            ("nutritionist", Buy),
            ("online nutritionist", Compare),
            ("nutritionist consultation cost", Compare),
            ("meal plan for weight loss", Learn),
            ("dietitian vs nutritionist", Learn)
        ]
    ),
    // Coaching and consulting.
    term!(
        ["career"],
        "career coach",
        false,
        Leads,
        [
            ("career coach", Buy),
            ("career change coach", Buy),
            ("career coaching cost", Compare),
            ("how to change careers at 40", Learn),
            ("how to negotiate salary", Learn)
        ]
    ),
    term!(
        ["executive"],
        "executive coach",
        false,
        Leads,
        [
            ("executive coach", Buy),
            ("leadership coaching", Buy),
            ("executive coaching cost", Compare),
            ("executive coach vs mentor", Compare),
            ("how to be a better manager", Learn)
        ]
    ),
    term!(
        ["leadership"],
        "leadership coach",
        false,
        Leads,
        [
            ("leadership coaching", Buy),
            ("leadership coach", Buy),
            ("leadership training for managers", Compare),
            ("leadership coaching cost", Compare),
            ("how to give feedback to your team", Learn)
        ]
    ),
    term!(
        ["life", "coach"],
        "life coach",
        false,
        Leads,
        [
            ("life coach", Buy),
            ("online life coach", Buy),
            ("life coaching cost", Compare),
            ("life coach vs therapist", Compare),
            ("how to find direction in life", Learn)
        ]
    ),
    term!(
        ["business", "coach"],
        "business coach",
        false,
        Leads,
        [
            ("business coach", Buy),
            ("small business coach", Buy),
            ("business coaching cost", Compare),
            ("business coach vs consultant", Compare),
            ("how to get more clients", Learn)
        ]
    ),
    term!(
        ["marketing"],
        "marketing consultant",
        false,
        Leads,
        [
            ("marketing consultant", Buy),
            ("freelance marketing consultant", Buy),
            ("marketing consultant cost", Compare),
            ("marketing agency vs consultant", Compare),
            ("marketing plan for small business", Learn)
        ]
    ),
    term!(
        ["bookkeep"],
        "bookkeeper",
        false,
        Leads,
        [
            ("bookkeeper for small business", Buy),
            ("online bookkeeping services", Buy),
            ("bookkeeping prices", Compare),
            ("bookkeeper vs accountant", Compare),
            ("how to do bookkeeping", Learn)
        ]
    ),
    term!(
        ["accountan"],
        "accountant",
        false,
        Leads,
        [
            ("accountant for small business", Buy),
            ("accountant for freelancers", Buy),
            ("accountant fees", Compare),
            ("accountant vs tax advisor", Compare),
            ("what expenses can I claim", Learn)
        ]
    ),
    // Freelance and creative services.
    term!(
        ["wedding", "photo"],
        "wedding photographer",
        true,
        Bookings,
        [
            ("wedding photographer", Buy),
            ("documentary wedding photographer", Compare),
            ("wedding photographer prices", Compare),
            ("elopement photographer", Buy),
            ("questions to ask a wedding photographer", Learn)
        ]
    ),
    term!(
        ["photo"],
        "photographer",
        true,
        Bookings,
        [
            ("photographer", Buy),
            ("portrait photographer", Buy),
            ("family photoshoot", Buy),
            ("photographer prices", Compare),
            ("what to wear for a photoshoot", Learn)
        ]
    ),
    term!(
        ["video"],
        "videographer",
        true,
        Bookings,
        [
            ("videographer", Buy),
            ("wedding videographer", Buy),
            ("corporate video production", Compare),
            ("videographer prices", Compare),
            ("how long should a brand video be", Learn)
        ]
    ),
    term!(
        ["web", "design"],
        "web designer",
        false,
        Leads,
        [
            ("web designer for small business", Buy),
            ("freelance web designer", Buy),
            ("website design cost", Compare),
            ("web designer vs website builder", Compare),
            ("how to plan a website", Learn)
        ]
    ),
    term!(
        ["website"],
        "web designer",
        false,
        Leads,
        [
            ("website design for small business", Buy),
            ("freelance web designer", Buy),
            ("website design cost", Compare),
            ("web designer vs website builder", Compare),
            ("how to plan a website", Learn)
        ]
    ),
    term!(
        ["graphic", "design"],
        "graphic designer",
        false,
        Leads,
        [
            ("freelance graphic designer", Buy),
            ("logo design", Buy),
            ("logo design cost", Compare),
            ("brand identity design", Compare),
            ("how to write a design brief", Learn)
        ]
    ),
    term!(
        ["logo"],
        "logo designer",
        false,
        Leads,
        [
            ("logo design", Buy),
            ("freelance logo designer", Buy),
            ("logo design cost", Compare),
            ("brand identity design", Compare),
            ("how to write a design brief", Learn)
        ]
    ),
    term!(
        ["copywrit"],
        "copywriter",
        false,
        Leads,
        [
            ("freelance copywriter", Buy),
            ("website copywriter", Buy),
            ("copywriting rates", Compare),
            ("copywriter vs content writer", Compare),
            ("how to write a homepage", Learn)
        ]
    ),
    term!(
        ["translat"],
        "translator",
        false,
        Leads,
        [
            ("professional translator", Buy),
            ("certified translation", Buy),
            ("translation rates per word", Compare),
            ("translation agency vs freelancer", Compare),
            ("how to prepare a document for translation", Learn)
        ]
    ),
    term!(
        ["tutor"],
        "tutor",
        true,
        Bookings,
        [
            ("private tutor", Buy),
            ("online tutor", Buy),
            ("tutoring prices", Compare),
            ("maths tutor", Buy),
            ("how to help a child with homework", Learn)
        ]
    ),
    term!(
        ["clean"],
        "cleaning service",
        true,
        Bookings,
        [
            ("cleaning service", Buy),
            ("house cleaning", Buy),
            ("end of tenancy cleaning", Buy),
            ("cleaning service prices", Compare),
            ("how often to deep clean a house", Learn)
        ]
    ),
    term!(
        ["dog"],
        "dog care service",
        true,
        Bookings,
        [
            ("dog walker", Buy),
            ("dog sitter", Buy),
            ("dog grooming", Buy),
            ("dog walking prices", Compare),
            ("how often to walk a dog", Learn)
        ]
    ),
    // Software.
    term!(
        ["onboarding"],
        "onboarding software company",
        false,
        Leads,
        [
            ("employee onboarding software", Buy),
            ("onboarding checklist template", Learn),
            ("onboarding software for small business", Compare),
            ("best employee onboarding tools", Compare),
            ("how to onboard remote employees", Learn)
        ]
    ),
    term!(
        ["new", "hire"],
        "onboarding software company",
        false,
        Leads,
        [
            ("employee onboarding software", Buy),
            ("onboarding checklist template", Learn),
            ("onboarding software for small business", Compare),
            ("best employee onboarding tools", Compare),
            ("how to onboard remote employees", Learn)
        ]
    ),
    term!(
        ["invoic"],
        "invoicing app",
        false,
        Leads,
        [
            ("invoicing software", Buy),
            ("invoicing software for freelancers", Compare),
            ("free invoice template", Learn),
            ("best invoicing app", Compare),
            ("how to chase unpaid invoices", Learn)
        ]
    ),
    term!(
        ["schedul"],
        "scheduling app",
        false,
        Leads,
        [
            ("scheduling software", Buy),
            ("appointment scheduling app", Compare),
            ("employee scheduling software", Compare),
            ("best scheduling tool for teams", Compare),
            ("how to make a staff rota", Learn)
        ]
    ),
    term!(
        ["crm$"],
        "CRM provider",
        false,
        Leads,
        [
            ("crm for small business", Buy),
            ("simple crm", Compare),
            ("best crm for startups", Compare),
            ("crm vs spreadsheet", Learn),
            ("how to choose a crm", Learn)
        ]
    ),
    term!(
        ["saas"],
        "software company",
        false,
        Leads,
        [
            ("software for small business", Compare),
            ("saas tools for startups", Compare),
            ("workflow automation software", Buy),
            ("best productivity software", Compare),
            ("how to choose business software", Learn)
        ]
    ),
    // Products sold online.
    term!(
        ["ceramic"],
        "ceramics studio",
        false,
        Shop,
        [
            ("handmade ceramic mugs", Buy),
            ("handmade pottery", Buy),
            ("ceramic dinnerware set", Compare),
            ("handmade gifts for her", Compare),
            ("are handmade ceramics dishwasher safe", Learn)
        ]
    ),
    term!(
        ["stoneware"],
        "pottery studio",
        false,
        Shop,
        [
            ("stoneware mugs", Buy),
            ("handmade stoneware plates", Buy),
            ("stoneware vs porcelain", Compare),
            ("handmade gifts for her", Compare),
            ("is stoneware microwave safe", Learn)
        ]
    ),
    term!(
        ["tableware"],
        "pottery studio",
        false,
        Shop,
        [
            ("handmade tableware", Buy),
            ("ceramic dinner set", Buy),
            ("stoneware vs porcelain", Compare),
            ("handmade gifts for her", Compare),
            ("how to care for handmade pottery", Learn)
        ]
    ),
    term!(
        ["potter"],
        "pottery studio",
        false,
        Shop,
        [
            ("handmade pottery", Buy),
            ("handmade ceramic mugs", Buy),
            ("stoneware bowls", Compare),
            ("handmade gifts for her", Compare),
            ("how to care for handmade pottery", Learn)
        ]
    ),
    term!(
        ["jewel"],
        "jewellery maker",
        false,
        Shop,
        [
            ("handmade jewellery", Buy),
            ("gold hoop earrings", Buy),
            ("personalised necklace", Buy),
            ("sustainable jewellery brands", Compare),
            ("how to clean silver jewellery", Learn)
        ]
    ),
    term!(
        ["candle"],
        "candle maker",
        false,
        Shop,
        [
            ("soy candles", Buy),
            ("scented candle gift", Buy),
            ("non toxic candles", Compare),
            ("best scented candles", Compare),
            ("how to make a candle burn evenly", Learn)
        ]
    ),
    term!(
        ["soap"],
        "soap maker",
        false,
        Shop,
        [
            ("handmade soap", Buy),
            ("natural soap bars", Buy),
            ("soap for sensitive skin", Compare),
            ("plastic free soap", Compare),
            ("how to make soap last longer", Learn)
        ]
    ),
    term!(
        ["print"],
        "art print shop",
        false,
        Shop,
        [
            ("art prints", Buy),
            ("framed art prints", Buy),
            ("wall art for living room", Compare),
            ("affordable original art", Compare),
            ("how to hang a gallery wall", Learn)
        ]
    ),
    term!(
        ["houseplant"],
        "plant shop",
        false,
        Shop,
        [
            ("houseplants delivery", Buy),
            ("low light houseplants", Compare),
            ("rare houseplants", Buy),
            ("pet safe plants", Compare),
            ("how often to water houseplants", Learn)
        ]
    ),
    term!(
        ["cloth"],
        "clothing brand",
        false,
        Shop,
        [
            ("sustainable clothing", Compare),
            ("organic cotton t shirts", Buy),
            ("ethical clothing brands", Compare),
            ("capsule wardrobe essentials", Learn),
            ("how to wash organic cotton", Learn)
        ]
    ),
    term!(
        ["skincare"],
        "skincare brand",
        false,
        Shop,
        [
            ("natural skincare", Buy),
            ("vegan skincare", Compare),
            ("face oil for dry skin", Buy),
            ("skincare gift set", Buy),
            ("skincare routine order", Learn)
        ]
    ),
    term!(
        ["books"],
        "bookshop",
        false,
        Shop,
        [
            ("independent bookshop online", Buy),
            ("signed books", Buy),
            ("book subscription box", Compare),
            ("book gifts for readers", Compare),
            ("what to read next", Learn)
        ]
    ),
    term!(
        ["toy"],
        "toy maker",
        false,
        Shop,
        [
            ("wooden toys", Buy),
            ("montessori toys", Compare),
            ("eco friendly toys", Compare),
            ("toys for 2 year olds", Buy),
            ("how to choose safe toys", Learn)
        ]
    ),
    term!(
        ["leather", "bag"],
        "bag maker",
        false,
        Shop,
        [
            ("leather bags", Buy),
            ("handmade tote bag", Buy),
            ("sustainable bags", Compare),
            ("leather bag care", Learn),
            ("crossbody bag for travel", Compare)
        ]
    ),
];

/// What the planner calls a business's trade when no term matches, per survey type.
pub struct TypeWords {
    /// What the business sells, as a plain noun ("food and drink").
    pub offer: &'static str,
    /// What a searcher calls the business when no term names it.
    pub noun: &'static str,
    /// Customers or clients.
    pub customers: &'static str,
    /// What a customer does to buy ("order", "book").
    pub act: &'static str,
    pub local_model: Model,
    pub remote_model: Model,
    pub searches: [(&'static str, Intent); 5],
}

pub fn type_words(business_type: BusinessType) -> &'static TypeWords {
    match business_type {
        BusinessType::FoodBeverage => &TypeWords {
            offer: "food and drink",
            noun: "local food business",
            customers: "customers",
            act: "order",
            local_model: WalkIn,
            remote_model: Shop,
            searches: [
                ("local food delivery", Buy),
                ("homemade food", Compare),
                ("food gifts", Buy),
                ("catering for a small party", Buy),
                ("where to eat this weekend", Learn),
            ],
        },
        BusinessType::BeautyWellness => &TypeWords {
            offer: "treatments",
            noun: "beauty and wellness studio",
            customers: "clients",
            act: "book",
            local_model: Bookings,
            remote_model: Leads,
            searches: [
                ("wellness treatments", Buy),
                ("self care gift voucher", Buy),
                ("wellness studio", Compare),
                ("treatment prices", Compare),
                ("self care routine ideas", Learn),
            ],
        },
        BusinessType::Coaching => &TypeWords {
            offer: "coaching",
            noun: "coach",
            customers: "clients",
            act: "book a call",
            local_model: Leads,
            remote_model: Leads,
            searches: [
                ("online coach", Buy),
                ("one to one coaching", Buy),
                ("coaching session cost", Compare),
                ("coach vs mentor", Compare),
                ("how to set goals that stick", Learn),
            ],
        },
        BusinessType::Freelance => &TypeWords {
            offer: "services",
            noun: "freelancer",
            customers: "clients",
            act: "hire you",
            local_model: Leads,
            remote_model: Leads,
            searches: [
                ("freelancer for small business", Buy),
                ("hire a freelancer", Buy),
                ("freelancer rates", Compare),
                ("freelancer vs agency", Compare),
                ("how to brief a freelancer", Learn),
            ],
        },
        BusinessType::OnlineStore => &TypeWords {
            offer: "products",
            noun: "online shop",
            customers: "customers",
            act: "buy",
            local_model: Shop,
            remote_model: Shop,
            searches: [
                ("unique gifts online", Buy),
                ("independent online shop", Compare),
                ("handmade gifts", Buy),
                ("gifts for her", Compare),
                ("small business gift ideas", Learn),
            ],
        },
        BusinessType::Other => &TypeWords {
            offer: "offer",
            noun: "small business",
            customers: "customers",
            act: "get in touch",
            local_model: Bookings,
            remote_model: Leads,
            searches: [
                ("local small business", Compare),
                ("independent business", Compare),
                ("small business services", Buy),
                ("support small business", Learn),
                ("small business gift ideas", Learn),
            ],
        },
    }
}

/// The first term whose words all start words of `text` (a word ending in `$` must be the
/// whole word, or its plural), preferring terms that sell the way `model` does.
pub fn recognise(text: &str, model: Model) -> Option<&'static Term> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let has = |part: &str| match part.strip_suffix('$') {
        Some(whole) => words.iter().any(|w| w == whole || w.strip_suffix('s') == Some(whole)),
        None => words.iter().any(|w| w.starts_with(part)),
    };
    let matches = |term: &&Term| term.words.iter().all(|part| has(part));
    TERMS.iter().filter(|t| t.model == model).find(matches).or_else(|| TERMS.iter().find(matches))
}
