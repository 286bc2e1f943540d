//! Marketing plans as data: the plan model, the limits read from the answers, the consistency
//! checker every plan passes through, the built-in planner and the Markdown renderer.

pub mod apps;
pub mod builtin;
pub mod check;
pub mod holidays;
pub mod limits;
pub mod market;
pub mod model;
pub mod pro;
pub mod read_back;
pub mod render;
pub mod rhythm;
pub mod schedule;
pub mod text;

pub use check::{Violation, check};
pub use model::Plan;

#[cfg(test)]
pub(crate) mod tests;
