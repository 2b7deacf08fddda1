//! Abstractions for asynchronous programming.
//!
//! Trimmed from futures 0.3.21: modules of its dependency futures-util
//! re-exported whole, and its dependency futures-channel re-exported under
//! another name with #[doc(inline)].

// Module reexports
#[doc(inline)]
pub use futures_util::{future, stream};

#[cfg(feature = "alloc")]
#[doc(inline)]
pub use futures_channel as channel;
