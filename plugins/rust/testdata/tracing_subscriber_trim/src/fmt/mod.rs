//! A `Subscriber` for formatting and logging `tracing` data.
#[cfg_attr(docsrs, doc(cfg(all(feature = "fmt", feature = "std"))))]
pub mod time;
#[cfg_attr(docsrs, doc(cfg(all(feature = "fmt", feature = "std"))))]
pub mod writer;

#[doc(inline)]
pub use self::time::time;
