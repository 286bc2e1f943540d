//! Verbs of work done for the customer, and the noun of that work: the table the offering's
//! first words are read with.

/// Verbs of work done for the customer, in the forms founders type, and the noun of that
/// work: "sharpens knives" is "knife sharpening", "we repair vintage radios" is "vintage radio
/// repair".
pub(super) const SERVICE_VERBS: &[(&str, &str)] = &[
    ("sharpen sharpens sharpening", "sharpening"),
    ("repair repairs repairing fix fixes fixing mend mends mending", "repair"),
    ("restore restores restoring", "restoration"),
    ("edit edits editing", "editing"),
    ("proofread proofreads proofreading", "proofreading"),
    ("clean cleans cleaning", "cleaning"),
    ("wash washes washing", "washing"),
    ("walk walks walking", "walking"),
    ("groom grooms grooming", "grooming"),
    ("design designs designing", "design"),
    ("photograph photographs photographing", "photography"),
    ("film films filming", "filming"),
    ("translate translates translating", "translation"),
    ("transcribe transcribes transcribing", "transcription"),
    ("paint paints painting", "painting"),
    ("print prints printing", "printing"),
    ("engrave engraves engraving", "engraving"),
    ("install installs installing", "installation"),
    ("service servicing", "servicing"),
    ("maintain maintains maintaining", "maintenance"),
    ("inspect inspects inspecting", "inspection"),
    ("tune tunes tuning", "tuning"),
    ("upholster upholsters upholstering reupholster reupholsters", "upholstery"),
    ("renovate renovates renovating", "renovation"),
    ("refurbish refurbishes refurbishing", "refurbishment"),
    ("polish polishes polishing", "polishing"),
    ("detail details detailing", "detailing"),
    ("remove removes removing", "removal"),
    ("mow mows mowing", "mowing"),
    ("tutor tutoring", "tutoring"),
    ("train training", "training"),
    ("organise organises organising", "organising"),
    ("organize organizes organizing", "organizing"),
    ("declutter declutters decluttering", "decluttering"),
    ("cater caters catering", "catering"),
    ("write writes writing", "writing"),
];
