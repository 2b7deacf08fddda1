//! Abstractions for asynchronous programming.
//!
//! Trimmed from futures 0.3.21: a module of its dependency futures-util
//! re-exported whole.

// Module reexports
#[doc(inline)]
pub use futures_util::{future, stream};
