//! The apps and marketplaces a business lives on besides the survey's platforms (its customers
//! write on WhatsApp or LINE, it sells on Shopee or Etsy), found by name in what the founder
//! wrote. The built-in plan sets each up in its first weeks; the Pro package's checklist says
//! which settings to get right, and where.

/// An app or marketplace.
pub struct App {
    /// How founders write its name, lower case.
    pub names: &'static [&'static str],
    /// The roadmap's task that sets it up, for a founder doing it alone.
    pub task: &'static str,
    /// The settings a freelancer would be paid to get right.
    pub settings: &'static str,
    /// Where they are done.
    pub url: &'static str,
}

/// The ids of the roadmap's tasks that set the apps up, one for each app named, in the order of
/// [`APPS`].
pub const TASK_IDS: [&str; 4] = ["app-1", "app-2", "app-3", "app-4"];

pub const APPS: &[App] = &[
    App {
        names: &["whatsapp", "whats app", "wa.me", "no zap", "pelo zap", "zap zap"],
        task: "Turn your WhatsApp into a front desk: switch to WhatsApp Business, fill in the profile (hours, area, what you sell with prices), write a greeting and an away message, and put your wa.me chat link in every bio",
        settings: "WhatsApp Business: in the app's Business tools, fill in the profile (hours, address, a catalogue of what you sell with prices), turn on the greeting message, the away message and quick replies for the three questions people ask most, and put your chat link (wa.me/ and your number) in every bio",
        url: "https://business.whatsapp.com/",
    },
    App {
        names: &[
            "line oa",
            "line official account",
            "line@",
            "line account",
            "line id",
            "via line",
            "ไลน์",
            "line shopping",
        ],
        task: "Set up your LINE Official Account as the place people order and ask: a greeting for new friends, auto-replies for prices and opening hours, and its add-friend QR code on your cards, packaging and counter",
        settings: "LINE Official Account: in LINE Official Account Manager, write the greeting message new friends get, a rich menu (buttons for ordering, prices and opening hours) and auto-replies for the common questions, and print the add-friend QR code on your packaging and at your counter",
        url: "https://manager.line.biz/",
    },
    App {
        names: &["kakaotalk", "kakao talk", "kakao channel"],
        task: "Open a KakaoTalk Channel where people can ask and book: your profile with hours and prices, an auto-reply for the common questions, and its add link on your cards and in every bio",
        settings: "KakaoTalk Channel: in the Kakao Business channel manager, complete the profile (hours, address, prices), turn on one-to-one chat with an auto-reply for the common questions, and put the channel's add link in every bio and on your cards",
        url: "https://center-pf.kakao.com/",
    },
    App {
        names: &["zalo"],
        task: "Open a Zalo Official Account where people can ask and order: your profile with hours and prices, an auto-reply for the common questions, and its QR code on your cards and in every bio",
        settings: "Zalo Official Account: complete the profile (hours, address, prices), set the auto-reply and the menu of common questions, and put the account's QR code on your packaging, cards and counter",
        url: "https://oa.zalo.me/",
    },
    App {
        names: &["telegram channel", "telegram group", "on telegram", "via telegram"],
        task: "Open a Telegram channel for your news: how to order in its description, your prices in one pinned post, and its link in every bio",
        settings: "Telegram: a channel for your news, its link and how to order in the description, and one pinned post with your prices; keep questions in one chat",
        url: "https://telegram.org/",
    },
    App {
        names: &["shopee"],
        task: "Complete your Shopee shop: profile and cover picture, the chat's auto-reply, the shipping you offer, and honest processing times for anything made to order",
        settings: "Shopee: in Seller Centre, complete the shop's profile and cover picture, set the chat's auto-reply and the shipping channels you offer, and write your processing time honestly for anything made to order",
        url: "https://shopee.com/",
    },
    App {
        names: &["tokopedia"],
        task: "Complete your Tokopedia shop: its description and notes on shipping and made-to-order times, the chat's auto-reply, and the shipping services you offer",
        settings: "Tokopedia: in Seller Center, complete the shop's description and notes (shipping, made-to-order times), set the chat's auto-reply, and turn on the shipping services you offer",
        url: "https://seller.tokopedia.com/",
    },
    App {
        names: &["lazada"],
        task: "Complete your Lazada shop: profile, the chat's auto-reply, the shipping you offer, and honest processing times for anything made to order",
        settings: "Lazada: in Seller Center, complete the shop's profile, the chat's auto-reply and the shipping you offer, with honest processing times for anything made to order",
        url: "https://sellercenter.lazada.com/",
    },
    App {
        names: &["etsy"],
        task: "Tidy your Etsy shop: its About section, honest processing times and shipping, and each listing's 13 tags in the words buyers search",
        settings: "Etsy: in Shop Manager, write the shop's About section and announcement, set honest processing times and shipping profiles, and give each listing its 13 tags in the words buyers search",
        url: "https://www.etsy.com/your/shops/me/dashboard",
    },
    App {
        names: &["mercado libre", "mercadolibre", "mercado livre"],
        task: "Tidy your Mercado Libre listings: a complete seller profile, the shipping options that reach your buyers, and every listing's questions answered within the day",
        settings: "Mercado Libre: complete your seller profile and the shipping options (Mercado Envíos where it reaches you), and answer the questions on each listing within the day: answered questions sell",
        url: "https://www.mercadolibre.com/",
    },
    App {
        names: &[
            "on amazon",
            "via amazon",
            "amazon seller",
            "amazon store",
            "amazon shop",
            "amazon fba",
            "amazon listings",
        ],
        task: "Tidy your Amazon listings: each title, bullet points and search terms in the words buyers use, and your shipping and handling times",
        settings: "Amazon: in Seller Central, complete each listing's title, bullet points and search terms in the words buyers use, and set your shipping templates and handling time",
        url: "https://sellercentral.amazon.com/",
    },
];

/// The apps `text` (lower case) names as ones the business uses, in the order of [`APPS`]:
/// "we don't sell on Amazon or Etsy" names neither.
pub fn named(text: &str) -> impl Iterator<Item = &'static App> {
    APPS.iter().filter(move |app| app.names.iter().any(|name| used(text, name)))
}

/// Words that deny what follows them within a few words.
const DENIALS: &[&str] = &["not", "no", "never", "don't", "dont", "don’t", "without", "instead"];

/// `name` in `text` as words of their own (not "zap" in "zapatos"), with no denial in the
/// five words before it.
fn used(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        let whole =
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric);
        let denied = text[..at].split_whitespace().rev().take(5).any(|w| {
            DENIALS
                .contains(&w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’'))
        });
        whole && !denied
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<&'static str> {
        named(&text.to_lowercase()).map(|app| app.names[0]).collect()
    }

    #[test]
    fn an_app_is_named_by_words_of_its_own() {
        assert_eq!(names("Orders on WhatsApp and our Etsy shop"), ["whatsapp", "etsy"]);
        assert_eq!(names("Kakao Talk for bookings"), ["kakaotalk"]);
        assert_eq!(names("Pedidos pelo zap"), ["whatsapp"]);
        assert_eq!(names("Order via LINE, ID @estrela"), ["line oa"]);
        assert_eq!(names("We sell on Amazon and in our shop"), ["on amazon"]);
        // Words that only look like an app, or name something else.
        for text in [
            "Zapatos para niños, we zap old ink",
            "Chocolate aus fairem Kakao",
            "I was a line official at tennis tournaments",
            "Guided boat tours on the Amazon river",
            "A singing telegram for birthdays",
            "A lazy Sunday, a telegraph pole",
        ] {
            assert!(names(text).is_empty(), "{text}: {:?}", names(text));
        }
    }

    #[test]
    fn an_app_the_founder_denies_is_not_theirs() {
        assert!(names("We don't sell on Amazon or Etsy, only at the market").is_empty());
        assert!(names("Readers who would rather not buy from Amazon").is_empty());
    }
}
