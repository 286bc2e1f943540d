//! The published OpenAPI document: poem-openapi's, plus the error responses every operation
//! of a kind shares, documented here and nowhere else. Handlers return their errors as
//! `ApiError`; an operation's own response enum lists only the statuses particular to it
//! (a 404, a 409, a rate limit), each with what it means there.
//!
//! - Every operation with a body may answer 400 (the body does not parse, or a field in it is
//!   invalid), 413 (over 64 KiB) and 415 (not JSON): the body cap and the content-type check
//!   run before the handler.
//! - Every operation with parameters may answer 400 (a parameter that does not parse).
//! - Every secured operation may answer 401.
//! - Optional response fields are sent as `null`, so they are marked `nullable`.
//!
//! The same document gives the `Allow` header of 405 answers.

use std::sync::OnceLock;

use poem_openapi::Tags;
use serde_json::{Map, Value, json};

const ERROR_REF: &str = "#/components/schemas/ErrorBody";

/// The groups operations are listed under.
#[derive(Tags)]
pub enum Tag {
    /// Survey submissions and public counts
    Leads,
    /// Admin sign-in and survey submissions (bearer token)
    Admin,
    /// Plan drafts and the review-and-send workflow (bearer token)
    Strategies,
    /// The blog's newsletter: double opt-in and unsubscribe
    Newsletter,
    /// First-party, cookie-free page views and survey funnel
    Analytics,
    /// The Pro plan checkout and Stripe's webhook
    Payments,
    /// A founder's private plan page: ticks, figures and the Monday e-mails (the link's token)
    PlanPages,
}

/// How each value of an enumeration reads to a person, published beside the values as
/// `x-enum-descriptions` (the UI's labels are generated from it).
pub struct EnumLabels {
    /// The enumeration's schema name.
    pub schema: &'static str,
    /// (value, label) for every value.
    pub labels: Vec<(&'static str, &'static str)>,
}

/// Each operation of `T` as (path with `{parameter}`s, method), read from its metadata without
/// writing the document.
pub fn operations<T: poem_openapi::OpenApi>(_api: &T) -> Vec<(String, String)> {
    T::meta()
        .into_iter()
        .flat_map(|api| api.paths)
        .flat_map(|path| {
            let at = path.path;
            path.operations.into_iter().map(move |op| (at.clone(), op.method.to_string()))
        })
        .collect()
}

/// The document served at `/api/openapi.json`, written from what poem-openapi generated on
/// first use (or by the warm-up after start): labelling the enumerations takes longer than
/// everything else a start does.
pub struct Published {
    generated: String,
    labels: Vec<EnumLabels>,
    written: OnceLock<String>,
}

impl Published {
    pub fn new(generated: String, labels: Vec<EnumLabels>) -> Self {
        Self { generated, labels, written: OnceLock::new() }
    }

    /// The document, as JSON.
    pub fn spec(&self) -> &str {
        self.written.get_or_init(|| {
            augment(&self.generated, &self.labels)
                .expect("poem-openapi writes its spec as JSON")
                .to_string()
        })
    }
}

/// The spec as served at `/api/openapi.json`.
pub fn augment(spec: &str, labels: &[EnumLabels]) -> anyhow::Result<Value> {
    let mut doc: Value = serde_json::from_str(spec)?;
    for EnumLabels { schema, labels } in labels {
        let Some(object) = doc
            .pointer_mut(&format!("/components/schemas/{schema}"))
            .and_then(Value::as_object_mut)
        else {
            anyhow::bail!("no schema {schema} to label");
        };
        let values = object.get("enum").and_then(Value::as_array).cloned().unwrap_or_default();
        let descriptions = values
            .iter()
            .map(|value| {
                let label = labels
                    .iter()
                    .find(|(v, _)| Some(*v) == value.as_str())
                    .map(|(_, label)| *label);
                label
                    .map(Value::from)
                    .ok_or_else(|| anyhow::anyhow!("{schema}: no label for {value}"))
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        object.insert("x-enum-descriptions".into(), Value::Array(descriptions));
    }
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for item in paths.values_mut().filter_map(Value::as_object_mut) {
            for op in item.values_mut().filter_map(Value::as_object_mut) {
                document_layer_errors(op);
            }
        }
    }
    if let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        for schema in schemas.values_mut().filter_map(Value::as_object_mut) {
            mark_optional_nullable(schema);
        }
    }
    Ok(doc)
}

fn document_layer_errors(op: &mut Map<String, Value>) {
    let has_body = op.contains_key("requestBody");
    let has_params = op.get("parameters").and_then(Value::as_array).is_some_and(|p| !p.is_empty());
    let secured = op.get("security").and_then(Value::as_array).is_some_and(|s| !s.is_empty());
    let Some(responses) = op.entry("responses").or_insert_with(|| json!({})).as_object_mut() else {
        return;
    };
    let mut add = |status: &str, description: &str| {
        responses.entry(status.to_owned()).or_insert_with(|| {
            json!({
                "description": description,
                "content": { "application/json; charset=utf-8": { "schema": { "$ref": ERROR_REF } } }
            })
        });
    };
    if has_body {
        add("400", "The body does not parse, or a field in it is invalid; `field` names it.");
        add("413", "The request body is larger than 64 KiB.");
        add("415", "The request body is not JSON (`Content-Type: application/json`).");
    }
    if has_params {
        add("400", "A parameter is missing or does not parse.");
    }
    if secured {
        add("401", "Missing, expired or revoked token.");
    }
}

fn mark_optional_nullable(schema: &mut Map<String, Value>) {
    let required: Vec<String> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).map(str::to_owned).collect())
        .unwrap_or_default();
    let Some(properties) = schema.get_mut("properties").and_then(Value::as_object_mut) else {
        return;
    };
    for (name, property) in properties.iter_mut() {
        if required.contains(name) {
            continue;
        }
        let Some(object) = property.as_object_mut() else { continue };
        if let Some(reference) = object.remove("$ref") {
            // OpenAPI 3.0 ignores siblings of `$ref`: wrap it to say "this, or null".
            object.insert("allOf".into(), json!([{ "$ref": reference }]));
        }
        object.insert("nullable".into(), Value::Bool(true));
    }
}

/// Which methods each documented path takes, for the `Allow` header of a 405.
pub struct AllowedMethods {
    /// (path segments under `/api`, with `None` for a `{parameter}`; `Allow` value)
    routes: Vec<(Vec<Option<String>>, String)>,
}

impl AllowedMethods {
    /// From each operation's (path with `{parameter}`s, method).
    pub fn from_operations(operations: &[(String, String)]) -> Self {
        let mut routes: Vec<(Vec<Option<String>>, String)> = Vec::new();
        let mut paths: Vec<&str> = operations.iter().map(|(path, _)| path.as_str()).collect();
        paths.sort_unstable();
        paths.dedup();
        for path in paths {
            let mut methods: Vec<String> = operations
                .iter()
                .filter(|(p, _)| p == path)
                .map(|(_, method)| method.to_ascii_uppercase())
                .collect();
            if methods.iter().any(|m| m == "GET") {
                methods.push("HEAD".into());
            }
            methods.sort();
            methods.dedup();
            let segments = path
                .trim_matches('/')
                .split('/')
                .map(|s| (!(s.starts_with('{') && s.ends_with('}'))).then(|| s.to_owned()))
                .collect();
            routes.push((segments, methods.join(", ")));
        }
        Self { routes }
    }

    /// The `Allow` value for `path` (under `/api`), if it is a documented path.
    pub fn for_path(&self, path: &str) -> Option<&str> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        self.routes
            .iter()
            .find(|(pattern, _)| {
                pattern.len() == segments.len()
                    && pattern
                        .iter()
                        .zip(&segments)
                        .all(|(p, s)| p.as_deref().is_none_or(|p| p == *s))
            })
            .map(|(_, allow)| allow.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = r##"{
        "openapi": "3.0.0",
        "paths": {
            "/leads": { "post": { "requestBody": {}, "responses": { "201": {} } } },
            "/admin/strategies/{id}": {
                "get": { "parameters": [{ "name": "id", "in": "path" }], "security": [{ "AdminAuth": [] }], "responses": {} },
                "put": { "parameters": [{ "name": "id", "in": "path" }], "requestBody": {}, "responses": {} }
            }
        },
        "components": { "schemas": { "Lead": {
            "type": "object", "required": ["id"],
            "properties": { "id": { "type": "integer" }, "website": { "type": "string" }, "tone": { "$ref": "#/components/schemas/Tone" } }
        } } }
    }"##;

    #[test]
    fn shared_errors_and_nulls_are_documented() {
        let doc = augment(SPEC, &[]).unwrap();
        let leads = &doc["paths"]["/leads"]["post"]["responses"];
        assert!(leads["400"].is_object() && leads["413"].is_object() && leads["415"].is_object());
        assert!(leads["401"].is_null(), "not secured");
        let get = &doc["paths"]["/admin/strategies/{id}"]["get"]["responses"];
        assert!(get["400"].is_object() && get["401"].is_object() && get["413"].is_null());
        assert_eq!(
            leads["413"]["content"]["application/json; charset=utf-8"]["schema"]["$ref"],
            ERROR_REF
        );
        let props = &doc["components"]["schemas"]["Lead"]["properties"];
        assert_eq!(props["id"].get("nullable"), None);
        assert_eq!(props["website"]["nullable"], true);
        assert_eq!(props["tone"]["allOf"][0]["$ref"], "#/components/schemas/Tone");
    }

    #[test]
    fn allow_lists_the_methods_of_the_matching_path() {
        let operations: Vec<(String, String)> = [
            ("/leads", "POST"),
            ("/admin/strategies/{id}", "GET"),
            ("/admin/strategies/{id}", "PUT"),
        ]
        .into_iter()
        .map(|(path, method)| (path.to_owned(), method.to_owned()))
        .collect();
        let allowed = AllowedMethods::from_operations(&operations);
        assert_eq!(allowed.for_path("/admin/strategies/42"), Some("GET, HEAD, PUT"));
        assert_eq!(allowed.for_path("/leads"), Some("POST"));
        assert_eq!(allowed.for_path("/nope"), None);
        assert_eq!(allowed.for_path("/admin/strategies/42/extra"), None);
    }
}
