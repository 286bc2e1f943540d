"""What the Python test tools share: a free port and the survey they submit."""

import socket


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def survey(n: int | str) -> dict:
    """A complete, valid survey (as tests/api/helpers.rs `valid_survey`), made distinct by `n`
    so that it is never taken for a repeat of an earlier one."""
    return {
        "businessName": f"Bloom Bakery {n}", "businessType": "food-beverage", "sellLocation": "locally",
        "specificLocation": "Austin, TX", "businessOffering": "Sourdough bread and seasonal pastries",
        "businessStage": "launched", "website": "bloombakery.com",
        "idealCustomer": "Busy parents within 5 miles who care about real ingredients",
        "problemSolved": "Fresh bread without supermarket additives", "primaryGoal": "get-first-customers",
        "timeAvailable": "3-5-hours", "marketingBudget": "50-200", "brandTone": "friendly",
        "marketingSupport": "some-help", "platforms": ["instagram", "facebook"],
        "marketingChallenges": ["not-enough-time", "other"], "otherChallenge": "Seasonal demand swings",
        "currentMarketing": ["social-media", "networking"], "email": f"owner{n}@bloombakery.com", "faxNumber": "",
    }
