//! The word lists the offering's first words are read with.

/// Where the product phrase ends: what follows says who for, where or how.
/// "Weekend courses teaching bread" ends at "teaching": what follows says what they cover.
pub(super) const ENDS: &str = "for with in to that who which from at by on since so where near specialised \
    specialized based made via using around teaching covering including featuring offering \
    serving";

/// Openings that are not the product: the founder speaking, or a verb of selling.
pub(super) const OPENINGS: &str = "we i i'm im our my a an the do offer offers provide provides sell sells \
    run runs rent out bring deliver also offering selling providing serving";

/// What a founder who is not selling yet puts before what they will sell: "I want to offer".
pub(super) const INTENTIONS: &[&[&str]] = &[
    &["want", "to"],
    &["wants", "to"],
    &["plan", "to"],
    &["planning", "to"],
    &["hope", "to"],
    &["going", "to"],
    &["would", "like", "to"],
    &["intend", "to"],
    &["aim", "to"],
];

/// Words that deny what follows: a first clause with one says what the business does not
/// do ("we don't repair your shoes, we teach you to").
pub(super) const DENIALS: &str =
    "don't don’t dont not never no won't won’t isn't isn’t aren't aren’t";

/// Praise that names no product: "beautiful handcrafted jewellery" is handcrafted jewellery.
pub(super) const PRAISE: &str = "beautiful high-quality top-quality quality affordable best great unique \
    amazing lovely delicious awesome stunning gorgeous perfect excellent friendly reliable \
    professional fantastic wonderful top good nice cheap expert really very truly simply";

/// Openings that say the founder is speaking, so a verb's plain form after them is a verb
/// ("we repair radios"), not a noun ("repair café").
pub(super) const SPEAKERS: &[&str] = &["we", "i"];

/// Verbs of making: what is made is the product itself ("bakes sourdough bread" is "sourdough
/// bread").
pub(super) const MAKER_VERBS: &str = "make makes bake bakes brew brews roast roasts knit knits sew sews \
    build builds grow grows create creates handcraft handcrafts carve carves weave weaves import \
    imports cook cooks craft crafts forge forges throw throws pour pours";

/// Verb forms that are nouns as often as verbs ("repairs and servicing", "prints"): on their
/// own they stay the product, as before.
pub(super) const NOUNS_TOO: &str = "repair repairs print prints design designs film films details paints \
    craft crafts walks edits photographs tunes imports cooks service training catering";

/// Plain verb forms that are as often an adjective or a noun before another noun ("clean
/// candles", "film cameras", "train sets"): a verb only after "we" or "I".
pub(super) const AMBIGUOUS: &str =
    "clean film design paint wash detail service polish train print frame hire";

/// Words after a verb that come before what it works on ("sharpens your knives").
pub(super) const DETERMINERS: &str = "the a an your their our my any all people's customers'";

/// Words that end what a verb works on: a list, or how and when ("bakes bread daily").
pub(super) const AFTER_THE_OBJECT: &str = "and or of as plus daily weekly monthly locally fresh every each \
    here now today again properly quickly well professionally beautifully carefully like into \
    out up back yourself mainly mostly only just too once while when than across throughout over \
    within inside outside between after before during until under twice all";

/// Who a verb works for, not on: "we photograph couples" names no product.
pub(super) const PEOPLE: &str = "people clients customers businesses companies founders owners teams brands \
    entrepreneurs students adults kids children teens women men families parents couples you \
    them others organisations organizations startups nonprofits professionals beginners everyone \
    anyone life lives";

/// Things sold for the work, not worked on: "cleaning products", "painting workshops".
pub(super) const THINGS_FOR_IT: &str = "products supplies kits tools equipment machines gear stones \
    workshops classes courses lessons sessions tours parties retreats camps events clubs \
    services service company business studio cafe café cafes cafés shops nights agencies bars";

/// Where a made thing is no thing: "makes life easier", "makes marketing simple".
pub(super) const NOT_MADE: &str = "easy easier simple simpler fun affordable possible better faster cheaper \
    accessible happen sense difference money time sure";

/// The last words of a product phrase that name work done for the customer, not a thing.
pub(super) const SERVICE_NOUNS: &str = "repair repairs restoration editing proofreading cleaning washing \
    walking grooming design photography filming translation transcription painting printing \
    engraving installation servicing maintenance inspection tuning upholstery renovation \
    refurbishment polishing detailing removal mowing organising organizing \
    decluttering catering sharpening sitting bookkeeping accounting landscaping gardening \
    plumbing tiling copywriting videography tailoring alterations styling planning hire delivery \
    removals care collection relocation laundry artwork";

/// Who a thing is for, written before it in a list ("baby and kids clothes", "dog and cat
/// food"): the list's last word names the thing.
pub(super) const FOR_WHOM_FIRST: &str = "baby babies kids kid children child women men ladies girls boys \
    dog dogs cat cats pet pets";

/// Words too general to search for on their own.
pub(super) const GENERAL: &str = "people platform tool software business service services company shop store \
    webshop app products things stuff solutions studio coaching consulting help support online \
    home visits local small custom quality";

/// Nouns of work an offering may open with, before "of" and what the work is done on
/// ("restoration of old wooden windows").
pub(super) const WORK_OF: &str = "restoration restorations repair repairs installation \
    installations maintenance cleaning servicing service conversion conversions renovation \
    renovations refurbishment tuning inspection inspections removal preparation prep";

/// Words before the object of the work that are no part of its name ("old wooden windows").
pub(super) const NOT_OF_THE_OBJECT: &str = "old new your their the a an all any antique vintage \
    historic broken damaged worn";

/// Words that keep a phrase whole when they come before its last word: they join or qualify
/// it ("translation to english", "parts for older cars").
pub(super) const KEEPS_WHOLE: &str = "and or of for to with in on from by at older newer";

/// The last words of a product phrase that name time booked with the business.
pub(super) const SESSION_NOUNS: &str = "courses classes workshops lessons tours sessions retreats parties \
    camps events trips experiences tastings masterclasses programmes programs";
