//! The founder's time zone, for the Monday e-mail: from the country their answers place them in
//! (`plan::holidays::country_of`), with the regions of the countries that span several zones,
//! else the operator's.

use crate::leads::model::NewLead;
use crate::plan::builtin::mentions;

/// Each country of the holiday table in its most populous zone.
const COUNTRIES: &[(&str, &str)] = &[
    ("AE", "Asia/Dubai"),
    ("AM", "Asia/Yerevan"),
    ("AR", "America/Argentina/Buenos_Aires"),
    ("AT", "Europe/Vienna"),
    ("AU", "Australia/Sydney"),
    ("BD", "Asia/Dhaka"),
    ("BE", "Europe/Brussels"),
    ("BG", "Europe/Sofia"),
    ("BO", "America/La_Paz"),
    ("BR", "America/Sao_Paulo"),
    ("BW", "Africa/Gaborone"),
    ("CA", "America/Toronto"),
    ("CH", "Europe/Zurich"),
    ("CI", "Africa/Abidjan"),
    ("CL", "America/Santiago"),
    ("CM", "Africa/Douala"),
    ("CN", "Asia/Shanghai"),
    ("CO", "America/Bogota"),
    ("CR", "America/Costa_Rica"),
    ("CY", "Asia/Nicosia"),
    ("CZ", "Europe/Prague"),
    ("DE", "Europe/Berlin"),
    ("DK", "Europe/Copenhagen"),
    ("DO", "America/Santo_Domingo"),
    ("DZ", "Africa/Algiers"),
    ("EC", "America/Guayaquil"),
    ("EE", "Europe/Tallinn"),
    ("EG", "Africa/Cairo"),
    ("ES", "Europe/Madrid"),
    ("ET", "Africa/Addis_Ababa"),
    ("FI", "Europe/Helsinki"),
    ("FR", "Europe/Paris"),
    ("GB", "Europe/London"),
    ("GE", "Asia/Tbilisi"),
    ("GH", "Africa/Accra"),
    ("GR", "Europe/Athens"),
    ("GT", "America/Guatemala"),
    ("HK", "Asia/Hong_Kong"),
    ("HN", "America/Tegucigalpa"),
    ("HR", "Europe/Zagreb"),
    ("HU", "Europe/Budapest"),
    ("ID", "Asia/Jakarta"),
    ("IE", "Europe/Dublin"),
    ("IL", "Asia/Jerusalem"),
    ("IN", "Asia/Kolkata"),
    ("IS", "Atlantic/Reykjavik"),
    ("IT", "Europe/Rome"),
    ("JM", "America/Jamaica"),
    ("JO", "Asia/Amman"),
    ("JP", "Asia/Tokyo"),
    ("KE", "Africa/Nairobi"),
    ("KR", "Asia/Seoul"),
    ("KZ", "Asia/Almaty"),
    ("LB", "Asia/Beirut"),
    ("LK", "Asia/Colombo"),
    ("LT", "Europe/Vilnius"),
    ("LU", "Europe/Luxembourg"),
    ("LV", "Europe/Riga"),
    ("MA", "Africa/Casablanca"),
    ("MT", "Europe/Malta"),
    ("MX", "America/Mexico_City"),
    ("MY", "Asia/Kuala_Lumpur"),
    ("NA", "Africa/Windhoek"),
    ("NG", "Africa/Lagos"),
    ("NI", "America/Managua"),
    ("NL", "Europe/Amsterdam"),
    ("NO", "Europe/Oslo"),
    ("NP", "Asia/Kathmandu"),
    ("NZ", "Pacific/Auckland"),
    ("PA", "America/Panama"),
    ("PE", "America/Lima"),
    ("PH", "Asia/Manila"),
    ("PK", "Asia/Karachi"),
    ("PL", "Europe/Warsaw"),
    ("PT", "Europe/Lisbon"),
    ("PY", "America/Asuncion"),
    ("QA", "Asia/Qatar"),
    ("RO", "Europe/Bucharest"),
    ("RS", "Europe/Belgrade"),
    ("RW", "Africa/Kigali"),
    ("SA", "Asia/Riyadh"),
    ("SE", "Europe/Stockholm"),
    ("SG", "Asia/Singapore"),
    ("SI", "Europe/Ljubljana"),
    ("SK", "Europe/Bratislava"),
    ("SN", "Africa/Dakar"),
    ("SV", "America/El_Salvador"),
    ("TH", "Asia/Bangkok"),
    ("TN", "Africa/Tunis"),
    ("TR", "Europe/Istanbul"),
    ("TT", "America/Port_of_Spain"),
    ("TW", "Asia/Taipei"),
    ("TZ", "Africa/Dar_es_Salaam"),
    ("UA", "Europe/Kyiv"),
    ("UG", "Africa/Kampala"),
    ("US", "America/New_York"),
    ("UY", "America/Montevideo"),
    ("VE", "America/Caracas"),
    ("VN", "Asia/Ho_Chi_Minh"),
    ("ZA", "Africa/Johannesburg"),
    ("ZM", "Africa/Lusaka"),
    ("ZW", "Africa/Harare"),
];

/// Regions and cities of the countries that span several zones, where the founder names one.
const REGIONS: &[(&str, &[&str], &str)] = &[
    (
        "US",
        &[
            "california",
            "los angeles",
            "san francisco",
            "san diego",
            "seattle",
            "washington state",
            "portland",
            "oregon",
            "nevada",
            "las vegas",
        ],
        "America/Los_Angeles",
    ),
    (
        "US",
        &[
            "chicago",
            "illinois",
            "texas",
            "houston",
            "dallas",
            "austin",
            "san antonio",
            "minneapolis",
            "minnesota",
            "new orleans",
            "nashville",
            "tennessee",
            "missouri",
            "wisconsin",
            "kansas city",
            "st louis",
        ],
        "America/Chicago",
    ),
    (
        "US",
        &[
            "denver",
            "colorado",
            "utah",
            "salt lake city",
            "montana",
            "new mexico",
            "albuquerque",
            "idaho",
            "boise",
        ],
        "America/Denver",
    ),
    ("US", &["arizona", "phoenix", "tucson"], "America/Phoenix"),
    ("US", &["hawaii", "honolulu"], "Pacific/Honolulu"),
    ("US", &["alaska", "anchorage"], "America/Anchorage"),
    ("CA", &["british columbia", "vancouver", "victoria"], "America/Vancouver"),
    ("CA", &["alberta", "calgary", "edmonton"], "America/Edmonton"),
    ("CA", &["saskatchewan", "regina", "saskatoon"], "America/Regina"),
    ("CA", &["manitoba", "winnipeg"], "America/Winnipeg"),
    ("CA", &["nova scotia", "halifax", "new brunswick", "prince edward island"], "America/Halifax"),
    ("CA", &["newfoundland", "st john's"], "America/St_Johns"),
    ("AU", &["western australia", "perth"], "Australia/Perth"),
    ("AU", &["south australia", "adelaide"], "Australia/Adelaide"),
    ("AU", &["queensland", "brisbane", "gold coast", "cairns"], "Australia/Brisbane"),
    ("AU", &["northern territory", "darwin"], "Australia/Darwin"),
    ("AU", &["melbourne", "victoria"], "Australia/Melbourne"),
    ("AU", &["tasmania", "hobart"], "Australia/Hobart"),
    ("BR", &["manaus", "amazonas"], "America/Manaus"),
    (
        "BR",
        &["fortaleza", "ceara", "recife", "pernambuco", "salvador", "bahia", "natal", "belem"],
        "America/Fortaleza",
    ),
    ("MX", &["tijuana", "baja california", "mexicali"], "America/Tijuana"),
    ("MX", &["cancun", "quintana roo", "playa del carmen", "tulum"], "America/Cancun"),
    ("MX", &["hermosillo", "sonora"], "America/Hermosillo"),
    ("ID", &["bali", "denpasar", "makassar", "lombok", "ubud", "canggu"], "Asia/Makassar"),
    ("ID", &["papua", "jayapura", "maluku", "ambon"], "Asia/Jayapura"),
    (
        "ES",
        &["canary islands", "canarias", "tenerife", "gran canaria", "las palmas", "lanzarote"],
        "Atlantic/Canary",
    ),
    ("PT", &["azores", "acores", "ponta delgada"], "Atlantic/Azores"),
    ("PT", &["madeira", "funchal"], "Atlantic/Madeira"),
    ("EC", &["galapagos"], "Pacific/Galapagos"),
    ("CL", &["easter island", "rapa nui"], "Pacific/Easter"),
    ("NZ", &["chatham"], "Pacific/Chatham"),
];

/// The IANA zone the founder of `lead` lives in, else `fallback` (the operator's).
pub fn of(lead: &NewLead, fallback: &str) -> String {
    let Some(country) = crate::plan::holidays::country_of(lead) else {
        return fallback.to_owned();
    };
    let place = match lead.specific_location.as_deref() {
        Some(place) => place.to_owned(),
        None => lead.own_words().join(", "),
    };
    REGIONS
        .iter()
        .filter(|(code, _, _)| *code == country)
        .find(|(_, names, _)| names.iter().any(|name| mentions(&place, name)))
        .map(|(_, _, zone)| *zone)
        .or_else(|| COUNTRIES.iter().find(|(code, _)| *code == country).map(|(_, zone)| *zone))
        .unwrap_or(fallback)
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lead(location: Option<&str>, offering: &str) -> NewLead {
        let mut lead = crate::leads::model::tests::valid_input().parse().unwrap();
        lead.specific_location = location.map(str::to_owned);
        lead.business_offering = offering.to_owned();
        lead
    }

    #[test]
    fn every_zone_is_known_to_the_embedded_database() {
        let zones = COUNTRIES.iter().map(|(_, z)| *z).chain(REGIONS.iter().map(|(_, _, z)| *z));
        for zone in zones {
            assert!(jiff::tz::TimeZone::get(zone).is_ok(), "{zone}");
        }
    }

    #[test]
    fn the_place_decides_the_zone_and_the_operators_is_the_fallback() {
        assert_eq!(of(&lead(Some("Brno, Czech Republic"), "bikes"), "UTC"), "Europe/Prague");
        assert_eq!(of(&lead(Some("Perth, Australia"), "bikes"), "UTC"), "Australia/Perth");
        assert_eq!(of(&lead(Some("Austin, Texas, USA"), "bikes"), "UTC"), "America/Chicago");
        // Sold nationally: the region they name in their own words.
        assert_eq!(
            of(&lead(None, "Flies tied in Nova Scotia, shipped across Canada"), "UTC"),
            "America/Halifax"
        );
        assert_eq!(of(&lead(None, "Online lessons"), "Europe/Paris"), "Europe/Paris");
    }
}
