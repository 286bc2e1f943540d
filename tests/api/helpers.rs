use std::path::PathBuf;

use plansmith::app::App;
use plansmith::config::{Config, Layer};
use serde_json::{Value, json};

pub struct TestApp {
    pub address: String,
    pub db_path: PathBuf,
    pub client: reqwest::Client,
    _dir: tempfile::TempDir,
}

pub struct Options {
    pub lead_rate_limit: u32,
    pub timezone: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Self { lead_rate_limit: 0, timezone: None }
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

pub async fn spawn_app_with(options: Options) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("plansmith.db");
    let config = Config::from_layer(Layer {
        bind: Some("127.0.0.1:0".into()),
        db: Some(db_path.clone()),
        lead_rate_limit: Some(options.lead_rate_limit),
        timezone: options.timezone,
        ..Layer::default()
    })
    .expect("test config");
    let app = App::build(config).await.expect("app builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until(std::future::pending()));
    let client = reqwest::Client::new();
    TestApp { address, db_path, client, _dir: dir }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn submit_survey(&self, body: &Value) -> reqwest::Response {
        self.client.post(self.url("/api/leads")).json(body).send().await.expect("request")
    }

    pub async fn stats(&self) -> Value {
        self.client.get(self.url("/api/leads/stats")).send().await.unwrap().json().await.unwrap()
    }

    /// A direct connection to the test database, for checking what was stored.
    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(&self.db_path).expect("open test db")
    }

    pub fn lead_count(&self) -> i64 {
        self.db().query_row("SELECT COUNT(*) FROM leads", [], |r| r.get(0)).unwrap()
    }
}

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
