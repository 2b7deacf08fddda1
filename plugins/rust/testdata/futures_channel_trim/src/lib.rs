//! Asynchronous channels.
//!
//! Trimmed from futures-channel 0.3.21: its oneshot module.

#[cfg(not(futures_no_atomic_cas))]
#[cfg(feature = "alloc")]
pub mod oneshot;
