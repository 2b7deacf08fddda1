//! A general purpose library of common HTTP types
//!
//! Trimmed from http 0.2.7: the header-name constants and status codes
//! that macro_rules! tables in the crate declare.

pub mod header;
pub mod status;

pub use crate::header::HeaderName;
pub use crate::status::StatusCode;
