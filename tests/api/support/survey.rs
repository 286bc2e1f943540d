use serde_json::Value;

/// A complete, valid survey as the browser sends it: tests/fixtures/survey.json, the one sample
/// every suite and benchmark submits.
pub fn valid_survey() -> Value {
    serde_json::from_str(include_str!("../../fixtures/survey.json")).expect("the sample survey")
}

/// The sample survey with `changes`: each key set to its value, or removed where it is null.
pub fn survey_with(changes: Value) -> Value {
    let mut body = valid_survey();
    for (key, value) in changes.as_object().unwrap() {
        if value.is_null() {
            body.as_object_mut().unwrap().remove(key);
        } else {
            body[key] = value.clone();
        }
    }
    body
}
