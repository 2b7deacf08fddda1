//! Date and time handling.

mod date;

pub use crate::date::Date;
