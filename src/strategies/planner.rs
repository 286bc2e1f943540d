//! The built-in, offline planner (being written).
