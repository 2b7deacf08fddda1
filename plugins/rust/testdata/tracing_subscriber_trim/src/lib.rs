//! Utilities for implementing and composing `tracing` subscribers
//! (tracing-subscriber 0.3.16, trimmed).
#[macro_use]
mod macros;

pub mod filter;

feature! {
    #![all(feature = "fmt", feature = "std")]
    pub mod fmt;
}
