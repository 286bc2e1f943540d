//! `JsonBody<T>`: a JSON request body documented from `T`'s OpenAPI schema but parsed with
//! serde, so a wrong type is reported with the name of the field at fault, and read with a
//! hard size cap whether or not the client sent `Content-Length`.
//!
//! Note: the schema's validators (`max_length`, ranges) are documentation here; each handler
//! checks them itself, with a message that names the field.

use poem::{Request, RequestBody};
use poem_openapi::payload::{ParsePayload, Payload};
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use serde::de::DeserializeOwned;
use tokio::io::AsyncReadExt;

use crate::http::error::ApiError;

/// Largest request body any API endpoint accepts.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// How long a whole request body may take to arrive.
pub const BODY_READ_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(20);

/// A JSON request body documented with `T`'s schema.
macro_rules! json_payload {
    ($payload:ident) => {
        impl<T: Type> Payload for $payload<T> {
            const CONTENT_TYPE: &'static str = "application/json";

            fn check_content_type(content_type: &str) -> bool {
                is_json(content_type)
            }

            fn schema_ref() -> MetaSchemaRef {
                T::schema_ref()
            }

            fn register(registry: &mut Registry) {
                T::register(registry);
            }
        }
    };
}

pub struct JsonBody<T>(pub T);

json_payload!(JsonBody);

impl<T: Type + DeserializeOwned + Send> ParsePayload for JsonBody<T> {
    const IS_REQUIRED: bool = true;

    async fn from_request(_request: &Request, body: &mut RequestBody) -> poem::Result<Self> {
        let bytes = read_limited(body).await?;
        Ok(Self(parse_json(&bytes)?))
    }
}

poem_openapi::impl_apirequest_for_payload!(JsonBody<T>, T: Type + DeserializeOwned + Send);

/// Refuses a request whose declared body is over [`MAX_BODY_BYTES`] before it is read.
pub(crate) async fn reject_oversized(req: Request) -> poem::Result<Request> {
    // Only the operations that read a body document 413; the others never read one.
    if !matches!(
        *req.method(),
        poem::http::Method::POST | poem::http::Method::PUT | poem::http::Method::PATCH
    ) {
        return Ok(req);
    }
    let declared = req
        .headers()
        .get(poem::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|len| len > MAX_BODY_BYTES as u64) {
        return Err(too_large().into());
    }
    Ok(req)
}

fn is_json(content_type: &str) -> bool {
    content_type.parse::<mime::Mime>().is_ok_and(|m| {
        m.type_() == "application"
            && (m.subtype() == "json" || m.suffix().is_some_and(|s| s == "json"))
    })
}

/// A JSON body kept as the exact bytes received (a signature covers them), documented with
/// `T`'s schema. The same size cap applies.
pub struct RawJson<T>(pub Vec<u8>, std::marker::PhantomData<fn() -> T>);

json_payload!(RawJson);

impl<T: Type> ParsePayload for RawJson<T> {
    const IS_REQUIRED: bool = true;

    async fn from_request(_request: &Request, body: &mut RequestBody) -> poem::Result<Self> {
        Ok(Self(read_limited(body).await?, std::marker::PhantomData))
    }
}

poem_openapi::impl_apirequest_for_payload!(RawJson<T>, T: Type);

/// A JSON body the client may leave out (no body, or an empty one): `None` then. Parsed and
/// capped as [`JsonBody`].
pub struct OptionalJson<T>(pub Option<T>);

json_payload!(OptionalJson);

impl<T: Type + DeserializeOwned + Send> ParsePayload for OptionalJson<T> {
    const IS_REQUIRED: bool = false;

    async fn from_request(_request: &Request, body: &mut RequestBody) -> poem::Result<Self> {
        let bytes = read_limited(body).await?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(Self(None));
        }
        Ok(Self(Some(parse_json(&bytes)?)))
    }
}

impl<'a, T: Type + DeserializeOwned + Send> poem_openapi::ApiExtractor<'a> for OptionalJson<T> {
    const TYPES: &'static [poem_openapi::ApiExtractorType] =
        &[poem_openapi::ApiExtractorType::RequestObject];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        <Self as Payload>::register(registry);
    }

    fn request_meta() -> Option<poem_openapi::registry::MetaRequest> {
        Some(poem_openapi::registry::MetaRequest {
            description: None,
            content: vec![poem_openapi::registry::MetaMediaType {
                content_type: <Self as Payload>::CONTENT_TYPE,
                schema: <Self as Payload>::schema_ref(),
            }],
            required: false,
        })
    }

    async fn from_request(
        request: &'a Request,
        body: &mut RequestBody,
        _param_opts: poem_openapi::ExtractParamOptions<Self::ParamType>,
    ) -> poem::Result<Self> {
        match request.content_type() {
            Some(content_type) if !is_json(content_type) => {
                Err(poem_openapi::error::ContentTypeError::NotSupported {
                    content_type: content_type.to_owned(),
                }
                .into())
            }
            _ => <Self as ParsePayload>::from_request(request, body).await,
        }
    }
}

pub fn too_large() -> ApiError {
    ApiError::PayloadTooLarge(format!("Request body is larger than {} KiB", MAX_BODY_BYTES / 1024))
}

async fn read_limited(body: &mut RequestBody) -> Result<Vec<u8>, ApiError> {
    let Some(body) = body.take().ok() else { return Ok(Vec::new()) };
    let mut reader = body.into_async_read().take(MAX_BODY_BYTES as u64 + 1);
    let mut bytes = Vec::new();
    // A body that trickles in is cut off: 64 KiB takes well under this on any real link.
    tokio::time::timeout(BODY_READ_TIMEOUT, reader.read_to_end(&mut bytes))
        .await
        .map_err(|_| ApiError::BadRequest {
            message: "The request body arrived too slowly".into(),
            field: None,
        })?
        .map_err(|e| ApiError::BadRequest {
            message: format!("Could not read the request body: {e}"),
            field: None,
        })?;
    if bytes.len() > MAX_BODY_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Parses a JSON object into `T`, naming the offending field on failure.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::BadRequest {
            message: "Request body must be a JSON object".into(),
            field: None,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| ApiError::BadRequest {
        message: "Request body is not valid UTF-8".into(),
        field: None,
    })?;
    // Syntax first, then shape: a wrong type is then reported with its field, never as bad JSON.
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|err| ApiError::BadRequest {
            message: format!("Request body is not valid JSON: {err}"),
            field: None,
        })?;
    if !value.is_object() {
        return Err(ApiError::BadRequest {
            message: "Request body must be a JSON object".into(),
            field: None,
        });
    }
    serde_path_to_error::deserialize(value).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner().to_string();
        let field =
            (path != ".").then(|| path.split(['[', '.']).next().unwrap_or(&path).to_owned());
        let message = match &field {
            Some(field) => format!("Invalid value for {field}: {inner}"),
            // A missing required key is reported by serde at the top level: name it.
            None => match inner
                .strip_prefix("missing field `")
                .and_then(|rest| rest.split('`').next())
            {
                Some(missing) => return ApiError::field(missing, format!("{missing} is required")),
                None => format!("Invalid request body: {inner}"),
            },
        };
        ApiError::BadRequest { message, field }
    })
}
