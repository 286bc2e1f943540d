use serde_json::{Value, json};

/// A complete, valid survey as the browser sends it.
pub fn valid_survey() -> Value {
    json!({
        "businessName": "Bloom Bakery",
        "businessType": "food-beverage",
        "sellLocation": "locally",
        "specificLocation": "Austin, TX",
        "businessOffering": "Sourdough bread and seasonal pastries",
        "businessStage": "launched",
        "website": "bloombakery.com",
        "idealCustomer": "Busy parents within 5 miles who care about real ingredients",
        "problemSolved": "Fresh bread without supermarket additives",
        "primaryGoal": "get-first-customers",
        "timeAvailable": "3-5-hours",
        "marketingBudget": "50-200",
        "brandTone": "friendly",
        "marketingSupport": "some-help",
        "platforms": ["instagram", "facebook"],
        "marketingChallenges": ["not-enough-time", "other"],
        "otherChallenge": "Seasonal demand swings",
        "currentMarketing": ["social-media", "networking"],
        "email": "owner@bloombakery.com",
        "faxNumber": ""
    })
}

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
