//! The newsletter's endpoints.

use std::sync::Arc;

use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Form, Html, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::repo;
use crate::config::Proxies;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::html::notice_page;
use crate::http::link_token;
use crate::http::payload::JsonBody;
use crate::http::ratelimit::{HourlyLimit, client_network};
use crate::mail::{Email, EmailAddress, Mailer};

/// Confirmation e-mails one address receives a day, however often it is signed up.
pub const CONFIRMATIONS_PER_DAY: i64 = 1;

/// Sign-up with double opt-in, and unsubscribing.
pub struct NewsletterApi {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    /// Sign-ups per client address and hour.
    pub limit: HourlyLimit,
    pub proxies: Proxies,
}

#[derive(Object, serde::Deserialize)]
pub struct SubscribeRequest {
    #[oai(validator(max_length = 254))]
    pub email: Option<String>,
}

#[derive(Object)]
pub struct Accepted {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum SubscribeResponse {
    /// A confirmation e-mail is on its way (the same answer whether or not the address was
    /// already subscribed).
    #[oai(status = 202)]
    Accepted(Json<Accepted>),
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum LinkPage {
    /// A page whose button does what the link says (opening a link changes nothing, so a
    /// mail scanner that follows every link confirms or unsubscribes no one).
    #[oai(status = 200)]
    Page(Html<String>),
    /// An unknown link: back to the blog with `?newsletter=invalid`.
    #[oai(status = 303)]
    SeeOther(#[oai(header = "Location")] String),
}

#[derive(ApiResponse)]
pub enum ConfirmResponse {
    /// Back to the blog, with the outcome in `?newsletter=` (`confirmed` or `invalid`).
    #[oai(status = 303)]
    SeeOther(#[oai(header = "Location")] String),
}

#[derive(ApiResponse)]
pub enum OneClickResponse {
    /// Unsubscribed: the button on the unsubscribe page, or a mail client's RFC 8058 one-click
    /// POST.
    #[oai(status = 200)]
    Ok(Html<String>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

/// The confirm button's form.
#[derive(Object, serde::Deserialize)]
pub struct ConfirmForm {
    #[oai(validator(max_length = 128))]
    pub token: String,
}

#[OpenApi(tag = "crate::http::openapi::Tag::Newsletter")]
impl NewsletterApi {
    /// Subscribe to the newsletter
    ///
    /// Sends a confirmation e-mail (double opt-in). The answer is the same whether or not the
    /// address is already subscribed.
    #[oai(path = "/newsletter/subscribe", method = "post", operation_id = "subscribe")]
    async fn subscribe(
        &self,
        req: &Request,
        body: JsonBody<SubscribeRequest>,
    ) -> poem::Result<SubscribeResponse> {
        let raw = body.0.email.unwrap_or_default();
        if raw.trim().is_empty() {
            return Err(ApiError::field("email", "Please enter your e-mail address").into());
        }
        let email = EmailAddress::parse(raw.trim())?;
        if let Some(network) = client_network(req, &self.proxies) {
            self.limit
                .check(network)
                .map_err(|wait| ApiError::throttled("sign-ups from your network", network, wait))?;
        }
        let mailer = self.mailer.clone();
        let fresh = [link_token::random(), link_token::random()];
        self.db
            .write(move |conn| -> Result<(), DbError> {
                let fresh = [fresh[0].as_str(), fresh[1].as_str()];
                if let repo::Subscribe::Confirm { id, token, unsubscribe_token, request } =
                    repo::subscribe(conn, &email, fresh, &now_utc())?
                {
                    let site = mailer.templates.site_url().to_owned();
                    let confirm = format!("{site}/api/newsletter/confirm?token={token}");
                    let unsubscribe =
                        format!("{site}/api/newsletter/unsubscribe?token={unsubscribe_token}");
                    let rendered = mailer.templates.newsletter_confirm(&confirm, &unsubscribe);
                    mailer.enqueue_capped(
                        conn,
                        &Email {
                            kind: "newsletter_confirm",
                            dedupe_key: format!("newsletter:{id}:confirm:{request}"),
                            to: email.to_string(),
                            subject: rendered.subject,
                            text: rendered.text,
                            html: rendered.html,
                            headers: vec![
                                ("List-Unsubscribe".into(), format!("<{unsubscribe}>")),
                                (
                                    "List-Unsubscribe-Post".into(),
                                    "List-Unsubscribe=One-Click".into(),
                                ),
                            ],
                            lead_id: None,
                            attachments: Vec::new(),
                        },
                        CONFIRMATIONS_PER_DAY,
                    )?;
                }
                Ok(())
            })
            .await?;
        self.mailer.wake();
        Ok(SubscribeResponse::Accepted(Json(Accepted {
            message: "Check your inbox to confirm your subscription.".into(),
        })))
    }

    /// The confirm link of the confirmation e-mail
    ///
    /// A page with a "Confirm my subscription" button; opening it changes nothing.
    #[oai(path = "/newsletter/confirm", method = "get", operation_id = "confirmSubscriptionPage")]
    async fn confirm_page(
        &self,
        #[oai(validator(max_length = 128))] token: Query<String>,
    ) -> poem::Result<LinkPage> {
        self.link_page(repo::Link::Confirm, &token.0).await
    }

    /// Confirm a subscription (the button on the confirm page)
    #[oai(path = "/newsletter/confirm", method = "post", operation_id = "confirmSubscription")]
    async fn confirm(&self, form: Form<ConfirmForm>) -> poem::Result<ConfirmResponse> {
        let token = link_token::check(&form.0.token)?.to_owned();
        let done = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::confirm(conn, &token, &now_utc())?))
            .await?;
        Ok(ConfirmResponse::SeeOther(format!(
            "/blog?newsletter={}",
            if done { "confirmed" } else { "invalid" }
        )))
    }

    /// The unsubscribe link of every newsletter e-mail
    ///
    /// A page with an "Unsubscribe" button; opening it changes nothing.
    #[oai(path = "/newsletter/unsubscribe", method = "get", operation_id = "unsubscribePage")]
    async fn unsubscribe_page(
        &self,
        #[oai(validator(max_length = 128))] token: Query<String>,
    ) -> poem::Result<LinkPage> {
        self.link_page(repo::Link::Unsubscribe, &token.0).await
    }

    /// Unsubscribe (the page's button, or a mail client's RFC 8058 one-click POST)
    #[oai(path = "/newsletter/unsubscribe", method = "post", operation_id = "unsubscribe")]
    async fn unsubscribe(
        &self,
        #[oai(validator(max_length = 128))] token: Query<String>,
    ) -> poem::Result<OneClickResponse> {
        let token = link_token::check(&token.0)?.to_owned();
        let done = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::unsubscribe(conn, &token, &now_utc())?))
            .await?;
        if !done {
            return Err(ApiError::NotFound("No subscription with this link".into()).into());
        }
        let page = self.page(
            "You are unsubscribed",
            "You will not receive the newsletter any more.",
            None,
        );
        Ok(OneClickResponse::Ok(Html(page)))
    }
}

impl NewsletterApi {
    async fn link_page(&self, link: repo::Link, token: &str) -> poem::Result<LinkPage> {
        let token = link_token::check(token)?.to_owned();
        let lookup = token.clone();
        let known = self.db.read(move |conn| repo::link_exists(conn, link, &lookup)).await?;
        if !known {
            return Ok(LinkPage::SeeOther("/blog?newsletter=invalid".into()));
        }
        let page = match link {
            repo::Link::Confirm => self.page(
                "Confirm your subscription",
                "One click and the newsletter is on its way to you.",
                Some(("/api/newsletter/confirm", Some(&token), "Confirm my subscription")),
            ),
            repo::Link::Unsubscribe => self.page(
                "Unsubscribe from the newsletter",
                "Press the button and you will not receive it any more.",
                Some((&format!("/api/newsletter/unsubscribe?token={token}"), None, "Unsubscribe")),
            ),
        };
        Ok(LinkPage::Page(Html(page)))
    }

    fn page(&self, title: &str, line: &str, button: Option<(&str, Option<&str>, &str)>) -> String {
        let field = |token: &str| [("token", token.to_owned())];
        let button = button.map(|(action, token, label)| {
            (action.to_owned(), token.map(field).into_iter().flatten().collect(), label)
        });
        notice_page(
            self.mailer.templates.brand(),
            title,
            line,
            button,
            ("/blog", "Back to the blog"),
        )
    }
}
