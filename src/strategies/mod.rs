//! Marketing plans: generation and the review workflow.

pub mod planner;
